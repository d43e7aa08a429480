// Retries what failed on the network, with exponential back-off and jitter; never what the server refused.
import * as core from '@actions/core';
import { GitFailure } from './errors.js';

/** Exponential back-off with jitter: about 0.5 s, 1 s, 2 s … capped at 30 s, each between half and all of it. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function isNetworkFailure(error: unknown): error is GitFailure {
  return error instanceof GitFailure && error.kind === 'network';
}

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `operation` up to `attempts` times while it fails on the network (refused, reset, timed out, HTTP 5xx).
 * Authentication, permission and every other failure is thrown at once: trying again would not help.
 */
export async function retryNetwork<T>(attempts: number, what: string, operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      if (attempt >= attempts) {
        throw new GitFailure(
          'network',
          attempts > 1 ? `${error.message}\n(${what}: gave up after ${attempts} attempts.)` : error.message,
        );
      }
      const wait = backoffMs(attempt);
      core.info(`Attempt ${attempt} of ${attempts}: ${what} failed on the network; trying again in ${wait} ms.`);
      await sleep(wait);
    }
  }
}
