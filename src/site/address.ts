// The address the site is served at, given to its build: where GitHub Pages serves the target (its Pages settings'
// html_url, else github.com's rule: a project site below /<name>/, a user site or a custom domain at the root),
// unless the site's config sets a base of its own.
import * as core from '../shared/runner.js';
import { basePathOf as pathOf, type Preview } from '../inputs/preview.js';
import { withBaseAddress } from './base-address.js';
import { cnameDomain, pageUrl, isUserSite, onGitHubDotCom, type Target } from '../git/target.js';
import { configuredBase, siteCname } from './configured-base.js';
import type { ConfiguredBase } from '../generators/generator.js';
import { generatorNamed } from '../generators/registry.js';
import type { SiteProblems } from './problems.js';
import { linksPagesRelatively } from './served-links.js';
import type { Site } from './detect.js';
import type { SiteSteps } from './steps.js';

/** What the build's address is told of Pages (read by github/pages.ts): where GitHub serves the site (`html_url`: a
 * custom domain, a user site, GHE's `/pages/<o>/<r>/` or `pages.<host>`) and the branch's folder; or why not known. */
export type PagesAddress = { htmlUrl: string; folder: string } | { unread: string };

/** What decides the address: the inputs, the target, and the CNAME its branch has now (read by the target check). */
export interface AddressContext {
  settings: { basePath: 'auto' | 'off'; cname: string; targetDir: string; preview?: Preview };
  /** Where the deploy goes, as the deployer's target check saw it (see deploy/deployer.ts). */
  served: ServedTarget;
  /** The other targets, in their order: the one build must suit each of them. */
  others?: readonly ServedTarget[];
  tempDir: string;
  /** Where a base that breaks the site's links somewhere it is served is reported (as a site problem). */
  problems: Pick<SiteProblems, 'explainLinks' | 'add' | 'baseApplied' | 'servedPage'>;
  /**
   * Where GitHub Pages serves the first target, from its settings (github/run.ts `pagesForBuild`): asked only when
   * there is a build to give the address to. Absent: not asked.
   */
  pages?: () => Promise<PagesAddress>;
}

/** The first target, and the domain in its branch's CNAME file (empty without one, or when it was not read). */
export interface ServedTarget {
  target: Target;
  branchCname: string;
  /** The deploy command that pushes itself, for which the check reads no CNAME; empty for our own push. */
  cnameUnreadBy: string;
}

/** Where the site is served, and why there (for the log); with no address, `why` says why none is known. */
export interface Served {
  baseUrl: string;
  why: string;
  /** The page address, without the folder the site goes to, when the Pages settings gave it; else ''. */
  answered: string;
  /** Why Pages' own answer was not taken, where github.com's rule gave the address instead (for the log), or ''. */
  note: string;
}

/**
 * The site's address: its page address and the folder it goes to (a preview's, or target-dir, below the folder
 * Pages serves). The page address is, first to last: the `cname` input's domain; the CNAME the site publishes;
 * where the Pages settings say GitHub serves the site (`pages`, their html_url: a custom domain, a user site,
 * GitHub Enterprise's forms), which wins over the branch's CNAME, as it is what GitHub serves now; the branch's
 * CNAME; github.io's rule, on github.com alone. Empty, saying why, on another host that the settings did not answer
 * for, or when the target is not an owner/name repository.
 */
export async function servedAt(site: Site, context: AddressContext, pages?: PagesAddress): Promise<Served> {
  const { settings } = context;
  const { target, cnameUnreadBy } = context.served;
  const own = settings.cname ? undefined : await siteCname(site);
  const branchCname = cnameDomain(context.served.branchCname);
  const answered = pages && 'htmlUrl' in pages ? pages : undefined;
  const [page, pageWhy] = settings.cname
    ? [pageUrl(target, settings.cname), 'the "cname" input']
    : own
      ? [pageUrl(target, own.domain), `the domain in ${own.file}`]
      : answered
        ? [answered.htmlUrl, `where the Pages settings of ${target.owner}/${target.name} say GitHub serves it`]
        : branchCname
          ? [pageUrl(target, branchCname), "the domain in the branch's CNAME"]
          : [pageUrl(target, ''), isUserSite(target) ? 'a user site' : 'a project site'];
  const unanswered = pages && 'unread' in pages ? pages.unread : '';
  if (!page) return { baseUrl: '', answered: '', note: '', why: unknownWhy(target, unanswered) };
  const folder = servedFolder(settings.targetDir, answered?.folder ?? '/');
  const where = settings.preview ? `, the preview of pull request #${settings.preview.number}` : '';
  const inFolder = folder && !settings.preview ? `, in target-dir ${settings.targetDir}` : '';
  const domain = settings.cname || own || answered || branchCname;
  const unread =
    domain || !cnameUnreadBy
      ? ''
      : `; the branch's CNAME is not read for "${cnameUnreadBy}": set "cname" if the site is served at a domain of its own`;
  const differs =
    answered && !settings.cname && !own && branchCname && new URL(answered.htmlUrl).hostname !== branchCname
      ? `; the branch's CNAME names ${branchCname}, which the settings no longer serve`
      : '';
  const note =
    unanswered && !domain
      ? `github.com's rule gives it (${pageWhy}), as the Pages settings did not say where GitHub serves ` +
        `${target.owner}/${target.name}: ${sentence(unanswered)}`
      : '';
  const why = `${pageWhy}${where}${inFolder}${unread}${differs}`;
  return { baseUrl: `${page}${folder}`, answered: page === answered?.htmlUrl ? page : '', note, why };
}

