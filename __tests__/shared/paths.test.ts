// Unit tests of where a user's path really leads: symbolic links out of the workspace, and .git folders.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { confined, isGitFolderName, namesGitFolder } from '../../src/shared/paths.js';

let root: string;
let workspace: string;

beforeEach(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-paths-')));
  workspace = path.join(root, 'workspace');
  await fs.mkdir(path.join(workspace, 'public'), { recursive: true });
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('isGitFolderName', () => {
  test.each([
    '.git',
    '.GIT',
    '.Git',
    '.git.',
    '.git ',
    'git~1',
    'GIT~1',
    '.git::$INDEX_ALLOCATION',
    'git~1:stream',
    '.g\u200cit',
    '.GIT\ufeff',
    '\u206a.git',
  ])('refuses %j', (name) => {
    expect(isGitFolderName(name)).toBe(true);
  });

  test.each(['.github', 'git', '.gitignore', 'my.git', '.git-blame', '.g\u200bit', 'git~10'])('allows %j', (name) => {
    expect(isGitFolderName(name)).toBe(false);
  });

  test('finds one among the parts of a path, with either separator', () => {
    expect([namesGitFolder('a/.GIT/b'), namesGitFolder('a\\.git\\b'), namesGitFolder('a/.github/b')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('confined', () => {
  test('gives back a folder of the workspace as it is', async () => {
    expect(await confined(workspace, path.join(workspace, 'public'), 'publish-dir')).toBe(
      path.join(workspace, 'public'),
    );
  });

  test('accepts a path that does not exist yet', async () => {
    expect(await confined(workspace, path.join(workspace, 'site', 'out'), 'publish-dir')).toBe(
      path.join(workspace, 'site', 'out'),
    );
  });

  test('follows a link inside the workspace to where it leads', async () => {
    await fs.symlink(path.join(workspace, 'public'), path.join(workspace, 'dist'));

    expect(await confined(workspace, path.join(workspace, 'dist'), 'publish-dir')).toBe(path.join(workspace, 'public'));
  });

  test('refuses a link out of the workspace, naming the input and where it leads', async () => {
    await fs.mkdir(path.join(root, 'home'));
    await fs.symlink(path.join(root, 'home'), path.join(workspace, 'out'));

    await expect(confined(workspace, path.join(workspace, 'out'), 'publish-dir')).rejects.toThrow(
      `Input "publish-dir" must stay inside the workspace, but ${path.join(workspace, 'out')} leads to ${path.join(root, 'home')}`,
    );
  });

  test('refuses a link from a parent folder out of the workspace', async () => {
    await fs.mkdir(path.join(root, 'elsewhere'));
    await fs.symlink(path.join(root, 'elsewhere'), path.join(workspace, 'site'));

    await expect(confined(workspace, path.join(workspace, 'site', '_config.yml'), 'config-file')).rejects.toThrow(
      'Input "config-file" must stay inside the workspace',
    );
  });

  test('refuses a link into a .git folder', async () => {
    await fs.mkdir(path.join(workspace, '.git'));
    await fs.symlink(path.join(workspace, '.git'), path.join(workspace, 'out'));

    await expect(confined(workspace, path.join(workspace, 'out'), 'publish-dir')).rejects.toThrow(
      'Input "publish-dir" leads into a .git folder',
    );
  });
});
