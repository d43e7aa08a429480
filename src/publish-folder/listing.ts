// Lists the publish folder (and Hexo's extend_dirs): every file the push publishes, one folder at a time, and what it
// leaves out (hidden names, names a pattern matches, .git folders), which is not read and so is scrubbed after it.
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';
import { isGitFolderName } from '../shared/paths.js';

/** A file of the publish folder: its path on the branch (with `/`), where it is on disk, and its git mode. */
export interface SiteFile {
  path: string;
  diskPath: string;
  symlink: boolean;
}

export interface HashedFile extends SiteFile {
  mode: '100644' | '100755' | '120000';
  /** The git blob id of the content, as `git hash-object --no-filters` computes it. */
  sha: string;
  size: number;
}

/**
 * A listed file: its disk path is made from the folder and its path when asked, not stored for each file. What the
 * reading finds (mode, id, size) has its place from the start, so every file has one shape, its fields in the
 * object itself: added afterwards, they cost each file a further array, and its size a number object.
 */
class ListedFile implements HashedFile {
  mode: HashedFile['mode'] = '100644';
  sha = '';
  size = 0;

  constructor(
    private readonly root: string,
    readonly path: string,
    readonly symlink: boolean,
    private readonly prefixLength: number,
  ) {}

  get diskPath(): string {
    const relative = this.path.slice(this.prefixLength);
    return `${this.root}${path.sep}${path.sep === '/' ? relative : relative.replace(/\//g, path.sep)}`;
  }
}

/** What to leave out of a folder at every level, as hexo-deployer-git does: hidden names, names a pattern matches. */
export interface Leave {
  hidden: boolean;
  pattern?: RegExp;
}

/** A folder published beside the publish folder's files (Hexo's `extend_dirs`), under its own name on the branch. */
export interface ExtraFolder {
  dir: string;
  /** Its path on the branch (inside target-dir). */
  under: string;
  leave?: Leave;
}

/** What a target's deployer options make of the site's folders (none: the folder as it is; see deploy/layout.ts). */
export interface SiteLayout {
  leave?: Leave;
  extraFolders?: ExtraFolder[];
}

/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder. Only
 * directory entries are read here; sizes and modes come with the contents, in `hashFiles`. What is left out
 * (a `.git` folder, a name `leave` matches) goes to `leftOut`, as a disk path, when given.
 */
export function walkSite(
  publishDir: string,
  prefix: string,
  leave?: Leave,
  leftOut?: string[],
  specials?: string[],
): SiteFile[] {
  const files: SiteFile[] = [];
  // One at a time: a spread of a folder's files would pass each as an argument, and a folder of some 150,000 files
  // would overflow the stack.
  for (const folder of listSite(publishDir, prefix, leave, leftOut, specials))
    for (const file of folder) files.push(file);
  return files;
}

/** The publish folder's files (see `walkSite`), a folder's at a time, so reading them can start at once. */
export function* listSite(
  publishDir: string,
  prefix: string,
  leave?: Leave,
  leftOut?: string[],
  /** Given the paths of what is not a file, folder or link (a socket, pipe or device): never read. */
  specials?: string[],
): Generator<SiteFile[]> {
  const root = path.resolve(publishDir);
  const prefixLength = prefix.length;
  // Paths are joined by hand: path.join on every one of tens of thousands of entries costs a third of the walk.
  const pending: { relative: string; disk: string }[] = [{ relative: '', disk: root }];
  for (let folder = pending.pop(); folder; folder = pending.pop()) {
    const files: SiteFile[] = [];
    // A file's path is joined in one piece (Array.join), not with `+`: V8 keeps a string made with `+` as a pair
    // of its parts, and the pairs (with each file's name) would live as long as the paths, about 90 bytes a file.
    const inFolder = prefix + (folder.relative ? `${folder.relative}/` : '');
    for (const entry of readFolder(folder.disk, folder.relative)) {
      // git refuses a .git folder's path in a tree, in any case; hexo-deployer-git leaves out what `leave` names.
      if (
        isGitFolderName(entry.name) ||
        (leave && ((leave.hidden && entry.name.startsWith('.')) || leave.pattern?.test(entry.name)))
      ) {
        leftOut?.push(`${folder.disk}${path.sep}${entry.name}`);
        continue;
      }
      if (entry.name.includes('\uFFFD')) refuseNonUtf8Name(folder.disk, folder.relative, entry.name);
      if (entry.isDirectory()) {
        const relative = folder.relative ? `${folder.relative}/${entry.name}` : entry.name;
        pending.push({ relative, disk: `${folder.disk}${path.sep}${entry.name}` });
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        files.push(new ListedFile(root, [inFolder, entry.name].join(''), entry.isSymbolicLink(), prefixLength));
      } else {
        specials?.push([inFolder, entry.name].join(''));
      }
    }
    if (files.length > 0) yield files;
  }
}

