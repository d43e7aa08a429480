// Unit tests of the tree reader: trees of a real repository read through a real `git cat-file --batch`.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Git } from '../../../src/git/git.js';
import { TreeReader } from '../../../src/git/tree-reader.js';

let root: string;
let env: Record<string, string>;
let reader: TreeReader;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-tree-reader-'));
  await fs.mkdir(path.join(root, 'home'));
  env = {
    PATH: process.env.PATH ?? '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    HOME: path.join(root, 'home'),
    GIT_DIR: path.join(root, 'repo.git'),
  };
  git(['init', '--quiet', '--bare', env.GIT_DIR ?? '']);
  reader = new TreeReader((args) => new Git(env, root).start(args));
});

afterEach(async () => {
  reader.close();
  await fs.rm(root, { recursive: true, force: true });
});

function git(args: string[], input?: string): string {
  return execFileSync('git', args, { cwd: root, env, input, stdio: ['pipe', 'pipe', 'pipe'] })
    .toString('utf8')
    .trim();
}

/** Writes a blob and a tree holding it under `name`; returns the tree's id and the blob's. */
function treeWith(name: string, text: string): { tree: string; blob: string } {
  const blob = git(['hash-object', '-w', '--stdin'], text);
  const tree = git(['mktree'], `100644 blob ${blob}\t${name}\n`);
  return { tree, blob };
}

test('reads a tree: every name with its mode and id', async () => {
  const { tree, blob } = treeWith('index.html', 'hello\n');
  const outer = git(['mktree'], `040000 tree ${tree}\tdocs\n100755 blob ${blob}\trun.sh\n`);

  const listing = await reader.read(outer);

  expect(Object.fromEntries(listing)).toEqual({
    docs: { mode: '40000', sha: tree },
    'run.sh': { mode: '100755', sha: blob },
  });
});

test('answers many requests at once, each with its own tree', async () => {
  const made = Array.from({ length: 50 }, (_, index) => treeWith(`page-${index}.html`, `page ${index}\n`));

  const listings = await Promise.all(made.map((item) => reader.read(item.tree)));

  expect(listings.map((listing) => [...listing.keys()][0])).toEqual(made.map((_, index) => `page-${index}.html`));
});

test('refuses an id the repository lacks, and goes on reading', async () => {
  const { tree } = treeWith('index.html', 'hello\n');

  const missing = reader.read('0123456789012345678901234567890123456789');
  const next = reader.read(tree);

  await expect(missing).rejects.toThrow('could not be read');
  await expect(next).resolves.toHaveProperty('size', 1);
});

test('refuses an object that is not a tree, and goes on reading', async () => {
  const { tree, blob } = treeWith('index.html', 'hello\n');

  const notTree = reader.read(blob);
  const next = reader.read(tree);

  await expect(notTree).rejects.toThrow('not a tree');
  await expect(next).resolves.toHaveProperty('size', 1);
});

test('refuses to read once closed', async () => {
  const { tree } = treeWith('index.html', 'hello\n');
  reader.close();

  await expect(reader.read(tree)).rejects.toThrow('closed');
});

test('refuses every request when git cannot start', async () => {
  const broken = new TreeReader((args) => new Git({ ...env, PATH: path.join(root, 'nowhere') }, root).start(args));

  await expect(broken.read('0123456789012345678901234567890123456789')).rejects.toThrow();
  broken.close();
});
