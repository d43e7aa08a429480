// Where the branch is served, and which of the site's root and same-origin links would answer 404 there, by GitHub
// Pages' rules; with the fix for the site's generator. Pure: the links come from page-links.ts.
import { generatorNamed } from '../generators/registry.js';
import type { FoundLink, FoundLinks } from '../publish-folder/page-links.js';

/** Where the branch's root is served, and what is there. */
export interface ServedSite {
  /** The page address's origin (`https://owner.github.io`); empty when the domain is not known (a kept CNAME). */
  origin: string;
  /** The path the branch's root is served at: `/<repo>/` for a project site, `/` for a user site or a domain. */
  basePath: string;
  /** Whether a file exists at a path of the branch: published now, or kept from before. */
  has: (branchPath: string) => boolean;
}

/** Why a link fails: it leads outside the path the branch is served at, or names no file there. */
export type LinkFailure = { kind: 'outside'; path: string } | { kind: 'missing'; path: string };

/** `https://owner.github.io/repo/` → its origin and base path; a custom domain whose name is unknown: `/`. */
export function servedAt(pageUrl: string): Pick<ServedSite, 'origin' | 'basePath'> {
  if (!pageUrl) return { origin: '', basePath: '/' };
  const url = new URL(pageUrl);
  return { origin: url.origin, basePath: url.pathname.replace(/\/?$/, '/') };
}

/** Whether GitHub Pages serves a file for `branchPath` (`dir/` and `dir` as dir/index.html, `page` as page.html). */
export function serves(branchPath: string, has: (path: string) => boolean): boolean {
  if (branchPath === '' || branchPath.endsWith('/')) return has(`${branchPath}index.html`);
  return has(branchPath) || has(`${branchPath}.html`) || has(`${branchPath}/index.html`);
}

/**
 * What is wrong with a link as written on a page, or undefined when nothing is, or it is not ours to judge: a
 * relative link (it resolves under the base path already), a fragment, another origin (`//host`, another host,
 * `mailto:`, `data:`, `javascript:`). A root path (`/x/y`) or an address on the site's own origin must lie under
 * the base path and name a file there, its query and fragment ignored and its percent-encoding decoded.
 */
export function checkLink(raw: string, site: ServedSite): LinkFailure | undefined {
  const text = raw.trim();
  const plain = plainPath(text, site.origin);
  if (plain !== undefined) return checkPath(plain, site);
  let url: URL;
  if (/^\/(?![/\\])/.test(text)) {
    try {
      url = new URL(text, 'https://served.invalid');
    } catch {
      return undefined;
    }
  } else if (/^https?:/i.test(text) && site.origin) {
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    // http:// is redirected to https:// on the same host.
    if (`https://${url.host}` !== site.origin) return undefined;
  } else return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined; // a malformed escape: not ours to guess
  }
  return checkPath(path, site);
}

/**
 * Characters a URL's path keeps as written (no escape to decode, none to add, no query or fragment), and no dot
 * segment: a root path of these alone is its own decoded path, as `new URL` would give it, at a fraction of the cost.
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** The decoded path of a plain root link, or of a plain one on `origin` (see `PLAIN_PATH`); undefined for others. */
function plainPath(text: string, origin: string): string | undefined {
  const path = text.startsWith('/') ? text : origin && text.startsWith(`${origin}/`) ? text.slice(origin.length) : '';
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) ? path : undefined;
}

/** What is wrong with a link to the decoded `path`: outside the base path, or naming no file. */
function checkPath(path: string, site: ServedSite): LinkFailure | undefined {
  const base = site.basePath;
  if (`${path}/` === base) return undefined; // `/repo` redirects to `/repo/`
  if (!path.startsWith(base)) return { kind: 'outside', path };
  return serves(path.slice(base.length), site.has) ? undefined : { kind: 'missing', path };
}

/** A broken link, for the report. */
export interface BrokenLink extends FoundLink {
  url: string;
  failure: LinkFailure;
}

