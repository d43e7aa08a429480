// Unit tests of the comparison of a lockfile with the package manager's record of its last install.
import { compareNpm, comparePnpm, compareYarn, yarnLockEntries } from '../../src/site/install-record.js';

const npmLock = (packages: Record<string, object>): string =>
  JSON.stringify({ name: 'blog', lockfileVersion: 3, packages: { '': { name: 'blog' }, ...packages } });
const npmRecord = (packages: Record<string, object>): string =>
  JSON.stringify({ name: 'blog', lockfileVersion: 3, packages });
const hexo = { version: '8.1.2', resolved: 'https://registry.npmjs.org/hexo/-/hexo-8.1.2.tgz', integrity: 'sha512-a' };

describe('npm: package-lock.json against node_modules/.package-lock.json', () => {
  test('every package installed at its version and integrity matches', () => {
    const packages = { 'node_modules/hexo': hexo, 'node_modules/hexo/node_modules/nanoid': { version: '3.3.0' } };
    expect(compareNpm('package-lock.json', npmLock(packages), npmRecord(packages))).toEqual({ kind: 'matches' });
  });

  test('a package at another version differs, and the reason names it with both versions', () => {
    const lock = npmLock({ 'node_modules/hexo': hexo });
    const record = npmRecord({ 'node_modules/hexo': { ...hexo, version: '8.1.1' } });
    expect(compareNpm('package-lock.json', lock, record)).toEqual({
      kind: 'differs',
      why: 'node_modules/hexo is 8.1.2 in package-lock.json but 8.1.1 in node_modules',
    });
  });

  test('the same version from another tarball (integrity) differs; a package the record lacks differs', () => {
    const lock = npmLock({ 'node_modules/hexo': hexo });
    expect(
      compareNpm('package-lock.json', lock, npmRecord({ 'node_modules/hexo': { ...hexo, integrity: 'sha512-b' } }))
        .kind,
    ).toBe('differs');
    expect(compareNpm('npm-shrinkwrap.json', lock, npmRecord({}))).toEqual({
      kind: 'differs',
      why: 'node_modules/hexo is in npm-shrinkwrap.json but not installed',
    });
  });

  test('an optional package npm skipped (another platform) and an extra installed package still match', () => {
    const lock = npmLock({ 'node_modules/hexo': hexo, 'node_modules/fsevents': { version: '2.3.3', optional: true } });
    const record = npmRecord({ 'node_modules/hexo': hexo, 'node_modules/left-over': { version: '1.0.0' } });
    expect(compareNpm('package-lock.json', lock, record)).toEqual({ kind: 'matches' });
  });

  test('a lockfile of npm 6 (no "packages") or an unreadable record tells nothing', () => {
    expect(compareNpm('package-lock.json', '{"lockfileVersion": 1, "dependencies": {}}', npmRecord({})).kind).toBe(
      'unknown',
    );
    expect(compareNpm('package-lock.json', npmLock({}), '{ not json').kind).toBe('unknown');
  });
});

describe('pnpm: pnpm-lock.yaml against node_modules/.pnpm/lock.yaml', () => {
  const lock = (version: string): string =>
    [
      "lockfileVersion: '9.0'",
      'importers:',
      '  .:',
      '    dependencies:',
      '      vitepress:',
      '        specifier: ^1.0.0',
      `        version: ${version}`,
      'packages:',
      `  vitepress@${version}: {}`,
      '  fsevents@2.3.3: {}',
      'snapshots:',
      `  vitepress@${version}: {}`,
      '  fsevents@2.3.3: {}',
      '',
    ].join('\n');
  const current = (version: string): string =>
    lock(version).replace('  fsevents@2.3.3: {}\n', '').replace('  fsevents@2.3.3: {}\n', '');

  test('the same importers and packages match; a package pnpm skipped (in .modules.yaml) is not missing', async () => {
    expect(await comparePnpm(lock('1.6.4'), current('1.6.4'), 'skipped:\n  - fsevents@2.3.3\n')).toEqual({
      kind: 'matches',
    });
  });

  test('a dependency at another version differs, and the reason names it', async () => {
    expect(await comparePnpm(lock('1.6.4'), current('1.6.3'), 'skipped:\n  - fsevents@2.3.3\n')).toEqual({
      kind: 'differs',
      why: 'vitepress is 1.6.4 in pnpm-lock.yaml but 1.6.3 in node_modules',
    });
  });

  test('a package neither installed nor skipped differs', async () => {
    expect(await comparePnpm(lock('1.6.4'), current('1.6.4'), 'skipped: []\n')).toEqual({
      kind: 'differs',
      why: 'fsevents@2.3.3 is in pnpm-lock.yaml but not installed',
    });
  });
});

describe("Yarn 1: yarn.lock against node_modules/.yarn-integrity's lockfileEntries", () => {
  const yarnLock = [
    '# yarn lockfile v1',
    '',
    '"@babel/code-frame@^7.0.0", "@babel/code-frame@^7.10.4":',
    '  version "7.24.7"',
    '  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.24.7.tgz#abc"',
    '',
    'lodash@^4.17.21:',
    '  version "4.17.21"',
    '  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#def"',
    '',
  ].join('\n');
  const entries = Object.fromEntries(yarnLockEntries(yarnLock));

  test('reads each pattern of an entry with its source', () => {
    expect(entries).toEqual({
      '@babel/code-frame@^7.0.0': 'https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.24.7.tgz#abc',
      '@babel/code-frame@^7.10.4': 'https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.24.7.tgz#abc',
      'lodash@^4.17.21': 'https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#def',
    });
  });

  test('the same entries match; a changed source differs and is named', () => {
    expect(compareYarn(yarnLock, JSON.stringify({ lockfileEntries: entries }))).toEqual({ kind: 'matches' });
    const stale = { ...entries, 'lodash@^4.17.21': 'https://registry.yarnpkg.com/lodash/-/lodash-4.17.20.tgz#0' };
    expect(compareYarn(yarnLock, JSON.stringify({ lockfileEntries: stale }))).toEqual({
      kind: 'differs',
      why:
        'lodash@^4.17.21 is https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#def in yarn.lock but ' +
        'https://registry.yarnpkg.com/lodash/-/lodash-4.17.20.tgz#0 in node_modules',
    });
    expect(compareYarn(yarnLock, 'not json').kind).toBe('unknown');
  });
});
