// The GitHub API stand-in the end-to-end tests use: it refuses what GitHub's OpenAPI description does not allow,
// in a request and in its own answers, and refuses like GitHub (a non-fast-forward update, a missing permission,
// an unsigned push to a branch that requires signed commits).
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { git } from '../support/git-server.mjs';
import { BOT_AUTHOR, BOT_TOKEN, GitHubApi, WEB_FLOW } from '../support/github-api.mjs';

let root: string;
let api: GitHubApi;
const repo = 'octo/site';
const gitDir = (name: string): string => path.join(root, `${name}.git`);

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-api-'));
  api = await GitHubApi.start({ gitDir });
  await git(['init', '--quiet', '--bare', gitDir(repo)]);
});

afterAll(async () => {
  await api.stop();
  await fs.rm(root, { recursive: true, force: true });
});

afterEach(() => {
  api.violations.splice(0);
});

async function call(
  method: string,
  route: string,
  body?: unknown,
  token = BOT_TOKEN,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The empty tree, written into the repository (`git mktree` would wait for its input). */
const emptyTree = async (dir = gitDir(repo)): Promise<string> =>
  (await git(['--git-dir', dir, 'hash-object', '-w', '-t', 'tree', '/dev/null'])).trim();

async function commitOf(message: string, parents: string[] = []): Promise<string> {
  const tree = await emptyTree();
  const args = ['--git-dir', gitDir(repo), 'commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message];
  return (await git(args)).trim();
}

test('refuses a request whose shape GitHub does not take, and fails the test with it', async () => {
  const refused = await call('POST', `/repos/${repo}/git/commits`, { message: 'no tree', parents: 'abc' });

  expect(refused.status).toBe(422);
  expect(api.violations.join('\n')).toMatch(/must have required property 'tree'/);
  expect(api.violations.join('\n')).toMatch(/parents must be array/);
  expect(() => {
    api.expectValid();
  }).toThrow(/OpenAPI description does not allow/);
});

test('refuses, as GitHub does, a request without a User-Agent header', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    http
      .get(`${api.url}/repos/${repo}/pages`, { headers: { authorization: `token ${BOT_TOKEN}` } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });

  expect(status).toBe(403);
  expect(api.violations).toEqual([`GET /repos/${repo}/pages: no User-Agent header, which GitHub's API requires`]);
});

test('records an operation GitHub does not have', async () => {
  const missing = await call('GET', `/repos/${repo}/no-such-thing`);

  expect(missing.status).toBe(404);
  expect(api.violations).toEqual([`GET /repos/${repo}/no-such-thing: no such operation in GitHub's REST API`]);
});

test('checks its own answers too: a Pages address that is no URI is a violation', async () => {
  api.setPages(repo, { htmlUrl: 'not an address' });

  await call('GET', `/repos/${repo}/pages`);

  expect(api.violations.join('\n')).toMatch(/html_url must match format "uri"/);
});

test('verifies a commit a bot token makes without a custom author, as GitHub signs it', async () => {
  const made = await call('POST', `/repos/${repo}/git/commits`, { message: 'Deploy', tree: await emptyTree() });
  const custom = await call('POST', `/repos/${repo}/git/commits`, {
    message: 'Deploy',
    tree: await emptyTree(),
    author: { name: 'Someone', email: 'someone@example.com' },
  });

  expect(made.status).toBe(201);
  expect(made.json.verification).toMatchObject({ verified: true, reason: 'valid' });
  expect(made.json.author).toMatchObject(BOT_AUTHOR);
  expect(made.json.committer).toMatchObject(WEB_FLOW);
  expect(custom.json.verification).toMatchObject({ verified: false, reason: 'unsigned' });
  api.expectValid();
});

test('refuses a ref update that is not a fast forward, unless forced', async () => {
  const base = await commitOf('base');
  const other = await commitOf('other');
  await git(['--git-dir', gitDir(repo), 'update-ref', 'refs/heads/moving', base]);

  const refused = await call('PATCH', `/repos/${repo}/git/refs/heads%2Fmoving`, { sha: other, force: false });
  const forced = await call('PATCH', `/repos/${repo}/git/refs/heads%2Fmoving`, { sha: other, force: true });

  expect(refused).toMatchObject({ status: 422, json: { message: 'Update is not a fast forward' } });
  expect(forced.status).toBe(200);
  expect((await git(['--git-dir', gitDir(repo), 'rev-parse', 'refs/heads/moving'])).trim()).toBe(other);
  api.expectValid();
});

test('refuses a token without the permission: 403 for an installation token, 404 as configured', async () => {
  api.addToken('ghs_noPages', { bot: true, permissions: { pages: 'none' } });
  api.addToken('ghp_classicNoScope', { permissions: { 'pull-requests': 'none' }, denied: 404 });

  const forbidden = await call('GET', `/repos/${repo}/pages`, undefined, 'ghs_noPages');
  const hidden = await call('POST', `/repos/${repo}/issues/1/comments`, { body: 'hi' }, 'ghp_classicNoScope');
  const unknown = await call('GET', `/repos/${repo}/pages`, undefined, 'ghp_unknown');

  expect(forbidden).toMatchObject({ status: 403, json: { message: 'Resource not accessible by integration' } });
  expect(hidden).toMatchObject({ status: 404, json: { message: 'Not Found' } });
  expect(unknown).toMatchObject({ status: 401, json: { message: 'Bad credentials' } });
  api.expectValid();
});

test("a protected branch's server refuses pushed unsigned commits and takes the API's verified ones", async () => {
  await api.protectBranch(repo, 'gh-pages');
  const work = await fs.mkdtemp(path.join(root, 'work-'));
  await git(['init', '--quiet', '--bare', work]);
  const tree = await emptyTree(work);
  const unsigned = (await git(['--git-dir', work, 'commit-tree', tree, '-m', 'unsigned'])).trim();

  await expect(git(['--git-dir', work, 'push', gitDir(repo), `${unsigned}:refs/heads/gh-pages`])).rejects.toThrow(
    /Commits must have verified signatures/,
  );
  await git(['--git-dir', work, 'push', gitDir(repo), `${unsigned}:refs/pages-push/upload/x`]);
  const made = await call('POST', `/repos/${repo}/git/commits`, { message: 'Deploy', tree, parents: [] });
  const refusedByApi = await call('POST', `/repos/${repo}/git/refs`, { ref: 'refs/heads/gh-pages', sha: unsigned });
  const created = await call('POST', `/repos/${repo}/git/refs`, { ref: 'refs/heads/gh-pages', sha: made.json.sha });

  expect(refusedByApi.status).toBe(422);
  expect(created.status).toBe(201);
  expect((await git(['--git-dir', gitDir(repo), 'rev-parse', 'refs/heads/gh-pages'])).trim()).toBe(made.json.sha);
  api.expectValid();
});

test('keeps the comments of an issue: listed, created, updated in place', async () => {
  api.addComment(repo, 7, 'first!');

  const created = await call('POST', `/repos/${repo}/issues/7/comments`, { body: 'preview' });
  const updated = await call('PATCH', `/repos/${repo}/issues/comments/${String(created.json.id)}`, { body: 'again' });
  const listed = await call('GET', `/repos/${repo}/issues/7/comments?per_page=100`);

  expect(created.status).toBe(201);
  expect(updated.json.body).toBe('again');
  expect(listed.json).toEqual([
    expect.objectContaining({ body: 'first!' }),
    expect.objectContaining({ body: 'again' }),
  ]);
  expect(JSON.stringify(listed.json)).toContain('"login":"github-actions[bot]"');
  api.expectValid();
});
