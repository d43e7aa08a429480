// End to end, the `cache` input: the bundle, run as the runner runs it, against the runner's cache service stand-in
// (cache-service.mjs, the Twirp calls @actions/cache makes, read with the package's own message types) in front of
// Azurite. The fixture blog's node_modules saved after a real `npm ci` and restored by the next run, which skips the
// install; a restored node_modules of another lockfile installed over; Hexo's db.json kept, so an unchanged blog
// (with Hexo's default theme, landscape, which prints each post's database id) makes no commit, and a changed post gives
// the tree of a clean `hexo clean && hexo generate`; a cache service in trouble only warned about; no entry holding
// the token. The tests run in order: each run finds what the earlier ones saved, as a repository's runs do.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { Azurite } from '../support/azurite.mjs';
import { CacheService } from '../support/cache-service.mjs';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { addPost, setDeployTarget } from '../support/hexo.mjs';
import { HEXO_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { REPO_ROOT, runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const run = promisify(execFile);
const e2e = useEndToEnd();
let azurite: Azurite;
let cache: CacheService;
/** The repository every run of the blog deploys to (as one repository's workflow does, run after run). */
let repo = '';

beforeAll(async () => {
  azurite = await Azurite.start();
  cache = await CacheService.start(azurite);
  repo = e2e.repoName('blog');
  await e2e.server.createRepo(repo);
}, 60000);

afterAll(async () => {
  await cache.stop();
  await azurite.stop();
});

const NPM_CI = 'Running install command: npm ci --no-audit --no-fund --prefer-offline';
const LANDSCAPE = path.join(REPO_ROOT, '__tests__', 'fixtures', 'hexo-landscape');
/** What the fixture blog publishes with landscape (with .nojekyll). */
const LANDSCAPE_FILES = [
  ...HEXO_SITE_FILES,
  'css/images/banner.jpg',
  'css/style.css',
  'fancybox/jquery.fancybox.min.css',
  'fancybox/jquery.fancybox.min.js',
  'js/jquery-3.6.4.min.js',
  'js/script.js',
].sort();

/**
 * A job of the fixture blog with nothing installed, deploying to `repo`; with Hexo's default theme, landscape (from
 * the npm registry: ../fixtures/hexo-landscape), whose post pages print each post's database id (`data-id`), unless
 * `plain` (the blog's own theme, which prints none).
 */
async function blogJob({ plain = false } = {}): Promise<Job> {
  const job = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });
  await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  if (!plain) {
    for (const file of ['package.json', 'package-lock.json']) {
      await fs.copyFile(path.join(LANDSCAPE, file), path.join(job.workspace, file));
    }
    const config = path.join(job.workspace, '_config.yml');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace(/^theme: plain$/m, 'theme: landscape'));
  }
  return job;
}

async function deploy(job: Job, env: Record<string, string> = {}): Promise<ActionResult> {
  const requestsBefore = cache.requests.length;
  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, 'base-path': 'off', repository: e2e.server.repoUrl(repo) },
    env: { ...cache.runnerEnv(), ...env },
    timeoutMs: 300000,
  });
  expect(result.errors).toEqual([]);
  expect(result.exitCode).toBe(0);
  // The only calls a restore and a save make.
  for (const request of cache.requests.slice(requestsBefore)) {
    expect(['GetCacheEntryDownloadURL', 'CreateCacheEntry', 'FinalizeCacheEntryUpload']).toContain(request.method);
  }
  return result;
}

/** The keys (and restore keys) the runs asked for since `from`, by what they name. */
function lookups(from: number, kind: 'node-modules' | 'hexo-db'): { key: string; restoreKeys: string[] }[] {
  return cache.requests
    .slice(from)
    .filter((request) => request.method === 'GetCacheEntryDownloadURL')
    .map((request) => request.message as { key: string; restoreKeys: string[] })
    .filter((message) => message.key.startsWith(`pages-push-${kind}-`));
}

/** An entry's archive unpacked from zstd (the toolkit writes it with a window of up to 2^30 bytes). */
function unzstd(content: Buffer | undefined): Buffer {
  return execFileSync('zstd', ['-d', '--long=30', '-c'], { input: content, maxBuffer: 1024 * 1024 * 1024 });
}

const branchHash = (ref: string): string => execFileSync('sha256sum', { input: ref }).toString().slice(0, 12);

