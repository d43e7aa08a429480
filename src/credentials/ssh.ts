// The deploy-key path: the key and a private known_hosts written under RUNNER_TEMP, used through GIT_SSH_COMMAND only.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { inheritedEnvironment } from '../hardening/environment.js';
import { errorMessage } from '../shared/errors.js';
import { toolPath } from '../shared/tools.js';

/**
 * GitHub's published github.com host keys, valid since 2023-03-24 (docs.github.com, "GitHub's SSH key
 * fingerprints"). There is no trust on first use: any other host's keys come from the `known-hosts` input.
 */
export const GITHUB_KNOWN_HOSTS = [
  'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
  'github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg=',
  'github.com ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCj7ndNxQowgcQnjshcLrqPEiiphnt+VTTvDP6mHBL9j1aNUkY4Ue1gvwnGLVlOhGeYrnZaMgRK6+PKCUXaDbC7qtbW8gIkhL7aGCsOr/C56SJMy/BCZfxd1nWzAOxSDPgVsmerOBYfNqltV9/hWCqBywINIR+5dIg6JTJ72pcEpEjcYgXkE2YEFXV1JHnsKgbLWNlhScqb2UmyRkQyytRLtL+38TGxkxCflmO+5Z8CSSNY7GidjMIZ7Q4zMjA2n1nGrlTDkzwDCsw+wqFPGQA179cnfGWOWRVruj16z6XyvxvjJwbz0wQZ75XK5tKSb7FNyeIEs4TT4jk+S4dhPeAUC5y+bDYirYgM4GC7uEnztnZyaVWQ7B381AK4Qdrwt51ZqExKbQpTUNn+EjqoTwvqNj4kqx5QUCI0ThS/YkOxJCXmPUWZbhjpCg56i+2aB6CmK2JGhn57K5mj0MNdBXA4/WnwH6XoPWJzK5Nyu2zB3nAZp+S5hpQs+p1vN1/wsjk=',
];

export interface DeployKey {
  keyFile: string;
  knownHostsFile: string;
  /** `SHA256:…` of the public half, as the target's deploy key settings list it. */
  fingerprint: string;
  /** The value for GIT_SSH_COMMAND: this key only, this known_hosts only, no agent, no prompts, no user config. */
  sshCommand: string;
  /** Pieces of the private key that must never be published or logged. */
  secrets: string[];
}

/**
 * Undoes what secret stores and copy-paste do to a key: CRLF line ends, a key pasted on one line with literal
 * `\n`, indentation, blank lines around it, a missing final newline.
 */
export function normaliseKey(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  // One line holding literal "\n" sequences (a trailing real newline or two do not count).
  if (!text.trim().includes('\n') && text.includes('\\n')) text = text.replace(/\\n/g, '\n');
  const lines = text.split('\n').map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

/** A public key (OpenSSH one-liner, RFC 4716 or PEM) pasted where the private one belongs. */
export function looksLikePublicKey(key: string): boolean {
  return (
    /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-\S+|sk-\S+)\s+AAAA/.test(key) ||
    /-----BEGIN (RSA )?PUBLIC KEY-----/.test(key) ||
    key.includes('---- BEGIN SSH2 PUBLIC KEY ----')
  );
}

/**
 * Parts of the key body to look for in published files and logs: each base64 line but the first and last
 * (the first is the same header in every OpenSSH key) and the whole body on one line.
 */
export function keySecrets(key: string): string[] {
  const body = key
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('-----') && !/^[A-Za-z-]+: /.test(line));
  const middle = body.slice(1, -1).filter((line) => line.length >= 40);
  const joined = body.join('');
  return [...new Set([...middle, ...(joined.length >= 40 ? [joined] : [])])];
}

