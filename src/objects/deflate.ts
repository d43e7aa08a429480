// Compresses the objects of a pack, each as a zlib stream of its own, through one long-lived deflater: a
// `deflateSync` per object leaves a native handle per object for the garbage collector, which on a site of
// 100,000 files held tens of megabytes.
import type { DeflateRaw } from 'node:zlib';

/** A zlib header: deflate, 32 KiB window, fastest level (0x7801 is a multiple of 31, as the format requires). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** A final, empty stored block: it ends the deflate data after a full flush left it at a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * Objects smaller than this are stored, not compressed: most are the trees of folders holding one page, which
 * compression would barely shrink, and the deflater's round trip through the thread pool would cost more.
 */
const STORE_BELOW = 256;

/** Objects from this size on are sampled: one that is compressed already (see `looksCompressed`) is stored. */
const SAMPLE_FROM = 4096;
/** The bytes `looksCompressed` reads, from the middle of the content. */
const SAMPLE_BYTES = 4096;
/**
 * The entropy (bits a byte) from which a sample counts as compressed already. Images, fonts and archives
 * (PNG, JPEG, WebP, WOFF2, gzip) measure 7.90-7.96 on a 4 KiB sample and deflate shrinks them by 0-2%; a PNG
 * that deflate still shrinks by a tenth measures 7.84-7.88, text and markup 4-7.
 */
const COMPRESSED_BITS = 7.9;
/** The largest block a stored deflate block holds: its length is 16 bits. */
const STORED_BLOCK = 0xffff;

/**
 * Whether `content` looks compressed already (an image, a font, an archive), from the entropy of the bytes in a
 * 4 KiB sample from its middle (past the header of a file over 8 KiB; all of a file of 4 KiB). Deflating such bytes
 * at the fastest level costs about twice the time of text of their size and shrinks them by at most a few percent:
 * they are stored instead. ASCII text is told at once, in the sample's first 256 bytes, where fewer than a quarter
 * have the high bit set (half of them do in compressed data); text in a multi-byte script goes on to the count.
 * Only the sample is seen: a file compressible elsewhere is stored larger than deflate would make it, never wrong.
 */
export function looksCompressed(content: Uint8Array): boolean {
  if (content.length < SAMPLE_FROM) return false;
  const start = Math.floor((content.length - SAMPLE_BYTES) / 2);
  let high = 0;
  for (let i = start; i < start + 256; i += 1) high += (content[i] ?? 0) >> 7;
  if (high < 64) return false;
  const counts = new Uint32Array(256);
  for (let i = start; i < start + SAMPLE_BYTES; i += 1) {
    const byte = content[i] ?? 0;
    counts[byte] = (counts[byte] ?? 0) + 1;
  }
  let bits = 0;
  for (const count of counts) if (count > 0) bits -= (count / SAMPLE_BYTES) * Math.log2(count / SAMPLE_BYTES);
  return bits >= COMPRESSED_BITS;
}

/**
 * `content` as stored deflate blocks (no compression), of up to 65,535 bytes each, the last one marked final: a header of
 * 5 bytes (final flag and type, length, its complement) before each block's bytes, which are handed on as they are.
 */
function stored(content: Buffer, take: (part: Buffer) => void): void {
  let start = 0;
  do {
    const length = Math.min(STORED_BLOCK, content.length - start);
    const header = Buffer.alloc(5);
    header[0] = start + length === content.length ? 0x01 : 0x00;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    take(header);
    if (length > 0) take(content.subarray(start, start + length));
    start += length;
  } while (start < content.length);
}

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
 * A raw deflater at the fastest level that flushes fully. node:zlib loads here, with the first pack, not at the
 * start: a run with nothing to pack never loads it.
 */
function rawDeflater(): DeflateRaw {
  const { constants, createDeflateRaw } = process.getBuiltinModule('node:zlib');
  return createDeflateRaw({ level: constants.Z_BEST_SPEED, flush: constants.Z_FULL_FLUSH, chunkSize: 64 * 1024 });
}

/**
 * One raw deflater, fully flushed after every object: a full flush ends the object's data at a byte boundary
 * and forgets it, so the next object's data never refers back to it. Each object becomes a complete zlib stream
 * by framing: a header before, a final empty block and the checksum after.
 */
export class Deflater {
  private readonly raw: DeflateRaw = rawDeflater();
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
    if (content.length < STORE_BELOW || looksCompressed(content)) {
      // Stored as it is: a trip through the deflater would cost more than it saves.
      stored(content, take);
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
