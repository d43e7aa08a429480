// Uploads the packed site as the Pages artifact, with `@actions/artifact` (the toolkit's client of the runner's
// artifact service), loaded only here, by a dynamic import: only a deploy through the Pages "GitHub Actions" source
// pays for its chunk.
//
// API, for the deployer (stable):
//   export async function uploadPagesArtifact(packed: PackedSite, options: {
//     runtime: { token: string; resultsUrl: string };  // ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL
//     name?: string;            // 'github-pages'
//     retentionDays?: number;   // 1, as upload-pages-artifact
//     signal: AbortSignal;
//   }): Promise<{ id: number; size: number }>
//   The packed tar's folder is removed when the upload ends, whatever its outcome.
//
// The runner's two variables are handed in, not read here: the main step starts over without them in its
// environment (reexec.ts), so the deployer carries them. The toolkit reads them from `process.env` only: they are
// set there for the upload alone, and taken out again when it ends (no user command runs meanwhile).
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../errors.js';
import * as core from '../runner.js';
import type { PackedSite } from './pack.js';

export interface UploadOptions {
  /** The runner's ACTIONS_RUNTIME_TOKEN (a secret: never logged, never on a command line) and ACTIONS_RESULTS_URL. */
  runtime: { token: string; resultsUrl: string };
  /** The artifact's name: `github-pages`, the name the Pages deployment looks for by default. */
  name?: string;
  /** How long the artifact is kept: 1 day, as upload-pages-artifact keeps it (Pages copies it when it deploys). */
  retentionDays?: number;
  signal: AbortSignal;
}

export interface UploadedArtifact {
  /** The artifact's id, which the Pages deployment is created with. */
  id: number;
  /** The bytes uploaded (the zip the artifact service stores, holding the tar). */
  size: number;
}

/** Node's channel on which every HTTP request the process starts is announced. */
const REQUEST_STARTED = 'http.client.request.start';

/**
 * Uploads `packed` (its file, `artifact.tar`) as the artifact `name`, as upload-pages-artifact uploads it. A
 * cancel ends the upload at once: every request the upload has open or opens later is destroyed, so the artifact
 * is never finalized, and the tar is removed.
 */
export async function uploadPagesArtifact(packed: PackedSite, options: UploadOptions): Promise<UploadedArtifact> {
  const { signal } = options;
  const folder = path.dirname(packed.file);
  try {
    signal.throwIfAborted();
    core.setSecret(options.runtime.token);
    const { DefaultArtifactClient } = await import('@actions/artifact');
    signal.throwIfAborted();
    const client = new DefaultArtifactClient();
    const name = options.name ?? 'github-pages';
    const upload = withRuntime(options.runtime, () =>
      untilCancelled(signal, () =>
        client.uploadArtifact(name, [packed.file], folder, { retentionDays: options.retentionDays ?? 1 }),
      ),
    );
    const result = await upload;
    if (result.id === undefined) throw new Error('the artifact service gave the uploaded artifact no id');
    core.info(`Uploaded the Pages artifact "${name}" (id ${String(result.id)}, ${String(result.size ?? 0)} bytes).`);
    return { id: result.id, size: result.size ?? 0 };
  } catch (error) {
    if (signal.aborted) throw signal.reason as Error;
    throw new Error(
      `Could not upload the Pages artifact to the runner's artifact service: ${errorMessage(error)}. The ` +
        `deploy through the "GitHub Actions" source needs the job's artifact service (a GitHub-hosted or ` +
        `self-hosted runner of github.com); on a runner without it, deploy from a branch (input ` +
        `"pages-source: branch").`,
      { cause: error },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs `upload` with the runner's variables in `process.env`, where the toolkit reads them, and no longer. */
async function withRuntime<T>(runtime: UploadOptions['runtime'], upload: () => Promise<T>): Promise<T> {
  const names = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;
  const before = names.map((name) => process.env[name]);
  process.env.ACTIONS_RUNTIME_TOKEN = runtime.token;
  process.env.ACTIONS_RESULTS_URL = runtime.resultsUrl;
  try {
    return await upload();
  } finally {
    names.forEach((name, index) => {
      const value = before[index];
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    });
  }
}

/** How long a cancelled upload is given to give up before its tar is removed anyway. */
const GIVE_UP_MS = 5000;

/**
 * Runs `upload`, and ends it on a cancel: the toolkit takes no signal, so each HTTP request it starts (known by
 * the asynchronous context it starts in, this upload's) is tracked, and a cancel destroys those open and any it
 * starts after. A cancel rejects with its reason once the toolkit has given up (at once: see `cancelError`), or
 * after GIVE_UP_MS.
 */
async function untilCancelled<T>(signal: AbortSignal, upload: () => Promise<T>): Promise<T> {
  const context = new AsyncLocalStorage<true>();
  const open = new Set<ClientRequest>();
  const onRequest = (message: unknown): void => {
    if (context.getStore() !== true) return;
    const { request } = message as { request: ClientRequest };
    if (signal.aborted) {
      request.destroy(cancelError(request, signal));
      return;
    }
    open.add(request);
    request.once('close', () => open.delete(request));
  };
  const onAbort = (): void => {
    for (const request of open) request.destroy(cancelError(request, signal));
    open.clear();
  };
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    const start = (): void => {
      timer = setTimeout(() => {
        reject(signal.reason as Error);
      }, GIVE_UP_MS);
    };
    if (signal.aborted) start();
    else signal.addEventListener('abort', start, { once: true });
  });
  subscribe(REQUEST_STARTED, onRequest);
  signal.addEventListener('abort', onAbort, { once: true });
  const running = context.run(true, upload);
  running.catch(() => undefined); // when the cancel's time ran out first, its end is of no interest
  giveUp.catch(() => undefined);
  try {
    return await Promise.race([running, giveUp]);
  } catch (error) {
    if (!signal.aborted) throw error;
    throw signal.reason as Error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    if (!signal.aborted) unsubscribe(REQUEST_STARTED, onRequest);
    // After a cancel, what the toolkit still tries is destroyed as it starts, until it has given up.
    else setTimeout(() => unsubscribe(REQUEST_STARTED, onRequest), GIVE_UP_MS).unref();
  }
}

/**
 * The error a cancelled request ends with, coded so that the toolkit gives up at once instead of retrying: its
 * artifact service client retries any error but a connection's (`NetworkError`'s codes: ECONNRESET), waiting 3 s
 * and more between its 5 tries; the blob client (Azure's) retries a connection's errors but not an abort's.
 */
function cancelError(request: ClientRequest, signal: AbortSignal): Error {
  const code = request.path.startsWith('/twirp/') ? 'ECONNRESET' : 'ABORT_ERR';
  return Object.assign(new Error(`The upload was cancelled (${errorMessage(signal.reason)})`), { code });
}