/** Shell-quotes a path for GIT_SSH_COMMAND, which git runs through `sh`; Windows paths get forward slashes. */
function quote(file: string): string {
  const portable = process.platform === 'win32' ? file.replace(/\\/g, '/') : file;
  return `'${portable.replace(/'/g, `'\\''`)}'`;
}

/**
 * The ssh command for GIT_SSH_COMMAND. `stallSeconds` (`network-timeout`) bounds a server that stops answering: the
 * connection and handshake must finish within it, and once connected ssh asks every quarter of it whether the
 * server is there, giving up after four questions in a row went unanswered (any word from the server resets the
 * count), so a dead connection ends after about `stallSeconds`, as git's low-speed limit does over HTTPS.
 */
export function sshCommand(keyFile: string, knownHostsFile: string, stallSeconds = 15): string {
  const interval = Math.max(1, Math.ceil(stallSeconds / 4));
  return [
    quote(toolPath('ssh')),
    '-F /dev/null',
    `-i ${quote(keyFile)}`,
    '-o IdentitiesOnly=yes',
    '-o IdentityAgent=none',
    '-o BatchMode=yes',
    '-o StrictHostKeyChecking=yes',
    `-o UserKnownHostsFile=${quote(knownHostsFile)}`,
    '-o GlobalKnownHostsFile=/dev/null',
    '-o UpdateHostKeys=no',
    `-o ConnectTimeout=${Math.max(1, stallSeconds)}`,
    `-o ServerAliveInterval=${interval}`,
    '-o ServerAliveCountMax=3',
  ].join(' ');
}

/**
 * Writes the key (mode 0600) and the known_hosts file into `dir`, and checks the key with `ssh-keygen` before
 * any network traffic: a passphrase, a public key or anything that is not a private key gets its own error.
 */
export async function prepareDeployKey(rawKey: string, knownHosts: string, dir: string): Promise<DeployKey> {
  const key = normaliseKey(rawKey);
  if (looksLikePublicKey(key)) {
    throw new Error(
      'Input "deploy-key" holds a public key. Put the private half (the file without .pub, starting with ' +
        '"-----BEGIN OPENSSH PRIVATE KEY-----") in the secret, and the public half in the target\'s Settings → Deploy keys.',
    );
  }
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)) {
    throw new Error(
      'Input "deploy-key" is not a private key: it should start with "-----BEGIN OPENSSH PRIVATE KEY-----" (or ' +
        '"-----BEGIN RSA PRIVATE KEY-----"). Check that the secret holds the whole key file.',
    );
  }
  const keyFile = await writeKey(key, dir);
  const publicKey = await runKeygen(['-y', '-P', '', '-f', keyFile]);
  if (publicKey.code !== 0) {
    const said = publicKey.stderr;
    if (isEncrypted(key)) {
      throw new Error(
        'Input "deploy-key" is protected by a passphrase, which a workflow cannot type. Create a deploy key ' +
          'without one (`ssh-keygen -t ed25519 -N "" -f deploy_key`), or remove it (`ssh-keygen -p -N "" -f <key>`).',
      );
    }
    throw new Error(
      'Input "deploy-key" could not be read as a private key (ssh-keygen: ' +
        `${said.replace(/"[^"]*"/g, '').trim() || 'invalid format'}). Check that the secret holds the whole key file.`,
    );
  }
  const publicFile = `${keyFile}.pub`;
  await fs.writeFile(publicFile, publicKey.stdout);
  const listed = await runKeygen(['-l', '-E', 'sha256', '-f', publicFile]);
  const fingerprint = /SHA256:\S+/.exec(listed.stdout)?.[0] ?? 'unknown';
  const knownHostsFile = await writeKnownHosts(knownHosts, dir);
  return {
    keyFile,
    knownHostsFile,
    fingerprint,
    sshCommand: sshCommand(keyFile, knownHostsFile),
    secrets: keySecrets(key),
  };
}

/** Writes a checked key (see `prepareDeployKey`) to `dir`/deploy-key, readable by its owner only. */
export async function writeKey(key: string, dir: string): Promise<string> {
  const keyFile = path.join(dir, 'deploy-key');
  await fs.writeFile(keyFile, key, { mode: 0o600 });
  await fs.chmod(keyFile, 0o600);
  return keyFile;
}

