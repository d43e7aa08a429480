// Unzips the artifact a deploy job downloads (the build job's tar and its manifest) as data: only the entries
// asked for, each inflated within its bound and the size its zip declares, its CRC-32 checked, before anything
// else reads it. Ours, not the toolkit's unzip: that one writes every entry, whole, before any check.
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as zlib from 'node:zlib';

/** Why the zip is refused (what it holds), for the caller's message; any other error is the disk's or a cancel. */
export class ZipRefusal extends Error {}

/** The end of central directory record, and how far before the end of the file it may start (its comment). */
const EOCD = { signature: 0x06054b50, size: 22, maxComment: 0xffff };
const ZIP64_LOCATOR = { signature: 0x07064b50, size: 20 };
const ZIP64_EOCD = { signature: 0x06064b50, size: 56 };
const CENTRAL = { signature: 0x02014b50, size: 46 };
const LOCAL = { signature: 0x04034b50, size: 30 };
/** The most entries read to name them in a refusal: the artifact holds two. */
const MAX_ENTRIES = 64;
const STORED = 0;
const DEFLATE = 8;
/** Flags: encrypted (bit 0), strong encryption (bit 6), the central directory encrypted (bit 13). */
const ENCRYPTED = 0x0001 | 0x0040 | 0x2000;

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  local: number;
}

/**
 * Writes the entries `limits` names (each at most its bytes) of the zip `zipPath` into the folder `into`, and
 * refuses (`ZipRefusal`) a zip with any other entry, an entry twice or missing, an encrypted one, a method but
 * stored and deflate, an entry that inflates past its declared size or its bound, or one whose CRC-32 is not
 * the one declared.
 */
export async function unzipEntries(
  zipPath: string,
  into: string,
  limits: Readonly<Record<string, number>>,
  signal?: AbortSignal,
): Promise<void> {
  const file = await open(zipPath, 'r');
  let entries: Entry[];
  let size: number;
  try {
    size = (await file.stat()).size;
    entries = await centralDirectory(file, size);
  } finally {
    await file.close();
  }
  const wanted = Object.keys(limits).sort();
  const named = entries.map((entry) => entry.name).sort();
  const quoted = (names: string[]): string => names.map((name) => JSON.stringify(name)).join(', ');
  if (named.join('\n') !== wanted.join('\n')) {
    throw new ZipRefusal(
      `holds ${quoted(named) || 'nothing'} in its zip, not ${quoted(wanted).replace(/, (?=[^,]*$)/, ' and ')}`,
    );
  }
  for (const entry of entries) {
    const limit = limits[entry.name] ?? 0;
    if (entry.size > limit) {
      throw new ZipRefusal(`holds "${entry.name}" of ${String(entry.size)} bytes, over the ${String(limit)} taken`);
    }
  }
  for (const entry of entries) {
    const start = await dataStart(zipPath, entry, size);
    await inflateEntry(zipPath, entry, start, path.join(into, entry.name), signal);
  }
}

async function centralDirectory(file: Awaited<ReturnType<typeof open>>, size: number): Promise<Entry[]> {
  const tailBytes = Math.min(size, EOCD.size + EOCD.maxComment);
  const tail = await readAt(file, size - tailBytes, tailBytes);
  let at = -1;
  for (let index = tail.length - EOCD.size; index >= 0; index--) {
    if (
      tail.readUInt32LE(index) === EOCD.signature &&
      index + EOCD.size + tail.readUInt16LE(index + 20) === tail.length
    ) {
      at = index;
      break;
    }
  }
  if (at < 0) throw new ZipRefusal('is not a whole zip (no end of its central directory)');
  const eocdAt = size - tailBytes + at;
  let disks = tail.readUInt16LE(at + 4) | tail.readUInt16LE(at + 6);
  let count = tail.readUInt16LE(at + 10);
  let onDisk = tail.readUInt16LE(at + 8);
  let cdSize = tail.readUInt32LE(at + 12);
  let cdOffset = tail.readUInt32LE(at + 16);
  let cdEnd = eocdAt;
  if (count === 0xffff || onDisk === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // Zip64, as the toolkit's zip writes an artifact of 4 GiB or more.
    if (eocdAt < ZIP64_LOCATOR.size) throw new ZipRefusal('is not a whole zip (no zip64 locator)');
    const locator = await readAt(file, eocdAt - ZIP64_LOCATOR.size, ZIP64_LOCATOR.size);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR.signature)
      throw new ZipRefusal('is not a whole zip (no zip64 locator)');
    const recordAt = Number(locator.readBigUInt64LE(8));
    if (recordAt + ZIP64_EOCD.size > eocdAt - ZIP64_LOCATOR.size)
      throw new ZipRefusal('has a zip64 record out of place');
    const record = await readAt(file, recordAt, ZIP64_EOCD.size);
    if (record.readUInt32LE(0) !== ZIP64_EOCD.signature) throw new ZipRefusal('has no zip64 end of central directory');
    disks = record.readUInt32LE(16) | record.readUInt32LE(20) | locator.readUInt32LE(4);
    if (locator.readUInt32LE(16) > 1) disks = 1;
    onDisk = Number(record.readBigUInt64LE(24));
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
    cdEnd = recordAt;
  }
  if (disks !== 0 || onDisk !== count) throw new ZipRefusal('is a zip split over several files');
  if (count > MAX_ENTRIES) throw new ZipRefusal(`holds ${String(count)} entries in its zip`);
  if (cdOffset + cdSize > cdEnd || cdSize > count * (CENTRAL.size + 3 * 0xffff)) {
    throw new ZipRefusal('has a central directory out of place');
  }
  const directory = await readAt(file, cdOffset, cdSize);
  const entries: Entry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    if (offset + CENTRAL.size > directory.length || directory.readUInt32LE(offset) !== CENTRAL.signature) {
      throw new ZipRefusal('has a central directory that is cut short');
    }
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const next = offset + CENTRAL.size + nameLength + extraLength + directory.readUInt16LE(offset + 32);
    if (next > directory.length) throw new ZipRefusal('has a central directory that is cut short');
    const name = directory.toString('utf8', offset + CENTRAL.size, offset + CENTRAL.size + nameLength);
    const flags = directory.readUInt16LE(offset + 8);
    if (flags & ENCRYPTED) throw new ZipRefusal(`holds "${name}" encrypted`);
    const entry = {
      name,
      method: directory.readUInt16LE(offset + 10),
      crc: directory.readUInt32LE(offset + 16),
      compressed: directory.readUInt32LE(offset + 20),
      size: directory.readUInt32LE(offset + 24),
      local: directory.readUInt32LE(offset + 42),
    };
    const extra = directory.subarray(
      offset + CENTRAL.size + nameLength,
      offset + CENTRAL.size + nameLength + extraLength,
    );
    readZip64Extra(entry, extra);
    if (entry.method !== STORED && entry.method !== DEFLATE) {
      throw new ZipRefusal(
        `holds "${name}" compressed with method ${String(entry.method)} (only stored and deflate are read)`,
      );
    }
    if (entry.method === STORED && entry.compressed !== entry.size)
      throw new ZipRefusal(`holds "${name}" of two sizes`);
    entries.push(entry);
    offset = next;
  }
  return entries;
}

