// Unit tests of the wait between push attempts (src/git/publish.ts backoffMs), with the randomness injected.
import { backoffMs } from '../../src/git/publish.js';

const lowest = (): number => 0;
const middle = (): number => 0.5;
const highest = (): number => 0.999999;

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
