// End to end: the build gets the address GitHub's Pages settings say the site is served at (their html_url: a
// custom domain set there alone, GitHub Enterprise's /pages/<owner>/<repo>/ and pages.<host> forms), read before
// the build; github.com's github.io rule when they cannot be read; and on a GitHub Enterprise server that does not
// answer, no address at all: a Hexo blog is pushed as `hexo deploy` pushes it, and the log says why.
import { execFile, execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { promisify } from 'node:util';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { brokenUnder, rootLinks } from '../support/links.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server takes the bot token: the workflow's token, as on GitHub.
const e2e = useEndToEnd({ token: BOT_TOKEN });
let api: GitHubApi;
let enterprise: EnterpriseServer;

/** A GitHub Enterprise server's name: the git server on loopback, reached as https://ghe.example.test. */
const GHE_HOST = 'ghe.example.test';
/** A token that may do everything but read the Pages settings (no `pages: read`). */
const NO_PAGES_TOKEN = 'ghs_withoutPagesRead0123456789abcdefXYZ';

/**
 * The file's git server as a GitHub Enterprise server at https://ghe.example.test, as a runner behind a proxy
 * reaches one: an HTTPS proxy (`https_proxy`) that answers CONNECT to that name alone, with TLS of a certificate
 * made for it (git trusts it through GIT_SSL_CAINFO), in front of the git server.
 */
interface EnterpriseServer {
  url: string;
  /** What a step needs to reach it: the proxy, and the certificate git trusts. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function startEnterprise(gitPort: number): Promise<EnterpriseServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-address-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-keyout', key, '-out', cert, '-subj', `/CN=${GHE_HOST}`, '-addext', `subjectAltName=DNS:${GHE_HOST}`,
  ]); // prettier-ignore
  const credentials = { key: await fs.readFile(key), cert: await fs.readFile(cert) };
  const sockets = new Set<net.Socket>();
  const proxy = http.createServer((_request, response) => response.writeHead(405).end());
  proxy.on('connect', (request: http.IncomingMessage, client: net.Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (request.url !== `${GHE_HOST}:443`) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    const secure = new tls.TLSSocket(client, { isServer: true, ...credentials });
    const upstream = net.connect(gitPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    secure.pipe(upstream).pipe(secure);
    const end = (): void => {
      secure.destroy();
      upstream.destroy();
    };
    secure.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `https://${GHE_HOST}`,
    env: { https_proxy: `http://127.0.0.1:${port}`, GIT_SSL_CAINFO: cert },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
  api.addToken(NO_PAGES_TOKEN, { bot: true, permissions: { pages: 'none' } });
  enterprise = await startEnterprise(Number(new URL(e2e.server.url).port));
});

afterAll(async () => {
  await enterprise.stop();
  await api.stop();
});

afterEach(() => {
  api.expectValid();
});

/** The fixture blog without an address of its own (Hexo's placeholder url), deploying to `repoUrl`'s gh-pages. */
async function blogJob(repoUrl: string): Promise<Job> {
  const work = await e2e.job();
  const file = path.join(work.workspace, '_config.yml');
  const text = (await fs.readFile(file, 'utf8')).replace(/^url: .*$/m, 'url: http://example.com');
  const deploy = ['deploy:', '  type: git', `  repo: ${repoUrl}`, '  branch: gh-pages', ''].join('\n');
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy}`);
  return work;
}

/** Runs the step on the workflow's GitHub at `serverUrl`, its API the stand-in, with `token`. */
async function deploy(
  work: Job,
  { serverUrl, token = BOT_TOKEN, inputs = {} }: { serverUrl: string; token?: string; inputs?: Record<string, string> },
): Promise<ActionResult> {
  const result = await runAction(work, {
    serverUrl,
    repository: 'octo/sources',
    githubToken: token,
    env: { GITHUB_API_URL: `${api.url}/api/v3`, ...(serverUrl === enterprise.url ? enterprise.env : {}) },
    inputs,
  });
  expect(result.errors).toEqual([]);
  return result;
}

/** The git server takes `token` (and not the bot's) while `run` runs. */
async function withGitToken<T>(token: string, run: () => Promise<T>): Promise<T> {
  const users = path.join(e2e.server.root, 'users');
  await fs.writeFile(users, `x-access-token:${token}\n`);
  try {
    return await run();
  } finally {
    await fs.writeFile(users, `x-access-token:${BOT_TOKEN}\n`);
  }
}

const nameOf = (repo: string): string => repo.split('/')[1] ?? '';

/** The first post's link, as the blog's index links it below `base`. */
const postLink = (base: string): string => `${base}2026/01/05/hello-world/`;

test('a custom domain set in the Pages settings alone: the build is for its root, and page-url is it', async () => {
  const repo = e2e.repoName('custom-domain');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { htmlUrl: 'https://blog.example.org/', cname: 'blog.example.org' });

  const result = await deploy(await blogJob(e2e.server.repoUrl(repo)), { serverUrl: e2e.server.url });

  const files = await e2e.server.files(repo, 'gh-pages');
  expect(rootLinks(files)).toContain(postLink('/'));
  expect(brokenUnder(files, '/')).toEqual([]);
  expect(result.warnings).toEqual([]);
  expect(result.outputs['page-url']).toBe('https://blog.example.org/');
  expect(result.log).toContain(
    `Base address https://blog.example.org/ (where the Pages settings of ${repo} say GitHub serves it): served at ` +
      'the root, so the build is left as configured.',
  );
});

