// Unit tests of retrying network failures: the back-off between attempts (randomness injected) and what is retried.
import { explainGitFailure } from '../../src/git/errors.js';
import { GitError } from '../../src/git/git.js';
import { backoffMs, retryNetwork } from '../../src/git/retry.js';
import { parseTarget } from '../../src/git/target.js';

const lowest = (): number => 0;
const middle = (): number => 0.5;
const highest = (): number => 0.999999;
/** A job that is not cancelled. */
const running = new AbortController().signal;

test('starts at half a second at most', () => {
  expect([backoffMs(1, lowest), backoffMs(1, highest)]).toEqual([250, 500]);
});

test('doubles with each attempt', () => {
  const waits = [1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(attempt, middle));

  expect(waits).toEqual([375, 750, 1500, 3000, 6000, 12000]);
});

test.each([1, 2, 3, 4, 5, 6, 7, 8])('stays between half and all of the ceiling on attempt %i', (attempt) => {
  const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));

  expect([backoffMs(attempt, lowest), backoffMs(attempt, highest)]).toEqual([ceiling / 2, ceiling]);
});

test('never waits more than 30 seconds', () => {
  expect([backoffMs(7, highest), backoffMs(100, highest)]).toEqual([30_000, 30_000]);
});

test('keeps at least 15 seconds of jitter floor once capped', () => {
  expect(backoffMs(100, lowest)).toBe(15_000);
});

test('returns whole milliseconds', () => {
  expect(Number.isInteger(backoffMs(3, () => 0.123456))).toBe(true);
});

describe('retryNetwork', () => {
  test('tries a network failure again and returns what the next attempt gives', async () => {
    let calls = 0;

    const value = await retryNetwork(3, 'reading the branch', running, () => {
      calls += 1;
      if (calls === 1) throw new GitError('network', 'Connection refused');
      return Promise.resolve('tip');
    });

    expect([value, calls]).toEqual(['tip', 2]);
  });

  test('never tries again what the server refused', async () => {
    let calls = 0;

    await expect(
      retryNetwork(5, 'reading the branch', running, () => {
        calls += 1;
        throw new GitError('auth', 'refused the token');
      }),
    ).rejects.toThrow('refused the token');
    expect(calls).toBe(1);
  });

  test('never tries again a push that missed an object, though git also lost the connection', async () => {
    const target = parseTarget('octo/blog', 'https://github.com', 'octo/blog');
    const stderr =
      'fatal: unable to read e69de29bb2d1d6434b8b29ae775ad8c2e48c5391\n' +
      'fatal: the remote end hung up unexpectedly\n' +
      'send-pack: unexpected disconnect while reading sideband packet\n';
    let calls = 0;

    await expect(
      retryNetwork(5, 'pushing', running, () => {
        calls += 1;
        throw explainGitFailure(stderr, { target, action: 'push' });
      }),
    ).rejects.toThrow('This is a bug of pages-push');
    expect(calls).toBe(1);
  });

  test('gives up after the last attempt, saying how many it made', async () => {
    let calls = 0;

    await expect(
      retryNetwork(2, 'reading the branch', running, () => {
        calls += 1;
        throw new GitError('network', 'Connection refused');
      }),
    ).rejects.toThrow('Connection refused\n(reading the branch: gave up after 2 attempts.)');
    expect(calls).toBe(2);
  });

  test('a cancel during the back-off ends the wait at once, and no attempt starts after it', async () => {
    const job = new AbortController();
    let calls = 0;
    const started = Date.now();

    const attempts = retryNetwork(5, 'pushing', job.signal, () => {
      calls += 1;
      // Cancelled as the first attempt fails: its back-off (at least a quarter of a second) is cut short.
      setTimeout(() => {
        job.abort('SIGINT');
      }, 20);
      throw new GitError('network', 'HTTP 500');
    });

    await expect(attempts).rejects.toThrow('The job was cancelled (SIGINT)');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(250); // the shortest back-off
  });

  test('starts no attempt once the job is cancelled', async () => {
    const job = new AbortController();
    job.abort('SIGTERM');
    let calls = 0;

    await expect(
      retryNetwork(3, 'reading the branch', job.signal, () => {
        calls += 1;
        return Promise.resolve('tip');
      }),
    ).rejects.toThrow('The job was cancelled (SIGTERM)');
    expect(calls).toBe(0);
  });
});
