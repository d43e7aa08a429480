// End to end: `build: auto` recognises each generator, runs the real one and publishes exactly what it wrote.
/* eslint-disable jest/no-standalone-expect -- tests are declared as `(missing ? test.skip : test)(…)`, so that a
   generator whose toolchain is missing is reported as skipped; the rule cannot see that this is a test block. */
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, installed, tokenForms, useEndToEnd, withPnpm } from '../support/e2e.js';
import { brokenUnder, rootLinks } from '../support/links.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server plays github.com: a project site's base is github.io's /<name>/.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** The job's HOME is new in every test; npm's cache is shared, so a package is downloaded once per machine. */
const NPM_CACHE = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');

interface GeneratorCase {
  fixture: string;
  /** What the log says was detected. */
  detected: string;
  /** The build command the log shows. */
  command: string;
  /** The folder the generator writes, relative to the site. */
  output: string;
  /** A page from each of two source files, and a text each must hold. */
  pages: Record<string, string>;
  /** The binary from Debian's packages the generator needs (.ci/run installs it); npm ones need none. */
  tool?: string;
  /**
   * The npm generators: the site is also checked as built for the project site's base `/<name>/`, in the same deploy
   * (each of these fixtures is installed and built once per run): a change to the fixture first (a link to a second
   * page, written as the generator's base-aware helper writes it), then what the log and the published links show.
   */
  base?: {
    prepare?: (workspace: string) => Promise<void>;
    check: (result: ActionResult, files: Record<string, string>, base: string) => void;
  };
}

const CASES: GeneratorCase[] = [
  {
    fixture: 'hugo-site',
    detected: 'Detected Hugo (hugo.toml)',
    command: 'hugo --minify',
    output: 'public',
    pages: { 'index.html': 'Hugo fixture home', 'posts/first/index.html': 'A second source file' },
    tool: 'hugo',
  },
  {
    fixture: 'jekyll-site',
    detected: 'Detected Jekyll (_config.yml)',
    command: 'jekyll build',
    output: '_site',
    pages: { 'index.html': 'Jekyll fixture home', 'about/index.html': 'About this Jekyll site' },
    tool: 'jekyll',
  },
  {
    fixture: 'mkdocs-site',
    detected: 'Detected MkDocs (mkdocs.yml)',
    command: 'mkdocs build',
    output: 'site',
    pages: { 'index.html': 'MkDocs fixture home', 'about/index.html': 'About this MkDocs site' },
    tool: 'mkdocs',
  },
  {
    fixture: 'eleventy-site',
    detected: 'Detected Eleventy (the @11ty/eleventy dependency)',
    command: 'npx --no -- eleventy',
    output: '_site',
    pages: { 'index.html': 'Eleventy fixture home', 'about/index.html': 'About this Eleventy site' },
    base: {
      // Built with --pathprefix, which its url filter uses.
      prepare: (site) => fs.appendFile(path.join(site, 'index.md'), "\n[About]({{ '/about/' | url }})\n"),
      check: (result, files, base) => {
        expect(result.log).toContain(`Running build command: npx --no -- eleventy --pathprefix=${base}\n`);
        expect(rootLinks(files)).toContain(`${base}about/`);
        expect(brokenUnder(files, base)).toEqual([]);
      },
    },
  },
  {
    fixture: 'vitepress-site',
    detected: 'Detected VitePress (the vitepress dependency and scripts.docs:build)',
    command: 'npm run docs:build',
    output: 'docs/.vitepress/dist',
    pages: { 'index.html': 'VitePress fixture home', 'guide.html': 'Guide page' },
    base: {
      // Built with --base through npm; its pages and assets resolve there.
      check: (result, files, base) => {
        expect(result.log).toContain(
          `Base address https://octo.github.io${base} (a project site): passed to VitePress as --base (the path).`,
        );
        expect(rootLinks(files).some((link) => /\/assets\/app\.[\w-]+\.js$/.test(link))).toBe(true);
        expect(brokenUnder(files, base)).toEqual([]);
      },
    },
  },
  {
    fixture: 'astro-site',
    detected: 'Detected Astro (the astro dependency and scripts.build)',
    command: 'npm run build',
    output: 'dist',
    pages: { 'index.html': 'Astro fixture home', 'about/index.html': 'About this Astro site' },
    base: {
      // Built with --site and --base through npm.
      prepare: (site) =>
        fs.writeFile(
          path.join(site, 'src', 'pages', 'index.astro'),
          "---\nconst base = import.meta.env.BASE_URL.replace(/\\/$/, '');\n---\n" +
            '<html><body><h1>Astro fixture home</h1><a href={`${base}/about/`}>About</a></body></html>\n',
        ),
      check: (result, files, base) => {
        expect(result.log).toContain(
          `Running build command: npm run build -- --site https://octo.github.io --base ${base}\n`,
        );
        expect(rootLinks(files)).toContain(`${base}about/`);
        expect(brokenUnder(files, base)).toEqual([]);
      },
    },
  },
  {
    fixture: 'docusaurus-site',
    detected: 'Detected Docusaurus (the @docusaurus/core dependency and scripts.build)',
    command: 'npm run build',
    output: 'build',
    pages: { 'index.html': 'Docusaurus fixture home', 'about/index.html': 'About this Docusaurus site' },
  },
];

/** Every file under `dir`, relative and sorted: what the generator wrote. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The node_modules each npm row installed, moved out of its job once the row is checked (by fixture): a later test of
 * the same fixture starts with it, as a cache restores it, instead of installing the same lockfile again.
 */
const INSTALLS = path.join(os.tmpdir(), `pages-push-generator-installs-${process.pid}`);
afterAll(async () => {
  await fs.rm(INSTALLS, { recursive: true, force: true });
});

