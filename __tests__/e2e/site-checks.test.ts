// End to end: a broken site is caught before it goes live (a real Hexo render error, a library's dist/), a site in a
// pnpm workspace installs at the workspace root with pnpm, and the log and the summary say what ran and what failed.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd, withPnpm } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

// The git server plays github.com, where the branch is served at github.io's address, whose links are checked.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** The fixture blog with a page whose template throws while Hexo renders it: Hexo logs ERROR and exits 0. */
async function brokenHexoPage(work: Job, repo: string): Promise<void> {
  // Built for where the branch is served (a project site, https://octo.github.io/<name>/), so that its links resolve.
  const config = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(config, 'utf8');
  await fs.writeFile(
    config,
    text.replace('url: https://octo.github.io/blog', `url: https://octo.github.io/${repo.split('/')[1] ?? ''}`),
  );
  await fs.mkdir(path.join(work.workspace, 'source', 'plugins'), { recursive: true });
  await fs.writeFile(
    path.join(work.workspace, 'source', 'plugins', 'index.md'),
    '---\ntitle: Plugins\nlayout: plugins\n---\nThe plugin list.\n',
  );
  // tags_list is undefined on a page: calling a method on it is the kind of TypeError a theme update brings.
  await fs.writeFile(
    path.join(work.workspace, 'themes', 'plain', 'layout', 'plugins.ejs'),
    '<h1><%= page.title %></h1>\n<%= page.tags_list.toLowerCase() %>\n',
  );
}

describe('a Hexo page that fails to render (Hexo exits 0, and writes it empty)', () => {
  test('is published with warnings naming the page and the error line, in the log and the summary', async () => {
    const repo = e2e.repoName('render');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    await brokenHexoPage(work, repo);

    const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^The build printed an error line but exited 0: "ERROR TypeError: .*plugins\.ejs:\d+"/),
      expect.stringMatching(/^A page is empty \(0 bytes\): plugins\/index\.html\./),
    ]);
    expect(result.outputs).toMatchObject({ pushed: 'true', 'site-problems': '2' });
    expect(result.summary).toContain('Site problems');
    expect(result.summary).toContain('plugins/index.html');
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['plugins/index.html']).toBe('');
    expect(published['index.html']).toContain('Hello World');
  });

  test('with on-site-problems: fail, fails before the push and leaves the live site as it was', async () => {
    const repo = e2e.repoName('render-fail');
    await e2e.server.createRepo(repo);
    const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    await brokenHexoPage(work, repo);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, 'on-site-problems': 'fail' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^The site has 2 problems, and "on-site-problems" is "fail", so nothing was published:\n- The build printed an error line.*\n- A page is empty \(0 bytes\): plugins\/index\.html/,
      ),
    ]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['index.html']);
    expect(result.outputs).toMatchObject({ pushed: 'false', 'site-problems': '2', branch: 'gh-pages' });
    expect(result.summary).toContain('failed while publishing');
    expect(result.summary).toContain('nothing: the target branch is as it was');
  });
});

/**
 * A library's repository: a `build` script that writes `files` (path → text) under dist/, the first of the folders
 * a build script is published from.
 */
async function libraryBuild(files: Record<string, string>): Promise<Job> {
  const work = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
  await fs.rm(path.join(work.workspace, 'public'), { recursive: true, force: true });
  await fs.writeFile(
    path.join(work.workspace, 'package.json'),
    JSON.stringify({ name: 'a-library', private: true, scripts: { build: 'node build.mjs' } }),
  );
  await fs.writeFile(
    path.join(work.workspace, 'build.mjs'),
    "import { mkdirSync, writeFileSync } from 'node:fs';\nimport { dirname } from 'node:path';\n" +
      `for (const [file, text] of Object.entries(${JSON.stringify(files)})) {\n` +
      '  mkdirSync(dirname(`dist/${file}`), { recursive: true });\n' +
      '  writeFileSync(`dist/${file}`, text);\n' +
      '}\n',
  );
  return work;
}

