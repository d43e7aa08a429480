// Compresses the objects of a pack, each as a zlib stream of its own, through one long-lived deflater: a
// `deflateSync` per object leaves a native handle per object for the garbage collector, which on a site of
// 100,000 files held tens of megabytes.
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/** A zlib header: deflate, 32 KiB window, fastest level (0x7801 is a multiple of 31, as the format requires). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** A final, empty stored block: it ends the deflate data after a full flush left it at a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * Objects smaller than this are stored, not compressed: most are the trees of folders holding one page, which
 * compression would barely shrink, and the deflater's round trip through the thread pool would cost more.
 */
const STORE_BELOW = 256;

/** The Adler-32 checksum zlib ends a stream with. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i += 1) {
      a += bytes[i] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * One raw deflater, fully flushed after every object: a full flush ends the object's data at a byte boundary
 * and forgets it, so the next object's data never refers back to it. Each object becomes a complete zlib stream
 * by framing: a header before, a final empty block and the checksum after.
 */
export class Deflater {
  private readonly raw: DeflateRaw = createDeflateRaw({
    level: constants.Z_BEST_SPEED,
    flush: constants.Z_FULL_FLUSH,
    chunkSize: 64 * 1024,
  });
  private take: ((part: Buffer) => void) | undefined;

  constructor() {
    // Read as the deflater produces, so it never waits for a reader (a large object fills its buffer).
    this.raw.on('readable', () => {
      this.drain();
    });
    // A failure reaches the write's callback, which rejects `compress`.
    this.raw.on('error', () => undefined);
  }

  /** Compresses `content` into one zlib stream, handing its parts to `take` in order, synchronously or not. */
  async compress(content: Buffer, take: (part: Buffer) => void): Promise<void> {
    take(ZLIB_HEADER);
    if (content.length < STORE_BELOW) {
      // Stored as it is, in one final block: a trip through the deflater would cost more than it saves.
      const stored = Buffer.alloc(5);
      stored[0] = 0x01;
      stored.writeUInt16LE(content.length, 1);
      stored.writeUInt16LE(~content.length & 0xffff, 3);
      take(stored);
      take(content);
    } else {
      this.take = take;
      try {
        // The deflater hands out its output before it calls back, so all of it is there to read after.
        await new Promise<void>((resolve, reject) => {
          this.raw.write(content, (error) => {
            if (error) reject(error);
            else resolve();
          });
        });
        this.drain();
      } finally {
        this.take = undefined;
      }
      take(FINAL_BLOCK);
    }
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(adler32(content));
    take(checksum);
  }

  /** Frees the deflater. */
  close(): void {
    this.raw.destroy();
  }

  private drain(): void {
    const take = this.take;
    if (!take) return;
    for (let part = this.raw.read() as Buffer | null; part !== null; part = this.raw.read() as Buffer | null)
      take(part);
  }
}
