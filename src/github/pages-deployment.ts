// The Pages deployment of the "GitHub Actions" source, through GitHub's REST API: created from the uploaded artifact
// with the job's OIDC token (POST /repos/{owner}/{repo}/pages/deployments), followed to `succeed` or to its error
// (GET …/{id}), each error said with what to do, and cancelled (POST …/{id}/cancel) on the job's cancel or timeout,
// or by the post step when a killed main step left it in progress.
import type { components } from '@octokit/openapi-types';
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import { throwIfCancelled, waitUnlessCancelled } from '../processes/processes.js';
import type { GitHubClient } from './client.js';
import { answeredText, answeredUrl } from './answers.js';
import { ApiError } from './errors.js';
import { backoffMs } from '../git/retry.js';

type DeploymentAnswer = components['schemas']['page-deployment'];
type StatusAnswer = components['schemas']['pages-deployment-status'];
export type DeploymentStatus = NonNullable<StatusAnswer['status']>;

/** The repository whose Pages are deployed, and its settings page (for the fixes). */
export interface PagesRepository {
  owner: string;
  name: string;
  /** `https://github.com`, or the GitHub Enterprise address. */
  serverUrl: string;
}

/** A deployment GitHub made: its id (as GitHub gives it) and the address it serves. */
export interface PagesDeployment {
  id: string;
  pageUrl: string;
}

/** How long the whole deployment may take (see `deadline`), and the job's cancel. */
export interface DeploymentLimits {
  /** `Date.now()` past which the deployment is given up (and cancelled). */
  deadline: number;
  /** The `deployment-timeout` input's seconds, for the message. */
  timeoutSeconds: number;
  signal: AbortSignal;
}

/** The statuses a deployment ends with, other than `succeed`, each with what it means and what to do. */
const FAILED: Partial<Record<DeploymentStatus, string>> = {
  deployment_failed:
    "GitHub Pages failed to deploy the site, on GitHub's side: run the job again; when it fails again, see " +
    'https://www.githubstatus.com for a Pages outage.',
  deployment_content_failed:
    'GitHub Pages could not deploy the content of the artifact: a site of more than 10 GB, or more files than ' +
    'Pages takes, is refused. Make the site smaller (the `exclude` input leaves files out of it).',
  deployment_cancelled:
    'The Pages deployment was cancelled by someone or something else (another deployment of the same site, or ' +
    "the repository's Actions page): run the job again to deploy this site.",
  deployment_lost:
    'GitHub Pages lost track of the deployment before it ended: run the job again; when it happens again, see ' +
    'https://www.githubstatus.com.',
};

/** Failed reads of the status in a row after which following is given up. */
const STATUS_READ_FAILURES = 5;

/**
 * How long to wait before asking again, `elapsedMs` after the first ask: every second for the first 10 s (most
 * deployments of a small site are done by then), every 5 s after.
 */
export function pollDelay(elapsedMs: number): number {
  return elapsedMs < 10_000 ? 1000 : 5000;
}

/** The settings page of the repository's Pages. */
export function pagesSettingsPage(repo: PagesRepository): string {
  return `${repo.serverUrl}/${repo.owner}/${repo.name}/settings/pages`;
}

/**
 * Creates the deployment of `artifactId` for `buildVersion` (the run's commit). While GitHub answers that a
 * deployment is in progress (an earlier run's), waits its turn and asks again, within the deadline.
 */