describe('GitHub Enterprise', () => {
  for (const [form, htmlUrl] of [
    ['/pages/<owner>/<repo>/', (repo: string) => `https://${GHE_HOST}/pages/${repo}/`],
    ['pages.<host>', (repo: string) => `https://pages.${GHE_HOST}/${repo}/`],
  ] as const) {
    test(`the ${form} address of the Pages settings: the pushed pages link below it`, async () => {
      const repo = e2e.repoName('ghe-served');
      await e2e.server.createRepo(repo);
      const address = htmlUrl(repo);
      api.setPages(repo, { htmlUrl: address });

      const result = await deploy(await blogJob(`${enterprise.url}/${repo}.git`), { serverUrl: enterprise.url });

      const base = new URL(address).pathname;
      const files = await e2e.server.files(repo, 'gh-pages');
      expect(rootLinks(files)).toContain(postLink(base));
      expect(brokenUnder(files, base)).toEqual([]);
      expect(result.warnings).toEqual([]);
      expect(result.outputs['page-url']).toBe(address);
      expect(result.log).toContain(
        `Base address ${address} (where the Pages settings of ${repo} say GitHub serves it): passed to Hexo as url ` +
          'and root, in a second --config file.',
      );
    });
  }

  test('without a Pages answer, a Hexo blog is pushed as hexo deploy pushes it, and the log says why', async () => {
    const ours = e2e.repoName('ghe-ours');
    const theirs = e2e.repoName('ghe-theirs');
    await e2e.server.createRepo(ours);
    await e2e.server.createRepo(theirs);
    const theirsJob = await blogJob(e2e.server.repoUrl(theirs));
    const oursJob = await blogJob(`${enterprise.url}/${ours}.git`);

    const result = await withGitToken(NO_PAGES_TOKEN, async () => {
      // The real hexo deploy, as a user runs it: the build and the deploy are Hexo's own commands.
      const hexoDeploy = { build: 'npx hexo clean && npx hexo generate', 'deploy-command': 'npx hexo deploy' };
      await deploy(theirsJob, { serverUrl: e2e.server.url, token: NO_PAGES_TOKEN, inputs: hexoDeploy });
      return deploy(oursJob, { serverUrl: enterprise.url, token: NO_PAGES_TOKEN });
    });

    expect(brokenUnder(await e2e.server.files(ours, 'gh-pages'), '/')).toEqual([]);
    // hexo-deployer-git adds no .nojekyll (pages-push's `nojekyll` input does); the rest is the same, byte for byte
    // and mode for mode (each line: mode, type, id and path).
    const entries = (repo: string): string[] =>
      execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'ls-tree', '-r', 'gh-pages'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line !== '' && !line.endsWith('\t.nojekyll'));
    expect(entries(ours)).toEqual(entries(theirs));
    expect(entries(ours).length).toBeGreaterThan(3);
    expect(result.outputs['page-url']).toBe('');
    expect(result.warnings).toEqual([]);
    expect(result.log).toContain(
      `Base address: none known, so the build is left as configured: ${GHE_HOST} is not github.com, and where it ` +
        `serves ${ours} only its Pages settings say, and they did not say: GitHub's API refused reading the Pages ` +
        `settings of ${ours} (403: Resource not accessible by integration).`,
    );
    expect(result.log).toContain(
      "For the build to get the address, give the token `pages: read` (in the workflow's `permissions:`), or set " +
        '"cname" when the site is served at a domain of its own, or set the base in the site\'s config.',
    );
  });
});

test("github.com with the Pages settings refused: github.io's rule, and the log says why and what to give", async () => {
  const repo = e2e.repoName('refused');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { htmlUrl: 'https://never.example.org/' });

  const work = await blogJob(e2e.server.repoUrl(repo));

  const result = await withGitToken(NO_PAGES_TOKEN, () =>
    deploy(work, { serverUrl: e2e.server.url, token: NO_PAGES_TOKEN }),
  );

  const address = `https://octo.github.io/${nameOf(repo)}/`;
  expect(result.log).toContain(
    "Base address: github.com's rule gives it (a project site), as the Pages settings did not say where GitHub " +
      `serves ${repo}: GitHub's API refused reading the Pages settings of ${repo} (403: Resource not accessible by ` +
      'integration). The token may lack the permission: add `pages: read`',
  );
  expect(result.log).toContain(`Base address ${address} (a project site): passed to Hexo as url and root`);
  expect(result.outputs['page-url']).toBe(address);
  const files = await e2e.server.files(repo, 'gh-pages');
  expect(rootLinks(files)).toContain(postLink(`/${nameOf(repo)}/`));
  expect(brokenUnder(files, `/${nameOf(repo)}/`)).toEqual([]);
});

test("a Pages answer slower than network-timeout is not waited for: github.io's rule, for the build and page-url", async () => {
  const repo = e2e.repoName('slow');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { htmlUrl: 'https://late.example.org/' });
  const stalling = await FaultProxy.start(Number(new URL(api.url).port), [
    { match: (request) => (request.url ?? '').endsWith('/pages'), action: 'stall' },
  ]);
  const work = await blogJob(e2e.server.repoUrl(repo));

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: BOT_TOKEN,
    env: { GITHUB_API_URL: `${stalling.url}/api/v3` },
    inputs: { 'network-timeout': '2' },
  }).finally(() => stalling.stop());

  expect(result.errors).toEqual([]);
  expect(stalling.injected).toBe(1);
  const address = `https://octo.github.io/${nameOf(repo)}/`;
  expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), `/${nameOf(repo)}/`)).toEqual([]);
  expect(result.outputs['page-url']).toBe(address);
  expect(result.log).toContain(
    "Base address: github.com's rule gives it (a project site), as the Pages settings did not say where GitHub " +
      `serves ${repo}: `,
  );
});
