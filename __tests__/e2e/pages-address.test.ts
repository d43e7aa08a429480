// End to end: the build gets the address GitHub's Pages settings say the site is served at (their html_url: a
// custom domain set there alone, GitHub Enterprise's /pages/<owner>/<repo>/ and pages.<host> forms), read before
// the build; github.com's github.io rule when they cannot be read; and on a GitHub Enterprise server that does not
// answer, no address at all: a Hexo blog is pushed as `hexo deploy` pushes it, and the log says why.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { brokenUnder, rootLinks } from '../support/links.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { GITHUB_API } from '../support/tls-front.mjs';

/** A GitHub Enterprise server's name: the git server, reached as https://ghe.example.test through the front. */
const GHE_HOST = 'ghe.example.test';
const GHE_URL = `https://${GHE_HOST}`;

// The git server takes the bot token: the workflow's token, as on GitHub. It plays github.com, and a GitHub
// Enterprise server at https://ghe.example.test, as a runner behind a proxy reaches one: the front answers CONNECT
// to that name too, with TLS of a certificate made for it (see tls-front.mjs).
const e2e = useEndToEnd({ token: BOT_TOKEN, asGitHubDotCom: true, alsoAs: [GHE_HOST] });
let api: GitHubApi;

/** A token that may do everything but read the Pages settings (no `pages: read`). */
const NO_PAGES_TOKEN = 'ghs_withoutPagesRead0123456789abcdefXYZ';

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
  api.addToken(NO_PAGES_TOKEN, { bot: true, permissions: { pages: 'none' } });
});

afterAll(async () => {
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

/**
 * Runs the step on the workflow's GitHub at `serverUrl`, its API the stand-in, with `token`: api.github.com for
 * github.com, the stand-in on loopback for the Enterprise server.
 */
async function deploy(
  work: Job,
  { serverUrl, token = BOT_TOKEN, inputs = {} }: { serverUrl: string; token?: string; inputs?: Record<string, string> },
): Promise<ActionResult> {
  const result = await runAction(work, {
    serverUrl,
    repository: 'octo/sources',
    githubToken: token,
    env: serverUrl === GHE_URL ? { GITHUB_API_URL: `${api.localUrl}/api/v3` } : {},
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

      const result = await deploy(await blogJob(`${GHE_URL}/${repo}.git`), { serverUrl: GHE_URL });

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
    const oursJob = await blogJob(`${GHE_URL}/${ours}.git`);

    const result = await withGitToken(NO_PAGES_TOKEN, async () => {
      // The real hexo deploy, as a user runs it: the build and the deploy are Hexo's own commands.
      const hexoDeploy = { build: 'npx hexo clean && npx hexo generate', 'deploy-command': 'npx hexo deploy' };
      await deploy(theirsJob, { serverUrl: e2e.server.url, token: NO_PAGES_TOKEN, inputs: hexoDeploy });
      return deploy(oursJob, { serverUrl: GHE_URL, token: NO_PAGES_TOKEN });
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
  const stalling = await FaultProxy.start(Number(new URL(api.localUrl).port), [
    { match: (request) => (request.url ?? '').endsWith('/pages'), action: 'stall' },
  ]);
  const work = await blogJob(e2e.server.repoUrl(repo));
  // api.github.com is the stalling proxy's, in front of the stand-in, for this run.
  e2e.front.route(GITHUB_API, Number(new URL(stalling.url).port));

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: BOT_TOKEN,
    inputs: { 'network-timeout': '2' },
  }).finally(async () => {
    e2e.front.route(GITHUB_API, Number(new URL(api.localUrl).port));
    await stalling.stop();
  });

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
