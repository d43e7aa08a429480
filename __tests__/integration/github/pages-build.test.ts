// GitHub Pages' build of a pushed commit, followed through the API client against the REST stand-in (every request
// and answer checked against GitHub's description), on a real bare repository whose served branch gets the pushes:
// a build that goes live, one that errors (GitHub's words and the fix), one taken over by a later push, one still
// running when the time is up, a cancel while waiting; and the custom domain's health.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { connectApi, type GitHubClient } from '../../../src/github/client.js';
import { domainProblem, followPagesBuild, reportDomainHealth } from '../../../src/github/pages-build.js';
import { BOT_TOKEN, GitHubApi } from '../../support/github-api.mjs';

const REPO = 'octo/blog';
const repo = { owner: 'octo', name: 'blog' };
let root: string;
let api: GitHubApi;
const gitDir = (name: string): string => path.join(root, `${name}.git`);
const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', gitDir(REPO), ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'a',
      GIT_AUTHOR_EMAIL: 'a@x',
      GIT_COMMITTER_NAME: 'a',
      GIT_COMMITTER_EMAIL: 'a@x',
    },
  }).trim();

/** Pushes a commit of one page to gh-pages (as a deploy does); its id. */
function push(text: string): string {
  const blob = execFileSync('git', ['--git-dir', gitDir(REPO), 'hash-object', '-w', '--stdin'], { input: text })
    .toString()
    .trim();
  const tree = execFileSync('git', ['--git-dir', gitDir(REPO), 'mktree'], {
    input: `100644 blob ${blob}\tindex.html\n`,
  })
    .toString()
    .trim();
  const parent = git('for-each-ref', '--format=%(objectname)', 'refs/heads/gh-pages');
  const commit = git('commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', text);
  git('update-ref', 'refs/heads/gh-pages', commit);
  return commit;
}

async function client(token = BOT_TOKEN, signal = new AbortController().signal): Promise<GitHubClient> {
  return connectApi(api.url, token, { timeoutMs: 5000, signal }, {});
}

type FollowOptions = Parameters<typeof followPagesBuild>[3];
const options = (overrides: Partial<FollowOptions> = {}): FollowOptions => ({
  timeoutMs: 10_000,
  delayMs: () => 20,
  signal: new AbortController().signal,
  pushedAt: new Date(),
  settingsPage: 'https://github.com/octo/blog/settings/pages',
  ...overrides,
});

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-builds-'));
  await fs.mkdir(path.dirname(gitDir(REPO)), { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', gitDir(REPO)]);
  api = await GitHubApi.start({ gitDir });
  api.setPages(REPO);
});

afterEach(async () => {
  api.expectValid();
  await api.stop();
  await fs.rm(root, { recursive: true, force: true });
});

test('a build that goes live is followed through queued and building to built', async () => {
  const commit = push('<p>one</p>');
  const outcome = await followPagesBuild(await client(), repo, commit, options());
  expect(outcome).toEqual({ kind: 'built', seconds: 1 });
  const [build] = api.pagesBuilds.buildsOf(REPO);
  expect(build).toMatchObject({ commit, status: 'built', looks: 3 });
});

test("a build that errors fails with GitHub's words, says the push landed, and names the fix", async () => {
  const commit = push('<p>{% broken %}</p>');
  api.pagesBuilds.setOutcome(REPO, { error: 'Liquid syntax error in index.html: Unknown tag broken' });
  const following = followPagesBuild(await client(), repo, commit, options());
  await expect(following).rejects.toThrow(
    `GitHub Pages could not build octo/blog at ${commit.slice(0, 12)} (the commit this step pushed): "Liquid ` +
      'syntax error in index.html: Unknown tag broken". The push landed, but the site served is still the one ' +
      'before it. GitHub ran Jekyll on the pushed files: keep "nojekyll: true"',
  );
});