describe("a library's build at the repository root", () => {
  test('with its API docs in a subfolder: published with the no-index.html warning naming what the root holds', async () => {
    const repo = e2e.repoName('library-docs');
    await e2e.server.createRepo(repo);
    const work = await libraryBuild({
      'client/index.js': 'export default 1;\n',
      'docs/index.html': '<h1>API</h1>\n',
      'docs/guide.html': '<h1>Guide</h1>\n',
    });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      "The publish folder has no index.html at its root, so the site's address will answer 404 (it holds client, " +
        'docs). If the site is in a subfolder, set "publish-dir" to it.',
    ]);
    expect(result.summary).toContain('no index.html at its root');
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual([
      '.nojekyll',
      'client/index.js',
      'docs/guide.html',
      'docs/index.html',
    ]);
  });

  test('with no HTML at all: published with the warning that the folder holds no HTML page', async () => {
    const repo = e2e.repoName('library');
    await e2e.server.createRepo(repo);
    const work = await libraryBuild({
      'client/index.js': 'export default 1;\n',
      'node/index.js': 'export default 1;\n',
    });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^The publish folder holds no HTML page \(2 files: client, node\): is it the site\?/),
    ]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['.nojekyll', 'client/index.js', 'node/index.js']);
  });
});

test('a docs folder in a pnpm workspace: pnpm installs at the root (workspace:* works), the build runs in docs', async () => {
  const repo = e2e.repoName('workspace');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'pnpm-workspace', linkNodeModules: false });
  const env = await withPnpm(work);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN, 'working-directory': 'docs' },
    env,
    timeoutMs: 300000,
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain(
    'package manager pnpm (pnpm-lock.yaml), from the workspace at the repository root (pnpm-workspace.yaml).',
  );
  expect(result.log).toContain(
    "Install: pnpm install --frozen-lockfile in the repository root (install: auto, from the workspace's pnpm-lock.yaml).",
  );
  expect(result.log).toContain('Running install command: pnpm install --frozen-lockfile');
  expect(result.log).toContain('Running build command: pnpm run build');
  expect(result.warnings).toEqual([]);
  const published = await e2e.server.files(repo, 'gh-pages');
  expect(published['index.html']).toContain('<h1>Docs from a pnpm workspace</h1>');
  // The install ran at the root: pnpm linked the workspace package into docs/node_modules.
  expect((await fs.lstat(path.join(work.workspace, 'docs', 'node_modules', 'site-kit'))).isSymbolicLink()).toBe(true);
}, 330000);

describe('the log says what runs, and why', () => {
  test('build: skip, and a custom build with publish-dir: the lines name what runs and the input behind it', async () => {
    const repo = e2e.repoName('described');
    await e2e.server.createRepo(repo);
    const skipped = await e2e.job();
    await setDeployTarget(skipped.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    await fs.mkdir(path.join(skipped.workspace, 'public'));
    await fs.writeFile(path.join(skipped.workspace, 'public', 'index.html'), '<p>prebuilt</p>\n');

    const skip = await runAction(skipped, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, build: 'skip' },
    });

    expect(skip.errors).toEqual([]);
    expect(skip.log).toContain('Build: nothing (build: skip).');
    expect(skip.log).not.toContain('hexo generate');

    const custom = await e2e.job();
    await setDeployTarget(custom.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    const made = await runAction(custom, {
      serverUrl: e2e.server.url,
      inputs: {
        token: VALID_TOKEN,
        build: 'mkdir -p out && echo "<p>made</p>" > out/index.html',
        'publish-dir': 'out',
      },
    });

    expect(made.errors).toEqual([]);
    expect(made.log).toContain('Build: mkdir -p out && echo "<p>made</p>" > out/index.html (the "build" input).');
    expect(made.log).toContain('Publish: out (the "publish-dir" input).');
    expect(made.log).not.toContain('hexo generate');
    expect((await e2e.server.files(repo, 'gh-pages'))['index.html']).toBe('<p>made</p>\n');
  });

  test('a failing build writes a summary naming the command, how far the run got, and what is known', async () => {
    const repo = e2e.repoName('failed');
    await e2e.server.createRepo(repo);
    const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, build: 'echo compiling; exit 3' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.summary).toContain('failed while installing and building the site');
    expect(result.summary).toContain('The build command &#34;echo compiling; exit 3&#34; failed with exit code 3.');
    expect(result.summary).toContain('inputs read, target checked');
    expect(result.summary).toContain('nothing: the target branch is as it was');
    expect(result.outputs).toMatchObject({
      pushed: 'false',
      repository: e2e.server.repoUrl(repo),
      branch: 'gh-pages',
    });
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  });
});
