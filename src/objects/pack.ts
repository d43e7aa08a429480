// One pack of the deploy's new objects (version 2, no deltas), and its index, as git would write them. The
// runtime's node:crypto and node:zlib load with the first pack, not at the start (see deflate.ts).
import { Deflater } from './deflate.js';

const TYPE_CODES = { commit: 1, tree: 2, blob: 3 } as const;

/** A pack entry's header: type and size, 4 bits then 7 bits a byte, low bits first. */
function entryHeader(type: 'blob' | 'tree', size: number): Buffer {
  const bytes: number[] = [];
  let rest = Math.floor(size / 16);
  let byte = (TYPE_CODES[type] << 4) | (size & 0x0f);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return Buffer.from(bytes);
}

/**
 * The pack's bytes, gathered in two buffers used in turn: one fills while `write` sends the other, so a pack of
 * any size costs their size, and nothing per object is left to collect.
 */
class PackOutput {
  private readonly buffers: [Buffer, Buffer];
  private readonly sending: [Promise<void>, Promise<void>] = [Promise.resolve(), Promise.resolve()];
  private current: 0 | 1 = 0;
  private used = 0;
  private readonly trailer = process.getBuiltinModule('node:crypto').createHash('sha1');

  constructor(
    private readonly write: (chunk: Buffer) => Promise<void>,
    size: number,
  ) {
    this.buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
  }

  async append(bytes: Buffer): Promise<void> {
    for (let offset = 0; offset < bytes.length;) {
      const buffer = this.buffers[this.current];
      const copied = bytes.copy(buffer, this.used, offset);
      offset += copied;
      this.used += copied;
      if (this.used === buffer.length) await this.send();
    }
  }

  /** Sends what is left, then the SHA-1 of everything before it, as a pack ends; returns that SHA-1. */
  async end(): Promise<Buffer> {
    if (this.used > 0) await this.send();
    await Promise.all(this.sending);
    const checksum = this.trailer.digest();
    await this.write(checksum);
    return checksum;
  }

  private async send(): Promise<void> {
    const chunk = this.buffers[this.current].subarray(0, this.used);
    this.trailer.update(chunk);
    const sent = this.write(chunk);
    sent.catch(() => undefined); // awaited before the buffer is used again, or at the end
    this.sending[this.current] = sent;
    this.current = this.current === 0 ? 1 : 0;
    this.used = 0;
    // The other buffer is filled next: its bytes must be gone.
    await this.sending[this.current];
  }
}

/**
 * Objects compressed at once, each by a deflater of its own: they run on libuv's threads, so on every core. More
 * than the pool's four threads: while this thread reads the next files, from disk as often as not, the pool still
 * has objects queued (a 20,000-page first deploy's pack took 1.9-2.3 s with four at once, 1.85-1.95 s with six).
 */
const IN_FLIGHT = 6;
/**
 * A larger object is compressed alone, after those before it are written, straight from the caller's buffer: the
 * objects in flight are copies, and copies of files of up to 100 MiB would cost memory, not time. The copies of
 * the objects in flight take at most 3 MiB.
 */
const COPY_AT_MOST = 512 * 1024;

/** An object on its way into the pack: its id and header, and its compressed parts once `done`. */
interface Pending {
  sha: string;
  entry: Buffer;
  parts: Buffer[];
  done: Promise<void>;
}

/** An object to pack: its type, its content, and its id (git's, in hex). */
export interface PackObject {
  type: 'blob' | 'tree';
  content: Buffer;
  sha: string;
}

/** Where each object went in a written pack (what its index says), and the pack's own checksum. */
export interface WrittenPack {
  /** The SHA-1 that ends the pack: its name, and what its index ends with. */
  checksum: Buffer;
  /** Each object's id, in the pack's order. */
  ids: string[];
  /** Where each object's entry starts in the pack. */
  offsets: Float64Array;
  /** The CRC-32 of each object's entry (header and compressed data), as git's index keeps it. */
  crcs: Uint32Array;
}

