// Packs the publish folder into the tar a Pages artifact holds (the first half of a deploy through the Pages
// "GitHub Actions" source; upload.ts is the second).
//
// API, for the deployer (stable):
//   export interface PackedSite { file: string; bytes: number; files: number }
//   export async function packSite(folder, { workspace, exclude, tempDir, signal }): Promise<PackedSite>
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
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { formatBytes } from '../bytes.js';
import * as core from '../runner.js';
import { BLOCK, entryHeader, entryHeaderLength, endOfArchive, padding } from './tar-header.js';
import { listPackedSite, type PackedFile } from './walk.js';

export interface PackedSite {
  /** The tar on disk, `artifact.tar` in a folder of its own under `tempDir`. */
  file: string;
  /** Its size. */
  bytes: number;
  /** The regular files in it. */
  files: number;
}

export interface PackOptions {
  /** The workspace: a symbolic link into it is stored as the file it names; one leading out of it is refused. */
  workspace: string;
  /** The `exclude` input, as the push applies it: whether a file's path from the publish folder is left out. */
  exclude: (relativePath: string) => boolean;
  tempDir: string;
  signal: AbortSignal;
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
 * Packs `folder` into `artifact.tar` in a new folder under `tempDir`, reading each file once. Refused before
 * anything is written when the tar would be over GitHub's hard limit; warned when it is over what Pages supports.
 * On a failure or a cancel, nothing is left in `tempDir`.
 */
export async function packSite(folder: string, options: PackOptions): Promise<PackedSite> {
  const { signal } = options;
  signal.throwIfAborted();
  const listing = await listPackedSite(folder, options);
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
  const workFolder = await mkdtemp(path.join(options.tempDir, 'pages-artifact-'));
  const file = path.join(workFolder, 'artifact.tar');
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      await writeTar(fd, listing, signal);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    await rm(workFolder, { recursive: true, force: true });
    throw error;
  }
  const files = listing.filter((entry) => entry.type === 'file').length;
  core.info(`Packed ${String(files)} files of the publish folder into the Pages artifact (${formatBytes(bytes)}).`);
  return { file, bytes, files };
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
async function writeTar(fd: number, listing: readonly PackedFile[], signal: AbortSignal): Promise<void> {
  const out = new Writer(fd, signal);
  let sinceTurn = 0;
  for (const entry of listing) {
    sinceTurn += 1;
    if (sinceTurn === YIELD_EVERY) {
      sinceTurn = 0;
      await turn();
    }
    signal.throwIfAborted();
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

  /** A file, read straight into the buffer, a part at a time; refused when its size changed since it was listed. */
  async copyFile(entry: PackedFile): Promise<void> {
    const source = openSync(entry.diskPath, 'r');
    try {
      let copied = 0;
      while (copied < entry.size) {
        const wanted = Math.min(this.buffer.length - this.used, entry.size - copied);
        const read = readSync(source, this.buffer, this.used, wanted, copied);
        if (read === 0) break;
        this.used += read;
        copied += read;
        if (this.used === this.buffer.length) await this.flushAndTurn();
      }
      const { size } = fstatSync(source);
      if (copied !== entry.size || size !== entry.size) {
        throw new Error(
          `${entry.path} in the publish folder changed while it was packed (${String(entry.size)} bytes when ` +
            `listed, ${String(size)} now): make sure nothing writes to the site while the deploy runs.`,
        );
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
    this.signal.throwIfAborted();
  }
}
