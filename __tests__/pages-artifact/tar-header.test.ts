// The tar headers' pure parts: PAX records' self-counting lengths, ustar's name/prefix split, and when a PAX header
// is written. GNU tar reading whole tars is in __tests__/integration/pages-artifact/.
import {
  BLOCK,
  entryHeader,
  entryHeaderLength,
  padding,
  paxRecord,
  ustarPath,
} from '../../src/pages-artifact/tar-header.js';

test.each([
  ['path', 'a'], // 9 bytes with a one-digit length
  ['path', 'abc'], // rest 10 without its length: two digits, 12 in all
  ['path', 'x'.repeat(90)], // rest 98: with two digits 100, which has three
  ['path', 'über'],
])('a PAX record of %s=%s states its own length in bytes', (key, value) => {
  const record = paxRecord(key, value);
  const length = Number(record.split(' ')[0]);
  expect(Buffer.byteLength(record, 'utf8')).toBe(length);
  expect(record.endsWith(`${key}=${value}\n`)).toBe(true);
});

test('a path of 100 bytes or less is the name alone', () => {
  expect(ustarPath(`./${'a'.repeat(98)}`)).toEqual({ name: `./${'a'.repeat(98)}`, prefix: '' });
});

test('a longer path is split at the last / that leaves a prefix of 155 bytes at most', () => {
  const path = `./${'p'.repeat(120)}/${'n'.repeat(50)}.html`;
  expect(ustarPath(path)).toEqual({ name: `${'n'.repeat(50)}.html`, prefix: `./${'p'.repeat(120)}` });
  expect(ustarPath(`./${'p'.repeat(120)}/${'d'.repeat(30)}/`)).toEqual({
    name: `${'d'.repeat(30)}/`,
    prefix: `./${'p'.repeat(120)}`,
  });
});

test('a path no split fits, or that is not ASCII, has none', () => {
  expect(ustarPath(`./${'n'.repeat(120)}`)).toBeUndefined();
  expect(ustarPath(`./${'p'.repeat(160)}/a`)).toBeUndefined();
  expect(ustarPath('./café.html')).toBeUndefined();
});

test('a header that fits ustar is one block with a valid checksum; one that does not has a PAX header first', () => {
  const short = entryHeader({ path: './index.html', type: 'file', mode: 0o644, size: 5, mtime: 0 });
  expect(short).toHaveLength(BLOCK);
  const stored = parseInt(short.toString('latin1', 148, 154), 8);
  let sum = 0;
  for (let at = 0; at < BLOCK; at += 1) sum += at >= 148 && at < 156 ? 0x20 : (short[at] ?? 0);
  expect(stored).toBe(sum);
  expect(short.toString('latin1', 257, 263)).toBe('ustar\0');
  const long = entryHeader({ path: './café.html', type: 'file', mode: 0o644, size: 5, mtime: 0 });
  expect(long).toHaveLength(3 * BLOCK);
  expect(long.toString('latin1', 156, 157)).toBe('x');
  expect(long.subarray(BLOCK, 2 * BLOCK).toString('utf8')).toContain('path=./café.html\n');
});

test('a size of 8 GiB or more goes in a PAX record', () => {
  const header = entryHeader({ path: './big.bin', type: 'file', mode: 0o644, size: 9 * 1024 ** 3, mtime: 0 });
  expect(header.subarray(BLOCK, 2 * BLOCK).toString('utf8')).toContain(`size=${String(9 * 1024 ** 3)}\n`);
  expect(padding(9 * 1024 ** 3)).toBe(0);
  expect(padding(1)).toBe(511);
});

test.each([
  ['./index.html', 5],
  ['./café.html', 5],
  [`./${'n'.repeat(300)}`, 5],
  ['./big.bin', 9 * 1024 ** 3],
])('the header length worked out for %s is the length of the header written', (path, size) => {
  const entry = { path, type: 'file' as const, mode: 0o644, size, mtime: 0 };
  expect(entryHeaderLength(entry)).toBe(entryHeader(entry).length);
});