export async function createPagesDeployment(
  client: GitHubClient,
  repo: PagesRepository,
  request: { artifactId: number; buildVersion: string; oidcToken: string },
  limits: DeploymentLimits,
): Promise<PagesDeployment> {
  const started = Date.now();
  let told = false;
  let failures = 0; // answers in a row that may pass: GitHub's side failed
  for (;;) {
    try {
      const answer = await client.call<DeploymentAnswer>(
        { what: `creating the Pages deployment of ${repo.owner}/${repo.name}`, permission: 'pages: write' },
        {
          method: 'POST',
          path: '/repos/{owner}/{repo}/pages/deployments',
          params: { owner: repo.owner, repo: repo.name },
          body: {
            artifact_id: request.artifactId,
            pages_build_version: request.buildVersion,
            oidc_token: request.oidcToken,
          },
        },
      );
      const id = answeredText(String(answer.id));
      core.info(`Pages deployment ${id} created.`);
      return { id, pageUrl: answeredUrl(answer.page_url) };
    } catch (error) {
      throwIfCancelled(limits.signal);
      const passing = error instanceof ApiError && error.passes;
      if (!passing && (!(error instanceof ApiError) || !inProgressElsewhere(error))) {
        throw explainCreateFailure(error, repo);
      }
      failures = passing ? failures + 1 : 0;
      const delay = passing ? backoffMs(failures) : pollDelay(Date.now() - started);
      if (passing && Date.now() + delay > limits.deadline) throw explainCreateFailure(error, repo);
      if (passing) core.info(`${errorMessage(error)} Trying again in ${delay} ms.`);
      else if (Date.now() + delay > limits.deadline) {
        throw new Error(
          `Another Pages deployment of ${repo.owner}/${repo.name} was still in progress after ` +
            `${limits.timeoutSeconds} s (input "deployment-timeout"), so this one was not made. Let it finish (or ` +
            'cancel it on the repository\'s Actions page) and run the job again, or raise "deployment-timeout".',
          { cause: error },
        );
      }
      if (!told && !passing) {
        core.info(`Another Pages deployment of ${repo.owner}/${repo.name} is in progress: waiting for its end.`);
        told = true;
      }
      await waitUnlessCancelled(delay, limits.signal);
    }
  }
}

/** GitHub's answer when a deployment of the site is already in progress: "… in progress deployment …". */
function inProgressElsewhere(error: ApiError): boolean {
  return (error.status === 400 || error.status === 409) && /in.progress deployment/i.test(error.githubMessage);
}

/** A refused creation, with what to change: the permission, the Pages source, the environment. */
function explainCreateFailure(error: unknown, repo: PagesRepository): Error {
  if (!(error instanceof ApiError) || error.status === 0)
    return error instanceof Error ? error : new Error(String(error));
  const settings = pagesSettingsPage(repo);
  const said = `(${error.status}${error.githubMessage ? `: ${error.githubMessage}` : ''})`;
  const head = `GitHub refused to create the Pages deployment of ${repo.owner}/${repo.name} ${said}`;
  if (/environment/i.test(error.githubMessage)) {
    return new Error(
      `${head}. The job deploys to the \`github-pages\` environment: give it \`environment: github-pages\` ` +
        '(with `url: ${{ steps.<id>.outputs.page-url }}`), and let this branch deploy there (Settings, ' +
        'Environments, github-pages, "Deployment branches and tags").',
    );
  }
  if (error.status === 401 || error.status === 403) {
    return new Error(
      `${head}. The token may not deploy Pages: add \`pages: write\` and \`id-token: write\` to the job's ` +
        "`permissions:` (for the workflow's token).",
    );
  }
  if (error.status === 404) {
    return new Error(
      `${head}. GitHub Pages is not enabled for ${repo.owner}/${repo.name}, or the token may not deploy it: in ` +
        `${settings}, set "Source" to "GitHub Actions", and give the job \`permissions: pages: write\`.`,
    );
  }
  if (error.status >= 500) {
    return new Error(`${head}: GitHub's Pages service failed. Run the job again later (https://www.githubstatus.com).`);
  }
  return new Error(
    `${head}. Check that "Source" is "GitHub Actions" in ${settings}, and that the artifact was uploaded by this ` +
      'run (an artifact expires, and one of another run is refused).',
  );
}

/**
 * Follows the deployment until it ends: resolves on `succeed`; throws with the cause and the fix on a failed end,
 * at the deadline, or when the status cannot be read. `changed` is told each new status.
 */
