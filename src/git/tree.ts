// Decides the deployed tree: the publish folder's files, plus what the branch keeps (outside target-dir, keep-files).
import { Minimatch } from 'minimatch';

export interface TreeEntry {
  /** `100644`, `100755`, `120000` (symlink) or `160000` (submodule). */
  mode: string;
  sha: string;
  /** Path from the branch root, with `/`. */
  path: string;
}

/** Tells whether a file already on the branch stays although the publish folder lacks it. */
export type KeepRule = (branchPath: string) => boolean;

/**
 * `keep-files` globs, matched against paths from the branch root (dot files included). A glob that matches a
 * folder keeps everything in it, so `docs` and `docs/**` mean the same.
 */
export function keepRule(globs: readonly string[]): KeepRule {
  const matchers = globs.map((glob) => new Minimatch(glob.replace(/^\/+|\/+$/g, ''), { dot: true }));
  if (matchers.length === 0) return () => false;
  return (branchPath) => {
    const parts = branchPath.split('/');
    for (let length = parts.length; length > 0; length -= 1) {
      const candidate = parts.slice(0, length).join('/');
      if (matchers.some((matcher) => matcher.match(candidate))) return true;
    }
    return false;
  };
}

/** Validates the globs up front, so a bad one fails before any work, naming the input. */
export function checkKeepGlobs(globs: readonly string[]): void {
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      throw new Error(`Input "keep-files" lists files to keep; "${glob}" is a negation, which it does not support.`);
    }
    const matcher = new Minimatch(glob, { dot: true });
    if (matcher.makeRe() === false) throw new Error(`Input "keep-files" has an invalid glob: "${glob}".`);
  }
}

export interface ComposeInput {
  oldEntries: readonly TreeEntry[];
  /** The publish folder's files, already under target-dir. */
  published: readonly TreeEntry[];
  /** Files the action adds at the branch root (.nojekyll, CNAME); they win over published ones. */
  extras: readonly TreeEntry[];
  targetDir: string;
  keep: KeepRule;
}

/**
 * The new tree's entries. Inside target-dir (the whole branch when empty) the publish folder replaces what was
 * there, except files matching keep-files; outside it everything stays. A new file always wins over an old one
 * at the same path or in its way (a kept file where the site now has a folder, or the reverse).
 */
export function composeTree(input: ComposeInput): TreeEntry[] {
  const chosen = new Map<string, TreeEntry>();
  for (const entry of input.published) chosen.set(entry.path, entry);
  for (const entry of input.extras) chosen.set(entry.path, entry);
  const newFolders = new Set<string>();
  for (const entryPath of chosen.keys()) {
    for (let slash = entryPath.indexOf('/'); slash !== -1; slash = entryPath.indexOf('/', slash + 1)) {
      newFolders.add(entryPath.slice(0, slash));
    }
  }
  const inTarget = (entryPath: string): boolean =>
    input.targetDir === '' || entryPath === input.targetDir || entryPath.startsWith(`${input.targetDir}/`);
  const blocked = (entryPath: string): boolean => {
    if (chosen.has(entryPath) || newFolders.has(entryPath)) return true;
    for (let slash = entryPath.indexOf('/'); slash !== -1; slash = entryPath.indexOf('/', slash + 1)) {
      if (chosen.has(entryPath.slice(0, slash))) return true;
    }
    return false;
  };
  const result: TreeEntry[] = [];
  for (const entry of input.oldEntries) {
    if (inTarget(entry.path) && !input.keep(entry.path)) continue;
    if (blocked(entry.path)) continue;
    result.push(entry);
  }
  result.push(...chosen.values());
  return result;
}
