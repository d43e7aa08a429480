// End to end over SSH: deploy keys against a real OpenSSH server on loopback, pinned host keys, clear refusals,
// and no key or token left anywhere afterwards.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import {
  expectNoSecretAnywhere,
  HEXO_SITE_FILES,
  keyBodyLines,
  refuseInHook,
  STATIC_SITE_FILES,
  tokenForms,
  useEndToEnd,
} from '../support/e2e.js';
import { startStallingTcpProxy } from '../support/fault-proxy.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { makeKey, SshServer, type KeyPair } from '../support/ssh-server.mjs';

const e2e = useEndToEnd();
let sshd: SshServer;
let keysDir: string;
const keys = {} as Record<'ed25519' | 'rsaPem' | 'stranger' | 'withPassphrase', KeyPair>;

beforeAll(async () => {
  sshd = await SshServer.start();
  keysDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-keys-'));
  keys.ed25519 = await makeKey(keysDir, 'ed25519');
  keys.rsaPem = await makeKey(keysDir, 'rsa', { type: 'rsa-pem' });
  keys.stranger = await makeKey(keysDir, 'stranger');
  keys.withPassphrase = await makeKey(keysDir, 'locked', { passphrase: 'correct horse battery' });
  for (const key of [keys.ed25519, keys.rsaPem, keys.withPassphrase]) await sshd.authorize(key.publicKey);
});

afterAll(async () => {
  await sshd.stop();
  await fs.rm(keysDir, { recursive: true, force: true });
});

async function sshRepo(): Promise<{ repo: string; url: string }> {
  const repo = e2e.repoName('ssh');
  const gitDir = await e2e.server.createRepo(repo);
  return { repo, url: sshd.url(gitDir) };
}

async function deployWithKey(
  work: Job,
  url: string,
  deployKey: string,
  inputs: Record<string, string> = {},
): Promise<ActionResult> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    githubToken: '',
    inputs: { token: '', repository: url, 'deploy-key': deployKey, 'known-hosts': sshd.knownHostsLine, ...inputs },
  });
}

test.each([
  ['an ed25519 key in OpenSSH format', 'ed25519'],
  ['an RSA key in PEM format', 'rsaPem'],
] as const)('deploys the Hexo blog over SSH with %s', async (_, which) => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job();
  const key = keys[which];

  const result = await deployWithKey(work, url, key.privateKey);

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  expect(result.log).toContain(`Deploy key ${key.fingerprint}`);
  expect(result.outputs.repository).toBe(url);
  expect(await fs.readdir(work.runnerTemp)).toEqual([]);
  await expectNoSecretAnywhere(work, result, keyBodyLines(key.privateKey), { server: e2e.server, repo });
});

test.each([
  ['CRLF line ends', (key: string) => key.replace(/\n/g, '\r\n')],
  ['no final newline', (key: string) => key.trimEnd()],
  ['literal \\n instead of line breaks', (key: string) => key.trimEnd().replace(/\n/g, '\\n')],
  ['indentation and blank lines around it', (key: string) => `\n\n${key.replace(/^/gm, '  ')}\n\n`],
])('accepts a key pasted with %s', async (_, mangle) => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, mangle(keys.ed25519.privateKey), { build: 'skip' });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
});

test('a key the server does not accept: names its fingerprint and what to check', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, keys.stranger.privateKey, { build: 'skip' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(`refused the deploy key ${keys.stranger.fingerprint}`);
  expect(result.errors[0]).toContain('Allow write access');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe('');
  await expectNoSecretAnywhere(work, result, keyBodyLines(keys.stranger.privateKey));
});

test('a passphrase-protected key is refused before any network traffic', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, keys.withPassphrase.privateKey, { build: 'skip' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('protected by a passphrase');
  expect(result.log).not.toContain('Checking the target');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe('');
});

