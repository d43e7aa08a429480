// The headers of the tar the Pages artifact holds: POSIX ustar, with a PAX extended header before an entry whose
// path or size ustar cannot hold (a path over its 100 + 155 bytes, one that is not ASCII, a file of 8 GiB or more).

/** A tar's blocks are 512 bytes; a member's data is padded to a whole block. */
export const BLOCK = 512;

/** The largest size ustar's 11 octal digits hold (8 GiB - 1). */
const USTAR_MAX_SIZE = 0o77777777777;

/** One member: a regular file or a directory, with the mode it is stored with. */
export interface TarEntry {
  /** The path in the tar, `/`-separated; a directory's ends with `/`. */
  path: string;
  type: 'file' | 'directory';
  /** The permission bits (0o644, 0o755). */
  mode: number;
  /** The data's length in bytes (0 for a directory). */
  size: number;
  /** Seconds since the epoch. */
  mtime: number;
}

/** The bytes that pad `size` bytes of data to a whole block. */
export function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

/**
 * The header blocks of `entry`: one ustar block, preceded by a PAX extended header (its own ustar block and its
 * records) when the path or size does not fit ustar's fields.
 */
export function entryHeader(entry: TarEntry): Buffer {
  const split = ustarPath(entry.path);
  const records = paxRecords(entry, split);
  const main = ustarBlock({
    name: split?.name ?? fallbackName(entry.path),
    prefix: split?.prefix ?? '',
    mode: entry.mode,
    size: entry.size > USTAR_MAX_SIZE ? 0 : entry.size,
    mtime: entry.mtime,
    typeflag: entry.type === 'directory' ? '5' : '0',
  });
  if (records.length === 0) return main;
  const data = Buffer.from(records.join(''), 'utf8');
  const pax = ustarBlock({
    // GNU tar's own choice of a name for the extended header; readers take the records, not this name.
    name: 'PaxHeaders/entry',
    prefix: '',
    mode: 0o644,
    size: data.length,
    mtime: entry.mtime,
    typeflag: 'x',
  });
  return Buffer.concat([pax, data, Buffer.alloc(padding(data.length)), main]);
}

/** The length of `entryHeader(entry)`, worked out without writing it (the tar's size is known before it is). */
export function entryHeaderLength(entry: TarEntry): number {
  const records = paxRecords(entry, ustarPath(entry.path));
  if (records.length === 0) return BLOCK;
  const data = Buffer.byteLength(records.join(''), 'utf8');
  return BLOCK + data + padding(data) + BLOCK;
}

/** The PAX records `entry` needs: its path when ustar's fields cannot hold it, its size when over 8 GiB. */
function paxRecords(entry: TarEntry, split: { name: string; prefix: string } | undefined): string[] {
  const records: string[] = [];
  if (split === undefined) records.push(paxRecord('path', entry.path));
  if (entry.size > USTAR_MAX_SIZE) records.push(paxRecord('size', String(entry.size)));
  return records;
}

/** The two zero blocks that end a tar. */
export function endOfArchive(): Buffer {
  return Buffer.alloc(2 * BLOCK);
}

/**
 * A PAX record, `<length> <key>=<value>\n`, whose length counts its own digits: found by trying the length the
 * rest gives, and one digit more when the count's own digits carry it over.
 */
export function paxRecord(key: string, value: string): string {
  const rest = Buffer.byteLength(` ${key}=${value}\n`, 'utf8');
  let length = rest + String(rest).length;
  if (String(length).length !== String(rest).length) length = rest + String(length).length;
  return `${String(length)} ${key}=${value}\n`;
}

/**
 * `path` as ustar's name (100 bytes) and prefix (155 bytes), split at a `/`; undefined when it cannot be: a path
 * too long, or one that is not ASCII (ustar's fields carry no encoding; PAX's path is UTF-8).
 */
export function ustarPath(path: string): { name: string; prefix: string } | undefined {
  if (!/^[\x20-\x7e]*$/.test(path)) return undefined;
  if (path.length <= 100) return { name: path, prefix: '' };
  // A directory's trailing `/` stays in the name. The split is at the last `/` that leaves a prefix of 155 bytes
  // at most: the shortest name there is, so when it is over 100 bytes, no split fits.
  const body = path.endsWith('/') ? path.slice(0, -1) : path;
  const at = body.lastIndexOf('/', 155);
  if (at <= 0 || path.length - at - 1 > 100) return undefined;
  return { name: path.slice(at + 1), prefix: path.slice(0, at) };
}

/** The name field of an entry whose path a PAX record holds: its last 100 ASCII bytes, for a reader without PAX. */
function fallbackName(path: string): string {
  const ascii = path.replace(/[^\x20-\x7e]/g, '_');
  return ascii.length <= 100 ? ascii : ascii.slice(-100);
}

interface UstarFields {
  name: string;
  prefix: string;
  mode: number;
  size: number;
  mtime: number;
  typeflag: string;
}

/** One ustar header block (POSIX.1-1988's layout: field offsets and lengths as the standard sets them). */
function ustarBlock(fields: UstarFields): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(fields.name, 0, 100, 'latin1');
  octal(block, 100, 8, fields.mode);
  octal(block, 108, 8, 0); // uid
  octal(block, 116, 8, 0); // gid
  octal(block, 124, 12, fields.size);
  octal(block, 136, 12, fields.mtime);
  block.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  block.write(fields.typeflag, 156, 1, 'latin1');
  block.write('ustar\u000000', 257, 8, 'latin1'); // magic "ustar\0", version "00"
  block.write(fields.prefix, 345, 155, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  // Six octal digits, a NUL and a space: the form every tar writes and reads.
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'latin1');
  return block;
}

/** `value` in octal, zero-padded to fill `length - 1` digits, ending with a NUL. */
function octal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1');
}
