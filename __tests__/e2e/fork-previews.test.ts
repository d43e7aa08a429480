// End to end, previews of a fork's pull request through the documented pair: a `pull_request` job of `mode: build`
// (the fork's code, no token) uploads the site to the artifact service stand-in on Azurite; a `workflow_run` job of
// `mode: deploy` (a run of its own, whose event's `pull_requests` is empty, as GitHub sends it for a fork) finds the
// pull request by the triggering run's head through the REST stand-in, downloads that run's artifact (the list, then
// the zip by redirect, as the toolkit's `findBy` asks), deploys it into `pr-<number>/` and comments; a
// `pull_request_target` close removes it. Every payload is checked against GitHub's published webhook description
// (the `x-webhooks` of @octokit/openapi); the stand-in checks every request and answer against its paths. And the
// refusals: a head that no open pull request is at, a run without the artifact, a token without `actions: read`.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { ArtifactService } from '../support/artifact-service.mjs';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { webhookPayload } from '../support/described.mjs';
import { BOT_TOKEN } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { WorkflowRuns } from '../support/workflow-runs.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
const stand = useActionsStandIns(e2e);
let runs: WorkflowRuns;
beforeAll(() => {
  runs = stand.api.use(new WorkflowRuns());
});

const FORK_BRANCH = 'fix-typo';
let nextRun = 7000;

/**
 * The workflow's GitHub: the git server under a `.localhost` name (git's curl takes it for loopback; the toolkit's
 * artifact client and the action take it for github.com, not a GitHub Enterprise Server), its API the REST stand-in.
 */
function github(): { serverUrl: string; env: Record<string, string> } {
  const serverUrl = `http://github.localhost:${new URL(e2e.server.url).port}`;
  return { serverUrl, env: { GITHUB_SERVER_URL: serverUrl, GITHUB_API_URL: `${stand.api.url}/api/v3` } };
}

/** Writes `payload` as the job's event (GITHUB_EVENT_PATH). */
async function event(job: Job, name: string, payload: unknown): Promise<Record<string, string>> {
  const file = path.join(job.root, 'event.json');
  await fs.writeFile(file, JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: file };
}

/** A job whose workspace holds nothing: nothing is checked out (the deploy and the close workflows). */
async function emptyJob(): Promise<Job> {
  const job = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
  for (const entry of await fs.readdir(job.workspace))
    await fs.rm(path.join(job.workspace, entry), { recursive: true });
  return job;
}

/** A pull request's part of its webhooks: from `fork`'s branch at `sha`, into `repo`. */
function pullFields(repo: string, fork: string, number: number, sha: string): Record<string, unknown> {
  return {
    number,
    pull_request: {
      number,
      head: {
        sha,
        ref: FORK_BRANCH,
        label: `${fork.split('/')[0]}:${FORK_BRANCH}`,
        repo: { full_name: fork, fork: true },
      },
      base: { ref: 'main', repo: { full_name: repo, fork: false } },
    },
    repository: { full_name: repo },
  };
}

/** The build workflow's job: the fork's site built with `mode: build`, no token; its artifact is the run's. */
async function buildJob(repo: string, fork: string, number: number, sha: string): Promise<{ job: Job; run: number }> {
  const job = await e2e.job({ fixture: 'static-site' });
  const payload = webhookPayload('pull-request-opened', pullFields(repo, fork, number, sha));
  const { serverUrl, env } = github();
  const result = await runAction(job, {
    serverUrl,
    repository: repo,
    env: {
      ...env,
      ACTIONS_RUNTIME_TOKEN: stand.artifacts.token(),
      ACTIONS_RESULTS_URL: stand.artifacts.url,
      ...(await event(job, 'pull_request', payload)),
    },
    inputs: {
      mode: 'build',
      build: `printf '<p>built from the fork</p>\\n' > public/fork.html`,
      'publish-dir': 'public',
      preview: 'true',
      repository: repo,
      branch: 'gh-pages',
    },
  });
  expect(result.errors).toEqual([]);
  expect(result.exitCode).toBe(0);
  const run = (nextRun += 1);
  runs.addRun(run, repo, stand.artifacts);
  return { job, run };
}

