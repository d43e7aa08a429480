// The Pages artifact's tar, read by GNU tar (the tool upload-pages-artifact packs with): what it lists, the modes,
// and each file's bytes once extracted, against the site on disk.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  linkSync,
  ftruncateSync,
  openSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { jest } from '@jest/globals';
import { packSite, type PackedSite } from '../../../src/pages-artifact/pack.js';
import { readSite } from '../../../src/publish-folder/read.js';

let root: string;
let workspace: string;
let site: string;
let temp: string;

const LONG = `${'d'.repeat(60)}/${'e'.repeat(70)}/${'f'.repeat(90)}.html`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pack-test-'));
  workspace = path.join(root, 'workspace');
  site = path.join(workspace, 'public');
  temp = path.join(root, 'temp');
  mkdirSync(temp);
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>\n',
    '.nojekyll': '',
    '.well-known/security.txt': 'Contact: mailto:a@example.com\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.github/workflows/x.yml': 'on: push\n',
    'posts/.git/config': 'a nested .git is left out too\n',
    'drafts/secret.html': 'excluded\n',
    'notes/über café.html': 'non-ASCII name\n',
    [LONG]: 'a path over 100 bytes\n',
    'bin/run.sh': '#!/bin/sh\necho run\n',
    'assets/big.bin': 'x'.repeat(600 * 1024), // read in parts, not ahead
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), content);
  }
  chmodSync(path.join(site, 'bin/run.sh'), 0o755);
  mkdirSync(path.join(site, 'shared'));
  writeFileSync(path.join(site, 'shared/logo.svg'), '<svg/>\n');
  symlinkSync('../shared/logo.svg', path.join(site, 'assets/logo.svg'));
  symlinkSync('shared', path.join(site, 'shared-folder'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The one read of the site every route takes (publish-folder/read.ts), then the pack of what it checked. */
async function pack(
  options: { exclude?: (relativePath: string) => boolean; signal?: AbortSignal; between?: () => void } = {},
): Promise<PackedSite> {
  const signal = options.signal ?? new AbortController().signal;
  const files = await readSite(site, {
    targetDir: '',
    secrets: [],
    refuseLeaks: () => Promise.reject(new Error('no secret was given')),
    workspace,
    exclude: options.exclude ?? ((relative) => relative.startsWith('drafts/')),
    signal,
    keepLarge: true,
  });
  options.between?.();
  return packSite(site, files, { tempDir: temp, signal });
}

/** `tar -tvf`'s lines: mode, owner, size, date, time, path. */
function listed(file: string): { mode: string; size: number; path: string }[] {
  const out = execFileSync('tar', ['--utc', '-tvf', file], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map((line) => {
      const [mode = '', , size = '', , , ...name] = line.split(/ +/);
      return { mode, size: Number(size), path: name.join(' ') };
    });
}

test('GNU tar lists the files, folders and modes upload-pages-artifact would, dotfiles kept but .git and .github', async () => {
  const packed = await pack();
  const entries = listed(packed.file);
  expect(entries.map((entry) => entry.path)).toEqual([
    './',
    './.nojekyll',
    './.well-known/',
    './.well-known/security.txt',
    './assets/',
    './assets/big.bin',
    './assets/logo.svg',
    './bin/',
    './bin/run.sh',
    `./${'d'.repeat(60)}/`,
    `./${'d'.repeat(60)}/${'e'.repeat(70)}/`,
    `./${LONG}`,
    './index.html',
    './notes/',
    './notes/über café.html',
    './shared/',
    './shared/logo.svg',
    './shared-folder/',
    './shared-folder/logo.svg',
  ]); // posts/ held only a .git: no folder either
  const modes = Object.fromEntries(entries.map((entry) => [entry.path, entry.mode]));
  expect(modes['./bin/run.sh']).toBe('-rwxr-xr-x');
  expect(modes['./index.html']).toBe('-rw-r--r--');
  expect(modes['./assets/logo.svg']).toBe('-rw-r--r--'); // the link, stored as the file it names
  expect(modes['./notes/']).toBe('drwxr-xr-x');
  expect(packed.files).toBe(10);
  expect(packed.bytes).toBe(readFileSync(packed.file).length);
  expect(path.basename(packed.file)).toBe('artifact.tar');
});

test('extracted by GNU tar, every file has the bytes of the file on disk (a link: of its target)', async () => {
  const packed = await pack();
  const out = path.join(root, 'out');
  mkdirSync(out);
  execFileSync('tar', ['-xf', packed.file, '-C', out]);
  const read = (base: string, name: string): string => readFileSync(path.join(base, name), 'latin1');
  for (const name of [
    'index.html',
    '.well-known/security.txt',
    'notes/über café.html',
    LONG,
    'bin/run.sh',
    'assets/big.bin',
  ]) {
    expect(read(out, name)).toBe(read(site, name));
  }
  expect(read(out, 'assets/logo.svg')).toBe('<svg/>\n');
  expect(read(out, 'shared-folder/logo.svg')).toBe('<svg/>\n');
  expect(execFileSync('find', [out, '-type', 'l'], { encoding: 'utf8' })).toBe(''); // no link in the artifact
});

test('the same folder packs to the same bytes', async () => {
  const first = readFileSync((await pack()).file);
  const second = readFileSync((await pack()).file);
  expect(second.equals(first)).toBe(true);
});

test('a link leading out of the workspace is refused, naming it and the fix, and nothing is left', async () => {
  writeFileSync(path.join(root, 'outside.txt'), 'not in the workspace\n');
  symlinkSync(path.join(root, 'outside.txt'), path.join(site, 'outside.txt'));
  await expect(pack()).rejects.toThrow(
    /The symbolic link "public\/outside\.txt" of publish-dir leads out of the workspace .*Put a copy of what it points at into the site/,
  );
  expect(readdirSync(temp)).toEqual([]);
});

test('a link out of the site to a file of the workspace is refused, naming it, as on every route', async () => {
  writeFileSync(path.join(workspace, '.env'), 'API_KEY=not-for-the-site\n');
  symlinkSync('../.env', path.join(site, 'env.txt'));
  await expect(pack()).rejects.toThrow(
    'The symbolic link "public/env.txt" of publish-dir leads out of the site (to .env in the workspace), so nothing ' +
      'was published',
  );
  expect(readdirSync(temp)).toEqual([]);
});

test('a file swapped for a link to a file outside the workspace after the read is not packed', async () => {
  writeFileSync(path.join(root, 'outside.txt'), 'not in the workspace\n');
  const swap = (): void => {
    rmSync(path.join(site, 'index.html'));
    symlinkSync(path.join(root, 'outside.txt'), path.join(site, 'index.html'));
  };
  await expect(pack({ between: swap })).rejects.toThrow(
    'index.html in the publish folder changed after it was read and checked (it is a symbolic link now), so ' +
      'nothing was uploaded',
  );
  expect(readdirSync(temp)).toEqual([]);
});

test('a folder swapped for a link out of the workspace after the read, holding a file of the same size, is not packed', async () => {
  // Over GitHub's 100 MiB, so the read keeps it unread (sparse: nothing on disk); the pack must see where it is.
  const bigFile = (dir: string): void => {
    mkdirSync(dir, { recursive: true });
    const big = openSync(path.join(dir, 'big.bin'), 'w');
    ftruncateSync(big, 101 * 1024 * 1024);
    closeSync(big);
  };
  bigFile(path.join(site, 'media'));
  bigFile(path.join(root, 'elsewhere'));
  const swap = (): void => {
    rmSync(path.join(site, 'media'), { recursive: true });
    symlinkSync(path.join(root, 'elsewhere'), path.join(site, 'media'));
  };
  await expect(pack({ between: swap })).rejects.toThrow(
    'media/big.bin in the publish folder changed after it was read and checked (a folder of its path leads out ' +
      'of the site now), so nothing was uploaded',
  );
  expect(readdirSync(temp)).toEqual([]);
});

test('a file rewritten after the read, to the same size, is not packed', async () => {
  const rewrite = (): void => {
    writeFileSync(path.join(site, 'index.html'), '<h1>HOME</h1>\n');
  };
  await expect(pack({ between: rewrite })).rejects.toThrow(
    'index.html in the publish folder changed after it was read and checked (14 bytes when read and checked, its bytes differ from those read)',
  );
});

test('a pipe in the site is refused by the read, naming it, unless excluded', async () => {
  execFileSync('mkfifo', [path.join(site, 'notes/pipe')]);
  await expect(pack()).rejects.toThrow(
    'notes/pipe in the publish folder is not a file, folder or link (a socket, pipe or device), so nothing was published',
  );
  const packed = await pack({ exclude: (relative) => relative === 'notes/pipe' || relative.startsWith('drafts/') });
  expect(listed(packed.file).map((entry) => entry.path)).not.toContain('./notes/pipe');
});

test('.Git, .GIT and git~1 folders are never packed', async () => {
  for (const name of ['.Git', 'a/.GIT', 'b/git~1']) {
    mkdirSync(path.join(site, name), { recursive: true });
    writeFileSync(path.join(site, name, 'config'), '[core]\n');
  }
  const names = listed((await pack()).file).map((entry) => entry.path);
  expect(names.filter((name) => /git/i.test(name))).toEqual([]);
});

test('the same link, excluded, is not looked at', async () => {
  symlinkSync('/etc/hostname', path.join(site, 'outside.txt'));
  const packed = await pack({ exclude: (relative) => relative === 'outside.txt' });
  expect(listed(packed.file).map((entry) => entry.path)).not.toContain('./outside.txt');
});

test('a cancel while the folder is listed stops the pack and leaves no temporary file', async () => {
  const cancel = new AbortController();
  const exclude = (relative: string): boolean => {
    if (relative === 'index.html') cancel.abort(new Error('cancelled by the runner'));
    return false;
  };
  await expect(pack({ exclude, signal: cancel.signal })).rejects.toThrow('cancelled by the runner');
  expect(readdirSync(temp)).toEqual([]);
});

test('a site over the 10 GiB Pages deploys at most is refused before a byte is written', async () => {
  // A sparse file: 11 GiB by its size, nothing on disk.
  const video = openSync(path.join(site, 'video.mp4'), 'w');
  ftruncateSync(video, 11 * 1024 ** 3);
  closeSync(video);
  await expect(pack()).rejects.toThrow(
    /The site is 11\.00 GiB packed, over the 10 GiB GitHub Pages deploys at most: publish a smaller folder \(input "exclude"/,
  );
  expect(readdirSync(temp)).toEqual([]);
});

test('a site over the 1 GiB Pages supports is warned of before the tar is written, and one under it is not', async () => {
  // A sparse file: 1.5 GiB by its size, nothing on disk. The cancel comes with the warning, so nothing is written.
  const video = openSync(path.join(site, 'video.mp4'), 'w');
  ftruncateSync(video, 1.5 * 1024 ** 3);
  closeSync(video);
  const cancel = new AbortController();
  const written: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    if (String(chunk).startsWith('::warning::')) cancel.abort(new Error('cancelled after the warning'));
    return true;
  });
  try {
    await expect(pack({ signal: cancel.signal })).rejects.toThrow('cancelled after the warning');
  } finally {
    write.mockRestore();
  }
  expect(written.filter((line) => line.startsWith('::warning::'))).toEqual([
    '::warning::The site is 1.50 GiB packed, over the 1 GiB GitHub Pages supports: its deployment may fail or time ' +
      'out (10 minutes). Leave large files out with input "exclude", or host them elsewhere.\n',
  ]);
  expect(readdirSync(temp)).toEqual([]);

  // The same site without the large file: packed, and no warning.
  rmSync(path.join(site, 'video.mp4'));
  const quiet: string[] = [];
  const log = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    quiet.push(String(chunk));
    return true;
  });
  try {
    await pack();
  } finally {
    log.mockRestore();
  }
  expect(quiet.filter((line) => line.startsWith('::warning::'))).toEqual([]);
  expect(quiet.join('')).toContain('Packed 10 files of the publish folder into the Pages artifact');
});

test('two hard links to one file are two regular files, as --hard-dereference stores them', async () => {
  linkSync(path.join(site, 'index.html'), path.join(site, 'home.html'));
  const packed = await pack();
  const entries = listed(packed.file).filter((entry) => ['./index.html', './home.html'].includes(entry.path));
  expect(entries).toEqual([
    { mode: '-rw-r--r--', size: 14, path: './home.html' },
    { mode: '-rw-r--r--', size: 14, path: './index.html' },
  ]);
});
