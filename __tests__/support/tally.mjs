// Counts what the robustness tests did (races run, faults injected, bad inputs tried, deploys lost) across Jest's
// worker processes, so the run can print one figure at the end.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Adds to the run's counts, e.g. `tally({ races: 1, deploys: 6, lost: 0 })`. */
export function tally(counts) {
  const file = process.env.PAGES_PUSH_TALLY;
  if (file) appendFileSync(file, `${JSON.stringify(counts)}\n`);
}

/** The sums of everything tallied in `file`. */
export function totals(file) {
  const sums = { races: 0, deploys: 0, faults: 0, badInputs: 0, lost: 0 };
  if (!existsSync(file)) return sums;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    for (const [name, value] of Object.entries(JSON.parse(line))) sums[name] = (sums[name] ?? 0) + value;
  }
  return sums;
}
