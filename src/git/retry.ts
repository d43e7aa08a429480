// Tries an operation again while its failure is one that passes (the network, a branch that moved), with
// exponential back-off and jitter; never what the server refused.
import * as core from '../shared/runner.js';
import { throwIfCancelled, waitUnlessCancelled } from '../processes/processes.js';
import { GitError } from './git.js';

/** Exponential back-off with jitter: about 0.5 s, 1 s, 2 s … capped at 30 s, each between half and all of it. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function isNetworkFailure(error: unknown): error is GitError {
  return error instanceof GitError && error.kind === 'network';
}

/** How a failed attempt is judged: a failure that may pass, and what to say when trying again or giving up. */
export interface Classifier {
  /** For a failure worth another attempt, the log's reason given the wait; undefined throws the failure at once. */
  retry(error: unknown): ((waitMs: number) => string) | undefined;
  /** The error thrown when the last attempt failed too. */
  giveUp(error: unknown, attempts: number): Error;
}

/**
 * Runs `operation` (given its attempt's number) up to `attempts` times, while `classifier` says to try again. The
 * job's cancel (`signal`) is checked before every attempt and cuts the back-off short: no attempt starts after it.
 */
export async function retry<T>(
  attempts: number,
  classifier: Classifier,
  signal: AbortSignal,
  operation: (attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    throwIfCancelled(signal);
    try {
      return await operation(attempt);
    } catch (error) {
      const reason = classifier.retry(error);
      if (!reason) throw error;
      if (attempt >= attempts) throw classifier.giveUp(error, attempts);
      const wait = backoffMs(attempt);
      core.info(`Attempt ${attempt} of ${attempts}: ${reason(wait)}`);
      await waitUnlessCancelled(wait, signal);
    }
  }
}

/**
 * Runs `operation` up to `attempts` times while it fails on the network (refused, reset, timed out, HTTP 5xx).
 * Authentication, permission and every other failure is thrown at once: trying again would not help.
 */
export async function retryNetwork<T>(
  attempts: number,
  what: string,
  signal: AbortSignal,
  operation: () => Promise<T>,
): Promise<T> {
  return retry(
    attempts,
    {
      retry: (error) =>
        isNetworkFailure(error) ? (wait) => `${what} failed on the network; trying again in ${wait} ms.` : undefined,
      giveUp: (error, tries) => {
        const message = error instanceof Error ? error.message : String(error);
        return new GitError('network', tries > 1 ? `${message}\n(${what}: gave up after ${tries} attempts.)` : message);
      },
    },
    signal,
    operation,
  );
}