/**
 * The folder the site goes to, below the address Pages serves: target-dir (or a preview's folder) without the
 * branch's folder that Pages serves (`/docs`: target-dir `docs/v2` is served at `v2/`).
 */
export function servedFolder(targetDir: string, pagesFolder: string): string {
  const served = pagesFolder.replace(/^\/+|\/+$/g, '');
  const below =
    served && (targetDir === served || targetDir.startsWith(`${served}/`))
      ? targetDir.slice(served.length + 1)
      : targetDir;
  return below ? `${below}/` : '';
}

/** Why no address is known for the target: it is no owner/name repository, or on a host only its settings know. */
function unknownWhy(target: Target, unanswered: string): string {
  if (!target.owner || !target.name) return 'the target is not an owner/name repository';
  if (onGitHubDotCom(target)) return '';
  const settings = unanswered ? `, and they did not say: ${sentence(unanswered)}` : '.';
  return (
    `${target.host} is not github.com, and where it serves ${target.owner}/${target.name} only its Pages settings ` +
    `say${settings} For the build to get the address, give the token \`pages: read\` (in the workflow's ` +
    '`permissions:`), or set "cname" when the site is served at a domain of its own, or set the base in the ' +
    "site's config."
  );
}

/** A reason as a sentence of its own, ending with a full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The site steps with the build given the site's address: always as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH,
 * and, with `build: auto`, on the generator's command line (see base-address.ts), unless `base-path: off`, the
 * site is served at the root, or the site's config sets a base of its own (kept, with a warning where it differs;
 * a preview, below the site's address, always gets its own). Logs what the build got, and why.
 */
export async function addressSteps(site: Site, steps: SiteSteps, context: AddressContext): Promise<SiteSteps> {
  if (steps.build.steps.length === 0) return steps;
  // Only a run with a build waits for the Pages settings (read since the target check started).
  const served = await servedAt(site, context, await context.pages?.());
  if (!served.baseUrl) {
    core.info(
      context.served.target.owner
        ? `Base address: none known, so the build is left as configured: ${served.why}`
        : `Base address: none known (${served.why}), so the build is left as it is.`,
    );
    return steps;
  }
  if (served.note) core.info(`Base address: ${served.note}`);
  // The link check checks where the settings say (it knows the rest: the cname input, the CNAME files, the rule).
  context.problems.servedPage = served.answered;
  const { settings } = context;
  const others = await Promise.all(
    (context.others ?? []).map((other) => servedAt(site, { ...context, served: other })),
  );
  if (others.some((other) => other.baseUrl && other.baseUrl !== served.baseUrl)) {
    const targets = [context.served, ...(context.others ?? [])].map((each) => each.target.url);
    await leaveForTargets(site, [served, ...others], targets, context.problems);
    return { ...steps, env: { ...steps.env, ...baseVariables(served.baseUrl) } };
  }
  const basePath = pathOf(served.baseUrl);
  const said = `Base address ${served.baseUrl} (${served.why})`;
  const variables = baseVariables(served.baseUrl);
  const onlyVariables: SiteSteps = { ...steps, env: { ...steps.env, ...variables } };
  if (settings.basePath === 'off') {
    core.info(`${said}: not passed to the build ("base-path: off"); the build has it as ${VARIABLES}.`);
    return onlyVariables;
  }
  const configured = settings.preview ? undefined : await configuredBase(site);
  if (configured) {
    keepConfigured(site, configured, served, said, context.problems);
    if (configured.basePath === basePath) {
      context.problems.baseApplied = `the site's ${configured.setting}, "${configured.value}"`;
    }
    return onlyVariables;
  }
  if (basePath === '/' && !settings.preview) {
    core.info(`${said}: served at the root, so the build is left as configured.`);
    return onlyVariables;
  }
  const auto = steps.build.steps === site.build;
  const based = withBaseAddress(site, steps.build.steps, { baseUrl: served.baseUrl, tempDir: context.tempDir }, auto);
  const passed = based.files.length > 0 || based.steps.some((step, index) => step !== steps.build.steps[index]);
  if (passed) {
    core.info(`${said}: passed to ${site.name} as ${flagsOf(site)}.`);
    context.problems.baseApplied = `passed to ${site.name} as ${flagsOf(site)}`;
  } else core.info(`${said}: not passed to the build (${whyNot(site, auto)}); ${howToPass(site, served.baseUrl)}`);
  return {
    ...steps,
    env: { ...steps.env, ...based.env },
    files: [...steps.files, ...based.files],
    build: { ...steps.build, steps: based.steps },
  };
}

