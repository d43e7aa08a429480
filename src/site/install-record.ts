// Whether the installed dependencies match the lockfile, read from the package manager's own record of its last
// install (npm's hidden lockfile, pnpm's current lockfile, Yarn 1's integrity file): the comparisons are pure.

/** What a record says: installed as the lockfile says, installed otherwise (which package), or not telling. */
export type RecordVerdict = { kind: 'matches' } | { kind: 'differs'; why: string } | { kind: 'unknown'; why: string };

interface NpmEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  optional?: boolean;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function npmPackages(text: string): Record<string, NpmEntry> | undefined {
  const data = parseJson(text) as { packages?: unknown } | undefined;
  const packages = data?.packages;
  return packages && typeof packages === 'object' ? (packages as Record<string, NpmEntry>) : undefined;
}

/**
 * npm: every package of the lockfile (its `packages` section, npm 7+) is in the hidden lockfile npm wrote into
 * node_modules, at the same version, with the same integrity when both have one (else the same source). An
 * optional package the record lacks is one npm skipped (another platform's build); a package the record has
 * beyond the lockfile's is left (npm ci would remove it; a build does not miss it).
 */
export function compareNpm(lockfile: string, lockText: string, recordText: string): RecordVerdict {
  const wanted = npmPackages(lockText);
  if (!wanted) return { kind: 'unknown', why: `${lockfile} has no "packages" (written by npm 6 or older)` };
  const installed = npmPackages(recordText);
  if (!installed) return { kind: 'unknown', why: "npm's record node_modules/.package-lock.json cannot be read" };
  for (const [location, entry] of Object.entries(wanted)) {
    if (location === '') continue; // the project itself
    const record = installed[location];
    if (!record) {
      if (entry.optional) continue;
      return { kind: 'differs', why: `${location} is in ${lockfile} but not installed` };
    }
    const differs =
      (entry.version ?? '') !== (record.version ?? '') ||
      Boolean(entry.link) !== Boolean(record.link) ||
      (entry.integrity && record.integrity
        ? entry.integrity !== record.integrity
        : (entry.resolved ?? '') !== (record.resolved ?? ''));
    if (differs) {
      const version = (e: NpmEntry): string => e.version ?? e.resolved ?? 'a link';
      return {
        kind: 'differs',
        why: `${location} is ${version(entry)} in ${lockfile} but ${version(record)} in node_modules`,
      };
    }
  }
  return { kind: 'matches' };
}

/** The locations of the packages npm's record lists, to check that each folder is older than the record. */
export function npmRecordLocations(recordText: string): string[] {
  return Object.keys(npmPackages(recordText) ?? {}).filter((location) => location.startsWith('node_modules/'));
}

type PnpmDeps = Record<string, { version?: string } | string>;
interface PnpmLock {
  importers?: Record<string, Record<string, PnpmDeps | undefined>>;
  packages?: Record<string, unknown>;
  snapshots?: Record<string, unknown>;
}

/**
 * pnpm: the lockfile against the copy pnpm keeps of what it installed (node_modules/.pnpm/lock.yaml): each
 * importer's dependencies at the same versions, and every package instance present, unless .modules.yaml says
 * pnpm skipped it (an optional package of another platform).
 */
export async function comparePnpm(lockText: string, currentText: string, modulesText: string): Promise<RecordVerdict> {
  const { parse } = await import('yaml');
  const read = (text: string): unknown => {
    try {
      return parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const wanted = read(lockText) as PnpmLock | undefined;
  const current = read(currentText) as PnpmLock | undefined;
  const modules = read(modulesText) as { skipped?: string[] } | undefined;
  if (!wanted || !current || typeof wanted !== 'object' || typeof current !== 'object') {
    return { kind: 'unknown', why: "pnpm-lock.yaml or pnpm's record node_modules/.pnpm/lock.yaml cannot be read" };
  }
  const skipped = new Set(modules?.skipped ?? []);
  const version = (dep: PnpmDeps[string] | undefined): string =>
    typeof dep === 'string' ? dep : (dep?.version ?? 'not installed');
  for (const [importer, sections] of Object.entries(wanted.importers ?? {})) {
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, dep] of Object.entries(sections[section] ?? {})) {
        const have = current.importers?.[importer]?.[section]?.[name];
        if (!have && section === 'optionalDependencies') continue;
        if (version(dep) !== version(have)) {
          const where = importer === '.' ? '' : ` (in ${importer})`;
          return {
            kind: 'differs',
            why: `${name}${where} is ${version(dep)} in pnpm-lock.yaml but ${version(have)} in node_modules`,
          };
        }
      }
    }
  }
  const instances = wanted.snapshots ?? wanted.packages ?? {};
  const installed = current.snapshots ?? current.packages ?? {};
  for (const key of Object.keys(instances)) {
    if (!(key in installed) && !skipped.has(key) && !skipped.has(`/${key}`)) {
      return { kind: 'differs', why: `${key} is in pnpm-lock.yaml but not installed` };
    }
  }
  return { kind: 'matches' };
}

/** Yarn 1's yarn.lock as its integrity file keys it: each pattern of an entry's header, with the entry's source. */
export function yarnLockEntries(lockText: string): Map<string, string> {
  const entries = new Map<string, string>();
  let patterns: string[] = [];
  for (const line of lockText.split(/\r?\n/)) {
    if (/^[^\s#]/.test(line) && line.endsWith(':')) {
      patterns = line
        .slice(0, -1)
        .split(/,\s*/)
        .map((pattern) => pattern.replace(/^"|"$/g, ''));
    } else {
      const resolved = /^\s+resolved\s+"?([^"]*)"?$/.exec(line);
      if (resolved) for (const pattern of patterns) entries.set(pattern, resolved[1] ?? '');
    }
  }
  return entries;
}

/** Yarn 1: every entry of yarn.lock has the same source in node_modules/.yarn-integrity's `lockfileEntries`. */
export function compareYarn(lockText: string, integrityText: string): RecordVerdict {
  const integrity = parseJson(integrityText) as { lockfileEntries?: Record<string, string> } | undefined;
  const recorded = integrity?.lockfileEntries;
  if (!recorded || typeof recorded !== 'object') {
    return { kind: 'unknown', why: "Yarn's record node_modules/.yarn-integrity cannot be read" };
  }
  for (const [pattern, resolved] of yarnLockEntries(lockText)) {
    if (recorded[pattern] !== resolved) {
      const have = recorded[pattern] === undefined ? 'not installed' : `${recorded[pattern]} in node_modules`;
      return { kind: 'differs', why: `${pattern} is ${resolved} in yarn.lock but ${have}` };
    }
  }
  return { kind: 'matches' };
}