async function keepInstall(fixture: string, work: Job): Promise<void> {
  await fs.mkdir(INSTALLS, { recursive: true });
  await fs.rename(path.join(work.workspace, 'node_modules'), path.join(INSTALLS, fixture)).catch(() => undefined);
}

/** The install a row of `fixture` left, if it ran (else the test installs, as `install: auto` does). */
async function reuseInstall(fixture: string, work: Job): Promise<void> {
  await fs.rename(path.join(INSTALLS, fixture), path.join(work.workspace, 'node_modules')).catch(() => undefined);
}

describe.each(CASES)('$fixture', (generator) => {
  const missing = generator.tool !== undefined && !installed(generator.tool);
  if (missing) {
    // Visible in the run's output: the toolchain could not be installed here, so this generator is not checked.
    console.warn(
      `SKIPPED ${generator.fixture}: "${generator.tool}" is not on PATH (.ci/run installs it with apt-get).`,
    );
  }
  (missing ? test.skip : test)(
    'build: auto with only a token publishes exactly what the real generator wrote' +
      (generator.base ? ", built for the project site's base /<name>/" : ''),
    async () => {
      const repo = e2e.repoName(generator.fixture);
      await e2e.server.createRepo(repo);
      const work = await e2e.job({ fixture: generator.fixture, linkNodeModules: false });
      await generator.base?.prepare?.(work.workspace);

      const result = await runAction(work, {
        serverUrl: e2e.server.url,
        repository: repo,
        inputs: { token: VALID_TOKEN },
        env: { npm_config_cache: NPM_CACHE },
        timeoutMs: 420000,
      });

      expect(result.errors).toEqual([]);
      expect(result.log).toContain(generator.detected);
      expect(result.log).toContain(`Running build command: ${generator.command}`);
      const written = await filesUnder(path.join(work.workspace, generator.output));
      expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['.nojekyll', ...written].sort());
      const published = await e2e.server.files(repo, 'gh-pages');
      for (const [page, text] of Object.entries(generator.pages)) expect(published[page]).toContain(text);
      await e2e.server.fsck(repo);
      await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
      generator.base?.check(result, published, `/${repo.split('/')[1] ?? ''}/`);
      if (generator.tool === undefined) await keepInstall(generator.fixture, work);
    },
    480000,
  );
});

const noMkDocs = !installed('mkdocs');
if (noMkDocs) console.warn('SKIPPED the working-directory test: "mkdocs" is not on PATH.');
(noMkDocs ? test.skip : test)(
  'working-directory: a site in a folder is detected, built and published from there',
  async () => {
    const repo = e2e.repoName('docs');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site' });
    const site = path.join(work.workspace, 'website');
    await fs.mkdir(path.join(site, 'docs'), { recursive: true });
    await fs.writeFile(path.join(site, 'mkdocs.yml'), 'site_name: In a folder\nsite_dir: out\n');
    await fs.writeFile(path.join(site, 'docs', 'index.md'), '# Docs in a folder\n');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN, 'working-directory': 'website' },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain('Publish: website/out (site_dir in mkdocs.yml).');
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['index.html']).toContain('Docs in a folder');
    // The workspace root's own public/ is not what was published.
    expect(Object.keys(published)).not.toContain('assets/style.css');
  },
);

test('a pnpm lockfile: install: auto runs pnpm install --frozen-lockfile, and the build runs through pnpm', async () => {
  const repo = e2e.repoName('pnpm');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'pnpm-site', linkNodeModules: false });
  const env = await withPnpm(work);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN },
    env,
    timeoutMs: 420000,
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('package manager pnpm (pnpm-lock.yaml)');
  expect(result.log).toContain('Running install command: pnpm install --frozen-lockfile');
  expect(result.log).toContain('Running build command: pnpm run build');
  const published = await e2e.server.files(repo, 'gh-pages');
  expect(published['index.html']).toContain('Eleventy built with pnpm');
  expect(published['about/index.html']).toContain('About this Eleventy site');
}, 480000);

test("a preview of the VitePress site: its pages and assets link under the preview's path", async () => {
  const repo = e2e.repoName('vitepress-preview');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'vitepress-site', linkNodeModules: false });
  // The VitePress row above installed the same lockfile: its node_modules, as restored from a cache (install: auto
  // then finds it current, as install-record.test.ts checks for the fixture blog).
  await reuseInstall('vitepress-site', work);
  const event = path.join(work.root, 'event.json');
  const pull = { number: 5, head: { repo: { full_name: repo } }, base: { repo: { full_name: repo } } };
  await fs.writeFile(event, JSON.stringify({ action: 'opened', number: 5, pull_request: pull }));

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN, preview: 'true' },
    env: { npm_config_cache: NPM_CACHE, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event },
    timeoutMs: 420000,
  });

  expect(result.errors).toEqual([]);
  const base = `/${repo.split('/')[1] ?? ''}/pr-preview/pr-5/`;
  // "docs:build": "vitepress build docs" is exactly VitePress' build, so the address goes through npm.
  expect(result.log).toContain(`Running build command: npm run docs:build -- --base ${base}`);
  const home = (await e2e.server.files(repo, 'gh-pages'))['pr-preview/pr-5/index.html'] ?? '';
  expect(home).toContain('VitePress fixture home');
  const links = [...home.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(2);
  expect(links.filter((link) => !link.startsWith(base))).toEqual([]);
  // The site's own home link, and its scripts and styles.
  expect(links).toContain(base);
  expect(links.some((link) => /\/assets\/app\.[\w-]+\.js$/.test(link))).toBe(true);
}, 480000);
