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

/**
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * never holding more than one object's content: a first deploy of a large site streams through it. `write`
 * resolves once it is done with the chunk: the chunk's memory is then reused. `onPacked` hears the bytes each
 * object took in the pack, in order: what a push of it sends (git reuses the compressed data).
 */
export async function writePack(
  count: number,
  objects:
    AsyncIterable<{ type: 'blob' | 'tree'; content: Buffer }> | Iterable<{ type: 'blob' | 'tree'; content: Buffer }>,
  write: (chunk: Buffer) => Promise<void>,
  { bufferSize = 256 * 1024, onPacked }: { bufferSize?: number; onPacked?: (bytes: number) => void } = {},
): Promise<void> {
  const output = new PackOutput(write, bufferSize);
  const deflater = new Deflater();
  try {
    const header = Buffer.alloc(12);
    header.write('PACK', 0, 'latin1');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(count, 8);
    await output.append(header);
    let written = 0;
    const parts: Buffer[] = [];
    for await (const object of objects) {
      const entry = entryHeader(object.type, object.content.length);
      await output.append(entry);
      await deflater.compress(object.content, (part) => parts.push(part));
      let bytes = entry.length;
      for (const part of parts) {
        bytes += part.length;
        await output.append(part);
      }
      parts.length = 0;
      onPacked?.(bytes);
      written += 1;
    }
    if (written !== count) throw new Error(`the pack promised ${count} objects but got ${written}`);
    await output.end();
  } finally {
    deflater.close();
  }
}
