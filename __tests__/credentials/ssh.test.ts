// Unit tests of the deploy-key path without ssh-keygen: cleaning a pasted key, the SSH command, host key lookup.
// The checks against keys the real ssh-keygen makes are in __tests__/integration/ssh.test.ts.
import { execFileSync } from 'node:child_process';
import { hasHostKey, normaliseKey, sshCommand } from '../../src/credentials/ssh.js';

/** The first body line of every unencrypted OpenSSH key: magic, cipher "none", kdf "none", one key. */
const OPENSSH_HEADER_LINE = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW';

/** A key-shaped text for the pure functions; ssh-keygen never sees it. */
const KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  OPENSSH_HEADER_LINE,
  'QyNTUxOQAAACBoFp9/b/EtwGYAflTrlb94K4sA/0hQekZoe3erZnC3pwAAAIiMiDiOjIg4',
  'iwD/SFB6Rmh7d6tmcLenAAAABHRlc3QB',
  '-----END OPENSSH PRIVATE KEY-----',
  '',
].join('\n');

describe('normaliseKey', () => {
  test('turns CRLF line ends into LF', () => {
    expect(normaliseKey(KEY.replace(/\n/g, '\r\n'))).toBe(KEY);
  });

  test('splits a key pasted on one line with literal \\n sequences', () => {
    const oneLine = KEY.trimEnd().replace(/\n/g, '\\n');

    expect(normaliseKey(oneLine)).toBe(KEY);
  });

  // Bug: the literal `\n` are only expanded when the text holds no real newline at all, so a one-line key that a
  // secret store or `echo` ended with a newline stays one line, and ssh-keygen later calls it unreadable.
  test('splits a key pasted on one line with literal \\n sequences and a final real newline', () => {
    const oneLine = `${KEY.trimEnd().replace(/\n/g, '\\n')}\n`;

    expect(normaliseKey(oneLine)).toBe(KEY);
  });

  test('removes the indentation of every line', () => {
    const indented = KEY.split('\n')
      .map((line) => (line ? `    ${line}` : line))
      .join('\n');

    expect(normaliseKey(indented)).toBe(KEY);
  });

  test('removes blank lines before and after the key', () => {
    expect(normaliseKey(`\n  \n${KEY}\n\n \n`)).toBe(KEY);
  });

  test('adds the final newline a secret store dropped', () => {
    expect(normaliseKey(KEY.trimEnd())).toBe(KEY);
  });

  test('leaves a well-formed key unchanged', () => {
    expect(normaliseKey(KEY)).toBe(KEY);
  });
});

describe('sshCommand', () => {
  test.each([
    '-F /dev/null',
    '-o IdentitiesOnly=yes',
    '-o IdentityAgent=none',
    '-o BatchMode=yes',
    '-o StrictHostKeyChecking=yes',
    '-o GlobalKnownHostsFile=/dev/null',
  ])('passes %s', (option) => {
    expect(sshCommand('/tmp/key', '/tmp/known_hosts')).toContain(` ${option}`);
  });

  test.each([
    [20, ['-o ConnectTimeout=20', '-o ServerAliveInterval=5', '-o ServerAliveCountMax=3']],
    [4, ['-o ConnectTimeout=4', '-o ServerAliveInterval=1', '-o ServerAliveCountMax=3']],
    [1, ['-o ConnectTimeout=1', '-o ServerAliveInterval=1', '-o ServerAliveCountMax=3']],
    [90, ['-o ConnectTimeout=90', '-o ServerAliveInterval=23', '-o ServerAliveCountMax=3']],
  ])('gives a server that stopped answering about network-timeout (%i s): %j', (stallSeconds, options) => {
    const command = sshCommand('/tmp/key', '/tmp/known_hosts', stallSeconds);

    for (const option of options) expect(command).toContain(` ${option}`);
  });

  /** The arguments `sh` makes of the command, as when git runs GIT_SSH_COMMAND. */
  function shellWords(command: string): string[] {
    const printed = execFileSync('sh', ['-c', `printf '%s\\n' ${command.replace(/^ssh /, '')}`], {
      encoding: 'utf8',
    });
    return printed.split('\n').slice(0, -1);
  }

  test('quotes a key path with a space and a single quote so that sh reads it back exactly', () => {
    const keyFile = "/tmp/runner temp/o'brien/deploy-key";

    const words = shellWords(sshCommand(keyFile, '/tmp/known_hosts'));

    expect(words[words.indexOf('-i') + 1]).toBe(keyFile);
  });

  test('quotes a known_hosts path with a space and a single quote so that sh reads it back exactly', () => {
    const knownHostsFile = "/tmp/runner temp/o'brien/known_hosts";

    const words = shellWords(sshCommand('/tmp/key', knownHostsFile));

    expect(words).toContain(`UserKnownHostsFile=${knownHostsFile}`);
  });
});

