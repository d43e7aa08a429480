// Reads the publish folder once: every file's git blob id (hashed in-process, nothing written), its mode, and
// whether it holds a secret (the leak guard) or is too large for GitHub.
import * as core from '../runner.js';
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { MODES, readInto, type ChunkResult } from './chunk.js';
import { Stager } from './stager.js';
import { isGitFolderName } from '../paths.js';
import { objectId } from './objects.js';

/** GitHub refuses files over 100 MiB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** How long the listing runs before it lets the event loop turn (a folder is never split). */
const LOOK_EVERY_MS = 5;

/** A file of the publish folder: its path on the branch (with `/`), where it is on disk, and its git mode. */
export interface SiteFile {
  path: string;
  diskPath: string;
  symlink: boolean;
}

export interface StagedFile extends SiteFile {
  mode: '100644' | '100755' | '120000';
  /** The git blob id of the content, as `git hash-object --no-filters` computes it. */
  sha: string;
  size: number;
}

export interface Staged {
  files: StagedFile[];
  /** Files that hold a secret (disk paths). */
  leaking: string[];
  /** Files over GitHub's limit. */
  tooLarge: StagedFile[];
}

/**
 * A listed file: its disk path is made from the folder and its path when asked, not stored for each file. What the
 * reading finds (mode, id, size) has its place from the start, so every file has one shape, its fields in the
 * object itself: added afterwards, they cost each file a further array, and its size a number object.
 */