/** The deploy workflow's job: `on: workflow_run`, a run of its own (an artifact service of its own, empty). */
async function deployJob(
  repo: string,
  run: { id: number; fork: string; sha: string; repository?: string; conclusion?: string },
  { inputs = {}, token = BOT_TOKEN }: { inputs?: Record<string, string>; token?: string } = {},
): Promise<ActionResult> {
  const job = await emptyJob();
  const payload = webhookPayload('workflow-run-completed', {
    workflow_run: {
      id: run.id,
      event: 'pull_request',
      status: 'completed',
      conclusion: run.conclusion ?? 'success',
      head_branch: FORK_BRANCH,
      head_sha: run.sha,
      // GitHub leaves it empty for a head in another repository.
      pull_requests: [],
      repository: { full_name: run.repository ?? repo },
      head_repository: { full_name: run.fork, fork: true },
    },
    repository: { full_name: repo },
  });
  const own = await ArtifactService.start(stand.azurite);
  const { serverUrl, env } = github();
  try {
    return await runAction(job, {
      serverUrl,
      repository: repo,
      githubToken: token,
      env: {
        ...env,
        ACTIONS_RUNTIME_TOKEN: own.token(),
        ACTIONS_RESULTS_URL: own.url,
        ...(await event(job, 'workflow_run', payload)),
      },
      inputs: {
        mode: 'deploy',
        preview: 'true',
        token: '${{ github.token }}',
        repository: repo,
        branch: 'gh-pages',
        ...inputs,
      },
    });
  } finally {
    await own.stop();
  }
}

/** A repository whose Pages branch holds the main site and another pull request's preview, and a fork of it. */
async function repository(name: string): Promise<{ repo: string; fork: string; sha: string }> {
  const repo = e2e.repoName(name);
  await e2e.server.createRepo(repo);
  await e2e.server.commit(repo, 'gh-pages', {
    '.nojekyll': '',
    'index.html': '<p>main</p>\n',
    'pr-preview/pr-2/index.html': '<p>preview of 2</p>\n',
  });
  return { repo, fork: `someone/${repo.split('/')[1] ?? ''}`, sha: randomBytes(20).toString('hex') };
}

const previewOf = (files: Record<string, string>, number: number): Record<string, string> =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`pr-preview/pr-${number}/`) && !file.includes('.pages-push-deployed-'))
      .map(([file, content]) => [file.slice(`pr-preview/pr-${number}/`.length), content]),
  );

test("a fork's pull request: built with no token, deployed into pr-<number>/ by the workflow_run job with its comment, removed on close", async () => {
  const { repo, fork, sha } = await repository('fork-preview');
  const number = 7;
  runs.addPull(repo, { number: 6, headRepo: fork, branch: FORK_BRANCH, sha: randomBytes(20).toString('hex') });
  runs.addPull(repo, { number, headRepo: fork, branch: FORK_BRANCH, sha });
  const build = await buildJob(repo, fork, number, sha);
  const before = await e2e.server.files(repo, 'gh-pages');

  const deploy = await deployJob(repo, { id: build.run, fork, sha });

  expect(deploy.errors).toEqual([]);
  expect(deploy.exitCode).toBe(0);
  const files = await e2e.server.files(repo, 'gh-pages');
  const built = await fs.readdir(path.join(build.job.workspace, 'public'), { recursive: true });
  const expected: Record<string, string> = {};
  for (const file of built) {
    const full = path.join(build.job.workspace, 'public', file);
    if ((await fs.stat(full)).isFile()) expected[file] = await fs.readFile(full, 'utf8');
  }
  expect(expected['fork.html']).toBe('<p>built from the fork</p>\n');
  expect(previewOf(files, number)).toEqual(expected);
  // The rest of the branch is as it was.
  const rest = (all: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(all).filter(([file]) => !file.startsWith(`pr-preview/pr-${number}/`)));
  expect(rest(files)).toEqual(before);
  expect(deploy.log).toContain(`The run ${String(build.run)} built ${sha.slice(0, 7)} of pull request #${number}.`);
  expect(deploy.log).toContain(`Received the artifact "pages-push-site" of run ${String(build.run)}`);
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.message).toMatch(
    new RegExp(`^Preview ${sha.slice(0, 7)} of pull request #${number} from `),
  );
  const operations = stand.api.requests.map((request) => request.operation);
  expect(operations).toEqual(
    expect.arrayContaining(['pulls/list', 'actions/list-workflow-run-artifacts', 'actions/download-artifact']),
  );
  const [comment, ...more] = stand.api.commentsOf(repo, number);
  expect(more).toEqual([]);
  expect(comment?.body).toContain(`<!-- pages-push preview: pr-preview/pr-${number} -->`);
  expect(comment?.body).toContain(`Built from ${sha.slice(0, 7)}`);
  expect(stand.api.commentsOf(repo, 6)).toEqual([]);

  // The close workflow: pull_request_target (the repository's token), nothing of the fork checked out.
  const closeJob = await emptyJob();
  const closed = webhookPayload('pull-request-closed', pullFields(repo, fork, number, sha));
  const { serverUrl, env } = github();
  const close = await runAction(closeJob, {
    serverUrl,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { ...env, ...(await event(closeJob, 'pull_request_target', closed)) },
    inputs: { preview: 'true', token: '${{ github.token }}', repository: repo, branch: 'gh-pages' },
  });

  expect(close.errors).toEqual([]);
  expect(close.exitCode).toBe(0);
  expect(await e2e.server.files(repo, 'gh-pages')).toEqual(before);
  expect(stand.api.commentsOf(repo, number).map((made) => made.body)).toEqual([
    expect.stringContaining('**Preview removed**: the pull request was closed') as unknown,
  ]);
});

