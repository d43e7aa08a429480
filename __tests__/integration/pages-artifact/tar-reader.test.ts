// A deploy job's unpacking of a build job's tar (pages-artifact/tar-reader.ts) against the packer's own tar
// (pages-artifact/pack.ts) and GNU tar's: every file back with its bytes, long and non-ASCII paths (PAX records)
// included; and a tar GNU tar makes with a hard link refused.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { packSite } from '../../../src/pages-artifact/pack.js';
import { unpackSiteTar } from '../../../src/pages-artifact/tar-reader.js';
import { readSite } from '../../../src/publish-folder/read.js';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tar-reader-test-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>\n',
  '.nojekyll': '',
  '.well-known/security.txt': 'Contact: mailto:a@example.com\n',
  'posts/你好世界/index.html': 'a Chinese slug, as Hexo makes one\n',
  'notes/über café.html': 'non-ASCII name\n',
  [`${'d'.repeat(60)}/${'e'.repeat(70)}/${'f'.repeat(90)}.html`]: 'a path over 100 bytes\n',
  'assets/big.bin': 'x'.repeat(3 * 1024 * 1024 + 7),
};

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

function filesUnder(dir: string, relative = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, relative)).sort()) {
    const child = relative ? `${relative}/${name}` : name;
    if (statSync(path.join(dir, child)).isDirectory()) Object.assign(found, filesUnder(dir, child));
    else found[child] = readFileSync(path.join(dir, child), 'utf8');
  }
  return found;
}

test('what the packer packed comes back file for file, PAX paths included, with its count', async () => {
  const workspace = path.join(root, 'workspace');
  const site = path.join(workspace, 'public');
  writeTree(site, FILES);
  const temp = path.join(root, 'temp');
  mkdirSync(temp);
  const signal = new AbortController().signal;
  const read = await readSite(site, {
    targetDir: '',
    secrets: [],
    refuseLeaks: () => Promise.reject(new Error('no secret was given')),
    workspace,
    signal,
    keepLarge: true,
  });
  const packed = await packSite(site, read, { tempDir: temp, signal });
  const into = path.join(root, 'unpacked');
  mkdirSync(into);

  const unpacked = unpackSiteTar(packed.file, into, 'pages-push-site');

  expect(filesUnder(into)).toEqual(FILES);
  expect(unpacked).toEqual({
    files: Object.keys(FILES).length,
    bytes: Object.values(FILES).reduce((sum, content) => sum + Buffer.byteLength(content), 0),
  });
});

test("GNU tar's own tar of the site unpacks the same (its PAX and ustar headers read as the packer's)", () => {
  const site = path.join(root, 'site');
  writeTree(site, FILES);
  const tar = path.join(root, 'gnu.tar');
  execFileSync('tar', ['--format=pax', '-cf', tar, '-C', site, '.']);
  const into = path.join(root, 'unpacked');
  mkdirSync(into);

  unpackSiteTar(tar, into, 'pages-push-site');

  expect(filesUnder(into)).toEqual(FILES);
});

test('a hard link in the tar is refused, naming the artifact and the member', () => {
  const site = path.join(root, 'site');
  writeTree(site, { 'index.html': 'home\n' });
  execFileSync('ln', [path.join(site, 'index.html'), path.join(site, 'copy.html')]);
  const tar = path.join(root, 'linked.tar');
  execFileSync('tar', ['-cf', tar, '-C', site, 'index.html', 'copy.html']);
  const into = path.join(root, 'unpacked');
  mkdirSync(into);

  expect(() => unpackSiteTar(tar, into, 'pages-push-site')).toThrow(
    'The artifact "pages-push-site" holds a hard link, "copy.html": refused, nothing of it is deployed.',
  );
});
