// Unit tests of the credential owner: the forms it masks and hands out, openings that overlap, a target's own
// token, and the token it substitutes into the site's config and takes out again (with the post step's record).
import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { basicCredential } from '../../src/credentials/git-auth.js';
import { CredentialOwner } from '../../src/credentials/owner.js';
import { parseTarget } from '../../src/git/target.js';
import { leakContext } from '../../src/secrets/leaks.js';
import { loadFileCommands } from '../../src/shared/runner.js';

// The steps load the file commands at their start (src/index.ts); so does each test of them.
beforeAll(() => loadFileCommands());

const TOKEN = 'ghs_ownerTestToken0123456789';
const GITHUB = 'https://github.com';
const PLACEHOLDER = 'GITHUB_ACCESS_TOKEN';

let root: string;
let written: string[];
const savedState = process.env.GITHUB_STATE;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-owner-'));
  process.env.GITHUB_STATE = path.join(root, 'state');
  await fs.writeFile(process.env.GITHUB_STATE, '');
  written = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  if (savedState === undefined) Reflect.deleteProperty(process.env, 'GITHUB_STATE');
  else process.env.GITHUB_STATE = savedState;
  await fs.rm(root, { recursive: true, force: true });
});

/** A deploy key made by the real ssh-keygen. */
function makeKey(): string {
  const file = path.join(root, 'key');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'test', '-f', file], { stdio: 'ignore' });
  return readFileSync(file, 'utf8');
}

function owner(given: { token?: string; deployKey?: string }): CredentialOwner {
  return new CredentialOwner({ token: '', deployKey: '', knownHosts: '', ...given }, 15_000);
}

/** The values the runner was told to mask. */
function masked(): string[] {
  return written.filter((line) => line.startsWith('::add-mask::')).map((line) => line.slice(12).trim());
}

describe('secretForms', () => {
  test("holds every form of the token, git's basic credential among them, before anything is prepared", () => {
    const forms = owner({ token: TOKEN }).secretForms();

    expect(forms).toEqual(expect.arrayContaining([TOKEN, basicCredential(TOKEN)]));
  });

  test('masks every form with the runner when prepared', async () => {
    const credentials = owner({ token: TOKEN });

    await credentials.prepare(root);

    expect(masked()).toEqual([...credentials.secretForms()]);
  });

  test('is a list nobody else can change', () => {
    const forms = owner({ token: TOKEN }).secretForms();

    expect(Object.isFrozen(forms)).toBe(true);
  });

  test("adds a target's own token, masked, and the leak context sees it without being made again", () => {
    const credentials = owner({ token: TOKEN });
    const leaks = leakContext({ tokenPlaceholder: PLACEHOLDER, workspace: root, home: '' }, credentials);
    const mirror = parseTarget('https://git.example.com/o/mirror.git', GITHUB, 'o/blog');

    credentials.addTargetToken(mirror, '$MIRROR_TOKEN', { MIRROR_TOKEN: 'mirror-secret' });

    expect(leaks.secrets).toEqual(expect.arrayContaining([TOKEN, 'mirror-secret', basicCredential('mirror-secret')]));
    expect(masked()).toContain(basicCredential('mirror-secret'));
  });

  test('holds the pieces of the deploy key', () => {
    const key = makeKey();
    const body = key.split('\n').filter((line) => line && !line.startsWith('-----'));

    expect(owner({ deployKey: key }).secretForms()).toContain(body.join(''));
  });
});

