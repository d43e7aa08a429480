// Which package manager a Node site uses, read from its lockfile, and that manager's commands.

export type PackageManagerName = 'npm' | 'yarn' | 'yarn-berry' | 'pnpm' | 'bun';

export interface PackageManager {
  name: PackageManagerName;
  /** The lockfile it was chosen by, or empty (npm without a lockfile). */
  lockfile: string;
  /** The binary it runs as. */
  binary: string;
}

/** What the choice depends on: the site's files, and what the runner has. */
export interface PackageManagerClues {
  /** Names of the files in the site's folder (only the lockfiles and `.yarnrc.yml` matter). */
  files: ReadonlySet<string>;
  /** The start of yarn.lock: Yarn 2+ writes a `__metadata:` block, Yarn 1 does not. */
  yarnLockHead: string;
  /** package.json's `packageManager` field (corepack's), e.g. `pnpm@9.12.0`. */
  packageManagerField: string;
  bunOnPath: boolean;
}

/**
 * `packageManager` in package.json wins (corepack enforces it too); else the lockfile: package-lock.json or
 * npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, then bun's (only when bun is on PATH: setup-bun installs it).
 */
export function choosePackageManager(clues: PackageManagerClues): PackageManager {
  const declared = /^(npm|pnpm|yarn|bun)@(\d+)/.exec(clues.packageManagerField.trim());
  const lockfileOf = (...names: string[]): string => names.find((name) => clues.files.has(name)) ?? '';
  if (declared) {
    const [, name, major] = declared;
    if (name === 'yarn') {
      return { name: Number(major) >= 2 ? 'yarn-berry' : 'yarn', lockfile: lockfileOf('yarn.lock'), binary: 'yarn' };
    }
    if (name === 'pnpm') return { name: 'pnpm', lockfile: lockfileOf('pnpm-lock.yaml'), binary: 'pnpm' };
    if (name === 'bun') return { name: 'bun', lockfile: lockfileOf('bun.lock', 'bun.lockb'), binary: 'bun' };
    return { name: 'npm', lockfile: lockfileOf('package-lock.json', 'npm-shrinkwrap.json'), binary: 'npm' };
  }
  const npmLock = lockfileOf('package-lock.json', 'npm-shrinkwrap.json');
  if (npmLock) return { name: 'npm', lockfile: npmLock, binary: 'npm' };
  if (clues.files.has('pnpm-lock.yaml')) return { name: 'pnpm', lockfile: 'pnpm-lock.yaml', binary: 'pnpm' };
  if (clues.files.has('yarn.lock')) {
    const berry = /^__metadata:/m.test(clues.yarnLockHead) || clues.files.has('.yarnrc.yml');
    return { name: berry ? 'yarn-berry' : 'yarn', lockfile: 'yarn.lock', binary: 'yarn' };
  }
  const bunLock = lockfileOf('bun.lock', 'bun.lockb');
  if (bunLock && clues.bunOnPath) return { name: 'bun', lockfile: bunLock, binary: 'bun' };
  return { name: 'npm', lockfile: '', binary: 'npm' };
}

/**
 * The install that follows the lockfile exactly and fails when package.json and the lockfile disagree. npm's audit
 * and funding requests are no business of a deploy's, and a warm cache needs no revalidation (`--prefer-offline`):
 * none of the three changes what gets installed (the lockfile pins each package's integrity).
 */
export function frozenInstall(manager: PackageManager): string[] {
  switch (manager.name) {
    case 'npm':
      return [manager.lockfile ? 'ci' : 'install', '--no-audit', '--no-fund', '--prefer-offline'];
    case 'yarn':
      return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
    case 'yarn-berry':
      return manager.lockfile ? ['install', '--immutable'] : ['install'];
    case 'pnpm':
      return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
    case 'bun':
      return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
  }
}

/**
 * Runs a binary the site installed, never one fetched on the fly: `npx --no` refuses to download, and the other
 * managers only run local binaries.
 */
export function execBinary(manager: PackageManager, binary: string, args: readonly string[]): [string, string[]] {
  switch (manager.name) {
    case 'npm':
      return ['npx', ['--no', '--', binary, ...args]];
    case 'yarn':
    case 'yarn-berry':
      return ['yarn', ['run', binary, ...args]];
    case 'pnpm':
      return ['pnpm', ['exec', binary, ...args]];
    case 'bun':
      return ['bun', ['run', binary, ...args]];
  }
}

/** How to put the manager on the runner, for the error when it is missing. */
export function installHint(manager: PackageManager): string {
  switch (manager.name) {
    case 'npm':
      return 'Add "uses: actions/setup-node@v4" before this step.';
    case 'yarn':
    case 'yarn-berry':
    case 'pnpm':
      return `Add "run: corepack enable" (after actions/setup-node) before this step, so "${manager.binary}" is on PATH.`;
    case 'bun':
      return 'Add "uses: oven-sh/setup-bun@v2" before this step.';
  }
}
