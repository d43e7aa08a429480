// Whether an install found in the site's folder (restored by a cache, or made by an earlier step) can be used as
// it is: reads the package manager's record of that install and judges it against the lockfile.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { compareNpm, comparePnpm, compareYarn, npmRecordLocations, type RecordVerdict } from './install-record.js';
import type { PackageManager } from '../generators/package-manager.js';

/** The verdict, and the record it was read from (for the log). */
export interface InstalledState {
  verdict: RecordVerdict;
  record: string;
}

/** Reads the record `manager` keeps in `cwd` and compares it with the lockfile. Only called with a lockfile. */
export async function installedState(cwd: string, manager: PackageManager): Promise<InstalledState> {
  const lockText = (await readText(path.join(cwd, manager.lockfile))) ?? '';
  switch (manager.name) {
    case 'npm':
      return npmState(cwd, manager.lockfile, lockText);
    case 'pnpm': {
      const record = 'node_modules/.pnpm/lock.yaml';
      const current = await readText(path.join(cwd, record));
      const modules = await readText(path.join(cwd, 'node_modules', '.modules.yaml'));
      if (current === undefined || modules === undefined) return noRecord(`${record} and node_modules/.modules.yaml`);
      return { verdict: await comparePnpm(lockText, current, modules), record };
    }
    case 'yarn': {
      const record = 'node_modules/.yarn-integrity';
      const integrity = await readText(path.join(cwd, record));
      if (integrity === undefined) return noRecord(record);
      return { verdict: compareYarn(lockText, integrity), record };
    }
    case 'yarn-berry':
      // .yarn/install-state.gz is a serialized snapshot of Yarn's own; `yarn install --immutable` reads it and
      // links only what changed, so it is left to Yarn.
      return {
        verdict: { kind: 'unknown', why: 'Yarn 2+ keeps its record in .yarn/install-state.gz, which only Yarn reads' },
        record: '.yarn/install-state.gz',
      };
    case 'bun':
      // bun writes no record of what it installed; `bun install --frozen-lockfile` finds nothing to do quickly.
      return { verdict: { kind: 'unknown', why: 'bun keeps no record of what it installed' }, record: '' };
  }
}

function noRecord(record: string): InstalledState {
  return { verdict: { kind: 'unknown', why: `there is no ${record}` }, record };
}

/**
 * npm: the hidden lockfile, which npm itself trusts only when no package folder in node_modules is newer than it
 * (arborist's shrinkwrap.js, with its 10 ms of slack): a folder changed after npm wrote it was changed by
 * something else.
 */
async function npmState(cwd: string, lockfile: string, lockText: string): Promise<InstalledState> {
  const record = 'node_modules/.package-lock.json';
  const recordFile = path.join(cwd, record);
  const recordText = await readText(recordFile);
  if (recordText === undefined) return noRecord(record);
  const verdict = compareNpm(lockfile, lockText, recordText);
  if (verdict.kind !== 'matches') return { verdict, record };
  const recordTime = (await fs.stat(recordFile)).mtimeMs + 10;
  for (const location of ['node_modules', ...npmRecordLocations(recordText)]) {
    const changed = await fs.stat(path.join(cwd, location)).then(
      (stats) => stats.mtimeMs > recordTime,
      () => true,
    );
    if (changed) {
      const why = `${location} is missing or changed after npm wrote ${record}`;
      return { verdict: { kind: 'differs', why }, record };
    }
  }
  return { verdict, record };
}
