// Decides the deployed tree: the publish folder's files, plus what the branch keeps (outside target-dir, keep-files).
import { fromRoot, globMatcher, isValidGlob } from './globs.js';

export interface TreeEntry {
  /** `100644`, `100755`, `120000` (symlink) or `160000` (submodule). */
  mode: string;
  sha: string;
  /** Path from the branch root, with `/`. */
  path: string;
}

/**
 * Tells whether a file already on the branch stays although the publish folder lacks it; `globs`, when it came from
 * keep-files (see `keepRule`), says which.
 */
export type KeepRule = ((branchPath: string) => boolean) & { readonly globs?: readonly string[] };

/** The rule of no `keep-files`: the branch keeps nothing of what target-dir held. */
export const keepNothing: KeepRule = () => false;

/** Whether a file of the branch's tip stays: it lies outside target-dir, or keep-files keeps it. */
export function mayKeep(branchPath: string, targetDir: string, keep: KeepRule): boolean {
  const inTarget = targetDir === '' || branchPath === targetDir || branchPath.startsWith(`${targetDir}/`);
  return !inTarget || keep(branchPath);
}

/**
 * `keep-files` globs, matched against paths from the branch root (dot files included). A glob that matches a
 * folder keeps everything in it, so `docs` and `docs/**` mean the same.
 */
export function keepRule(globs: readonly string[]): KeepRule {
  const matchers = globs.map((glob) => globMatcher(fromRoot(glob)));
  if (matchers.length === 0) return keepNothing;
  const rule = (branchPath: string): boolean => {
    const parts = branchPath.split('/');
    for (let length = parts.length; length > 0; length -= 1) {
      const candidate = parts.slice(0, length).join('/');
      if (matchers.some((matches) => matches(candidate))) return true;
    }
    return false;
  };
  return Object.assign(rule, { globs });
}

/**
 * Validates the globs up front, so a bad one fails before any work, naming the input. Each is checked as
 * `keepRule` will match it: `/!docs` is `!docs` there, a negation.
 */
export function checkKeepGlobs(globs: readonly string[], input = 'keep-files'): void {
  const purpose = input === 'keep-files' ? 'lists files to keep' : 'lists files to leave out';
  for (const glob of globs) {
    const matched = fromRoot(glob);
    if (matched.startsWith('!')) {
      throw new Error(`Input "${input}" ${purpose}; "${glob}" is a negation, which it does not support.`);
    }
    if (!isValidGlob(matched)) throw new Error(`Input "${input}" has an invalid glob: "${glob}".`);
  }
}

export interface ComposeInput {
  /** The tip's files, in git's order (as `ls-tree -r` lists them); those `mayKeep` refuses may be left out. */
  oldEntries: readonly TreeEntry[];
  /** The publish folder's files, already under target-dir, in any order. */
  published: readonly TreeEntry[];
  /** Files the action adds (.nojekyll and CNAME at the root, a preview's date file); they win over published ones. */
  extras: readonly TreeEntry[];
  targetDir: string;
  keep: KeepRule;
}

const ASTRAL = /[\uD800-\uDFFF]/;

/**
 * git's order of full paths: by their UTF-8 bytes. JavaScript's own string order is the same except for
 * characters beyond U+FFFF, so bytes are compared only when those occur.
 */
export function comparePaths(a: string, b: string): number {
  if (ASTRAL.test(a) || ASTRAL.test(b)) return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index in sorted `paths` whose path is not before `path`. */
function lowerBound(paths: readonly TreeEntry[], path: string): number {
  let low = 0;
  let high = paths.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePaths(paths[middle]?.path ?? '', path) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The new tree's entries, in git's order. Inside target-dir (the whole branch when empty) the publish folder
 * replaces what was there, except files matching keep-files; outside it everything stays. A new file always
 * wins over an old one at the same path or in its way (a kept file where the site now has a folder, or the
 * reverse). Works on sorted arrays only, so a site of 100,000 files costs no map or set of them.
 */
export function composeTree(input: ComposeInput): TreeEntry[] {
  const extraPaths = new Set(input.extras.map((entry) => entry.path));
  const fresh = [...input.published.filter((entry) => !extraPaths.has(entry.path)), ...input.extras].sort((a, b) =>
    comparePaths(a.path, b.path),
  );
  const has = (path: string): boolean => fresh[lowerBound(fresh, path)]?.path === path;
  const blocked = (path: string): boolean => {
    if (has(path)) return true;
    if (fresh[lowerBound(fresh, `${path}/`)]?.path.startsWith(`${path}/`)) return true;
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
      if (has(path.slice(0, slash))) return true;
    }
    return false;
  };
  const kept = input.oldEntries.filter(
    (entry) => mayKeep(entry.path, input.targetDir, input.keep) && !blocked(entry.path),
  );
  // Both lists are sorted: merge them.
  const result: TreeEntry[] = [];
  let k = 0;
  for (const entry of fresh) {
    for (let old = kept[k]; old && comparePaths(old.path, entry.path) < 0; old = kept[k]) {
      result.push(old);
      k += 1;
    }
    result.push(entry);
  }
  // concat, not push(...): a spread of 100,000 arguments overflows the stack.
  return result.concat(kept.slice(k));
}
