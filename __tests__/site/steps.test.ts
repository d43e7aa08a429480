// Unit tests of what the site stage will run and how the log describes it: the install (and the workspace it runs
// in), the build and the publish folder, each with the input or file behind it.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CommandSetting } from '../../src/inputs/settings.js';
import { detectSite, type Runner } from '../../src/site/detect.js';
import { baseFlags } from '../../src/site/base-address.js';
import { describedLines, describeSteps, chooseSteps } from '../../src/site/steps.js';
import { includes } from '../../src/site/workspace.js';

const noBun: Runner = { onPath: () => Promise.resolve(false) };
let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-steps-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function files(entries: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(entries)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), text);
  }
}

const auto: CommandSetting = { kind: 'auto' };

async function linesFor(
  folder = '',
  inputs: { install?: CommandSetting; build?: CommandSetting; publishDir?: string } = {},
): Promise<string[]> {
  const site = await detectSite(path.join(root, folder), { ...noBun, top: root });
  const steps = await chooseSteps(
    { install: inputs.install ?? auto, build: inputs.build ?? auto, publishDir: inputs.publishDir ?? '' },
    site,
  );
  return describedLines(describeSteps(site, steps, root));
}

describe('what the log says will run', () => {
  test('auto: the detected install, build and output, and why', async () => {
    await files({ 'package.json': '{"scripts": {"build": "x"}}', 'package-lock.json': '{}' });

    expect(await linesFor()).toEqual([
      'Detected a build script (scripts.build in package.json); package manager npm (package-lock.json).',
      'Install: npm ci --no-audit --no-fund --prefer-offline (install: auto, from package-lock.json).',
      'Build: npm run build (build: auto, for a build script).',
      'Publish: the first of dist, build, public, out that the build makes (the first that exists after the build).',
    ]);
  });

  test('build: skip and a custom build with publish-dir say what actually runs and which input set it', async () => {
    await files({ 'package.json': '{"dependencies": {"hexo": "8"}}', '_config.yml': 'title: x\n' });

    expect(await linesFor('', { build: { kind: 'skip' } })).toContain('Build: nothing (build: skip).');
    const custom = await linesFor('', {
      build: { kind: 'shell', command: 'make site' },
      publishDir: path.join(root, 'out'),
    });
    expect(custom).toContain('Build: make site (the "build" input).');
    expect(custom).toContain('Publish: out (the "publish-dir" input).');
    expect(custom.join('\n')).not.toContain('hexo generate');
  });

  test('a node_modules without a record of what is in it: the install runs, and the log says why', async () => {
    await files({ 'package.json': '{"dependencies": {"hexo": "8"}}', '_config.yml': '', 'yarn.lock': '' });
    await fs.mkdir(path.join(root, 'node_modules'));

    expect(await linesFor()).toContain(
      'Install: yarn install --frozen-lockfile (install: auto, from yarn.lock; node_modules is present, but there ' +
        'is no node_modules/.yarn-integrity).',
    );
  });

  test('a node_modules and no lockfile to compare it with: the install is skipped, and the log says how to force it', async () => {
    await files({ 'package.json': '{"dependencies": {"hexo": "8"}}', '_config.yml': '' });
    await fs.mkdir(path.join(root, 'node_modules'));

    expect(await linesFor()).toContain(
      'Install: nothing (install: auto, no lockfile to compare node_modules with, and node_modules is present; ' +
        'set "install: npm install --no-audit --no-fund --prefer-offline" to always install).',
    );
  });

  test('bun and Yarn 2+ keep no record we read: the install runs, and the log says so', async () => {
    await files({ 'package.json': '{"packageManager": "yarn@4.5.0"}', '_config.yml': '', 'yarn.lock': '' });
    await fs.writeFile(path.join(root, '.pnp.cjs'), '');

    expect(await linesFor()).toContain(
      'Install: yarn install --immutable (install: auto, from yarn.lock; .pnp.cjs is present, but Yarn 2+ keeps ' +
        'its record in .yarn/install-state.gz, which only Yarn reads).',
    );
  });

  test('install: skip, an install command, and a site without package.json', async () => {
    await files({ 'mkdocs.yml': 'site_name: x\n' });

    expect(await linesFor('', { install: { kind: 'skip' } })).toContain('Install: nothing (install: skip).');
    expect(await linesFor('', { install: { kind: 'shell', command: 'pip install mkdocs' } })).toContain(
      'Install: pip install mkdocs (the "install" input).',
    );
    expect(await linesFor()).toContain('Install: nothing (install: auto, and the site has no package.json).');
  });
});

