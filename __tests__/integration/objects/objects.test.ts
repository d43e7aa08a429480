// Unit tests of the in-process git objects: blob and tree ids, trees built from entries, and packs, all checked
// against the real git binary.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Git } from '../../../src/git/git.js';
import { changes, FolderIds, objectId, parseTree, trees, type BuiltTree } from '../../../src/objects/objects.js';
import { packIndex } from '../../../src/objects/pack-index.js';
import { writePack, type PackObject, type WrittenPack } from '../../../src/objects/pack.js';
import { TreeReader } from '../../../src/git/tree-reader.js';
import { comparePaths } from '../../../src/objects/tree.js';
import type { TreeEntry } from '../../../src/objects/tree.js';

/** All trees of `entries` (any order), deepest first, the root last, as a first deploy builds them. */
function buildTrees(entries: readonly TreeEntry[]): { root: string; built: BuiltTree[] } {
  const sorted = [...entries].sort((a, b) => comparePaths(a.path, b.path));
  const built: BuiltTree[] = [];
  const walk = trees(sorted);
  let step = walk.next();
  for (; !step.done; step = walk.next()) built.push(step.value);
  return { root: step.value, built };
}

/** The id git gives the empty tree. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

let root: string;
let repo: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-objects-'));
  repo = path.join(root, 'repo.git');
  await fs.mkdir(path.join(root, 'home'));
  git(['init', '--quiet', '--bare', repo]);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Runs the real git on the temporary bare repository, isolated from any user or system config. */
function git(args: string[], options: { input?: Buffer | string; env?: Record<string, string> } = {}): Buffer {
  return execFileSync('git', args, {
    cwd: root,
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      HOME: path.join(root, 'home'),
      GIT_DIR: repo,
      ...options.env,
    },
  });
}

function gitText(args: string[], options: { input?: Buffer | string; env?: Record<string, string> } = {}): string {
  return git(args, options).toString('utf8').trim();
}

let indexes = 0;

/** The root tree git writes for `entries`, through a private index: `update-index --index-info`, `write-tree`. */
function gitWriteTree(entries: readonly TreeEntry[]): string {
  indexes += 1;
  const env = { GIT_INDEX_FILE: path.join(root, `index-${indexes}`) }; // a fresh index: only these entries
  const records = entries.map((entry) => `${entry.mode} ${entry.sha}\t${entry.path}\0`).join('');
  git(['update-index', '-z', '--index-info'], { input: records, env });
  return gitText(['write-tree', '--missing-ok'], { env });
}

/** A made-up but stable 40-hex id for `text`: the blobs need not exist for a tree to name them. */
function fakeSha(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function file(entryPath: string, mode = '100644'): TreeEntry {
  return { mode, sha: fakeSha(entryPath), path: entryPath };
}

function rootOf(trees: readonly BuiltTree[]): BuiltTree | undefined {
  return trees[trees.length - 1];
}

/** Bytes 0..size-1 of a pattern that differs per size and holds NUL bytes. */
function patterned(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + size) & 0xff));
}

describe('objectId', () => {
  test.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('<h1>Hello, world</h1>\n', 'utf8')],
    ['text without a final newline', Buffer.from('été 日本 🚀', 'utf8')],
    ['binary with NUL bytes', Buffer.from([0x00, 0xff, 0x00, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00])],
    ['a larger binary', patterned(100_000)],
  ])('gives a blob of %s the id git hash-object gives it', (_name, content) => {
    expect(objectId('blob', content)).toBe(gitText(['hash-object', '--stdin'], { input: content }));
  });

  test('gives a tree the id git hash-object -t tree gives it', () => {
    const content = Buffer.concat([Buffer.from('100644 index.html\0'), Buffer.from(fakeSha('index'), 'hex')]);

    expect(objectId('tree', content)).toBe(gitText(['hash-object', '-t', 'tree', '--stdin'], { input: content }));
  });
});

