// When each phase of the run ended, for the benchmark's time breakdown: one debug line at the end of the step.
const marks: [string, number][] = [];

/**
 * When this process started (epoch milliseconds). Read as the code loads, before the deploy changes a V8 flag (see
 * index.ts): the runtime module behind `performance` then loads with the code the runtime caches for it.
 */
const origin = Math.round(performance.timeOrigin);

/** Notes that `phase` ended now (epoch milliseconds, comparable across processes). */
export function mark(phase: string): void {
  marks.push([phase, Date.now()]);
}

/** The debug line the benchmark reads: when this process started, and each phase's end. */
export function timingsLine(): string {
  mark('reported');
  return `timings ${JSON.stringify({ origin, marks })}`;
}
