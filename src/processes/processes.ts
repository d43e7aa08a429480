// The user's commands (install, build, deploy-command) as processes: each runs in a session and a process group of
// its own, and every process it started ends with it, so nothing it left behind can read or write once our own
// work resumes. A cancelled job (SIGINT, then SIGTERM, from the runner) stops them at once: the entry (index.ts) makes
// one AbortSignal of the runner's signals, and every wait is given it.
import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { holdReaderCode } from '../shared/bundle.js';
import { holdTools } from '../shared/tools.js';
import { shutInspector } from '../hardening/no-inspector.js';
import { groupStamp, killMarked, killSessions, STEP_MARK, stepMark, type GroupStamp } from './process-stamps.js';
import { saveUserGroups } from '../shared/state.js';

/** The sessions of every user command this step started, ended or not: what is left of them is killed again. */
const started: GroupStamp[] = [];

export interface CommandResult {
  /** The exit code, or 128 + the signal's number when a signal ended it. */
  exitCode: number;
  /** The command ran past its time limit, and was killed with everything it started. */
  timedOut?: boolean;
  /** How many processes it left running in a session of their own (setsid), found by the step's mark and killed. */
  leftRunning: number;
}

export interface UserCommandOptions {
  cwd: string;
  env: Record<string, string>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** What the command reads on its standard input (none: it reads nothing). */
  input?: string;
  /** How long it may run before it is killed, with every process it started. */
  timeoutMs?: number;
  /** The job's cancel: the command is killed, with every process it started, and none starts after it. */
  signal: AbortSignal;
}

/**
 * Runs `file` with `args` in a process group of its own, its output passed to `stdout`/`stderr` (which stay open).
 * When the command exits, the whole group is killed: a background process it started (a watcher, a server, a
 * `sleep && cat` of the token) dies with it. Rejects when the command cannot start.
 */
export async function runUserCommand(
  file: string,
  args: readonly string[],
  options: UserCommandOptions,
): Promise<CommandResult> {
  throwIfCancelled(options.signal);
  // What of dist/ a thread of ours may run after the command is read before it (see shared/bundle.ts), and the programs
  // we run with a credential in reach (git, ssh, the cache's tar) are found on PATH before it (see shared/tools.ts).
  holdReaderCode();
  holdTools();
  shutInspector();
  // node:child_process loads with the first command, not at the step's start (see git/git.ts).
  const child = process.getBuiltinModule('node:child_process').spawn(file, args, {
    cwd: options.cwd,
    // The step's mark, which every process the command starts inherits: one that leaves the command's session is
    // still found by it (see killMarked).
    env: { ...options.env, [STEP_MARK]: stepMark() },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  // Read at once: the leader exists until we reap it. Saved so that a post step can stop what a killed main left.
  const stamp = child.pid === undefined ? undefined : groupStamp(child.pid);
  if (stamp) started.push(stamp);
  saveUserGroups(started);
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => {
      resolve();
    }),
  );
  child.stdout?.pipe(options.stdout, { end: false });
  child.stderr?.pipe(options.stderr, { end: false });
  // A command that exits without reading it all closes the pipe: not our failure.
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(options.input);
  const stop = (): void => {
    killGroup(child, stamp);
  };
  options.signal.addEventListener('abort', stop, { once: true });
  const limit = { reached: false };
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          limit.reached = true;
          killGroup(child, stamp);
        }, options.timeoutMs);
  try {
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        resolve(code ?? 128 + signalNumber(signal));
      });
    });
    clearTimeout(timer);
    const leftRunning = killGroup(child, stamp);
    await drained(child, closed);
    return limit.reached ? { exitCode, timedOut: true, leftRunning } : { exitCode, leftRunning };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
    killGroup(child, stamp);
  }
}

/**
 * Kills again whatever is left of every user command this step ran: called right before a credential is opened,
 * so that a process that slipped out while the command ended (a `set -m` job forking as it was killed) cannot be
 * there to read it.
 */
export function stopLeftovers(): void {
  killSessions(started);
  killMarked(started);
}

/** The runner's signal that cancelled the job (the reason `signal` was aborted with), or '' while it runs. */
export function cancelSignalName(signal: AbortSignal): string {
  return signal.aborted ? String(signal.reason) : '';
}

/** Throws when the job was cancelled: no further work starts. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted)
    throw new Error(`The job was cancelled (${cancelSignalName(signal)}): stopped before the next step.`);
}

/** Waits `ms`, or throws at once when the job is cancelled (see `throwIfCancelled`). */
export async function waitUnlessCancelled(ms: number, signal: AbortSignal): Promise<void> {
  const { setTimeout: wait } = process.getBuiltinModule('node:timers/promises');
  await wait(ms, undefined, { signal }).catch(() => undefined);
  throwIfCancelled(signal);
}

/**
 * Kills the command's group, every process of its session (a `set -m` job has a group of its own in it), and every
 * process that holds the step's mark; returns how many of those were outside the step's sessions.
 */
function killGroup(child: ChildProcess, stamp: GroupStamp | undefined): number {
  if (child.pid === undefined) return 0;
  try {
    if (process.platform === 'win32') child.kill('SIGKILL');
    else process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  if (stamp) killSessions([stamp]);
  return killMarked(started);
}

/**
 * Waits until the command's output has all been passed on. A process that left the group (setsid) and kept the
 * pipes open does not hold the step: after a short grace the pipes are closed on our side.
 */
async function drained(child: ChildProcess, closed: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve();
    }, 2000);
  });
  await Promise.race([closed, grace]);
  clearTimeout(timer);
}

/** The signal's number, as a shell reports a process it ended (128 + it); 1 when there was none. */
function signalNumber(signal: NodeJS.Signals | null): number {
  return signal ? constants.signals[signal] : 1;
}