/** A folder's entries; one that cannot be read fails the deploy, named: publishing without it would drop it. */
function readFolder(disk: string, relative: string): fs.Dirent[] {
  try {
    return fs.readdirSync(disk, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `The folder "${relative || '.'}" of the publish folder cannot be read (${code}), so nothing was pushed. ` +
        'Check what the build left there (its permissions, or paths too long for the file system).',
      { cause: error },
    );
  }
}

/** The publish folder's files on disk, or none when it does not exist (yet). */
export async function listFiles(publishDir: string): Promise<string[]> {
  const stat = await fsp.stat(publishDir).catch(() => undefined);
  if (!stat?.isDirectory()) return [];
  return walkSite(publishDir, '')
    .filter((file) => !file.symlink)
    .map((file) => file.diskPath);
}

/**
 * Refuses the entry listed as `decoded` when its name on disk is not UTF-8: the listing reads names as UTF-8, so
 * such a name comes out with U+FFFD in it, a file that does not exist. It is named by its bytes, and how to fix it.
 */
function refuseNonUtf8Name(disk: string, relative: string, decoded: string): void {
  const raw = fs
    .readdirSync(disk, { encoding: 'buffer' })
    .find((name) => name.toString('utf8') === decoded && !Buffer.from(decoded).equals(name));
  if (!raw) return; // a real U+FFFD, written in UTF-8
  const shown = [...raw].map((byte) =>
    byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`,
  );
  throw new Error(
    `The publish folder has a file whose name is not UTF-8: "${shown.join('')}" (its bytes as \\x hex) in the folder ` +
      `"${relative || '.'}", so nothing was pushed. Git, GitHub Pages and browsers take UTF-8 names: rename it ` +
      '(for a Latin-1 name: convmv -f latin1 -t utf-8 --notest), or have the build write it in UTF-8.',
  );
}

/** Fails, naming the fix, when an extra folder (a deployer's extend_dirs) is not a folder. */
export function checkExtraFolders(folders: readonly ExtraFolder[]): void {
  for (const folder of folders) {
    if (!fs.statSync(folder.dir, { throwIfNoEntry: false })?.isDirectory()) {
      throw new Error(
        `extend_dirs in _config.yml names ${folder.under}, but ${folder.dir} is not a folder: create it, or remove it ` +
          'from extend_dirs (hexo deploy would fail on it too).',
      );
    }
  }
}

/**
 * The listing with each extra folder's files (each folder a real path, its listing passed through `keep`) added
 * under its name; a file of a later folder wins, as copied last (the file it replaces goes to `leftOut`, with what
 * each folder's listing leaves out).
 */
export function withExtraFolders(
  listed: SiteFile[],
  base: string,
  folders: readonly ExtraFolder[],
  keep: (listed: SiteFile[]) => SiteFile[],
  leftOut?: string[],
): SiteFile[] {
  const byPath = new Map(listed.map((file) => [file.path, file]));
  checkExtraFolders(folders);
  for (const folder of folders) {
    for (const file of keep(walkSite(folder.dir, `${base}${folder.under}/`, folder.leave, leftOut))) {
      const replaced = byPath.get(file.path);
      if (replaced) leftOut?.push(replaced.diskPath);
      byPath.set(file.path, file);
    }
  }
  return [...byPath.values()];
}
