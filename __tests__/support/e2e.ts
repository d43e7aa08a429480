// The frame every end-to-end test file shares: one git server per file, fresh job folders per test, cleaned up.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { GitServer } from './git-server.mjs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  filesContaining,
  makeJob,
  removeJob,
  REPO_ROOT,
  useNetwork,
  type ActionResult,
  type Job,
} from './run-action.mjs';
import { GITHUB_API, GITHUB_DOT_COM, TlsFront } from './tls-front.mjs';

export interface EndToEnd {
  /** The file's git server, started before its first test. */
  readonly server: GitServer;
  /** A job's workspace, RUNNER_TEMP and HOME; a copy of the fixture (the Hexo blog unless told). */
  job(options?: { fixture?: string; linkNodeModules?: boolean }): Promise<Job>;
  /** An `owner/name` no other test of the file uses. */
  repoName(prefix: string): string;
  /** The front the file's stand-ins are reached through (with `asGitHubDotCom`), started before its first test. */
  readonly front: TlsFront;
}

export interface EndToEndOptions {
  /** The one token the file's git server accepts (VALID_TOKEN unless told). */
  token?: string;
  /**
   * The file's git server plays github.com, as a runner reaches it: `server.url` is https://github.com and
   * `server.repoUrl` https://github.com/<owner>/<name>.git, reached through a TlsFront on loopback (each job gets
   * its proxy and certificate); a GitHubApi started on the server plays https://api.github.com through it, and a
   * job of `serverUrl: server.url` gets that GITHUB_API_URL, as on a runner. Without it, the server is a host on
   * loopback, which is not github.com: no github.io address, no github.com rule.
   */
  asGitHubDotCom?: boolean;
  /** Further names the front serves the git server as, over https (a GitHub Enterprise host; needs the front). */
  alsoAs?: string[];
}

export function useEndToEnd(options: EndToEndOptions = {}): EndToEnd {
  let server: GitServer | undefined;
  let front: TlsFront | undefined;
  const jobs: Job[] = [];
  let counter = 0;
  beforeAll(async () => {
    server = await GitServer.start(options);
    if (!options.asGitHubDotCom) return;
    const alsoAs = options.alsoAs ?? [];
    front = await TlsFront.start([GITHUB_DOT_COM, GITHUB_API, ...alsoAs]);
    for (const name of [GITHUB_DOT_COM, ...alsoAs]) front.route(name, server.port);
    server.playAs(`https://${GITHUB_DOT_COM}`, front);
    useNetwork(front.env);
  });
  afterAll(async () => {
    useNetwork();
    await front?.stop();
    await server?.stop();
  });
  afterEach(async () => {
    for (const job of jobs.splice(0)) await removeJob(job);
  });
  return {
    get server(): GitServer {
      if (!server) throw new Error('the git server is started in beforeAll');
      return server;
    },
    get front(): TlsFront {
      if (!front) throw new Error('the front is started in beforeAll, with asGitHubDotCom');
      return front;
    },
    async job(options = { fixture: 'hexo-blog' }): Promise<Job> {
      const job = await makeJob(options);
      jobs.push(job);
      return job;
    },
    repoName(prefix: string): string {
      counter += 1;
      return `octo/${prefix}-${counter}`;
    },
  };
}

/** What the fixture Hexo blog publishes (with .nojekyll). */
export const HEXO_SITE_FILES = [
  '.nojekyll',
  '2026/01/05/hello-world/index.html',
  '2026/02/10/second-post/index.html',
  '2026/03/01/third-post/index.html',
  'about/index.html',
  'index.html',
];

/** What the fixture static site publishes (with .nojekyll). */
export const STATIC_SITE_FILES = ['.nojekyll', 'assets/run.sh', 'assets/style.css', 'index.html'];

/** Every form of a token that must never be found: itself, URL-encoded, and the base64 forms. */
export function tokenForms(token: string): string[] {
  return [
    token,
    encodeURIComponent(token),
    Buffer.from(`x-access-token:${token}`).toString('base64'),
    Buffer.from(token).toString('base64'),
  ];
}

/** The base64 lines of a private key's body, the part that is secret. */
export function keyBodyLines(privateKey: string): string[] {
  return privateKey.split('\n').filter((line) => line.length >= 40 && !line.startsWith('-----'));
}

/**
 * After main and post: no file under the job (workspace, RUNNER_TEMP, HOME, the runner's files), no object or
 * ref of the remote repository, and no line the step printed holds any of `secrets`.
 */
