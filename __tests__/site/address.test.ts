// Unit tests of where the site is served, which its build is given: the domain's source, and the folder.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseTarget } from '../../src/git/target.js';
import { servedAt, servedFolder, type AddressContext } from '../../src/site/address.js';
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

function context(
  repository: string,
  more: Partial<AddressContext['settings']> = {},
  branchCname = '',
  serverUrl = 'https://github.com',
): AddressContext {
  return {
    settings: { basePath: 'auto', cname: '', targetDir: '', ...more },
    served: { target: parseTarget(repository, serverUrl, ''), branchCname, cnameUnreadBy: '' },
    tempDir: root,
    problems: { explainLinks: () => undefined, add: () => undefined, baseApplied: '', servedPage: '' },
  };
}

describe('servedAt', () => {
  test('a project site below its name, a user site at the root', async () => {
    expect(await servedAt(hugo(), context('octo/Blog'))).toMatchObject({
      baseUrl: 'https://octo.github.io/Blog/',
      why: 'a project site',
    });
    expect(await servedAt(hugo(), context('Octo/octo.github.io'))).toMatchObject({
      baseUrl: 'https://octo.github.io/',
      why: 'a user site',
    });
  });

  test("the domain: the cname input, else the site's own CNAME, else the branch's; a bad one is none", async () => {
    await fs.mkdir(path.join(root, 'static'));
    await fs.writeFile(path.join(root, 'static', 'CNAME'), 'own.example.com\n');
    const inputWins = await servedAt(hugo(), context('octo/blog', { cname: 'input.example.com' }, 'b.example.com'));
    expect(inputWins).toMatchObject({ baseUrl: 'https://input.example.com/', why: 'the "cname" input' });
    expect(await servedAt(hugo(), context('octo/blog', {}, 'b.example.com'))).toMatchObject({
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
    expect(await servedAt(hugo(), context('octo/blog', { targetDir: 'docs/v1' }))).toMatchObject({
      baseUrl: 'https://octo.github.io/blog/docs/v1/',
      why: 'a project site, in target-dir docs/v1',
    });
    const preview = { number: 3, closed: false, fromFork: false, folder: 'pr-preview/pr-3' };
    expect(await servedAt(hugo(), context('octo/blog', { targetDir: preview.folder, preview }))).toMatchObject({
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
    expect(await servedAt(hugo(), context('https://git.example.com/blog.git'))).toMatchObject({
      baseUrl: '',
      why: 'the target is not an owner/name repository',
    });
  });
});

describe('servedAt with the Pages settings', () => {
  const GHE = 'https://ghe.example.com';

  test("their html_url is the address: GitHub Enterprise's forms and a custom domain set in the settings alone", async () => {
    for (const htmlUrl of [
      'https://ghe.example.com/pages/octo/blog/',
      'https://pages.ghe.example.com/octo/blog/',
      'https://blog.example.org/',
    ]) {
      expect(await servedAt(hugo(), context('octo/blog', {}, '', GHE), { htmlUrl, folder: '/' })).toMatchObject({
        baseUrl: htmlUrl,
        answered: htmlUrl,
        note: '',
        why: 'where the Pages settings of octo/blog say GitHub serves it',
      });
    }
  });

  test("the cname input and the site's own CNAME win over them; they win over the branch's CNAME, which is named", async () => {
    const pages = { htmlUrl: 'https://now.example.org/', folder: '/' };
    const input = await servedAt(hugo(), context('octo/blog', { cname: 'input.example.com' }), pages);
    expect(input.baseUrl).toBe('https://input.example.com/');
    const branch = await servedAt(hugo(), context('octo/blog', {}, 'old.example.org'), pages);
    expect(branch).toMatchObject({
      baseUrl: 'https://now.example.org/',
      why:
        "where the Pages settings of octo/blog say GitHub serves it; the branch's CNAME names old.example.org, " +
        'which the settings no longer serve',
    });
    await fs.mkdir(path.join(root, 'static'));
    await fs.writeFile(path.join(root, 'static', 'CNAME'), 'own.example.com\n');
    expect((await servedAt(hugo(), context('octo/blog'), pages)).baseUrl).toBe('https://own.example.com/');
  });

  test('target-dir below the folder Pages serves is a folder below the address', async () => {
    const pages = { htmlUrl: 'https://ghe.example.com/pages/octo/blog/', folder: '/docs' };
    const served = await servedAt(hugo(), context('octo/blog', { targetDir: 'docs/v2' }, '', GHE), pages);
    expect(served.baseUrl).toBe('https://ghe.example.com/pages/octo/blog/v2/');
  });

  test("on github.com, unread settings leave github.com's rule, and the log note says why", async () => {
    const served = await servedAt(hugo(), context('octo/blog'), {
      unread: 'no token is given (the "token" input is empty)',
    });
    expect(served).toMatchObject({
      baseUrl: 'https://octo.github.io/blog/',
      note:
        "github.com's rule gives it (a project site), as the Pages settings did not say where GitHub serves " +
        'octo/blog: no token is given (the "token" input is empty).',
    });
  });

  test('on another host, unread settings leave no address, and say what to do', async () => {
    const unread = "GitHub's API refused reading the Pages settings of octo/blog (403: Resource not accessible)";
    const served = await servedAt(hugo(), context('octo/blog', {}, '', GHE), { unread });
    expect(served.baseUrl).toBe('');
    expect(served.why).toBe(
      'ghe.example.com is not github.com, and where it serves octo/blog only its Pages settings say, and they did ' +
        `not say: ${unread}. For the build to get the address, give the token \`pages: read\` (in the workflow's ` +
        '`permissions:`), or set "cname" when the site is served at a domain of its own, or set the base in the ' +
        "site's config.",
    );
    // A domain of its own needs no settings.
    const named = await servedAt(hugo(), context('octo/blog', {}, 'docs.example.com', GHE), { unread });
    expect(named.baseUrl).toBe('https://docs.example.com/');
  });
});

describe('servedFolder', () => {
  test('target-dir without the folder Pages serves', () => {
    expect(servedFolder('', '/')).toBe('');
    expect(servedFolder('docs/v2', '/')).toBe('docs/v2/');
    expect(servedFolder('docs/v2', '/docs')).toBe('v2/');
    expect(servedFolder('docs', '/docs')).toBe('');
    expect(servedFolder('docsite', '/docs')).toBe('docsite/');
  });
});
