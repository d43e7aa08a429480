// A small seeded PRNG (mulberry32), for the benchmark's synthetic sites and the suite's random markup: the same seed
// makes the same site, or the same page, on every machine, so a failure is made again from its seed.

/** A function giving numbers in [0, 1), the same sequence for the same seed. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
