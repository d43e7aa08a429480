// Unit tests of token substitution in config files and their byte-exact restore, on real temporary files.
import * as fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  replaceAll,
  restoreFiles,
  substitutePlaceholder,
  type Substitution,
} from '../../src/credentials/config-token.js';

const PLACEHOLDER = 'GITHUB_ACCESS_TOKEN';
const TOKEN = 'ghs_0123456789abcdefTOKEN';

describe('replaceAll', () => {
  test('returns undefined when the placeholder does not occur', () => {
    expect(replaceAll(Buffer.from('repo: https://github.com/o/n.git\n'), PLACEHOLDER, TOKEN)).toBeUndefined();
  });

  test('treats an empty placeholder as absent instead of looping', () => {
    expect(replaceAll(Buffer.from('abc'), '', 'x')).toBeUndefined();
  });

  test('replaces every occurrence', () => {
    const content = Buffer.from(`a: ${PLACEHOLDER}\nb: ${PLACEHOLDER}${PLACEHOLDER}\n`);

    const replaced = replaceAll(content, PLACEHOLDER, TOKEN);

    expect(replaced?.toString('utf8')).toBe(`a: ${TOKEN}\nb: ${TOKEN}${TOKEN}\n`);
  });

  test('keeps multibyte text around the placeholder intact', () => {
    const content = Buffer.from(
      `title: 日本語ブログ ✨\nrepo: https://${PLACEHOLDER}@github.com/o/n.git # ü\n`,
      'utf8',
    );

    const replaced = replaceAll(content, PLACEHOLDER, TOKEN);

    expect(replaced?.toString('utf8')).toBe(`title: 日本語ブログ ✨\nrepo: https://${TOKEN}@github.com/o/n.git # ü\n`);
  });

  test('changes only the placeholder bytes, leaving bytes that are not UTF-8 as they were', () => {
    const before = Buffer.from([0xef, 0xbb, 0xbf, 0xff, 0x0d, 0x0a]);
    const after = Buffer.from([0xe9, 0x00, 0x0d, 0x0a]);
    const content = Buffer.concat([before, Buffer.from(PLACEHOLDER), after]);

    const replaced = replaceAll(content, PLACEHOLDER, TOKEN);

    expect(replaced).toEqual(Buffer.concat([before, Buffer.from(TOKEN), after]));
  });

  test('replaces a placeholder that makes up the whole content', () => {
    expect(replaceAll(Buffer.from(PLACEHOLDER), PLACEHOLDER, TOKEN)?.toString()).toBe(TOKEN);
  });
});