describe('open', () => {
  test("gives a target's own token to that target only", async () => {
    const credentials = owner({ token: TOKEN });
    const mirror = parseTarget('https://git.example.com/o/mirror.git', GITHUB, 'o/blog');
    const same = parseTarget('https://git.example.com/o/mirror.git', GITHUB, 'o/blog');
    credentials.addTargetToken(mirror, 'mirror-secret', {});

    const opened = await credentials.open(mirror);

    expect(opened.auth.config).toContainEqual([
      'http.https://git.example.com/.extraheader',
      `AUTHORIZATION: basic ${basicCredential('mirror-secret')}`,
    ]);
    expect(() => {
      credentials.check(same);
    }).toThrow(/not on the workflow's GitHub server/);
  });

  test("two overlapping uses of an SSH target each get their own key folder, and neither closes the other's", async () => {
    const credentials = owner({ deployKey: makeKey() });
    await credentials.prepare(root);
    const target = parseTarget('git@github.com:o/blog.git', GITHUB, 'o/blog');
    const keyFile = (command: string): string => /-i '([^']+)'/.exec(command)?.[1] ?? '';

    const first = await credentials.open(target);
    const second = await credentials.open(target);
    const [firstKey, secondKey] = [first.auth.env.GIT_SSH_COMMAND ?? '', second.auth.env.GIT_SSH_COMMAND ?? ''].map(
      keyFile,
    );
    await second.close();
    const firstKeptAfterSecondClosed = existsSync(firstKey ?? '');
    await first.close();

    expect(path.dirname(firstKey ?? '')).not.toBe(path.dirname(secondKey ?? ''));
    expect([firstKeptAfterSecondClosed, existsSync(secondKey ?? ''), existsSync(firstKey ?? '')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  test('leaves nothing on disk after a use, whatever the work did', async () => {
    const credentials = owner({ deployKey: makeKey() });
    await credentials.prepare(root);
    const target = parseTarget('git@github.com:o/blog.git', GITHUB, 'o/blog');
    const before = await fs.readdir(root);

    const work = credentials.use(target, () => Promise.reject(new Error('push refused')));

    await expect(work).rejects.toThrow('push refused');
    expect(await fs.readdir(root)).toEqual(before);
  });
});

describe('substituteToken', () => {
  async function config(content: string): Promise<string> {
    const workspace = path.join(root, 'workspace');
    await fs.mkdir(workspace, { recursive: true });
    const file = path.join(workspace, '_config.yml');
    await fs.writeFile(file, content);
    return file;
  }

  /** Each value saved for the post step's restore, in order (one `restore=<json>` line each). */
  function savedRecords(): string[] {
    const lines = readFileSync(process.env.GITHUB_STATE ?? '', 'utf8').split(/\r?\n/);
    return lines.filter((line) => line.startsWith('restore=')).map((line) => line.slice('restore='.length));
  }

  test('puts the token in, records the file for the post step, and takes it out again, clearing the record', async () => {
    const file = await config(`repo: https://${PLACEHOLDER}@github.com/o/n.git\n`);
    const credentials = owner({ token: TOKEN });
    await credentials.prepare(root);

    const substituted = await credentials.substituteToken([file], PLACEHOLDER);
    const during = { content: await fs.readFile(file, 'utf8'), records: savedRecords() };
    await substituted.restore();

    expect(substituted.files).toEqual([file]);
    expect(during.content).toBe(`repo: https://${TOKEN}@github.com/o/n.git\n`);
    expect(during.records.map((record) => JSON.parse(record) as unknown)).toEqual([
      [{ file, backup: path.join(root, 'config-0.orig') }],
    ]);
    expect(await fs.readFile(file, 'utf8')).toBe(`repo: https://${PLACEHOLDER}@github.com/o/n.git\n`);
    expect(savedRecords().at(-1)).toBe('[]');
  });

  test('the post step restores what a main step that died recorded', async () => {
    const file = await config(`token: ${PLACEHOLDER}\n`);
    const main = owner({ token: TOKEN });
    await main.prepare(root);
    await main.substituteToken([file], PLACEHOLDER);
    process.env.STATE_restore = savedRecords().at(-1);

    try {
      const restored = await owner({ token: TOKEN }).restoreRecorded(root, path.dirname(file));

      expect(restored).toBe(1);
      expect(await fs.readFile(file, 'utf8')).toBe(`token: ${PLACEHOLDER}\n`);
    } finally {
      Reflect.deleteProperty(process.env, 'STATE_restore');
    }
  });

  test("the post step restores nothing whose backup is outside the main step's folder", async () => {
    const file = await config(`token: ${TOKEN}\n`);
    const backup = path.join(os.tmpdir(), 'elsewhere.orig');
    process.env.STATE_restore = JSON.stringify([{ file, backup }]);

    try {
      const restored = await owner({ token: TOKEN }).restoreRecorded(root, path.dirname(file));

      expect(restored).toBe(0);
    } finally {
      Reflect.deleteProperty(process.env, 'STATE_restore');
    }
  });
});
