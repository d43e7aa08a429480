// Packs the publish folder into the tar a Pages artifact holds (the first half of a deploy through the Pages
// "GitHub Actions" source; upload.ts is the second).
//
// API, for the deployer (stable):
//   export interface PackedSite { file: string; bytes: number; files: number }
//   export async function packSite(folder, { workspace, exclude, tempDir, signal }): Promise<PackedSite>
//   the tar is written to a file of its own in `tempDir`; upload.ts's uploadPagesArtifact removes it.
//
// What Pages takes is what actions/upload-pages-artifact makes: `tar --dereference --hard-dereference -cf
// artifact.tar -C <folder> --exclude=.git --exclude=.github .`, uploaded as the artifact `github-pages` (which
// upload-artifact stores as a zip holding `artifact.tar`: the "gzip'd tar" of GitHub's docs is that zip's deflate;
// the tar itself is not compressed). So this writes the same: an uncompressed tar whose paths start with `./`,
// regular files and directories only (GitHub refuses an artifact with a symbolic or hard link), named
// `artifact.tar` for the upload. Unlike upload-pages-artifact v4, dotfiles are kept (`.well-known/`, `.nojekyll`):
// only `.git` and `.github`, at any depth as tar's `--exclude` matches them, are left out.
import { open, mkdtemp, rm, type FileHandle } from 'node:fs/promises';
import * as path from 'node:path';
import { formatBytes } from '../bytes.js';
import * as core from '../runner.js';
import { entryHeader, endOfArchive, padding } from './tar-header.js';
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

/** Reads ahead of the writer: at most this many small files, of at most SMALL_FILE bytes each, are in memory. */
const READ_AHEAD = 32;
const SMALL_FILE = 256 * 1024;
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
    const handle = await open(file, 'wx', 0o600);
    try {
      await writeTar(handle, listing, signal);
    } finally {
      await handle.close();
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
    size += entryHeader(entry).length + entry.size + padding(entry.size);
  }
  return size;
}

/** A small file's content, read ahead of its turn. */
type Ahead = Promise<Buffer> | undefined;

async function writeTar(handle: FileHandle, listing: readonly PackedFile[], signal: AbortSignal): Promise<void> {
  const out = new Writer(handle);
  const ahead: Ahead[] = new Array<Ahead>(listing.length);
  let next = 0;
  const readAhead = (from: number): void => {
    for (next = Math.max(next, from); next < listing.length && next < from + READ_AHEAD; next += 1) {
      const entry = listing[next];
      if (entry?.type === 'file' && entry.size <= SMALL_FILE) {
        const read = readSmall(entry, signal);
        read.catch(() => undefined); // awaited at its turn; a cancel must not leave it unhandled meanwhile
        ahead[next] = read;
      }
    }
  };
  try {
    for (let index = 0; index < listing.length; index += 1) {
      signal.throwIfAborted();
      readAhead(index + 1);
      const entry = listing[index];
      if (entry === undefined) continue;
      await out.write(entryHeader(entry));
      if (entry.type !== 'file') continue;
      const small = ahead[index] ?? (entry.size <= SMALL_FILE ? readSmall(entry, signal) : undefined);
      ahead[index] = undefined;
      if (small) await out.write(await small);
      else await out.copyFile(entry, signal);
      await out.write(Buffer.alloc(padding(entry.size)));
    }
    await out.write(endOfArchive());
    await out.flush();
  } finally {
    // Whatever was read ahead and not written is dropped; a cancel's reads end on their own.
    ahead.length = 0;
  }
}

/** A small file's content, checked against the size it was listed with. */
async function readSmall(entry: PackedFile, signal: AbortSignal): Promise<Buffer> {
  const handle = await open(entry.diskPath, 'r');
  try {
    const content = Buffer.allocUnsafe(entry.size);
    let filled = 0;
    while (filled < entry.size) {
      signal.throwIfAborted();
      const { bytesRead } = await handle.read(content, filled, entry.size - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    await checkUnchanged(handle, entry, filled);
    return content;
  } finally {
    await handle.close();
  }
}

/** A file that grew or shrank while it was packed would break the tar's sizes: refused, naming it. */
async function checkUnchanged(handle: FileHandle, entry: PackedFile, read: number): Promise<void> {
  const { size } = await handle.stat();
  if (read !== entry.size || size !== entry.size) {
    throw new Error(
      `${entry.path} in the publish folder changed while it was packed (${String(entry.size)} bytes when ` +
        `listed, ${String(size)} now): make sure nothing writes to the site while the deploy runs.`,
    );
  }
}

/** Gathers the tar's bytes into one buffer, written to the file each time it fills. */
class Writer {
  private readonly buffer = Buffer.allocUnsafe(WRITE_BUFFER);
  private used = 0;

  constructor(private readonly handle: FileHandle) {}

  async write(bytes: Buffer): Promise<void> {
    let from = 0;
    while (from < bytes.length) {
      const taken = bytes.copy(this.buffer, this.used, from);
      this.used += taken;
      from += taken;
      if (this.used === this.buffer.length) await this.flush();
    }
  }

  /** A large file, read straight into the buffer a part at a time. */
  async copyFile(entry: PackedFile, signal: AbortSignal): Promise<void> {
    const source = await open(entry.diskPath, 'r');
    try {
      let copied = 0;
      while (copied < entry.size) {
        signal.throwIfAborted();
        const wanted = Math.min(this.buffer.length - this.used, entry.size - copied);
        const { bytesRead } = await source.read(this.buffer, this.used, wanted, copied);
        if (bytesRead === 0) break;
        this.used += bytesRead;
        copied += bytesRead;
        if (this.used === this.buffer.length) await this.flush();
      }
      await checkUnchanged(source, entry, copied);
    } finally {
      await source.close();
    }
  }

  async flush(): Promise<void> {
    let written = 0;
    while (written < this.used) {
      const { bytesWritten } = await this.handle.write(this.buffer, written, this.used - written);
      written += bytesWritten;
    }
    this.used = 0;
  }
}
