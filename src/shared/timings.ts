// When each phase of the run ended, for the benchmark's time breakdown: one debug line at the end of the step.
const marks: [string, number][] = [];

/**
 * When this process started (epoch milliseconds), from its uptime: `performance.timeOrigin` would load the runtime's
 * performance modules into every start (about 1.5 ms).
 */
const origin = Math.round(Date.now() - process.uptime() * 1000);

/** Notes that `phase` ended now (epoch milliseconds, comparable across processes). */
export function mark(phase: string): void {
  marks.push([phase, Date.now()]);
}

/** The debug line the benchmark reads: when this process started, and each phase's end. */
export function timingsLine(): string {
  mark('reported');
  return `timings ${JSON.stringify({ origin, marks })}`;
}
