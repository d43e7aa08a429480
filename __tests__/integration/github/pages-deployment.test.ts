// The Pages deployment client against the API stand-in (every request and answer checked against GitHub's OpenAPI
// description) and the runner's OIDC token service stand-in: a deployment made with a token the service issued,
// followed to its end, refused with the fix, waiting its turn behind another, cancelled, and given up at its deadline.
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { connectApi, type GitHubClient } from '../../../src/github/client.js';
import { requestIdToken } from '../../../src/github/oidc.js';
import {
  cancelIfInProgress,
  cancelPagesDeployment,
  createPagesDeployment,
  DeploymentFailed,
  DeploymentTimedOut,
  followPagesDeployment,
  type DeploymentLimits,
  type DeploymentStatus,
} from '../../../src/github/pages-deployment.js';
import { BOT_TOKEN, GitHubApi } from '../../support/github-api.mjs';
import { OidcService, PagesDeployments } from '../../support/pages-deployments.mjs';

const REPO = { owner: 'octo', name: 'blog', serverUrl: 'https://github.com' };
/** Each test's build version: GitHub (and the stand-in) keys a deployment by it, one deployment a version. */
let SHA = '';
let root: string;
let api: GitHubApi;
let oidc: OidcService;
let deployments: PagesDeployments;
/** What the step printed (the runner's commands among it). */
let printed = '';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-deployment-'));
  // The stand-in answers for a repository that exists on its git server: a folder stands for it here.
  await fs.mkdir(path.join(root, 'octo', 'blog.git'), { recursive: true });
  api = await GitHubApi.start({ gitDir: (repo: string) => path.join(root, `${repo}.git`) });
  oidc = await OidcService.start();
  deployments = api.use(new PagesDeployments(oidc));
});

afterAll(async () => {
  await api.stop();
  await oidc.stop();
  await fs.rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  SHA = randomBytes(20).toString('hex');
  api.setPages('octo/blog', { buildType: 'workflow' });
  printed = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  api.expectValid();
});

const limits = (seconds = 30, signal = new AbortController().signal): DeploymentLimits => ({
  deadline: Date.now() + seconds * 1000,
  timeoutSeconds: seconds,
  signal,
});

async function client(token = BOT_TOKEN): Promise<GitHubClient> {
  return connectApi(api.url, token, { timeoutMs: 5000, signal: new AbortController().signal }, {});
}

async function idToken(): Promise<string> {
  return requestIdToken(oidc.env, { timeoutMs: 5000, signal: new AbortController().signal });
}

test('a deployment made with the OIDC token is followed through each status to succeed', async () => {
  const connected = await client();
  const seen: DeploymentStatus[] = [];

  const oidcToken = await idToken();
  const deployment = await createPagesDeployment(
    connected,
    REPO,
    { artifactId: 42, buildVersion: SHA, oidcToken },
    limits(),
  );
  await followPagesDeployment(connected, REPO, deployment, limits(), (status) => seen.push(status));

  expect(seen).toEqual(['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed']);
  expect(deployment.pageUrl).toBe('https://octo.github.io/blog/');
  const [made] = deployments.deploymentsOf('octo/blog').slice(-1);
  expect(made).toMatchObject({ id: Number(deployment.id), artifactId: 42, buildVersion: SHA, status: 'succeed' });
  // The OIDC token was asked for with the job's request token, and is masked, printed nowhere else.
  expect(oidc.requests.at(-1)).toMatchObject({ bearer: oidc.requestToken.slice(0, 12), status: 200 });
  expect(printed.split(oidcToken)).toHaveLength(2);
  expect(printed).toContain(`::add-mask::${oidcToken}\n`);
  expect(printed).not.toContain(oidc.requestToken);
  expect(printed).toContain(`Pages deployment ${deployment.id} created.`);
});

