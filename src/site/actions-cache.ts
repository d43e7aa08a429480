// The runner's Actions cache, through the toolkit's `@actions/cache`, loaded only here, by a dynamic import: only a
// run that restores or saves pays for its chunk. A failure of the service (down, a bad answer) is a warning: the
// cache only ever saves time, and a deploy never fails for it.
import { mkdtemp, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../shared/errors.js';
import * as core from '../shared/runner.js';
import { throwIfCancelled } from '../processes/processes.js';
import { holdTools, toolFolders } from '../shared/tools.js';
import { withArchiverSpawns } from '../hardening/toolkit-spawns.js';

/**
 * Whether the runner offers the cache to this step: its runtime token and the service's address (the results
 * service for the cache service v2, which `ACTIONS_CACHE_SERVICE_V2` selects; else the older cache service's).
 * The toolkit reads them from `process.env`, where hardening/reexec.ts keeps them for the main step alone (no child of
 * ours inherits them: see hardening/environment.ts).
 */
export function cacheOffered(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && (env.ACTIONS_RESULTS_URL || env.ACTIONS_CACHE_URL));
}

/**
 * Loads `@actions/cache` (its chunk of dist/) now, before the site's commands run: they could rewrite dist/, and a
 * save after the install or the build would otherwise load what they left.
 */
export async function loadCacheClient(): Promise<void> {
  await import('@actions/cache');
}

/**
 * Restores `paths` (relative to the workspace, the step's working folder) from the entry `key`, else the newest
 * whose key starts with one of `restoreKeys`; the key it restored, or undefined (no entry, or a failure: warned).
 */
export async function restoreCache(
  paths: string[],
  key: string,
  restoreKeys: string[],
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    const toolkit = await import('@actions/cache');
    throwIfCancelled(signal);
    return await asToolkit(() => toolkit.restoreCache(paths, key, restoreKeys), signal);
  } catch (error) {
    throwIfCancelled(signal);
    core.warning(`Could not restore ${paths.join(', ')} from the Actions cache: ${errorMessage(error)}.`);
    return undefined;
  }
}

/** Saves `paths` as the entry `key`; whether it was saved (a failure is warned by the toolkit or here). */
export async function saveCache(paths: string[], key: string, signal: AbortSignal): Promise<boolean> {
  try {
    const toolkit = await import('@actions/cache');
    throwIfCancelled(signal);
    const id = await asToolkit(() => toolkit.saveCache(paths, key), signal);
    return id !== -1;
  } catch (error) {
    throwIfCancelled(signal);
    core.warning(`Could not save ${paths.join(', ')} to the Actions cache: ${errorMessage(error)}.`);
    return false;
  }
}

/**
 * Runs a call of the toolkit with every process it starts (tar, zstd) given only what they need: no inputs (the token
 * among them), no runtime or OIDC request token (see hardening/toolkit-spawns.ts); with a PATH of only the folders
 * where tar and its compressors were found before the first user command (see shared/tools.ts: the toolkit runs them
 * by name, after the install and the build), and with the error annotations it writes for a server error (`Failed to
 * restore: …` on a 5xx answer) written as warnings: the cache never fails a deploy, nor marks it red. Only the
 * toolkit's own lines are rewritten (told apart by the call's async context): the step's, meanwhile, are not. The
 * toolkit's archive goes to a folder it makes in RUNNER_TEMP, which it leaves behind (it deletes the archive only):
 * RUNNER_TEMP is a folder of ours for the call, deleted after it.
 *
 * The toolkit takes no signal. On the job's cancel the call is left at once, its archivers killed and none started
 * after (toolkit-spawns.ts), and its lines are no longer shown (its failure then is the cancel's); the step ends
 * once it has said it was cancelled, whatever the toolkit still holds (see index.ts).
 */
async function asToolkit<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  const runnerTemp = process.env.RUNNER_TEMP;
  const scratch = runnerTemp ? await mkdtemp(path.join(runnerTemp, 'pages-push-cache-')) : undefined;
  if (scratch) process.env.RUNNER_TEMP = scratch;
  const searched = process.env.PATH;
  holdTools(); // every program of ours found on the whole PATH, before it is narrowed for the toolkit's call
  if (process.platform !== 'win32') process.env.PATH = toolFolders(['tar', 'zstd', 'gzip']);
  const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
  const fromToolkit = new AsyncLocalStorage<true>();
  const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
  const rewritten = ((chunk: unknown, ...rest: unknown[]): boolean => {
    if (fromToolkit.getStore() !== true) return write(chunk, ...rest);
    if (!signal.aborted)
      return write(typeof chunk === 'string' ? chunk.replace(/^::error::/gm, '::warning::') : chunk, ...rest);
    const done = rest.find((each) => typeof each === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = rewritten;
  const call = fromToolkit.run(true, () => withArchiverSpawns(work, signal));
  // Its lines are rewritten until the call itself ends, which may come after the cancel left it.
  void call
    .catch(() => undefined)
    .finally(() => {
      if (process.stdout.write === rewritten) process.stdout.write = write;
    });
  try {
    return await raceCancel(signal, call);
  } finally {
    if (searched === undefined) Reflect.deleteProperty(process.env, 'PATH');
    else process.env.PATH = searched;
    if (scratch) {
      process.env.RUNNER_TEMP = runnerTemp;
      await rm(scratch, { recursive: true, force: true });
    }
  }
}

/**
 * `work`, or the cancel's reason as soon as the job is cancelled. (The Pages artifact's upload, which must also end
 * its requests, has its own: `untilCancelled` in pages-artifact/upload.ts.)
 */
async function raceCancel<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  let onAbort: (() => void) | undefined;
  const cancelled = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  cancelled.catch(() => undefined);
  try {
    return await Promise.race([work, cancelled]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