test('a public key pasted as the private one', async () => {
  const { url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, keys.ed25519.publicKey, { build: 'skip' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Input "deploy-key" holds a public key');
});

test('garbage in the deploy-key secret', async () => {
  const { url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, 'my-deploy-key-secret', { build: 'skip' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Input "deploy-key" is not a private key');
});

test('a host key that does not match known-hosts fails, saying how to fix known-hosts', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });
  const impostor = `[127.0.0.1]:${sshd.port} ${keys.stranger.publicKey.split(' ').slice(0, 2).join(' ')}`;

  const result = await deployWithKey(work, url, keys.ed25519.privateKey, { build: 'skip', 'known-hosts': impostor });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('host key');
  expect(result.errors[0]).toContain('"known-hosts"');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe('');
});

test('no known-hosts for a host other than github.com: nothing is trusted on first use', async () => {
  const { url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await deployWithKey(work, url, keys.ed25519.privateKey, { build: 'skip', 'known-hosts': '' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(`No host key is known for 127.0.0.1:${sshd.port}`);
  expect(result.errors[0]).toContain(`ssh-keyscan -p ${sshd.port} 127.0.0.1`);
});

test('with a token and a key, the key pushes and the token fills the placeholder', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'site.conf'), 'token=GITHUB_ACCESS_TOKEN\n');
  // The build proves the token was substituted by its hash, without the token ever reaching the command line.
  const expected = createHash('sha256').update(`token=${VALID_TOKEN}\n`).digest('hex');
  const build = `test "$(sha256sum < site.conf | cut -c1-64)" = ${expected}`;

  const result = await deployWithKey(work, url, keys.ed25519.privateKey, {
    token: VALID_TOKEN,
    build,
    'config-file': 'site.conf',
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(await fs.readFile(path.join(work.workspace, 'site.conf'), 'utf8')).toBe('token=GITHUB_ACCESS_TOKEN\n');
  await expectNoSecretAnywhere(work, result, [...tokenForms(VALID_TOKEN), ...keyBodyLines(keys.ed25519.privateKey)], {
    server: e2e.server,
    repo,
  });
});

test('hexo deploy over SSH with the deploy key: .deploy_git is seeded, the history kept, no key left', async () => {
  const { repo, url } = await sshRepo();
  const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'the live site\n' });
  const work = await e2e.job();
  await setDeployTarget(work.workspace, url, 'gh-pages');
  const key = keys.ed25519;

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    githubToken: '',
    inputs: {
      token: '',
      'deploy-key': key.privateKey,
      'known-hosts': sshd.knownHostsLine,
      'deploy-command': 'npx hexo deploy',
    },
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain(`Seeded .deploy_git with gh-pages at ${live.slice(0, 7)}`);
  const log = await e2e.server.log(repo, 'gh-pages');
  expect(log.map((commit) => commit.parents)).toEqual([[live], []]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES.filter((file) => file !== '.nojekyll'));
  expect(result.outputs).toMatchObject({ commit: log[0]?.sha, pushed: 'true' });
  await expectNoSecretAnywhere(work, result, keyBodyLines(key.privateKey), { server: e2e.server, repo });
});

test('the deploy key is not on disk while the install and build commands run', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });
  // What a compromised package would do: look for a private key, or for our known_hosts to append to.
  const look = (stage: string): string =>
    `{ grep -rl "PRIVATE KEY" "$RUNNER_TEMP" || true; find "$RUNNER_TEMP" -name known_hosts; } ` +
    `| sed "s/^/${stage}: /" >> "$HOME/seen.txt"`;

  const result = await deployWithKey(work, url, keys.ed25519.privateKey, {
    install: look('install'),
    build: look('build'),
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(await fs.readFile(path.join(work.home, 'seen.txt'), 'utf8')).toBe('');
});

test('a `set -m` job of the build is stopped before the deploy key is written for our git', async () => {
  const { repo, url } = await sshRepo();
  // The push takes a second on the server: time for a thief to copy the key's folder meanwhile.
  await refuseInHook(e2e.server.gitDir(repo), 'sleep 1');
  const work = await e2e.job({ fixture: 'static-site' });
  const started = path.join(work.home, 'started');
  const thief = [
    'set -m',
    `(set +e; while :; do cp -r "$RUNNER_TEMP"/pages-push-*/ssh-* "$HOME/" 2>/dev/null; touch "${started}"; sleep 0.01; done) > /dev/null 2>&1 &`,
    `for _ in $(seq 500); do [ -e "${started}" ] && break; sleep 0.01; done`,
  ].join('\n');

  const result = await deployWithKey(work, url, keys.ed25519.privateKey, { build: thief });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect((await fs.readdir(work.home)).filter((name) => name.startsWith('ssh-'))).toEqual([]);
  await expectNoSecretAnywhere(work, result, keyBodyLines(keys.ed25519.privateKey), { server: e2e.server, repo });
});