describe('buildTrees', () => {
  test('returns the root last', () => {
    const trees = buildTrees([file('index.html'), file('css/site.css'), file('js/lib/app.js')]).built;

    expect(rootOf(trees)?.path).toBe('');
  });

  test('with reuse (one buffer for every tree), hands out the same bytes and ids as without, read as each comes', () => {
    const entries = [file('index.html'), file('css/site.css'), file('js/lib/app.js'), file('js/main.js')].sort((a, b) =>
      comparePaths(a.path, b.path),
    );
    const copied: { sha: string; content: string; path: string }[] = [];
    for (const tree of trees(entries, { reuse: true })) {
      copied.push({ sha: tree.sha, content: tree.content.toString('hex'), path: tree.path });
    }
    const fresh = buildTrees(entries).built.map((tree) => ({
      sha: tree.sha,
      content: tree.content.toString('hex'),
      path: tree.path,
    }));

    expect(copied).toEqual(fresh);
  });

  test('gives no entries the empty tree', () => {
    const trees = buildTrees([]).built;

    expect([trees.length, rootOf(trees)?.sha, gitWriteTree([])]).toEqual([1, EMPTY_TREE, EMPTY_TREE]);
  });

  test('gives flat files the root git writes', () => {
    const entries = [file('index.html'), file('about.html'), file('CNAME'), file('.nojekyll')];

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('sorts a folder as if its name ended with a slash, among names that share its start', () => {
    const entries = ['a.b', 'a-b', 'a/b', 'a0', 'ab', 'a+', 'a_', 'a~'].map((name) => file(name));

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('sorts a file named like a folder prefix before the folder', () => {
    const entries = ['foo/index.html', 'foo.txt', 'foo-bar', 'foo0', 'fooa', 'fo'].map((name) => file(name));

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('sorts names outside ASCII by their UTF-8 bytes', () => {
    const entries = ['é.html', 'e.html', 'z.html', '日本/index.html', '日本語.html', 'Ω/index.html'].map((name) =>
      file(name),
    );

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('sorts names beyond U+FFFF by their UTF-8 bytes, not by UTF-16 units', () => {
    // U+FF21 is after 🚀 (U+1F680) in UTF-16 (0xFF21 > 0xD83D) but before it in UTF-8 (EF … < F0 …).
    const entries = ['🚀.html', '\uFF21.html', '\uE000.html', '🚀/index.html', '😀.html', 'z.html', '\uFFFD'].map(
      (name) => file(name),
    );

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('keeps the modes of executables, symlinks and submodules', () => {
    const entries = [
      file('index.html', '100644'),
      file('bin/run.sh', '100755'),
      file('latest', '120000'),
      file('vendor/theme', '160000'),
    ];

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('writes folder entries with mode 40000, without a leading zero', () => {
    const trees = buildTrees([file('docs/index.html')]).built;

    expect(rootOf(trees)?.content.subarray(0, 11).toString('latin1')).toBe('40000 docs\0');
  });

  test('gives deep nesting the root git writes', () => {
    const entries = [file('a/b/c/d/e/f.html'), file('a/b/c/x.html'), file('a/top.html')];

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('returns every folder deepest first, each before the folder that holds it', () => {
    const trees = buildTrees([file('a/b/c/d/e/f.html')]).built;

    expect(trees.map((tree) => tree.path)).toEqual(['a/b/c/d/e', 'a/b/c/d', 'a/b/c', 'a/b', 'a', '']);
  });

  test('gives 2000 files in nested folders the root git writes', () => {
    const entries = Array.from({ length: 2000 }, (_, index) =>
      file(`section-${index % 7}/part-${index % 13}/${index % 3 === 0 ? 'deep/' : ''}page-${index}.html`),
    );

    expect(rootOf(buildTrees(entries).built)?.sha).toBe(gitWriteTree(entries));
  });

  test('returns each folder with the id git gives that folder', () => {
    const entries = [
      file('index.html'),
      file('a/b/c.html'),
      file('a/d.html'),
      file('a.b/e.html'),
      file('日本/🚀/x.html'),
      file('node/mod', '160000'),
    ];
    const rootSha = gitWriteTree(entries);
    const gitFolders = gitText(['ls-tree', '-r', '-d', '-z', rootSha])
      .split('\0')
      .filter((record) => record.includes(' tree '))
      .map((record) => {
        const [info = '', folderPath = ''] = record.split('\t');
        return [folderPath, info.split(' ')[2]];
      });

    const built = buildTrees(entries).built.map((tree) => [tree.path, tree.sha]);

    expect(Object.fromEntries(built)).toEqual(Object.fromEntries([['', rootSha], ...gitFolders]));
  });

  test('returns contents that git stores under the same ids', () => {
    const trees = buildTrees([
      file('index.html'),
      file('a/b/c.html', '100755'),
      file('🚀.html'),
      file('l', '120000'),
    ]).built;

    const stored = trees.map((tree) =>
      gitText(['hash-object', '-t', 'tree', '-w', '--literally', '--stdin'], { input: tree.content }),
    );

    expect(stored).toEqual(trees.map((tree) => tree.sha));
  });

  test("returns contents that pass git fsck's tree checks (order, modes, names)", () => {
    const names = ['a.b', 'a-b', 'a/b', 'a0', 'ab', 'foo/x', 'foo.txt', 'foo-bar', '🚀.html', '\uFF21', 'é', '日本/y'];
    const trees = buildTrees(names.map((name, index) => file(name, index % 2 === 0 ? '100644' : '100755'))).built;
    for (const tree of trees)
      git(['hash-object', '-t', 'tree', '-w', '--literally', '--stdin'], { input: tree.content });

    expect(() => git(['fsck', '--strict', '--no-dangling'])).not.toThrow();
  });
});

describe('writePack', () => {
  const SIZES = [0, 1, 15, 16, 17, 127, 128, 129, 255, 256, 2047, 2048, 2049, 16383, 16384, 70000];

  /** An object to pack, with its id. */
  function toPack(type: 'blob' | 'tree', content: Buffer): PackObject {
    return { type, content, sha: objectId(type, content) };
  }

  /** The chunks writePack writes, joined, and what it says of them. */
  async function packOf(
    count: number,
    objects: Iterable<PackObject> | AsyncIterable<PackObject>,
  ): Promise<Buffer & { written?: WrittenPack }> {
    const chunks: Buffer[] = [];
    const written = await writePack(count, objects, (chunk) => {
      chunks.push(Buffer.from(chunk));
      return Promise.resolve();
    });
    return Object.assign(Buffer.concat(chunks), { written });
  }

  /** Feeds a pack to `git index-pack --stdin` in the temporary repository; returns the .idx path. */
  function indexPack(pack: Buffer): string {
    const packHash = gitText(['index-pack', '--stdin'], { input: pack }).replace(/^pack\t/, '');
    return path.join(repo, 'objects', 'pack', `pack-${packHash}.idx`);
  }

  test('writes blobs of every header size that git reads back byte for byte', async () => {
    const blobs = SIZES.map(patterned);
    indexPack(
      await packOf(
        blobs.length,
        blobs.map((content) => toPack('blob', content)),
      ),
    );

    const readBack = blobs.map((content) => git(['cat-file', '-p', objectId('blob', content)]));

    expect(readBack).toEqual(blobs);
  });

  test('writes blobs git stores with their sizes', async () => {
    const blobs = SIZES.map(patterned);
    indexPack(
      await packOf(
        blobs.length,
        blobs.map((content) => toPack('blob', content)),
      ),
    );

    const sizes = blobs.map((content) => Number(gitText(['cat-file', '-s', objectId('blob', content)])));

    expect(sizes).toEqual(SIZES);
  });

  test('writes a tree git reads as a tree', async () => {
    const page = Buffer.from('<p>hi</p>\n');
    const [tree] = buildTrees([{ mode: '100644', sha: objectId('blob', page), path: 'index.html' }]).built;
    indexPack(await packOf(2, [toPack('blob', page), toPack('tree', tree?.content ?? Buffer.alloc(0))]));

    expect(gitText(['cat-file', '-t', tree?.sha ?? ''])).toBe('tree');
  });

  test('writes a tree whose entries git lists', async () => {
    const pages = ['a', 'b', 'c'].map((name) => ({ name, content: Buffer.from(`page ${name}\n`) }));
    const trees = buildTrees(
      pages.map((page) => ({ mode: '100644', sha: objectId('blob', page.content), path: `docs/${page.name}.html` })),
    ).built;
    indexPack(
      await packOf(pages.length + trees.length, [
        ...pages.map((page) => toPack('blob', page.content)),
        ...trees.map((tree) => toPack('tree', tree.content)),
      ]),
    );

    expect(gitText(['ls-tree', '-r', '--name-only', rootOf(trees)?.sha ?? ''])).toBe(
      'docs/a.html\ndocs/b.html\ndocs/c.html',
    );
  });

  test('writes a pack git verify-pack accepts', async () => {
    const blobs = SIZES.map(patterned);
    const idx = indexPack(
      await packOf(
        blobs.length,
        blobs.map((content) => toPack('blob', content)),
      ),
    );

    expect(() => git(['verify-pack', '-v', idx])).not.toThrow();
  });

  test('counts the objects in the pack header as promised', async () => {
    const pack = await packOf(2, [toPack('blob', Buffer.from('one')), toPack('blob', Buffer.from('two'))]);

    expect([pack.subarray(0, 4).toString('latin1'), pack.readUInt32BE(4), pack.readUInt32BE(8)]).toEqual([
      'PACK',
      2,
      2,
    ]);
  });

  test('ends the pack with the SHA-1 of everything before it', async () => {
    const pack = await packOf(1, [toPack('blob', Buffer.from('one'))]);

    expect(pack.subarray(-20).toString('hex')).toBe(createHash('sha1').update(pack.subarray(0, -20)).digest('hex'));
  });

  test('takes the objects from an async iterable', async () => {
    const blobs = [Buffer.from('first'), Buffer.from('second')];
    async function* produce(): AsyncGenerator<PackObject> {
      for (const content of blobs) {
        await new Promise((resolve) => setImmediate(resolve));
        yield toPack('blob', content);
      }
    }
    indexPack(await packOf(blobs.length, produce()));

    expect(blobs.map((content) => git(['cat-file', '-p', objectId('blob', content)]))).toEqual(blobs);
  });

  test('packs objects handed out in one reused buffer, in their order, a large one and stored ones among them', async () => {
    // As the store reads files: each object's bytes overwrite the last one's, while earlier ones are compressed.
    // Random bytes look compressed already (an image's): they are stored, the large one from the caller's buffer.
    // More objects than slots follow the stored ones, so a stored object's slot is used again.
    const stored = new Set([3, 4, 8, 11]);
    const sizes = [300, 5000, 10, 2 * 1024 * 1024 + 5, 70_000, 40, 4096, 300_000, 9000, 600, 20_000, 8000, 50, 7000];
    const blobs = sizes.map((size, index) =>
      stored.has(index) ? randomBytes(size) : Buffer.from(patterned(size).map((byte) => (byte + index) % 256)),
    );
    const shared = Buffer.alloc(3 * 1024 * 1024);
    function* reusing(): Generator<PackObject> {
      for (const content of blobs) {
        shared.fill(0xff);
        content.copy(shared);
        yield { type: 'blob', content: shared.subarray(0, content.length), sha: objectId('blob', content) };
      }
    }
    const packed: number[] = [];
    const chunks: Buffer[] = [];
    await writePack(
      blobs.length,
      reusing(),
      (chunk) => {
        chunks.push(Buffer.from(chunk));
        return Promise.resolve();
      },
      { onPacked: (bytes) => packed.push(bytes) },
    );
    const idx = indexPack(Buffer.concat(chunks));
    const listed = gitText(['verify-pack', '-v', idx])
      .split('\n')
      .filter((line) => line.includes(' blob '))
      .map((line) => line.split(/\s+/))
      .sort((a, b) => Number(a[4]) - Number(b[4]));

    expect({
      contents: blobs.map((content) => git(['cat-file', '-p', objectId('blob', content)]).equals(content)),
      order: listed.map((fields) => fields[0]),
      packed: listed.map((fields) => Number(fields[3])),
    }).toEqual({
      contents: blobs.map(() => true),
      order: blobs.map((content) => objectId('blob', content)),
      packed,
    });
  });

  test('tells the bytes each object took in the pack, as git counts them (the sizes a push sends)', async () => {
    const blobs = [Buffer.from('small'), patterned(300), randomBytes(70_000)];
    const packed: number[] = [];
    const chunks: Buffer[] = [];
    await writePack(
      blobs.length,
      blobs.map((content) => toPack('blob', content)),
      (chunk) => {
        chunks.push(Buffer.from(chunk));
        return Promise.resolve();
      },
      { onPacked: (bytes) => packed.push(bytes) },
    );
    const pack = Buffer.concat(chunks);
    // verify-pack -v: "<id> <type> <size> <size in pack> <offset>" for each object.
    const inPack = new Map(
      gitText(['verify-pack', '-v', indexPack(pack)])
        .split('\n')
        .map((line) => line.split(/\s+/))
        .filter((fields) => fields[1] === 'blob')
        .map((fields) => [fields[0], Number(fields[3])]),
    );

    expect(packed).toEqual(blobs.map((content) => inPack.get(objectId('blob', content))));
    expect(packed.reduce((sum, bytes) => sum + bytes, 0) + 12 + 20).toBe(pack.length);
  });

  test('writes an empty pack when there are no objects', async () => {
    const idx = indexPack(await packOf(0, []));

    expect(() => git(['verify-pack', idx])).not.toThrow();
  });

  test('rejects when given fewer objects than it promised, naming both numbers', async () => {
    const write = (): Promise<void> => Promise.resolve();

    await expect(writePack(3, [toPack('blob', Buffer.from('only one'))], write)).rejects.toThrow(
      'the pack promised 3 objects but got 1',
    );
  });

  test('rejects when given more objects than it promised, naming both numbers', async () => {
    const write = (): Promise<void> => Promise.resolve();
    const objects = ['a', 'b', 'c'].map((text) => toPack('blob', Buffer.from(text)));

    await expect(writePack(2, objects, write)).rejects.toThrow('the pack promised 2 objects but got 3');
  });
});

describe('packIndex', () => {
  const SIZES = [0, 1, 15, 16, 17, 127, 128, 129, 255, 256, 2047, 2048, 2049, 16383, 16384, 70000];

  async function written(objects: { type: 'blob' | 'tree'; content: Buffer }[]): Promise<[Buffer, WrittenPack]> {
    const chunks: Buffer[] = [];
    const result = await writePack(
      objects.length,
      objects.map((object) => ({ ...object, sha: objectId(object.type, object.content) })),
      (chunk) => {
        chunks.push(Buffer.from(chunk));
        return Promise.resolve();
      },
    );
    return [Buffer.concat(chunks), result];
  }

  /** The index `git index-pack` writes of `pack`. */
  async function gitsIndex(pack: Buffer): Promise<Buffer> {
    const name = gitText(['index-pack', '--stdin'], { input: pack }).replace(/^pack\t/, '');
    return fs.readFile(path.join(repo, 'objects', 'pack', `pack-${name}.idx`));
  }

  test('is byte for byte the index git writes of the same pack', async () => {
    const page = Buffer.from('<p>hi</p>\n');
    const [tree] = buildTrees([{ mode: '100644', sha: objectId('blob', page), path: 'index.html' }]).built;
    const objects = [
      ...SIZES.map((size) => ({ type: 'blob' as const, content: patterned(size) })),
      { type: 'blob' as const, content: page },
      { type: 'blob' as const, content: randomBytes(300_000) },
      { type: 'blob' as const, content: patterned(3 * 1024 * 1024) },
      { type: 'blob' as const, content: randomBytes(2 * 1024 * 1024) },
      { type: 'tree' as const, content: tree?.content ?? Buffer.alloc(0) },
    ];
    const [pack, result] = await written(objects);
    expect(packIndex(result).equals(await gitsIndex(pack))).toBe(true);
  });

  test('lists an object the pack holds twice twice, as git does (two folders with the same files)', async () => {
    const same = Buffer.from('same\n');
    const [pack, result] = await written([
      { type: 'blob', content: same },
      { type: 'blob', content: Buffer.from('other\n') },
      { type: 'blob', content: same },
    ]);

    expect(packIndex(result).equals(await gitsIndex(pack))).toBe(true);
  });

  test('is the index git writes of an empty pack', async () => {
    const [pack, result] = await written([]);

    expect(packIndex(result).equals(await gitsIndex(pack))).toBe(true);
  });

  test('keeps offsets from 2 GiB on in the table of large offsets, which git reads back', () => {
    const ids = ['ff', '00', '80', '7f'].map((byte) => byte.repeat(20));
    const offsets = Float64Array.from([12, 2 ** 31, 2 ** 32 + 5, 2 ** 31 - 1]);
    const crcs = Uint32Array.from([1, 2, 3, 0xffffffff]);
    const index = packIndex({ checksum: Buffer.alloc(20, 7), ids, offsets, crcs });

    // git show-index: "<offset> <id> (<crc>)" for each object, in the order of the ids.
    const shown = gitText(['show-index'], { input: index }).split('\n');

    expect(shown).toEqual([
      `2147483648 ${'00'.repeat(20)} (00000002)`,
      `2147483647 ${'7f'.repeat(20)} (ffffffff)`,
      `4294967301 ${'80'.repeat(20)} (00000003)`,
      `12 ${'ff'.repeat(20)} (00000001)`,
    ]);
  });

  test('orders ids that share their first bytes by the rest, and the same id twice by place', () => {
    const ids = ['abcdef01ff', 'abcdef0100', 'abcdef0000', 'abcdef01ff', '00ffffffff'].map((start) =>
      start.padEnd(40, '0'),
    );
    const index = packIndex({
      checksum: Buffer.alloc(20),
      ids,
      offsets: Float64Array.from([100, 200, 300, 400, 500]),
      crcs: Uint32Array.from([1, 2, 3, 4, 5]),
    });

    expect(gitText(['show-index'], { input: index }).split('\n')).toEqual([
      `500 ${ids[4] ?? ''} (00000005)`,
      `300 ${ids[2] ?? ''} (00000003)`,
      `200 ${ids[1] ?? ''} (00000002)`,
      `100 ${ids[0] ?? ''} (00000001)`,
      `400 ${ids[3] ?? ''} (00000004)`,
    ]);
  });

  test('refuses an id that is not 40 hex digits', () => {
    expect(() =>
      packIndex({
        checksum: Buffer.alloc(20),
        ids: ['not an id'],
        offsets: Float64Array.from([12]),
        crcs: Uint32Array.from([0]),
      }),
    ).toThrow('not an object id: "not an id"');
  });
});

describe('FolderIds', () => {
  test('records every folder with the id git gives it, the root first and each folder before those in it', () => {
    const entries = [file('a/b/c.html'), file('a/d.html'), file('e/f.html'), file('index.html')];
    const folders = new FolderIds(1);
    const walk = trees(entries, { record: folders });
    for (let step = walk.next(); !step.done; step = walk.next());
    const gitIds = (folder: string): string => gitText(['rev-parse', `${gitWriteTree(entries)}:${folder}`]);

    expect(Array.from({ length: folders.count }, (_, number) => folders.id(number))).toEqual(
      ['', 'a', 'a/b', 'e'].map(gitIds),
    );
  });

  test('records how many folders each subtree holds, itself included', () => {
    const folders = new FolderIds();
    const walk = trees([file('a/b/c.html'), file('a/d.html'), file('e/f.html')], { record: folders });
    for (let step = walk.next(); !step.done; step = walk.next());

    expect([0, 1, 2, 3].map((number) => folders.size(number))).toEqual([4, 2, 1, 1]);
  });
});

describe('parseTree', () => {
  test('reads a tree git wrote: every name with its mode and id', () => {
    const entries = [file('index.html'), file('run.sh', '100755'), file('latest', '120000'), file('日本/x.html')];
    const root = gitWriteTree(entries);

    const listing = parseTree(git(['cat-file', 'tree', root]));

    expect(Object.fromEntries(listing)).toEqual({
      'index.html': { mode: '100644', sha: fakeSha('index.html') },
      latest: { mode: '120000', sha: fakeSha('latest') },
      'run.sh': { mode: '100755', sha: fakeSha('run.sh') },
      日本: { mode: '40000', sha: gitText(['rev-parse', `${root}:日本`]) },
    });
  });

  test('refuses a tree cut short', () => {
    const content = git(['cat-file', 'tree', gitWriteTree([file('index.html')])]);

    expect(() => parseTree(content.subarray(0, content.length - 1))).toThrow('corrupt');
  });
});

describe('changes', () => {
  let reader: TreeReader;
  let reads: string[];

  beforeEach(() => {
    const env = {
      PATH: process.env.PATH ?? '',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      HOME: path.join(root, 'home'),
      GIT_DIR: repo,
    };
    reader = new TreeReader((args) => new Git(env, root).start(args));
    reads = [];
  });

  afterEach(() => {
    reader.close();
  });

  /** Compares `entries` with the tree git wrote for `oldEntries`; returns what changed and the folders written. */
  async function compare(
    oldEntries: readonly TreeEntry[],
    entries: readonly TreeEntry[],
  ): Promise<{ changed: string[]; written: string[]; root: string }> {
    const oldRoot = oldEntries.length > 0 ? gitWriteTree(oldEntries) : '';
    const sorted = [...entries].sort((a, b) => comparePaths(a.path, b.path));
    const folders = new FolderIds();
    const counting = trees(sorted, { record: folders });
    let step = counting.next();
    while (!step.done) step = counting.next();
    const found = await changes(sorted, folders, oldRoot, (sha) => {
      reads.push(sha);
      return reader.read(sha);
    });
    const written = [...trees(sorted, { unchanged: { folders, dirty: found.dirty } })].map((tree) => tree.path);
    return { changed: found.changed.map((entry) => entry.path), written, root: step.value };
  }

  const site = ['index.html', 'a/b/c.html', 'a/d.html', 'e/f.html', 'e/g/h.html'].map((name) => file(name));

  test('finds nothing and reads nothing more than the root when nothing changed', async () => {
    const result = await compare(site, site);

    expect([result.changed, result.written, reads.length]).toEqual([[], [], 0]);
  });

  test('finds a changed file and writes only the folders above it', async () => {
    const changedSite = site.map((entry) =>
      entry.path === 'a/b/c.html' ? { ...entry, sha: fakeSha('new content') } : entry,
    );

    const result = await compare(site, changedSite);

    expect([result.changed, result.written]).toEqual([['a/b/c.html'], ['a/b', 'a', '']]);
  });

  test('reads only the tip trees whose ids differ', async () => {
    const changedSite = site.map((entry) =>
      entry.path === 'e/g/h.html' ? { ...entry, sha: fakeSha('new content') } : entry,
    );
    const oldRoot = gitWriteTree(site);

    await compare(site, changedSite);

    expect(reads).toEqual([oldRoot, `${oldRoot}:e`, `${oldRoot}:e/g`].map((spec) => gitText(['rev-parse', spec])));
  });

  test('finds a file whose mode changed', async () => {
    const result = await compare(site, [...site.slice(0, 4), file('e/g/h.html', '100755')]);

    expect(result.changed).toEqual(['e/g/h.html']);
  });

  test('finds added files, and rewrites the folders of removed ones', async () => {
    const result = await compare(site, [...site.filter((entry) => entry.path !== 'a/d.html'), file('a/new.html')]);

    expect([result.changed, result.written]).toEqual([['a/new.html'], ['a', '']]);
  });

  test('finds every file of a folder that was a file, and the file that was a folder', async () => {
    const result = await compare(
      [file('a'), file('b/c.html')],
      [{ ...file('a/index.html') }, { mode: '100644', sha: fakeSha('b/c.html'), path: 'b' }],
    );

    expect([result.changed, result.written]).toEqual([
      ['a/index.html', 'b'],
      ['a', ''],
    ]);
  });

  test('counts the files added, changed and removed as git diff-tree does', async () => {
    const oldEntries = [
      ...site,
      file('gone/one.html'),
      file('gone/deep/two.html'),
      file('gone/deep/three.html'),
      file('was-file'),
      file('was-folder/x.html'),
      file('was-folder/y/z.html'),
      file('run.sh'),
    ];
    const entries = [
      ...site
        .filter((entry) => entry.path !== 'a/d.html')
        .map((entry) => (entry.path === 'e/f.html' ? { ...entry, sha: fakeSha('changed') } : entry)),
      file('new/page.html'),
      file('was-file/now.html'),
      { mode: '100644', sha: fakeSha('was-folder'), path: 'was-folder' },
      file('run.sh', '100755'),
    ];
    const sorted = [...entries].sort((a, b) => comparePaths(a.path, b.path));
    const folders = new FolderIds();
    const counting = trees(sorted, { record: folders });
    let step = counting.next();
    while (!step.done) step = counting.next();

    const found = await changes(sorted, folders, gitWriteTree(oldEntries), (sha) => reader.read(sha));
    const status = gitText([
      'diff-tree',
      '-r',
      '--no-renames',
      '--name-status',
      gitWriteTree(oldEntries),
      gitWriteTree(sorted),
    ])
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.charAt(0));
    const byGit = {
      added: status.filter((letter) => letter === 'A').length,
      modified: status.filter((letter) => letter !== 'A' && letter !== 'D').length,
      deleted: status.filter((letter) => letter === 'D').length,
    };

    expect(found.counts).toEqual(byGit);
    expect(byGit).toEqual({ added: 3, modified: 2, deleted: 7 });
  });

  test('finds everything new on a branch without a tree', async () => {
    const result = await compare([], site);

    expect([result.changed.length, result.written]).toEqual([site.length, ['a/b', 'a', 'e/g', 'e', '']]);
  });

  test('stores with the new blobs a tree git fsck accepts and that equals the one git writes', async () => {
    const oldFiles = ['index.html', 'a/b/c.html', 'a/d.html', 'e/f.html'].map((name) => ({
      name,
      content: Buffer.from(`old ${name}\n`),
    }));
    const newFiles = [
      ...oldFiles.filter((page) => page.name !== 'a/d.html'),
      { name: 'e/f.html', content: Buffer.from('changed\n') },
      { name: 'x/y.html', content: Buffer.from('added\n') },
    ].filter((page, index, all) => all.findLastIndex((other) => other.name === page.name) === index);
    const toEntries = (pages: typeof oldFiles): TreeEntry[] =>
      pages.map((page) => ({ mode: '100644', sha: objectId('blob', page.content), path: page.name }));
    for (const page of oldFiles) git(['hash-object', '-w', '--stdin'], { input: page.content });
    const oldEntries = toEntries(oldFiles);
    const entries = toEntries(newFiles).sort((a, b) => comparePaths(a.path, b.path));
    const folders = new FolderIds();
    const counting = trees(entries, { record: folders });
    let step = counting.next();
    while (!step.done) step = counting.next();

    const found = await changes(entries, folders, gitWriteTree(oldEntries), (sha) => reader.read(sha));
    const blobs = found.changed.map((entry) => newFiles.find((page) => page.name === entry.path)?.content);
    const built = [...trees(entries, { unchanged: { folders, dirty: found.dirty } })];
    for (const content of blobs) git(['hash-object', '-w', '--stdin'], { input: content ?? Buffer.alloc(0) });
    for (const tree of built) git(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: tree.content });

    expect([step.value, gitWriteTree(entries)]).toEqual([rootOf(built)?.sha, step.value]);
    expect(() => git(['fsck', '--strict', '--no-dangling', step.value])).not.toThrow();
  });
});
