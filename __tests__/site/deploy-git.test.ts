// Unit tests of the check that a .deploy_git the install or build made or changed never reaches the deploy command.
import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { snapshotDeployGit } from '../../src/site/deploy-git.js';

let root: string;
let deployGit: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-deploy-git-'));
  deployGit = path.join(root, '.deploy_git');
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await fs.rm(root, { recursive: true, force: true });
});

async function write(name: string, content: string): Promise<void> {
  const file = path.join(deployGit, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** A repository as a cache would restore it. */
async function cached(): Promise<void> {
  await write('.git/HEAD', 'ref: refs/heads/master\n');
  await write('.git/config', '[core]\n\tbare = false\n');
  await write('.git/objects/ab/cdef', 'x');
  await write('index.html', '<p>old</p>');
}

test('does nothing when there was none and none was made', async () => {
  const discard = await snapshotDeployGit(root);

  expect(await discard()).toBe(false);
});

test('removes one the commands made', async () => {
  const discard = await snapshotDeployGit(root);
  await write('.git/config', '[http]\n\tproxy = http://127.0.0.1:9\n');

  expect(await discard()).toBe(true);
  expect(existsSync(deployGit)).toBe(false);
});

test('keeps one from before that the commands left alone, objects and work tree aside', async () => {
  await cached();
  const discard = await snapshotDeployGit(root);
  await write('.git/objects/12/3456', 'y');
  await write('index.html', '<p>new</p>');

  expect(await discard()).toBe(false);
  expect(existsSync(path.join(deployGit, '.git', 'config'))).toBe(true);
});

test.each([
  ['its config', '.git/config', '[http]\n\tproxy = http://127.0.0.1:9\n'],
  ['a hook', '.git/hooks/pre-push', '#!/bin/sh\nenv > /tmp/stolen\n'],
  ['its info/attributes', '.git/info/attributes', '* filter=steal\n'],
])('removes one from before when the commands changed %s', async (_what, name, content) => {
  await cached();
  const discard = await snapshotDeployGit(root);
  await write(name, content);

  expect(await discard()).toBe(true);
  expect(existsSync(deployGit)).toBe(false);
});

test('removes one whose .git is a file pointing elsewhere, even when it did not change', async () => {
  await write('.git', 'gitdir: ../elsewhere\n');
  const discard = await snapshotDeployGit(root);

  expect(await discard()).toBe(true);
});

test('removes a link the commands put in its place, not what it points to', async () => {
  const elsewhere = path.join(root, 'elsewhere');
  await fs.mkdir(path.join(elsewhere, '.git'), { recursive: true });
  const discard = await snapshotDeployGit(root);
  await fs.symlink(elsewhere, deployGit);

  expect(await discard()).toBe(true);
  expect([existsSync(deployGit), existsSync(path.join(elsewhere, '.git'))]).toEqual([false, true]);
});
