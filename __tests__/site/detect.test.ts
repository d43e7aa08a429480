// Unit tests of generator detection, on real folders: what is recognised, what build: auto runs, where the site lands.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { detectSite, type Runner } from '../../src/site/detect.js';

const noBun: Runner = { onPath: () => Promise.resolve(false) };
let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-detect-'));
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

function packageJson(fields: Record<string, unknown>): string {
  return JSON.stringify({ name: 'site', private: true, ...fields });
}

interface Detected {
  generator: string;
  reason: string;
  build: string[];
  output: string[];
  outputReason: string;
}

async function detect(runner: Runner = noBun): Promise<Detected> {
  const site = await detectSite(root, runner);
  return {
    generator: site.generator,
    reason: site.reason,
    build: site.build.map((step) => step.display),
    output: site.outputDirs.map((dir) => path.relative(root, dir)),
    outputReason: site.outputReason,
  };
}

describe('Hexo', () => {
  test('_config.yml with hexo in package.json, on a fresh checkout: generate into public_dir, no clean to run', async () => {
    await files({
      '_config.yml': 'public_dir: www\n',
      'package.json': packageJson({ dependencies: { hexo: '^8.0.0' } }),
      'package-lock.json': '{}',
      'scripts/helper.js': "hexo.extend.helper.register('x', () => '');\n",
    });

    expect(await detect()).toEqual({
      generator: 'hexo',
      reason: '_config.yml and the hexo dependency',
      build: ['hexo generate'],
      output: ['www'],
      outputReason: 'public_dir in _config.yml',
    });
    expect((await detectSite(root, noBun)).buildNote).toBe(
      'hexo clean left out: the checkout has no db.json, no www/ and no after_clean script',
    );
  });

  // What `hexo clean` would do: delete db.json or the public folder, or run an after_clean filter of the site's
  // scripts or of its theme's (in themes/ or installed as hexo-theme-<name>).
  test.each([
    ['db.json', { 'db.json': '{}' }],
    ['the public_dir folder', { 'www/index.html': 'old' }],
    ["an after_clean filter in the site's scripts", { 'scripts/sub/clean.js': "filter.register('after_clean', f);" }],
    ["one in the theme's scripts", { 'themes/next/scripts/clean.js': "register('after_clean', f);" }],
    ['one in the installed theme', { 'node_modules/hexo-theme-next/scripts/c.js': "register('after_clean', f);" }],
  ])('with %s, clean runs before generate', async (_what, extra: Record<string, string>) => {
    await files({
      '_config.yml': 'public_dir: www\ntheme: next\n',
      'package.json': packageJson({ dependencies: { hexo: '^8.0.0' } }),
      ...extra,
    });

    const site = await detectSite(root, noBun);

    expect(site.build.map((step) => step.display)).toEqual(['hexo clean', 'hexo generate']);
    expect(site.buildNote).toBeUndefined();
  });

  test('wins over Jekyll, which also has a _config.yml', async () => {
    await files({
      '_config.yml': 'title: x\n',
      Gemfile: "gem 'jekyll'\n",
      'package.json': packageJson({ devDependencies: { hexo: '8' } }),
    });

    expect((await detect()).generator).toBe('hexo');
  });
});

describe('Hugo', () => {
  test('hugo.toml: hugo --minify into public', async () => {
    await files({ 'hugo.toml': "baseURL = 'https://example.org/'\n" });

    expect(await detect()).toMatchObject({
      generator: 'hugo',
      reason: 'hugo.toml',
      build: ['hugo --minify'],
      output: ['public'],
      outputReason: "Hugo's default",
    });
  });

  test('publishDir from hugo.yaml', async () => {
    await files({ 'hugo.yaml': 'publishDir: docs\n' });

    expect(await detect()).toMatchObject({ output: ['docs'], outputReason: 'publishDir in hugo.yaml' });
  });

  test('a config.toml with Hugo keys, and a config directory', async () => {
    await files({ 'config.toml': "baseURL = 'https://example.org/'\npublishDir = 'out'\n" });
    expect(await detect()).toMatchObject({ generator: 'hugo', reason: 'config.toml', output: ['out'] });

    await fs.rm(path.join(root, 'config.toml'));
    await files({ 'config/_default/hugo.json': '{"publishDir": "dist"}' });
    expect(await detect()).toMatchObject({ generator: 'hugo', output: ['dist'] });
  });

  test('a config.toml of something else is not Hugo', async () => {
    await files({ 'config.toml': '[server]\nport = 8080\n' });

    expect((await detect()).generator).toBe('none');
  });
});

describe('Jekyll', () => {
  test('_config.yml without hexo: jekyll build into destination', async () => {
    await files({ '_config.yml': 'destination: out\n' });

    expect(await detect()).toMatchObject({
      generator: 'jekyll',
      reason: '_config.yml',
      build: ['jekyll build'],
      output: ['out'],
      outputReason: 'destination in _config.yml',
    });
  });

  test('with a Gemfile: bundle exec jekyll build into _site', async () => {
    await files({ '_config.yml': 'title: x\n', Gemfile: "source 'https://rubygems.org'\ngem 'jekyll', '~> 4.3'\n" });

    expect(await detect()).toMatchObject({
      reason: '_config.yml and jekyll in the Gemfile',
      build: ['bundle exec jekyll build'],
      output: ['_site'],
    });
  });
});

