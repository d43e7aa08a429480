// A hostile build job's tar, as it would craft one by hand, against the deploy job's unpacking
// (pages-artifact/tar-reader.ts): every member that could leave the site, plant a .git folder in any spelling, link,
// or collide with another is refused naming the artifact and the member, and nothing is written outside the folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { paxRecord } from '../../../src/pages-artifact/tar-header.js';
import { unpackSiteTar } from '../../../src/pages-artifact/tar-reader.js';

let root: string;
let into: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tar-attacks-test-'));
  into = path.join(root, 'site');
  mkdirSync(into);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Member {
  name: string;
  /** The type flag ('0' a file unless given). */
  type?: string;
  data?: Buffer | string;
  /** The size header, when it lies about the data. */
  size?: number;
  prefix?: string;
}

/** One raw ustar header block, with whatever name, type and size a hostile writer puts there. */
function header(member: Member, size: number): Buffer {
  const block = Buffer.alloc(512);
  Buffer.from(member.name, 'utf8').copy(block, 0, 0, 100);
  block.write('0000644\0', 100, 'latin1');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  block.write('00000000000\0', 136, 'latin1');
  block.fill(0x20, 148, 156);
  block.write(member.type ?? '0', 156, 1, 'latin1');
  block.write('ustar\u000000', 257, 8, 'latin1');
  if (member.prefix) Buffer.from(member.prefix, 'utf8').copy(block, 345, 0, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return block;
}

function tar(members: readonly Member[]): string {
  const parts: Buffer[] = [];
  for (const member of members) {
    const data = Buffer.from(member.data ?? '');
    parts.push(header(member, member.size ?? data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  const file = path.join(root, 'artifact.tar');
  writeFileSync(file, Buffer.concat([...parts, Buffer.alloc(1024)]));
  return file;
}

/** A PAX extended header setting `records` on the member after it. */
function pax(records: Record<string, string>): Member {
  return {
    name: 'PaxHeaders/x',
    type: 'x',
    data: Object.entries(records)
      .map(([k, v]) => paxRecord(k, v))
      .join(''),
  };
}

const REFUSED = /^The artifact "site" holds .*: refused, nothing of it is deployed\./;

const refused: [string, Member[]][] = [
  ['a parent step after a dot', [{ name: './../x.html', data: 'x' }]],
  ['a parent step after a folder', [{ name: 'a/../../x.html', data: 'x' }]],
  ['a backslash', [{ name: '..\\x.html', data: 'x' }]],
  ['an absolute path', [{ name: '/tmp/x.html', data: 'x' }]],
  ['an absolute prefix', [{ name: 'x.html', prefix: '/tmp', data: 'x' }]],
  ['a parent step in the prefix', [{ name: 'x.html', prefix: '..', data: 'x' }]],
  ['a PAX path out of the site', [pax({ path: '../x.html' }), { name: 'ok.html', data: 'x' }]],
  ['a PAX path with a NUL', [pax({ path: 'a\0/../../x.html' }), { name: 'ok.html', data: 'x' }]],
  ['.git', [{ name: '.git/config', data: '[core]' }]],
  ['.GIT', [{ name: 'site/.GIT/config', data: '[core]' }]],
  ['.git with a trailing dot and space', [{ name: '.git. /config', data: '[core]' }]],
  ['git~1', [{ name: 'GIT~1/config', data: '[core]' }]],
  ['.git with an NTFS stream', [{ name: '.git::$INDEX_ALLOCATION/config', data: '[core]' }]],
  ['.git with a code point HFS+ ignores', [pax({ path: '.g\u200cit/config' }), { name: 'x', data: '[core]' }]],
  ['.git with a byte-order mark HFS+ ignores', [pax({ path: '.git\ufeff/config' }), { name: 'x', data: '[core]' }]],
  ['a folder as a .git', [{ name: '.git/', type: '5' }]],
  ['a symbolic link', [{ name: 'l', type: '2' }]],
  ['a hard link', [{ name: 'l', type: '1' }]],
  ['a character device', [{ name: 'c', type: '3' }]],
  ['a block device', [{ name: 'b', type: '4' }]],
  ['a FIFO', [{ name: 'f', type: '6' }]],
  ['a contiguous file', [{ name: 'f', type: '7' }]],
  [
    'a GNU long name',
    [
      { name: '././@LongLink', type: 'L', data: '../x.html\0' },
      { name: 'x', data: 'x' },
    ],
  ],
  [
    'a GNU long link',
    [
      { name: '././@LongLink', type: 'K', data: '/etc\0' },
      { name: 'x', type: '2' },
    ],
  ],
  ['a GNU sparse file', [{ name: 's', type: 'S', data: 'x' }]],
  [
    'a PAX global header',
    [
      { name: 'g', type: 'g', data: paxRecord('path', '../x') },
      { name: 'x', data: 'x' },
    ],
  ],
  ['a PAX linkpath on a file', [pax({ linkpath: '/etc/passwd' }), { name: 'x', type: '1' }]],
  [
    'a file twice',
    [
      { name: 'a.html', data: '1' },
      { name: './a.html', data: '2' },
    ],
  ],
  [
    'a folder, then a file of its name',
    [
      { name: 'a/', type: '5' },
      { name: 'a', data: 'x' },
    ],
  ],
  [
    'a file, then a folder of its name',
    [
      { name: 'a', data: 'x' },
      { name: 'a/', type: '5' },
    ],
  ],
  [
    'a file, then a file under it',
    [
      { name: 'a', data: 'x' },
      { name: 'a/b', data: 'x' },
    ],
  ],
  ['a size longer than the tar', [{ name: 'a', data: 'x', size: 0o7777777 }]],
  ['a PAX size longer than the tar', [pax({ size: '999999999' }), { name: 'a', data: 'x' }]],
  ['a PAX size that is no decimal number', [pax({ size: '0x10' }), { name: 'a', data: 'x' }]],
  ['a PAX size that is empty', [pax({ size: '' }), { name: 'a', data: 'x' }]],
  ['a folder with data', [{ name: 'a/', type: '5', data: 'x'.repeat(512) }]],
];

test.each(refused)(
  '%s is refused, naming the artifact, and nothing is written outside the folder',
  (_name, members) => {
    const file = tar(members);

    expect(() => unpackSiteTar(file, into, 'site')).toThrow(REFUSED);
    expect(readdirSync(root).sort()).toEqual(['artifact.tar', 'site']);
  },
);

test('a name with a newline, or that normalizes to another, is taken as the bytes it is (no second file)', () => {
  const file = tar([
    { name: 'caf\u00e9.html', data: 'nfc' },
    { name: 'cafe\u0301.html', data: 'nfd' },
    { name: 'a\nb.html', data: 'newline' },
  ]);

  expect(unpackSiteTar(file, into, 'site')).toEqual({ files: 3, bytes: 13 });
  expect(readdirSync(into).sort()).toEqual(['a\nb.html', 'caf\u00e9.html', 'cafe\u0301.html'].sort());
});

test('a bare repository at the root of the site is refused: git run in the folder would read its config', () => {
  const bare = path.join(root, 'bare');
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  execFileSync('git', ['init', '-q', '--bare', bare], { env });
  writeFileSync(path.join(bare, 'index.html'), '<h1>home</h1>\n');
  writeFileSync(path.join(bare, 'config'), '[core]\n\tbare = true\n\tsshCommand = touch /tmp/planted\n');
  const file = path.join(root, 'artifact.tar');
  execFileSync('tar', ['--format=ustar', '-cf', file, '-C', bare, '.']);

  expect(() => unpackSiteTar(file, into, 'site')).toThrow(
    'The artifact "site" holds a file "HEAD" at the root of the site, which makes the folder a git repository to ' +
      'git: refused, nothing of it is deployed.',
  );
});

test('a name the file system cannot take is refused by its name, not by the runner path', () => {
  const long = `${'a'.repeat(300)}.html`;
  const file = tar([pax({ path: `posts/${long}` }), { name: 'x', data: 'x' }]);

  expect(() => unpackSiteTar(file, into, 'site')).toThrow(
    `The artifact "site" holds "posts/${long}", which the runner's file system cannot write (ENAMETOOLONG): refused`,
  );
});
