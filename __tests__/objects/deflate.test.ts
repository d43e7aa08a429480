// Unit tests of the pack's compression: every object a zlib stream of its own, checked with Node's own inflater.
import { randomBytes } from 'node:crypto';
import { deflateSync, gzipSync, inflateSync } from 'node:zlib';
import { adler32, Deflater, looksCompressed } from '../../src/objects/deflate.js';

/** Each content compressed in turn through one deflater, as writePack does: one joined stream per content. */
async function compressAll(contents: readonly Buffer[]): Promise<Buffer[]> {
  const deflater = new Deflater();
  try {
    const streams: Buffer[] = [];
    for (const content of contents) {
      const parts: Buffer[] = [];
      await deflater.compress(content, (part) => parts.push(Buffer.from(part)));
      streams.push(Buffer.concat(parts));
    }
    return streams;
  } finally {
    deflater.close();
  }
}

/** Text that compresses well, different for every seed. */
function text(size: number, seed: number): Buffer {
  const words = ['static', 'site', 'pages', 'branch', 'tree', 'blob', `word${seed}`];
  let out = '';
  for (let i = 0; out.length < size; i += 1) out += `${words[(i * 7 + seed) % words.length] ?? ''} `;
  return Buffer.from(out.slice(0, size));
}

describe('adler32', () => {
  test.each([
    ['empty', Buffer.alloc(0)],
    ['one byte', Buffer.from('a')],
    ['text', text(10_000, 1)],
    ['a run of 0xff longer than one reduction', Buffer.alloc(100_000, 0xff)],
    ['random bytes', randomBytes(65_537)],
  ])('gives %s the checksum zlib ends its stream with', (_name, content) => {
    const zlibStream = deflateSync(content);

    expect(adler32(content)).toBe(zlibStream.readUInt32BE(zlibStream.length - 4));
  });
});

/** Text of words picked at random, which deflate shrinks to about a quarter. */
function words(count: number): Buffer {
  const vocabulary = ['static', 'site', 'deploy', 'branch', 'pages', 'hexo', 'post', 'tree', 'blob', 'push'];
  return Buffer.from(Array.from(randomBytes(count), (byte) => vocabulary[byte % vocabulary.length]).join(' '));
}

describe('looksCompressed', () => {
  test.each([
    ['random bytes', randomBytes(20_000)],
    ['gzip of text (what a PNG, a WOFF2 or an archive holds)', gzipSync(words(300_000), { level: 9 })],
  ])('says %s are compressed already', (_name, content) => {
    expect([content.length >= 4096, looksCompressed(content)]).toEqual([true, true]);
  });

  test.each([
    ['markup', text(20_000, 12)],
    ['UTF-8 text in a script of multi-byte characters', Buffer.from('静的サイトを公開する。'.repeat(2000))],
    ['a run of one byte with the high bit set', Buffer.alloc(20_000, 0xff)],
    ['random bytes under 4 KiB (too few to tell)', randomBytes(4095)],
  ])('says %s are not', (_name, content) => {
    expect(looksCompressed(content)).toBe(false);
  });
});

describe('Deflater', () => {
  test('makes each content a zlib stream that inflates to it alone', async () => {
    const contents = [text(6000, 1), text(6000, 2), Buffer.from('x'), text(300, 3)];

    const streams = await compressAll(contents);

    expect(streams.map((stream) => inflateSync(stream))).toEqual(contents);
  });

  test('makes an empty content the empty zlib stream', async () => {
    const [stream] = await compressAll([text(100, 1), Buffer.alloc(0), text(100, 2)]).then((all) => all.slice(1));

    expect(inflateSync(stream ?? Buffer.alloc(1))).toEqual(Buffer.alloc(0));
  });

  test('compresses content larger than its output buffer, and incompressible content', async () => {
    const contents = [text(1_000_000, 4), randomBytes(300_000), text(70_000, 5)];

    const streams = await compressAll(contents);

    // Compared with equals(): a deep equality of megabytes, byte by byte, is slow.
    expect(streams.map((stream, index) => inflateSync(stream).equals(contents[index] ?? Buffer.alloc(0)))).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('stores a small content as it is, in a stream git and zlib read', async () => {
    const contents = [Buffer.from('100644 index.html\0'), Buffer.from([0, 255, 0]), text(255, 10)];

    const streams = await compressAll(contents);

    expect([
      streams.map((stream) => inflateSync(stream)),
      streams.map((stream, index) => stream.length - (contents[index]?.length ?? 0)),
    ]).toEqual([contents, [11, 11, 11]]);
  });

  test('stores content that is compressed already, in blocks of at most 64 KiB, in a stream zlib reads', async () => {
    const contents = [randomBytes(200_000), randomBytes(65_535), randomBytes(131_070)];

    const streams = await compressAll(contents);

    // The zlib header, a 5-byte header for each block, the bytes as they are, the checksum.
    expect([
      streams.map((stream, index) => inflateSync(stream).equals(contents[index] ?? Buffer.alloc(0))),
      streams.map((stream, index) => stream.length - (contents[index]?.length ?? 0)),
    ]).toEqual([
      [true, true, true],
      [2 + 4 * 5 + 4, 2 + 5 + 4, 2 + 2 * 5 + 4],
    ]);
  });

  test('compresses text to a fraction of its size', async () => {
    const content = text(50_000, 6);

    const [stream] = await compressAll([content]);

    expect(stream?.length).toBeLessThan(content.length / 4);
  });

  test('ends each stream exactly: nothing of the next content is in it', async () => {
    const contents = [text(6000, 7), text(6000, 8)];

    const streams = await compressAll(contents);
    const joined = Buffer.concat(streams);

    // Inflating the join yields the first content and reports the first stream's length as consumed.
    const first = inflateSync(joined, { info: true }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    expect([first.buffer.equals(contents[0] ?? Buffer.alloc(0)), first.engine.bytesWritten]).toEqual([
      true,
      streams[0]?.length,
    ]);
  });

  test('rejects content once closed', async () => {
    const deflater = new Deflater();
    deflater.close();

    await expect(deflater.compress(text(1000, 9), () => undefined)).rejects.toThrow();
  });
});
