// Reads, hashes and scans one chunk of the site's files, on this thread or, as source text, in a worker thread.
import type { readSync } from 'node:fs';

/**
 * Reads `size` bytes of the open file `fd` into `buffer`, or into a larger one when it is too small: the buffer
 * used and how much was read. It stands alone (a worker runs it as source text), so `read` is passed in.
 */
export function readInto(
  read: typeof readSync,
  fd: number,
  size: number,
  buffer: Buffer,
): { buffer: Buffer; length: number } {
  const into = size > buffer.length ? Buffer.allocUnsafe(Math.max(size, buffer.length * 2)) : buffer;
  let offset = 0;
  while (offset < size) {
    const count = read(fd, into, offset, size - offset, offset);
    if (count === 0) break;
    offset += count;
  }
  return { buffer: into, length: offset };
}

/**
 * Whether `content` (of the file `name`) holds one of `needles`. A long base64 needle (a deploy key's body) is
 * also found with its line breaks removed, as a key re-wrapped at another width would be; `.gz`, `.svgz` and `.br`
 * files are also looked into once unpacked (up to 64 MiB unpacked: of a larger one, the start that unpacks to at
 * most that). It stands alone, like `readInto`.
 */
export function holdsSecret(content: Buffer, name: string, needles: readonly Buffer[]): boolean {
  const limit = 64 * 1024 * 1024;
  const holds = (bytes: Buffer): boolean => {
    for (const needle of needles) {
      if (bytes.includes(needle)) return true;
      if (needle.length < 200) continue;
      // Twelve characters every twelve from the middle: a wrap at any width of 24 or more leaves one whole.
      const middle = Math.floor(needle.length / 2);
      let anchored = false;
      for (let at = middle; at < middle + 72 && !anchored; at += 12) {
        anchored = bytes.includes(needle.subarray(at, at + 12));
      }
      if (anchored && Buffer.from(bytes.toString('latin1').replace(/\\n|\s+/g, ''), 'latin1').includes(needle)) {
        return true;
      }
    }
    return false;
  };
  if (holds(content)) return true;
  const lower = name.toLowerCase();
  const brotli = lower.endsWith('.br');
  if (!brotli && !lower.endsWith('.gz') && !lower.endsWith('.svgz')) return false;
  const zlib = process.getBuiltinModule('node:zlib');
  const { constants } = zlib;
  /** The first `length` bytes unpacked (a start of the stream, when `length` is short of the whole). */
  const unpack = (length: number): Buffer => {
    const whole = length === content.length;
    const finishFlush = brotli
      ? whole
        ? constants.BROTLI_OPERATION_FINISH
        : constants.BROTLI_OPERATION_FLUSH
      : whole
        ? constants.Z_FINISH
        : constants.Z_SYNC_FLUSH;
    const options = { maxOutputLength: limit, finishFlush };
    const start = content.subarray(0, length);
    return brotli ? zlib.brotliDecompressSync(start, options) : zlib.gunzipSync(start, options);
  };
  const tooLarge = (error: unknown): boolean => (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
  // The whole file; if it unpacks to more than the limit, the longest start (halved, then narrowed down between
  // what fits and what does not) that unpacks within it. Anything else thrown: not compressed after all.
  let fits = 0;
  let overflows = content.length;
  let unpacked: Buffer | undefined;
  for (let tries = 0, length = content.length; tries < 40 && length > fits; tries += 1) {
    try {
      unpacked = unpack(length);
      fits = length;
      if (length === content.length || overflows - fits < overflows / 32) break;
      length = Math.floor((fits + overflows) / 2);
    } catch (error) {
      if (!tooLarge(error)) return false;
      overflows = length;
      length = unpacked ? Math.floor((fits + overflows) / 2) : Math.floor(length / 2);
    }
  }
  return unpacked !== undefined && holds(unpacked);
}

/**
 * The links worth the check (see page-links.ts) of a chunk's pages, each distinct URL once: a link a site's every
 * page makes (its style sheet, its nav) crosses from a reading worker once a chunk, not once a page.
 */
export interface ChunkLinks {
  /** The URLs one after another, in one string: a chunk's links cross from a worker as one string, not hundreds. */
  text: string;
  /**
   * For each URL, four numbers: the index in the chunk of the page that names it (the first that is not a 404 page,
   * else the first), how often the chunk's pages make it, 1 if that page is a 404 page, and the URL's length.
   */
  pages: Uint32Array;
  /** How many pages were parsed. */
  parsed: number;
}

/** What reading one chunk of the site gives: per file its blob id, mode and size, and which files leak. */
export interface ChunkResult {
  /** The blob ids, 20 bytes a file (zeros for a file too large to read). */
  ids: Uint8Array;
  /** 0: 100644, 1: 100755, 2: 120000. */
  modes: Uint8Array;
  sizes: Float64Array;
  /** Indexes (in the chunk) of files too large to publish. */
  tooLarge: number[];
  /** Indexes (in the chunk) of files holding a secret. */
  leaking: number[];
  /**
   * The HTML and CSS files that may link a root path or the site's own host (see `mayLinkRoot`), for the link
   * check: their indexes, and their bytes one after another in `markupBytes` (each ending at its `markupEnds`).
   */
  markup: number[];
  markupBytes: Uint8Array;
  markupEnds: Uint32Array;
  /**
   * The links of those files, parsed as each was read (given `linksOf`), so that no page is kept, and gathered for
   * the chunk (no markup is kept then): see `ChunkLinks`.
   */
  found?: ChunkLinks;
  /** Read by a reading worker, for the debug log. */
  byWorker?: boolean;
}

/**
 * Whether an HTML or CSS file (by its lower-case name) may hold a link worth parsing it for: a `/` just after a
 * quote, `=`, `(` or `,` (a root path in an attribute, `url()` or `srcset`), or one of `hosts` (the site's own, for
 * absolute links). A cheap look over the bytes, so a page without such a link costs no parse. It stands alone, like
 * `readInto`.
 */
export function mayLinkRoot(content: Buffer, name: string, hosts: readonly Buffer[]): boolean {
  if (!/\.(?:html?|css)$/.test(name)) return false;
  for (const start of ['"/', "'/", '=/', '(/', ',/']) {
    if (content.includes(start, 0, 'latin1')) return true;
  }
  return hosts.some((host) => content.includes(host));
}

/** Compact results: a site of 100,000 files costs three typed arrays here, not 300,000 strings. */
export const MODES = ['100644', '100755', '120000'] as const;

/**
 * Reads, hashes and scans one chunk of files. It runs on the main thread and, as source text, in a worker
 * thread, so it uses nothing from outside itself but `readInto` and `holdsSecret` (sent along): its modules come
 * from `process.getBuiltinModule`.
 */
export function readChunk(input: {
  paths: Uint8Array;
  needles: string[];
  maxBytes: number;
  /** Where markup is kept for the link check (see `mayLinkRoot`): the site's hosts; none: no markup is kept. */
  linkHosts?: string[];
  /**
   * The links of one page, parsed from its bytes while they are at hand (no string of the page is made); without
   * it (a worker run from the sources, which has no parser), the pages are kept in `markup` for the caller to parse.
   */
  linksOf?: (name: string, content: Buffer) => string[];
}): ChunkResult {
  const fs = process.getBuiltinModule('node:fs');
  const { createHash } = process.getBuiltinModule('node:crypto');
  const needles = input.needles.map((needle) => Buffer.from(needle, 'utf8'));
  const hosts = input.linkHosts?.map((host) => Buffer.from(host, 'utf8'));
  const markup: Buffer[] = [];
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
    markup: [],
    markupBytes: new Uint8Array(0),
    markupEnds: new Uint32Array(0),
  };
  const hashInto = (index: number, content: Buffer): void => {
    const digest = createHash('sha1').update(`blob ${content.length}\0`).update(content).digest();
    result.ids.set(digest, index * 20);
  };
  // The chunk's links, for `ChunkLinks`: each URL's slot in `pages`.
  const links = new Map<string, number>();
  const pages: number[] = [];
  let parsed = 0;
  // One buffer for every read, grown as needed: reading a site leaves nothing per file to collect.
  let shared: Buffer = Buffer.allocUnsafe(1024 * 1024);
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
      if (holdsSecret(content, diskPath, needles)) result.leaking.push(index);
      continue;
    }
    // Not through a link, nor waiting on a pipe: a file swapped for either since it was listed is refused.
    const swapped = `${diskPath} changed while the publish folder was read (it is no longer a regular file), so nothing was published: something the build left running writes to the site; end it first.`; // prettier-ignore
    let fd = -1;
    try {
      fd = fs.openSync(diskPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) throw new Error(swapped);
      // Executable as git sees it: the owner's execute bit (Windows has none).
      result.modes[index] = process.platform !== 'win32' && (stat.mode & 0o100) !== 0 ? 1 : 0;
      result.sizes[index] = stat.size;
      if (stat.size > input.maxBytes) {
        result.tooLarge.push(index);
        continue;
      }
      const read = readInto(fs.readSync, fd, stat.size, shared);
      shared = read.buffer;
      const content = shared.subarray(0, read.length);
      hashInto(index, content);
      if (holdsSecret(content, diskPath, needles)) result.leaking.push(index);
      if (hosts && mayLinkRoot(content, diskPath.toLowerCase(), hosts)) {
        if (input.linksOf) {
          parsed += 1;
          // A 404 page, as GitHub Pages serves it for a missing path (page-links.ts names a link by another page).
          const notFound = /(?:^|\/)404\.html$/.test(diskPath) ? 1 : 0;
          for (const url of input.linksOf(diskPath, content)) {
            const slot = links.get(url);
            if (slot === undefined) {
              links.set(url, pages.length);
              pages.push(index, 1, notFound, url.length);
            } else {
              pages[slot + 1] = (pages[slot + 1] ?? 0) + 1;
              if (!notFound && pages[slot + 2] === 1) {
                pages[slot] = index;
                pages[slot + 2] = 0;
              }
            }
          }
        } else {
          result.markup.push(index);
          markup.push(Buffer.from(content)); // a copy: the shared buffer is read into next
        }
      }
    } catch (error) {
      throw (error as { code?: string }).code === 'ELOOP' ? new Error(swapped, { cause: error }) : error;
    } finally {
      if (fd >= 0) fs.closeSync(fd);
    }
  }
  // One string of its own, not the strings the pages were scanned into (a URL sliced from a style sheet's text would
  // keep the whole text alive for as long as the link is kept).
  if (parsed > 0) result.found = { text: [...links.keys()].join(''), pages: Uint32Array.from(pages), parsed };
  if (markup.length > 0) {
    // In a buffer of its own, so a worker can move it.
    let length = 0;
    result.markupEnds = new Uint32Array(markup.length);
    markup.forEach((bytes, at) => {
      length += bytes.length;
      result.markupEnds[at] = length;
    });
    result.markupBytes = new Uint8Array(length);
    let offset = 0;
    for (const bytes of markup) {
      result.markupBytes.set(bytes, offset);
      offset += bytes.length;
    }
  }
  return result;
}

/**
 * The source text of a reading worker (see read-chunks.ts): it reads each chunk it is sent with `readChunk`, counts it
 * in `workerData.finished` (shared memory, so the sender sees it while busy), and sends back the result.
 */
export function readerWorkerSource(): string {
  return [
    "const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');",
    readInto.toString(),
    holdsSecret.toString(),
    mayLinkRoot.toString(),
    `const readChunk = ${readChunk.toString()};`,
    'parentPort.on("message", ({ id, paths }) => {',
    '  const { needles, maxBytes, linkHosts } = workerData;',
    '  const result = readChunk({ paths, needles, maxBytes, linkHosts });',
    '  Atomics.add(workerData.finished, 0, 1);',
    '  const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer, result.markupBytes.buffer];',
    '  parentPort.postMessage({ id, result }, moved);',
    '});',
  ].join('\n');
}
