// Stores what the branch lacks in the temporary repository: the deploy's trees, built in-process, and the new or
// changed files, as one pack with its index, both written here.
import * as core from '../shared/runner.js';
import { formatBytes } from '../shared/bytes.js';
import { readlinkSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Git } from './git.js';
import { changes, FolderIds, trees, type ChangeCounts } from '../objects/objects.js';
import { packIndex } from '../objects/pack-index.js';
import { writePack, type PackObject, type WrittenPack } from '../objects/pack.js';
import { blobId, readWhole, type HashedFile } from '../publish-folder/read.js';
import type { Tip } from './tip.js';
import type { TreeEntry } from '../objects/tree.js';
import { TreeReader } from './tree-reader.js';
import { mark } from '../shared/timings.js';
import { exists } from '../shared/files.js';

/** A blob the action adds itself (.nojekyll, CNAME, a preview's date file), with its content for storing it. */
export interface Extra extends TreeEntry {
  content: Buffer;
}

/** A file the action adds at the branch root, as a tree entry with its content. */
export function extraFile(entryPath: string, text: string): Extra {
  const content = Buffer.from(text, 'utf8');
  return { mode: '100644', sha: blobId(content), path: entryPath, content };
}

/** What a deploy stored: its root tree, and what the branch lacks, with the bytes each object takes in a pack. */
export interface Stored {
  root: string;
  /** The new file contents (files with equal contents share one). */
  blobs: { sha: string; bytes: number }[];
  /** The new folders' trees, all together. */
  treeBytes: number;
  /** Files added, changed and removed, by path, against the tip (every file is added to an empty branch). */
  counts: ChangeCounts;
}

/**
 * Builds the deploy's trees in-process and stores what the tip does not have (the changed and new files, the
 * folders above them) as one pack, with its index, in the repository `gitDir`. An unchanged file's blob is on the
 * server already and is never read back or fetched.
 */
export async function storeNewObjects(
  { git, gitDir }: { git: Git; gitDir: string },
  entries: readonly TreeEntry[],
  old: Tip,
): Promise<Stored> {
  // A first pass computes every folder's id (a pack also says its size first); of the trees themselves nothing is
  // kept: a first deploy of 100,000 folders holds none of them at once.
  const folders = new FolderIds(entries.length + 1);
  const counting = trees(entries, { record: folders, reuse: true });
  let step = counting.next();
  while (!step.done) step = counting.next();
  const root = step.value;
  let found: { changed: readonly TreeEntry[]; dirty?: Uint8Array; counts: ChangeCounts } = {
    changed: entries,
    counts: { added: entries.length, modified: 0, deleted: 0 },
  };
  if (old.sha) {
    // Only the tip's folders whose ids differ are read, to tell which of their files are new.
    const reader = new TreeReader((args) => git.start(args));
    try {
      found = await changes(entries, folders, old.tree, (sha) => reader.read(sha));
    } finally {
      reader.close();
    }
  }
  const { changed, dirty, counts } = found;
  const treeCount = dirty ? dirty.reduce((sum, flag) => sum + flag, 0) : folders.count;
  const unchanged = dirty ? { folders, dirty } : undefined;
  // The same content under two paths is one blob.
  const blobs: (HashedFile | Extra)[] = [];
  const seen = new Set<string>();
  for (const entry of changed) {
    if (seen.has(entry.sha)) continue;
    seen.add(entry.sha);
    blobs.push(entry as HashedFile | Extra);
  }
  seen.clear();
  mark('trees');
  const count = blobs.length + treeCount;
  const stored: Stored = { root, blobs: blobs.map((blob) => ({ sha: blob.sha, bytes: 0 })), treeBytes: 0, counts };
  if (count === 0) return stored;
  function* objects(): Generator<PackObject> {
    for (const blob of blobs) {
      const { sha } = blob;
      if ('content' in blob) yield { type: 'blob', content: blob.content, sha };
      else if (blob.symlink) yield { type: 'blob', content: readlinkSync(blob.diskPath, { encoding: 'buffer' }), sha };
      else yield { type: 'blob', content: readContent(blob), sha };
    }
    // writePack copies each (or compresses it) before it asks for the next: one buffer serves them all.
    for (const tree of trees(entries, { unchanged, reuse: true })) {
      yield { type: 'tree', content: tree.content, sha: tree.sha };
    }
  }
  // The blobs come first, then the trees.
  let packed = 0;
  const onPacked = (bytes: number): void => {
    const blob = stored.blobs[packed];
    if (blob) blob.bytes = bytes;
    else stored.treeBytes += bytes;
    packed += 1;
  };
  await writePackFiles(path.join(gitDir, 'objects', 'pack'), (write) =>
    writePack(count, objects(), write, { onPacked }),
  );
  // Counts objects, not files: the commit line (and the summary) count the files, by path.
  const bytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, stored.treeBytes);
  core.info(
    `Packed ${blobs.length} file ${blobs.length === 1 ? 'content' : 'contents'} and ${treeCount} ` +
      `${treeCount === 1 ? 'folder' : 'folders'} the branch lacks (${formatBytes(bytes)} compressed; files with ` +
      'equal contents share one); the branch has the rest.',
  );
  return stored;
}

/** A file's content again, checked against the id it was hashed with. */
function readContent(file: HashedFile): Buffer {
  const read = readWhole(file.diskPath);
  if (!('content' in read) || blobId(read.content) !== file.sha) {
    throw new Error(`${file.diskPath} changed while it was being published: run the deploy again.`);
  }
  return read.content;
}

/**
 * Writes a pack into `packDir` under a temporary name, then its index, each renamed into place once whole (git
 * takes a pack as present once its index is): the files `git index-pack` would write, without a git process
 * reading back and hashing again every object this process has just hashed and compressed. The server's own
 * index-pack checks every object of the push.
 */
async function writePackFiles(
  packDir: string,
  writeObjects: (write: (chunk: Buffer) => Promise<void>) => Promise<WrittenPack>,
): Promise<void> {
  const temporary = await fs.mkdtemp(path.join(packDir, 'tmp_pack_'));
  try {
    const packFile = path.join(temporary, 'pack');
    const handle = await fs.open(packFile, 'wx', 0o444);
    let written: WrittenPack;
    // Each chunk at its place: writePack has a chunk in writing while it fills the next, so two writes may be
    // under way at once, and the thread pool may run them in either order.
    let end = 0;
    try {
      written = await writeObjects(async (chunk) => {
        const at = end;
        end += chunk.length;
        for (let done = 0; done < chunk.length;) {
          done += (await handle.write(chunk, done, chunk.length - done, at + done)).bytesWritten;
        }
      });
    } finally {
      await handle.close();
    }
    const name = path.join(packDir, `pack-${written.checksum.toString('hex')}`);
    // A pack named by its checksum that is there already holds these very bytes (an attempt after a failed push
    // packs the same objects again): as git does, the one in place stays. Renaming onto it would fail on Windows,
    // where a read-only file cannot be replaced.
    if (!(await exists(`${name}.pack`))) await fs.rename(packFile, `${name}.pack`);
    if (!(await exists(`${name}.idx`))) {
      const indexFile = path.join(temporary, 'idx');
      await fs.writeFile(indexFile, packIndex(written), { flag: 'wx', mode: 0o444 });
      await fs.rename(indexFile, `${name}.idx`);
    }
  } finally {
    await fs.rm(temporary, { recursive: true, force: true });
  }
}
