// Unit tests of where the site is served, which its build is given: the domain's source, and the folder.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseTarget } from '../../src/git/target.js';
import { servedAt, type AddressContext } from '../../src/site/address.js';
import type { Site } from '../../src/site/detect.js';

let root = '';
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'address-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const hugo = (): Site => ({
  root,
  generator: 'hugo',
  name: 'Hugo',
  reason: 'hugo.toml',
  packageManager: undefined,
  workspace: undefined,
  scripts: {},
  build: [],
  outputDirs: [path.join(root, 'public')],
  outputReason: '',
  deployTargets: [],
});

function context(repository: string, more: Partial<AddressContext['settings']> = {}, branchCname = ''): AddressContext {
  return {
    settings: { basePath: 'auto', cname: '', targetDir: '', ...more },
    served: { target: parseTarget(repository, 'https://github.com', ''), branchCname, cnameUnreadBy: '' },
    tempDir: root,
    problems: { explainLinks: () => undefined, add: () => undefined, baseApplied: '' },
  };
}

describe('servedAt', () => {
  test('a project site below its name, a user site at the root', async () => {
    expect(await servedAt(hugo(), context('octo/Blog'))).toEqual({
      baseUrl: 'https://octo.github.io/Blog/',
      why: 'a project site',
    });
    expect(await servedAt(hugo(), context('Octo/octo.github.io'))).toEqual({
      baseUrl: 'https://octo.github.io/',
      why: 'a user site',
    });
  });

  test("the domain: the cname input, else the site's own CNAME, else the branch's; a bad one is none", async () => {
    await fs.mkdir(path.join(root, 'static'));
    await fs.writeFile(path.join(root, 'static', 'CNAME'), 'own.example.com\n');
    const inputWins = await servedAt(hugo(), context('octo/blog', { cname: 'input.example.com' }, 'b.example.com'));
    expect(inputWins).toEqual({ baseUrl: 'https://input.example.com/', why: 'the "cname" input' });
    expect(await servedAt(hugo(), context('octo/blog', {}, 'b.example.com'))).toEqual({
      baseUrl: 'https://own.example.com/',
      why: 'the domain in static/CNAME',
    });
    await fs.rm(path.join(root, 'static', 'CNAME'));
    expect((await servedAt(hugo(), context('octo/blog', {}, 'b.example.com'))).baseUrl).toBe('https://b.example.com/');
    expect((await servedAt(hugo(), context('octo/blog', {}, 'https://b.example.com/'))).baseUrl).toBe(
      'https://octo.github.io/blog/',
    );
  });

  test('target-dir and a preview are folders below the address', async () => {
    expect(await servedAt(hugo(), context('octo/blog', { targetDir: 'docs/v1' }))).toEqual({
      baseUrl: 'https://octo.github.io/blog/docs/v1/',
      why: 'a project site, in target-dir docs/v1',
    });
    const preview = { number: 3, closed: false, fromFork: false, folder: 'pr-preview/pr-3' };
    expect(await servedAt(hugo(), context('octo/blog', { targetDir: preview.folder, preview }))).toEqual({
      baseUrl: 'https://octo.github.io/blog/pr-preview/pr-3/',
      why: 'a project site, the preview of pull request #3',
    });
  });

  test("with a deploy command, the branch's CNAME is not read: the log says so", async () => {
    const plain = context('octo/blog');
    const command = { ...plain, served: { ...plain.served, cnameUnreadBy: 'deploy-command' } };
    expect((await servedAt(hugo(), command)).why).toBe(
      'a project site; the branch\'s CNAME is not read for "deploy-command": set "cname" if the site is served at a ' +
        'domain of its own',
    );
  });

  test('a target that is not an owner/name repository has no known address', async () => {
    expect(await servedAt(hugo(), context('https://git.example.com/blog.git'))).toEqual({ baseUrl: '', why: '' });
  });
});
