// Storing a deploy's new objects in a real bare repository, checked with the real git: the pack and its index
// under git's names, and an attempt that packs the same objects again.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Git } from '../../../src/git/git.js';
import { extraFile, storeNewObjects } from '../../../src/git/store.js';
import { blobId } from '../../../src/publish-folder/read.js';
import { isolatedGitEnv } from '../../support/git-server.mjs';

let root: string;
let repo: string;
let env: Record<string, string>;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-store-'));
  repo = path.join(root, 'repo.git');
  env = isolatedGitEnv({ GIT_DIR: repo });
  execFileSync('git', ['init', '--quiet', '--bare', repo], { env });
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: root, env, encoding: 'utf8' }).trim();
}

/** The site's files, in git's order, as the composed tree lists them. */
const site = [extraFile('about/index.html', '<p>about</p>\n'), extraFile('index.html', '<p>home</p>\n')];
const emptyTip = { sha: '', tree: '', entries: [] };

/** The pack folder's files, each with its inode: which one a store left in place. */
async function packFiles(): Promise<Record<string, number>> {
  const folder = path.join(repo, 'objects', 'pack');
  const found: Record<string, number> = {};
  for (const name of await fs.readdir(folder)) found[name] = (await fs.stat(path.join(folder, name))).ino;
  return found;
}

test('stores the site as one pack with its index, which git reads and checks', async () => {
  const stored = await storeNewObjects({ git: new Git(env, root), gitDir: repo }, site, emptyTip);

  expect(git(['ls-tree', '-r', '--name-only', stored.root]).split('\n')).toEqual(['about/index.html', 'index.html']);
  expect(git(['cat-file', 'blob', `${stored.root}:index.html`])).toBe('<p>home</p>');
  expect(Object.keys(await packFiles())).toEqual([
    expect.stringMatching(/^pack-[0-9a-f]{40}\.idx$/),
    expect.stringMatching(/^pack-[0-9a-f]{40}\.pack$/),
  ]);
  git(['fsck', '--strict', '--no-dangling']);
});

test('stores an image as it is and compresses the text beside it, in a pack git reads and checks', async () => {
  // An image's bytes are compressed already: random bytes stand for them, after a PNG's signature.
  const image = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(150_000)]);
  const page = Buffer.from('<p>static site pages</p>\n'.repeat(2000));
  const entries = [
    { mode: '100644', path: 'img/photo.png', sha: blobId(image), content: image },
    { mode: '100644', path: 'index.html', sha: blobId(page), content: page },
  ];

  const stored = await storeNewObjects({ git: new Git(env, root), gitDir: repo }, entries, emptyTip);

  git(['fsck', '--strict', '--no-dangling']);
  expect(
    execFileSync('git', ['cat-file', 'blob', `${stored.root}:img/photo.png`], { cwd: root, env }).equals(image),
  ).toBe(true);
  // What each blob takes in the pack: the image its size and the framing of three stored blocks; the page a fraction.
  expect(stored.blobs.map((blob) => blob.bytes)).toEqual([3 + 2 + 3 * 5 + image.length + 4, expect.any(Number)]);
  expect(stored.blobs[1]?.bytes).toBeLessThan(page.length / 10);
});

test('an attempt that packs the same objects again keeps the pack in place, as git does', async () => {
  // After a failed push the next attempt packs the same objects into the same repository: the same bytes, under
  // the same name. Renaming onto the read-only files there fails on Windows; the pack in place must stay.
  const repository = { git: new Git(env, root), gitDir: repo };
  const first = await storeNewObjects(repository, site, emptyTip);
  const before = await packFiles();

  const again = await storeNewObjects(repository, site, emptyTip);

  expect(again.root).toBe(first.root);
  expect(await packFiles()).toEqual(before);
  git(['fsck', '--strict', '--no-dangling']);
});

test('a pack left without its index (a store cut off between the two) gets its index', async () => {
  const repository = { git: new Git(env, root), gitDir: repo };
  await storeNewObjects(repository, site, emptyTip);
  const before = await packFiles();
  const index = Object.keys(before).find((name) => name.endsWith('.idx')) ?? '';
  await fs.rm(path.join(repo, 'objects', 'pack', index), { force: true });

  const again = await storeNewObjects(repository, site, emptyTip);

  const after = await packFiles();
  expect(Object.keys(after)).toEqual(Object.keys(before));
  const pack = index.replace(/\.idx$/, '.pack');
  expect(after[pack]).toBe(before[pack]);
  expect(git(['cat-file', '-t', again.root])).toBe('tree');
  git(['fsck', '--strict', '--no-dangling']);
});