describe("a preview's base address", () => {
  test('goes to the build as variables, and on the command line of the generators that take it', async () => {
    await files({ 'hugo.toml': "title = 'x'\n" });
    const site = await detectSite(root, noBun);
    const baseUrl = 'https://octo.github.io/blog/pr-preview/pr-3/';

    const steps = await chooseSteps({ install: auto, build: auto, publishDir: '' }, site, { baseUrl, tempDir: root });

    expect(steps.env).toEqual({ PAGES_PUSH_BASE_URL: baseUrl, PAGES_PUSH_BASE_PATH: '/blog/pr-preview/pr-3/' });
    expect(steps.build.steps.map((step) => step.display)).toEqual([`hugo --minify --baseURL ${baseUrl}`]);
  });

  test('Hexo gets a second config file that sets url and root; a build command of the user is left as it is', async () => {
    await files({ 'package.json': '{"dependencies": {"hexo": "8"}}', '_config.yml': 'title: x\n' });
    const site = await detectSite(root, noBun);
    const base = { baseUrl: 'https://blog.example.com/pr-preview/pr-3/', tempDir: root };

    const steps = await chooseSteps({ install: auto, build: auto, publishDir: '' }, site, base);
    const custom = await chooseSteps(
      { install: auto, build: { kind: 'shell', command: 'make' }, publishDir: '' },
      site,
      base,
    );

    expect(steps.build.steps.at(-1)?.args).toEqual([
      'generate',
      '--config',
      `_config.yml,${path.join(root, 'base-address.yml')}`,
    ]);
    expect(steps.files).toEqual([
      {
        path: path.join(root, 'base-address.yml'),
        content: 'url: "https://blog.example.com/pr-preview/pr-3"\nroot: "/pr-preview/pr-3/"\n',
      },
    ]);
    expect(custom.build.steps[0]?.args.at(-1)).toBe('make');
    expect(custom.env.PAGES_PUSH_BASE_PATH).toBe('/pr-preview/pr-3/');
  });
});

describe('Hexo with several config files', () => {
  test('build: auto gives Hexo the --config list, and the address file after it', async () => {
    await files({
      'package.json': '{"dependencies": {"hexo": "8"}}',
      '_config.yml': 'title: x\n',
      '_config.prod.yml': 'url: https://example.com\n',
    });
    const configFiles = [path.join(root, '_config.yml'), path.join(root, '_config.prod.yml')];
    const site = await detectSite(root, {
      ...noBun,
      configSources: { build: undefined, deployCommand: '', configFiles },
    });
    const base = { baseUrl: 'https://blog.example.com/pr-preview/pr-3/', tempDir: root };

    const steps = await chooseSteps({ install: auto, build: auto, publishDir: '' }, site, base);

    expect(steps.build.steps.at(-1)?.args).toEqual([
      'generate',
      '--config',
      `_config.yml,_config.prod.yml,${path.join(root, 'base-address.yml')}`,
    ]);
    expect(site.configFiles).toEqual([path.join(root, '_config.yml'), path.join(root, '_config.prod.yml')]);
  });

  test('of several, only the .yml and .json files Hexo reads are read: a .yaml one is not', async () => {
    await files({
      'package.json': '{"dependencies": {"hexo": "8"}}',
      '_config.yml': 'deploy:\n  type: git\n  repo: https://h/o/a.git\n',
      '_config.prod.yaml': 'deploy:\n  type: git\n  repo: https://h/o/b.git\n',
    });
    const configSources = {
      build: 'hexo g --config _config.yml,_config.prod.yaml',
      deployCommand: '',
      configFiles: [],
    };

    const site = await detectSite(root, { ...noBun, configSources });

    expect(site.deployTargets.map((target) => target.url)).toEqual(['https://h/o/a.git']);
  });
});