/** The links that fail (see `checkLink`), in the order they were found. */
export function brokenLinks(links: FoundLinks, site: ServedSite): BrokenLink[] {
  const broken: BrokenLink[] = [];
  links.forEachUrl((url, index) => {
    const failure = checkLink(url, site);
    if (failure) broken.push({ url, ...links.found(index), failure });
  });
  return broken;
}

/** The setting that gives the generator (its id, see generators/) its base path, and the value to give it. */
export function baseFix(generator: string, pageUrl: string, basePath: string): string {
  return (
    generatorNamed(generator)?.baseFix?.(pageUrl, basePath) ??
    `build the site for the base path ${basePath} (your generator's base or public path setting), or write the ` +
      'links relative to the page'
  );
}

/**
 * Whether the generator links its pages relative to each other and writes its base path only into its 404 page
 * (and its sitemap), as MkDocs does: its name, for the message, or empty.
 */
export function linksPagesRelatively(generator: string): string {
  const known = generatorNamed(generator);
  return known?.linksPagesRelatively ? known.title : '';
}

/** The 404 page GitHub Pages serves from the branch's root, where the site is published in `folder` (or ''). */
export function notFoundPage(folder: string): string {
  return `${folder}404.html`;
}

/** How the generator writes a link that follows the base path, for links the site writes to the root itself. */
export function baseLinkFix(generator: string, basePath: string, pageUrl = ''): string {
  return (
    generatorNamed(generator)?.baseLinkFix?.(basePath, pageUrl) ??
    `write them relative to the page, or starting with ${basePath}`
  );
}

/**
 * The problem to report for `broken` links (none: empty): how many, the first few (page → link), and the fix.
 * `applied`: how the build got the base path, when it did: then links outside it are written to the root by the
 * site's own files, and the fix is how the generator writes a link that follows the base, not its setting. For a
 * generator that links its pages relatively (see `linksPagesRelatively`), `page` says which of its links these
 * are: those of its 404 page alone (its base setting fixes them) or of its other pages (written by the site).
 */
export function brokenLinksProblem(
  broken: readonly BrokenLink[],
  where: { pageUrl: string; basePath: string; generator: string; applied?: string; page?: 'not-found' | 'other' },
): string {
  if (broken.length === 0) return '';
  const count = broken.reduce((sum, link) => sum + link.count, 0);
  const shown = broken
    .slice(0, 5)
    .map((link) => `${link.page} → ${link.url}`)
    .join(', ');
  const more = broken.length > 5 ? ` and ${broken.length - 5} more` : '';
  const outside = broken.some((link) => link.failure.kind === 'outside');
  const head =
    `${count === 1 ? 'A link' : `${count} links`} (to ${broken.length === 1 ? 'one address' : `${broken.length} addresses`}) ` +
    `would answer 404 where the site is served, ${where.pageUrl}: ${shown}${more}.`;
  if (!outside) return `${head} No published file is at ${broken.length === 1 ? 'that path' : 'those paths'}.`;
  const relative = linksPagesRelatively(where.generator);
  if (relative && where.page === 'not-found') {
    return (
      `${head} ${relative} writes the links of its 404 page for the base path of its own setting: ` +
      `${baseFix(where.generator, where.pageUrl, where.basePath)}. Its other pages link relative to each other.`
    );
  }
  if (relative && where.page === 'other') {
    return (
      `${head} ${relative} links its pages relative to each other, so the files named write these links to the ` +
      `root themselves (the site's config, templates, content or CSS): ` +
      `${baseLinkFix(where.generator, where.basePath, where.pageUrl)}.`
    );
  }
  if (where.applied) {
    return (
      `${head} The build got the base path ${where.basePath} (${where.applied}), so the files named write these ` +
      `links to the root themselves (their templates, content or CSS): ` +
      `${baseLinkFix(where.generator, where.basePath)}.`
    );
  }
  return (
    `${head} The site is served under ${where.basePath}, and root links must start with it: ` +
    `${baseFix(where.generator, where.pageUrl, where.basePath)}.`
  );
}
