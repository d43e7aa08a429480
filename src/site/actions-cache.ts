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
    return await raceCancel(
      signal,
      asToolkit(() => toolkit.restoreCache(paths, key, restoreKeys)),
    );
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
    const id = await raceCancel(
      signal,
      asToolkit(() => toolkit.saveCache(paths, key)),
    );
    return id !== -1;
  } catch (error) {
    throwIfCancelled(signal);
    core.warning(`Could not save ${paths.join(', ')} to the Actions cache: ${errorMessage(error)}.`);
    return false;
  }
}

/**
 * Runs a call of the toolkit with every process it starts (tar, zstd) given only what they need: no inputs (the token
 * among them), no runtime or OIDC request token (see hardening/toolkit-spawns.ts); with a PATH of only the folders where tar
 * and its compressors were found before the first user command (see shared/tools.ts: the toolkit runs them by name, after
 * the install and the build), and with the error annotations it writes
 * for a server error (`Failed to restore: …` on a 5xx answer) written as warnings: the cache never fails a deploy,
 * nor marks it red. The toolkit's archive goes to a folder it makes in RUNNER_TEMP, which it leaves behind (it
 * deletes the archive only): RUNNER_TEMP is a folder of ours for the call, deleted after it.
 */
async function asToolkit<T>(work: () => Promise<T>): Promise<T> {
  const runnerTemp = process.env.RUNNER_TEMP;
  const scratch = runnerTemp ? await mkdtemp(path.join(runnerTemp, 'pages-push-cache-')) : undefined;
  if (scratch) process.env.RUNNER_TEMP = scratch;
  const searched = process.env.PATH;
  holdTools(); // every program of ours found on the whole PATH, before it is narrowed for the toolkit's call
  if (process.platform !== 'win32') process.env.PATH = toolFolders(['tar', 'zstd', 'gzip']);
  const write = process.stdout.write.bind(process.stdout);
  const asWarning = (chunk: unknown): unknown =>
    typeof chunk === 'string' ? chunk.replace(/^::error::/gm, '::warning::') : chunk;
  process.stdout.write = (chunk: unknown, ...rest: unknown[]) =>
    (write as (...args: unknown[]) => boolean)(asWarning(chunk), ...rest);
  try {
    return await withArchiverSpawns(work);
  } finally {
    process.stdout.write = write;
    if (searched === undefined) Reflect.deleteProperty(process.env, 'PATH');
    else process.env.PATH = searched;
    if (scratch) {
      process.env.RUNNER_TEMP = runnerTemp;
      await rm(scratch, { recursive: true, force: true });
    }
  }
}

/**
 * `work`, or the cancel's reason as soon as the job is cancelled: the toolkit takes no signal, so its call is left
 * to end with the step. (The Pages artifact's upload, which must also end its requests, has its own:
 * `untilCancelled` in pages-artifact/upload.ts.)
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
