// Packs the publish folder, as the one read of it found and checked it, into the tar a Pages artifact holds (the
// first half of a deploy through the Pages "GitHub Actions" source; upload.ts is the second).
//
// API, for the deployer (stable):
//   export interface PackedSite { file: string; bytes: number; files: number }
//   export async function packSite(folder, files, { tempDir, signal, secrets }): Promise<PackedSite>
//   the tar is written to a file of its own in `tempDir`; upload.ts's uploadPagesArtifact removes it.
//   Load pack.js and upload.js with `await import()` from the deployer: only the Actions source's runs need them.
//
// What Pages takes is what actions/upload-pages-artifact makes: `tar --dereference --hard-dereference -cf
// artifact.tar -C <folder> --exclude=.git --exclude=.github .`, uploaded as the artifact `github-pages` (which
// upload-artifact stores as a zip holding `artifact.tar`: the "gzip'd tar" of GitHub's docs is that zip's deflate;
// the tar itself is not compressed). So this writes the same: an uncompressed tar whose paths start with `./`,
// regular files and directories only (GitHub refuses an artifact with a symbolic or hard link), named
// `artifact.tar` for the upload. Unlike upload-pages-artifact v4, dotfiles are kept (`.well-known/`, `.nojekyll`):
// only `.git` and `.github`, at any depth as tar's `--exclude` matches them, are left out.
import { closeSync, fstatSync, openSync, readSync, realpathSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { formatBytes } from '../shared/bytes.js';
import * as core from '../shared/runner.js';
import { holdsSecret } from '../publish-folder/chunk.js';
import { throwIfCancelled } from '../processes/processes.js';
import { BLOCK, entryHeader, entryHeaderLength, endOfArchive, padding } from './tar-header.js';
import type { HashedFile } from '../publish-folder/listing.js';
import { blobHash, changed, openFile, packedMembers, type PackedFile } from './walk.js';

export interface PackedSite {
  /** The tar on disk, `artifact.tar` in a folder of its own under `tempDir`. */
  file: string;
  /** Its size. */
  bytes: number;
  /** The regular files in it. */
  files: number;
  /** The files (disk paths) whose packed bytes hold a secret: the tar is then deleted, and nothing is uploaded. */
  leaking: string[];
}

export interface PackOptions {
  tempDir: string;
  signal: AbortSignal;
  /**
   * The forms of every secret the step holds (see secrets/leaks.ts): the bytes packed are searched for them as they are
   * read, so what is uploaded is what was checked (a link the listing's check skipped, a file over the size the
   * workspace scrub reads, a file rewritten after any earlier check). Empty: nothing is searched.
   */
  secrets?: readonly string[];
}

/**
 * What GitHub takes: Pages will not deploy an artifact over 10 GB, and supports sites of 1 GB (a larger one may
 * miss the deployment's 10-minute limit). Taken as GiB, so that nothing Pages could take is refused.
 */
export const HARD_LIMIT = 10 * 1024 ** 3;
export const SUPPORTED_SIZE = 1024 ** 3;

/** The event loop gets a turn after this many members (and after each buffer written). */
const YIELD_EVERY = 256;
/** What pads a file's data to a whole block. */
const ZEROS = Buffer.alloc(BLOCK);
/** The writer's buffer: members are gathered into it and written a whole buffer at a time. */
const WRITE_BUFFER = 4 * 1024 * 1024;

/**
 * Packs the `files` the read of `folder` checked into `artifact.tar` in a new folder under `tempDir`: each file
 * opened without following a link, and its bytes the ones the read hashed (a file changed or swapped since is
 * refused). Refused before anything is written when the tar would be over GitHub's hard limit; warned when it is
 * over what Pages supports. On a failure or a cancel, nothing is left in `tempDir`.
 */
export async function packSite(
  folder: string,
  files: readonly HashedFile[],
  options: PackOptions,
): Promise<PackedSite> {
  const { signal } = options;
  throwIfCancelled(signal);
  const listing = packedMembers(folder, files);
  const bytes = tarSize(listing);
  if (bytes > HARD_LIMIT) {
    throw new Error(
      `The site is ${formatBytes(bytes)} packed, over the 10 GiB GitHub Pages deploys at most: publish a smaller ` +
        `folder (input "exclude" leaves files out), or deploy from a branch (input "pages-source: branch").`,
    );
  }
  if (bytes > SUPPORTED_SIZE) {
    core.warning(
      `The site is ${formatBytes(bytes)} packed, over the 1 GiB GitHub Pages supports: its deployment may fail or ` +
        `time out (10 minutes). Leave large files out with input "exclude", or host them elsewhere.`,
    );
  }
  const leaking = new LeakSearch(options.secrets ?? []);
  const workFolder = await mkdtemp(path.join(options.tempDir, 'pages-artifact-'));
  const file = path.join(workFolder, 'artifact.tar');
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      await writeTar(fd, listing, { signal, leaking, root: realpathSync(folder) });
    } finally {
      closeSync(fd);
    }
    if (leaking.found.length > 0) await rm(workFolder, { recursive: true, force: true });
  } catch (error) {
    await rm(workFolder, { recursive: true, force: true });
    throw error;
  }
  const count = listing.filter((entry) => entry.type === 'file').length;
  if (leaking.found.length > 0) return { file: '', bytes: 0, files: count, leaking: leaking.found };
  core.info(`Packed ${String(count)} files of the publish folder into the Pages artifact (${formatBytes(bytes)}).`);
  return { file, bytes, files: count, leaking: [] };
}

