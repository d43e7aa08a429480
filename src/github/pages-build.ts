// After a branch push, what GitHub Pages did with it: its build of the pushed commit (GET …/pages/builds/latest),
// followed when the user asks (`wait-for-pages`), so that a push that landed but did not go live (a Jekyll error
// without .nojekyll, a file over 100 MB) fails the step instead of leaving it green with the old site served; and the
// custom domain's DNS health (GET …/pages/health), reported once when it answers with a problem.
import type { components } from '@octokit/openapi-types';
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import { throwIfCancelled, waitUnlessCancelled } from '../processes/processes.js';
import type { GitHubClient } from './client.js';
import { ApiError } from './errors.js';
import { backoffMs } from '../git/retry.js';

type PageBuild = components['schemas']['page-build'];
type HealthCheck = components['schemas']['pages-health-check'];

/** How the build of the pushed commit ended: built, or still not done when the time was up. */
export type BuildOutcome =
  | { kind: 'built'; seconds: number }
  /** A later push's build took over: the pushed commit's own build is not GitHub's to finish. */
  | { kind: 'superseded'; commit: string }
  | { kind: 'timed out'; status: string };

export interface FollowOptions {
  /** How long to wait for the build, at most. */
  timeoutMs: number;
  /** How long to wait before the next look at the build, that long after the first. */
  delayMs: (elapsedMs: number) => number;
  signal: AbortSignal;
  /** When the push landed: a build of another commit created after it belongs to a later push. */
  pushedAt: Date;
  /** The Pages settings page, for the fix. */
  settingsPage: string;
}

/**
 * Follows GitHub Pages' build of `commit` (the pushed tip of the branch Pages serves) until it is built; throws, with
 * GitHub's message and the fix, when it errors. A build of another commit is not this one's: it is waited past,
 * unless it was created after the push (a later deploy's build, which serves that deploy's site).
 */
export async function followPagesBuild(
  client: GitHubClient,
  repo: { owner: string; name: string },
  commit: string,
  options: FollowOptions,
): Promise<BuildOutcome> {
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  let status = 'not started';
  let failures = 0; // reads in a row GitHub's side failed (5xx, no answer): waited out to the deadline
  for (;;) {
    throwIfCancelled(options.signal);
    let build: PageBuild | undefined;
    try {
      build = await latestBuild(client, repo);
      failures = 0;
    } catch (error) {
      if (!(error instanceof ApiError && error.passes)) throw error;
      failures += 1;
      core.debug(`Reading the Pages build failed (${failures} in a row): ${errorMessage(error)}`);
    }
    if (build?.commit === commit) {
      status = build.status;
      if (build.status === 'built') return { kind: 'built', seconds: Math.round(build.duration / 1000) };
      if (build.status === 'errored') throw new Error(buildFailure(repo, commit, build, options.settingsPage));
    } else if (build?.commit && new Date(build.created_at) > options.pushedAt) {
      return { kind: 'superseded', commit: build.commit };
    }
    const delay = failures > 0 ? backoffMs(failures) : options.delayMs(Date.now() - started);
    if (Date.now() + delay > deadline) return { kind: 'timed out', status };
    await waitUnlessCancelled(delay, options.signal);
  }
}

/** The latest Pages build; undefined before the first one (GitHub answers 404). */
async function latestBuild(
  client: GitHubClient,
  { owner, name }: { owner: string; name: string },
): Promise<PageBuild | undefined> {
  try {
    return await client.call<PageBuild>(
      { what: `reading the latest GitHub Pages build of ${owner}/${name}`, permission: 'pages: read' },
      { method: 'GET', path: '/repos/{owner}/{repo}/pages/builds/latest', params: { owner, repo: name } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && /^not found$/i.test(error.githubMessage)) return undefined;
    throw error;
  }
}

/** What a build that errored says, and what to do about it, by the causes GitHub's messages name. */
export function buildFailure(
  { owner, name }: { owner: string; name: string },
  commit: string,
  build: Pick<PageBuild, 'error'>,
  settingsPage: string,
): string {
  const said = build.error.message?.trim() || 'no message';
  const head =
    `GitHub Pages could not build ${owner}/${name} at ${commit.slice(0, 12)} (the commit this step pushed): ` +
    `"${said}". The push landed, but the site served is still the one before it.`;
  const fix = /jekyll|liquid|_config\.yml|front matter|layout/i.test(said)
    ? ' GitHub ran Jekyll on the pushed files: keep "nojekyll: true" (the default), which publishes the files as ' +
      'they are, or fix what Jekyll names.'
    : /\b(?:100 ?MB|too large|exceeds|file size|size limit)\b/i.test(said)
      ? ' A file is over what GitHub Pages takes (100 MB a file, 1 GB a site): leave it out with "exclude", or ' +
        'host it elsewhere (Git LFS files are not served by Pages).'
      : /submodule/i.test(said)
        ? ' The pushed tree names a submodule GitHub cannot read: publish its files instead.'
        : ` See the build's log in the repository's Actions tab ("pages build and deployment"), and ${settingsPage}.`;
  return head + fix;
}

/**
 * The custom domain's DNS health, said once as a warning when GitHub finds a problem with it; nothing when the check
 * is still running (202), the site has no custom domain, or the token may not ask (all in the debug log).
 */
export async function reportDomainHealth(
  client: GitHubClient,
  { owner, name }: { owner: string; name: string },
): Promise<string | undefined> {
  let health: HealthCheck | undefined;
  try {
    health = await client.call<HealthCheck>(
      { what: `reading the GitHub Pages domain health of ${owner}/${name}`, permission: 'pages: read' },
      { method: 'GET', path: '/repos/{owner}/{repo}/pages/health', params: { owner, repo: name } },
    );
  } catch (error) {
    core.debug(`Pages domain health not read: ${errorMessage(error)}`);
    return undefined;
  }
  const domain = health.domain;
  if (!domain?.host) return undefined;
  const problem = domainProblem(domain);
  if (problem) core.warning(problem);
  return problem;
}

/** What is wrong with a custom domain, by GitHub's health check, and the DNS records to fix; '' when nothing is. */
export function domainProblem(domain: NonNullable<HealthCheck['domain']>): string {
  const host = domain.host ?? '';
  const records = domain.is_apex_domain
    ? "A records to GitHub Pages' addresses (185.199.108.153, .109.153, .110.153, .111.153)"
    : 'a CNAME record to <owner>.github.io';
  if (domain.dns_resolves === false) {
    return `GitHub Pages says the custom domain ${host} does not resolve: give it ${records}.`;
  }
  if (domain.is_valid === false || domain.is_pointed_to_github_pages_ip === false) {
    const reason = domain.reason ? ` (${domain.reason})` : '';
    return (
      `GitHub Pages says the custom domain ${host} does not point at GitHub Pages${reason}: give it ${records}, ` +
      'and remove other A, AAAA or CNAME records of that name.'
    );
  }
  if (domain.https_error) {
    return `GitHub Pages cannot serve ${host} over HTTPS yet: "${domain.https_error}". It retries on its own once DNS is right.`;
  }
  return '';
}
