// One pack of the deploy's new objects, written as a stream for `git index-pack`: version 2, no deltas.
import { createHash } from 'node:crypto';
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
  private readonly trailer = createHash('sha1');

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

  /** Sends what is left, then the SHA-1 of everything before it, as a pack ends. */
  async end(): Promise<void> {
    if (this.used > 0) await this.send();
    await Promise.all(this.sending);
    await this.write(this.trailer.digest());
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

/** Objects compressed at once, each by a deflater of its own: they run on libuv's threads, so on every core. */
const IN_FLIGHT = 3;
/**
 * A larger object is compressed alone, after those before it are written, straight from the caller's buffer: the
 * objects in flight are copies, and copies of files of up to 100 MiB would cost memory, not time.
 */
const COPY_AT_MOST = 1024 * 1024;

/** An object on its way into the pack: its header, and its compressed parts once `done`. */
interface Pending {
  entry: Buffer;
  parts: Buffer[];
  done: Promise<void>;
}

/**
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * in their order. Up to three objects are compressed at once, from copies (`objects` may hand out one buffer
 * reused for every object), each copy in a buffer of its deflater's, reused; an object over 1 MiB is compressed
 * alone from the caller's buffer. So a pack of any size holds at most three small objects at once: a first
 * deploy of a large site streams through it. `write` resolves once it is done with the chunk: the chunk's memory
 * is then reused. `onPacked` hears the bytes each object took in the pack, in order: what a push of it sends (git
 * reuses the compressed data).
 */
export async function writePack(
  count: number,
  objects:
    AsyncIterable<{ type: 'blob' | 'tree'; content: Buffer }> | Iterable<{ type: 'blob' | 'tree'; content: Buffer }>,
  write: (chunk: Buffer) => Promise<void>,
  { bufferSize = 256 * 1024, onPacked }: { bufferSize?: number; onPacked?: (bytes: number) => void } = {},
): Promise<void> {
  const output = new PackOutput(write, bufferSize);
  const slots = Array.from({ length: IN_FLIGHT }, () => ({ deflater: new Deflater(), copy: Buffer.alloc(0) }));
  const pending: Pending[] = [];
  let written = 0;
  /** Writes the oldest object in flight once it is compressed. */
  const writeOldest = async (): Promise<void> => {
    const oldest = pending.shift();
    if (!oldest) return;
    await oldest.done;
    let bytes = oldest.entry.length;
    await output.append(oldest.entry);
    for (const part of oldest.parts) {
      bytes += part.length;
      await output.append(part);
    }
    onPacked?.(bytes);
    written += 1;
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
        pending.push({ entry, parts, done: slot.deflater.compress(object.content, (part) => parts.push(part)) });
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
      pending.push({ entry, parts, done });
    }
    while (pending.length > 0) await writeOldest();
    if (written !== count) throw new Error(`the pack promised ${count} objects but got ${written}`);
    await output.end();
  } finally {
    await Promise.allSettled(pending.map((object) => object.done));
    for (const slot of slots) slot.deflater.close();
  }
}
