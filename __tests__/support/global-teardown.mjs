// Jest global teardown: prints what the robustness tests did, as one figure.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { totals } from './tally.mjs';

export default async function globalTeardown() {
  const file = process.env.PAGES_PUSH_TALLY;
  if (!file) return;
  const sums = totals(file);
  if (sums.races + sums.faults + sums.badInputs > 0) {
    console.log(
      `\nRobustness: ${sums.races} races run (${sums.deploys} concurrent deploys), ${sums.faults} faults injected, ` +
        `${sums.badInputs} bad inputs tried, ${sums.lost} deploys lost.`,
    );
  }
  await fs.rm(path.dirname(file), { recursive: true, force: true });
}