test('the leak guard finds the deploy key in a file of the site even re-wrapped at another width', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job({ fixture: 'static-site' });
  const body = keyBodyLines(keys.rsaPem.privateKey).join('');
  const rewrapped = body.match(/.{1,76}/g)?.join('\n') ?? '';
  await fs.writeFile(path.join(work.workspace, 'public', 'notes.txt'), `backup:\n${rewrapped}\n`);

  const result = await deployWithKey(work, url, keys.rsaPem.privateKey, { build: 'skip' });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(
    `Refusing to publish: a file of the site contains the token or the deploy key: ${path.join('public', 'notes.txt')}`,
  );
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe('');
});

test('a connection that goes dead mid-transfer fails each attempt within about network-timeout', async () => {
  const repo = e2e.repoName('ssh-stall');
  // No partial fetch: the tip's files come too, so the fetch is still moving when the path goes dead.
  const gitDir = await e2e.server.createRepo(repo, { filters: false });
  const live = await e2e.server.commit(repo, 'gh-pages', { 'big.bin': randomBytes(400 * 1024).toString('base64') });
  const proxy = await startStallingTcpProxy(sshd.port, { stallAfterBytes: 64 * 1024 });
  const url = `ssh://${sshd.user}@127.0.0.1:${proxy.port}${gitDir}`;
  const work = await e2e.job({ fixture: 'static-site' });
  const started = Date.now();

  try {
    const result = await deployWithKey(work, url, keys.ed25519.privateKey, {
      build: 'skip',
      'known-hosts': `[127.0.0.1]:${proxy.port} ${sshd.hostPublicKey}`,
      'network-timeout': '4',
      attempts: '2',
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('stopped answering: nothing moved for as long as "network-timeout" allows');
    expect(result.errors[0]).toContain('Gave up after 2 attempts; nothing was pushed.');
    // git's fetch gives up on a dead connection once or twice per attempt (it may try again on a new one).
    expect(proxy.stalled).toBeGreaterThanOrEqual(2);
    // About 4 s for each dead connection, and the check before them: some 20 s, or twice that on a loaded machine.
    // Fixed keep-alives (15 s × 4) took 75 s per dead connection, at least 150 s for the two attempts.
    expect(Date.now() - started).toBeLessThan(90_000);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
  } finally {
    await proxy.stop();
  }
}, 200_000);

// Was a hole: GIT_SSH_COMMAND named `ssh`, which git looked up on PATH, so a build that wrote an `ssh` into a folder
// PATH names before the system's (the tool cache's `bin` folder, which the runner's user may write) was given the
// deploy key's file by our push.
test('an ssh the build writes into a folder first on PATH is not the one our push runs', async () => {
  const { repo, url } = await sshRepo();
  const work = await e2e.job();
  const bin = path.join(work.root, 'tool-cache-bin');
  await fs.mkdir(bin);
  const realSsh = execFileSync('sh', ['-c', 'command -v ssh'], { encoding: 'utf8' }).trim();
  const stolen = path.join(work.root, 'stolen-by-ssh');
  const fake = `#!/bin/sh\n[ -n "$PLANTED_BY_BUILD" ] || echo "$@" >> '${stolen}'\nexec '${realSsh}' "$@"\n`;
  await fs.writeFile(path.join(work.workspace, 'planted-ssh'), fake);
  const build = `cp planted-ssh "${bin}/ssh" && chmod +x "${bin}/ssh" && PLANTED_BY_BUILD=1 "${bin}/ssh" -V && node_modules/.bin/hexo generate`;

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    githubToken: '',
    inputs: {
      token: '',
      repository: url,
      'deploy-key': keys.ed25519.privateKey,
      'known-hosts': sshd.knownHostsLine,
      build,
    },
    env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });

  expect(result.log).toMatch(/OpenSSH/); // the build ran the planted ssh: it works
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  expect(existsSync(stolen)).toBe(false);
});