describe('hasHostKey', () => {
  const KEY_TEXT = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGgWn39v8S3AZgB+VOuVv3griwD/SFB6Rmh7d6tmcLen';

  test('knows github.com without any known-hosts input', () => {
    expect(hasHostKey('github.com', '')).toBe(true);
  });

  test('knows github.com on port 22 without any known-hosts input', () => {
    expect(hasHostKey('github.com:22', '')).toBe(true);
  });

  test('does not know another host without a known-hosts input', () => {
    expect(hasHostKey('gitlab.com', '')).toBe(false);
  });

  test('does not take github.com on another port for the built-in host', () => {
    expect(hasHostKey('github.com:2222', '')).toBe(false);
  });

  test('matches a [host]:port line for that host on that port', () => {
    expect(hasHostKey('git.example.com:2222', `[git.example.com]:2222 ${KEY_TEXT}`)).toBe(true);
  });

  test('does not match a [host]:port line for that host on port 22', () => {
    expect(hasHostKey('git.example.com', `[git.example.com]:2222 ${KEY_TEXT}`)).toBe(false);
  });

  test('matches a plain host line for that host', () => {
    expect(hasHostKey('git.example.com', `git.example.com ${KEY_TEXT}`)).toBe(true);
  });

  test('matches a plain host line for that host with port 22 written out', () => {
    expect(hasHostKey('git.example.com:22', `git.example.com ${KEY_TEXT}`)).toBe(true);
  });

  test('does not match a plain host line for that host on another port', () => {
    expect(hasHostKey('git.example.com:2222', `git.example.com ${KEY_TEXT}`)).toBe(false);
  });

  test('matches a host anywhere in a comma-separated host list', () => {
    expect(hasHostKey('git.example.com', `gitlab.com,git.example.com,192.0.2.7 ${KEY_TEXT}`)).toBe(true);
  });

  test('reads the host of a @cert-authority line from its second field', () => {
    expect(hasHostKey('git.example.com', `@cert-authority git.example.com ${KEY_TEXT}`)).toBe(true);
  });

  test('does not count a @revoked line as a known key', () => {
    expect(hasHostKey('git.example.com', `@revoked git.example.com ${KEY_TEXT}`)).toBe(false);
  });

  test('matches a wildcard pattern, as ssh does', () => {
    expect(hasHostKey('git.example.com', `@cert-authority *.example.com ${KEY_TEXT}`)).toBe(true);
    expect(hasHostKey('git.example.org', `*.example.com ${KEY_TEXT}`)).toBe(false);
  });

  // Hashed by `ssh-keygen -H` from a known_hosts line for git.example.com.
  const HASHED = '|1|PQ+ja+82S3IHospAYGgwLfyNPxs=|ypm7LqjOCxItG6Vd3bOMLpO9Ux0=';

  test('matches a hashed host name (ssh-keyscan -H) as ssh does', () => {
    expect(hasHostKey('git.example.com', `${HASHED} ${KEY_TEXT}`)).toBe(true);
  });

  test("does not take a hashed line for another host's key", () => {
    expect(hasHostKey('-oProxyCommand=touch', `${HASHED} ${KEY_TEXT}`)).toBe(false);
    expect(hasHostKey('git.example.org', `|1|bWFkZXVwc2FsdA==|aGFzaGVkbmFtZQ== ${KEY_TEXT}`)).toBe(false);
  });

  test('does not count a commented-out line', () => {
    expect(hasHostKey('git.example.com', `# git.example.com ${KEY_TEXT}`)).toBe(false);
  });

  test('finds the host after comments, blank lines and CRLF line ends', () => {
    const knownHosts = `# our server\r\n\r\n   \r\n  git.example.com ${KEY_TEXT}\r\n`;

    expect(hasHostKey('git.example.com', knownHosts)).toBe(true);
  });

  test('matches a target host written in capitals', () => {
    expect(hasHostKey('Git.Example.COM:2222', `[git.example.com]:2222 ${KEY_TEXT}`)).toBe(true);
  });

  test('matches a known-hosts line written in capitals', () => {
    expect(hasHostKey('git.example.com', `GIT.Example.com ${KEY_TEXT}`)).toBe(true);
  });
});
