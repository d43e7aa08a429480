// The link check of a read site: which of its root and same-origin links would answer 404 where the branch is
// served (see served-links.ts), knowing what the deploy publishes and what the branch keeps.
import * as core from '../shared/runner.js';
import { pageUrl, type Target } from '../git/target.js';
import type { LinkCollector } from '../publish-folder/page-links.js';
import { brokenLinks, brokenLinksProblem, linksPagesRelatively, notFoundPage, servedAt } from './served-links.js';

/** The hosts whose absolute links make a page worth parsing: GitHub Pages' own, and the `cname` input's. */
export function linkHosts(cname: string): string[] {
  return cname ? ['.github.io', cname.toLowerCase()] : ['.github.io'];
}

export interface LinkCheckInput {
  links: LinkCollector;
  /** The published files, as paths of the branch (and where each is on disk). */
  files: readonly { path: string; diskPath?: string; symlink?: boolean }[];
  /** The files the branch keeps from before (see tip.ts readTip), or undefined when they could not be listed. */
  kept: readonly { path: string }[] | undefined;
  target: Target;
  /** The `cname` input; where on the branch the site goes (target-dir, a preview's folder), or ''. */
  settings: { cname: string; targetDir: string };
  generator: string;
  /** How the build got the base path it is served at, when it did (see site/address.ts). */
  baseApplied?: string;
  /** The page address the Pages settings gave the build (their html_url, see site/address.ts), or ''. */
  servedPage?: string;
  /** The domain the publish folder's CNAME file names, as the site stage read it (see build.ts), or ''. */
  published: string;
}

/**
 * The problems of the site's links that would answer 404 (none: empty). A generator that links its pages relatively
 * (MkDocs) gets two: the links of its 404 page alone, which its base setting writes, and those of its other pages. The branch is served at the target's page address:
 * at the root of a custom domain when the `cname` input names one or a CNAME file is published or kept at the
 * branch's root (its domain, unread, then unknown: only root links are checked). Nothing is checked when the target
 * has no page address, or what the branch keeps could not be listed.
 */
export function linkProblems(input: LinkCheckInput): string[] {
  const { links, files, kept } = input;
  const { cname, targetDir } = input.settings;
  if (links.size === 0) return [];
  const page = input.servedPage || pageUrl(input.target, '');
  if (!kept || !page) {
    core.debug('link check skipped: the page address or what the branch keeps is not known');
    return [];
  }
  const paths = new Set<string>();
  for (const file of files) paths.add(file.path);
  for (const file of kept) paths.add(file.path);
  // A CNAME the deploy publishes names the domain; one the branch keeps is not read here (served at its root).
  const published = publishedDomain(input);
  const domain = cname || published || (paths.has('CNAME') ? 'unknown' : '');
  // The Pages settings' address, which the build was given, is where the site is served (address.ts found no
  // cname input or site's CNAME before it), unless the built site publishes a CNAME it did not know of.
  const known = input.servedPage && !published ? input.servedPage : '';
  const served = known
    ? servedAt(known)
    : domain === 'unknown'
      ? { origin: '', basePath: '/' }
      : servedAt(pageUrl(input.target, domain));
  const broken = brokenLinks(links, { ...served, has: (path) => paths.has(path) });
  core.debug(
    `link check: ${links.parsed} files parsed (${links.parsedInWorkers} by reading workers), ${links.size} ` +
      `links, ${broken.length} broken`,
  );
  // The fix names where the published folder is served: under target-dir, or a preview's folder.
  const folder = targetDir ? `${targetDir}/` : '';
  const siteUrl = served.origin
    ? `${served.origin}${served.basePath}${folder}`
    : `the root of the domain in the branch's CNAME${folder ? `, in ${folder}` : ''}`;
  if (broken.length === 0) {
    core.info(
      `Checked the ${links.size} root and same-origin links of ${links.parsed} HTML and CSS files against ` +
        `${siteUrl}: none would answer 404.`,
    );
  }
  const where = {
    pageUrl: siteUrl,
    basePath: `${served.basePath}${folder}`,
    generator: input.generator,
    ...(input.baseApplied ? { applied: input.baseApplied } : {}),
  };
  if (!linksPagesRelatively(input.generator)) return [brokenLinksProblem(broken, where)].filter(Boolean);
  const notFound = notFoundPage(folder);
  return [
    brokenLinksProblem(
      broken.filter((link) => link.page === notFound),
      { ...where, page: 'not-found' },
    ),
    brokenLinksProblem(
      broken.filter((link) => link.page !== notFound),
      { ...where, page: 'other' },
    ),
  ].filter(Boolean);
}

/** The domain of the CNAME file at the root of what is published (the publish folder's, when it is published), or ''. */
function publishedDomain(input: LinkCheckInput): string {
  const file = input.files.find((each) => each.path === 'CNAME');
  return file?.diskPath && !file.symlink ? input.published : '';
}
