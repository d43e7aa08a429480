// Unit tests of scripts/lockfiles.mjs: every committed package-lock.json keeps its packages' download addresses.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { lockfileProblems, unresolved, withAddresses } from '../../scripts/lockfiles.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A lockfile as npm writes it with `omit-lockfile-registry-resolved`: no addresses. */
const WITHOUT = JSON.stringify(
  {
    name: 'site',
    lockfileVersion: 3,
    packages: {
      '': { name: 'site', dependencies: { hexo: '^8.0.0', 'string-width-cjs': 'npm:string-width@4.2.3' } },
      'node_modules/hexo': { version: '8.1.2', integrity: 'sha512-a', license: 'MIT' },
      'node_modules/@actions/core': { version: '3.0.0', integrity: 'sha512-b', dev: true },
      'node_modules/string-width-cjs': { name: 'string-width', version: '4.2.3', integrity: 'sha512-c' },
      'node_modules/local': { resolved: 'packages/local', link: true },
    },
  },
  null,
  2,
);

test('the repository: every committed lockfile has its addresses', () => {
  expect(lockfileProblems(repoRoot)).toEqual([]);
});

test('unresolved names every registry package without an address, not the root or a link', () => {
  expect(unresolved(WITHOUT)).toEqual([
    'node_modules/hexo',
    'node_modules/@actions/core',
    'node_modules/string-width-cjs',
  ]);
});

test("withAddresses writes npm's default addresses in npm's order, an alias by its real name", () => {
  const fixed = JSON.parse(withAddresses(WITHOUT)) as { packages: Record<string, Record<string, unknown>> };
  expect(unresolved(JSON.stringify(fixed))).toEqual([]);
  expect(Object.entries(fixed.packages['node_modules/hexo'] ?? {})).toEqual([
    ['version', '8.1.2'],
    ['resolved', 'https://registry.npmjs.org/hexo/-/hexo-8.1.2.tgz'],
    ['integrity', 'sha512-a'],
    ['license', 'MIT'],
  ]);
  expect(fixed.packages['node_modules/@actions/core']?.resolved).toBe(
    'https://registry.npmjs.org/@actions/core/-/core-3.0.0.tgz',
  );
  expect(Object.keys(fixed.packages['node_modules/string-width-cjs'] ?? {}).slice(0, 3)).toEqual([
    'name',
    'version',
    'resolved',
  ]);
  expect(fixed.packages['node_modules/string-width-cjs']?.resolved).toBe(
    'https://registry.npmjs.org/string-width/-/string-width-4.2.3.tgz',
  );
  expect(fixed.packages['node_modules/local']).toEqual({ resolved: 'packages/local', link: true });
});

test('a lockfile without addresses is named with the fix, and --fix adds them', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lockfiles-'));
  try {
    execFileSync('git', ['init', '-q', dir]);
    await fs.mkdir(path.join(dir, 'site'));
    await fs.writeFile(path.join(dir, 'site', 'package-lock.json'), WITHOUT);
    execFileSync('git', ['-C', dir, 'add', '.']);

    expect(lockfileProblems(dir)).toEqual([
      'site/package-lock.json: 3 package(s) without "resolved" (first: node_modules/hexo). Fix: run ' +
        '`node scripts/lockfiles.mjs --fix` and commit the lockfile.',
    ]);
    expect(lockfileProblems(dir, true)).toEqual([]);
    expect(lockfileProblems(dir)).toEqual([]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
