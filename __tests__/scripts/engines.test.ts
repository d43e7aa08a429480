// package.json's `engines` against what every installed package declares (package-lock.json): on the oldest Node
// the engines name, `npm ci` prints no EBADENGINE warning, the first thing a contributor reads.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from '../support/run-action.mjs';

/** npm's own range reading (semver, which npm and many of the packages here use), typed for what this file calls. */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
  Range: new (range: string) => { set: { value: string }[][] };
};

interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

test("the lockfile's root states package.json's engines", () => {
  expect(lock.packages['']?.engines).toEqual(manifest.engines);
});

test('every package of the lockfile accepts the oldest Node of each line that package.json names', () => {
  // The first version of each alternative of the range (`^22.13.0 || >=24`: 22.13.0 and 24.0.0).
  const oldest = new semver.Range(manifest.engines.node).set.map(
    (comparators) => semver.minVersion(comparators.map((comparator) => comparator.value).join(' '))?.version ?? '',
  );
  const refusing = Object.entries(lock.packages)
    .filter(([where]) => where !== '')
    .flatMap(([where, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return oldest
        .filter((version) => wanted && !semver.satisfies(version, wanted))
        .map((version) => `${where} wants Node ${wanted ?? ''}, not ${version}`);
    });
  expect(oldest).not.toContain('');
  expect(refusing).toEqual([]);
});