export async function followPagesDeployment(
  client: GitHubClient,
  repo: PagesRepository,
  deployment: PagesDeployment,
  limits: DeploymentLimits,
  changed: (status: DeploymentStatus) => void = () => undefined,
): Promise<void> {
  const started = Date.now();
  let last: DeploymentStatus | undefined;
  let failures = 0;
  for (;;) {
    throwIfCancelled(limits.signal);
    let status: DeploymentStatus | undefined;
    try {
      status = await readDeploymentStatus(client, repo, deployment);
      failures = 0;
    } catch (error) {
      throwIfCancelled(limits.signal);
      failures += 1;
      // GitHub's side failing (5xx, no answer) is waited out to the deadline; another failure, five times.
      const passing = error instanceof ApiError && error.passes;
      if ((!passing && failures >= STATUS_READ_FAILURES) || (error instanceof ApiError && error.denied)) {
        throw new Error(
          `Could not follow Pages deployment ${deployment.id}: ${errorMessage(error)} Whether the site is live is ` +
            `unknown: see ${pagesSettingsPage(repo)}.`,
          { cause: error },
        );
      }
      core.debug(`Reading the deployment's status failed (${failures} in a row): ${errorMessage(error)}`);
    }
    if (status && status !== last) {
      last = status;
      changed(status);
    }
    if (status === 'succeed') return;
    const failed = status && FAILED[status];
    if (failed)
      throw new DeploymentFailed(status ?? '', `Pages deployment ${deployment.id} ended with "${status}". ${failed}`);
    const delay = failures > 0 ? backoffMs(failures) : pollDelay(Date.now() - started);
    if (Date.now() + delay > limits.deadline) {
      throw new DeploymentTimedOut(
        `Pages deployment ${deployment.id} was not live after ${limits.timeoutSeconds} s (input "deployment-timeout"): ` +
          `it was still "${last ?? 'unknown'}" (${last ? "GitHub's queue had not finished it" : 'no status read'}), ` +
          'so it was cancelled; the next run deploys this commit again, as a fresh build version. Raise ' +
          '"deployment-timeout" for a large site, or see https://www.githubstatus.com for a Pages outage.',
      );
    }
    await waitUnlessCancelled(delay, limits.signal).catch(() => undefined);
  }
}

/** The deployment's status now (GET …/{id}); undefined when GitHub says none. */
async function readDeploymentStatus(
  client: GitHubClient,
  repo: PagesRepository,
  deployment: PagesDeployment,
): Promise<DeploymentStatus | undefined> {
  const answer = await client.call<StatusAnswer>(
    { what: `reading the status of Pages deployment ${deployment.id}`, permission: 'pages: read' },
    {
      method: 'GET',
      path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}',
      params: { owner: repo.owner, repo: repo.name, pages_deployment_id: deployment.id },
    },
  );
  return answer.status;
}

/**
 * Cancels a deployment a killed main step left, unless it has ended (live, or failed on GitHub's side), saying which.
 * A failure to read its status throws; a failure to cancel it warns (see `cancelPagesDeployment`).
 */
export async function cancelIfInProgress(
  client: GitHubClient,
  repo: PagesRepository,
  deployment: PagesDeployment,
): Promise<void> {
  const status = await readDeploymentStatus(client, repo, deployment);
  const said = (status ?? 'unknown').replace(/_/g, ' ');
  const which = `The killed main step's Pages deployment ${deployment.id}`;
  if (status === 'succeed' || (status && FAILED[status])) {
    core.info(`${which} had ended (${said}): nothing to cancel.`);
    return;
  }
  core.info(`${which} is still in progress (${said}): cancelling it.`);
  await cancelPagesDeployment(client, repo, deployment);
}

/** A deployment that ended on GitHub's side with a failure: nothing to cancel. */
export class DeploymentFailed extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/** A deployment still going at the deadline: the deployer cancels it. */
export class DeploymentTimedOut extends Error {}

/** Cancels the deployment (the job was cancelled, or it took too long); a failure to is said, never thrown. */
export async function cancelPagesDeployment(
  client: GitHubClient,
  repo: PagesRepository,
  deployment: PagesDeployment,
): Promise<boolean> {
  try {
    await client.call(
      { what: `cancelling Pages deployment ${deployment.id}`, permission: 'pages: write' },
      {
        method: 'POST',
        path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel',
        params: { owner: repo.owner, repo: repo.name, pages_deployment_id: deployment.id },
      },
    );
    core.info(`Pages deployment ${deployment.id} cancelled.`);
    return true;
  } catch (error) {
    core.warning(
      `Could not cancel Pages deployment ${deployment.id}: ${errorMessage(error)} It may still go live: see ` +
        `${pagesSettingsPage(repo)}.`,
    );
    return false;
  }
}