test('a token the OIDC service did not issue is refused by the deployment call, and the message says so', async () => {
  await expect(
    createPagesDeployment(
      await client(),
      REPO,
      { artifactId: 42, buildVersion: SHA, oidcToken: 'eyJhbGciOiJub25lIn0.e30.forged' },
      limits(),
    ),
  ).rejects.toThrow(
    'GitHub refused to create the Pages deployment of octo/blog (400: Failed to verify the OIDC token: it was not ' +
      'issued to this repository by GitHub.)',
  );
});

test('a wrong request token gets no OIDC token, and the message names id-token: write', async () => {
  const env = { ...oidc.env, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'not-the-job-token' };

  await expect(requestIdToken(env, { timeoutMs: 5000, signal: new AbortController().signal })).rejects.toThrow(
    /Could not get an OIDC token from the runner's OIDC token service \(http:\/\/127\.0\.0\.1:\d+\): HTTP 401\. A Pages deployment needs one: check that the job's `permissions:` has `id-token: write`/,
  );
  expect(oidc.requests.at(-1)?.status).toBe(401);
});

test('a token without pages: write is told the permissions to add', async () => {
  api.addToken('ghs_readOnlyPages0123456789abcdefXYZ', { bot: true, permissions: { pages: 'read' } });

  await expect(
    createPagesDeployment(
      await client('ghs_readOnlyPages0123456789abcdefXYZ'),
      REPO,
      { artifactId: 42, buildVersion: SHA, oidcToken: await idToken() },
      limits(),
    ),
  ).rejects.toThrow(
    '(403: Resource not accessible by integration). The token may not deploy Pages: add `pages: write` and ' +
      "`id-token: write` to the job's `permissions:`",
  );
});

test('Pages served from a branch: the deployment is refused with the settings page to change', async () => {
  api.setPages('octo/blog', { buildType: 'legacy' });

  await expect(
    createPagesDeployment(
      await client(),
      REPO,
      { artifactId: 42, buildVersion: SHA, oidcToken: await idToken() },
      limits(),
    ),
  ).rejects.toThrow('in https://github.com/octo/blog/settings/pages, set "Source" to "GitHub Actions"');
});