describe('cache: auto, on the fixture Hexo blog', () => {
  let nodeModulesKey = '';

  test('a first run installs, then saves node_modules and Hexo db.json to the Actions cache', async () => {
    const from = cache.requests.length;
    const job = await blogJob();

    const result = await deploy(job);

    const nodeVersion = (await run('node', ['--version'])).stdout.trim().slice(1);
    const [lookup] = lookups(from, 'node-modules');
    const prefix = `pages-push-node-modules-v1-Linux-X64-node${nodeVersion}-npm-`;
    expect(lookup?.key).toMatch(new RegExp(`^${prefix.replace(/\./g, '\\.')}[0-9a-f]{64}$`));
    expect(lookup?.restoreKeys).toEqual([prefix]);
    nodeModulesKey = lookup?.key ?? '';
    expect(result.log).toContain(`Cache: no node_modules in the Actions cache for ${nodeModulesKey}`);
    expect(result.log).toContain(NPM_CI);
    expect(result.log).toContain(`Cache: saved node_modules as ${nodeModulesKey}.`);
    expect(result.log).toContain("Cache: no Hexo's db.json for this branch, config and theme: a full build.");
    // Both saved in the scope of the run's own branch.
    const saved = cache.saved();
    expect(saved[0]).toEqual(['refs/heads/source', nodeModulesKey]);
    expect(saved[1]?.[0]).toBe('refs/heads/source');
    expect(saved[1]?.[1]).toContain(`-${branchHash('source')}-`);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(LANDSCAPE_FILES);
    expect(await e2e.server.log(repo, 'gh-pages')).toHaveLength(1);
    // The toolkit's folders for its archives (made in RUNNER_TEMP, which it leaves) are gone with the step.
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
  }, 300000);

  test('a second run restores both, skips the install, and the unchanged blog makes no commit', async () => {
    const job = await blogJob();

    const result = await deploy(job);

    expect(result.log).toContain(
      `Cache: restored node_modules from ${nodeModulesKey}, made from this package-lock.json.`,
    );
    expect(result.log).toContain(
      "Install: nothing (install: auto, and node_modules matches package-lock.json (npm's record in " +
        'node_modules/.package-lock.json): install skipped).',
    );
    expect(result.log).not.toContain('Running install command');
    expect(result.log).toMatch(
      /Cache: restored Hexo's db\.json from pages-push-hexo-db-json-v1-\S+: hexo generate on a fresh/,
    );
    expect(result.log).not.toContain('Running build command: hexo clean');
    expect(result.log).toContain('Running build command: hexo generate');
    // The post pages print the same ids: nothing changed, nothing pushed.
    expect(await e2e.server.log(repo, 'gh-pages')).toHaveLength(1);
    expect(result.warnings.filter((warning) => /cache/i.test(warning))).toEqual([]);
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
    // The control: the real hexo clean && hexo generate of the same sources (what a run without the cache builds)
    // gives each post a new id, so its pages differ from the deployed ones, and such a deploy commits.
    const hexo = path.join(job.workspace, 'node_modules/.bin/hexo');
    await run(hexo, ['clean'], { cwd: job.workspace });
    await run(hexo, ['generate'], { cwd: job.workspace });
    const page = '2026/01/05/hello-world/index.html';
    const deployed = (await e2e.server.files(repo, 'gh-pages'))[page];
    expect(deployed).toMatch(/data-id="[^"]+"/);
    expect(await fs.readFile(path.join(job.workspace, 'public', page), 'utf8')).not.toBe(deployed);
  }, 300000);

  test('one post changed: the deployed tree is exactly what a clean hexo clean && hexo generate makes', async () => {
    // A theme without post ids (a clean build makes new ones): a first run of it keeps its database.
    const first = await blogJob({ plain: true });
    await deploy(first);
    const job = await blogJob({ plain: true });
    const post = path.join(job.workspace, 'source/_posts/second-post.md');
    await fs.writeFile(post, `${await fs.readFile(post, 'utf8')}\nOne more paragraph, written later.\n`);
    await addPost(job.workspace, 'fourth-post', 'Fourth post', 'A post added since.');

    const result = await deploy(job);

    expect(result.log).toMatch(/Cache: restored Hexo's db\.json from \S+: hexo generate on a fresh public\//);
    const deployed = await e2e.server.files(repo, 'gh-pages');
    expect(deployed['2026/02/10/second-post/index.html']).toContain('One more paragraph, written later.');
    // The real Hexo, from scratch, in the same workspace (its config restored, the same node_modules).
    const hexo = path.join(job.workspace, 'node_modules/.bin/hexo');
    await run(hexo, ['clean'], { cwd: job.workspace });
    await run(hexo, ['generate'], { cwd: job.workspace });
    const clean: Record<string, string> = { '.nojekyll': '' };
    const publicDir = path.join(job.workspace, 'public');
    for (const name of await fs.readdir(publicDir, { recursive: true })) {
      const file = path.join(publicDir, name);
      if ((await fs.stat(file)).isFile()) clean[name] = await fs.readFile(file, 'utf8');
    }
    expect(deployed).toEqual(clean);
  }, 300000);

  test('a restored node_modules of another lockfile is installed over, and the log says why', async () => {
    // Another run's entry under the same prefix: this blog's node_modules, but npm's record of an older lockfile.
    // Made from the first run's entry, as Azurite holds it, with npm's record of an older lockfile in it.
    const first = cache.entries.find((entry) => entry.key === nodeModulesKey);
    if (!first) throw new Error('the first run saved no node_modules');
    const stored = await azurite.readBlob('actions-cache', first.blob);
    const older = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
    execFileSync('tar', ['-x', '-C', older.workspace], { input: unzstd(stored?.content) });
    const record = path.join(older.workspace, 'node_modules/.package-lock.json');
    const text = await fs.readFile(record, 'utf8');
    const recordTime = (await fs.stat(record)).mtime;
    await fs.writeFile(
      record,
      text.replace(/("node_modules\/hexo-generator-index": \{\s*"version": )"4\.0\.0"/, '$1"3.0.0"'),
    );
    await fs.utimes(record, recordTime, recordTime);
    const archive = execFileSync('tar', ['--posix', '-c', '--zstd', '-C', older.workspace, 'node_modules'], {
      maxBuffer: 1024 * 1024 * 1024,
    });
    const olderKey = nodeModulesKey.replace(/[0-9a-f]{64}$/, 'f'.repeat(64));
    await cache.seed({ scope: 'refs/heads/source', key: olderKey, version: first.version, content: archive });
    const job = await blogJob({ plain: true });
    // A lockfile of another content: its hash, and so its key, differ (npm reads it the same).
    const lockfile = path.join(job.workspace, 'package-lock.json');
    await fs.writeFile(lockfile, `${(await fs.readFile(lockfile, 'utf8')).trimEnd()}\n\n`);

    const result = await deploy(job);

    expect(result.log).toContain(
      `Cache: restored node_modules from ${olderKey}, made from another package-lock.json: the install goes over it.`,
    );
    expect(result.log).toContain(
      'node_modules is out of date: node_modules/hexo-generator-index is 4.0.0 in package-lock.json but 3.0.0 in node_modules',
    );
    expect(result.log).toContain(NPM_CI);
    expect(result.log).toMatch(/Cache: saved node_modules as pages-push-node-modules-v1-\S+-npm-[0-9a-f]{64}\./);
  }, 300000);

  test("a pull request's run never asks for another branch's db.json, and no entry holds the token", async () => {
    // A run of pull request 7, whose token reads its base branch's entries and writes its own ref's. A plugin of the
    // blog keeps the deploy config (with the token, while the build runs) in Hexo's database and in node_modules.
    cache.scopes = { ref: 'refs/pull/7/merge', read: ['refs/heads/source'] };
    const job = await blogJob();
    const script = [
      "hexo.extend.filter.register('before_generate', () => {",
      '  const leak = JSON.stringify(hexo.config.deploy);',
      "  require('node:fs').writeFileSync(require('node:path').join(hexo.base_dir, 'node_modules', 'leak.txt'), leak);",
      "  return hexo.model('Data').save({ _id: 'leak', data: leak });",
      '});',
    ].join('\n');
    await fs.mkdir(path.join(job.workspace, 'scripts'));
    await fs.writeFile(path.join(job.workspace, 'scripts/leak.js'), script);
    const from = cache.requests.length;

    try {
      const result = await deploy(job, { GITHUB_REF: 'refs/pull/7/merge', GITHUB_REF_NAME: '7/merge' });

      expect(result.log).toContain(`Cache: restored node_modules from ${nodeModulesKey}`);
      for (const lookup of lookups(from, 'hexo-db')) {
        for (const key of [lookup.key, ...lookup.restoreKeys]) expect(key).toContain(`-${branchHash('7/merge')}-`);
      }
      expect(result.log).toContain("Cache: no Hexo's db.json for this branch, config and theme");
      expect(cache.saved().at(-1)?.[0]).toBe('refs/pull/7/merge');
    } finally {
      cache.scopes = { ref: 'refs/heads/source', read: [] };
    }
    // Every entry, unpacked: none holds the token, in any form.
    for (const entry of cache.entries.filter((each) => each.finalized)) {
      const stored = await azurite.readBlob('actions-cache', entry.blob);
      const tar = unzstd(stored?.content);
      for (const form of tokenForms(VALID_TOKEN)) expect(tar.indexOf(form)).toBe(-1);
    }
  }, 300000);

  test('a cache service that answers with errors: warnings, and the deploy goes on', async () => {
    cache.failWith = { status: 400, code: 'invalid_argument', msg: 'the service is in trouble' };
    const job = await e2e.job({ fixture: 'hexo-blog' });
    await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    await addPost(job.workspace, 'fifth-post', 'Fifth post', 'Published while the cache was down.');

    try {
      const result = await deploy(job);

      expect(result.warnings.join('\n')).toContain('the service is in trouble');
      expect(await e2e.server.paths(repo, 'gh-pages')).toContain('2026/04/01/fifth-post/index.html');
    } finally {
      cache.failWith = undefined;
    }
  }, 300000);
});

describe('cache: off', () => {
  test('asks the cache nothing, and builds in full', async () => {
    const job = await e2e.job({ fixture: 'hexo-blog' });
    await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    const from = cache.requests.length;

    const result = await runAction(job, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, 'base-path': 'off', cache: 'off', repository: e2e.server.repoUrl(repo) },
      env: cache.runnerEnv(),
    });

    expect(result.errors).toEqual([]);
    expect(cache.requests).toHaveLength(from);
    expect(result.log).toContain('Running build command: hexo generate');
    expect(result.log).not.toContain('Cache:');
  }, 300000);
});

