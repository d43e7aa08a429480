// Unpacks the tar of a site artifact (what pack.ts writes) as data: a deploy job never trusts what a build job
// uploaded, so every member is checked before a byte of it is written (a path inside the site, no `..`, no `.git`,
// no link of any kind, no member twice) and the files are created fresh, never through anything already there.
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import * as path from 'node:path';
import { namesGitFolder } from '../shared/paths.js';
import { BLOCK, padding } from './tar-header.js';

/** What the tar held: its regular files, and their bytes. */
export interface Unpacked {
  files: number;
  bytes: number;
}

/** The largest PAX record block read: our writer's are a path and a size, a few KiB at most. */
const MAX_PAX_BYTES = 64 * 1024;

/** What a copy reads at once. */
const COPY_BUFFER = 1024 * 1024;

/**
 * Unpacks `tarFile` into `into` (an empty folder of the step's own), refusing, with the artifact's name and what
 * was found, any member a site deploy must not take. Returns how many files it wrote.
 */
export function unpackSiteTar(tarFile: string, into: string, artifact: string): Unpacked {
  const fd = openSync(tarFile, 'r');
  try {
    return unpack(fd, into, artifact);
  } finally {
    closeSync(fd);
  }
}

function unpack(fd: number, into: string, artifact: string): Unpacked {
  const refuse = (what: string): Error =>
    new Error(
      `The artifact "${artifact}" holds ${what}: refused, nothing of it is deployed. A build job of pages-push ` +
        'never uploads that: the artifact was changed after the build, or made by something else.',
    );
  const header = Buffer.alloc(BLOCK);
  const length = fstatSync(fd).size;
  // What each path unpacked is: a member whose path, or a folder above it, was the other kind is refused.
  const kinds = new Map<string, 'file' | 'folder'>();
  let offset = 0;
  let pax: Record<string, string> = {};
  let files = 0;
  let bytes = 0;
  for (;;) {
    if (readSync(fd, header, 0, BLOCK, offset) !== BLOCK) throw refuse('a tar cut short (no end blocks)');
    offset += BLOCK;
    if (header.every((byte) => byte === 0)) return { files, bytes };
    if (!checksumMatches(header)) throw refuse(`a tar header with a wrong checksum at byte ${String(offset - BLOCK)}`);
    const type = String.fromCharCode(header[156] ?? 0);
    const size = pax.size !== undefined ? decimal(pax.size) : octalField(header, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw refuse(`a member with a size that is no number`);
    if (offset + size > length) {
      throw refuse(`a member of ${String(size)} bytes at byte ${String(offset - BLOCK)}, past the tar's end`);
    }
    if (type === 'x') {
      if (size > MAX_PAX_BYTES) throw refuse(`an extended header of ${String(size)} bytes`);
      const data = Buffer.alloc(size);
      readSync(fd, data, 0, size, offset);
      offset += size + padding(size);
      pax = paxRecords(data);
      continue;
    }
    const name = pax.path ?? memberPath(header);
    pax = {};
    const relative = checkedPath(name, refuse);
    if (type === '5') {
      // A reader that skips a folder's data and one that does not would read different members after it.
      if (size !== 0) throw refuse(`a folder with ${String(size)} bytes of data, "${name}"`);
      claim(kinds, relative, 'folder', refuse);
      if (relative)
        written(relative, refuse, () => mkdirSync(path.join(into, relative), { recursive: true, mode: 0o755 }));
    } else if (type === '0' || type === '\0') {
      if (!relative) throw refuse('a file at the root of the tar named "."');
      // git takes a folder with a HEAD (and objects and refs, or a commondir naming another's) for a repository,
      // and would read its config when run there (the target check's `git -C <workspace>`): no site needs one.
      if (relative.toLowerCase() === 'head') {
        throw refuse(`a file "${relative}" at the root of the site, which makes the folder a git repository to git`);
      }
      claim(kinds, relative, 'file', refuse);
      const target = path.join(into, relative);
      written(relative, refuse, () => {
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
        copyOut(fd, offset, size, target);
      });
      files += 1;
      bytes += size;
      offset += size + padding(size);
    } else if (type === '1' || type === '2') {
      throw refuse(`a ${type === '2' ? 'symbolic' : 'hard'} link, "${name}"`);
    } else {
      throw refuse(`a member of tar type "${type}" ("${name}"), neither a file nor a folder`);
    }
  }
}

/** The member's path, `./` and a trailing `/` taken off ('' for the root); refused when it could leave the site. */
function checkedPath(name: string, refuse: (what: string) => Error): string {
  if (name.includes('\0') || name.includes('\\')) throw refuse(`a path with a NUL or a backslash, "${name}"`);
  if (name.startsWith('/')) throw refuse(`an absolute path, "${name}"`);
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw refuse(`a path leading out of the site, "${name}"`);
  const relative = parts.join('/');
  if (namesGitFolder(relative)) throw refuse(`a .git folder, "${name}"`);
  return relative;
}

/**
 * Records `relative` as a `kind`, and the folders above it as folders; refused when a file is met twice, or a path
 * is a file and a folder both (unpacked, one would fail on the other, or hide it).
 */
function claim(
  kinds: Map<string, 'file' | 'folder'>,
  relative: string,
  kind: 'file' | 'folder',
  refuse: (what: string) => Error,
): void {
  const parts = relative ? relative.split('/') : [];
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const at = parts.slice(0, depth).join('/');
    const is = depth === parts.length ? kind : 'folder';
    const was = kinds.get(at);
    if (was === 'file' && is === 'file') throw refuse(`"${at}" twice`);
    if (was !== undefined && was !== is) throw refuse(`"${at}" as a file and as a folder`);
    kinds.set(at, is);
  }
}

