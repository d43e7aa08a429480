// End to end: the new features at their edges. Bad values of preview-dir, tag, exclude and the identities fail with
// a message naming the input (or the site config) and the fix, and leave the live branch as it was; a preview-dir
// such as "@prev" keeps its retention; `{attempt}` makes a re-run's tag; a pull request from a deleted fork gets the
// fork's notice; a file name that is not UTF-8 and a Hexo theme that is missing are named.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { isolatedGitEnv, VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** A repository whose gh-pages serves a site, so "untouched" can be checked. */
async function liveRepo(prefix: string): Promise<{ repo: string; tip: string }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
  return { repo, tip };
}

/** The step failed with one error that says all of `phrases`, and gh-pages and the tags are as they were. */
async function expectRefused(result: ActionResult, repo: string, tip: string, phrases: string[]): Promise<void> {
  expect(result.exitCode).toBe(1);
  expect(result.errors).toHaveLength(1);
  for (const phrase of phrases) expect(result.errors[0]).toContain(phrase);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['index.html']);
  expect(gitOf(repo, ['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/gh-pages\n');
}

function gitOf(repo: string, args: string[]): string {
  return execFileSync('git', args, { env: isolatedGitEnv({ GIT_DIR: e2e.server.gitDir(repo) }), encoding: 'utf8' });
}

describe('bad values of the inputs are refused, naming the input, and nothing is pushed', () => {
  test.each([
    [{ 'preview-dir': '*' }, ['Input "preview-dir" must be a plain folder path', '"*" is a glob character']],
    [{ 'preview-dir': './' }, ['Input "preview-dir" must name a folder of the branch, not its root, got "./"']],
    [{ tag: 'HEAD' }, ['Input "tag" makes "HEAD", which is refused', 'such as "deploy-{run}-{attempt}"']],
    [{ tag: 'refs/heads/gh-pages' }, ['Input "tag" makes "refs/heads/gh-pages", which is refused']],
    [{ 'user-name': 'Site\nBot' }, ['Input "user-name" holds a line break', 'Write it on one line']],
    [{ exclude: '**' }, ['Input "exclude" matched every file of the publish folder (all 3)', '"**" matches every']],
  ])('%j', async (inputs, phrases) => {
    const { repo, tip } = await liveRepo('bad-input');
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', ...inputs },
    });

    await expectRefused(result, repo, tip, phrases);
  });
});

test('a preview-dir starting with "@" still removes the previews older than preview-retention', async () => {
  const repo = e2e.repoName('at-previews');
  await e2e.server.createRepo(repo);
  const old = `${Math.floor(Date.now() / 1000) - 40 * 86400} +0000`;
  const site = { 'index.html': 'main\n', '@prev/pr-1/index.html': 'old\n', '@prev/pr-2/index.html': 'old\n' };
  const first = await e2e.server.commit(repo, 'gh-pages', site);
  const env = isolatedGitEnv({ GIT_DIR: e2e.server.gitDir(repo), GIT_COMMITTER_DATE: old, GIT_AUTHOR_DATE: old });
  const aged = execFileSync('git', ['commit-tree', `${first}^{tree}`, '-m', 'Old previews'], { env }).toString();
  gitOf(repo, ['update-ref', 'refs/heads/gh-pages', aged.trim(), first]);
  // pr-2 is deployed again today; pr-1 was last touched 40 days ago.
  await e2e.server.commit(repo, 'gh-pages', { ...site, '@prev/pr-2/index.html': 'recent\n' });
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: {
      token: VALID_TOKEN,
      repository: repo,
      build: 'skip',
      'preview-dir': '@prev',
      'preview-retention': '30',
    },
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('Removing a preview no deploy touched for 30 days ("preview-retention"): @prev/pr-1');
  const paths = await e2e.server.paths(repo, 'gh-pages');
  expect(paths).toContain('@prev/pr-2/index.html');
  expect(paths.filter((file) => file.startsWith('@prev/pr-1'))).toEqual([]);
});

