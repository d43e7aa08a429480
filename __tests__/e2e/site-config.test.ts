// End to end: the site's _config.yml is data that may be hostile, and so are the links a site holds. Each test
// attacks for real: folders and links that lead out of the workspace to a fake secret of the runner, and a pattern
// that backtracks for hours; the step fails naming the cause (or ends in time), and the branch gets nothing of them.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** What the runner keeps outside the workspace: fake secrets in HOME. */
const NPMRC = '//registry.npmjs.org/:_authToken=npm_fakeRunnerSecret0123456789\n';
const SSH_KEY = 'a fake private key of the runner, never to be published\n';

/** Fake secrets in the job's HOME (beside the workspace: `../home` from it). */
async function plantSecrets(work: Job): Promise<void> {
  await fs.mkdir(path.join(work.home, '.ssh'), { recursive: true });
  await fs.writeFile(path.join(work.home, '.npmrc'), NPMRC);
  await fs.writeFile(path.join(work.home, '.ssh', 'id_rsa'), SSH_KEY);
}

/**
 * A repository with a live site, and the fixture blog, built already (public/ holds `pages`), whose _config.yml
 * deploys there with hexo-deployer-git's `options` (YAML lines under `deploy:`).
 */
async function hexoJob(
  prefix: string,
  options: string[],
  pages: Record<string, string> = {},
): Promise<{ repo: string; tip: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  const config = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(config, 'utf8');
  const deploy = ['deploy:', '  type: git', `  repo: ${e2e.server.repoUrl(repo)}`, '  branch: gh-pages', ...options];
  await fs.writeFile(config, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
  await fs.mkdir(path.join(work.workspace, 'public'));
  for (const [name, content] of Object.entries({ 'index.html': '<h1>Blog</h1>\n', ...pages })) {
    await fs.writeFile(path.join(work.workspace, 'public', name), content);
  }
  return { repo, tip, work };
}

function deployHexo(work: Job, options: { cancel?: { whenExists: string } } = {}): ReturnType<typeof runAction> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: 'skip' },
    ...options,
  });
}

test('extend_dirs naming links to HOME and /etc is refused, and nothing of them reaches the branch', async () => {
  const { repo, tip, work } = await hexoJob('extend-out', ['  extend_dirs: [homelink, etclink]']);
  await plantSecrets(work);
  await fs.symlink('../home', path.join(work.workspace, 'homelink'));
  await fs.symlink('/etc', path.join(work.workspace, 'etclink'));

  const result = await deployHexo(work);

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(
    `The extend_dirs in _config.yml's deploy must stay inside the workspace, but ${path.join(work.workspace, 'homelink')} ` +
      `leads to ${await fs.realpath(work.home)} through a symbolic link.`,
  );
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.holdsAny(repo, [NPMRC, SSH_KEY, 'root:x:0:0'])).toBe(false);
});

test('with hexo deploy as the deploy command too: an extend folder or a link out of the workspace is refused', async () => {
  const { repo, tip, work } = await hexoJob('hexo-deploy-out', ['  extend_dirs: [homelink, static]']);
  await plantSecrets(work);
  await fs.symlink('../home', path.join(work.workspace, 'homelink'));
  const run = (): ReturnType<typeof runAction> =>
    runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      inputs: { build: 'skip', 'deploy-command': 'npx hexo deploy' },
    });

  const folder = await run();

  expect(folder.exitCode).toBe(1);
  expect(folder.errors[0]).toContain("The extend_dirs in _config.yml's deploy must stay inside the workspace");
  // Now a folder of the site, with a link in it to HOME's key.
  await fs.rm(path.join(work.workspace, 'homelink'));
  await fs.mkdir(path.join(work.workspace, 'homelink'));
  await fs.mkdir(path.join(work.workspace, 'static'));
  await fs.symlink('../../home/.ssh/id_rsa', path.join(work.workspace, 'static', 'id_rsa'));

  const link = await run();

  expect(link.exitCode).toBe(1);
  expect(link.errors[0]).toContain(
    'The symbolic link "static/id_rsa" of the extend_dirs in _config.yml\'s deploy leads out',
  );
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.holdsAny(repo, [NPMRC, SSH_KEY])).toBe(false);
});

test('a link in an extend folder to a file outside the workspace is refused, naming the link', async () => {
  const { repo, tip, work } = await hexoJob('extend-link-out', ['  extend_dirs: static']);
  await plantSecrets(work);
  await fs.mkdir(path.join(work.workspace, 'static'));
  await fs.writeFile(path.join(work.workspace, 'static', 'robots.txt'), 'User-agent: *\n');
  await fs.symlink('../../home/.ssh/id_rsa', path.join(work.workspace, 'static', 'id_rsa'));

  const result = await deployHexo(work);

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(
    `The symbolic link "static/id_rsa" of the extend_dirs in _config.yml's deploy leads out of the workspace`,
  );
  expect(result.errors[0]).toContain('Put a copy of what it points at into the site, or remove the link.');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.holdsAny(repo, [SSH_KEY, '.ssh/id_rsa'])).toBe(false);
});

test('a link the build leaves in the publish folder to a file outside the workspace is refused, naming it', async () => {
  const repo = e2e.repoName('publish-link-out');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job({ fixture: 'static-site' });
  await plantSecrets(work);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'ln -s "$HOME/.npmrc" public/npmrc' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('The symbolic link "public/npmrc" of publish-dir leads out of the workspace');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.holdsAny(repo, [NPMRC, '.npmrc'])).toBe(false);
});

test('a link in the publish folder that stays inside the workspace is still published as a link', async () => {
  const repo = e2e.repoName('publish-link-in');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'ln -s index.html public/latest.html' },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual([...STATIC_SITE_FILES, 'latest.html'].sort());
  const entry = execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'ls-tree', 'gh-pages', 'latest.html'], {
    encoding: 'utf8',
  });
  expect(entry).toMatch(/^120000 blob \w+\tlatest\.html\n$/);
  expect((await e2e.server.files(repo, 'gh-pages'))['latest.html']).toBe('index.html');
});

test('a catastrophic ignore_pattern ends in time, matching rightly, where it used to hold the step until SIGKILL', async () => {
  // 2^41 ways to split the name: hours for a backtracking engine, which blocks the process (and its signals).
  const crafted = `${'a'.repeat(41)}!`;
  const { repo, work } = await hexoJob('redos', ['  ignore_pattern: "^(a+)+$"'], {
    [crafted]: 'kept\n',
    aaaa: 'left out\n',
  });
  const tooLate = path.join(work.root, 'too-late');
  // The runner's cancel (SIGINT, SIGTERM, then SIGKILL) if the step still runs after 10 s.
  const timer = setTimeout(() => void fs.writeFile(tooLate, ''), 10_000);

  const started = Date.now();
  const result = await deployHexo(work, { cancel: { whenExists: tooLate } }).finally(() => {
    clearTimeout(timer);
  });

  expect(result.signals).toEqual([]);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['.nojekyll', crafted, 'index.html']);
});
