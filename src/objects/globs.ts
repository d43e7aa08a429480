// The globs of keep-files and exclude, and a workspace's package patterns. Most name one path as it is (`CNAME`,
// the previews' folder), which is compared as it is; minimatch, a chunk of dist/ of its own, loads only for a glob
// that needs it (`loadGlobEngine`), while the settings are read: before any user command, which could rewrite the
// action's files (see shared/bundle.ts), and not in the start of a run that never matches a glob.
import type * as MinimatchModule from 'minimatch';

let engine: typeof MinimatchModule | undefined;

/** A path with no character minimatch reads as a glob, an extglob, a brace, an escape or a comment, no `.` or `..`. */
const PLAIN_PATH =
  /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*(\/[A-Za-z0-9._@+~-]+)*$|^\.[A-Za-z0-9._@+~-]+(\/[A-Za-z0-9._@+~-]+)*$/;

/** A glob as the keep rule matches it: paths are from the branch root, so leading and trailing slashes say nothing. */
export function fromRoot(glob: string): string {
  return glob.replace(/^\/+|\/+$/g, '');
}

/** Whether `glob` (from the root) names one path as it is, which minimatch would match only to itself. */
export function isPlainPath(glob: string): boolean {
  return PLAIN_PATH.test(glob) && !glob.split('/').some((part) => part === '.' || part === '..');
}

/** Loads minimatch when one of `globs` (as given: leading and trailing slashes allowed) needs it. */
export async function loadGlobEngine(globs: readonly string[]): Promise<void> {
  if (engine === undefined && globs.some((glob) => !isPlainPath(fromRoot(glob)))) engine = await import('minimatch');
}

/** minimatch, loaded by `loadGlobEngine` for the globs at hand. */
function globEngine(): typeof MinimatchModule {
  if (engine === undefined) throw new Error('A glob was matched before minimatch was loaded (loadGlobEngine).');
  return engine;
}

/**
 * Whether `candidate` matches `glob` (from the root), as minimatch matches it with dot files included: a plain
 * path by itself; any other once `loadGlobEngine` has loaded minimatch for it.
 */
export function globMatcher(glob: string): (candidate: string) => boolean {
  // minimatch skips empty parts of the candidate (`docs//v1/`), never a leading slash.
  if (isPlainPath(glob))
    return (candidate) => candidate === glob || candidate.replace(/\/+/g, '/').replace(/(.)\/$/, '$1') === glob;
  const matcher = new (globEngine().Minimatch)(glob, { dot: true });
  return (candidate) => matcher.match(candidate);
}

/** Whether minimatch can make a pattern of `glob` (from the root); a plain path always is one. */
export function isValidGlob(glob: string): boolean {
  return isPlainPath(glob) || new (globEngine().Minimatch)(glob, { dot: true }).makeRe() !== false;
}
