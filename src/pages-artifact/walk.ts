// What the Pages artifact holds, taken from the one read of the publish folder (publish-folder/read.ts), never from
// a walk of its own: each file the read checked, with the git blob id it hashed; a symbolic link inside the site as
// the file (or folder) it names, which the read listed and checked too; `.github` left out at any depth, as
// upload-pages-artifact leaves it out (`.git` in any case was never listed).
import { createHash, type Hash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { HashedFile } from '../publish-folder/listing.js';
import type { TarEntry } from './tar-header.js';

/** A member of the tar, where its content is read from, and the blob id the read gave those bytes ('' when unread). */
export interface PackedFile extends TarEntry {
  diskPath: string;
  sha: string;
}

/** The folder upload-pages-artifact leaves out beside `.git` (`tar --exclude=.github`: any member so named). */
const LEFT_OUT = '.github';

/** How deep links to folders may lead into each other before the site is taken to loop. */
const MAX_LINK_DEPTH = 16;

/** Every member's mtime: fixed, so that the same folder gives the same bytes (the tar's hash, a cache's key). */
const MTIME = 0;

/**
 * The tar's members in the order they are written: `./` first, then each folder before what it holds, names in
 * sorted order (the same read lists the same). A folder with no file to publish is left out, as a branch push
 * leaves it out. `files` are the read's (paths from the publish folder's root, no target-dir).
 */
export function packedMembers(publishDir: string, files: readonly HashedFile[]): PackedFile[] {
  const root = realpathSync(publishDir);
  const byPath = new Map<string, HashedFile>();
  for (const file of files) byPath.set(file.path, file);
  const members = new Map<string, PackedFile>();
  const add = (relative: string, file: HashedFile, depth: number): void => {
    if (relative.split('/').includes(LEFT_OUT)) return;
    if (!file.symlink) {
      members.set(relative, member(relative, file));
      return;
    }
    for (const [linked, target] of linkedFiles(root, relative, file, byPath, depth)) add(linked, target, depth + 1);
  };
  for (const file of files) add(file.path, file, 0);
  if (members.size === 0) {
    throw new Error(
      `The publish folder ${publishDir} has no file to deploy (.git and .github left out): check ` +
        `input "publish-dir" (and "exclude", which may match every file).`,
    );
  }
  return withFolders([...members.values()]);
}

/** What a link of the site stands for in the artifact: the listed files it names, under the link's own path. */
function linkedFiles(
  root: string,
  relative: string,
  link: HashedFile,
  byPath: ReadonlyMap<string, HashedFile>,
  depth: number,
): [string, HashedFile][] {
  if (depth >= MAX_LINK_DEPTH) {
    throw new Error(
      `${relative} in the publish folder is a symbolic link in a chain of links that does not end: remove the ` +
        'link, or leave it out with input "exclude".',
    );
  }
  let real: string;
  try {
    real = realpathSync(link.diskPath);
  } catch {
    throw new Error(
      `${relative} in the publish folder is a symbolic link to nothing (its target is missing, or it loops): ` +
        `GitHub Pages takes regular files only. Fix or remove the link, or leave it out with input "exclude".`,
    );
  }
  // The read refused a link leading out of the site (links.ts): what it names was listed, under its own path.
  const named = path.relative(root, real).split(path.sep).join('/');
  if (statSync(real).isDirectory()) {
    const under = named === '' ? '' : `${named}/`;
    if (`${relative}/`.startsWith(under)) {
      throw new Error(
        `${relative} in the publish folder is a symbolic link to a folder that holds it (${real}): the site ` +
          `would never end. Remove the link, or leave it out with input "exclude".`,
      );
    }
    const found: [string, HashedFile][] = [];
    for (const [listed, file] of byPath) {
      if (listed.startsWith(under)) found.push([`${relative}/${listed.slice(under.length)}`, file]);
    }
    return found;
  }
  const target = byPath.get(named);
  if (!target) {
    throw new Error(
      `${relative} in the publish folder is a symbolic link to ${named}, which is not published (left out by ` +
        '"exclude", a hidden name or a .git folder): the artifact stores a link as the file it names. Link to a ' +
        'published file, or leave the link out with input "exclude".',
    );
  }
  return [[relative, target]];
}

/** A regular file: 0755 when the file has an execute bit (as git's modes go), else 0644. */
function member(relative: string, file: HashedFile): PackedFile {
  const mode = file.mode === '100755' ? 0o755 : 0o644;
  return {
    path: `./${relative}`,
    type: 'file',
    mode,
    size: file.size,
    mtime: MTIME,
    diskPath: file.diskPath,
    sha: file.sha,
  };
}

/** The members in tar order, each folder written before what it holds. */
function withFolders(files: PackedFile[]): PackedFile[] {
  const parts = new Map<PackedFile, string[]>();
  for (const file of files) parts.set(file, file.path.slice(2).split('/'));
  files.sort((a, b) => compareParts(parts.get(a) ?? [], parts.get(b) ?? []));
  const listing: PackedFile[] = [folder('./')];
  const written = new Set<string>();
  for (const file of files) {
    const segments = parts.get(file) ?? [];
    for (let depth = 1; depth < segments.length; depth += 1) {
      const dir = `./${segments.slice(0, depth).join('/')}/`;
      if (written.has(dir)) continue;
      written.add(dir);
      listing.push(folder(dir));
    }
    listing.push(file);
  }
  return listing;
}

/** Paths compared a folder at a time, names by their code units: a folder's files as a listing sorted by name. */
function compareParts(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const left = a[index] ?? '';
    const right = b[index] ?? '';
    if (left !== right) return left < right ? -1 : 1;
  }
  return a.length - b.length;
}

function folder(tarPath: string): PackedFile {
  return { path: tarPath, type: 'directory', mode: 0o755, size: 0, mtime: MTIME, diskPath: '', sha: '' };
}

/** Opens a member's file as the read found it: a regular file, not a link to follow or a pipe to wait on. */
export function openFile(entry: PackedFile, root: string): number {
  let fd: number;
  try {
    fd = openSync(entry.diskPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw changed(entry, code === 'ELOOP' ? 'it is a symbolic link now' : `it cannot be opened (${code})`);
  }
  // O_NOFOLLOW guards the name alone: a folder of its path swapped for a link is seen where the file really is.
  const where = process.platform === 'linux' ? readlinkSync(`/proc/self/fd/${String(fd)}`) : root;
  const problem = !fstatSync(fd).isFile()
    ? 'it is not a regular file now'
    : where !== root && !where.startsWith(root + path.sep)
      ? 'a folder of its path leads out of the site now'
      : '';
  if (problem) {
    closeSync(fd);
    throw changed(entry, problem);
  }
  return fd;
}

/** The hash git gives a blob of `size` bytes, its header fed: the bytes follow. */
export function blobHash(size: number): Hash {
  return createHash('sha1').update(`blob ${String(size)}\0`);
}

export function changed(entry: PackedFile, how: string): Error {
  return new Error(
    `${entry.path.slice(2)} in the publish folder changed after it was read and checked (${how}), so nothing was ` +
      'uploaded: make sure nothing the build started still writes to the site while the deploy runs.',
  );
}
