// End to end, the Pages "GitHub Actions" source (`pages-source`): the bundle, run as the runner runs it, against the
// GitHub API stand-in (its Pages deployment calls in pages-deployments.mjs, every request and answer checked against
// GitHub's OpenAPI description) and the runner's OIDC token service stand-in. Every refusal comes before the build;
// `auto` follows what the repository's Pages say.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { OidcService, PagesDeployments } from '../support/pages-deployments.mjs';
import { STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server takes the bot token: the workflow's token, as on GitHub.
const e2e = useEndToEnd({ token: BOT_TOKEN });
let api: GitHubApi;
let oidc: OidcService;
let deployments: PagesDeployments;

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
  oidc = await OidcService.start();
  deployments = api.use(new PagesDeployments(oidc));
});

afterAll(async () => {
  await api.stop();
  await oidc.stop();
});

afterEach(() => {
  api.expectValid();
});

/** What the runner sets for a job that may upload artifacts and ask for an OIDC token (`id-token: write`). */
function runnerEnv(): Record<string, string> {
  return {
    ...oidc.env,
    ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
    ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
  };
}

/** A job of the static site whose build leaves a mark in HOME: whether it ran. */
async function staticJob(): Promise<Job> {
  return e2e.job({ fixture: 'static-site' });
}

const BUILD = 'echo ran > "$HOME/build-ran"';

async function buildRan(job: Job): Promise<boolean> {
  return fs.access(path.join(job.home, 'build-ran')).then(
    () => true,
    () => false,
  );
}

/** Runs the bundle for `repo` (the current repository) with the API stand-in, the runner's variables and `inputs`. */
async function deploy(
  job: Job,
  repo: string,
  { inputs = {}, env = runnerEnv() }: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<ActionResult> {
  oidc.repository = repo;
  return runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { GITHUB_API_URL: `${api.url}/api/v3`, ...env },
    inputs: { build: BUILD, 'pages-source': 'actions', ...inputs },
  });
}

async function workflowRepo(prefix: string): Promise<string> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  api.setPages(repo, { buildType: 'workflow', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` });
  return repo;
}

describe('refused before the build, with the fix', () => {
  test('no id-token: write (the runner gave no OIDC request URL)', async () => {
    const repo = await workflowRepo('no-oidc');
    const job = await staticJob();

    const env = runnerEnv();
    delete env.ACTIONS_ID_TOKEN_REQUEST_URL;
    delete env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    const result = await deploy(job, repo, { env });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringContaining(
        'Deploying through the Pages "GitHub Actions" source needs an OIDC token, and the runner gave this job none: ' +
          "add `id-token: write` to the job's `permissions:`",
      ) as unknown,
    ]);
    expect(await buildRan(job)).toBe(false);
    expect(deployments.deploymentsOf(repo)).toEqual([]);
  });

  test('no pages: write (the token may not read the Pages settings)', async () => {
    const repo = await workflowRepo('no-pages');
    const token = 'ghs_noPagesPermission0123456789abcdef';
    api.addToken(token, { bot: true, permissions: { pages: 'none' } });
    const job = await staticJob();

    const result = await runAction(job, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: token,
      env: { GITHUB_API_URL: `${api.url}/api/v3`, ...runnerEnv() },
      inputs: { build: BUILD, 'pages-source': 'actions' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      `the Pages settings of ${repo} could not be read (GitHub refused the token, or did not answer (see the debug ` +
        'log)): the token needs `pages: write`. Give the job "permissions: { contents: read, pages: write, ' +
        'id-token: write }"',
    );
    expect(await buildRan(job)).toBe(false);
  });

  test('another repository as the target', async () => {
    const repo = await workflowRepo('elsewhere');
    await e2e.server.createRepo('octo/octo.github.io');
    const job = await staticJob();

    const result = await deploy(job, repo, { inputs: { repository: 'octo/octo.github.io' } });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'which deploys only the Pages of the repository the workflow runs in, and the target is ' +
        `${e2e.server.url}/octo/octo.github.io.git (the "repository" input).`,
    );
    expect(await buildRan(job)).toBe(false);
  });

  test.each([
    [{ 'deploy-command': 'npm run deploy' }, '"deploy-command" ("npm run deploy") pushes the site itself'],
    [{ history: '3' }, '"history: 3" shortens the branch\'s commits, and a Pages deployment makes no commit'],
    [{ tag: 'deploy-{sha}' }, '"tag" ("deploy-1234567") marks the deploy commit, and a Pages deployment makes none'],
    [{ 'commit-signing': 'github' }, '"commit-signing: github" signs the deploy commit'],
  ])('a branch feature: %j', async (inputs, why) => {
    const repo = await workflowRepo('feature');
    const job = await staticJob();

    const result = await deploy(job, repo, { inputs });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'Input "pages-source: actions" deploys through the Pages "GitHub Actions" source, which has no branch: ',
    );
    expect(result.errors[0]).toContain(why);
    expect(await buildRan(job)).toBe(false);
  });

  test('a preview (a pull request run)', async () => {
    const repo = await workflowRepo('preview');
    const job = await staticJob();
    const event = path.join(job.root, 'event.json');
    const pullRequest = { number: 7, head: { repo: { full_name: repo } }, base: { repo: { full_name: repo } } };
    await fs.writeFile(event, JSON.stringify({ action: 'opened', number: 7, pull_request: pullRequest }));

    const result = await deploy(job, repo, {
      inputs: { preview: 'true' },
      env: { ...runnerEnv(), GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('a "preview" is a folder of the branch beside the site');
    expect(await buildRan(job)).toBe(false);
  });

  test('Pages served from a branch, with the settings page to change', async () => {
    const repo = e2e.repoName('legacy');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { buildType: 'legacy', branch: 'gh-pages' });
    const job = await staticJob();

    const result = await deploy(job, repo);

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      `${repo}'s Pages are served from the branch "gh-pages" ("Deploy from a branch"): in ` +
        `${e2e.server.url}/${repo}/settings/pages, set "Source" to "GitHub Actions"`,
    );
    expect(await buildRan(job)).toBe(false);
  });
});

describe('auto', () => {
  test('Pages served from a branch: the site is pushed to the branch, and no deployment is made', async () => {
    const repo = e2e.repoName('auto-legacy');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { buildType: 'legacy', branch: 'gh-pages' });
    const job = await staticJob();
    const asked = oidc.requests.length;

    const result = await deploy(job, repo, { inputs: { 'pages-source': 'auto' } });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(await buildRan(job)).toBe(true);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
    expect(result.outputs.pushed).toBe('true');
    expect(result.outputs['deployment-id']).toBeUndefined();
    expect(deployments.deploymentsOf(repo)).toEqual([]);
    // Pages were read once before the plan; no OIDC token was asked for.
    const reads = api.requests.filter((request) => request.path === `/repos/${repo}/pages`);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(oidc.requests).toHaveLength(asked);
  });
});