test('a deployment that fails on GitHub says which status it ended with and what to do', async () => {
  deployments.script('octo/blog', ['deployment_in_progress', 'deployment_content_failed']);
  const connected = await client();
  const deployment = await createPagesDeployment(
    connected,
    REPO,
    { artifactId: 42, buildVersion: SHA, oidcToken: await idToken() },
    limits(),
  );

  const following = followPagesDeployment(connected, REPO, deployment, limits());

  await expect(following).rejects.toBeInstanceOf(DeploymentFailed);
  await expect(following).rejects.toThrow(
    `Pages deployment ${deployment.id} ended with "deployment_content_failed". GitHub Pages could not deploy the ` +
      'content of the artifact',
  );
  deployments.script('octo/blog', ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed']);
});

test('a deployment in progress elsewhere is waited for, then this one is made', async () => {
  const earlier = deployments.inProgress('octo/blog');
  setTimeout(() => {
    earlier.finish();
  }, 1500);
  const started = Date.now();

  const deployment = await createPagesDeployment(
    await client(),
    REPO,
    { artifactId: 43, buildVersion: SHA, oidcToken: await idToken() },
    limits(),
  );

  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  expect(deployments.deploymentsOf('octo/blog').at(-1)).toMatchObject({ id: Number(deployment.id), artifactId: 43 });
  // Asked again after each answer that another was in progress.
  const creates = api.requests.filter((request) => request.operation === 'repos/create-pages-deployment');
  expect(creates.slice(-3).map((request) => request.status)).toEqual([400, 400, 200]);
  await followPagesDeployment(await client(), REPO, deployment, limits());
});

test('a deployment in progress elsewhere past the deadline is not waited for longer', async () => {
  const earlier = deployments.inProgress('octo/blog');
  try {
    await expect(
      createPagesDeployment(
        await client(),
        REPO,
        { artifactId: 44, buildVersion: SHA, oidcToken: await idToken() },
        limits(2),
      ),
    ).rejects.toThrow(
      'Another Pages deployment of octo/blog was still in progress after 2 s (input "deployment-timeout"), so this ' +
        'one was not made.',
    );
  } finally {
    earlier.finish();
  }
});

test('a deployment cancelled while followed stops following, and the cancel reaches GitHub', async () => {
  deployments.script('octo/blog', ['deployment_in_progress']);
  const connected = await client();
  const deployment = await createPagesDeployment(
    connected,
    REPO,
    { artifactId: 45, buildVersion: SHA, oidcToken: await idToken() },
    limits(),
  );
  const job = new AbortController();
  setTimeout(() => {
    job.abort('SIGINT');
  }, 1500);

  await expect(followPagesDeployment(connected, REPO, deployment, limits(30, job.signal))).rejects.toThrow(
    'The job was cancelled (SIGINT): stopped before the next step.',
  );
  expect(await cancelPagesDeployment(await client(), REPO, deployment)).toBe(true);

  expect(deployments.deploymentsOf('octo/blog').at(-1)).toMatchObject({ status: 'deployment_cancelled' });
  deployments.script('octo/blog', ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed']);
});

describe('the post step, for a deployment a killed main step left', () => {
  const cancels = (): unknown[] =>
    api.requests.filter((request) => request.operation === 'repos/cancel-pages-deployment');

  test('one still in progress is cancelled, saying so', async () => {
    deployments.script('octo/blog', ['deployment_in_progress']);
    const connected = await client();
    const request = { artifactId: 46, buildVersion: SHA, oidcToken: await idToken() };
    const deployment = await createPagesDeployment(connected, REPO, request, limits());
    const before = cancels().length;

    await cancelIfInProgress(await client(), REPO, { id: deployment.id, pageUrl: '' });

    expect(deployments.deploymentsOf('octo/blog').at(-1)).toMatchObject({ status: 'deployment_cancelled' });
    expect(cancels()).toHaveLength(before + 1);
    expect(printed).toContain(`Pages deployment ${deployment.id} is still in progress (deployment in progress)`);
    expect(printed).toContain(`Pages deployment ${deployment.id} cancelled.`);
  });

  test('one that went live is left alone', async () => {
    deployments.script('octo/blog', ['succeed']);
    const connected = await client();
    const request = { artifactId: 47, buildVersion: SHA, oidcToken: await idToken() };
    const deployment = await createPagesDeployment(connected, REPO, request, limits());
    const before = cancels().length;

    await cancelIfInProgress(await client(), REPO, { id: deployment.id, pageUrl: '' });

    expect(deployments.deploymentsOf('octo/blog').at(-1)).toMatchObject({ status: 'succeed' });
    expect(cancels()).toHaveLength(before);
    expect(printed).toContain(`Pages deployment ${deployment.id} had ended (succeed): nothing to cancel.`);
    deployments.script('octo/blog', ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed']);
  });
});

test('a deployment not live at the deadline is given up with the input to raise', async () => {
  deployments.script('octo/blog', ['deployment_in_progress']);
  const connected = await client();
  const deployment = await createPagesDeployment(
    connected,
    REPO,
    { artifactId: 46, buildVersion: SHA, oidcToken: await idToken() },
    limits(),
  );

  const following = followPagesDeployment(connected, REPO, deployment, limits(2));

  await expect(following).rejects.toBeInstanceOf(DeploymentTimedOut);
  await expect(following).rejects.toThrow(
    `Pages deployment ${deployment.id} was not live after 2 s (input "deployment-timeout"): it was still ` +
      `"deployment_in_progress" (GitHub's queue had not finished it), so it was cancelled; the next run deploys ` +
      'this commit again, as a fresh build version.',
  );
  await cancelPagesDeployment(connected, REPO, deployment);
  deployments.script('octo/blog', ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed']);
});
