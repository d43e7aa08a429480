// Unit tests of choosing the package manager from a site's lockfiles, and of the commands each one runs.
import {
  choosePackageManager,
  execBinary,
  frozenInstall,
  installHint,
  type PackageManagerClues,
} from '../../src/generators/package-manager.js';

function clues(files: string[], more: Partial<PackageManagerClues> = {}): PackageManagerClues {
  return { files: new Set(files), yarnLockHead: '', packageManagerField: '', bunOnPath: false, ...more };
}

describe('choosePackageManager', () => {
  test.each([
    [['package-lock.json'], 'npm', 'package-lock.json'],
    [['npm-shrinkwrap.json'], 'npm', 'npm-shrinkwrap.json'],
    [['pnpm-lock.yaml'], 'pnpm', 'pnpm-lock.yaml'],
    [['yarn.lock'], 'yarn', 'yarn.lock'],
    [[], 'npm', ''],
  ])('%j gives %s (lockfile "%s")', (files, name, lockfile) => {
    expect(choosePackageManager(clues(files))).toMatchObject({ name, lockfile });
  });

  test('tells Yarn 2+ from Yarn 1 by the __metadata block of yarn.lock', () => {
    const berry = clues(['yarn.lock'], { yarnLockHead: '# This file is generated\n\n__metadata:\n  version: 8\n' });

    expect(choosePackageManager(berry).name).toBe('yarn-berry');
  });

  test('takes a .yarnrc.yml as Yarn 2+', () => {
    expect(choosePackageManager(clues(['yarn.lock', '.yarnrc.yml'])).name).toBe('yarn-berry');
  });

  test('uses bun for its lockfile only when bun is on PATH', () => {
    expect(choosePackageManager(clues(['bun.lock'], { bunOnPath: true }))).toMatchObject({
      name: 'bun',
      lockfile: 'bun.lock',
    });
    expect(choosePackageManager(clues(['bun.lockb'], { bunOnPath: false }))).toMatchObject({
      name: 'npm',
      lockfile: '',
    });
  });

  test('the packageManager field of package.json wins over the lockfiles', () => {
    const declared = clues(['package-lock.json', 'pnpm-lock.yaml'], { packageManagerField: 'pnpm@9.12.0+sha512.abc' });

    expect(choosePackageManager(declared)).toMatchObject({ name: 'pnpm', lockfile: 'pnpm-lock.yaml' });
    expect(choosePackageManager(clues(['yarn.lock'], { packageManagerField: 'yarn@4.5.0' })).name).toBe('yarn-berry');
    expect(choosePackageManager(clues(['yarn.lock'], { packageManagerField: 'yarn@1.22.22' })).name).toBe('yarn');
  });

  test('a package-lock.json next to a yarn.lock is npm', () => {
    expect(choosePackageManager(clues(['yarn.lock', 'package-lock.json'])).name).toBe('npm');
  });
});

describe('the commands of each package manager', () => {
  test.each([
    [['package-lock.json'], {}, ['ci', '--no-audit', '--no-fund', '--prefer-offline']],
    [[], {}, ['install', '--no-audit', '--no-fund', '--prefer-offline']],
    [['yarn.lock'], {}, ['install', '--frozen-lockfile']],
    [['yarn.lock', '.yarnrc.yml'], {}, ['install', '--immutable']],
    [['pnpm-lock.yaml'], {}, ['install', '--frozen-lockfile']],
    [['bun.lock'], { bunOnPath: true }, ['install', '--frozen-lockfile']],
  ])('%j installs exactly what the lockfile says', (files, more, args) => {
    expect(frozenInstall(choosePackageManager(clues(files, more)))).toEqual(args);
  });

  test('without a lockfile, every manager installs plainly', () => {
    for (const field of ['yarn@1.22.0', 'yarn@4.0.0', 'pnpm@9.0.0', 'bun@1.1.0']) {
      expect(frozenInstall(choosePackageManager(clues([], { packageManagerField: field })))).toEqual(['install']);
    }
  });

  test('runs a local binary without ever downloading one', () => {
    expect(execBinary(choosePackageManager(clues(['package-lock.json'])), 'eleventy', [])).toEqual([
      'npx',
      ['--no', '--', 'eleventy'],
    ]);
    expect(execBinary(choosePackageManager(clues(['pnpm-lock.yaml'])), 'astro', ['build'])).toEqual([
      'pnpm',
      ['exec', 'astro', 'build'],
    ]);
    expect(execBinary(choosePackageManager(clues(['yarn.lock'])), 'vitepress', ['build', 'docs'])).toEqual([
      'yarn',
      ['run', 'vitepress', 'build', 'docs'],
    ]);
    expect(execBinary(choosePackageManager(clues(['bun.lock'], { bunOnPath: true })), 'docusaurus', ['build'])).toEqual(
      ['bun', ['run', 'docusaurus', 'build']],
    );
  });

  test('says how to put a missing manager on the runner', () => {
    expect(installHint(choosePackageManager(clues(['pnpm-lock.yaml'])))).toContain('corepack enable');
    expect(installHint(choosePackageManager(clues(['bun.lock'], { bunOnPath: true })))).toContain('oven-sh/setup-bun');
    expect(installHint(choosePackageManager(clues([])))).toContain('actions/setup-node');
  });
});
