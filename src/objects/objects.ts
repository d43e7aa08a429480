// Git objects made in-process: the trees of a deploy, built from entries, and which of them (and of the files)
// the branch's tip lacks. No work tree, no index, no loose object per file.
import type { TreeEntry } from './tree.js';

/**
 * The runtime's node:crypto, loaded at the first object id rather than at the start (the step's first work needs
 * none), and kept: asking the runtime for it each time costs a fifth of hashing a small tree.
 */
let loadedCrypto: typeof import('node:crypto') | undefined;
const crypto = (): typeof import('node:crypto') => (loadedCrypto ??= process.getBuiltinModule('node:crypto'));

/** A tree built for the deploy: its id, its content, and the folder's path on the branch ('' for the root). */
export interface BuiltTree {
  sha: string;
  content: Buffer;
  path: string;
}

/** The git object id of `content` of `type`: SHA-1 of `<type> <size>\0` and the bytes. */
export function objectId(type: 'blob' | 'tree' | 'commit', content: Buffer): string {
  return crypto().createHash('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
}

/**
 * Every folder of a deploy's tree, numbered in the order `trees` meets them (the root is 0, then each folder
 * before the folders in it): its tree id and the number of folders in its subtree, itself included. 24 bytes a
 * folder, in two typed arrays, rather than a map of 100,000 paths.
 */
export class FolderIds {
  private ids: Buffer;
  private sizes: Uint32Array;
  private folders = 0;

  constructor(capacity = 64) {
    this.ids = Buffer.alloc(Math.max(1, capacity) * 20);
    this.sizes = new Uint32Array(Math.max(1, capacity));
  }

  /** How many folders there are. */
  get count(): number {
    return this.folders;
  }

  /** The id of folder `number`, in hex. */
  id(number: number): string {
    return this.ids.toString('hex', number * 20, number * 20 + 20);
  }

  /** How many folders the subtree of folder `number` holds, itself included. */
  size(number: number): number {
    return this.sizes[number] ?? 1;
  }

  /** Records folder `number`'s id (in hex) and the number of folders in its subtree. */
  set(number: number, id: string, size: number): void {
    if (number >= this.sizes.length) {
      const capacity = Math.max(number + 1, this.sizes.length * 2);
      const ids = Buffer.alloc(capacity * 20);
      this.ids.copy(ids);
      const sizes = new Uint32Array(capacity);
      sizes.set(this.sizes);
      this.ids = ids;
      this.sizes = sizes;
    }
    this.ids.write(id, number * 20, 20, 'hex');
    this.sizes[number] = size;
    this.folders = Math.max(this.folders, number + 1);
  }
}

/** What a folder's entries are, in order: files, and subfolders with the range of entries inside them. */
type Child =
  | { kind: 'file'; name: string; entry: TreeEntry }
  | { kind: 'folder'; name: string; prefix: string; low: number; high: number };

/** The children of the folder `prefix` (with its final `/`), whose entries are `entries[low..high)`. */
function* children(entries: readonly TreeEntry[], prefix: string, low: number, high: number): Generator<Child> {
  for (let i = low; i < high;) {
    const entry = entries[i];
    if (!entry) break;
    const rest = entry.path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      yield { kind: 'file', name: rest, entry };
      i += 1;
      continue;
    }
    // Sorted by full path, a folder's entries are together, and in tree order among their siblings.
    const name = rest.slice(0, slash);
    const childPrefix = `${prefix}${name}/`;
    let end = i + 1;
    while (end < high && entries[end]?.path.startsWith(childPrefix)) end += 1;
    yield { kind: 'folder', name, prefix: childPrefix, low: i, high: end };
    i = end;
  }
}

/**
 * One buffer for the trees `trees` builds with `reuse`, grown as needed: the content of each is read (or copied)
 * before the next is built, so a deploy of 100,000 folders allocates no buffer per folder. Allocated buffers, each
 * freed only by a later collection, left megabytes of native memory behind them.
 */