test('{attempt} in the tag makes a new tag on "Re-run jobs"; the tag that exists names {attempt}', async () => {
  const repo = e2e.repoName('attempt');
  await e2e.server.createRepo(repo);
  const inputs = { token: VALID_TOKEN, repository: repo, build: 'skip', tag: 'deploy-{run}-{attempt}' };
  const deploy = async (attempt: string, text: string): Promise<ActionResult> => {
    const work = await e2e.job({ fixture: 'static-site' });
    await fs.writeFile(path.join(work.workspace, 'public', 'index.html'), `<p>${text}</p>\n`);
    const env = { GITHUB_RUN_NUMBER: '7', GITHUB_RUN_ATTEMPT: attempt };
    return runAction(work, { serverUrl: e2e.server.url, env, inputs });
  };

  const first = await deploy('1', 'first');
  const rerun = await deploy('2', 'rerun');

  expect([first.errors, first.outputs.tag, rerun.errors, rerun.outputs.tag]).toEqual([
    [],
    'deploy-7-1',
    [],
    'deploy-7-2',
  ]);
  expect(gitOf(repo, ['rev-parse', 'refs/tags/deploy-7-2^{commit}']).trim()).toBe(rerun.outputs.commit);
  const tip = await e2e.server.tip(repo, 'gh-pages');
  const again = await deploy('2', 'again');
  expect(again.exitCode).toBe(1);
  expect(again.errors).toEqual([expect.stringContaining('The tag "deploy-7-2" exists already on')]);
  expect(again.errors[0]).toContain('`deploy-{run}-{attempt}`: "Re-run jobs" keeps the run\'s number');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
});

test("a pull request from a deleted fork (head.repo: null) gets the fork's notice, and the branch is untouched", async () => {
  const { repo, tip } = await liveRepo('deleted-fork');
  const work = await e2e.job({ fixture: 'static-site' });
  const event = path.join(work.root, 'event.json');
  const pull = { number: 11, head: { repo: null }, base: { repo: { full_name: repo } } };
  await fs.writeFile(event, JSON.stringify({ action: 'synchronize', number: 11, pull_request: pull }));

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event },
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', preview: 'true' },
  });

  expect(result.exitCode).toBe(0);
  expect(result.errors).toEqual([]);
  expect(result.stdout).toContain('::notice::No preview for pull request #11: it comes from a fork');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['index.html']);
});

test('a file whose name is not UTF-8 is refused, naming its bytes and the fix', async () => {
  const { repo, tip } = await liveRepo('latin1');
  const work = await e2e.job({ fixture: 'static-site' });
  const name = Buffer.concat([Buffer.from('bad'), Buffer.from([0xe9]), Buffer.from('name.html')]);
  await fs.writeFile(Buffer.concat([Buffer.from(`${path.join(work.workspace, 'public', 'assets')}/`), name]), 'x\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
  });

  await expectRefused(result, repo, tip, [
    'The publish folder has a file whose name is not UTF-8: "bad\\xe9name.html"',
    'in the folder "assets"',
    'convmv -f latin1 -t utf-8',
  ]);
});

test('a NUL in the name of the Hexo deployer is refused, naming _config.yml, before anything runs', async () => {
  const { repo, tip } = await liveRepo('nul-name');
  const work = await e2e.job();
  const config = await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  await fs.writeFile(path.join(work.workspace, '_config.yml'), `${config}  name: "Hexo\\0Bot"\n`);

  const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

  await expectRefused(result, repo, tip, [
    'The name of the git deployer in _config.yml holds a NUL character',
    'Write it on one line, without control characters',
  ]);
  expect(result.log).not.toContain('GIT_AUTHOR_NAME');
});

test('a Hexo site whose theme is missing is named as such, not as empty pages', async () => {
  const { repo, tip } = await liveRepo('no-theme');
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  await fs.rm(path.join(work.workspace, 'themes', 'plain'), { recursive: true });
  await fs.mkdir(path.join(work.workspace, 'themes', 'plain')); // a submodule that was not checked out

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    // Built as configured: the fixture's url (https://octo.github.io/blog) is not where this branch is served,
    // which would be a problem of its own (see base-path.test.ts).
    inputs: { token: VALID_TOKEN, 'on-site-problems': 'fail', 'base-path': 'off' },
  });

  await expectRefused(result, repo, tip, [
    'The site has a problem',
    `_config.yml's theme is "plain", but the site has no themes/plain folder with the theme in it`,
    '"submodules: true" on actions/checkout',
  ]);
  expect(result.errors[0]).not.toContain('empty (0 bytes)');
  expect(result.errors[0]).not.toContain('publish-dir');
});
