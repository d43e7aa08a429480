// The environment of the processes a toolkit library starts on its own (the Actions cache's tar and zstd): only
// what they need, never the runner's tokens, which the library itself keeps reading from process.env for its HTTP calls.
import type { AsyncLocalStorage } from 'node:async_hooks';
import { inheritedEnvironment } from './environment.js';

/**
 * What an archiver needs from the environment: where programs are (tar runs its compressor by name), the locale and
 * time zone it writes names and times in, its scratch folder, and on Windows what the system needs to start a
 * program at all. The token input, the runtime token and the OIDC request token are none of these.
 */
const FOR_AN_ARCHIVER =
  /^(PATH|Path|LANG|LANGUAGE|LC_[A-Z_]+|TZ|TMPDIR|TEMP|TMP|MSYS|SystemRoot|SYSTEMROOT|windir|ComSpec|PATHEXT)$/;

type Spawn = typeof import('node:child_process').spawn;
type SpawnOptions = import('node:child_process').SpawnOptions;

let context: AsyncLocalStorage<true> | undefined;

/** `env` (or ours, the library's default) narrowed to FOR_AN_ARCHIVER. */
export function archiverEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const narrowed: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && FOR_AN_ARCHIVER.test(name)) narrowed[name] = value;
  }
  return narrowed;
}

/**
 * Runs `work` (a call of the toolkit) with every process it starts given only `archiverEnvironment`. The library
 * spawns through `@actions/exec` with a copy of process.env made at its call, so the process.env of the library's
 * own HTTP calls cannot be told from the children's: the spawn itself is where they part. It is the runtime's
 * `child_process.spawn`, replaced for the call's length; a spawn of ours that runs meanwhile (the target check's
 * git) is told apart by the call's async context, and gets its own environment less the runner's tokens and our
 * inputs, which it never holds anyway.
 *
 * The job's cancel (`signal`) kills the call's archivers at once (tar, and with its pipe gone the compressor it
 * runs), and the call starts none after it: the library takes no signal, and a restore would otherwise go on
 * unpacking into the workspace after the step has said it was cancelled.
 */
export async function withArchiverSpawns<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
  const store = (context ??= new AsyncLocalStorage<true>());
  const childProcess = process.getBuiltinModule('node:child_process');
  const original = childProcess.spawn;
  const archivers = new Set<ReturnType<Spawn>>();
  const narrowing = function (this: unknown, file: string, ...rest: unknown[]) {
    const args = Array.isArray(rest[0]) ? (rest.shift() as string[]) : [];
    const options = (rest[0] ?? {}) as SpawnOptions;
    const base = options.env ?? process.env;
    const ours = store.getStore() === true;
    const env = ours ? archiverEnvironment(base) : inheritedEnvironment(base);
    const spawn = original as (...all: unknown[]) => ReturnType<Spawn>;
    // After the cancel, the archiver is not started: in its place a Node that fails at once, with nothing of ours,
    // so that the library's call fails as a failed command does (a throw here would be an unhandled rejection in
    // its promise executor).
    const child =
      ours && signal.aborted
        ? spawn.call(this, process.execPath, ['-e', 'process.exitCode = 1'], { ...options, env: {}, shell: false })
        : spawn.call(this, file, args, { ...options, env });
    if (ours) {
      archivers.add(child);
      child.once('exit', () => archivers.delete(child));
    }
    return child;
  } as Spawn;
  const stop = (): void => {
    for (const child of archivers) child.kill('SIGKILL');
  };
  childProcess.spawn = narrowing;
  signal.addEventListener('abort', stop, { once: true });
  try {
    return await store.run(true, work);
  } finally {
    signal.removeEventListener('abort', stop);
    if (childProcess.spawn === narrowing) childProcess.spawn = original;
  }
}
