// Unit tests of the install and build steps chosen for a detected site, the output folder, and running a step.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { chooseOutputDir, publishedCname, runStep } from '../../src/site/build.js';
import { chooseSteps, type SiteSteps } from '../../src/site/steps.js';
import type { Step } from '../../src/generators/generator.js';
import type { CommandSetting } from '../../src/inputs/settings.js';
import type { Site } from '../../src/site/detect.js';
import { detectSite } from '../../src/site/detect.js';

const noBun = { onPath: () => Promise.resolve(false) };

async function installSteps(install: CommandSetting, site: Site): Promise<Step[]> {
  return (await chooseSteps({ install, build: { kind: 'auto' }, publishDir: '' }, site)).install.steps;
}

async function buildSteps(build: CommandSetting, site: Site): Promise<Step[]> {
  return (await chooseSteps({ install: { kind: 'auto' }, build, publishDir: '' }, site)).build.steps;
}

async function outputOf(site: Site, publishDir: string): Promise<SiteSteps['publish']> {
  return (await chooseSteps({ install: { kind: 'auto' }, build: { kind: 'auto' }, publishDir }, site)).publish;
}
let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-build-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function write(name: string, text = ''): Promise<void> {
  await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await fs.writeFile(path.join(root, name), text);
}

describe('installSteps', () => {
  test('auto installs from the lockfile when nothing is installed yet', async () => {
    await write('package.json', '{"dependencies": {"hexo": "8"}}');
    await write('pnpm-lock.yaml');

    const steps = await installSteps({ kind: 'auto' }, await detectSite(root, noBun));

    expect(steps).toMatchObject([{ display: 'pnpm install --frozen-lockfile', file: 'pnpm' }]);
    expect(steps[0]?.missing).toContain('corepack enable');
  });

  test("auto installs nothing when an earlier step did (node_modules, or a Plug'n'Play loader)", async () => {
    await write('package.json', '{}');
    await write('.pnp.cjs');
    expect(await installSteps({ kind: 'auto' }, await detectSite(root, noBun))).toEqual([]);

    await fs.rm(path.join(root, '.pnp.cjs'));
    await fs.mkdir(path.join(root, 'node_modules'));
    expect(await installSteps({ kind: 'auto' }, await detectSite(root, noBun))).toEqual([]);
  });

  test('auto installs nothing for a site without package.json; skip and a command do what they say', async () => {
    await write('mkdocs.yml', 'site_name: x\n');
    const site = await detectSite(root, noBun);

    expect(await installSteps({ kind: 'auto' }, site)).toEqual([]);
    expect(await installSteps({ kind: 'skip' }, site)).toEqual([]);
    expect(await installSteps({ kind: 'shell', command: 'pip install -r requirements.txt' }, site)).toMatchObject([
      { display: 'pip install -r requirements.txt', file: 'bash' },
    ]);
  });
});

describe('buildSteps', () => {
  test('auto runs what detection chose; skip runs nothing; a command runs in bash', async () => {
    await write('hugo.toml', "title = 'x'\n");
    const site = await detectSite(root, noBun);

    expect((await buildSteps({ kind: 'auto' }, site)).map((step) => step.display)).toEqual(['hugo --minify']);
    expect(await buildSteps({ kind: 'skip' }, site)).toEqual([]);
    expect(await buildSteps({ kind: 'shell', command: 'make site' }, site)).toMatchObject([
      { file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', 'make site'] },
    ]);
  });
});

describe('chooseOutputDir', () => {
  test('the publish-dir input wins', async () => {
    await write('hugo.toml', "title = 'x'\n");

    const site = await detectSite(root, noBun);
    expect(await chooseOutputDir(site, await outputOf(site, '/elsewhere'))).toBe('/elsewhere');
  });

  test("a build script's output is the first of dist, build, public, out that the build made", async () => {
    await write('package.json', '{"scripts": {"build": "vite build"}}');
    const site = await detectSite(root, noBun);
    await write('out/index.html');
    await write('build/index.html');

    expect(await chooseOutputDir(site, await outputOf(site, ''))).toBe(path.join(root, 'build'));
  });

  test('none of them made: the error names the folders and the input', async () => {
    await write('package.json', '{"scripts": {"build": "tsc"}}');

    const site = await detectSite(root, noBun);
    await expect(chooseOutputDir(site, await outputOf(site, ''))).rejects.toThrow(
      /none of dist, build, public, out exists in .*: set "publish-dir" to the folder your build writes/,
    );
  });
});

describe('publishedCname', () => {
  test("is the domain the first line of the publish folder's CNAME file names", async () => {
    await write('public/CNAME', 'blog.example.com\nsecond line\n');

    expect(await publishedCname(path.join(root, 'public'))).toBe('blog.example.com');
  });

  test('is empty without a CNAME file, for a link named CNAME, a file over 4 KiB, and a line that is not a domain', async () => {
    await write('public/target', 'blog.example.com\n');
    await write('other/CNAME', 'https://blog.example.com/\n');
    await write('large/CNAME', `blog.example.com\n${'x'.repeat(4096)}`);
    await fs.symlink('target', path.join(root, 'public', 'CNAME'));

    const found = [
      await publishedCname(path.join(root, 'missing')),
      await publishedCname(path.join(root, 'public')),
      await publishedCname(path.join(root, 'other')),
      await publishedCname(path.join(root, 'large')),
      await publishedCname(''),
    ];

    expect(found).toEqual(['', '', '', '', '']);
  });
});

describe('runStep', () => {
  test('a generator that is not installed gets its install advice, not a stack trace', async () => {
    await write('mkdocs.yml', 'site_name: x\n');
    const [step] = (await detectSite(root, noBun)).build;
    if (!step) throw new Error('MkDocs has a build step');

    await expect(
      runStep({ ...step, file: 'mkdocs-not-installed-here' }, 'build', {
        cwd: root,
        env: { PATH: '/nonexistent' },
        secrets: [],
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(
      'The build command "mkdocs build" could not start: "mkdocs-not-installed-here" was not found. Install MkDocs ' +
        'in an earlier step: "uses: actions/setup-python@v5", then "run: pip install mkdocs"',
    );
  });

  test('a failing command names itself, its exit code and the input to change', async () => {
    await expect(
      runStep({ display: 'exit 3', file: 'sh', args: ['-c', 'exit 3'] }, 'install', {
        cwd: root,
        env: { PATH: process.env.PATH ?? '' },
        secrets: [],
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(
      'The install command "exit 3" failed with exit code 3. Its output is above; fix the install (or set the "install" input)',
    );
  });
});
