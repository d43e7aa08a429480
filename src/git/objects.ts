// Git objects made in-process: the trees of a deploy, built from entries, and one pack of the new objects,
// handed to `git index-pack`: no work tree, no index, no loose object per file.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { comparePaths, type TreeEntry } from './tree.js';

export interface GitObject {
  type: 'blob' | 'tree';
  sha: string;
}

/** A tree built for the deploy: its id, its content, and the folder's path on the branch ('' for the root). */
export interface BuiltTree {
  sha: string;
  content: Buffer;
  path: string;
}

/** The branch's tip: its folders' tree ids (the root's at ''), to keep the ids of folders nothing changed in. */
export interface PreviousTree {
  folders: ReadonlyMap<string, string>;
}

/** The git object id of `content` of `type`: SHA-1 of `<type> <size>\0` and the bytes. */
export function objectId(type: 'blob' | 'tree' | 'commit', content: Buffer): string {
  return createHash('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
}

/**
 * Compares the new entries with the tip's (both in git's order): the entries that are new or changed (in content
 * or mode), and every folder (and all above it) holding an added, changed or removed file.
 */
export function changes(
  entries: readonly TreeEntry[],
  oldEntries: readonly TreeEntry[],
): { changed: TreeEntry[]; dirty: Set<string> } {
  const changed: TreeEntry[] = [];
  const dirty = new Set<string>();
  const mark = (path: string): void => {
    for (let at = path.lastIndexOf('/'); ; at = path.lastIndexOf('/', at - 1)) {
      const parent = at <= 0 ? '' : path.slice(0, at);
      if (dirty.has(parent)) return;
      dirty.add(parent);
      if (parent === '') return;
    }
  };
  let o = 0;
  for (const entry of entries) {
    while (o < oldEntries.length && comparePaths(oldEntries[o]?.path ?? '', entry.path) < 0)
      mark(oldEntries[o++]?.path ?? '');
    const old = oldEntries[o];
    if (old?.path === entry.path) {
      o += 1;
      if (old.sha === entry.sha && old.mode === entry.mode) continue;
    }
    changed.push(entry);
    mark(entry.path);
  }
  while (o < oldEntries.length) mark(oldEntries[o++]?.path ?? '');
  return { changed, dirty };
}

/**
 * The trees of the branch, from its entries in git's order (none both a file and a folder): yields each tree
 * built, deepest first, and returns the root's id. A folder not in `dirty` keeps its id from `previous`, so an
 * update builds only the folders above what changed. Nothing is held but the path being built: run it once to
 * count and once more to write.
 */
export function* trees(
  entries: readonly TreeEntry[],
  previous?: { dirty: ReadonlySet<string>; folders: ReadonlyMap<string, string> },
): Generator<BuiltTree, string> {
  const kept = (folder: string): string | undefined =>
    previous && !previous.dirty.has(folder) ? previous.folders.get(folder) : undefined;
  function* build(prefix: string, low: number, high: number): Generator<BuiltTree, string> {
    const parts: Buffer[] = [];
    for (let i = low; i < high;) {
      const entry = entries[i];
      if (!entry) break;
      const rest = entry.path.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash === -1) {
        parts.push(Buffer.from(`${entry.mode.replace(/^0+/, '')} ${rest}\0`), Buffer.from(entry.sha, 'hex'));
        i += 1;
        continue;
      }
      // Sorted by full path, a folder's entries are together, and in tree order among their siblings.
      const name = rest.slice(0, slash);
      const childPrefix = `${prefix}${name}/`;
      let end = i + 1;
      while (end < high && entries[end]?.path.startsWith(childPrefix)) end += 1;
      const sha = kept(`${prefix}${name}`) ?? (yield* build(childPrefix, i, end));
      parts.push(Buffer.from(`40000 ${name}\0`), Buffer.from(sha, 'hex'));
      i = end;
    }
    const content = Buffer.concat(parts);
    const sha = objectId('tree', content);
    yield { sha, content, path: prefix.slice(0, -1) };
    return sha;
  }
  return kept('') ?? (yield* build('', 0, entries.length));
}

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
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * never holding more than one object's content: a first deploy of a large site streams through it.
 */
export async function writePack(
  count: number,
  objects:
    AsyncIterable<{ type: 'blob' | 'tree'; content: Buffer }> | Iterable<{ type: 'blob' | 'tree'; content: Buffer }>,
  write: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  const trailer = createHash('sha1');
  const send = async (chunk: Buffer): Promise<void> => {
    trailer.update(chunk);
    await write(chunk);
  };
  const header = Buffer.alloc(12);
  header.write('PACK', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(count, 8);
  await send(header);
  let written = 0;
  for await (const object of objects) {
    await send(
      Buffer.concat([entryHeader(object.type, object.content.length), deflateSync(object.content, { level: 1 })]),
    );
    written += 1;
  }
  if (written !== count) throw new Error(`the pack promised ${count} objects but got ${written}`);
  await write(trailer.digest());
}
