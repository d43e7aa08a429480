// Reads the publish folder once: every file's git blob id (hashed in-process, nothing written), its mode, and
// whether it holds a secret (the leak guard) or is too large for GitHub.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { objectId } from './objects.js';

/** GitHub refuses files over 100 MiB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

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

/** A listed file: its disk path is made from the folder and its path when asked, not stored for each file. */
class ListedFile implements SiteFile {
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

/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder. Only
 * directory entries are read here; sizes and modes come with the contents, in `stageFiles`.
 */
export function walkSite(publishDir: string, prefix: string): SiteFile[] {
  const files: SiteFile[] = [];
  const root = path.resolve(publishDir);
  const prefixLength = prefix.length;
  // Paths are joined by hand: path.join on every one of tens of thousands of entries costs a third of the walk.
  const pending: { relative: string; disk: string }[] = [{ relative: '', disk: root }];
  for (let folder = pending.pop(); folder; folder = pending.pop()) {
    for (const entry of fs.readdirSync(folder.disk, { withFileTypes: true })) {
      if (entry.name === '.git') continue;
      const relative = folder.relative ? `${folder.relative}/${entry.name}` : entry.name;
      const disk = `${folder.disk}${path.sep}${entry.name}`;
      if (entry.isDirectory()) pending.push({ relative, disk });
      else if (entry.isFile() || entry.isSymbolicLink()) {
        files.push(new ListedFile(root, prefix + relative, entry.isSymbolicLink(), prefixLength));
      }
    }
  }
  return files;
}

/** The git blob id of `content`: SHA-1 of `blob <size>\0` and the bytes. */
export function blobId(content: Buffer): string {
  return objectId('blob', content);
}

/** One buffer for every read, grown as needed: reading a site allocates (and leaves to collect) nothing per file. */
let shared = Buffer.allocUnsafe(1024 * 1024);

/**
 * A file's bytes: one open, one fstat, reads into one buffer, one close. (`stageChunk` reads the same way but
 * must stand alone, as it also runs as source text in a worker; this one serves the few files read again.) The bytes live in a buffer reused by the
 * next call: use them (or copy them) before reading another file.
 */
export function readWhole(diskPath: string): { content: Buffer; mode: number } | { size: number; mode: number } {
  const fd = fs.openSync(diskPath, 'r');
  try {
    const stat = fs.fstatSync(fd);
    if (stat.size > MAX_FILE_BYTES) return { size: stat.size, mode: stat.mode };
    if (stat.size > shared.length) shared = Buffer.allocUnsafe(Math.max(stat.size, shared.length * 2));
    let offset = 0;
    while (offset < stat.size) {
      const read = fs.readSync(fd, shared, offset, stat.size - offset, offset);
      if (read === 0) break;
      offset += read;
    }
    return { content: shared.subarray(0, offset), mode: stat.mode };
  } finally {
    fs.closeSync(fd);
  }
}

/** What reading one chunk of the site gives: per file its blob id, mode and size, and which files leak. */
interface ChunkResult {
  /** The blob ids, 20 bytes a file (zeros for a file too large to read). */
  ids: Uint8Array;
  /** 0: 100644, 1: 100755, 2: 120000. */
  modes: Uint8Array;
  sizes: Float64Array;
  /** Indexes (in the chunk) of files too large to publish. */
  tooLarge: number[];
  /** Indexes (in the chunk) of files holding a secret. */
  leaking: number[];
}

/** Compact results: a site of 100,000 files costs three typed arrays here, not 300,000 strings. */
const MODES = ['100644', '100755', '120000'] as const;

/**
 * Reads, hashes and scans one chunk of files. It runs on the main thread and, as source text, in a worker
 * thread, so it uses nothing from outside itself: its modules come from `process.getBuiltinModule`.
 */
function stageChunk(input: { paths: Uint8Array; needles: string[]; maxBytes: number }): ChunkResult {
  const fs = process.getBuiltinModule('node:fs');
  const { createHash } = process.getBuiltinModule('node:crypto');
  const needles = input.needles.map((needle) => Buffer.from(needle, 'utf8'));
  // Disk paths as UTF-8, each after a flag ("L" for a symlink, "F" for a file) and ended by a NUL. Each is
  // decoded only when its turn comes, so no thread holds the chunk's names as strings.
  const paths = Buffer.from(input.paths.buffer, input.paths.byteOffset, input.paths.byteLength);
  let count = 0;
  for (let at = paths.indexOf(0); at !== -1; at = paths.indexOf(0, at + 1)) count += 1;
  const result: ChunkResult = {
    ids: new Uint8Array(count * 20),
    modes: new Uint8Array(count),
    sizes: new Float64Array(count),
    tooLarge: [],
    leaking: [],
  };
  const hashInto = (index: number, content: Buffer): void => {
    const digest = createHash('sha1').update(`blob ${content.length}\0`).update(content).digest();
    result.ids.set(digest, index * 20);
  };
  // One buffer for every read, grown as needed: reading a site leaves nothing per file to collect.
  let shared = Buffer.allocUnsafe(1024 * 1024);
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const end = paths.indexOf(0, start);
    const symlink = paths[start] === 0x4c; // "L"
    const diskPath = paths.toString('utf8', start + 1, end);
    start = end + 1;
    if (symlink) {
      // The link's target, byte for byte, is the blob git stores for it.
      const content = fs.readlinkSync(diskPath, { encoding: 'buffer' });
      hashInto(index, content);
      result.modes[index] = 2;
      result.sizes[index] = content.length;
      if (needles.some((needle) => content.includes(needle))) result.leaking.push(index);
      continue;
    }
    const fd = fs.openSync(diskPath, 'r');
    try {
      const stat = fs.fstatSync(fd);
      // Executable as git sees it: the owner's execute bit (Windows has none).
      result.modes[index] = process.platform !== 'win32' && (stat.mode & 0o100) !== 0 ? 1 : 0;
      result.sizes[index] = stat.size;
      if (stat.size > input.maxBytes) {
        result.tooLarge.push(index);
        continue;
      }
      if (stat.size > shared.length) shared = Buffer.allocUnsafe(Math.max(stat.size, shared.length * 2));
      let offset = 0;
      while (offset < stat.size) {
        const read = fs.readSync(fd, shared, offset, stat.size - offset, offset);
        if (read === 0) break;
        offset += read;
      }
      const content = shared.subarray(0, offset);
      hashInto(index, content);
      if (needles.some((needle) => content.includes(needle))) result.leaking.push(index);
    } finally {
      fs.closeSync(fd);
    }
  }
  return result;
}

