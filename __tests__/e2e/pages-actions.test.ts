// End to end, the Pages "GitHub Actions" source (`pages-source`): the bundle, run as the runner runs it, against the
// GitHub API stand-in (its Pages deployment calls in pages-deployments.mjs, every request and answer checked against
// GitHub's OpenAPI description), the runner's OIDC token service stand-in, and its artifact service stand-in in front
// of Azurite. The Hexo blog deployed, its artifact read back from Azurite file by file; a deployment followed to
// `succeed`, one that fails, one cancelled with the job; every refusal before the build; `auto` following what the
// repository's Pages say.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { ArtifactService } from '../support/artifact-service.mjs';
import { Azurite } from '../support/azurite.mjs';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { OidcService, PagesDeployments } from '../support/pages-deployments.mjs';
import { STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server takes the bot token: the workflow's token, as on GitHub.
const e2e = useEndToEnd({ token: BOT_TOKEN });
let api: GitHubApi;
let oidc: OidcService;
let deployments: PagesDeployments;
let azurite: Azurite;
let artifacts: ArtifactService;

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
  oidc = await OidcService.start();
  deployments = api.use(new PagesDeployments(oidc));
  azurite = await Azurite.start();
});

// Each test is a run of its own, with its own artifacts (a run takes one artifact of a name).
beforeEach(async () => {
  artifacts = await ArtifactService.start(azurite);
  // A deployment is made of an artifact this run uploaded and finalized only.
  deployments.artifactExists = (id) =>
    [...artifacts.artifacts.values()].some((artifact) => artifact.id === id && artifact.finalized);
});

afterEach(async () => {
  await artifacts.stop();
});

afterAll(async () => {
  await api.stop();
  await oidc.stop();
  await azurite.stop();
});

afterEach(() => {
  api.expectValid();
});

