// A small wrapper around the git binary: argv arrays, an environment of its own, time limits, typed results. The
// runtime's node:child_process and node:readline load with the first git command, not at the step's start.
import type { ChildProcess, ChildProcessWithoutNullStreams } from 'node:child_process';
import { inheritedEnvironment } from '../hardening/environment.js';
import { trackOwnProcess } from '../processes/own-processes.js';
import { toolPath } from '../shared/tools.js';

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface GitOptions {
  /** Text written to git's standard input. */
  input?: string;
  /** Kill git after this long (the error then says it timed out); null for no limit. Ten minutes unless told. */
  timeoutMs?: number | null;
}

/** A git config entry handed to git through GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n, never written to a file. */
export type ConfigEntry = readonly [key: string, value: string];

/**
 * What went wrong with a git command: `local` for one that talks to no server, else what the server or the
 * network did (see errors.ts, which words the message).
 */
export type FailureKind =
  | 'auth'
  | 'permission'
  | 'not-found'
  | 'too-large'
  | 'push-too-large'
  | 'protected'
  | 'ssh-key'
  | 'host-key'
  | 'network'
  | 'missing-object'
  | 'local'
  | 'other';

/** The one error a git command ends in: its kind, and a message that never holds more than git's own stderr. */
export class GitError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'GitError';
  }

  /** A local command that exited non-zero or ran out of time. */
  static local(args: readonly string[], exitCode: number, stderr: string, timedOut: boolean): GitError {
    return new GitError(
      'local',
      timedOut
        ? `git ${args[0] ?? ''} did not finish in time and was stopped.`
        : `git ${args[0] ?? ''} failed (exit code ${exitCode}): ${stderr.trim() || 'no message'}`,
    );
  }
}

/**
 * Variables that would point git at another repository, prompt for a password, or read our pathspecs another way
 * (`GIT_LITERAL_PATHSPECS` makes `:(literal)CNAME` a path of that name: keep-files would keep nothing).
 */
const DROPPED =
  /^(GIT_DIR|GIT_WORK_TREE|GIT_INDEX_FILE|GIT_OBJECT_DIRECTORY|GIT_ALTERNATE_OBJECT_DIRECTORIES|GIT_NAMESPACE|GIT_CEILING_DIRECTORIES|GIT_ASKPASS|SSH_ASKPASS|GIT_(LITERAL|GLOB|NOGLOB|ICASE)_PATHSPECS)$/;

/**
 * The environment for git child processes: the parent's, less what would redirect or stall git, plus config
 * entries appended after any GIT_CONFIG_COUNT entries the user already set.
 */
export function gitEnvironment(
  base: NodeJS.ProcessEnv,
  config: readonly ConfigEntry[],
  extra: Record<string, string> = {},
): Record<string, string> {
  const env = inheritedEnvironment(base, DROPPED);
  let count = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10);
  if (!Number.isInteger(count) || count < 0) count = 0;
  // gc and maintenance off: nothing may write into the temporary repository in the background while it is deleted.
  const entries: ConfigEntry[] = [...config, ['gc.auto', '0'], ['maintenance.auto', 'false']];
  for (const [key, value] of entries) {
    env[`GIT_CONFIG_KEY_${count}`] = key;
    env[`GIT_CONFIG_VALUE_${count}`] = value;
    count += 1;
  }
  env.GIT_CONFIG_COUNT = String(count);
  env.GIT_TERMINAL_PROMPT = '0';
  env.GCM_INTERACTIVE = 'never';
  return { ...env, ...extra };
}

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

export class Git {
  constructor(
    private readonly env: Record<string, string>,
    private readonly cwd: string,
  ) {}

  /** The same git with more environment (for example GIT_DIR or an author). */
  with(extra: Record<string, string>): Git {
    return new Git({ ...this.env, ...extra }, this.cwd);
  }

  /**
   * Runs a command that talks to the server and returns its output whatever the exit code. It has no time limit of
   * its own: a transfer that keeps moving, however slowly, is never cut; a server that stops answering is stopped
   * by git itself (see `isolatedGitEnvironment`'s low-speed limit, and ssh's keep-alives), which is a network
   * failure that callers retry.
   */
  async remote(args: readonly string[]): Promise<GitResult> {
    return this.run(args, { timeoutMs: null });
  }

  /** Runs git and returns its output; throws GitError on a non-zero exit. */
  async exec(args: readonly string[], options: GitOptions = {}): Promise<GitResult> {
    const result = await this.run(args, options);
    if (result.exitCode !== 0) throw GitError.local(args, result.exitCode, result.stderr, result.timedOut);
    return result;
  }

  /** Runs git and returns its output whatever the exit code, except a timeout, which throws. */
  async tryExec(args: readonly string[], options: GitOptions = {}): Promise<GitResult> {
    const result = await this.run(args, options);
    if (result.timedOut) throw GitError.local(args, result.exitCode, result.stderr, true);
    return result;
  }

