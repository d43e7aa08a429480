// Lists what the Pages artifact holds: the publish folder's regular files (a symbolic link into the workspace as
// the file or folder it names), each with its mode and size, and the folders that hold them; `.git` and `.github`
// left out at any depth, and the `exclude` input applied, as the push applies it (to files).
import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import * as path from 'node:path';
import { escapes } from '../paths.js';
import type { TarEntry } from './tar-header.js';
import { throwIfCancelled } from '../processes.js';

/** A member of the tar, and where its content is read from (a link's target). */
export interface PackedFile extends TarEntry {
  diskPath: string;
}

/** The folders upload-pages-artifact leaves out (`tar --exclude=.git --exclude=.github`: any member so named). */
const LEFT_OUT = new Set(['.git', '.github']);

interface WalkOptions {
  workspace: string;
  exclude: (relativePath: string) => boolean;
  signal: AbortSignal;
}

/**
 * The tar's members in the order they are written: `./` first, then each folder before what it holds, names in
 * sorted order (the same folder lists the same). A folder left with no file to publish is left out, as a branch
 * push leaves it out.
 */
export async function listPackedSite(folder: string, options: WalkOptions): Promise<PackedFile[]> {
  const workspace = realpathSync(options.workspace);
  const root = realpathSync(folder);
  const listing: PackedFile[] = [directory('./', root)];
  await listFolder(root, '', listing, { ...options, workspace, chain: new Set([root]), folders: 0 });
  if (!listing.some((entry) => entry.type === 'file')) {
    throw new Error(
      `The publish folder ${folder} has no file to deploy (.git and .github left out): check ` +
        `input "publish-dir" (and "exclude", which may match every file).`,
    );
  }
  return listing;
}

interface Walk extends WalkOptions {
  /** The real paths of the folders being listed, from the root down: a link back to one of them is a loop. */
  chain: Set<string>;
  /** The folders listed so far. */
  folders: number;
}

/** The event loop gets a turn after this many folders (a cancel is heard): the listing's calls are synchronous. */
const YIELD_EVERY = 256;

async function listFolder(diskDir: string, relDir: string, listing: PackedFile[], walk: Walk): Promise<void> {
  walk.folders += 1;
  if (walk.folders % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
  throwIfCancelled(walk.signal);
  const entries = readdirSync(diskDir, { withFileTypes: true })
    .filter((entry) => !LEFT_OUT.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    // A folder is known by its entry alone; anything else needs its lstat (a file's size and mode).
    const item: Found | undefined = entry.isDirectory()
      ? { kind: 'folder', relative: `${relDir}${entry.name}`, diskPath: path.join(diskDir, entry.name) }
      : look(diskDir, relDir, entry.name, walk);
    if (item === undefined) continue;
    if (item.kind === 'file') {
      listing.push(item.file);
      continue;
    }
    const before = listing.length;
    listing.push(directory(`./${item.relative}/`, item.diskPath));
    walk.chain.add(item.diskPath);
    await listFolder(item.diskPath, `${item.relative}/`, listing, walk);
    walk.chain.delete(item.diskPath);
    if (listing.length === before + 1) listing.pop(); // nothing published under it
  }
}

type Found = { kind: 'file'; file: PackedFile } | { kind: 'folder'; relative: string; diskPath: string };

/** What one name of a folder is in the tar: a file, a folder to list, or nothing (excluded). */
function look(diskDir: string, relDir: string, name: string, walk: Walk): Found | undefined {
  const diskPath = path.join(diskDir, name);
  const relative = `${relDir}${name}`;
  const stats = lstatSync(diskPath);
  if (stats.isDirectory()) return { kind: 'folder', relative, diskPath };
  if (stats.isFile())
    return walk.exclude(relative) ? undefined : { kind: 'file', file: file(relative, diskPath, stats) };
  if (!stats.isSymbolicLink()) {
    throw new Error(
      `${relative} in the publish folder is not a file, folder or link (a socket, pipe or device): GitHub Pages ` +
        `takes regular files only. Remove it from the site, or leave it out with input "exclude".`,
    );
  }
  // A link: what it names, when that is inside the workspace (as `tar --dereference` reads it).
  if (walk.exclude(relative)) return undefined;
  let target: string;
  try {
    target = realpathSync(diskPath);
  } catch {
    throw new Error(
      `${relative} in the publish folder is a symbolic link to nothing (its target is missing, or it loops): ` +
        `GitHub Pages takes regular files only. Fix or remove the link, or leave it out with input "exclude".`,
    );
  }
  const escape = escapes(walk.workspace, target);
  if (escape !== undefined) {
    throw new Error(
      `${relative} in the publish folder is a symbolic link that leads ${escape} (${target}): a deploy ` +
        `through the Pages "GitHub Actions" source stores a link as the file it names, and only inside the ` +
        `workspace. Copy the file into the site instead of linking to it, or leave the link out with input "exclude".`,
    );
  }
  const targetStats = statSync(target);
  if (targetStats.isFile()) return { kind: 'file', file: file(relative, target, targetStats) };
  if (targetStats.isDirectory()) {
    if (walk.chain.has(target)) {
      throw new Error(
        `${relative} in the publish folder is a symbolic link to a folder that holds it (${target}): the site ` +
          `would never end. Remove the link, or leave it out with input "exclude".`,
      );
    }
    return { kind: 'folder', relative, diskPath: target };
  }
  throw new Error(
    `${relative} in the publish folder links to something that is not a file or folder (${target}): GitHub Pages ` +
      `takes regular files only. Remove the link, or leave it out with input "exclude".`,
  );
}

/** Every member's mtime: fixed, so that the same folder gives the same bytes (the tar's hash, a cache's key). */
const MTIME = 0;

/** A regular file: 0755 when the file has any execute bit (as git's modes go), else 0644. */
function file(relative: string, diskPath: string, stats: Stats): PackedFile {
  const mode = (stats.mode & 0o111) !== 0 ? 0o755 : 0o644;
  return { path: `./${relative}`, type: 'file', mode, size: stats.size, mtime: MTIME, diskPath };
}

function directory(tarPath: string, diskPath: string): PackedFile {
  return { path: tarPath, type: 'directory', mode: 0o755, size: 0, mtime: MTIME, diskPath };
}
