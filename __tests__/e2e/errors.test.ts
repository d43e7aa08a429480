// End to end: bad input and refusals fail the step with a message that names the fix, push nothing, and leave
// the config restored and no token on disk.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { filesContaining, runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { tally } from '../support/tally.mjs';

const e2e = useEndToEnd();

/** A repository whose gh-pages already serves a site, so "nothing lost" can be checked. */
async function liveRepo(): Promise<{ repo: string; tip: string }> {
  const repo = e2e.repoName('live');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
  return { repo, tip };
}

/** The step failed with one error that says all of `phrases`, and the live branch is as it was. */
async function expectRefused(result: ActionResult, repo: string, tip: string, phrases: string[]): Promise<void> {
  expect(result.exitCode).toBe(1);
  expect(result.errors).toHaveLength(1);
  for (const phrase of phrases) expect(result.errors[0]).toContain(phrase);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['index.html']);
}

async function expectConfigRestored(work: Job, original: string): Promise<void> {
  expect(await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8')).toBe(original);
  expect(await filesContaining(work.root, [VALID_TOKEN])).toEqual([]);
}

test('no token and no deploy key', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();

  const result = await runAction(work, { serverUrl: e2e.server.url, githubToken: '', inputs: { repository: repo } });

  await expectRefused(result, repo, tip, ['both "token" and "deploy-key" are empty', 'secrets.PAGES_TOKEN']);
});

test('a publish folder that does not exist', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const original = await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'publish-dir': 'site-output' },
  });

  await expectRefused(result, repo, tip, ['site-output does not exist', 'Set "publish-dir"']);
  await expectConfigRestored(work, original);
});

test('an empty publish folder never wipes the live site', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const original = await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'mkdir -p public' },
  });

  await expectRefused(result, repo, tip, ['is empty, so nothing was pushed', 'would wipe the live site']);
  await expectConfigRestored(work, original);
});

test('a build that fails names the command and its exit code, and restores the config', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const original = await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'echo building; exit 3' },
  });

  await expectRefused(result, repo, tip, ['The build command "echo building; exit 3" failed with exit code 3']);
  await expectConfigRestored(work, original);
});

test('an install that fails names the command and its exit code', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, install: 'false' },
  });

  await expectRefused(result, repo, tip, ['The install command "false" failed with exit code 1']);
});

test('a token the server refuses, for another repository: says which token kind is needed', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const original = await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: 'ghp_wrongTokenValue000000000000000000000', repository: repo },
  });

  await expectRefused(result, repo, tip, [
    'refused the token',
    'personal access token',
    '"repo" scope',
    'Contents: Read and write',
    'The workflow token cannot push to another repository',
  ]);
  // The check runs before the build: no time is spent building a site that cannot be pushed.
  expect(result.log).not.toContain('Running build command');
  await expectConfigRestored(work, original);
});

test('with nothing to build, a refused token is the one error, though the site read meanwhile would fail too', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const wrongToken = 'ghp_wrongTokenValue000000000000000000000';
  // The site is read while the target is checked: a file holding the token would refuse it, but the check's
  // answer comes first, as it would after a build.
  await fs.mkdir(path.join(work.workspace, 'site'));
  await fs.writeFile(path.join(work.workspace, 'site', 'index.html'), `<!-- ${wrongToken} -->\n`);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: wrongToken, repository: repo, install: 'skip', build: 'skip', 'publish-dir': 'site' },
  });

  await expectRefused(result, repo, tip, ['refused the token', 'personal access token']);
  expect(result.log).not.toContain('Refusing to publish');
});

test('a refused token for the same repository points at the workflow permissions', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: 'ghs_expiredWorkflowToken00000000000000000',
    inputs: { repository: repo },
  });

  await expectRefused(result, repo, tip, ['refused the token', 'permissions: contents: write']);
});

test('a token that may read but not push (HTTP 403)', async () => {
  const repo = e2e.repoName('read-only');
  await e2e.server.createRepo(repo, { readOnly: true });
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
  const work = await e2e.job();

  const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN, repository: repo } });

  await expectRefused(result, repo, tip, [`may not push to ${repo}`, 'Contents: Read and write']);
});

test('a token that may read but not push fails before the install and build run', async () => {
  const repo = e2e.repoName('read-only-early');
  await e2e.server.createRepo(repo, { readOnly: true });
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, install: 'touch installed', build: 'touch built' },
  });

  await expectRefused(result, repo, tip, [`may not push to ${repo}`]);
  expect(['installed', 'built'].filter((name) => existsSync(path.join(work.workspace, name)))).toEqual([]);
  expect(result.log).not.toContain('Running install command');
});

test('a publish folder the listing cannot read through fails the step, which ends: no reading thread is left', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  // Enough files that reading starts on a second thread, then a folder whose path is too long to read.
  const build = [
    'set -e; rm -rf public; mkdir -p public/a/b',
    'for i in $(seq 1 2500); do echo "page $i" > public/a/f$i.html; done',
    'for i in $(seq 1 1600); do echo "page $i" > public/a/b/g$i.html; done',
    "cd public/a/b; n=$(printf 'd%.0s' $(seq 1 250)); for i in $(seq 1 17); do mkdir $n; cd $n; done; echo x > deep.html",
  ].join('\n');

  let result: ActionResult;
  try {
    result = await runAction(work, {
      serverUrl: e2e.server.url,
      timeoutMs: 60000,
      inputs: { token: VALID_TOKEN, repository: repo, build, 'publish-dir': 'public' },
    });
  } finally {
    // Node cannot remove a path that long; rm walks down into it.
    execFileSync('rm', ['-rf', path.join(work.workspace, 'public')]);
  }

  expect(result.timedOut).toBeFalsy();
  await expectRefused(result, repo, tip, ['of the publish folder cannot be read (ENAMETOOLONG)']);
});

