// Unit tests of the leak guard: finding credentials in files, scrubbing them byte for byte, and which files it looks at.
import { jest } from '@jest/globals';
import * as fs from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  everyFile,
  filesHolding,
  scrubFile,
  scrubLeftovers,
  scrubUnread,
  workspaceFiles,
} from '../../src/secrets/leaks.js';

const TOKEN = 'ghs_0123456789abcdefTOKEN';
const KEY_LINE = 'QyNTUxOQAAACBoFp9/b/EtwGYAflTrlb94K4sA/0hQekZoe3erZnC3pwAAAIiMiDiOjIg4';
const PLACEHOLDER = 'GITHUB_ACCESS_TOKEN';

let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-leaks-'));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Writes `content` to `name` under the temporary root, creating folders, and returns the full path. */
async function write(name: string, content: Buffer | string): Promise<string> {
  const file = path.join(root, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  return file;
}

describe('filesHolding', () => {
  test('finds the files that hold any of the secrets', async () => {
    const withToken = await write('index.html', `<a href="https://${TOKEN}@github.com/o/n.git">repo</a>`);
    const withKey = await write('notes.txt', `key: ${KEY_LINE}\n`);
    const clean = await write('about.html', '<p>about</p>');

    expect(await filesHolding([withToken, clean, withKey], [TOKEN, KEY_LINE])).toEqual([withToken, withKey].sort());
  });

  test('returns the files sorted by path', async () => {
    const later = await write('z.html', TOKEN);
    const earlier = await write('a.html', TOKEN);

    expect(await filesHolding([later, earlier], [TOKEN])).toEqual([earlier, later]);
  });

  test('finds a secret among bytes that are not UTF-8', async () => {
    const file = await write('image.bin', Buffer.concat([Buffer.from([0xff, 0xd8, 0xc3]), Buffer.from(TOKEN)]));

    expect(await filesHolding([file], [TOKEN])).toEqual([file]);
  });

  test('ignores a file that does not exist', async () => {
    const file = await write('index.html', TOKEN);

    expect(await filesHolding([path.join(root, 'gone.html'), file], [TOKEN])).toEqual([file]);
  });

  test('finds nothing when there are no secrets', async () => {
    const file = await write('index.html', TOKEN);

    expect(await filesHolding([file], [])).toEqual([]);
  });

  test('does not take an empty secret for one that every file holds', async () => {
    const file = await write('index.html', '<p>hello</p>');

    expect(await filesHolding([file], [''])).toEqual([]);
  });

  test('does not find a secret split across two files', async () => {
    const first = await write('part1.txt', TOKEN.slice(0, 10));
    const second = await write('part2.txt', TOKEN.slice(10));

    expect(await filesHolding([first, second], [TOKEN])).toEqual([]);
  });
});

describe('filesHolding, in compressed files', () => {
  const MiB = 1024 * 1024;
  /** `size` bytes of zeros with the token at `at`. */
  function tokenAt(at: number, size: number): Buffer {
    const bytes = Buffer.alloc(size);
    bytes.write(TOKEN, at);
    return bytes;
  }
  const brotli = (bytes: Buffer): Buffer =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

  test('finds the token in a gzip or brotli file that unpacks to more than 64 MiB, near the start', async () => {
    const content = tokenAt(1000, 100 * MiB);
    const files = [await write('big.txt.gz', gzipSync(content)), await write('big.txt.br', brotli(content))];

    expect(await filesHolding(files, [TOKEN])).toEqual(files.sort());
  });

  test('reads such a file up to the first 60 MiB or more unpacked, and no further', async () => {
    const near = await write('near.gz', gzipSync(tokenAt(60 * MiB, 100 * MiB)));
    const far = await write('far.gz', gzipSync(tokenAt(70 * MiB, 100 * MiB)));

    expect(await filesHolding([near, far], [TOKEN])).toEqual([near]);
  });

  test('reads a file named .gz that is not compressed as it is', async () => {
    const plain = await write('plain.gz', `not compressed ${TOKEN}`);
    const other = await write('other.gz', 'not compressed either');

    expect(await filesHolding([plain, other], [TOKEN])).toEqual([plain]);
  });
});

describe('scrubFile', () => {
  test('replaces every occurrence of every secret', async () => {
    const file = await write(
      'config.yml',
      `repo: https://${TOKEN}@github.com/o/n.git\nkey: ${KEY_LINE}\nagain: ${TOKEN}\n`,
    );

    await scrubFile(file, [TOKEN, KEY_LINE], PLACEHOLDER);

    expect(await fs.readFile(file, 'utf8')).toBe(
      `repo: https://${PLACEHOLDER}@github.com/o/n.git\nkey: ${PLACEHOLDER}\nagain: ${PLACEHOLDER}\n`,
    );
  });

  test('says it changed the file', async () => {
    const file = await write('config.yml', `repo: https://${TOKEN}@github.com/o/n.git\n`);

    expect(await scrubFile(file, [TOKEN], PLACEHOLDER)).toBe(true);
  });

  test('replaces the longest secret first, so a shorter one it starts with leaves no tail behind', async () => {
    const whole = `${KEY_LINE}${TOKEN}`;
    const file = await write('leak.txt', `body: ${whole}\n`);

    await scrubFile(file, [KEY_LINE, whole], PLACEHOLDER);

    expect(await fs.readFile(file, 'utf8')).toBe(`body: ${PLACEHOLDER}\n`);
  });

  test('replaces a secret with characters outside ASCII', async () => {
    const secret = 'pässwörd-ü-0123456789';
    const file = await write('config.yml', `password: ${secret}\n`);

    await scrubFile(file, [secret], PLACEHOLDER);

    expect(await fs.readFile(file, 'utf8')).toBe(`password: ${PLACEHOLDER}\n`);
  });

  test('leaves the bytes around a secret as they were, even when they are not UTF-8', async () => {
    const before = Buffer.from([0xef, 0xbb, 0xbf, 0xff, 0xc3, 0x0d, 0x0a]);
    const after = Buffer.from([0xe9, 0x00, 0x80, 0x0d, 0x0a]);
    const file = await write('data.bin', Buffer.concat([before, Buffer.from(TOKEN), after]));

    await scrubFile(file, [TOKEN], PLACEHOLDER);

    expect(await fs.readFile(file)).toEqual(Buffer.concat([before, Buffer.from(PLACEHOLDER), after]));
  });

  test('says it changed nothing when the file holds no secret', async () => {
    const file = await write('index.html', '<p>hello</p>');

    expect(await scrubFile(file, [TOKEN], PLACEHOLDER)).toBe(false);
  });

  test('does not rewrite a file that holds no secret', async () => {
    const file = await write('index.html', '<p>hello</p>');
    const past = new Date('2020-01-01T00:00:00Z');
    await fs.utimes(file, past, past);

    await scrubFile(file, [TOKEN], PLACEHOLDER);

    expect((await fs.stat(file)).mtime).toEqual(past);
  });
});

describe('workspaceFiles', () => {
  /** The listed files relative to the root, sorted, with / separators. */
  async function listed(skip: readonly string[] = []): Promise<string[]> {
    const files = await workspaceFiles(root, skip);
    return files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
  }

  test('lists the files in every folder', async () => {
    await write('_config.yml', 'title: blog');
    await write('source/_posts/hello.md', '# hello');

    expect(await listed()).toEqual(['_config.yml', 'source/_posts/hello.md']);
  });

  test('skips node_modules at the root and deeper down', async () => {
    await write('_config.yml', 'title: blog');
    await write('node_modules/hexo/package.json', '{}');
    await write('themes/next/node_modules/lib/index.js', '');

    expect(await listed()).toEqual(['_config.yml']);
  });

  test("skips the workspace's own .git folder entirely", async () => {
    await write('_config.yml', 'title: blog');
    await write('.git/config', '[core]');
    await write('.git/FETCH_HEAD', '');

    expect(await listed()).toEqual(['_config.yml']);
  });

  test('skips the folders it is told to skip', async () => {
    await write('_config.yml', 'title: blog');
    await write('public/index.html', '<p>hello</p>');

    expect(await listed([path.join(root, 'public')])).toEqual(['_config.yml']);
  });

  test("lists only config, credentials and FETCH_HEAD of another .git folder, such as hexo's .deploy_git", async () => {
    await write('.deploy_git/index.html', '<p>hello</p>');
    for (const name of ['config', 'credentials', 'FETCH_HEAD', 'HEAD', 'objects/ab/cdef', 'logs/HEAD']) {
      await write(`.deploy_git/.git/${name}`, 'x');
    }

    expect(await listed()).toEqual([
      '.deploy_git/.git/FETCH_HEAD',
      '.deploy_git/.git/config',
      '.deploy_git/.git/credentials',
      '.deploy_git/index.html',
    ]);
  });

  test('leaves out the config files of another .git folder that do not exist as files', async () => {
    await write('.deploy_git/.git/config', '[core]');
    await fs.mkdir(path.join(root, '.deploy_git/.git/credentials'));

    expect(await listed()).toEqual(['.deploy_git/.git/config']);
  });

  test('skips a file over 50 MiB', async () => {
    await write('_config.yml', 'title: blog');
    const video = await write('source/video.mp4', '');
    await fs.truncate(video, 50 * 1024 * 1024 + 1);

    expect(await listed()).toEqual(['_config.yml']);
  });

  test('keeps a file of exactly 50 MiB', async () => {
    const archive = await write('source/archive.zip', '');
    await fs.truncate(archive, 50 * 1024 * 1024);

    expect(await listed()).toEqual(['source/archive.zip']);
  });
});

describe('scrubLeftovers', () => {
  let written: string[];

  beforeEach(() => {
    written = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const label = (file: string): string => `workspace/${path.basename(file)}`;

  test('returns the labels of the files it cleaned, and only of those', async () => {
    const leftover = await write('.deploy_git/.git/config', `url = https://${TOKEN}@github.com/o/n.git\n`);
    const clean = await write('_config.yml', `repo: https://${PLACEHOLDER}@github.com/o/n.git\n`);

    const cleaned = await scrubLeftovers([leftover, clean], [TOKEN], PLACEHOLDER, label, 'left by the deploy');

    expect(cleaned).toEqual(['workspace/config']);
  });

  test('puts the placeholder back where the token was', async () => {
    const leftover = await write('.deploy_git/.git/config', `url = https://${TOKEN}@github.com/o/n.git\n`);

    await scrubLeftovers([leftover], [TOKEN], PLACEHOLDER, label, 'left by the deploy');

    expect(await fs.readFile(leftover, 'utf8')).toBe(`url = https://${PLACEHOLDER}@github.com/o/n.git\n`);
  });

  test('logs which files it cleaned and why, never the secret', async () => {
    const leftover = await write('.deploy_git/.git/config', `url = https://${TOKEN}@github.com/o/n.git\n`);

    await scrubLeftovers([leftover], [TOKEN], PLACEHOLDER, label, 'left by the deploy');

    const log = written.join('');
    expect(log).toContain('Removed the token from workspace/config (left by the deploy).');
    expect(log).not.toContain(TOKEN);
  });

  test('returns nothing and logs nothing when no file holds a secret', async () => {
    const clean = await write('_config.yml', 'title: blog\n');

    const cleaned = await scrubLeftovers([clean], [TOKEN], PLACEHOLDER, label, 'left by the deploy');

    expect([cleaned, written]).toEqual([[], []]);
  });
});

describe('everyFile', () => {
  test("lists every file under a folder, a nested .git folder's all of them, and no link", async () => {
    await write('public/index.html', '<p>hello</p>');
    await write('public/sub/.git/config', '[core]');
    await write('public/sub/.git/objects/ab/cdef', 'x');
    await fs.symlink(path.join(root, 'public/index.html'), path.join(root, 'public/link.html'));

    const files = await everyFile(path.join(root, 'public'));

    expect(files.map((file) => path.relative(root, file)).sort()).toEqual([
      'public/index.html',
      'public/sub/.git/config',
      'public/sub/.git/objects/ab/cdef',
    ]);
  });

  test('lists a file given as itself, and nothing for a path that does not exist', async () => {
    const file = await write('public/.env', 'x');

    expect([await everyFile(file), await everyFile(path.join(root, 'missing'))]).toEqual([[file], []]);
  });
});

describe('scrubUnread', () => {
  beforeEach(() => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const context = (): Parameters<typeof scrubUnread>[0] => ({
    secrets: [TOKEN],
    placeholder: PLACEHOLDER,
    workspace: root,
    home: '',
  });

  test('after a complete read, scrubs only what it left out (the rest was read and checked)', async () => {
    const read = await write('public/index.html', TOKEN);
    const leftOut = await write('public/.env', TOKEN);
    const inGit = await write('public/sub/.git/description', TOKEN);

    await scrubUnread(context(), path.join(root, 'public'), [
      { leftOut: [leftOut, path.join(root, 'public/sub/.git')], complete: true },
    ]);

    expect(await Promise.all([read, leftOut, inGit].map((file) => fs.readFile(file, 'utf8')))).toEqual([
      TOKEN,
      PLACEHOLDER,
      PLACEHOLDER,
    ]);
  });

  test('without a complete read (the push failed before it), scrubs the whole publish folder', async () => {
    const files = [await write('public/index.html', TOKEN), await write('public/sub/.git/HEAD', TOKEN)];

    await scrubUnread(context(), path.join(root, 'public'), [{ leftOut: [], complete: false }]);

    expect(await Promise.all(files.map((file) => fs.readFile(file, 'utf8')))).toEqual([PLACEHOLDER, PLACEHOLDER]);
  });

  test('a publish folder of 160,000 files, unread: the token is scrubbed from the last (a spread overflowed the stack)', async () => {
    const folder = path.join(root, 'public', 'flat');
    await fs.mkdir(folder, { recursive: true });
    for (let index = 0; index < 160_000; index += 1) writeFileSync(path.join(folder, `${index}.html`), '');
    const last = await write('public/flat/159999.html', TOKEN);

    await scrubUnread(context(), path.join(root, 'public'), [{ leftOut: [], complete: false }]);

    expect(await fs.readFile(last, 'utf8')).toBe(PLACEHOLDER);
  }, 300_000); // minutes on a loaded 2-core machine: 160,000 files written, then scrubbed
});