const VARIABLES = 'PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH';

function baseVariables(baseUrl: string): Record<string, string> {
  return { PAGES_PUSH_BASE_URL: baseUrl, PAGES_PUSH_BASE_PATH: pathOf(baseUrl) };
}

/**
 * Targets served at different addresses (a project site and a user site, say): one build cannot suit them all, so
 * it is left as the site's config says, and each target where its links break is named, with its address.
 */
async function leaveForTargets(
  site: Site,
  served: readonly Served[],
  targets: readonly string[],
  problems: AddressContext['problems'],
): Promise<void> {
  const configured = await configuredBase(site);
  const own = configured?.basePath ?? '/';
  const builtFor = configured ? `its ${configured.setting} "${configured.value}"` : 'the root, as its config says';
  core.info(
    `The ${served.length} targets are served at different addresses, and one build cannot suit them all: the ` +
      `site is built for ${builtFor}, and nothing is passed to the build.`,
  );
  // The first target's is said instead of its link check's advice (a base for it would break the others); the
  // others' are added first, as an explained cause stops further link problems.
  let first = '';
  served.forEach((each, index) => {
    const url = targets[index] ?? '';
    const at = pathOf(each.baseUrl);
    if (!each.baseUrl || at === own) {
      core.info(
        `Base address ${each.baseUrl || 'unknown'} for ${url}${each.why ? ` (${each.why})` : ''}: the build suits it.`,
      );
      return;
    }
    core.info(
      `Base address ${each.baseUrl} for ${url} (${each.why}): the site's links, built for ${own}, break there.`,
    );
    const problem =
      `${url} serves the site at ${each.baseUrl} (${each.why}), but it is built for ${own}, as the targets are ` +
      `served at different addresses: its links that start with ${own} answer 404 there. Deploy that target in ` +
      'a step of its own (the "repository" input names it; the build then gets its address), or serve every ' +
      'target at the same path.';
    if (index === 0) first = problem;
    else problems.add(problem);
  });
  if (first) problems.explainLinks(first);
}

/** The site's config sets its own base: it is kept; a base that differs from where the site is served is warned of. */
function keepConfigured(
  site: Site,
  configured: ConfiguredBase,
  served: Served,
  said: string,
  problems: AddressContext['problems'],
): void {
  const basePath = pathOf(served.baseUrl);
  if (configured.basePath === basePath) {
    core.info(`${said}: the site's ${configured.setting} ("${configured.value}") agrees, and is kept.`);
    return;
  }
  const relative = linksPagesRelatively(site.generator);
  if (relative) {
    // Its pages work wherever they are served: the link check names what breaks (the 404 page's links, any the site
    // writes to the root itself).
    core.info(
      `${said}: the site's ${configured.setting} ("${configured.value}") is kept, and differs: ${relative} ` +
        'writes it only into its 404 page and sitemap, and links its other pages relative to each other.',
    );
    return;
  }
  core.info(
    `${said}: the site's ${configured.setting} ("${configured.value}") is kept, and differs (see the warning).`,
  );
  problems.explainLinks(
    `The site's ${configured.setting} is "${configured.value}", but the site is served at ${served.baseUrl} ` +
      `(${served.why}): its links start with ${configured.basePath} instead of ${basePath}, and break there. ` +
      `pages-push builds it as configured. Set ${configured.fix(served.baseUrl)} (or remove the setting, where the ` +
      'generator allows, and pages-push passes the address to the build); or set "cname" if it is served at a ' +
      'domain of its own.',
  );
}

/** How the address reaches the generator from our command line. */
function flagsOf(site: Site): string {
  return generatorNamed(site.generator)?.passedAs ?? 'its base address';
}

function whyNot(site: Site, auto: boolean): string {
  if (!auto) return 'the "build" input is a command of your own';
  const generator = generatorNamed(site.generator);
  if (!generator) return 'no generator is known to take it';
  return generator.takesNoBase ?? `the build script is not exactly ${site.name}'s build, so flags could go astray`;
}

/** How to give the address to the build, for the generators we know. */
function howToPass(site: Site, baseUrl: string): string {
  const variables = `the build has it as ${VARIABLES}`;
  return (
    generatorNamed(site.generator)?.howToPass?.(variables, baseUrl) ?? `${variables}, for a build that reads them.`
  );
}
