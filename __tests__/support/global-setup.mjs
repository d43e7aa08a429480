// Jest global setup: when the run measures coverage, the bundles the end-to-end tests run record theirs too.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function globalSetup(globalConfig) {
  if (!globalConfig.collectCoverage) return;
  const dir = path.join(root, 'coverage', 'bundle-v8');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  process.env.PAGES_PUSH_V8_COVERAGE = dir;
}