/**
 * Runs `write` for the member `relative`; what the file system refuses (a name too long, one it takes for another's
 * in its case or Unicode form) is refused as the member, by its name, not by the runner's path.
 */
function written(relative: string, refuse: (what: string) => Error, write: () => void): void {
  try {
    write();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw refuse(`"${relative}", which the runner's file system cannot write (${code})`);
  }
}

/** A PAX record's decimal number; NaN when it is not one (`Number` would take `0x10`, `1e3` or ''). */
function decimal(text: string): number {
  return /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
}

/** Copies `size` bytes at `offset` of the tar into a new file `target` (refused if anything is there already). */
function copyOut(fd: number, offset: number, size: number, target: string): void {
  const out = openSync(target, 'wx', 0o644);
  try {
    const buffer = Buffer.alloc(Math.min(COPY_BUFFER, Math.max(size, 1)));
    let copied = 0;
    while (copied < size) {
      const read = readSync(fd, buffer, 0, Math.min(buffer.length, size - copied), offset + copied);
      if (read === 0) throw new Error(`the tar ends inside ${target}`);
      let written = 0;
      while (written < read) written += writeSync(out, buffer, written, read - written);
      copied += read;
    }
  } finally {
    closeSync(out);
  }
}

/** ustar's path: the prefix (155 bytes at 345) and the name (100 bytes at 0), joined by `/`. */
function memberPath(header: Buffer): string {
  const text = (start: number, length: number): string => {
    const field = header.subarray(start, start + length);
    const end = field.indexOf(0);
    return field.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const name = text(0, 100);
  const prefix = header.subarray(257, 262).toString('latin1') === 'ustar' ? text(345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/** An octal field, as tar writes them (digits, then a NUL or a space); NaN when it is not one. */
function octalField(header: Buffer, start: number, length: number): number {
  const text = header
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : Number.NaN;
}

/** Whether the header's checksum (the sum of its bytes, the checksum field counted as spaces) is the one stored. */
function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return octalField(header, 148, 8) === sum;
}

/** PAX records, `<length> <key>=<value>\n` each. */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('latin1'));
    if (space === -1 || !Number.isSafeInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}