/** What the runner sets for a job that may upload artifacts and ask for an OIDC token (`id-token: write`). */
function runnerEnv(): Record<string, string> {
  return {
    ...oidc.env,
    ACTIONS_RUNTIME_TOKEN: artifacts.token(),
    ACTIONS_RESULTS_URL: artifacts.url,
    // The toolkit's artifact client refuses a GitHub Enterprise Server by this address: the job runs on github.com
    // (the API is still the stand-in's, by GITHUB_API_URL; no git server is reached on this way).
    GITHUB_SERVER_URL: 'https://github.com',
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
      `the Pages settings of ${repo} could not be read: GitHub's API refused reading the Pages settings of ${repo} ` +
        '(403: Resource not accessible by integration). The token may lack the permission: add `pages: read` to ' +
        "the job's `permissions:` (for the workflow's token), or give the token that access (a fine-grained " +
        "token's repository permissions). That source needs the token to have `pages: write` (which reads them " +
        'too): give the job "permissions: { contents: read, pages: write, id-token: write }"',
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
        'https://github.com/octo/octo.github.io.git (the "repository" input).',
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

  test('GitHub Enterprise Server, whose artifact service the toolkit cannot upload to', async () => {
    const repo = await workflowRepo('ghes');
    const job = await staticJob();

    const result = await deploy(job, repo, { env: { ...runnerEnv(), GITHUB_SERVER_URL: e2e.server.url } });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'which does not work on GitHub Enterprise Server (127.0.0.1): use `pages-source: branch`, and set Pages to ' +
        '"Deploy from a branch".',
    );
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
        `https://github.com/${repo}/settings/pages, set "Source" to "GitHub Actions"`,
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

    // The branch goes to the git server: the job's GitHub is the stand-in's.
    const env = { ...runnerEnv(), GITHUB_SERVER_URL: e2e.server.url };
    const result = await deploy(job, repo, { inputs: { 'pages-source': 'auto' }, env });

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

/** The files of the uploaded `github-pages` artifact (a zip holding `artifact.tar`), as GNU tar extracts them. */
async function uploadedFiles(job: Job): Promise<Map<string, { mode: string; content: Buffer }>> {
  const stored = await artifacts.readArtifact('github-pages');
  if (!stored) throw new Error('no github-pages artifact was uploaded');
  const out = path.join(job.root, 'uploaded');
  await fs.mkdir(out);
  await fs.writeFile(path.join(job.root, 'artifact.zip'), stored.content);
  execFileSync('unzip', ['-q', path.join(job.root, 'artifact.zip'), '-d', job.root]);
  execFileSync('tar', ['-xf', path.join(job.root, 'artifact.tar'), '-C', out]);
  return filesUnder(out);
}

/** Every regular file under `dir` with its mode and bytes (a link: what it names), without .git and .github. */
async function filesUnder(dir: string): Promise<Map<string, { mode: string; content: Buffer }>> {
  const files = new Map<string, { mode: string; content: Buffer }>();
  const visit = async (relative: string): Promise<void> => {
    for (const name of (await fs.readdir(path.join(dir, relative))).sort()) {
      if (name === '.git' || name === '.github') continue;
      const child = relative ? `${relative}/${name}` : name;
      const stats = await fs.stat(path.join(dir, child));
      if (stats.isDirectory()) await visit(child);
      else {
        const mode = (stats.mode & 0o111) !== 0 ? '755' : '644';
        files.set(child, { mode, content: await fs.readFile(path.join(dir, child)) });
      }
    }
  };
  await visit('');
  return files;
}

describe('deployed through the Pages "GitHub Actions" source', () => {
  test('the Hexo blog: packed, uploaded, deployed, and followed until it is live', async () => {
    const repo = await workflowRepo('hexo');
    const job = await e2e.job();

    const result = await deploy(job, repo, { inputs: { build: 'auto' } });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    // The artifact holds the built site, file by file: path, mode and bytes.
    const site = await filesUnder(path.join(job.workspace, 'public'));
    const uploaded = await uploadedFiles(job);
    expect([...uploaded.keys()].sort()).toEqual([...site.keys()].sort());
    expect([...uploaded.keys()]).toEqual(expect.arrayContaining(['index.html', '2026/01/05/hello-world/index.html']));
    for (const [name, file] of site) {
      expect({ name, mode: uploaded.get(name)?.mode, same: uploaded.get(name)?.content.equals(file.content) }).toEqual({
        name,
        mode: file.mode,
        same: true,
      });
    }
    // The deployment: of that artifact, for the run's commit, followed through each status to succeed.
    const [made] = deployments.deploymentsOf(repo);
    expect(made).toMatchObject({
      artifactId: artifacts.artifacts.get('github-pages')?.id,
      buildVersion: '1234567890abcdef1234567890abcdef12345678',
      status: 'succeed',
      statuses: ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed'],
    });
    for (const status of ['deployment in progress', 'syncing files', 'updating pages', 'succeed']) {
      expect(result.log).toContain(`Pages deployment ${made?.id}: ${status}.`);
    }
    const name = repo.split('/')[1] ?? '';
    expect(result.outputs).toMatchObject({
      'page-url': `https://octo.github.io/${name}/`,
      'deployment-id': String(made?.id),
      'artifact-size': String(artifacts.artifacts.get('github-pages')?.size),
      'artifact-files': String(site.size),
      pushed: 'true',
      commit: '',
    });
    // The same rows as a branch push's, with links: the deployment, the run; and the site's problems.
    expect(result.summary).toMatch(
      new RegExp(`<td>Deployment</td><td><a href="[^"]+/${repo}/deployments"><code>${made?.id}</code></a></td>`),
    );
    expect(result.summary).toMatch(/<td>Run<\/td><td><a href="[^"]+\/actions\/runs\/1">/);
    expect(result.summary).toContain('<td>Site problems</td><td>');
    expect(result.summary).toContain(`<td>Artifact</td><td>${site.size} files, `);
    // Each fact once, in one unit: one line for the pack and one for the upload, each with the size in KiB; the
    // artifact library's own lines (which say the same) only in the debug log.
    const shown = result.log.split('\n').filter((line) => !line.startsWith('::'));
    expect(shown.filter((line) => line.startsWith('Packed '))).toHaveLength(1);
    expect(shown.filter((line) => line.startsWith('Uploaded '))).toHaveLength(1);
    expect(shown.filter((line) => /successfully finalized|Finalizing artifact|^Uploaded bytes/.test(line))).toEqual([]);
    expect(result.log).toContain('::debug::Artifact github-pages successfully finalized');
    // No branch was pushed, no OIDC token was printed, nothing is left in RUNNER_TEMP.
    expect(await e2e.server.refs(repo)).toEqual({});
    const tokens = [...oidc.issued.keys()];
    expect(tokens.filter((token) => result.log.includes(token) || result.summary.includes(token))).toEqual([]);
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
    expect(result.post?.exitCode).toBe(0);
  });

  test('a deployment that GitHub fails again and again fails the step at the timeout with its status and the fix', async () => {
    const repo = await workflowRepo('failed');
    // Failed at the first look: each deployment ends in a failure, never by the deadline while it is followed.
    deployments.script(repo, ['deployment_failed']);
    const job = await staticJob();
    // Each new deployment is of a fresh commit made on the run's, which must be one of the repository.
    const commit = await e2e.server.commit(repo, 'main', { 'README.md': 'sources\n' });

    const result = await deploy(job, repo, {
      env: { ...runnerEnv(), GITHUB_SHA: commit },
      inputs: { 'deployment-timeout': '4' },
    });

    expect(result.exitCode).toBe(1);
    const all = deployments.deploymentsOf(repo);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.every((each) => each.status === 'deployment_failed')).toBe(true);
    const made = all.at(-1);
    expect(result.errors).toEqual([
      `Pages deployment ${made?.id} ended with "deployment_failed". GitHub Pages failed to deploy the site, on ` +
        "GitHub's side: run the job again; when it fails again, see https://www.githubstatus.com for a Pages outage.",
    ]);
    expect(made?.status).toBe('deployment_failed');
    expect(result.summary).toContain('failed while publishing');
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
  });

  test('a cancel of the job mid-deployment cancels the deployment, and leaves nothing on disk', async () => {
    const repo = await workflowRepo('cancelled');
    deployments.script(repo, ['deployment_in_progress']);
    const job = await staticJob();
    const cancelNow = path.join(job.root, 'cancel-now');
    // The runner's cancel comes once the deployment is being followed.
    const watch = setInterval(() => {
      const [made] = deployments.deploymentsOf(repo);
      if (made && made.statuses.length >= 2 && !existsSync(cancelNow)) void fs.writeFile(cancelNow, '');
    }, 100);

    let result: ActionResult;
    try {
      oidc.repository = repo;
      result = await runAction(job, {
        serverUrl: e2e.server.url,
        repository: repo,
        githubToken: BOT_TOKEN,
        env: { GITHUB_API_URL: `${api.url}/api/v3`, ...runnerEnv() },
        inputs: { build: BUILD, 'pages-source': 'actions' },
        cancel: { whenExists: cancelNow },
      });
    } finally {
      clearInterval(watch);
    }

    expect(result.exitCode).not.toBe(0);
    expect(result.errors.join('\n')).toContain('The job was cancelled (SIGINT)');
    expect(result.log).toMatch(/Pages deployment \d+ cancelled\./);
    const [made] = deployments.deploymentsOf(repo);
    expect(made?.status).toBe('deployment_cancelled');
    expect(
      api.requests.filter((request) => request.operation === 'repos/cancel-pages-deployment').at(-1),
    ).toMatchObject({ status: 204, path: `/repos/${repo}/pages/deployments/${made?.id}/cancel` });
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
    expect(result.post?.exitCode).toBe(0);
    // The main step ended, having cancelled it: the post step has no deployment left to read or cancel.
    const cancels = api.requests.filter(
      (request) => request.operation === 'repos/cancel-pages-deployment' && request.path.includes(`/repos/${repo}/`),
    );
    expect(cancels).toHaveLength(1);
    expect(result.post?.stdout).not.toContain('Pages deployment');
  });

  test("the runner's cancel while a site over 1 GiB is packed: warned, nothing uploaded or deployed, no tar left", async () => {
    const repo = await workflowRepo('cancel-pack');
    const job = await staticJob();
    // 4,400 pages of 500 KB, each a hard link of one file (the test writes 500 KB): a 2.1 GB tar to write, over
    // the 1 GiB Pages supports and far under the 10 GiB it refuses.
    const page = path.join(job.home, 'page.html');
    await fs.writeFile(page, `<!doctype html><p>${'text '.repeat(100_000)}</p>\n`);
    const folder = path.join(job.workspace, 'public', 'p');
    await fs.mkdir(folder, { recursive: true });
    for (let index = 0; index < 4400; index += 1) await fs.link(page, path.join(folder, `${index}.html`));
    const cancelNow = path.join(job.root, 'cancel-now');
    // The runner's cancel comes once the tar is being written: its file is in RUNNER_TEMP and holds bytes.
    let tarSeen = 0;
    const watch = setInterval(() => {
      void fs.readdir(job.runnerTemp, { recursive: true }).then(
        async (names) => {
          const tar = names.find((name) => path.basename(name) === 'artifact.tar');
          if (!tar || existsSync(cancelNow)) return;
          const { size } = await fs.stat(path.join(job.runnerTemp, tar)).catch(() => ({ size: 0 }));
          if (size === 0) return;
          tarSeen = size;
          await fs.writeFile(cancelNow, '');
        },
        () => undefined,
      );
    }, 20);

    let result: ActionResult;
    try {
      oidc.repository = repo;
      result = await runAction(job, {
        serverUrl: e2e.server.url,
        repository: repo,
        githubToken: BOT_TOKEN,
        env: { GITHUB_API_URL: `${api.url}/api/v3`, ...runnerEnv() },
        inputs: { build: BUILD, 'pages-source': 'actions' },
        cancel: { whenExists: cancelNow },
      });
    } finally {
      clearInterval(watch);
    }

    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^The site is 2\.\d\d GiB packed, over the 1 GiB GitHub Pages supports: its deployment may fail or time out/,
      ) as unknown,
    ]);
    // Cancelled once the tar was being written (the watch saw its bytes), before it was done.
    expect(tarSeen).toBeGreaterThan(0);
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([expect.stringContaining('The job was cancelled (SIGINT)') as unknown]);
    expect(result.signals).toEqual(['SIGINT']);
    expect(result.log).not.toContain('Packed ');
    expect(artifacts.artifacts.size).toBe(0);
    expect(deployments.deploymentsOf(repo)).toEqual([]);
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
    expect(result.post?.exitCode).toBe(0);
  });

  test('auto: Pages set to "GitHub Actions" on the current repository deploy through it, pushing no branch', async () => {
    const repo = await workflowRepo('auto-workflow');
    const job = await staticJob();

    const result = await deploy(job, repo, { inputs: { 'pages-source': 'auto' } });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(deployments.deploymentsOf(repo)).toEqual([expect.objectContaining({ status: 'succeed' }) as unknown]);
    expect([...(await uploadedFiles(job)).keys()].sort()).toEqual(
      STATIC_SITE_FILES.filter((file) => file !== '.nojekyll'),
    );
    expect(result.outputs['deployment-id']).toBe(String(deployments.deploymentsOf(repo)[0]?.id));
    expect(await e2e.server.refs(repo)).toEqual({});
  });

  test("the build gets none of the runner's tokens the deploy uses, in its environment or in the step's", async () => {
    const repo = await workflowRepo('tokens');
    const job = await staticJob();
    const build = 'env > "$HOME/build-env"; tr "\\0" "\\n" < /proc/$PPID/environ > "$HOME/parent-env"';

    const result = await deploy(job, repo, { inputs: { build } });

    expect(result.errors).toEqual([]);
    expect(deployments.deploymentsOf(repo)).toEqual([expect.objectContaining({ status: 'succeed' }) as unknown]);
    const secrets = [oidc.requestToken, artifacts.token()];
    for (const file of ['build-env', 'parent-env']) {
      const seen = await fs.readFile(path.join(job.home, file), 'utf8');
      expect(seen).toContain('GITHUB_WORKSPACE=');
      expect({ file, found: secrets.filter((secret) => seen.includes(secret)) }).toEqual({ file, found: [] });
      expect(seen).not.toMatch(/^(ACTIONS_ID_TOKEN_REQUEST_|ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL)/m);
    }
  });

  test('a dry run packs the site, and uploads and deploys nothing', async () => {
    const repo = await workflowRepo('dry-run');
    const job = await staticJob();
    const asked = oidc.requests.length;

    const result = await deploy(job, repo, { inputs: { 'dry-run': 'true', cname: 'blog.example.com' } });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.warnings).toEqual([
      'Input "cname" ("blog.example.com") is written to a branch\'s CNAME file, which the Pages "GitHub Actions" ' +
        `source does not read: set the custom domain in https://github.com/${repo}/settings/pages (the site is ` +
        'built for it all the same).',
    ]);
    expect(result.log).toContain('Dry run: the artifact was not uploaded, and no Pages deployment was made.');
    expect(result.outputs).toMatchObject({
      pushed: 'false',
      'deployment-id': '',
      'artifact-files': String(STATIC_SITE_FILES.length - 1), // no .nojekyll: Pages runs no Jekyll here
    });
    expect(artifacts.artifacts.size).toBe(0);
    expect(deployments.deploymentsOf(repo)).toEqual([]);
    expect(oidc.requests).toHaveLength(asked);
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
  });
});