/** The zip64 extra field's sizes and offset, for each of the entry's fields that holds 0xffffffff. */
function readZip64Extra(entry: Entry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    const end = at + 4 + extra.readUInt16LE(at + 2);
    let field = at + 4;
    for (const key of ['size', 'compressed', 'local'] as const) {
      if (entry[key] !== 0xffffffff) continue;
      if (field + 8 > end || end > extra.length)
        throw new ZipRefusal(`holds "${entry.name}" with a zip64 field cut short`);
      entry[key] = Number(extra.readBigUInt64LE(field));
      field += 8;
    }
    return;
  }
}

/** Where the entry's data starts: after its local header, which names the same entry; the data before the directory. */
async function dataStart(zipPath: string, entry: Entry, size: number): Promise<number> {
  const file = await open(zipPath, 'r');
  try {
    const header = await readAt(file, entry.local, LOCAL.size + Buffer.byteLength(entry.name));
    if (header.readUInt32LE(0) !== LOCAL.signature) throw new ZipRefusal(`holds "${entry.name}" with no local header`);
    const nameLength = header.readUInt16LE(26);
    const localName = header.toString('utf8', LOCAL.size, LOCAL.size + nameLength);
    if (localName !== entry.name) throw new ZipRefusal(`holds "${entry.name}" under another name in its local header`);
    const start = entry.local + LOCAL.size + nameLength + header.readUInt16LE(28);
    if (start + entry.compressed > size) throw new ZipRefusal(`holds "${entry.name}" cut short`);
    return start;
  } finally {
    await file.close();
  }
}

/**
 * Inflates (or copies) the entry into `target`, counting: past its declared size, it stops at once and the file is
 * deleted; then the size and the CRC-32 must be the ones declared.
 */
async function inflateEntry(
  zipPath: string,
  entry: Entry,
  start: number,
  target: string,
  signal?: AbortSignal,
): Promise<void> {
  let written = 0;
  let crc = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      written += chunk.length;
      if (written > entry.size) {
        done(
          new ZipRefusal(`holds "${entry.name}", which inflates past the ${String(entry.size)} bytes its zip declares`),
        );
        return;
      }
      crc = zlib.crc32(chunk, crc); // Node 20.15 and 22.2 on (this action runs on Node 24)
      done(null, chunk);
    },
  });
  const input =
    entry.compressed > 0 ? createReadStream(zipPath, { start, end: start + entry.compressed - 1 }) : Readable.from([]);
  const stages = entry.method === DEFLATE ? [input, zlib.createInflateRaw(), counted] : [input, counted];
  try {
    await pipeline([...stages, createWriteStream(target, { flags: 'wx', mode: 0o600 })], signal ? { signal } : {});
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof ZipRefusal || signal?.aborted) throw error;
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new ZipRefusal(`holds "${entry.name}", whose deflate data is broken (${(error as Error).message})`);
    }
    throw error;
  }
  if (written !== entry.size) {
    throw new ZipRefusal(
      `holds "${entry.name}" of ${String(written)} bytes, and its zip declares ${String(entry.size)}`,
    );
  }
  if (crc >>> 0 !== entry.crc)
    throw new ZipRefusal(`holds "${entry.name}" whose CRC-32 is not the one its zip declares`);
}

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipRefusal('is not a whole zip (cut short)');
  return buffer;
}