let scratch = Buffer.alloc(0);

/**
 * A tree from its entries' modes, names and ids (in hex), three strings an entry, in tree order: its content and
 * its id (in hex), hashed in one call over one buffer that holds the object's header and the content; that buffer
 * is the shared one with `reuse`, else a new one.
 */
function treeObject(items: readonly string[], reuse: boolean): { content: Buffer; sha: string } {
  let size = 0;
  for (let i = 0; i < items.length; i += 3) {
    size += (items[i] ?? '').length + Buffer.byteLength(items[i + 1] ?? '') + 22;
  }
  const header = `tree ${size}\0`;
  let object: Buffer;
  if (reuse) {
    if (scratch.length < header.length + size) scratch = Buffer.allocUnsafe(Math.max(header.length + size, 64 * 1024));
    object = scratch.subarray(0, header.length + size);
  } else object = Buffer.allocUnsafe(header.length + size);
  let at = object.write(header, 0, 'latin1');
  for (let i = 0; i < items.length; i += 3) {
    at += object.write(items[i] ?? '', at, 'latin1');
    object[at] = 0x20;
    at += 1;
    at += object.write(items[i + 1] ?? '', at, 'utf8');
    object[at] = 0;
    at += 1;
    at += object.write(items[i + 2] ?? '', at, 'hex');
  }
  return { content: object.subarray(header.length), sha: crypto().hash('sha1', object, 'hex') };
}

/** A file's mode as a tree writes it: without leading zeros. */
function treeMode(mode: string): string {
  return mode.startsWith('0') ? mode.replace(/^0+/, '') : mode;
}

/**
 * The trees of the branch, from its entries in git's order (none both a file and a folder): yields each tree
 * built, deepest first, and returns the root's id. With `record`, every folder's id goes into it. With
 * `unchanged`, a folder not marked dirty is not built: its id comes from the folders recorded before, so an
 * update builds only the folders above what changed. Nothing else is held but the path being built. With
 * `reuse`, each tree's content is in one buffer shared by all (see `scratch`): valid until the next is asked for.
 */
export function* trees(
  entries: readonly TreeEntry[],
  options: { record?: FolderIds; unchanged?: { folders: FolderIds; dirty: Uint8Array }; reuse?: boolean } = {},
): Generator<BuiltTree, string> {
  const { record, unchanged, reuse = false } = options;
  let next = 0;
  function* build(prefix: string, low: number, high: number): Generator<BuiltTree, string> {
    const number = next;
    next += 1;
    if (unchanged && unchanged.dirty[number] !== 1) {
      next = number + unchanged.folders.size(number);
      return unchanged.folders.id(number);
    }
    // Mode, name and id of each entry, as strings: a folder of thousands of entries stays open while they are
    // written, and a buffer per entry would outlive them all.
    const items: string[] = [];
    for (const child of children(entries, prefix, low, high)) {
      if (child.kind === 'file') items.push(treeMode(child.entry.mode), child.name, child.entry.sha);
      else items.push('40000', child.name, yield* build(child.prefix, child.low, child.high));
    }
    const { content, sha } = treeObject(items, reuse);
    record?.set(number, sha, next - number);
    yield { sha, content, path: prefix.slice(0, -1) };
    return sha;
  }
  return yield* build('', 0, entries.length);
}

/** A tree's entries by name: mode (as trees write it: `40000` for a folder) and id. */
export type TreeListing = ReadonlyMap<string, { mode: string; sha: string }>;

/** Reads a tree's content into its entries: `<mode> <name>\0<20-byte id>`, one after another. */
export function parseTree(content: Buffer): Map<string, { mode: string; sha: string }> {
  const listing = new Map<string, { mode: string; sha: string }>();
  for (let at = 0; at < content.length;) {
    const space = content.indexOf(0x20, at);
    const nul = content.indexOf(0, space);
    if (space === -1 || nul === -1 || nul + 21 > content.length) throw new Error('a tree of the branch is corrupt');
    listing.set(content.toString('utf8', space + 1, nul), {
      mode: content.toString('latin1', at, space),
      sha: content.toString('hex', nul + 1, nul + 21),
    });
    at = nul + 21;
  }
  return listing;
}

