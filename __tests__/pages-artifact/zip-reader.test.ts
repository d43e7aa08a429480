// Unit tests of the deploy job's unzip, on zips made by hand: the two entries it takes, and every zip it refuses
// (a bomb among them) refused before much is written.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { unzipEntries, ZipRefusal } from '../../src/pages-artifact/zip-reader.js';
import { zipOf } from '../support/hand-zip.js';

const MANIFEST = Buffer.from('{"version":1}\n');
const TAR = Buffer.alloc(20_000, 'tar ');
const LIMITS = { 'artifact.tar': 1024 ** 3, 'pages-push.json': 4096 };

let dir: string;
let into: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-reader-'));
  into = path.join(dir, 'out');
  await fs.mkdir(into);
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function unzip(zip: Buffer, limits: Record<string, number> = LIMITS): Promise<void> {
  const file = path.join(dir, 'artifact.zip');
  await fs.writeFile(file, zip);
  await unzipEntries(file, into, limits);
}

/** The bytes written into the output folder. */
async function written(): Promise<number> {
  let bytes = 0;
  for (const name of await fs.readdir(into)) bytes += (await fs.stat(path.join(into, name))).size;
  return bytes;
}

test('writes the tar and the manifest, stored or deflated', async () => {
  await unzip(
    zipOf([
      { name: 'artifact.tar', data: TAR },
      { name: 'pages-push.json', data: MANIFEST, method: 0 },
    ]),
  );

  expect(await fs.readFile(path.join(into, 'artifact.tar'))).toEqual(TAR);
  expect(await fs.readFile(path.join(into, 'pages-push.json'))).toEqual(MANIFEST);
});

test('reads the sizes and offsets of a zip64 zip, as a writer puts an artifact of 4 GiB or more', async () => {
  await unzip(
    zipOf(
      [
        { name: 'pages-push.json', data: MANIFEST },
        { name: 'artifact.tar', data: TAR },
      ],
      { zip64: true },
    ),
  );

  expect(await fs.readFile(path.join(into, 'artifact.tar'))).toEqual(TAR);
  expect(await fs.readFile(path.join(into, 'pages-push.json'))).toEqual(MANIFEST);
});

test('refuses a bomb that inflates past its declared size, having written no more than that', async () => {
  // About 32 KiB of deflate that inflates to 32 MiB, declared as 20,000 bytes.
  const bomb = zlib.deflateRawSync(Buffer.alloc(32 * 1024 ** 2), { level: 9 });
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, deflated: bomb },
    { name: 'pages-push.json', data: MANIFEST },
  ]);
  const started = Date.now();

  await expect(unzip(zip)).rejects.toThrow(
    new ZipRefusal('holds "artifact.tar", which inflates past the 20000 bytes its zip declares'),
  );
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await written()).toBeLessThanOrEqual(MANIFEST.length);
});

test('refuses an entry declared over its bound before inflating it', async () => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR },
    { name: 'pages-push.json', data: MANIFEST, size: 5000 },
  ]);

  await expect(unzip(zip)).rejects.toThrow('holds "pages-push.json" of 5000 bytes, over the 4096 taken');
  expect(await written()).toBe(0);
});

test.each([
  ['an extra entry', [{ name: 'other.txt', data: MANIFEST }], '"artifact.tar", "other.txt", "pages-push.json"'],
  [
    'an entry with a path',
    [{ name: 'copy/artifact.tar', data: TAR }],
    '"artifact.tar", "copy/artifact.tar", "pages-push.json"',
  ],
  ['the tar twice', [{ name: 'artifact.tar', data: TAR }], '"artifact.tar", "artifact.tar", "pages-push.json"'],
])('refuses %s, naming what the zip holds', async (_what, more, named) => {
  const zip = zipOf([{ name: 'artifact.tar', data: TAR }, { name: 'pages-push.json', data: MANIFEST }, ...more]);

  await expect(unzip(zip)).rejects.toThrow(`holds ${named} in its zip, not "artifact.tar" and "pages-push.json"`);
  expect(await written()).toBe(0);
});

test('refuses a zip without its manifest', async () => {
  await expect(unzip(zipOf([{ name: 'artifact.tar', data: TAR }]))).rejects.toThrow(
    'holds "artifact.tar" in its zip, not "artifact.tar" and "pages-push.json"',
  );
});

test('refuses an entry whose CRC-32 is not the one declared', async () => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, crc: 1234 },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(zip)).rejects.toThrow('holds "artifact.tar" whose CRC-32 is not the one its zip declares');
});

test('refuses an entry shorter than declared', async () => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, size: TAR.length + 10 },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(zip)).rejects.toThrow('holds "artifact.tar" of 20000 bytes, and its zip declares 20010');
});

test('refuses an encrypted entry', async () => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, flags: 1 },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(zip)).rejects.toThrow('holds "artifact.tar" encrypted');
});

test('refuses a method other than stored and deflate', async () => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, method: 12 },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(zip)).rejects.toThrow('holds "artifact.tar" compressed with method 12');
});

test.each([
  ['its end', (zip: Buffer): Buffer => zip.subarray(0, zip.length - 10)],
  ['its data', (zip: Buffer): Buffer => Buffer.concat([zip.subarray(0, 200), zip.subarray(zip.length - 150)])],
])('refuses a zip cut short at %s', async (_where, cut) => {
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(cut(zip))).rejects.toThrow(ZipRefusal);
});

test('refuses deflate data that is broken', async () => {
  const deflated = Buffer.from(zlib.deflateRawSync(TAR));
  deflated[0] = 0xff;
  const zip = zipOf([
    { name: 'artifact.tar', data: TAR, deflated },
    { name: 'pages-push.json', data: MANIFEST },
  ]);

  await expect(unzip(zip)).rejects.toThrow(ZipRefusal);
  expect(await fs.readdir(into)).not.toContain('artifact.tar');
});
