// Jest global setup: a file where the robustness tests tally what they did, and, when the run measures coverage,
// a folder where the bundles the end-to-end tests run record theirs.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function globalSetup(globalConfig) {
  process.env.PAGES_PUSH_TALLY = path.join(
    await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-tally-')),
    'tally.jsonl',
  );
  if (!globalConfig.collectCoverage) return;
  const dir = path.join(root, 'coverage', 'bundle-v8');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  process.env.PAGES_PUSH_V8_COVERAGE = dir;
}