/** The tar's size, from the listing: each member's headers, its data padded to a block, and the end blocks. */
function tarSize(listing: readonly PackedFile[]): number {
  let size = endOfArchive().length;
  for (const entry of listing) {
    size += entryHeaderLength(entry) + entry.size + padding(entry.size);
  }
  return size;
}

/**
 * Writes the tar into `fd`. The files are read and the tar written with the runtime's synchronous calls, one file
 * after the other, as tar itself does: a call through the thread pool costs more than the read of a page (on
 * 2,000 pages, 1.3–2.2 s against 0.3 s for GNU tar). The event loop gets a turn every YIELD_EVERY files and after
 * each buffer written, so that a cancel is heard.
 */
async function writeTar(
  fd: number,
  listing: readonly PackedFile[],
  { signal, leaking, root }: { signal: AbortSignal; leaking: LeakSearch; root: string },
): Promise<void> {
  const out = new Writer(fd, signal, leaking, root);
  let sinceTurn = 0;
  for (const entry of listing) {
    sinceTurn += 1;
    if (sinceTurn === YIELD_EVERY) {
      sinceTurn = 0;
      await turn();
    }
    throwIfCancelled(signal);
    await out.write(entryHeader(entry));
    if (entry.type !== 'file') continue;
    await out.copyFile(entry);
    await out.write(ZEROS.subarray(0, padding(entry.size)));
  }
  await out.write(endOfArchive());
  out.flush();
}

/** A turn of the event loop: what a cancel needs to be heard. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Gathers the tar's bytes into one buffer, written to the file each time it fills (then the event loop's turn). */
class Writer {
  private readonly buffer = Buffer.allocUnsafe(WRITE_BUFFER);
  private used = 0;

  constructor(
    private readonly fd: number,
    private readonly signal: AbortSignal,
    private readonly leaking: LeakSearch,
    /** The publish folder's real path, which every file packed must be in. */
    private readonly root: string,
  ) {}

  async write(bytes: Buffer): Promise<void> {
    let from = 0;
    while (from < bytes.length) {
      const taken = bytes.copy(this.buffer, this.used, from);
      this.used += taken;
      from += taken;
      if (this.used === this.buffer.length) await this.flushAndTurn();
    }
  }

