// The build version a Pages deployment is made for. GitHub keys a deployment by it (its id is that commit): a second
// deployment of a version already deployed is the first one again (live with the old site, or failed, or cancelled,
// for good), and a version that is no commit of the repository is refused. A run whose commit was deployed before (a
// re-run, a manual re-deploy, a release of a deployed commit, a commit whose deployment failed or timed out) gets a
// fresh commit: the same tree, a child of the run's commit, on no branch. See docs/github-api.md.
import type { components } from '@octokit/openapi-types';
import * as core from '../shared/runner.js';
import { answeredSha } from './answers.js';
import type { GitHubClient } from './client.js';
import { ApiError } from './errors.js';
import type { PagesRepository } from './pages-deployment.js';

type StatusAnswer = components['schemas']['pages-deployment-status'];
type Commit = components['schemas']['git-commit'];

/** Whether `version` was deployed before: GitHub answers its deployment (status) then, 404 when there is none. */
async function deployedBefore(client: GitHubClient, repo: PagesRepository, version: string): Promise<string> {
  try {
    const answer = await client.call<StatusAnswer>(
      { what: `reading the Pages deployment of ${version.slice(0, 7)}`, permission: 'pages: read' },
      {
        method: 'GET',
        path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}',
        params: { owner: repo.owner, repo: repo.name, pages_deployment_id: version },
      },
    );
    return answer.status ?? 'unknown';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '';
    throw error;
  }
}

/**
 * The build version to deploy `commit` as: itself when it was never deployed; else a fresh commit of its tree (made
 * through the API, which needs `contents: write`), said in the log.
 */
export async function freshBuildVersion(
  client: GitHubClient,
  repo: PagesRepository,
  commit: string,
  context: { runNumber: string; attempt: string },
): Promise<string> {
  const before = await deployedBefore(client, repo, commit);
  if (!before) return commit;
  const full = `${repo.owner}/${repo.name}`;
  const source = await client.call<Commit>(
    { what: `reading the commit ${commit.slice(0, 7)} of ${full}`, permission: 'contents: read' },
    {
      method: 'GET',
      path: '/repos/{owner}/{repo}/git/commits/{commit_sha}',
      params: { ...params(repo), commit_sha: commit },
    },
  );
  let made: Commit;
  try {
    made = await client.call<Commit>(
      { what: `making a fresh build version of ${full}`, permission: 'contents: write' },
      {
        method: 'POST',
        path: '/repos/{owner}/{repo}/git/commits',
        params: params(repo),
        body: {
          // The time makes each one of a run's versions a commit of its own.
          message:
            `pages-push: deploy of ${commit} (run #${context.runNumber}, attempt ${context.attempt}) to GitHub ` +
            `Pages, ${new Date().toISOString()}`,
          tree: source.tree.sha,
          parents: [commit],
        },
      },
    );
  } catch (error) {
    throw new Error(
      `${commit.slice(0, 7)} was deployed to GitHub Pages before (its deployment is "${before}"), and GitHub serves a ` +
        'build version once: deploying it again needs a fresh commit, which pages-push makes through the API. ' +
        "Give the job `contents: write` in its `permissions:`, or deploy a new commit. GitHub's answer: " +
        (error instanceof Error ? error.message : String(error)),
      { cause: error },
    );
  }
  const fresh = answeredSha(made.sha, `making a fresh build version of ${full}`);
  core.info(
    `${commit.slice(0, 7)} was deployed to GitHub Pages before (its deployment is "${before.replace(/_/g, ' ')}"), ` +
      `and GitHub serves a build version once: deploying it as ${fresh.slice(0, 7)}, a commit of the same files ` +
      'on no branch.',
  );
  return fresh;
}

function params(repo: PagesRepository): { owner: string; repo: string } {
  return { owner: repo.owner, repo: repo.name };
}
