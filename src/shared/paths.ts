// Where a path of the user's really leads: through symbolic links it must stay inside the workspace, and it may
// name no .git folder, in any spelling git itself refuses.
import { realpathSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { sourceOf } from './errors.js';

/** The code points HFS+ leaves out of a name when it compares two (git's list, in utf8.c). */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/**
 * `.git` in any case, with the trailing dots and spaces Windows ignores, an NTFS stream (`.git::$INDEX_ALLOCATION`),
 * its short name `git~1`, or with code points HFS+ ignores (U+200C, U+FEFF, ...): git's own is_ntfs_dotgit and
 * is_hfs_dotgit, so that a clone on Windows or macOS never finds a .git folder planted in a site.
 */
export function isGitFolderName(name: string): boolean {
  return /^(\.git|git~1)[. ]*(:.*)?$/i.test(name.replace(HFS_IGNORED, ''));
}

/** Whether `relative` (with `/` or the platform's separator) has a component `isGitFolderName` refuses. */
export function namesGitFolder(relative: string): boolean {
  return relative.split(/[\\/]/).some(isGitFolderName);
}

/**
 * `file` with every symbolic link resolved (a part that does not exist yet is kept as given), refused when that
 * leads outside the workspace or into a .git folder. Returns the resolved path, which the caller then uses.
 */
export async function confined(workspace: string, file: string, input: string): Promise<string> {
  const real = await realpath(file);
  const escape = escapes(await realpath(workspace), real);
  if (escape === 'out of the workspace') {
    throw new Error(
      `${sourceOf(input)} must stay inside the workspace, but ${file} leads to ${real} through a symbolic link. ` +
        'Point it at a real folder of the workspace.',
    );
  }
  if (escape) throw new Error(`${sourceOf(input)} leads into a .git folder (${real}): name your site's own folder.`);
  return real;
}

/** Where the resolved path `real` leads that it must not, seen from the workspace's real path `root`; else none. */
export function escapes(root: string, real: string): 'out of the workspace' | 'into a .git folder' | undefined {
  const relative = path.relative(root, real);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return 'out of the workspace';
  }
  return namesGitFolder(relative) ? 'into a .git folder' : undefined;
}

/** The real path of `file`, or of its nearest existing parent with the rest appended. */
async function realpath(file: string): Promise<string> {
  const resolved = path.resolve(file);
  try {
    return await fs.realpath(resolved);
  } catch {
    const parent = path.dirname(resolved);
    if (parent === resolved) return resolved;
    return path.join(await realpath(parent), path.basename(resolved));
  }
}

/** Whether `file` lies inside `folder` (below it, not the folder itself), by their paths alone (no link is followed). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * `folder` through its symbolic links, or as given when it does not exist (yet). The workspace is taken so, once:
 * every path of the site is compared with the real paths the checks resolve (see paths.ts confined), and a linked
 * workspace compared unresolved would read the publish folder twice and scrub what it should refuse.
 */
export function realPath(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