  /**
   * A file, read straight into the buffer, a part at a time: opened without following a link (nor waiting on a
   * pipe), and refused when it is no longer the regular file the read checked, of its size and bytes.
   */
  async copyFile(entry: PackedFile): Promise<void> {
    const source = openFile(entry, this.root);
    try {
      const hash = entry.sha ? blobHash(entry.size) : undefined;
      let copied = 0;
      const search = this.leaking.file(entry.diskPath);
      while (copied < entry.size) {
        const wanted = Math.min(this.buffer.length - this.used, entry.size - copied);
        const read = readSync(source, this.buffer, this.used, wanted, copied);
        if (read === 0) break;
        const part = this.buffer.subarray(this.used, this.used + read);
        hash?.update(part);
        search.add(part, copied + read === entry.size);
        this.used += read;
        copied += read;
        if (this.used === this.buffer.length) await this.flushAndTurn();
      }
      const { size } = fstatSync(source);
      if (copied !== entry.size || size !== entry.size || (hash && hash.digest('hex') !== entry.sha)) {
        const how = size === entry.size ? 'its bytes differ from those read' : `${String(size)} bytes now`;
        throw changed(entry, `${String(entry.size)} bytes when read and checked, ${how}`);
      }
    } finally {
      closeSync(source);
    }
  }

  flush(): void {
    let written = 0;
    while (written < this.used) written += writeSync(this.fd, this.buffer, written, this.used - written);
    this.used = 0;
  }

  private async flushAndTurn(): Promise<void> {
    this.flush();
    await turn();
    throwIfCancelled(this.signal);
  }
}

/** How much of a file is searched whole (its parts as read, joined): a secret sits in pages and configs, not media. */
const WHOLE_SEARCH_BYTES = 8 * 1024 * 1024;

/**
 * The search of the packed bytes for the step's secrets (secrets/leaks.ts's `holdsSecret`: also in a .gz page, and a
 * key re-wrapped), file by file as the parts are read. A file up to WHOLE_SEARCH_BYTES is searched whole; a larger one
 * part by part, each part with the end of the one before it, so that a secret across two parts is found too.
 */
class LeakSearch {
  readonly found: string[] = [];
  private readonly needles: Buffer[];
  /** The bytes of the part before carried into the next one's search: twice the longest needle. */
  private readonly carry: number;

  constructor(secrets: readonly string[]) {
    this.needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret, 'utf8'));
    this.carry = 2 * Math.max(0, ...this.needles.map((needle) => needle.length));
  }

  /** The search of one file's bytes: `add` each part as read (`last` for the last one). */
  file(diskPath: string): { add(part: Buffer, last: boolean): void } {
    if (this.needles.length === 0) return { add: () => undefined };
    const parts: Buffer[] = [];
    let held = 0;
    let tail = Buffer.alloc(0);
    let first = true;
    let done = false;
    const search = (bytes: Buffer): void => {
      // The name counts for the first bytes only: a .gz page's start is what unpacks.
      if (!done && holdsSecret(bytes, first ? diskPath : '', this.needles)) {
        this.found.push(diskPath);
        done = true;
      }
      first = false;
    };
    return {
      add: (part, last) => {
        if (done) return;
        if (held + part.length <= WHOLE_SEARCH_BYTES && first) {
          parts.push(Buffer.from(part));
          held += part.length;
          if (last) search(Buffer.concat(parts));
          return;
        }
        // Larger than a whole search: what was held so far, then each part with the tail of the one before.
        if (parts.length > 0) {
          const start = Buffer.concat(parts);
          parts.length = 0;
          search(start);
          tail = Buffer.from(start.subarray(Math.max(0, start.length - this.carry)));
        }
        const window = Buffer.concat([tail, part]);
        search(window);
        tail = Buffer.from(window.subarray(Math.max(0, window.length - this.carry)));
      },
    };
  }
}
