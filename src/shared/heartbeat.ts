// A line now and then while a long step is silent (an install, a build, an upload), so that a slow step can be told
// from a hung one; nothing while the step's own output moves.
import * as core from './runner.js';

/** How long a step may be silent before a line says it is still at work: 12 s, as the toolkit's progress lines. */
const QUIET_MS = 12_000;

/**
 * The silence before a line: QUIET_MS, or what `PAGES_PUSH_HEARTBEAT_MS` says (the end-to-end tests set it, so that
 * a test of a silent build does not have to wait as long as a real one).
 */
export function quietMs(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.PAGES_PUSH_HEARTBEAT_MS);
  return Number.isSafeInteger(ms) && ms >= 100 ? ms : QUIET_MS;
}

/** A duration as a person reads it in a log: `45 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

/** The line for a step `what` at work for `elapsedMs`, with what it has done (`detail`) when that is known. */
export function heartbeatLine(what: string, elapsedMs: number, detail?: string): string {
  return `Still ${what}: ${formatDuration(elapsedMs)} so far${detail ? `, ${detail}` : ''}.`;
}

export interface Heartbeat {
  /** The step's own output moved: the silence starts again. */
  moved: () => void;
  stop: () => void;
}

/**
 * Starts the heartbeat of the step `what` ("running the build command (hexo generate)"): after each stretch of
 * `quietMs` without `moved()`, one line (`heartbeatLine`), with `progress()` when it has something to say.
 */
export function startHeartbeat(what: string, progress?: () => string | undefined): Heartbeat {
  const quiet = quietMs(process.env);
  const started = Date.now();
  let last = started;
  const timer = setInterval(
    () => {
      const now = Date.now();
      if (now - last < quiet) return;
      last = now;
      core.info(heartbeatLine(what, now - started, progress?.()));
    },
    Math.min(1000, Math.ceil(quiet / 4)),
  );
  timer.unref();
  return {
    moved: () => {
      last = Date.now();
    },
    stop: () => {
      clearInterval(timer);
    },
  };
}

/** Runs `work` under a heartbeat of its own (see `startHeartbeat`), stopped when it ends. */
export async function withHeartbeat<T>(
  what: string,
  work: (beat: Heartbeat) => Promise<T>,
  progress?: () => string | undefined,
): Promise<T> {
  const beat = startHeartbeat(what, progress);
  try {
    return await work(beat);
  } finally {
    beat.stop();
  }
}