describe('MkDocs', () => {
  test('mkdocs.yml: mkdocs build into site_dir', async () => {
    await files({ 'mkdocs.yml': 'site_name: Docs\nsite_dir: public\n' });

    expect(await detect()).toMatchObject({
      generator: 'mkdocs',
      build: ['mkdocs build'],
      output: ['public'],
      outputReason: 'site_dir in mkdocs.yml',
    });
  });
});

describe('Node generators', () => {
  test('Eleventy without a build script runs its local binary into _site', async () => {
    await files({
      'package.json': packageJson({ devDependencies: { '@11ty/eleventy': '^3.0.0' } }),
      'package-lock.json': '{}',
    });

    expect(await detect()).toMatchObject({
      generator: 'eleventy',
      build: ['npx --no -- eleventy'],
      output: ['_site'],
      outputReason: "Eleventy's default",
    });
  });

  test("Eleventy's output from its build script or its config", async () => {
    await files({
      'package.json': packageJson({
        scripts: { build: 'eleventy --output=www' },
        devDependencies: { '@11ty/eleventy': '3' },
      }),
      'pnpm-lock.yaml': '',
    });
    expect(await detect()).toMatchObject({
      build: ['pnpm run build'],
      output: ['www'],
      outputReason: 'the build script',
    });

    await files({
      'package.json': packageJson({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "export default { dir: { input: 'src', output: 'dist' } };\n",
    });
    expect(await detect()).toMatchObject({ output: ['dist'], outputReason: 'dir.output in eleventy.config.js' });
  });

  test('VitePress: the docs:build script, and .vitepress/dist under the docs root it names', async () => {
    await files({
      'package.json': packageJson({
        scripts: { 'docs:dev': 'vitepress dev guide', 'docs:build': 'vitepress build guide' },
        devDependencies: { vitepress: '1' },
      }),
      'yarn.lock': '',
    });

    expect(await detect()).toMatchObject({
      generator: 'vitepress',
      reason: 'the vitepress dependency and scripts.docs:build',
      build: ['yarn run docs:build'],
      output: [path.join('guide', '.vitepress', 'dist')],
    });
  });

  test('VitePress: a script that names no docs root builds the site folder', async () => {
    await files({
      'package.json': packageJson({ scripts: { build: 'vitepress build' }, devDependencies: { vitepress: '1' } }),
      'docs/.vitepress/config.mts': 'export default {}\n',
    });

    expect(await detect()).toMatchObject({ build: ['npm run build'], output: [path.join('.vitepress', 'dist')] });
  });

  test("VitePress: outDir from the config, relative to the docs root; no script runs vitepress' binary", async () => {
    await files({
      'package.json': packageJson({ devDependencies: { vitepress: '1' } }),
      'docs/.vitepress/config.mts': "export default defineConfig({ outDir: '../public' })\n",
    });

    expect(await detect()).toMatchObject({
      build: ['npx --no -- vitepress build docs'],
      output: ['public'],
      outputReason: `outDir in ${path.join('docs', '.vitepress', 'config.mts')}`,
    });
  });

  test('Astro: the build script, outDir from astro.config', async () => {
    await files({
      'package.json': packageJson({ scripts: { build: 'astro build' }, dependencies: { astro: '5' } }),
      'astro.config.mjs': "export default defineConfig({ outDir: './out' });\n",
      'bun.lock': '',
    });

    expect(await detect({ onPath: (binary) => Promise.resolve(binary === 'bun') })).toMatchObject({
      generator: 'astro',
      build: ['bun run build'],
      output: ['out'],
      outputReason: 'outDir in astro.config.mjs',
    });
  });

  test('Docusaurus: the build script into build, or its --out-dir', async () => {
    await files({
      'package.json': packageJson({
        scripts: { build: 'docusaurus build --out-dir public' },
        dependencies: { '@docusaurus/core': '3' },
      }),
    });

    expect(await detect()).toMatchObject({
      generator: 'docusaurus',
      build: ['npm run build'],
      output: ['public'],
      outputReason: 'the build script',
    });
  });

  test('any other build script: the first of dist, build, public, out', async () => {
    await files({ 'package.json': packageJson({ scripts: { build: 'vite build' } }) });

    expect(await detect()).toMatchObject({
      generator: 'build-script',
      build: ['npm run build'],
      output: ['dist', 'build', 'public', 'out'],
    });
  });
});

describe('no generator', () => {
  test('publishes public as it is', async () => {
    await files({ 'public/index.html': 'x', 'package.json': packageJson({}) });

    expect(await detect()).toMatchObject({ generator: 'none', build: [], output: ['public'] });
  });

  test('a missing site folder names the input and the checkout step', async () => {
    await expect(detectSite(path.join(root, 'website'), noBun)).rejects.toThrow(
      /website does not exist or is not a folder\. Check "working-directory", and that a checkout step/,
    );
  });

  test('a broken package.json says so', async () => {
    await files({ 'package.json': '{ "name": ' });

    await expect(detectSite(root, noBun)).rejects.toThrow('package.json is not valid JSON');
  });
});