describe('cache: auto, on a blog whose own scripts hook hexo clean', () => {
  test('hexo clean runs on every deploy, and no db.json is restored past it', async () => {
    const deployOnce = async (): Promise<{ result: ActionResult; cleaned: boolean }> => {
      const job = await e2e.job({ fixture: 'hexo-blog' });
      await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
      await fs.mkdir(path.join(job.workspace, 'scripts'), { recursive: true });
      await fs.writeFile(
        path.join(job.workspace, 'scripts', 'after-clean.js'),
        "hexo.extend.filter.register('after_clean', () => require('fs').writeFileSync(hexo.base_dir + 'cleaned', ''));\n",
      );
      const result = await deploy(job);
      return { result, cleaned: existsSync(path.join(job.workspace, 'cleaned')) };
    };

    await deployOnce();
    const { result, cleaned } = await deployOnce();

    expect(result.log).toContain(
      'Cache: hexo clean has work to do here besides db.json: a full build, nothing restored.',
    );
    expect(result.log).toContain('Running build command: hexo clean');
    expect(cleaned).toBe(true);
  }, 300000);
});

// Was a hole: the toolkit runs tar (and zstd, through tar) by name, found on PATH, with the runner's token in their
// environment; an install that wrote them into a folder PATH names before the system's (the tool cache's `bin`
// folder, which the runner's user may write) had the saves after it run them.
describe('cache: auto, with an install that writes tar and zstd into a folder first on PATH', () => {
  test('the saves after the install and the build run neither', async () => {
    const job = await blogJob({ plain: true });
    const bin = path.join(job.root, 'tool-cache-bin');
    await fs.mkdir(bin);
    const stolen = path.join(job.root, 'stolen-by-tools');
    for (const tool of ['tar', 'zstd']) {
      const real = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
      const fake = `#!/bin/sh\n{ echo ${tool}; env; } >> '${stolen}'\nexec '${real}' "$@"\n`;
      await fs.writeFile(path.join(job.workspace, `planted-${tool}`), fake);
    }
    // A dependency's install script, as `npm ci` runs it.
    const plant = `for tool in tar zstd; do cp planted-$tool "${bin}/$tool" && chmod +x "${bin}/$tool"; done`;
    await fs.writeFile(path.join(job.workspace, 'plant.sh'), plant);
    const manifestFile = path.join(job.workspace, 'package.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as { scripts?: Record<string, string> };
    manifest.scripts = { ...manifest.scripts, postinstall: 'sh plant.sh' };
    await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));

    const result = await runAction(job, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, 'base-path': 'off', repository: e2e.server.repoUrl(repo) },
      // Keys of their own (another runner's architecture, another branch): nothing the runs above saved is restored,
      // so the install runs, and both are saved after it.
      env: {
        ...cache.runnerEnv(),
        RUNNER_ARCH: 'ARM64',
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
        GITHUB_REF: 'refs/heads/planted-tools',
        GITHUB_REF_NAME: 'planted-tools',
      },
      timeoutMs: 300000,
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain(NPM_CI);
    expect(existsSync(path.join(bin, 'tar'))).toBe(true); // the install planted them
    expect(result.log).toMatch(/Cache: saved node_modules as pages-push-node-modules-v1-Linux-ARM64-/);
    expect(result.log).toMatch(/Cache: saved db\.json as pages-push-hexo-db-json-v1-/);
    expect(existsSync(stolen)).toBe(false);
  }, 300000);
});
