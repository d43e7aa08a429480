// Pull request previews: which pull request a run is for (from the event), where its preview lives on the branch,
// the address it is served at, and the base path a generator must build it for.
import * as fs from 'node:fs';

/** The pull request a `pull_request` run is for, as its event says. */
export interface PullRequest {
  number: number;
  /** The event's action: opened, synchronize, reopened, closed, … */
  action: string;
  /** The head branch is in another repository (a fork, or one deleted since): the run's token may only read. */
  fromFork: boolean;
  /**
   * A `pull_request_target` run: its token is the base repository's, whoever's the head is, so a fork's closed
   * pull request can have its preview removed (nothing of the fork is checked out or run for that).
   */
  baseToken?: boolean;
}

/** A preview deploy: the pull request, and its folder on the branch (`<preview-dir>/pr-<number>`). */
export interface Preview {
  number: number;
  /** The pull request was closed: its folder is removed, nothing is built. */
  closed: boolean;
  fromFork: boolean;
  /** See PullRequest. */
  baseToken?: boolean;
  folder: string;
}

/** The event payload the runner wrote (`GITHUB_EVENT_PATH`), or empty. */
export function readEvent(file: string | undefined): string {
  if (!file) return '';
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The pull request of a `pull_request` or `pull_request_target` event's payload, or undefined for any other event. */
export function pullRequestOf(eventName: string, payloadText: string): PullRequest | undefined {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    return undefined;
  }
  const event = record(payload);
  const pull = record(event.pull_request);
  const number = typeof event.number === 'number' ? event.number : pull.number;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return undefined;
  const head = record(pull.head);
  const headRepo = record(head.repo);
  const baseRepo = record(record(pull.base).repo);
  const headName = typeof headRepo.full_name === 'string' ? headRepo.full_name : '';
  const baseName = typeof baseRepo.full_name === 'string' ? baseRepo.full_name : '';
  // A fork deleted since the pull request was opened is `head.repo: null`: still a fork, whose run may only read.
  const deletedFork = 'repo' in head && head.repo === null;
  const fromFork =
    deletedFork || headRepo.fork === true || (headName !== '' && baseName !== '' && headName !== baseName);
  const action = typeof event.action === 'string' ? event.action : '';
  return { number, action, fromFork, ...(eventName === 'pull_request_target' ? { baseToken: true } : {}) };
}

/** The preview of this run, when `preview` is on and the run is for a pull request. */
export function previewOf(enabled: boolean, pull: PullRequest | undefined, previewDir: string): Preview | undefined {
  if (!enabled || !pull) return undefined;
  return {
    number: pull.number,
    closed: pull.action === 'closed',
    fromFork: pull.fromFork,
    ...(pull.baseToken ? { baseToken: true } : {}),
    folder: `${previewDir}/pr-${pull.number}`,
  };
}

/**
 * Whether this run's token may write the preview: not on a fork's `pull_request` run (its token may only read), and
 * on `pull_request_target` (the base repository's token) only to remove a closed one: a fork's code is never built
 * with that token.
 */
export function mayWritePreview(preview: Preview): boolean {
  return !preview.fromFork || (preview.baseToken === true && preview.closed);
}

/** The preview's address: the site's page address with the preview's folder. */
export function previewUrl(pageUrl: string, preview: Preview): string {
  return pageUrl ? `${pageUrl.replace(/\/?$/, '/')}${preview.folder}/` : '';
}

/** The path part of an address (`/name/pr-preview/pr-3/`), what a generator's base path setting takes. */
export function basePathOf(url: string): string {
  try {
    return new URL(url).pathname.replace(/\/?$/, '/');
  } catch {
    return '/';
  }
}

/**
 * The empty file a preview's deploy leaves in its folder, named by when it was deployed (Unix seconds): its date
 * lives in the branch's tree, which every rewrite of the history keeps, and is read without a file's content.
 */
export function deployedMarker(seconds: number): string {
  return `.pages-push-deployed-${seconds}`;
}

/** The deploy date (Unix seconds) a file name of `deployedMarker` holds, or undefined for any other name. */
export function deployedSeconds(name: string): number | undefined {
  const match = /^\.pages-push-deployed-(\d{1,12})$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The `pr-<number>` folders under the preview folder that no deploy touched since `cutoff` (seconds). */
export function stalePreviews(lastTouched: ReadonlyMap<string, number>, cutoffSeconds: number, keep: string): string[] {
  return [...lastTouched]
    .filter(([folder, seconds]) => folder !== keep && seconds < cutoffSeconds)
    .map(([folder]) => folder)
    .sort();
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