test('no open pull request is at the head the run built: refused, naming the input, and nothing deployed', async () => {
  const { repo, fork, sha } = await repository('fork-preview-moved');
  const moved = randomBytes(20).toString('hex');
  runs.addPull(repo, { number: 8, headRepo: fork, branch: FORK_BRANCH, sha: moved });
  const tip = await e2e.server.tip(repo, 'gh-pages');

  const deploy = await deployJob(repo, { id: (nextRun += 1), fork, sha });

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining(
      `Input "preview": no open pull request of ${repo} has the head someone:${FORK_BRANCH} at ${sha.slice(0, 7)}, ` +
        `which run ${String(nextRun)} built (#8 is at ${moved.slice(0, 7)})`,
    ) as unknown,
  ]);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(stand.api.commentsOf(repo, 8)).toEqual([]);
});

describe("another run's artifact that cannot be taken: refused with the input and the fix, nothing deployed", () => {
  const READ_ONLY = 'ghs_pagesPushNoActionsRead0123456789abcd';
  const cases: [string, (repo: string, run: number) => Promise<{ token?: string; id?: number }>, string][] = [
    [
      'a run that has no such artifact',
      async (repo, run) => {
        await stand.artifacts.putArtifact('other-site', { 'index.html': 'x' });
        runs.addRun(run, repo, stand.artifacts);
        return {};
      },
      'has no artifact "pages-push-site": give "artifact" the name its "mode: build" job uploaded',
    ],
    [
      'a run this repository does not have',
      () => Promise.resolve({}),
      'was not found (404): input "artifact-run-id" must be a run of this repository',
    ],
    [
      'a token without actions: read',
      (repo, run) => {
        stand.api.addToken(READ_ONLY, { bot: true, permissions: { actions: 'none' } });
        runs.addRun(run, repo, stand.artifacts);
        return Promise.resolve({ token: READ_ONLY });
      },
      'the "token" input may not read the artifacts of run',
    ],
  ];
  test.each(cases)('%s', async (_name, arrange, message) => {
    const { repo } = await repository('fork-run-refused');
    const run = (nextRun += 1);
    const { token } = await arrange(repo, run);
    const tip = await e2e.server.tip(repo, 'gh-pages');

    const deploy = await deployJob(
      repo,
      { id: 1, fork: 'someone/else', sha: randomBytes(20).toString('hex') },
      { inputs: { preview: 'false', 'artifact-run-id': String(run) }, ...(token ? { token } : {}) },
    );

    expect(deploy.exitCode).toBe(1);
    expect(deploy.errors).toEqual([
      expect.stringContaining(
        `Could not download the artifact "pages-push-site" of run ${String(run)} of ${repo} (input "artifact-run-id")`,
      ) as unknown,
    ]);
    expect(deploy.errors[0]).toContain(message);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  });
});

test('a workflow_run event of a run of another repository is refused before anything is downloaded', async () => {
  const { repo, fork, sha } = await repository('fork-run-other-repo');

  const deploy = await deployJob(repo, { id: (nextRun += 1), fork, sha, repository: 'other/site' });

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining(
      `which belongs to other/site, not ${repo}: a deploy job takes an artifact of its own`,
    ) as unknown,
  ]);
});

test('a triggering run that failed is not deployed, though it uploaded its artifact: refused before any download', async () => {
  // A build job whose later step failed (the site's own tests, say) has uploaded the site all the same.
  const { repo, fork, sha } = await repository('fork-run-failed');
  const number = 9;
  runs.addPull(repo, { number, headRepo: fork, branch: FORK_BRANCH, sha });
  const build = await buildJob(repo, fork, number, sha);
  const before = await e2e.server.files(repo, 'gh-pages');
  const asked = stand.api.requests.length;

  const deploy = await deployJob(repo, { id: build.run, fork, sha, conclusion: 'failure' });

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining(
      `(${String(build.run)}), which concluded "failure": a deploy job deploys the site of a run that succeeded only`,
    ) as unknown,
  ]);
  expect(await e2e.server.files(repo, 'gh-pages')).toEqual(before);
  expect(stand.api.requests.slice(asked).map((request) => request.operation)).toEqual([]);
  expect(stand.api.commentsOf(repo, number)).toEqual([]);
});