export async function expectNoSecretAnywhere(
  job: Job,
  result: ActionResult,
  secrets: string[],
  remote?: { server: GitServer; repo: string },
): Promise<void> {
  expect(await filesContaining(job.root, secrets)).toEqual([]);
  if (remote) expect(await remote.server.holdsAny(remote.repo, secrets)).toBe(false);
  const printed = [result.stdout, result.stderr, result.post?.stdout ?? '', result.post?.stderr ?? '']
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'));
  for (const secret of secrets) expect(printed.filter((line) => line.includes(secret))).toEqual([]);
}

/**
 * The environment of a step with pnpm on PATH, as `corepack enable` or pnpm/action-setup puts it (the pnpm this
 * repository pins), and pnpm's store shared between runs like npm's cache.
 */
export async function withPnpm(job: Job): Promise<Record<string, string>> {
  const bin = path.join(job.root, 'bin');
  await fs.mkdir(bin, { recursive: true });
  await fs.symlink(path.join(REPO_ROOT, 'node_modules', '.bin', 'pnpm'), path.join(bin, 'pnpm'));
  return {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_store_dir: path.join(os.tmpdir(), 'pages-push-pnpm-store'),
  };
}

/** A pre-receive hook in the bare repository `gitDir` that runs `line` (a shell `case`, which may refuse) for each ref a push updates. */
export async function refuseInHook(gitDir: string, line: string): Promise<void> {
  const hook = ['#!/bin/sh', 'while read old new ref; do', line, 'done'].join('\n');
  await fs.writeFile(path.join(gitDir, 'hooks', 'pre-receive'), `${hook}\n`, { mode: 0o755 });
}

/**
 * A repository of the file's server with a live site, and a static-site job whose config file `site.conf` holds the
 * token's placeholder (for a build to read the token from, as an attacker's would).
 */
export async function staticJobWithPlaceholder(
  e2e: EndToEnd,
  prefix: string,
): Promise<{ repo: string; tip: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'site.conf'), 'token: GITHUB_ACCESS_TOKEN\n');
  return { repo, tip, work };
}

/**
 * The processes of `job` still running, as their command lines: those with its RUNNER_TEMP in their environment (the
 * step's, and what it started), and any whose command line names its folders (an archiver the toolkit started with
 * an environment of its own).
 */
export function processesOf(job: Job): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ');
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
      if (environ.includes(`RUNNER_TEMP=${job.runnerTemp}\0`) || command.includes(job.root)) found.push(command);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

/** Whether a generator (a tool the runner installs, such as hugo or mkdocs) is on PATH: its tests are skipped without. */
export function installed(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a cancelled run's signal came after its work was done (on the clock of Date.now()): after the last mark
 * before the report (`pushed`, `deployed`, `uploaded`: what it published has landed, and there is nothing left to
 * cancel; the report that follows writes the outputs, which say so), or at the process's exit, which a SIGINT ends
 * however it ran. Such a run is not a cancel a test can judge.
 */
export function sentAfterWork(result: ActionResult): boolean {
  const sentAt = result.signalsAt[0];
  if (sentAt === undefined) return false;
  const line = result.stdout.split('\n').find((each) => each.startsWith('::debug::timings ')) ?? '';
  const { marks } = JSON.parse(line.slice('::debug::timings '.length) || '{"marks":[]}') as {
    marks: [string, number][];
  };
  const work = marks.filter(([phase]) => phase !== 'reported');
  const done = marks.length > work.length ? work.at(-1)?.[1] : undefined;
  return sentAt >= (done ?? Number.POSITIVE_INFINITY);
}

/** A run's timings line (`::debug::timings`), as each mark's time after its first mark; empty without one. */
export function marksAfterFirst(stdout: string): Map<string, number> {
  const line = stdout.split('\n').find((each) => each.startsWith('::debug::timings ')) ?? '';
  const { marks } = JSON.parse(line.slice('::debug::timings '.length) || '{"marks":[]}') as {
    marks: [string, number][];
  };
  const [, first = 0] = marks[0] ?? [];
  return new Map(marks.map(([phase, at]) => [phase, at - first]));
}

/**
 * When to cancel a run at each mark: the mark's time after the first one, as the latest run that reached it took it
 * (`learn` each run), else as the reference run did. A loaded machine's speed drifts over a loop of runs; the delays
 * of the runs just before follow it, where one reference run's let later cancels fall after the work.
 */
export function markDelays(reference: string): { delayOf(phase: string): number; learn(stdout: string): void } {
  const delays = marksAfterFirst(reference);
  return {
    delayOf: (phase) => delays.get(phase) ?? 0,
    learn: (stdout) => {
      for (const [phase, after] of marksAfterFirst(stdout)) delays.set(phase, after);
    },
  };
}