test('a repository that does not exist', async () => {
  const work = await e2e.job();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: 'octo/no-such-repo' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(`Repository ${e2e.server.repoUrl('octo/no-such-repo')} was not found`);
  expect(result.errors[0]).toContain('Check "repository"');
});

test('a file over 100 MiB is named before anything is pushed', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job({ fixture: 'static-site' });
  const big = await fs.open(path.join(work.workspace, 'public', 'assets', 'video.mp4'), 'w');
  await big.truncate(101 * 1024 * 1024);
  await big.close();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
  });

  await expectRefused(result, repo, tip, ['GitHub refuses files over 100 MiB', 'assets/video.mp4 (101.0 MiB)']);
});

// A few bad inputs end to end: the step fails with the message as the runner shows it, before any work, nothing
// pushed. The other inputs' messages are checked in-process, with the same words, by settings.test.ts (history,
// attempts, target-dir, cname, dry-run, publish-dir, branch given as a ref) and git/target.test.ts (repository);
// these are those no unit test states in full, and the one git itself refuses.
test.each([
  [{ branch: 'x;rm -rf ~' }, 'Input "branch" "x;rm -rf ~" is not a valid git branch name: it holds a space'],
  [{ branch: '-bad' }, 'Input "branch" "-bad" is not a valid git branch name: it starts with "-"'],
  // Refused by git's own check, which runs while the target is read.
  [{ branch: 'HEAD' }, 'Input "branch" "HEAD" is not a valid git branch name: git refuses it'],
  [{ 'on-site-problems': 'ignore' }, 'Input "on-site-problems" must be "warn" or "fail"'],
  [{ 'keep-files': 'CNAME\n!docs' }, 'Input "keep-files" lists files to keep; "!docs" is a negation'],
  [{ 'network-timeout': '0' }, 'Input "network-timeout" must be a whole number of seconds'],
])('bad input %j is refused before any work', async (inputs, message) => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, ...inputs },
  });

  await expectRefused(result, repo, tip, [message]);
  expect(result.log).not.toContain('Running build command');
  tally({ badInputs: 1 });
});

test('a deploy branch in _config.yml that is a ref is refused, naming where it came from', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job();
  const original = await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'refs/heads/x');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
  });

  await expectRefused(result, repo, tip, [
    'The branch in the deploy config in _config.yml takes a branch\'s name, not a ref: "refs/heads/x" would create ' +
      '"refs/heads/refs/heads/x". Use "x".',
  ]);
  expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  expect(result.log).not.toContain('Running build command');
  await expectConfigRestored(work, original);
});

test('the post step restores a config the main step left substituted, and removes its folder', async () => {
  const work = await e2e.job();
  const configFile = path.join(work.workspace, '_config.yml');
  const original = await setDeployTarget(work.workspace, e2e.server.repoUrl('octo/x'), 'gh-pages');
  // What a main step killed mid-build leaves: the token in the config, its backup and folder in RUNNER_TEMP (with
  // the marker that proves the folder is its own).
  const tempDir = path.join(work.runnerTemp, 'pages-push-killed');
  await fs.mkdir(tempDir);
  await fs.writeFile(path.join(tempDir, '.pages-push'), 'proof-of-the-main-step');
  const backup = path.join(tempDir, 'config-0.orig');
  await fs.writeFile(backup, original);
  await fs.writeFile(configFile, original.replace('GITHUB_ACCESS_TOKEN', VALID_TOKEN));
  const state = {
    isPost: 'true',
    tempDir,
    tempProof: 'proof-of-the-main-step',
    restore: JSON.stringify([{ file: configFile, backup }]),
  };

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    post: false,
    env: Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value])),
    inputs: { token: VALID_TOKEN },
  });

  expect(result.exitCode).toBe(0);
  expect(result.log).toContain('Restored 1 config file(s)');
  expect(await fs.readFile(configFile, 'utf8')).toBe(original);
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  expect(await filesContaining(work.root, [VALID_TOKEN])).toEqual([]);
});

test('a Hugo site on a runner without Hugo: the error says which step installs it, and nothing is pushed', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job({ fixture: 'hugo-site' });
  // A runner with git and a shell, but no Hugo: PATH holds only those.
  const bin = path.join(work.root, 'bin');
  await fs.mkdir(bin);
  for (const tool of ['git', 'bash', 'sh']) {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      const file = path.join(dir, tool);
      if (
        await fs.access(file).then(
          () => true,
          () => false,
        )
      ) {
        await fs.symlink(file, path.join(bin, tool));
        break;
      }
    }
  }

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo },
    env: { PATH: bin },
  });

  await expectRefused(result, repo, tip, [
    'The build command "hugo --minify" could not start: "hugo" was not found.',
    'peaceiris/actions-hugo@v3',
  ]);
  expect(result.log).toContain('Detected Hugo (hugo.toml)');
  expect(result.stderr).not.toMatch(/^\s+at /m);
});

test('an install that fails counts no site problem the log never printed', async () => {
  const { repo, tip } = await liveRepo();
  const work = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });
  // A theme that the install would bring (hexo-theme-next from the registry): not there, as the install failed.
  const config = path.join(work.workspace, '_config.yml');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('theme: plain', 'theme: next'));

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { repository: repo, install: 'echo "npm ERR! network unreachable" >&2; exit 1' },
  });

  await expectRefused(result, repo, tip, ['install']);
  expect(result.warnings.filter((warning) => warning.includes('site problem'))).toEqual([]);
  expect(result.outputs['site-problems']).toBe('0');
});
