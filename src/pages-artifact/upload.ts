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
// environment (hardening/reexec.ts), so the deployer carries them. The toolkit reads them from `process.env` only: they
// are set there for the upload alone, and taken out again when it ends (no user command runs meanwhile).
//
// The runtime token goes to the results service's origin only (`keepingTokenHome`): the toolkit's artifact service
// client puts it back on a redirect to any host (its handler re-adds the authorization @actions/http-client took
// off), so every request of the upload that would carry an authorization elsewhere is refused before it is sent.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import type { Socket } from 'node:net';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { formatBytes } from '../shared/bytes.js';
import { errorMessage } from '../shared/errors.js';
import * as core from '../shared/runner.js';
import type { PackedSite } from './pack.js';
import { throwIfCancelled } from '../processes/processes.js';
import { withHeartbeat } from '../shared/heartbeat.js';
import { toolkitLinesAtDebug } from '../shared/toolkit-lines.js';

export interface UploadOptions {
  /** The runner's ACTIONS_RUNTIME_TOKEN (a secret: never logged, never on a command line) and ACTIONS_RESULTS_URL. */
  runtime: { token: string; resultsUrl: string };
  /** The artifact's name: `github-pages`, the name the Pages deployment looks for by default. */
  name?: string;
  /** How long the artifact is kept: 1 day, as upload-pages-artifact keeps it (Pages copies it when it deploys). */
  retentionDays?: number;
  /** Further files of the tar's folder uploaded beside it (a build job's manifest, see site-artifact.ts). */
  beside?: readonly string[];
  signal: AbortSignal;
}

export interface UploadedArtifact {
  /** The artifact's id, which the Pages deployment is created with. */
  id: number;
  /** The bytes uploaded (the zip the artifact service stores, holding the tar). */
  size: number;
}

/** Node's channel on which every socket the process opens for a client (an HTTP request's) is announced. */
const SOCKET_OPENED = 'net.client.socket';

/**
 * Loads @actions/artifact (its chunk of dist/) now: the deployer asks for it before the site's commands run, which
 * could rewrite dist/ (the upload's later `import()` then takes the module already loaded, not the file).
 */
export async function loadArtifactClient(): Promise<void> {
  await import('@actions/artifact');
}

/**
 * Uploads `packed` (its file, `artifact.tar`) as the artifact `name`, as upload-pages-artifact uploads it. A
 * cancel ends the upload at once: every request the upload has open or opens later is destroyed, so the artifact
 * is never finalized, and the tar is removed.
 */