/** What an update changes, counted by file path as `git diff-tree -r` does. */
export interface ChangeCounts {
  added: number;
  modified: number;
  deleted: number;
}

/**
 * Compares the new entries (in git's order, their folders' ids in `folders`) with the tip's tree, reading the
 * tip's trees only where the ids differ: the entries that are new or changed (in content or mode), which folders
 * (by number) differ from the tip's and so must be written, and how many files were added, changed and removed
 * (a removed folder is read through to count its files). An unchanged folder is never read.
 */
export async function changes(
  entries: readonly TreeEntry[],
  folders: FolderIds,
  oldRoot: string,
  readTree: (sha: string) => Promise<TreeListing>,
): Promise<{ changed: TreeEntry[]; dirty: Uint8Array; counts: ChangeCounts }> {
  const dirty = new Uint8Array(folders.count);
  const counts: ChangeCounts = { added: 0, modified: 0, deleted: 0 };
  const removed: Promise<number>[] = [];
  /** The files under a folder of the tip that is gone. */
  const filesIn = async (sha: string): Promise<number> => {
    let files = 0;
    const inner: Promise<number>[] = [];
    for (const item of (await readTree(sha)).values()) {
      if (item.mode === '40000') inner.push(filesIn(item.sha));
      else files += 1;
    }
    for (const count of await Promise.all(inner)) files += count;
    return files;
  };
  const gone = (item: { mode: string; sha: string }): void => {
    if (item.mode !== '40000') {
      counts.deleted += 1;
      return;
    }
    const files = filesIn(item.sha);
    files.catch(() => undefined); // a failure is thrown where all of them are awaited
    removed.push(files);
  };
  // Each folder's new files, then its subfolders' findings, in order: the subfolders are read all at once, so
  // git answers one request after another without waiting for each to be asked.
  type Found = TreeEntry | Promise<Found[]>;
  const visit = async (prefix: string, low: number, high: number, number: number, oldSha: string): Promise<Found[]> => {
    if (oldSha === folders.id(number)) return [];
    dirty[number] = 1;
    const old: TreeListing = oldSha ? await readTree(oldSha) : new Map();
    const seen = new Set<string>();
    const found: Found[] = [];
    let child = number + 1;
    for (const item of children(entries, prefix, low, high)) {
      const before = old.get(item.name);
      seen.add(item.name);
      const wasFolder = before?.mode === '40000';
      if (item.kind === 'file') {
        if (before?.sha !== item.entry.sha || before.mode !== treeMode(item.entry.mode)) {
          found.push(item.entry);
          if (before && !wasFolder) counts.modified += 1;
          else counts.added += 1;
          if (before && wasFolder) gone(before);
        }
      } else {
        if (before && !wasFolder) gone(before);
        const oldChild = wasFolder ? before.sha : '';
        // An unchanged folder is passed over here, not in a call of its own: on a large site most are unchanged,
        // and a pending call each would hold tens of megabytes.
        if (oldChild !== folders.id(child)) found.push(visit(item.prefix, item.low, item.high, child, oldChild));
        child += folders.size(child);
      }
    }
    for (const [name, item] of old) if (!seen.has(name)) gone(item);
    return found;
  };
  const changed: TreeEntry[] = [];
  const collect = async (found: readonly Found[]): Promise<void> => {
    for (const item of found) {
      if (item instanceof Promise) await collect(await item);
      else changed.push(item);
    }
  };
  await collect(await visit('', 0, entries.length, 0, oldRoot));
  for (const count of await Promise.all(removed)) counts.deleted += count;
  return { changed, dirty, counts };
}