test("a later push's build takes over: the pushed commit's build is not waited for", async () => {
  const pushedAt = new Date(Date.now() - 1000);
  const ours = push('<p>ours</p>');
  const theirs = push('<p>a later deploy</p>');
  const outcome = await followPagesBuild(await client(), repo, ours, options({ pushedAt }));
  expect(outcome).toEqual({ kind: 'superseded', commit: theirs });
});

test('a build still running when the time is up says where it was, without failing', async () => {
  const commit = push('<p>slow</p>');
  api.pagesBuilds.setOutcome(REPO, { steps: 1000 });
  // The time is up once the stand-in has answered "building" (its second answer): the next wait would pass the
  // limit. Waited for by the state, not by a time, which a loaded machine stretches.
  const building = (): boolean => api.pagesBuilds.buildsOf(REPO).some((build) => build.status === 'building');
  const delayMs = (): number => (building() ? 60_000 : 20);
  const outcome = await followPagesBuild(await client(), repo, commit, options({ timeoutMs: 10_000, delayMs }));
  expect(outcome).toEqual({ kind: 'timed out', status: 'building' });
  expect(api.pagesBuilds.buildsOf(REPO)[0]?.looks).toBe(2);
});

test('a cancel while waiting stops at once, saying so', async () => {
  const commit = push('<p>cancelled</p>');
  api.pagesBuilds.setOutcome(REPO, { steps: 1000 });
  const cancel = new AbortController();
  setTimeout(() => {
    cancel.abort('SIGINT');
  }, 150);
  const started = Date.now();
  await expect(
    followPagesBuild(await client(), repo, commit, options({ delayMs: () => 5000, signal: cancel.signal })),
  ).rejects.toThrow('The job was cancelled (SIGINT)');
  expect(Date.now() - started).toBeLessThan(3000);
});

test('a token that may not read Pages fails naming the permission to add', async () => {
  const commit = push('<p>x</p>');
  const token = 'ghs_noPagesRead0123456789abcdefABCDEF';
  api.addToken(token, { bot: true, permissions: { pages: 'none' } });
  await expect(followPagesBuild(await client(token), repo, commit, options())).rejects.toThrow('pages: read');
});

describe("the custom domain's health", () => {
  test('a domain that does not resolve is reported with the records to add', async () => {
    api.pagesBuilds.setHealth(REPO, { host: 'blog.example.org', dns_resolves: false, is_apex_domain: false });
    expect(await reportDomainHealth(await client(), repo)).toBe(
      'GitHub Pages says the custom domain blog.example.org does not resolve: give it a CNAME record to <owner>.github.io.',
    );
  });

  test('nothing is said while the check runs (202), or for a site without a custom domain (404)', async () => {
    api.pagesBuilds.setHealth(REPO, 'pending');
    expect(await reportDomainHealth(await client(), repo)).toBeUndefined();
    api.pagesBuilds.health.delete(REPO);
    expect(await reportDomainHealth(await client(), repo)).toBeUndefined();
  });
});

describe('domainProblem', () => {
  test("an apex domain pointed elsewhere gets GitHub's reason and the A records", () => {
    expect(
      domainProblem({
        host: 'example.org',
        dns_resolves: true,
        is_apex_domain: true,
        is_pointed_to_github_pages_ip: false,
        reason: 'Domain does not resolve to the GitHub Pages server',
      }),
    ).toBe(
      'GitHub Pages says the custom domain example.org does not point at GitHub Pages (Domain does not resolve to ' +
        "the GitHub Pages server): give it A records to GitHub Pages' addresses (185.199.108.153, .109.153, " +
        '.110.153, .111.153), and remove other A, AAAA or CNAME records of that name.',
    );
  });

  test('a healthy domain says nothing', () => {
    expect(
      domainProblem({ host: 'example.org', dns_resolves: true, is_valid: true, is_pointed_to_github_pages_ip: true }),
    ).toBe('');
  });
});