class ListedFile implements StagedFile {
  mode: StagedFile['mode'] = '100644';
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

/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder. Only
 * directory entries are read here; sizes and modes come with the contents, in `stageFiles`.
 */
export function walkSite(publishDir: string, prefix: string, leave?: Leave): SiteFile[] {
  const files: SiteFile[] = [];
  for (const folder of listSite(publishDir, prefix, leave)) files.push(...folder);
  return files;
}

/** The publish folder's files (see `walkSite`), a folder's at a time, so reading them can start at once. */
function* listSite(publishDir: string, prefix: string, leave?: Leave): Generator<SiteFile[]> {
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
      if (isGitFolderName(entry.name)) continue; // git refuses such a path in a tree, in any case
      if (leave && ((leave.hidden && entry.name.startsWith('.')) || leave.pattern?.test(entry.name))) continue;
      if (entry.isDirectory()) {
        const relative = folder.relative ? `${folder.relative}/${entry.name}` : entry.name;
        pending.push({ relative, disk: `${folder.disk}${path.sep}${entry.name}` });
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        files.push(new ListedFile(root, [inFolder, entry.name].join(''), entry.isSymbolicLink(), prefixLength));
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

/** The git blob id of `content`: SHA-1 of `blob <size>\0` and the bytes. */
export function blobId(content: Buffer): string {
  return objectId('blob', content);
}

/** One buffer for every read, grown as needed: reading a site allocates (and leaves to collect) nothing per file. */
let shared: Buffer = Buffer.allocUnsafe(1024 * 1024);

/**
 * A file's bytes, read again to store them: one open, one fstat, reads into one buffer, one close. The bytes
 * live in a buffer reused by the next call: use them (or copy them) before reading another file.
 */
export function readWhole(diskPath: string): { content: Buffer; mode: number } | { size: number; mode: number } {
  const fd = fs.openSync(diskPath, 'r');
  try {
    const stat = fs.fstatSync(fd);
    if (stat.size > MAX_FILE_BYTES) return { size: stat.size, mode: stat.mode };
    const read = readInto(fs.readSync, fd, stat.size, shared);
    shared = read.buffer;
    return { content: shared.subarray(0, read.length), mode: stat.mode };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads every file once: hashes it as git would, checks its size, and looks for the secrets in it. Nothing is
 * written; git stores only the blobs the branch lacks, later. A large site is shared between this thread and worker
 * threads, one per further core (see stager.ts), with synchronous reads in each: for tens of thousands of small
 * files that is several times faster than the same reads queued through libuv's thread pool. The given file
 * objects are completed in place (mode, id, size) and returned, rather than copied: a large site holds them once.
 */
export async function stageFiles(
  files: SiteFile[],
  secrets: readonly string[],
  threads = defaultThreads(),
): Promise<Staged> {
  const stager = newStager(secrets, threads);
  stager.add(files);
  return readResults(await stager.finish());
}

function defaultThreads(): number {
  return Math.min(os.availableParallelism(), 4);
}

function newStager(secrets: readonly string[], threads: number): Stager<SiteFile> {
  return new Stager({ needles: secrets.filter((secret) => secret.length > 0), maxBytes: MAX_FILE_BYTES }, threads);
}

/** The chunks' results, on their files. */
function readResults(chunks: { files: SiteFile[]; result: ChunkResult }[]): Staged {
  const staged: Staged = { files: [], leaking: [], tooLarge: [] };
  for (const { files: chunkFiles, result } of chunks) {
    const ids = Buffer.from(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength);
    const tooLarge = new Set(result.tooLarge);
    chunkFiles.forEach((file, index) => {
      // Set one by one, not through Object.assign and an object each: a listed file has their places already.
      const stagedFile = file as StagedFile;
      stagedFile.mode = MODES[result.modes[index] ?? 0] ?? '100644';
      stagedFile.sha = tooLarge.has(index) ? '' : ids.toString('hex', index * 20, index * 20 + 20);
      // As a small integer where it is one: a size read from the Float64Array as it is would make the field a
      // number object each.
      const size = result.sizes[index] ?? 0;
      stagedFile.size = size <= MAX_FILE_BYTES ? size | 0 : size;
      staged.files.push(stagedFile);
      if (stagedFile.sha === '') staged.tooLarge.push(stagedFile);
    });
    for (const index of result.leaking) staged.leaking.push(chunkFiles[index]?.diskPath ?? '');
  }
  staged.leaking.sort();
  return staged;
}

/**
 * Reads the publish folder once (see `stageFiles`), and refuses it when it is missing or empty (a build that produced
 * nothing must not wipe a live site), when a file is too large for GitHub, or when a file holds a secret.
 */
export async function readSite(
  publishDir: string,
  options: {
    targetDir: string;
    secrets: readonly string[];
    /** The leak guard's answer to files holding a secret: it throws. */
    refuseLeaks: (files: readonly string[]) => Promise<never>;
    /** What to leave out of the publish folder; and further folders to publish (see `ExtraFolder`). */
    leave?: Leave;
    extraFolders?: readonly ExtraFolder[];
    /** The `exclude` input: whether a path from the publish folder is left out. */
    exclude?: (relativePath: string) => boolean;
  },
): Promise<StagedFile[]> {
  const stat = await fsp.stat(publishDir).catch(() => undefined);
  if (!stat) {
    throw new Error(
      `The publish folder ${publishDir} does not exist. Did the build write somewhere else? Set "publish-dir" ` +
        'to the folder your generator writes (Hexo: public_dir in _config.yml), or check that "build" ran.',
    );
  }
  if (!stat.isDirectory()) throw new Error(`"publish-dir" must be a folder, but ${publishDir} is a file.`);
  const startedAt = Date.now();
  const base = options.targetDir ? `${options.targetDir}/` : '';
  const stager = newStager(options.secrets, defaultThreads());
  const count = await listInto(stager, publishDir, base, options).catch(async (error: unknown) => {
    await stager.abort();
    throw error;
  });
  if (count === 0) {
    throw new Error(
      `The publish folder ${publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
        'Check the build output above, and that "publish-dir" names the folder the build writes.',
    );
  }
  const staged = readResults(await stager.finish());
  core.debug(`listed and read ${count} files in ${Date.now() - startedAt} ms`);
  if (staged.tooLarge.length > 0) {
    const names = staged.tooLarge.map(
      (file) =>
        `${path.relative(publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`,
    );
    throw new Error(
      `GitHub refuses files over ${MAX_FILE_BYTES / 1024 / 1024} MiB, and the publish folder has ` +
        `${names.length === 1 ? 'one' : names.length}: ${names.slice(0, 10).join(', ')}. Keep such files out of the ` +
        'site (host them elsewhere, or use Git LFS in another repository).',
    );
  }
  if (staged.leaking.length > 0) await options.refuseLeaks(staged.leaking);
  return staged.files;
}

/**
 * Lists the site into `stager`, which starts reading while the listing goes on, without the files `exclude`
 * matches; how many files it was given. Extra folders (Hexo's extend_dirs) are merged with the listing first.
 */
async function listInto(
  stager: Stager<SiteFile>,
  publishDir: string,
  base: string,
  options: Pick<Parameters<typeof readSite>[1], 'leave' | 'extraFolders' | 'exclude'>,
): Promise<number> {
  const { exclude } = options;
  const folders = options.extraFolders?.length
    ? [withExtraFolders(walkSite(publishDir, base, options.leave), base, options.extraFolders)]
    : listSite(publishDir, base, options.leave);
  let count = 0;
  let excluded = 0;
  let lookedAt = performance.now();
  for (const listed of folders) {
    const kept = exclude ? listed.filter((file) => !exclude(file.path.slice(base.length))) : listed;
    excluded += listed.length - kept.length;
    stager.add(kept);
    count += kept.length;
    // A look at the event loop every few milliseconds: the workers' answers, and the git commands of the target
    // check and the tip, each of which waits for this thread to see it end before the next starts.
    if (performance.now() - lookedAt >= LOOK_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lookedAt = performance.now();
    }
  }
  if (excluded > 0) core.info(`Left out ${excluded} files that "exclude" matches.`);
  return count;
}

/** The publish folder's files on disk, or none when it does not exist (yet). */
export async function listFiles(publishDir: string): Promise<string[]> {
  const stat = await fsp.stat(publishDir).catch(() => undefined);
  if (!stat?.isDirectory()) return [];
  return walkSite(publishDir, '')
    .filter((file) => !file.symlink)
    .map((file) => file.diskPath);
}

/** The listing with each extra folder's files added under its name; a file of a later folder wins, as copied last. */
function withExtraFolders(listed: SiteFile[], base: string, folders: readonly ExtraFolder[]): SiteFile[] {
  const byPath = new Map(listed.map((file) => [file.path, file]));
  for (const folder of folders) {
    const stat = fs.statSync(folder.dir, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) {
      throw new Error(
        `extend_dirs in _config.yml names ${folder.under}, but ${folder.dir} is not a folder: create it, or remove it ` +
          'from extend_dirs (hexo deploy would fail on it too).',
      );
    }
    for (const file of walkSite(folder.dir, `${base}${folder.under}/`, folder.leave)) byPath.set(file.path, file);
  }
  return [...byPath.values()];
}