/** Runs `stageChunk` in a worker thread (its source text evaluated there). */
async function stageChunkInWorker(input: Parameters<typeof stageChunk>[0]): Promise<ChunkResult> {
  const { Worker } = await import('node:worker_threads');
  const source = [
    "const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');",
    `const result = (${stageChunk.toString()})(workerData);`,
    'parentPort.postMessage(result, [result.ids.buffer, result.modes.buffer, result.sizes.buffer]);',
  ].join('\n');
  return new Promise((resolve, reject) => {
    // A small young generation: a worker only streams through files, and each isolate's spare room is RSS.
    const worker = new Worker(source, {
      eval: true,
      workerData: input,
      // The names are moved to the worker, not copied.
      transferList: [input.paths.buffer as ArrayBuffer],
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    worker.once('message', (result: ChunkResult) => {
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the staging worker stopped with exit code ${code}`));
    });
  });
}

/** A chunk's disk paths for `stageChunk`, in a buffer of its own (so it can be moved to a worker). */
function encodePaths(files: readonly SiteFile[]): Uint8Array {
  let length = 0;
  for (const file of files) length += Buffer.byteLength(file.diskPath) + 2;
  const bytes = Buffer.from(new ArrayBuffer(length));
  let offset = 0;
  for (const file of files) {
    offset += bytes.write(file.symlink ? 'L' : 'F', offset, 'latin1');
    offset += bytes.write(file.diskPath, offset, 'utf8');
    bytes[offset++] = 0;
  }
  return new Uint8Array(bytes.buffer, 0, length);
}

/** Files this thread reads between two looks at its event loop. */
const OWN_SLICE = 500;

/** Below this many files one thread is quicker than starting another. */
const FILES_PER_EXTRA_THREAD = 4000;

/**
 * Reads every file once: hashes it as git would, checks its size, and looks for the secrets in it. Nothing is
 * written; git stores only the blobs the branch lacks, later. The files are shared between the main thread and
 * worker threads, one per further core, with synchronous reads in each: for tens of thousands of small files
 * that is several times faster than the same reads queued through libuv's thread pool. The given file objects are
 * completed in place (mode, id, size) and returned, rather than copied: a large site holds them once.
 */
export async function stageFiles(
  files: SiteFile[],
  secrets: readonly string[],
  threads = Math.min(os.availableParallelism(), 4),
): Promise<Staged> {
  const count = Math.max(1, Math.min(threads, Math.floor(files.length / FILES_PER_EXTRA_THREAD) + 1));
  const needles = secrets.filter((secret) => secret.length > 0);
  // This thread reads an equal share itself while one worker per further core reads the rest: on two cores that
  // is one worker, one isolate less in memory than a worker for every share. It reads its share in slices and
  // yields between them, so the branch's tip, fetched meanwhile, is taken care of as soon as it arrives.
  const size = Math.ceil(files.length / count);
  const own = files.slice(0, size);
  const workerChunks = Array.from({ length: count - 1 }, (_, chunk) =>
    files.slice((chunk + 1) * size, (chunk + 2) * size),
  );
  const working = workerChunks.map((chunk) =>
    stageChunkInWorker({ paths: encodePaths(chunk), needles, maxBytes: MAX_FILE_BYTES }),
  );
  const chunks: SiteFile[][] = [];
  const results: ChunkResult[] = [];
  for (let from = 0; from < own.length || from === 0; from += OWN_SLICE) {
    const slice = own.slice(from, from + OWN_SLICE);
    chunks.push(slice);
    results.push(stageChunk({ paths: encodePaths(slice), needles, maxBytes: MAX_FILE_BYTES }));
    if (working.length > 0) await new Promise((resolve) => setImmediate(resolve));
  }
  chunks.push(...workerChunks);
  results.push(...(await Promise.all(working)));
  const staged: Staged = { files: [], leaking: [], tooLarge: [] };
  results.forEach((result, chunk) => {
    const chunkFiles = chunks[chunk] ?? [];
    const ids = Buffer.from(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength);
    const tooLarge = new Set(result.tooLarge);
    chunkFiles.forEach((file, index) => {
      const stagedFile = Object.assign(file, {
        mode: MODES[result.modes[index] ?? 0] ?? '100644',
        sha: tooLarge.has(index) ? '' : ids.toString('hex', index * 20, index * 20 + 20),
        size: result.sizes[index] ?? 0,
      });
      staged.files.push(stagedFile);
      if (stagedFile.sha === '') staged.tooLarge.push(stagedFile);
    });
    for (const index of result.leaking) staged.leaking.push(chunkFiles[index]?.diskPath ?? '');
  });
  staged.leaking.sort();
  return staged;
}
