// A real smart-HTTP git server on loopback: git http-backend behind lighttpd, with HTTP basic auth.
// Used by the end-to-end tests and by `npm run example`.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The token the server accepts (as the password of any user name, like GitHub). */
export const VALID_TOKEN = 'ghp_pagesPushTestToken0123456789abcdefXYZ';
/** The user name git sends with the token; GitHub ignores it, this server checks it. */
export const TOKEN_USER = 'x-access-token';

/** git, isolated from the machine's and the user's config, for the tests' own look at repositories. */
export async function git(args, options = {}) {
  const { stdout } = await run('git', args, {
    cwd: options.cwd,
    env: isolatedGitEnv(options.env),
    maxBuffer: 256 * 1024 * 1024,
    encoding: options.encoding ?? 'utf8',
  });
  return stdout;
}

export function isolatedGitEnv(extra = {}) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.tmpdir(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Fixture',
    GIT_AUTHOR_EMAIL: 'fixture@example.com',
    GIT_COMMITTER_NAME: 'Fixture',
    GIT_COMMITTER_EMAIL: 'fixture@example.com',
    ...extra,
  };
}

function findLighttpd() {
  for (const candidate of ['/usr/sbin/lighttpd', '/usr/bin/lighttpd', '/usr/local/sbin/lighttpd']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('lighttpd is not installed: `apt-get install -y lighttpd` (.ci/run does it).');
}

/** A port nothing listens on now, on loopback, for a server the tests start. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A name no other server has: a server the tests start says it when asked (lighttpd's Server header, sshd's
 * banner), so that one which lost its port to another server started in the same moment (jest runs files in
 * several workers) is told from that other one, and started again on another port.
 */
export function serverTag(kind) {
  return `pages-push-${kind}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** Waits until `port` answers on loopback with this lighttpd's Server header `tag`; false once `child` exits. */
async function waitForPort(port, tag, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const server = await new Promise((resolve) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'HEAD', path: '/' }, (response) => {
        response.resume();
        resolve(response.headers.server ?? '');
      });
      request.once('error', () => resolve(undefined));
      request.end();
    });
    if (server === tag) return true;
    // Another server's answer, or none from a lighttpd that exited (its port was taken): a new port.
    if (server !== undefined || child.exitCode !== null || Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class GitServer {
  /**
   * @param {string} root a folder of its own for the repositories, config and logs
   * @param {string} token the token it accepts
   */
  constructor(root, token = VALID_TOKEN) {
    this.root = root;
    this.token = token;
    this.repos = path.join(root, 'repos');
    this.port = 0;
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.process = undefined;
  }

  /** Starts a server in a new temporary folder; it accepts `token` (VALID_TOKEN unless told). */
  static async start({ token = VALID_TOKEN } = {}) {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-server-'));
    const server = new GitServer(root, token);
    await server.listen();
    return server;
  }

  /**
   * The base URL, which plays GITHUB_SERVER_URL: `owner/name` lives at `${url}/owner/name.git`. The server's own
   * address on loopback, or the one it plays (`playAs`: https://github.com, reached through a TlsFront).
   */
  get url() {
    return this.publicUrl ?? this.localUrl;
  }

  /** The server's own address on loopback, over plain http. */
  get localUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Serves as `url` (https://<name>) through `front`, which must hold a route to this server's port; a GitHubApi
   * started on this server's repositories then plays the API of the same front (see github-api.mjs).
   */
  playAs(url, front) {
    this.publicUrl = url;
    this.front = front;
  }

  async listen() {
    await fs.mkdir(this.repos, { recursive: true });
    const backend = path.join((await git(['--exec-path'])).trim(), 'git-http-backend');
    await fs.writeFile(path.join(this.root, 'users'), `${TOKEN_USER}:${this.token}\n`);
    const tag = serverTag('git');
    for (let tries = 0; ; tries += 1) {
      this.port = await freePort();
      const config = [
        `server.document-root = "${this.repos}"`,
        `server.tag = "${tag}"`,
        `server.port = ${this.port}`,
        'server.bind = "127.0.0.1"',
        `server.errorlog = "${path.join(this.root, 'error.log')}"`,
        'server.modules = ("mod_alias", "mod_setenv", "mod_auth", "mod_authn_file", "mod_cgi")',
        `alias.url = ("/" => "${backend}/")`,
        'cgi.assign = ("" => "")',
        `setenv.set-environment = ("GIT_PROJECT_ROOT" => "${this.repos}", "GIT_HTTP_EXPORT_ALL" => "1", "GIT_CONFIG_NOSYSTEM" => "1", "HOME" => "${this.root}")`,
        'auth.backend = "plain"',
        `auth.backend.plain.userfile = "${path.join(this.root, 'users')}"`,
        'auth.require = ("/" => ("method" => "basic", "realm" => "git", "require" => "valid-user"))',
      ].join('\n');
      const file = path.join(this.root, 'lighttpd.conf');
      await fs.writeFile(file, `${config}\n`);
      this.process = spawn(findLighttpd(), ['-D', '-f', file], { stdio: 'ignore' });
      if (await waitForPort(this.port, tag, this.process, 5000)) return;
      this.process.kill('SIGKILL');
      if (tries >= 3) throw new Error(`the git server did not open port ${this.port}`);
    }
  }

  async stop() {
    if (this.process && this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process?.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    await fs.rm(this.root, { recursive: true, force: true });
  }

  /** The bare repository's folder for `owner/name`. */
  gitDir(repo) {
    return path.join(this.repos, `${repo}.git`);
  }

  /** The URL of `owner/name` (no credentials: the token goes in a header). */
  repoUrl(repo) {
    return `${this.url}/${repo}.git`;
  }

  /**
   * Creates an empty bare repository that, like GitHub, serves partial fetches (`filters: false` makes it refuse
   * them, like a plain git server); `readOnly` makes the server refuse pushes (HTTP 403); `maxInputSize` (`20m`)
   * makes it refuse a push that sends more, as GitHub refuses one over 2 GiB ("pack exceeds maximum allowed size").
   */
  async createRepo(repo, { defaultBranch = 'main', readOnly = false, filters = true, maxInputSize = '' } = {}) {
    const dir = this.gitDir(repo);
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await git(['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, dir]);
    if (filters) {
      await git(['--git-dir', dir, 'config', 'uploadpack.allowFilter', 'true']);
      await git(['--git-dir', dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true']);
    }
    if (readOnly) await git(['--git-dir', dir, 'config', 'http.receivepack', 'false']);
    if (maxInputSize) await git(['--git-dir', dir, 'config', 'receive.maxInputSize', maxInputSize]);
    return dir;
  }

  /**
   * Commits `files` (path → content) on top of `branch` (or as its first commit) straight into the bare
   * repository, as another deploy or a person would have; `keepExisting` keeps the tip's other files.
   * Returns the new commit's sha.
   */
  async commit(repo, branch, files, { message = 'Seed', keepExisting = false } = {}) {
    const gitDir = this.gitDir(repo);
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-seed-'));
    const work = path.join(scratch, 'tree');
    await fs.mkdir(work);
    const env = { GIT_DIR: gitDir, GIT_WORK_TREE: work, GIT_INDEX_FILE: path.join(scratch, 'index') };
    try {
      const parent = await this.tip(repo, branch);
      if (parent && keepExisting) await git(['read-tree', parent], { env });
      for (const [file, content] of Object.entries(files)) {
        await fs.mkdir(path.dirname(path.join(work, file)), { recursive: true });
        await fs.writeFile(path.join(work, file), content);
      }
      await git(['add', '--all', '--', '.'], { env, cwd: work });
      const tree = (await git(['write-tree'], { env })).trim();
      const commit = (
        await git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message], { env })
      ).trim();
      await git(['update-ref', `refs/heads/${branch}`, commit], { env });
      return commit;
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }

  /** The branch's tip sha, or empty. */
  async tip(repo, branch) {
    try {
      return (
        await git(['--git-dir', this.gitDir(repo), 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])
      ).trim();
    } catch {
      return '';
    }
  }

  /** The files of a commit: path → content (text). */
  async files(repo, ref) {
    const gitDir = this.gitDir(repo);
    const names = (await git(['--git-dir', gitDir, 'ls-tree', '-r', '-z', '--name-only', ref]))
      .split('\0')
      .filter(Boolean);
    const files = {};
    for (const name of names) files[name] = await git(['--git-dir', gitDir, 'show', `${ref}:${name}`]);
    return files;
  }

  /** The file paths of a commit, sorted. */
  async paths(repo, ref) {
    const out = await git(['--git-dir', this.gitDir(repo), 'ls-tree', '-r', '-z', '--name-only', ref]);
    return out.split('\0').filter(Boolean).sort();
  }

  /** The branch's commits, newest first: sha, parents, author, committer, message. */
  async log(repo, branch) {
    const out = await git([
      '--git-dir',
      this.gitDir(repo),
      'log',
      '-z',
      '--format=%H%x1f%P%x1f%an%x1f%ae%x1f%cn%x1f%ce%x1f%B',
      `refs/heads/${branch}`,
    ]);
    return out
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const [sha, parents, authorName, authorEmail, committerName, committerEmail, message] = record.split('\x1f');
        return {
          sha,
          parents: parents ? parents.split(' ') : [],
          authorName,
          authorEmail,
          committerName,
          committerEmail,
          message: (message ?? '').trim(),
        };
      });
  }

  /** The refs of a repository (`refs/heads/x` → sha). */
  async refs(repo) {
    const out = await git(['--git-dir', this.gitDir(repo), 'for-each-ref', '--format=%(refname) %(objectname)']);
    return Object.fromEntries(
      out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')),
    );
  }

  /** Whether any object or ref name of the repository holds one of `needles` (the objects' contents, unpacked). */
  async holdsAny(repo, needles) {
    const gitDir = this.gitDir(repo);
    const objects = await run('git', ['--git-dir', gitDir, 'cat-file', '--batch-all-objects', '--batch'], {
      env: isolatedGitEnv(),
      maxBuffer: 1024 * 1024 * 1024,
      encoding: 'buffer',
    });
    const refs = await git(['--git-dir', gitDir, 'for-each-ref', '--format=%(refname)']);
    return needles
      .filter(Boolean)
      .some((needle) => objects.stdout.includes(Buffer.from(needle)) || refs.includes(needle));
  }

  /** Runs `git fsck` on the repository; throws if it finds a problem. */
  async fsck(repo) {
    await git(['--git-dir', this.gitDir(repo), 'fsck', '--strict', '--no-progress']);
  }
}