/**
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * in their order, and returns where each went (for its index, see `packIndex`). Up to six objects are compressed
 * at once, from copies (`objects` may hand out one buffer reused for every object), each copy in a buffer of its
 * deflater's, reused; an object over 512 KiB is compressed alone from the caller's buffer. So a pack of any size
 * holds at most six small objects at once: a first deploy of a large site streams through it. `write` resolves
 * once it is done with the chunk: the chunk's memory is then reused, though the next chunk may be in writing
 * meanwhile. `onPacked` hears the bytes each object took in the pack, in order: what a push of it sends (git
 * reuses the compressed data).
 */
export async function writePack(
  count: number,
  objects: AsyncIterable<PackObject> | Iterable<PackObject>,
  write: (chunk: Buffer) => Promise<void>,
  { bufferSize = 256 * 1024, onPacked }: { bufferSize?: number; onPacked?: (bytes: number) => void } = {},
): Promise<WrittenPack> {
  const { crc32 } = process.getBuiltinModule('node:zlib');
  const output = new PackOutput(write, bufferSize);
  const slots = Array.from({ length: IN_FLIGHT }, () => ({ deflater: new Deflater(), copy: Buffer.alloc(0) }));
  const pending: Pending[] = [];
  const written: Omit<WrittenPack, 'checksum'> = {
    ids: [],
    offsets: new Float64Array(count),
    crcs: new Uint32Array(count),
  };
  let offset = 12;
  /** Writes the oldest object in flight once it is compressed. */
  const writeOldest = async (): Promise<void> => {
    const oldest = pending.shift();
    if (!oldest) return;
    await oldest.done;
    const index = written.ids.length;
    let bytes = oldest.entry.length;
    let crc = crc32(oldest.entry);
    await output.append(oldest.entry);
    for (const part of oldest.parts) {
      bytes += part.length;
      // Node's crc32 answers 0 for an empty buffer without memory behind it (an empty object's copy), whatever
      // the value it continues.
      if (part.length > 0) crc = crc32(part, crc);
      await output.append(part);
    }
    onPacked?.(bytes);
    if (index < count) {
      written.crcs[index] = crc;
      written.offsets[index] = offset;
    }
    written.ids.push(oldest.sha);
    offset += bytes;
  };
  let started = 0;
  try {
    const header = Buffer.alloc(12);
    header.write('PACK', 0, 'latin1');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(count, 8);
    await output.append(header);
    for await (const object of objects) {
      const entry = entryHeader(object.type, object.content.length);
      const parts: Buffer[] = [];
      if (object.content.length > COPY_AT_MOST) {
        while (pending.length > 0) await writeOldest();
        const slot = slots[0];
        if (!slot) throw new Error('no deflater');
        const done = slot.deflater.compress(object.content, (part) => parts.push(part));
        pending.push({ sha: object.sha, entry, parts, done });
        await writeOldest();
        continue;
      }
      // The slot of the object IN_FLIGHT before this one, which is written first.
      if (pending.length >= IN_FLIGHT) await writeOldest();
      const slot = slots[started % IN_FLIGHT];
      started += 1;
      if (!slot) throw new Error('no deflater');
      if (slot.copy.length < object.content.length) {
        slot.copy = Buffer.allocUnsafe(Math.max(object.content.length, Math.min(2 * slot.copy.length, COPY_AT_MOST)));
      }
      const content = slot.copy.subarray(0, object.content.length);
      object.content.copy(content);
      const done = slot.deflater.compress(content, (part) => parts.push(part));
      done.catch(() => undefined); // awaited when its turn comes
      pending.push({ sha: object.sha, entry, parts, done });
    }
    while (pending.length > 0) await writeOldest();
    if (written.ids.length !== count) {
      throw new Error(`the pack promised ${count} objects but got ${written.ids.length}`);
    }
    return { checksum: await output.end(), ...written };
  } finally {
    await Promise.allSettled(pending.map((object) => object.done));
    for (const slot of slots) slot.deflater.close();
  }
}
