// The pull request a `workflow_run` event's triggering run built, found by the run's head: a fork's pull request is
// not in the event's `pull_requests` (GitHub leaves that list empty for a head in another repository), so the open
// pull requests whose head is the run's `owner:branch` are asked for, and the one at the run's commit is kept.
import type { components } from '@octokit/openapi-types';
import type { WorkflowRun } from '../inputs/workflow-run.js';
import type { GitHubClient } from './client.js';

type PullRequestSimple = components['schemas']['pull-request-simple'];

/** The number of the open pull request of `repository` whose head is `run`'s repository, branch and commit. */
export async function pullRequestOfRun(client: GitHubClient, repository: string, run: WorkflowRun): Promise<number> {
  const runName = `run ${String(run.id)}`;
  if (run.event !== 'pull_request') {
    throw new Error(
      `Input "preview" deploys the preview of the pull request the triggering run built, and ${runName} was started ` +
        `by "${run.event || 'an unknown event'}", not "pull_request": run this workflow on \`workflow_run\` of the ` +
        'workflow that builds pull requests only, or remove "preview".',
    );
  }
  const [headOwner = ''] = run.headRepository.split('/');
  if (!headOwner || !run.headBranch || !run.headSha) {
    throw new Error(
      `Input "preview": the event's workflow_run names no head repository, branch and commit for ${runName}, ` +
        'by which its pull request is found: run this job on the `workflow_run` event GitHub sends.',
    );
  }
  const [owner = '', name = ''] = repository.split('/');
  const head = `${headOwner}:${run.headBranch}`;
  const open = await client.list<PullRequestSimple>(
    { what: `finding the pull request of ${head}`, permission: 'pull-requests: read' },
    {
      method: 'GET',
      path: '/repos/{owner}/{repo}/pulls',
      params: { owner, repo: name },
      query: { head, state: 'open', per_page: 100 },
    },
  );
  // A fork deleted since is `head.repo: null` in GitHub's answers, whatever the description's type says.
  const headRepo = (pull: PullRequestSimple): string =>
    (pull.head.repo as { full_name?: string } | null)?.full_name?.toLowerCase() ?? '';
  const built = open.filter(
    (pull) => pull.head.sha === run.headSha && headRepo(pull) === run.headRepository.toLowerCase(),
  );
  const [only] = built;
  if (only && built.length === 1) return only.number;
  if (built.length > 1) {
    throw new Error(
      `Input "preview": ${String(built.length)} open pull requests (${built.map((pull) => `#${String(pull.number)}`).join(', ')}) ` +
        `have the head ${head} at ${run.headSha.slice(0, 7)}, which ${runName} built: no preview is deployed, since ` +
        'it cannot be told which one it is for. Close all but one of them.',
    );
  }
  const moved = open.map((pull) => `#${String(pull.number)} is at ${pull.head.sha.slice(0, 7)}`).join(', ');
  throw new Error(
    `Input "preview": no open pull request of ${repository} has the head ${head} at ${run.headSha.slice(0, 7)}, ` +
      `which ${runName} built${moved ? ` (${moved})` : ''}: the pull request was closed, or its branch moved on ` +
      "since (the run of its new commit deploys that one's preview). Nothing was deployed.",
  );
}