/** Writes `dir`/known_hosts: github.com's keys, then the `known-hosts` input's lines without comments or blanks. */
export async function writeKnownHosts(knownHosts: string, dir: string): Promise<string> {
  const knownHostsFile = path.join(dir, 'known_hosts');
  const extra = knownHosts
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  await fs.writeFile(knownHostsFile, `${[...GITHUB_KNOWN_HOSTS, ...extra].join('\n')}\n`, { mode: 0o600 });
  return knownHostsFile;
}

/**
 * Whether a key is encrypted, read from the key itself: ssh-keygen says "incorrect passphrase" for a damaged
 * unencrypted key too, so its message alone cannot tell.
 */
export function isEncrypted(key: string): boolean {
  if (/Proc-Type: 4,ENCRYPTED|-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(key)) return true;
  if (!key.includes('-----BEGIN OPENSSH PRIVATE KEY-----')) return false;
  const body = Buffer.from(
    key
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('-----'))
      .join(''),
    'base64',
  );
  const magic = 'openssh-key-v1\0';
  if (body.length < magic.length + 4 || body.subarray(0, magic.length).toString('latin1') !== magic) return false;
  const length = body.readUInt32BE(magic.length);
  return body.subarray(magic.length + 4, magic.length + 4 + length).toString('latin1') !== 'none';
}

/**
 * Whether `knownHosts` (the input) has a key for `host` (`name` or `[name]:port`); github.com's are built in.
 * Hashed entries (`|1|salt|hash`, from `ssh-keyscan -H`) are matched as ssh matches them; `@revoked` lines do not
 * count.
 */
export function hasHostKey(host: string, knownHosts: string): boolean {
  const [name = '', port = ''] = host.toLowerCase().split(/:(?=\d+$)/);
  if (name === 'github.com' && (port === '' || port === '22')) return true;
  const wanted = port && port !== '22' ? `[${name}]:${port}` : name;
  const lines = knownHosts
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('@revoked'));
  return lines.some((line) => {
    const hosts = (line.startsWith('@') ? line.split(/\s+/)[1] : line.split(/\s+/)[0]) ?? '';
    if (hosts.startsWith('|1|')) return hashedHostMatches(hosts, wanted);
    return hosts
      .toLowerCase()
      .split(',')
      .some((pattern) => !pattern.startsWith('!') && hostPattern(pattern).test(wanted));
  });
}

/** A hashed known_hosts name: the HMAC-SHA1 of the host (`name` or `[name]:port`) keyed with the salt. */
function hashedHostMatches(field: string, host: string): boolean {
  const [, , salt = '', digest = ''] = field.split('|');
  const { createHmac } = process.getBuiltinModule('node:crypto');
  return createHmac('sha1', Buffer.from(salt, 'base64')).update(host).digest('base64') === digest;
}

/** known_hosts patterns: `*` and `?` wildcards, everything else literal. */
function hostPattern(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

/** @actions/exec, loaded with the first key checked: by `prepare`, at the step's start, before any user command. */
let toolkitExec: Promise<typeof import('@actions/exec')> | undefined;

/** Runs ssh-keygen to its end, its output kept, as @actions/exec runs a tool (silent: nothing of it is logged). */
async function runKeygen(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  toolkitExec ??= import('@actions/exec');
  const { getExecOutput } = await toolkitExec;
  try {
    const { exitCode, stdout, stderr } = await getExecOutput(toolPath('ssh-keygen'), args, {
      // Like every child of ours, without our inputs or the runner's tokens (which the main step holds in
      // process.env for the Pages "GitHub Actions" source).
      env: inheritedEnvironment(process.env),
      silent: true,
      ignoreReturnCode: true,
      // No input: `-P ''` answers the one question it could ask (the passphrase), and a write to the stdin of a
      // ssh-keygen that has already ended (it takes milliseconds) fails with EPIPE, in a stream @actions/exec gives
      // no error handler, which failed the step ("write EPIPE") on a loaded machine.
    });
    return { code: exitCode, stdout, stderr };
  } catch (error) {
    return { code: 127, stdout: '', stderr: `ssh-keygen could not run: ${errorMessage(error)}` };
  }
}