  /** Stdout of a command that must succeed, without the final newline. */
  async output(args: readonly string[], options: GitOptions = {}): Promise<string> {
    return (await this.exec(args, options)).stdout.replace(/\n$/, '');
  }

  /**
   * Streams NUL- or newline-separated records of git's stdout to `onRecord`, never holding all of them at once,
   * while `feed` writes git's stdin. Used for trees and for hashing whole sites.
   */
  async stream(
    args: readonly string[],
    handlers: {
      separator?: '\n' | '\0';
      onRecord: (record: string) => void;
      feed?: (write: (chunk: string | Buffer) => Promise<void>) => Promise<void>;
    },
    options: GitOptions = {},
  ): Promise<void> {
    const child = this.spawn(args);
    const stderr = collect(child.stderr, 64 * 1024);
    const timer = startTimer(child, options.timeoutMs);
    const separator = handlers.separator ?? '\n';
    const done = new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        resolve(code ?? 1);
      });
    });
    const reading = (async () => {
      if (separator === '\n') {
        const lines = process
          .getBuiltinModule('node:readline')
          .createInterface({ input: child.stdout, crlfDelay: Infinity });
        for await (const line of lines) handlers.onRecord(line);
      } else {
        let rest = '';
        child.stdout.setEncoding('utf8');
        for await (const chunk of child.stdout as AsyncIterable<string>) {
          const records = (rest + chunk).split('\0');
          rest = records.pop() ?? '';
          for (const record of records) handlers.onRecord(record);
        }
        if (rest) handlers.onRecord(rest);
      }
    })();
    const writing = (async () => {
      // git may exit early (on an error); its stdin then closes and writes fail: the exit code tells why.
      child.stdin.on('error', () => undefined);
      if (handlers.feed) {
        const stdin = child.stdin;
        // A write resolves once git has the chunk, so the feeder may reuse its memory (and never runs ahead).
        await handlers.feed(
          (chunk) =>
            new Promise<void>((resolve) => {
              if (stdin.destroyed) {
                resolve();
                return;
              }
              const finish = (): void => {
                stdin.off('close', finish);
                resolve();
              };
              stdin.on('close', finish);
              stdin.write(chunk, finish);
            }),
        );
      }
      child.stdin.end();
    })();
    const [exitCode] = await Promise.all([done, reading, writing]);
    clearTimeout(timer.handle);
    if (exitCode !== 0 || timer.fired) throw GitError.local(args, exitCode, await stderr, timer.fired);
  }

  /**
   * Starts a long-lived command that the caller drives through its stdin and stdout (`cat-file --batch`). It has no
   * time limit: it ends when its input does.
   */
  start(args: readonly string[]): ChildProcessWithoutNullStreams {
    return this.spawn(args);
  }

  private spawn(args: readonly string[]): ChildProcessWithoutNullStreams {
    const child = process.getBuiltinModule('node:child_process').spawn(toolPath('git'), args, {
      cwd: this.cwd,
      env: this.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    trackOwnProcess(child); // what the post step kills first, should this step be killed while git runs
    return child;
  }

  private async run(args: readonly string[], options: GitOptions): Promise<GitResult & { timedOut: boolean }> {
    const child = this.spawn(args);
    const stdout = collect(child.stdout, Number.POSITIVE_INFINITY);
    const stderr = collect(child.stderr, 256 * 1024);
    const timer = startTimer(child, options.timeoutMs);
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        resolve(code ?? 1);
      });
    });
    clearTimeout(timer.handle);
    return { exitCode, stdout: await stdout, stderr: await stderr, timedOut: timer.fired };
  }
}

/**
 * Kills git after `timeoutMs`, with the helpers it started (git-remote-http, ssh): on POSIX git runs in a process
 * group of its own, and the whole group goes, so nothing holds the pipes open or lingers after the step.
 */
function startTimer(
  child: ChildProcess,
  timeoutMs: number | null = DEFAULT_TIMEOUT_MS,
): { handle: NodeJS.Timeout | undefined; fired: boolean } {
  const timer: { handle: NodeJS.Timeout | undefined; fired: boolean } = { handle: undefined, fired: false };
  if (timeoutMs === null) return timer;
  timer.handle = setTimeout(() => {
    timer.fired = true;
    try {
      if (process.platform !== 'win32' && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, timeoutMs);
  return timer;
}

/** Gathers a stream's text, keeping at most `limit` characters (the tail), so chatty output cannot exhaust memory. */
async function collect(stream: NodeJS.ReadableStream, limit: number): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    text += chunk;
    if (text.length > limit) text = text.slice(text.length - limit);
  }
  return text;
}
