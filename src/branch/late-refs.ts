// A push cut short (a cancel, a kill, a lost connection) may still land its ref: a server that got the whole pack
// indexes it and updates the ref after its sender is gone. Whoever deletes a publish's temporary refs waits for it.
import type { Remote } from '../git/remote.js';

/** The ref of the last push a publish started, and what it sends: see `deleteWhenLanded`. */
export interface Landing {
  ref: string;
  bytes: number;
}

/**
 * How long a server may take to land a push it got whole before the pusher was cut off (it indexes the pack and
 * checks it after): two seconds, and one more per 10 MiB it sent, at most 30 s.
 */
export function settleMs(bytes: number): number {
  return Math.min(30_000, 2_000 + Math.round(bytes / (10 * 1024 * 1024)) * 1_000);
}

const POLL_MS = 250;

/**
 * Waits for `landing.ref`, whose push was cut short (a cancel, a kill, a lost connection), to land after all, as it
 * does when the server got the whole pack: deletes it then. Gives up after `settleMs` (the push did not get through).
 * Returns whether it landed.
 */
export async function deleteWhenLanded(remote: Remote, landing: Landing, branch: string): Promise<boolean> {
  const prefix = landing.ref.slice(0, landing.ref.lastIndexOf('/') + 1);
  const deadline = Date.now() + settleMs(landing.bytes);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if ((await remote.refsUnder(prefix)).includes(landing.ref)) {
      await remote.deleteRefs([landing.ref], branch);
      return true;
    }
  }
  return false;
}

/** Kinds of failure that are the server's answer to a push: it landed nothing, and lands nothing later. */
export const ANSWERED: ReadonlySet<string> = new Set([
  'auth',
  'permission',
  'not-found',
  'too-large',
  'push-too-large',
  'protected',
  'missing-object',
]);