describe('substitutePlaceholder and restoreFiles', () => {
  let root: string;
  let backupDir: string;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-placeholder-'));
    backupDir = path.join(root, 'backup');
    await fs.mkdir(backupDir);
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  async function writeConfig(name: string, content: Buffer | string): Promise<string> {
    const file = path.join(root, name);
    await fs.writeFile(file, content);
    return file;
  }

  test('writes the token into a file that holds the placeholder', async () => {
    const file = await writeConfig('_config.yml', `deploy:\n  repo: https://${PLACEHOLDER}@github.com/o/n.git\n`);

    await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);

    expect(await fs.readFile(file, 'utf8')).toBe(`deploy:\n  repo: https://${TOKEN}@github.com/o/n.git\n`);
  });

  test('skips a file that does not exist', async () => {
    const present = await writeConfig('_config.yml', `token: ${PLACEHOLDER}\n`);
    const missing = path.join(root, '_config.theme.yml');

    const substitutions = await substitutePlaceholder(
      [missing, present],
      PLACEHOLDER,
      TOKEN,
      backupDir,
      () => undefined,
    );

    expect(substitutions.map((substitution) => substitution.file)).toEqual([present]);
  });

  test('leaves a file without the placeholder untouched and out of the list', async () => {
    const original = Buffer.from('title: blog\r\nurl: https://example.com\r\n');
    const file = await writeConfig('_config.yml', original);

    const substitutions = await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);

    expect(substitutions).toEqual([]);
    expect(await fs.readFile(file)).toEqual(original);
    expect(await fs.readdir(backupDir)).toEqual([]);
  });

  test('keeps the original bytes in a backup readable only by the owner', async () => {
    const original = Buffer.from(`token: ${PLACEHOLDER}\n`);
    const file = await writeConfig('_config.yml', original);

    const [substitution] = await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);

    expect(await fs.readFile(substitution?.backup ?? '')).toEqual(original);
    expect((await fs.stat(substitution?.backup ?? '')).mode & 0o777).toBe(0o600);
  });

  test('hands the list to onBackup while the file still holds its original bytes', async () => {
    const original = `repo: https://${PLACEHOLDER}@github.com/o/n.git\n`;
    const file = await writeConfig('_config.yml', original);
    const seen: { list: Substitution[]; fileThen: string; backupThen: string }[] = [];

    await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, (list) => {
      seen.push({
        list,
        fileThen: readFileSync(file, 'utf8'),
        backupThen: readFileSync(list[list.length - 1]?.backup ?? '', 'utf8'),
      });
    });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.list.map((substitution) => substitution.file)).toEqual([file]);
    expect(seen[0]).toMatchObject({ fileThen: original, backupThen: original });
  });

  test('hands onBackup the whole list so far, once per substituted file', async () => {
    const first = await writeConfig('_config.yml', `a: ${PLACEHOLDER}\n`);
    const untouched = await writeConfig('_config.theme.yml', 'b: plain\n');
    const second = await writeConfig('_config.deploy.yml', `c: ${PLACEHOLDER}\n`);
    const lists: string[][] = [];

    await substitutePlaceholder([first, untouched, second], PLACEHOLDER, TOKEN, backupDir, (list) => {
      lists.push(list.map((substitution) => substitution.file));
    });

    expect(lists).toEqual([[first], [first, second]]);
  });

  test('restores a CRLF, BOM and non-UTF-8 file byte for byte and deletes the backup', async () => {
    const original = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`title: caf`),
      Buffer.from([0xe9, 0xff, 0xfe]),
      Buffer.from(`\r\ndeploy:\r\n  repo: https://${PLACEHOLDER}@github.com/o/n.git\r\n  name: `),
      Buffer.from([0x80, 0x81]),
      Buffer.from('\r\n'),
    ]);
    const file = await writeConfig('_config.yml', original);
    const substitutions = await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);

    await restoreFiles(substitutions);

    expect(await fs.readFile(file)).toEqual(original);
    expect(await fs.readdir(backupDir)).toEqual([]);
  });

  test('keeps CRLF, BOM and non-UTF-8 bytes while the token is in place', async () => {
    const head = Buffer.from([0xef, 0xbb, 0xbf, 0xe9, 0x0d, 0x0a]);
    const tail = Buffer.from([0x0d, 0x0a, 0xff]);
    const file = await writeConfig('_config.yml', Buffer.concat([head, Buffer.from(PLACEHOLDER), tail]));

    await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);

    expect(await fs.readFile(file)).toEqual(Buffer.concat([head, Buffer.from(TOKEN), tail]));
  });

  test('restoring when the backup is already gone leaves the file as it is', async () => {
    const file = await writeConfig('_config.yml', `token: ${TOKEN}\n`);
    const substitutions: Substitution[] = [{ file, backup: path.join(backupDir, 'config-0.orig') }];

    await restoreFiles(substitutions);

    expect(await fs.readFile(file, 'utf8')).toBe(`token: ${TOKEN}\n`);
  });

  test('restoring twice is harmless: the second pass finds no backup', async () => {
    const original = `token: ${PLACEHOLDER}\n`;
    const file = await writeConfig('_config.yml', original);
    const substitutions = await substitutePlaceholder([file], PLACEHOLDER, TOKEN, backupDir, () => undefined);
    await restoreFiles(substitutions);

    await restoreFiles(substitutions);

    expect(await fs.readFile(file, 'utf8')).toBe(original);
  });
});