export async function uploadPagesArtifact(packed: PackedSite, options: UploadOptions): Promise<UploadedArtifact> {
  const { signal } = options;
  const folder = path.dirname(packed.file);
  try {
    throwIfCancelled(signal);
    core.setSecret(options.runtime.token);
    const { DefaultArtifactClient } = await import('@actions/artifact');
    throwIfCancelled(signal);
    const client = new DefaultArtifactClient();
    const name = options.name ?? 'github-pages';
    // The toolkit's lines (its progress, "… successfully finalized") at debug level: ours below says the same once;
    // its progress is what a heartbeat line says of a long upload.
    let sent = 0;
    const progress = (line: string): void => {
      const bytes = /^Uploaded bytes (\d+)$/.exec(line);
      if (bytes) sent = Number(bytes[1]);
    };
    const upload = withHeartbeat(
      'uploading the Pages artifact',
      () =>
        toolkitLinesAtDebug(
          () =>
            withRuntime(options.runtime, () =>
              keepingTokenHome(options.runtime.resultsUrl, () =>
                untilCancelled(signal, () =>
                  client.uploadArtifact(name, [packed.file, ...(options.beside ?? [])], folder, {
                    retentionDays: options.retentionDays ?? 1,
                  }),
                ),
              ),
            ),
          progress,
        ),
      () => (sent > 0 ? `${formatBytes(sent)} of ${formatBytes(packed.bytes)} sent` : undefined),
    );
    const result = await upload;
    if (result.id === undefined) throw new Error('the artifact service gave the uploaded artifact no id');
    core.info(`Uploaded the Pages artifact "${name}" (id ${String(result.id)}, ${formatBytes(result.size ?? 0)}).`);
    return { id: result.id, size: result.size ?? 0 };
  } catch (error) {
    throwIfCancelled(signal);
    if (error instanceof RedirectRefused) throw error;
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
export async function withRuntime<T>(runtime: UploadOptions['runtime'], upload: () => Promise<T>): Promise<T> {
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

/**
 * Node's channels on which every HTTP request is announced: `created` before anything of it is sent (Node 22.12 and
 * later, the action's Node 24 among them); `start` once its headers are written, before a new connection is open,
 * for an older Node, where `created` is never published.
 */
const REQUEST_CHANNELS = ['http.client.request.created', 'http.client.request.start'] as const;

/** The upload was stopped from sending the runtime token to another origin than the results service's. */
export class RedirectRefused extends Error {}

/**
 * Runs `upload`, refusing any request it makes (known by its asynchronous context, as in `untilCancelled`) that
 * carries an authorization to another origin than `resultsUrl`'s: the artifact service client builds every
 * address from ACTIONS_RESULTS_URL, so such a request is a redirect it follows with the runtime token put back. The
 * request is destroyed before it is sent, with the one error the toolkit gives up on at once; the upload then fails
 * with a RedirectRefused naming the host. The blob store's requests carry none (their address holds a SAS).
 */
export async function keepingTokenHome<T>(resultsUrl: string, upload: () => Promise<T>): Promise<T> {
  const home = new URL(resultsUrl);
  const context = new AsyncLocalStorage<true>();
  let refused: string | undefined;
  const onRequest = (message: unknown): void => {
    if (context.getStore() !== true) return;
    const { request } = message as { request: ClientRequest };
    if (request.destroyed || request.getHeader('authorization') === undefined) return;
    const origin = originOf(request);
    if (origin === home.origin) return;
    refused ??= origin ?? `${request.protocol}//${request.host}`;
    request.destroy(Object.assign(new Error('The request was refused.'), { code: 'EHOSTUNREACH' }));
  };
  for (const channel of REQUEST_CHANNELS) subscribe(channel, onRequest);
  try {
    return await context.run(true, upload);
  } catch (error) {
    if (refused === undefined) throw error;
    throw new RedirectRefused(
      `The runner's results service (ACTIONS_RESULTS_URL, ${home.origin}) redirected the artifact upload to ` +
        `${refused}, another host: refused, since the artifact client would have sent the job's runtime token ` +
        '(ACTIONS_RUNTIME_TOKEN) there. Nothing was deployed. A results service that redirects elsewhere is not ' +
        "the runner's own: check ACTIONS_RESULTS_URL and the runner's proxy settings.",
      { cause: error },
    );
  } finally {
    for (const channel of REQUEST_CHANNELS) unsubscribe(channel, onRequest);
  }
}

/** The origin a request goes to, from its protocol and Host header (the port as it was given); undefined if none. */
function originOf(request: ClientRequest): string | undefined {
  const host = request.getHeader('host');
  if (typeof host !== 'string' || host === '') return undefined;
  try {
    return new URL(`${request.protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/** How long a cancelled upload is given to give up before its tar is removed anyway. */
const GIVE_UP_MS = 5000;

/**
 * Runs `upload`, and ends it on a cancel. The toolkit takes no signal, so each socket it opens (known by the
 * asynchronous context it opens in, this upload's) is tracked until the upload has ended, and a cancel destroys
 * those open and any opened after: every request in flight fails, and the artifact is never finalized. A cancel
 * rejects with its reason once the toolkit has given up (at once: see `cancelError`), or after GIVE_UP_MS.
 */
export async function untilCancelled<T>(signal: AbortSignal, upload: () => Promise<T>): Promise<T> {
  const context = new AsyncLocalStorage<true>();
  const open = new Set<Socket>();
  const onSocket = (message: unknown): void => {
    if (context.getStore() !== true) return;
    const { socket } = message as { socket: Socket };
    if (signal.aborted) {
      socket.destroy(cancelError());
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const onAbort = (): void => {
    for (const socket of open) socket.destroy(cancelError());
    open.clear();
  };
  let timer: NodeJS.Timeout | undefined;
  let giveUpNow: (reason: Error) => void = () => undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    giveUpNow = reject;
  });
  const start = (): void => {
    timer = setTimeout(() => {
      giveUpNow(signal.reason as Error);
    }, GIVE_UP_MS);
  };
  if (signal.aborted) start();
  else signal.addEventListener('abort', start, { once: true });
  giveUp.catch(() => undefined);
  subscribe(SOCKET_OPENED, onSocket);
  signal.addEventListener('abort', onAbort, { once: true });
  const running = context.run(true, upload);
  // Tracked until the toolkit has given up: a retry it makes after a cancel is cut as it starts.
  void running
    .catch(() => undefined)
    .finally(() => {
      unsubscribe(SOCKET_OPENED, onSocket);
      signal.removeEventListener('abort', onAbort);
    });
  try {
    return await Promise.race([running, giveUp]);
  } catch (error) {
    throwIfCancelled(signal);
    throw error;
  } finally {
    // A cancel after the upload's end starts no wait: a timer started then would hold the step GIVE_UP_MS after
    // its report, the runner's cancel waiting on it.
    signal.removeEventListener('abort', start);
    clearTimeout(timer);
  }
}

/**
 * The error a cancelled socket ends with, coded EHOSTUNREACH: the one network error both of the toolkit's clients
 * give up on at once. Its artifact service client retries any other failure (5 tries, 3 s and more apart) but a
 * network error's code, and the blob client (Azure's) retries a reset, a refusal or a timeout (codes and messages
 * that name one), not this. The user sees the cancel's reason, not this error.
 */
function cancelError(): Error {
  return Object.assign(new Error('The upload was cancelled.'), { code: 'EHOSTUNREACH' });
}
