// Reads the publish folder once: every file's git blob id (hashed in-process, nothing written), its mode, and
// whether it holds a secret (the leak guard) or is too large for GitHub.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { MODES, readInto, type ChunkResult } from './chunk.js';
import { ChunkReader } from './read-chunks.js';
import { confined } from '../shared/paths.js';
import { checkLinks, type LinkRule } from './links.js';
import {
  listSite,
  walkSite,
  withExtraFolders,
  type ExtraFolder,
  type Leave,
  type SiteFile,
  type HashedFile,
} from './listing.js';
import { objectId } from '../objects/objects.js';

export { listFiles, walkSite, type ExtraFolder, type Leave, type SiteFile, type HashedFile } from './listing.js';

/** GitHub refuses files over 100 MiB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** How long the listing runs before it lets the event loop turn (a folder is never split). */
const LOOK_EVERY_MS = 5;

export interface HashedSite {
  files: HashedFile[];
  /** Files that hold a secret (disk paths). */
  leaking: string[];
  /** Files over GitHub's limit. */
  tooLarge: HashedFile[];
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
 * threads, one per further core (see read-chunks.ts), with synchronous reads in each: for tens of thousands of small
 * files that is several times faster than the same reads queued through libuv's thread pool. The given file
 * objects are completed in place (mode, id, size) and returned, rather than copied: a large site holds them once.
 */
export async function hashFiles(
  files: SiteFile[],
  secrets: readonly string[],
  threads = defaultThreads(),
  signal: AbortSignal = new AbortController().signal,
): Promise<HashedSite> {
  const reader = newChunkReader(secrets, threads, signal);
  reader.add(files);
  return readResults(await reader.finish());
}

function defaultThreads(): number {
  return Math.min(os.availableParallelism(), 4);
}

/** What gathers the links of the site's HTML and CSS as they are read (see page-links.ts `LinkCollector`). */
export interface Links {
  /** The hosts whose absolute links make a page worth parsing. */
  readonly hosts: readonly string[];
  /** The links of one page, parsed as it is read. */
  linksOf(name: string, content: Buffer): string[];
  addChunk(files: readonly SiteFile[], result: ChunkResult): void;
}

function newChunkReader(
  secrets: readonly string[],
  threads: number,
  signal: AbortSignal,
  links?: Links,
): ChunkReader<SiteFile> {
  const input = { needles: secrets.filter((secret) => secret.length > 0), maxBytes: MAX_FILE_BYTES };
  if (!links) return new ChunkReader(input, threads, signal);
  const linksOf = (name: string, content: Buffer): string[] => links.linksOf(name, content);
  return new ChunkReader({ ...input, linkHosts: [...links.hosts], linksOf }, threads, signal, (files, result) => {
    links.addChunk(files, result);
  });
}

/** The chunks' results, on their files. */
function readResults(chunks: { files: SiteFile[]; result: ChunkResult }[]): HashedSite {
  const hashed: HashedSite = { files: [], leaking: [], tooLarge: [] };
  for (const { files: chunkFiles, result } of chunks) {
    const ids = Buffer.from(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength);
    const tooLarge = new Set(result.tooLarge);
    chunkFiles.forEach((file, index) => {
      // Set one by one, not through Object.assign and an object each: a listed file has their places already.
      const hashedFile = file as HashedFile;
      hashedFile.mode = MODES[result.modes[index] ?? 0] ?? '100644';
      hashedFile.sha = tooLarge.has(index) ? '' : ids.toString('hex', index * 20, index * 20 + 20);
      // As a small integer where it is one: a size read from the Float64Array as it is would make the field a
      // number object each.
      const size = result.sizes[index] ?? 0;
      hashedFile.size = size <= MAX_FILE_BYTES ? size | 0 : size;
      hashed.files.push(hashedFile);
      if (hashedFile.sha === '') hashed.tooLarge.push(hashedFile);
    });
    for (const index of result.leaking) hashed.leaking.push(chunkFiles[index]?.diskPath ?? '');
  }
  hashed.leaking.sort();
  return hashed;
}

/**
 * What a read of the site leaves unread: the disk paths (files and folders) it leaves out, and whether every other
 * file was read (and checked for the secrets). The push scrubs these afterwards, whatever its outcome (see
 * secrets/leaks.ts `scrubUnread`): the rest of the publish folder needs no second read.
 */
export interface Listing {
  leftOut: string[];
  complete: boolean;
}

/**
 * Reads the publish folder once (see `hashFiles`), and refuses it when it is missing or empty (a build that produced
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
    /**
     * Told what the push does not read (see `Listing`), to scrub afterwards: what it leaves out, and whether every
     * other file was read, and so checked for the secrets.
     */
    listing?: Listing;
    /** The workspace: no folder read, and no symbolic link published, may lead out of it (see links.ts). */
    workspace: string;
    /** Given the HTML and CSS files' links as they are read, for the link check (parsed while hashing). */
    links?: Links;
    /** The job's cancel: the reading stops between two chunks. */
    signal: AbortSignal;
    /**
     * Whether files over GitHub's 100 MiB are kept (unread: their bytes are searched as a Pages artifact packs
     * them) rather than refused: a branch cannot hold them, an artifact can.
     */
    keepLarge?: boolean;
  },
): Promise<HashedFile[]> {
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
  const reader = newChunkReader(options.secrets, defaultThreads(), options.signal, options.links);
  const count = await listInto(reader, publishDir, base, options).catch(async (error: unknown) => {
    await reader.abort();
    throw error;
  });
  if (count === 0) {
    if (options.listing) options.listing.complete = true;
    throw new Error(
      `The publish folder ${publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
        'Check the build output above, and that "publish-dir" names the folder the build writes.',
    );
  }
  const hashed = readResults(await reader.finish());
  if (options.listing) options.listing.complete = true;
  core.debug(`listed and read ${count} files in ${Date.now() - startedAt} ms`);
  if (hashed.tooLarge.length > 0 && !options.keepLarge) {
    const names = hashed.tooLarge.map(
      (file) =>
        `${path.relative(publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`,
    );
    throw new Error(
      `GitHub refuses files over ${MAX_FILE_BYTES / 1024 / 1024} MiB, and the publish folder has ` +
        `${names.length === 1 ? 'one' : names.length}: ${names.slice(0, 10).join(', ')}. Keep such files out of the ` +
        'site (host them elsewhere, or use Git LFS in another repository).',
    );
  }
  if (hashed.leaking.length > 0) await options.refuseLeaks(hashed.leaking);
  return hashed.files;
}

/**
 * Lists the site into `reader`, which starts reading while the listing goes on, without the files `exclude`
 * matches and with every symbolic link checked (links.ts); how many files it was given. Extra folders (Hexo's
 * extend_dirs), each resolved through its links and kept inside the workspace as publish-dir is, are merged with
 * the listing first. What is left out goes to the listing's `leftOut`.
 */
async function listInto(
  reader: ChunkReader<SiteFile>,
  publishDir: string,
  base: string,
  options: Pick<Parameters<typeof readSite>[1], 'workspace' | 'leave' | 'extraFolders' | 'exclude' | 'listing'>,
): Promise<number> {
  const { exclude } = options;
  const leftOut = options.listing?.leftOut;
  const workspace = await fsp.realpath(options.workspace);
  let excluded = 0;
  /** A listing without what `exclude` matches, its links checked (an extend folder's copied: see links.ts). */
  const keep = (listed: SiteFile[], links: LinkRule): SiteFile[] => {
    const kept = exclude
      ? listed.filter((file) => {
          if (!exclude(file.path.slice(base.length))) return true;
          leftOut?.push(file.diskPath);
          return false;
        })
      : listed;
    excluded += listed.length - kept.length;
    return checkLinks(kept, links);
  };
  const publishLinks = { workspace, input: 'publish-dir', copy: false, folder: await fsp.realpath(publishDir) };
  const extendLinks = { workspace, input: "the extend_dirs in _config.yml's deploy", copy: true };
  const specials: string[] = [];
  const extraFolders = [];
  for (const folder of options.extraFolders ?? []) {
    // Through its links, as publish-dir is: a folder of the site that is a link to HOME would publish HOME.
    extraFolders.push({ ...folder, dir: await confined(workspace, folder.dir, extendLinks.input) });
  }
  // With extra folders, all is listed (and kept) first, to be merged; else each folder as it is listed.
  const merged = extraFolders.length > 0;
  const folders = merged
    ? [
        withExtraFolders(
          keep(walkSite(publishDir, base, options.leave, leftOut, specials), publishLinks),
          base,
          extraFolders,
          (listed) => keep(listed, extendLinks),
          leftOut,
        ),
      ]
    : listSite(publishDir, base, options.leave, leftOut, specials);
  let count = 0;
  let lookedAt = performance.now();
  for (const listed of folders) {
    const kept = merged ? listed : keep(listed, publishLinks);
    reader.add(kept);
    count += kept.length;
    // A look at the event loop every few milliseconds: the workers' answers, and the git commands of the target
    // check and the tip, each of which waits for this thread to see it end before the next starts.
    if (performance.now() - lookedAt >= LOOK_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lookedAt = performance.now();
    }
  }
  // A pipe or device: on every route alike nothing could publish it (nor read it), unless "exclude" leaves it out.
  const special = specials.find((name) => !exclude?.(name.slice(base.length)));
  if (special !== undefined) {
    throw new Error(
      `${special.slice(base.length)} in the publish folder is not a file, folder or link (a socket, pipe or ` +
        'device), so nothing was published: GitHub Pages takes regular files only. Remove it from the site, or ' +
        'leave it out with input "exclude".',
    );
  }
  if (excluded > 0 && count === 0) {
    throw new Error(
      `Input "exclude" matched every file of the publish folder (${excluded === 1 ? 'its one file' : `all ${excluded}`}), ` +
        'so nothing was pushed: publishing nothing would wipe the live site. Its patterns are paths in the publish ' +
        'folder, and "**" matches every file: list only what to leave out (such as "**/*.map" or "drafts").',
    );
  }
  if (excluded > 0) core.info(`Left out ${excluded} files that "exclude" matches.`);
  return count;
}
