// Unit tests of reading the publish folder: listing it, and every file's blob id, mode, size and secrets, checked
// against the real git binary, on one thread and on several.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  blobId,
  MAX_FILE_BYTES,
  readSite,
  readWhole,
  hashFiles,
  walkSite,
  type Listing,
  type HashedSite,
} from '../../../src/publish-folder/read.js';

const TOKEN = 'ghs_0123456789abcdefTOKEN';
const KEY_LINE = 'QyNTUxOQAAACBoFp9/b/EtwGYAflTrlb94K4sA/0hQekZoe3erZnC3pwAAAIiMiDiOjIg4';

let root: string;
let site: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-push-stage-'));
  site = path.join(root, 'site');
  fs.mkdirSync(site);
  fs.mkdirSync(path.join(root, 'home'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Runs the real git, isolated from any user or system config, outside any repository. */
function git(args: string[], options: { input?: Buffer | string } = {}): string {
  return execFileSync('git', args, {
    cwd: root,
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CEILING_DIRECTORIES: path.dirname(root),
      HOME: path.join(root, 'home'),
    },
  })
    .toString('utf8')
    .trim();
}

/** The blob ids git gives the files' bytes, in order. */
function gitHashFiles(diskPaths: readonly string[]): string[] {
  return git(['hash-object', '--no-filters', '--stdin-paths'], { input: diskPaths.map((file) => `${file}\n`).join('') })
    .split('\n')
    .filter((line) => line !== '');
}

/** Writes `content` to `name` under the site folder, creating folders, and returns the full path. */
function write(name: string, content: Buffer | string, mode = 0o644): string {
  const file = path.join(site, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.chmodSync(file, mode);
  return file;
}

/** Makes a symbolic link `name` under the site folder pointing at `target`, and returns its full path. */
function link(name: string, target: string): string {
  const file = path.join(site, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.symlinkSync(target, file);
  return file;
}

/** A sparse file of `size` bytes: nothing is written but `tail` at its end. */
function sparse(name: string, size: number, tail = ''): string {
  const file = write(name, '');
  fs.truncateSync(file, size);
  if (tail) {
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, tail, size - Buffer.byteLength(tail));
    fs.closeSync(fd);
  }
  return file;
}

/** Every byte value once, NUL included, in an order that spells no secret. */
const BYTE_PATTERN = Uint8Array.from({ length: 256 }, (_, index) => (index * 7) & 0xff);

/** `size` bytes of the byte pattern, repeated. */
function binary(size: number): Buffer {
  return Buffer.alloc(size, BYTE_PATTERN);
}

/** The listed files' branch paths, sorted. */
function branchPaths(prefix = ''): string[] {
  return walkSite(site, prefix)
    .map((file) => file.path)
    .sort();
}

/** What reading says of each file, by branch path: copied, as hashFiles fills in the objects it was given. */
function byPath(hashed: HashedSite): Record<string, { sha: string; mode: string; size: number }> {
  return Object.fromEntries(
    hashed.files.map((file) => [file.path, { sha: file.sha, mode: file.mode, size: file.size }]),
  );
}

/** Lists the site after writing `names` into it, each file holding its own name. */
function walkSiteOf(names: readonly string[]): ReturnType<typeof walkSite> {
  for (const name of names) write(name, name);
  return walkSite(site, '');
}

/** The listing as plain values (the listed files compute their disk path when asked). */
function listing(prefix = ''): { path: string; diskPath: string; symlink: boolean }[] {
  return walkSite(site, prefix)
    .map((file) => ({ path: file.path, diskPath: file.diskPath, symlink: file.symlink }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

async function hashSite(secrets: readonly string[] = [], threads = 1): Promise<HashedSite> {
  return hashFiles(walkSite(site, ''), secrets, threads);
}

describe('walkSite', () => {
  test('lists the files of nested folders with their branch paths, disk paths and no symlink flag', () => {
    const index = write('index.html', '<p>home</p>');
    const post = write('posts/2024/hello/index.html', '<p>hello</p>');

    expect(listing()).toEqual([
      { path: 'index.html', diskPath: index, symlink: false },
      { path: 'posts/2024/hello/index.html', diskPath: post, symlink: false },
    ]);
  });

  test('a folder of 160,000 files: every one listed (a spread of them overflowed the stack)', () => {
    const folder = path.join(site, 'flat');
    fs.mkdirSync(folder);
    for (let index = 0; index < 160_000; index += 1) fs.writeFileSync(path.join(folder, `${index}.html`), '');
    const files = walkSite(site, '');
    expect(files).toHaveLength(160_000);
    expect(files.some((file) => file.path === 'flat/159999.html')).toBe(true);
  }, 60_000);

  test('leaves out hidden names at every level, and names a pattern matches, when told (hexo deploy does)', () => {
    write('index.html', '');
    write('.well-known/security.txt', '');
    write('posts/.draft.html', '');
    write('posts/draft-2.html', '');
    write('posts/kept.html', '');

    const listed = walkSite(site, '', { hidden: true, pattern: /^draft/ }).map((file) => file.path);

    expect(listed.sort()).toEqual(['index.html', 'posts/kept.html']);
  });

  test('tells what it leaves out: hidden and pattern-matched names and .git folders, as disk paths', () => {
    write('index.html', '');
    write('.env', '');
    write('posts/draft-2.html', '');
    write('vendor/.git/config', '[core]\n');
    const leftOut: string[] = [];

    walkSite(site, '', { hidden: true, pattern: /^draft/ }, leftOut);

    expect(leftOut.map((file) => path.relative(site, file)).sort()).toEqual([
      '.env',
      'posts/draft-2.html',
      'vendor/.git',
    ]);
  });

  test('puts the prefix before every branch path', () => {
    write('index.html', '');
    write('css/site.css', '');

    expect(branchPaths('docs/')).toEqual(['docs/css/site.css', 'docs/index.html']);
  });

  test('skips a .git folder at the root and in a subfolder', () => {
    write('.git/HEAD', 'ref: refs/heads/main\n');
    write('.git/objects/ab/cdef', 'x');
    write('vendor/.git/config', '[core]\n');
    write('vendor/index.js', '');

    expect(branchPaths()).toEqual(['vendor/index.js']);
  });

  test('skips a .git file at the root and in a subfolder', () => {
    write('.git', 'gitdir: ../.git/modules/site\n');
    write('theme/.git', 'gitdir: ../../.git/modules/theme\n');
    write('theme/style.css', '');

    expect(branchPaths()).toEqual(['theme/style.css']);
  });

  test('keeps files whose names only start with .git', () => {
    write('.gitignore', 'ignored.html\n');
    write('.github/workflows/ci.yml', '');
    write('.gitkeep', '');

    expect(branchPaths()).toEqual(['.github/workflows/ci.yml', '.gitignore', '.gitkeep']);
  });

  test('lists dot files and dot folders', () => {
    write('.nojekyll', '');
    write('.well-known/security.txt', 'Contact: mailto:a@b.c\n');

    expect(branchPaths()).toEqual(['.nojekyll', '.well-known/security.txt']);
  });

  test('lists files a .gitignore would hide', () => {
    write('.gitignore', '*.log\nbuild/\n');
    write('debug.log', 'log');
    write('build/app.js', '');

    expect(branchPaths()).toEqual(['.gitignore', 'build/app.js', 'debug.log']);
  });

  test('lists symbolic links, to files and to folders, as links without following them', () => {
    write('real/page.html', '');
    const toFile = link('latest.html', 'real/page.html');
    const toFolder = link('current', 'real');

    expect(listing().filter((file) => file.symlink)).toEqual([
      { path: 'current', diskPath: toFolder, symlink: true },
      { path: 'latest.html', diskPath: toFile, symlink: true },
    ]);
  });

  test('lists a dangling symbolic link', () => {
    link('gone.html', 'nowhere.html');

    expect(listing()).toEqual([{ path: 'gone.html', diskPath: path.join(site, 'gone.html'), symlink: true }]);
  });

  test('returns nothing for an empty folder', () => {
    expect(walkSite(site, '')).toEqual([]);
  });

  test('returns nothing for folders that hold only empty folders', () => {
    fs.mkdirSync(path.join(site, 'a', 'b', 'c'), { recursive: true });

    expect(walkSite(site, 'docs/')).toEqual([]);
  });
});

describe('hashFiles', () => {
  test('gives text, binary and empty files the ids git hash-object --no-filters gives them', async () => {
    const files = [
      write('index.html', '<h1>Hello</h1>\r\n'),
      write('img/logo.png', binary(5000)),
      write('.nojekyll', ''),
      write('日本/🚀.html', 'été\n'),
    ];

    const hashed = await hashSite();

    expect(files.map((file) => hashed.files.find((each) => each.diskPath === file)?.sha)).toEqual(gitHashFiles(files));
  });

  test('gives an executable file the id git gives it', async () => {
    const script = write('bin/run.sh', '#!/bin/sh\necho hi\n', 0o755);

    const hashed = await hashSite();

    expect(hashed.files[0]?.sha).toBe(gitHashFiles([script])[0]);
  });

  test("gives a symbolic link the id of its target's text", async () => {
    write('real/page.html', '<p>real</p>');
    link('latest.html', 'real/page.html');

    const hashed = await hashSite();

    expect(byPath(hashed)['latest.html']?.sha).toBe(git(['hash-object', '--stdin'], { input: 'real/page.html' }));
  });

  test("gives a dangling symbolic link the id of its target's text", async () => {
    link('gone.html', '../elsewhere/gone.html');

    const hashed = await hashSite();

    expect(hashed.files[0]?.sha).toBe(git(['hash-object', '--stdin'], { input: '../elsewhere/gone.html' }));
  });

  test('gives plain files 100644, executables 100755 and symbolic links 120000', async () => {
    write('index.html', '');
    write('bin/run.sh', '#!/bin/sh\n', 0o755);
    link('latest.html', 'index.html');

    const hashed = await hashSite();

    expect(Object.fromEntries(hashed.files.map((file) => [file.path, file.mode]))).toEqual({
      'index.html': '100644',
      'bin/run.sh': '100755',
      'latest.html': '120000',
    });
  });

  test("gives files their sizes, and symbolic links their target's length in bytes", async () => {
    write('index.html', '<p>home</p>');
    write('img/logo.png', binary(5000));
    write('.nojekyll', '');
    link('日本.html', 'été.html');

    const hashed = await hashSite();

    expect(Object.fromEntries(hashed.files.map((file) => [file.path, file.size]))).toEqual({
      'index.html': 11,
      'img/logo.png': 5000,
      '.nojekyll': 0,
      '日本.html': Buffer.byteLength('été.html'),
    });
  });

  test('keeps the files in the order given', async () => {
    const listed = [...walkSiteOf(['b.html', 'a/c.html', 'a.html'])].reverse();
    const order = listed.map((file) => file.path);

    const hashed = await hashFiles(listed, [], 1);

    expect(hashed.files.map((file) => file.path)).toEqual(order);
  });

  test('lists exactly the disk paths of the files that hold a secret, sorted', async () => {
    const withToken = write('z/index.html', `<a href="https://x-access-token:${TOKEN}@github.com/o/n.git">repo</a>`);
    const withKey = write('a/notes.txt', `key: ${KEY_LINE}\n`);
    write('about.html', '<p>about</p>');
    write('partial.html', TOKEN.slice(0, -1));

    const hashed = await hashSite([TOKEN, KEY_LINE]);

    expect(hashed.leaking).toEqual([withKey, withToken].sort());
  });

  test('finds a secret in the middle of a binary file larger than its first read buffer', async () => {
    const half = binary(3 * 1024 * 1024);
    const video = write('media/clip.mp4', Buffer.concat([half, Buffer.from(TOKEN), half]));

    const hashed = await hashSite([TOKEN]);

    expect(hashed.leaking).toEqual([video]);
  });

  test('hashes a file larger than its first read buffer as git does', async () => {
    const video = write('media/clip.mp4', binary(3 * 1024 * 1024 + 17));

    const hashed = await hashSite();

    expect(hashed.files[0]?.sha).toBe(gitHashFiles([video])[0]);
  });

  test('finds a secret with characters outside ASCII by its UTF-8 bytes', async () => {
    const secret = 'pässwörd-ü-0123456789';
    const config = write('config.json', `{"password":"${secret}"}`);

    const hashed = await hashSite([secret]);

    expect(hashed.leaking).toEqual([config]);
  });

  test('does not take an empty secret for one that every file holds', async () => {
    write('index.html', '<p>hello</p>');

    const hashed = await hashSite(['']);

    expect(hashed.leaking).toEqual([]);
  });

  test('puts a file over MAX_FILE_BYTES in tooLarge with its size and no id', async () => {
    const big = sparse('video.mp4', MAX_FILE_BYTES + 1);
    write('index.html', '');

    const hashed = await hashSite();

    expect(hashed.tooLarge.map((file) => [file.diskPath, file.size, file.sha])).toEqual([
      [big, MAX_FILE_BYTES + 1, ''],
    ]);
  });

  test('does not read a file over MAX_FILE_BYTES, so a secret at its end goes unseen', async () => {
    sparse('video.mp4', MAX_FILE_BYTES + 1, TOKEN);

    const hashed = await hashSite([TOKEN]);

    expect(hashed.leaking).toEqual([]);
  });

  test('reads a file of exactly MAX_FILE_BYTES', async () => {
    const edge = sparse('video.mp4', MAX_FILE_BYTES, TOKEN);

    const hashed = await hashSite([TOKEN]);

    expect([hashed.tooLarge, hashed.leaking]).toEqual([[], [edge]]);
  });

  test('returns nothing for no files', async () => {
    expect(await hashFiles([], [TOKEN], 3)).toEqual({ files: [], leaking: [], tooLarge: [] });
  });
});

describe('hashFiles on several threads', () => {
  const FILES = 9000;
  let bigSite: string;
  let oneThread: HashedSite;
  let oneThreadFiles: ReturnType<typeof byPath>;
  let leakingFiles: string[];

  /** Lists the shared large site afresh: hashFiles fills in the objects it is given. */
  function listBigSite(): ReturnType<typeof walkSite> {
    return walkSite(bigSite, '');
  }

  beforeAll(async () => {
    bigSite = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-push-stage-big-'));
    leakingFiles = [];
    for (let index = 0; index < FILES; index += 1) {
      const file = path.join(bigSite, `s${index % 10}`, `p${index % 30}`, `f${index}.html`);
      if (index < 300) fs.mkdirSync(path.dirname(file), { recursive: true });
      const leaks = index % 997 === 0;
      fs.writeFileSync(file, leaks ? `<p>${index} ${TOKEN}</p>` : `<p>${index}</p>`);
      if (leaks) leakingFiles.push(file);
      if (index % 1500 === 1) fs.chmodSync(file, 0o755);
    }
    fs.writeFileSync(path.join(bigSite, 'empty.html'), '');
    fs.symlinkSync('s0/p0/f0.html', path.join(bigSite, 'latest.html'));
    leakingFiles.sort();
    oneThread = await hashFiles(listBigSite(), [TOKEN], 1);
    oneThreadFiles = byPath(oneThread);
  });

  afterAll(() => {
    fs.rmSync(bigSite, { recursive: true, force: true });
  });

  test('gives every file on one thread the id git gives it', () => {
    const regular = oneThread.files.filter((file) => !file.symlink);

    expect(regular.map((file) => file.sha)).toEqual(gitHashFiles(regular.map((file) => file.diskPath)));
  });

  test.each([2, 3])('gives every file on %i threads the id, mode and size it gets on one', async (threads) => {
    const hashed = await hashFiles(listBigSite(), [TOKEN], threads);

    expect(byPath(hashed)).toEqual(oneThreadFiles);
  });

  test.each([2, 3])('finds the same leaking files on %i threads as on one', async (threads) => {
    const hashed = await hashFiles(listBigSite(), [TOKEN], threads);

    expect([hashed.leaking, oneThread.leaking]).toEqual([leakingFiles, leakingFiles]);
  });

  test('keeps the files in the order given on several threads', async () => {
    const listed = listBigSite();
    const order = listed.map((file) => file.path);

    const hashed = await hashFiles(listed, [TOKEN], 3);

    expect(hashed.files.map((file) => file.path)).toEqual(order);
  });

  test('gives executables 100755 on several threads', async () => {
    const hashed = await hashFiles(listBigSite(), [TOKEN], 3);

    expect(hashed.files.filter((file) => file.mode === '100755')).toHaveLength(6);
  });
});

describe('blobId', () => {
  test.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('<p>hello</p>\n')],
    ['binary with NUL bytes', binary(1000)],
  ])('gives %s content the id git gives it', (_name, content) => {
    expect(blobId(content)).toBe(git(['hash-object', '--stdin'], { input: content }));
  });
});

describe('readWhole', () => {
  test('returns the content of a file', () => {
    const file = write('img/logo.png', binary(5000));

    const read = readWhole(file);

    expect('content' in read && Buffer.from(read.content)).toEqual(binary(5000));
  });

  test('returns the content of a file larger than its first read buffer', () => {
    const content = binary(3 * 1024 * 1024 + 5);
    const file = write('media/clip.mp4', content);

    const read = readWhole(file);

    expect('content' in read && read.content.equals(content)).toBe(true);
  });

  test('returns an empty content for an empty file', () => {
    const file = write('.nojekyll', '');

    const read = readWhole(file);

    expect('content' in read && read.content.length).toBe(0);
  });

  test("returns the file's mode", () => {
    const file = write('bin/run.sh', '#!/bin/sh\n', 0o755);

    const read = readWhole(file);

    expect(read.mode & 0o777).toBe(0o755);
  });

  test('returns the size and mode without content for a file over MAX_FILE_BYTES', () => {
    const file = sparse('video.mp4', MAX_FILE_BYTES + 1);

    const read = readWhole(file);

    expect(read).toEqual({ size: MAX_FILE_BYTES + 1, mode: fs.statSync(file).mode });
  });
});

describe('readSite', () => {
  test("stops between two chunks once the job is cancelled, said as the job's cancel", async () => {
    for (let index = 0; index < 500; index += 1) write(`page-${index}.html`, `<a href="/p/${index}/">x</a>`);
    const job = new AbortController();
    const links = {
      hosts: [],
      linksOf: (): string[] => [],
      addChunk: (): void => {
        job.abort('SIGTERM'); // on the first chunk read
      },
    };

    const reading = readSite(site, {
      targetDir: '',
      secrets: [],
      refuseLeaks: () => Promise.reject(new Error('no leak here')),
      workspace: site,
      links,
      signal: job.signal,
    });

    await expect(reading).rejects.toThrow('The job was cancelled (SIGTERM): stopped before the next step.');
  });

  const refuse = (): Promise<never> => Promise.reject(new Error('refused'));

  test('tells what it left out (exclude too) and that it read the rest, also when it refuses a leak', async () => {
    write('index.html', TOKEN);
    write('app.js.map', '');
    write('.git/HEAD', '');
    const listing: Listing = { leftOut: [], complete: false };

    const reading = readSite(site, {
      targetDir: '',
      secrets: [TOKEN],
      refuseLeaks: refuse,
      exclude: (file) => file.endsWith('.map'),
      listing,
      workspace: site,
      signal: new AbortController().signal,
    });

    await expect(reading).rejects.toThrow('refused');
    expect(listing.complete).toBe(true);
    expect(listing.leftOut.map((file) => path.relative(site, file)).sort()).toEqual(['.git', 'app.js.map']);
  });
});
