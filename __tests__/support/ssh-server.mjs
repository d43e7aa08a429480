// A real OpenSSH server on loopback, with its own host key and authorized_keys, serving the git server's bare
// repositories over SSH (as the user running the tests).
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { freePort, serverTag } from './git-server.mjs';

const run = promisify(execFile);

/** Makes a key pair: `ed25519` (OpenSSH format), `rsa-pem` (PEM), optionally with a passphrase. */
export async function makeKey(dir, name, { type = 'ed25519', passphrase = '' } = {}) {
  const file = path.join(dir, name);
  const args = type === 'rsa-pem' ? ['-t', 'rsa', '-b', '2048', '-m', 'PEM'] : ['-t', 'ed25519'];
  await run('ssh-keygen', ['-q', ...args, '-N', passphrase, '-C', `${name}@pages-push-tests`, '-f', file]);
  const privateKey = await fs.readFile(file, 'utf8');
  const publicKey = (await fs.readFile(`${file}.pub`, 'utf8')).trim();
  const { stdout } = await run('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${file}.pub`]);
  return { privateKey, publicKey, fingerprint: /SHA256:\S+/.exec(stdout)?.[0] ?? '' };
}

export class SshServer {
  constructor(root) {
    this.root = root;
    this.port = 0;
    this.user = os.userInfo().username;
    this.process = undefined;
    this.hostPublicKey = '';
  }

  static async start() {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-sshd-'));
    const server = new SshServer(root);
    await server.listen();
    return server;
  }

  async listen() {
    const sshd = ['/usr/sbin/sshd', '/usr/bin/sshd'].find((file) => existsSync(file));
    if (!sshd)
      throw new Error('OpenSSH server is not installed: `apt-get install -y openssh-server` (.ci/run does it).');
    const hostKey = path.join(this.root, 'host_ed25519');
    await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKey]);
    this.hostPublicKey = (await fs.readFile(`${hostKey}.pub`, 'utf8')).trim().split(' ').slice(0, 2).join(' ');
    await fs.writeFile(path.join(this.root, 'authorized_keys'), '');
    if (process.getuid?.() === 0) await fs.mkdir('/run/sshd', { recursive: true, mode: 0o755 });
    const tag = serverTag('ssh');
    for (let tries = 0; ; tries += 1) {
      this.port = await freePort();
      const config = [
        `Port ${this.port}`,
        // In the banner: the probe below tells this sshd from another server that took the port first.
        `VersionAddendum ${tag}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${hostKey}`,
        `PidFile ${path.join(this.root, 'sshd.pid')}`,
        `AuthorizedKeysFile ${path.join(this.root, 'authorized_keys')}`,
        'PubkeyAuthentication yes',
        'PasswordAuthentication no',
        'KbdInteractiveAuthentication no',
        'UsePAM no',
        'StrictModes no',
        'PermitRootLogin prohibit-password',
        `AllowUsers ${this.user}`,
        'LogLevel VERBOSE',
      ].join('\n');
      const file = path.join(this.root, 'sshd_config');
      await fs.writeFile(file, `${config}\n`);
      this.process = spawn(sshd, ['-D', '-e', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
      this.log = '';
      this.process.stderr.setEncoding('utf8').on('data', (chunk) => (this.log += chunk));
      const up = await new Promise((resolve) => {
        const deadline = Date.now() + 5000;
        const probe = () => {
          const socket = net.connect(this.port, '127.0.0.1');
          let banner = '';
          let connected = false;
          socket.once('connect', () => (connected = true));
          socket.setEncoding('utf8').on('data', (chunk) => {
            banner += chunk;
            if (!banner.includes('\n')) return;
            socket.destroy();
            resolve(banner.includes(tag));
          });
          // A server that took the connection and closed it without a banner is not this sshd.
          socket.once('close', () => {
            if (connected && !banner.includes('\n')) resolve(false);
          });
          socket.once('error', () =>
            Date.now() > deadline || this.process?.exitCode !== null ? resolve(false) : setTimeout(probe, 50),
          );
        };
        probe();
      });
      if (up) return;
      this.process.kill('SIGKILL');
      if (tries >= 3) throw new Error(`sshd did not start: ${this.log}`);
    }
  }

  /** The known_hosts line for this server (`[127.0.0.1]:port type key`). */
  get knownHostsLine() {
    return `[127.0.0.1]:${this.port} ${this.hostPublicKey}`;
  }

  /** The ssh:// URL of a bare repository folder on this machine. */
  url(gitDir) {
    return `ssh://${this.user}@127.0.0.1:${this.port}${gitDir}`;
  }

  async authorize(publicKey) {
    await fs.appendFile(path.join(this.root, 'authorized_keys'), `${publicKey}\n`);
  }

  async stop() {
    if (this.process && this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process?.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    await fs.rm(this.root, { recursive: true, force: true });
  }
}
