// Unit tests of how a deploy over "push-size-limit" is split: the plan, the parts, and the messages.
import { GitError } from '../../src/git/git.js';
import { describeSplit, explainRefused, partition, splitPushes } from '../../src/branch/split.js';
import { settleMs } from '../../src/branch/late-refs.js';
import { savedUploads, type SavedUploads } from '../../src/shared/state.js';

const MiB = 1024 * 1024;

/** `count` blobs of `bytes` each, with ids that say their place. */
function blobs(count: number, bytes: number, from = 0): { sha: string; bytes: number }[] {
  return Array.from({ length: count }, (_, index) => ({ sha: String(from + index).padStart(40, '0'), bytes }));
}

describe('splitPushes', () => {
  test('keeps a deploy that fits the limit in one push', () => {
    const plan = splitPushes({ root: 'r', blobs: blobs(10, MiB), treeBytes: 2000 }, 15 * MiB);

    expect(plan.parts).toEqual([]);
    expect(plan.bytes).toBeGreaterThan(10 * MiB + 2000);
    expect(plan.bytes).toBeLessThan(10 * MiB + 10_000);
  });

  test('counts the trees and the commit too: files just under the limit alone still go in parts', () => {
    const plan = splitPushes({ root: 'r', blobs: blobs(2, 5 * MiB), treeBytes: 0 }, 10 * MiB);

    expect(plan.parts.map((part) => part.blobs.length)).toEqual([1, 1]);
  });

  test('splits a deploy over the limit into parts each under it, every new file in exactly one', () => {
    const all = blobs(30, 2 * MiB);
    const plan = splitPushes({ root: 'r', blobs: all, treeBytes: 5000 }, 15 * MiB);

    expect(plan.parts.map((part) => part.blobs.length)).toEqual([7, 7, 7, 7, 2]);
    expect(plan.parts.every((part) => part.bytes <= 15 * MiB)).toBe(true);
    expect(plan.parts.flatMap((part) => part.blobs)).toEqual(all.map((blob) => blob.sha));
  });

  test('has nothing to split when nothing is new', () => {
    expect(splitPushes({ root: 'r', blobs: [], treeBytes: 0 }, MiB).parts).toEqual([]);
  });
});

describe('partition', () => {
  test('fills each part before starting the next, in the order given', () => {
    const parts = partition([...blobs(3, 300_000), ...blobs(1, 900_000, 3), ...blobs(2, 100_000, 4)], MiB);

    expect(parts.map((part) => part.blobs.map(Number))).toEqual([[0, 1, 2], [3, 4], [5]]);
  });

  test('puts a file over the limit by itself in a part of its own', () => {
    const parts = partition([...blobs(1, 100, 0), ...blobs(1, 3 * MiB, 1), ...blobs(1, 100, 2)], MiB);

    expect(parts.map((part) => part.blobs.map(Number))).toEqual([[0], [1], [2]]);
    expect(parts[1]?.bytes).toBeGreaterThan(3 * MiB);
  });

  test('counts what a part adds to its files: its tree entries, commit and pack frame', () => {
    // 1,000 files of 1,000 bytes: 68 bytes of tree entry each make them not fit in 1,000,000 bytes.
    const parts = partition(blobs(1000, 1000), 1_000_000);

    expect(parts).toHaveLength(2);
    expect(parts[0]?.bytes).toBeLessThanOrEqual(1_000_000);
  });
});

describe('describeSplit', () => {
  test('says nothing of a deploy in one push', () => {
    expect(describeSplit({ bytes: 100, parts: [] }, MiB)).toBe('');
  });

  test('says how large the deploy is, the limit, and how many pushes it takes', () => {
    const plan = splitPushes({ root: 'r', blobs: blobs(30, 2 * MiB), treeBytes: 0 }, 15 * MiB);

    expect(describeSplit(plan, 15 * MiB)).toBe(
      'The new objects come to 60.0 MiB, over "push-size-limit" (15.0 MiB): they go in 5 parts, each to a ' +
        'temporary ref, then the branch moves in a last push (6 pushes).',
    );
  });
});

describe('explainRefused', () => {
  const tooLarge = new GitError(
    'push-too-large',
    'The server refused the push as too large: … Set "push-size-limit" below the server\'s limit, so … .\n' +
      'git said: remote: fatal: pack exceeds maximum allowed size',
  );

  test("puts what the push sent and the limit after the fix, before git's words", () => {
    const explained = explainRefused(tooLarge, 60 * MiB, 100 * MiB);

    expect(explained).toBeInstanceOf(GitError);
    expect((explained as GitError).kind).toBe('push-too-large');
    expect((explained as GitError).message).toBe(
      'The server refused the push as too large: … Set "push-size-limit" below the server\'s limit, so … . ' +
        '(This push sent at most 60.0 MiB; "push-size-limit" is 100.0 MiB.)\n' +
        'git said: remote: fatal: pack exceeds maximum allowed size',
    );
  });

  test('leaves other refusals, network failures and other errors as they are', () => {
    const hook = new GitError('other', 'The server refused the push to "gh-pages"');
    const network = new GitError('network', 'Could not reach');
    const plain = new Error('disk full');

    expect(explainRefused(hook, MiB, MiB)).toBe(hook);
    expect(explainRefused(network, MiB, MiB)).toBe(network);
    expect(explainRefused(plain, MiB, MiB)).toBe(plain);
  });
});

describe('a push cut short, which may land late', () => {
  test('is waited for two seconds, one more per 10 MiB it sent, at most 30 s', () => {
    expect(settleMs(0)).toBe(2_000);
    expect(settleMs(25 * MiB)).toBe(5_000);
    expect(settleMs(10 * 1024 * MiB)).toBe(30_000);
  });

  test("the post step takes a saved landing ref only under the upload's own prefixes", () => {
    const id = '0123456789ab';
    const saved = (landing: unknown): unknown => [{ url: 'https://github.com/o/r.git', id, landing }];
    const read = (value: unknown): SavedUploads[] => {
      process.env.STATE_uploads = JSON.stringify(value);
      try {
        return savedUploads();
      } finally {
        delete process.env.STATE_uploads;
      }
    };
    const ours = { ref: `refs/pages-push/upload/${id}/3`, bytes: 1000 };
    expect(read(saved(ours))).toEqual([{ url: 'https://github.com/o/r.git', id, landing: ours }]);
    expect(read(saved({ ref: `refs/heads/pages-push/upload/${id}/0`, bytes: 0 }))).toHaveLength(1);
    // Written by a user command: another ref (the branch), another upload's, or a wait made endless.
    expect(read(saved({ ref: 'refs/heads/gh-pages', bytes: 0 }))).toEqual([]);
    expect(read(saved({ ref: 'refs/pages-push/upload/ffffffffffff/1', bytes: 0 }))).toEqual([]);
    expect(read(saved({ ref: ours.ref, bytes: Number.POSITIVE_INFINITY }))).toEqual([]);
    expect(read(saved({ ref: ours.ref, bytes: -1 }))).toEqual([]);
  });
});