describe("a preview's base address through a package.json script", () => {
  const baseUrl = 'https://octo.github.io/blog/pr-preview/pr-3/';

  async function previewBuild(entries: Record<string, string>): Promise<string[]> {
    await files(entries);
    const site = await detectSite(root, noBun);
    const steps = await chooseSteps({ install: auto, build: auto, publishDir: '' }, site, { baseUrl, tempDir: root });
    return steps.build.steps.map((step) => [step.file, ...step.args].join(' '));
  }

  test('VitePress run by "docs:build": "vitepress build docs" gets --base through npm, after --', async () => {
    const build = await previewBuild({
      'package.json': '{"scripts": {"docs:build": "vitepress build docs"}, "devDependencies": {"vitepress": "1"}}',
      'package-lock.json': '{}',
    });

    expect(build).toEqual(['npm run docs:build -- --base /blog/pr-preview/pr-3/']);
  });

  test('pnpm hands the flags on without --; Astro gets --site and --base', async () => {
    const build = await previewBuild({
      'package.json': '{"scripts": {"build": "astro build"}, "dependencies": {"astro": "5"}}',
      'pnpm-lock.yaml': '',
    });

    expect(build).toEqual(['pnpm run build --site https://octo.github.io --base /blog/pr-preview/pr-3/']);
  });

  test('Eleventy run as a binary through Yarn gets --pathprefix', async () => {
    const build = await previewBuild({
      'package.json': '{"devDependencies": {"@11ty/eleventy": "3"}}',
      'yarn.lock': '',
    });

    expect(build).toEqual(['yarn run eleventy --pathprefix=/blog/pr-preview/pr-3/']);
  });

  test('a build script that is exactly Hugo gets --baseURL', async () => {
    const build = await previewBuild({
      'package.json': '{"scripts": {"build": "hugo --gc"}}',
      'package-lock.json': '{}',
    });

    expect(build).toEqual([`npm run build -- --baseURL ${baseUrl}`]);
  });

  test('a script that does more than the generator build, or sets the address itself, is left as it is', async () => {
    const build = await previewBuild({
      'package.json': '{"scripts": {"build": "vitepress build && node post.js"}, "dependencies": {"vitepress": "1"}}',
      'package-lock.json': '{}',
    });

    expect(build).toEqual(['npm run build']);
    expect(baseFlags('vitepress build docs --base /docs/', baseUrl)).toEqual([]);
    expect(baseFlags('hugo server', baseUrl)).toEqual([]);
    expect(baseFlags('eleventy --serve', baseUrl)).toEqual([]);
    expect(baseFlags('NODE_ENV=production astro build', baseUrl)).toEqual([]);
    expect(baseFlags('npx @11ty/eleventy --output=dist', baseUrl)).toEqual(['--pathprefix=/blog/pr-preview/pr-3/']);
    expect(baseFlags('hugo build --minify', baseUrl)).toEqual(['--baseURL', baseUrl]);
  });
});

