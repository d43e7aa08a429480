// End to end, a branch push that GitHub Pages then builds (the REST stand-in builds each new tip of the branch Pages
// serves, as GitHub queues a build on a push; every request and answer checked against GitHub's description):
// with `wait-for-pages`, the step ends when the pushed commit is live, or fails with GitHub's words and the fix when
// its build errors (the push itself landed); without it, nothing is waited for or asked; with it, a custom domain
// whose DNS is wrong is reported once, with the records to set; without a token for the API, it is refused before
// the build.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult } from '../support/run-action.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
let api: GitHubApi;

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
});

afterAll(async () => {
  await api.stop();
});

afterEach(() => {
  api.expectValid();
});

async function deploy(repo: string, inputs: Record<string, string> = {}): Promise<ActionResult> {
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'public', 'index.html'), '<p>hello</p>\n');
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    env: { GITHUB_API_URL: `${api.url}/api/v3`, GITHUB_EVENT_NAME: 'push' },
    inputs: { token: BOT_TOKEN, repository: repo, build: 'skip', ...inputs },
  });
}

const builds = (repo: string): number =>
  api.requests.filter((request) => request.operation === 'repos/get-latest-pages-build' && request.path.includes(repo))
    .length;

test('wait-for-pages: the step ends once GitHub Pages has built the pushed commit, and says it is live', async () => {
  const repo = e2e.repoName('build-live');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { branch: 'gh-pages', htmlUrl: `https://octo.github.io/${repo.split('/')[1] ?? ''}/` });

  const result = await deploy(repo, { 'wait-for-pages': 'true' });

  expect(result.errors).toEqual([]);
  const tip = await e2e.server.tip(repo, 'gh-pages');
  expect(result.outputs.commit).toBe(tip);
  const [build] = api.pagesBuilds.buildsOf(repo);
  expect(build).toMatchObject({ commit: tip, status: 'built' });
  expect(result.log).toContain(`GitHub Pages built ${tip.slice(0, 12)}`);
  expect(result.log).toContain(`live at https://octo.github.io/${repo.split('/')[1] ?? ''}/`);
});

test("wait-for-pages: a build that errors fails the step with GitHub's words and the fix; the push stays", async () => {
  const repo = e2e.repoName('build-errors');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { branch: 'gh-pages' });
  api.pagesBuilds.setOutcome(repo, { error: 'File is too large: big.bin exceeds 100 MB', steps: 1 });

  const result = await deploy(repo, { 'wait-for-pages': 'true' });

  const tip = await e2e.server.tip(repo, 'gh-pages');
  expect(result.exitCode).not.toBe(0);
  expect(result.errors.join('\n')).toContain(
    `GitHub Pages could not build ${repo} at ${tip.slice(0, 12)} (the commit this step pushed): "File is too ` +
      'large: big.bin exceeds 100 MB". The push landed, but the site served is still the one before it. A file ' +
      'is over what GitHub Pages takes',
  );
  expect(result.outputs.commit).toBe(tip);
});

test('without wait-for-pages, no build is waited for or asked about', async () => {
  const repo = e2e.repoName('build-unasked');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { branch: 'gh-pages' });

  const result = await deploy(repo);

  expect(result.errors).toEqual([]);
  expect(builds(repo)).toBe(0);
  expect(api.pagesBuilds.buildsOf(repo)).toEqual([]);
});

test('wait-for-pages: a custom domain whose DNS does not point at Pages is reported once, with the records to set', async () => {
  const repo = e2e.repoName('domain-health');
  await e2e.server.createRepo(repo);
  api.setPages(repo, { branch: 'gh-pages', htmlUrl: 'https://docs.example.org/', cname: 'docs.example.org' });
  api.pagesBuilds.setHealth(repo, {
    host: 'docs.example.org',
    dns_resolves: true,
    is_apex_domain: false,
    is_valid: false,
    reason: 'CNAME does not point to octo.github.io',
  });

  const result = await deploy(repo, { 'wait-for-pages': 'true' });

  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([
    'GitHub Pages says the custom domain docs.example.org does not point at GitHub Pages (CNAME does not point ' +
      'to octo.github.io): give it a CNAME record to <owner>.github.io, and remove other A, AAAA or CNAME ' +
      'records of that name.',
  ]);
});

test('wait-for-pages without a token the API takes is refused before the build, naming the fix', async () => {
  const repo = e2e.repoName('build-no-token');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    env: { GITHUB_API_URL: `${api.url}/api/v3`, GITHUB_EVENT_NAME: 'push' },
    inputs: { repository: repo, build: 'echo built > built.txt', 'wait-for-pages': 'true' },
  });

  expect(result.exitCode).not.toBe(0);
  expect(result.errors.join('\n')).toContain(
    'Input "wait-for-pages" follows GitHub Pages\' build through GitHub\'s API, which this run cannot ask: no token ' +
      'is given (the "token" input is empty). Give a "token" that may read the Pages settings (`pages: read`), or ' +
      'remove "wait-for-pages".',
  );
  expect(await fs.stat(path.join(work.workspace, 'built.txt')).catch(() => undefined)).toBeUndefined();
});