describe('a site folder inside a workspace', () => {
  test('pnpm-workspace.yaml: pnpm installs at the workspace root, the build runs in the site folder through pnpm', async () => {
    await files({
      'package.json': '{"private": true, "packageManager": "pnpm@10.34.8"}',
      'pnpm-workspace.yaml': "packages:\n  - 'docs'\n  - 'packages/*'\n",
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'docs/package.json': '{"scripts": {"build": "vitepress build"}, "dependencies": {"vitepress": "workspace:*"}}',
      'docs/.vitepress/config.mts': 'export default {}\n',
    });

    const lines = await linesFor('docs');

    expect(lines[0]).toMatch(
      /package manager pnpm \(pnpm-lock.yaml\), from the workspace at the repository root \(pnpm-workspace.yaml\)\.$/,
    );
    expect(lines[1]).toBe(
      "Install: pnpm install --frozen-lockfile in the repository root (install: auto, from the workspace's pnpm-lock.yaml).",
    );
    expect(lines[2]).toBe('Build: pnpm run build in docs (build: auto, for VitePress).');
  });

  test('workspaces in package.json (npm, Yarn): the manager comes from the root lockfile', async () => {
    await files({
      'package.json': '{"private": true, "workspaces": ["site", "lib/*"]}',
      'yarn.lock': '# yarn lockfile v1\n',
      'site/package.json': '{"scripts": {"build": "eleventy"}, "dependencies": {"@11ty/eleventy": "3"}}',
    });

    const site = await detectSite(path.join(root, 'site'), { ...noBun, top: root });
    const steps = await chooseSteps({ install: auto, build: auto, publishDir: '' }, site);

    expect(site.workspace).toEqual({ root, reason: 'workspaces in package.json' });
    expect(steps.install).toMatchObject({ cwd: root, steps: [{ display: 'yarn install --frozen-lockfile' }] });
    expect(site.build.map((step) => step.display)).toEqual(['yarn run build']);
  });

  test("a Hexo site in an npm workspace runs hexo from the workspace root's node_modules when npm hoisted it there", async () => {
    await files({
      'package.json': '{"private": true, "workspaces": ["blog"]}',
      'blog/package.json': '{"dependencies": {"hexo": "8"}}',
      'blog/_config.yml': 'title: x\n',
    });

    const site = await detectSite(path.join(root, 'blog'), { ...noBun, top: root });

    expect(site.build.map((step) => [step.file, step.fallback])).toEqual([
      [path.join(root, 'blog', 'node_modules', '.bin', 'hexo'), path.join(root, 'node_modules', '.bin', 'hexo')],
    ]);
  });

  test('a folder the workspace does not list, or one with its own lockfile, installs on its own', async () => {
    await files({
      'package.json': '{"private": true, "workspaces": ["packages/*"]}',
      'package-lock.json': '{}',
      'docs/package.json': '{"scripts": {"build": "x"}}',
      'blog/package.json': '{"scripts": {"build": "x"}}',
      'blog/pnpm-lock.yaml': '',
    });

    const docs = await detectSite(path.join(root, 'docs'), { ...noBun, top: root });
    const blog = await detectSite(path.join(root, 'blog'), { ...noBun, top: root });

    expect(docs.workspace).toBeUndefined();
    expect(blog.workspace).toBeUndefined();
    expect(blog.packageManager?.name).toBe('pnpm');
  });

  test('a lockfile and packageManager at the root without a workspace declaration: the folder installs on its own', async () => {
    // That lockfile holds only the root package's dependencies: an install there would not install docs'.
    await files({
      'package.json': '{"private": true, "packageManager": "pnpm@10.34.8"}',
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'docs/package.json': '{"scripts": {"build": "vitepress build"}, "dependencies": {"vitepress": "1"}}',
    });

    const lines = await linesFor('docs');

    expect(lines[1]).toBe(
      'Install: npm install --no-audit --no-fund --prefer-offline (install: auto, from package.json, no lockfile).',
    );
  });

  test('never looks above the checkout', async () => {
    await files({
      'package.json': '{"private": true, "workspaces": ["checkout/docs"]}',
      'checkout/docs/package.json': '{"scripts": {"build": "x"}}',
    });

    const site = await detectSite(path.join(root, 'checkout', 'docs'), { ...noBun, top: path.join(root, 'checkout') });

    expect(site.workspace).toBeUndefined();
  });

  test('workspace patterns: globs, and negations that take a folder out again', () => {
    expect(includes(['docs'], 'docs')).toBe(true);
    expect(includes(['./docs/'], 'docs')).toBe(true);
    expect(includes(['packages/*'], 'packages/site')).toBe(true);
    expect(includes(['apps/**'], 'apps/web/site')).toBe(true);
    expect(includes(['packages/*', '!packages/site'], 'packages/site')).toBe(false);
    expect(includes(['packages/*'], 'docs')).toBe(false);
  });
});
