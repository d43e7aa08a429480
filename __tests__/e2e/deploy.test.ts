// End to end: the bundled action, run as the runner runs it, deploys to a real smart-HTTP git e2e.server. (Its
// first deploy of the Hexo blog and its two history cases of a second deploy are the smoke cases, in smoke.test.ts.)
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN, git, isolatedGitEnv } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { HEXO_SITE_FILES, STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { filesContaining, runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Nothing the action ran may leave the token, or its header form, on disk. */
async function expectNoSecretLeft(job: Job): Promise<void> {
  const forms = [VALID_TOKEN, Buffer.from(`x-access-token:${VALID_TOKEN}`).toString('base64')];
  expect(await filesContaining(job.root, forms)).toEqual([]);
}

describe('the single-repository layout (sources on one branch, site on another)', () => {
  test('masks the token and its header form, and never logs them', async () => {
    const repo = e2e.repoName('blog');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');

    const result = await runAction(work, { serverUrl: e2e.server.url, repository: repo, githubToken: VALID_TOKEN });

    expect(result.exitCode).toBe(0);
    expect(result.masks).toEqual(
      expect.arrayContaining([VALID_TOKEN, Buffer.from(`x-access-token:${VALID_TOKEN}`).toString('base64')]),
    );
    const unmaskedLines = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'));
    expect(unmaskedLines.join('\n')).not.toContain(VALID_TOKEN);
  });

  test('refuses to publish over the branch the sources are on', async () => {
    const repo = e2e.repoName('blog');
    await e2e.server.createRepo(repo);
    const sources = await e2e.server.commit(repo, 'source', { 'README.md': 'my sources\n' });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: VALID_TOKEN,
      inputs: { repository: repo, branch: 'source' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain('is the branch this workflow runs on');
    expect(await e2e.server.tip(repo, 'source')).toBe(sources);
  });
});

describe('the two-repository layout (private sources, public <owner>.github.io)', () => {
  test('pushes to the default branch of <owner>.github.io, keeping its history and its CNAME', async () => {
    const repo = 'octo/octo.github.io';
    await e2e.server.createRepo(repo, { defaultBranch: 'master' });
    const previous = await e2e.server.commit(repo, 'master', { CNAME: 'blog.example.org\n', 'old.html': 'old\n' });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/blog-sources',
      inputs: { token: VALID_TOKEN, repository: repo },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'master')).toEqual(['CNAME', ...HEXO_SITE_FILES].sort());
    const [commit] = await e2e.server.log(repo, 'master');
    expect(commit?.parents).toEqual([previous]);
    expect(commit?.message).toBe('Deploy 1234567 from octo/blog-sources@source');
    expect(result.outputs.branch).toBe('master');
    expect(result.outputs['page-url']).toBe('https://blog.example.org/');
    // old.html is gone; the site's 6 files are new.
    expect(result.outputs['changed-files']).toBe('7');
    expect(result.log).toContain("(the target's default branch)");
    await expectNoSecretLeft(work);
  });
});

describe('history', () => {
  test('history: replace makes the branch a single root commit', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', { 'a.html': 'a\n' });
    await e2e.server.commit(repo, 'gh-pages', { 'b.html': 'b\n' });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, history: 'replace' },
    });

    expect(result.exitCode).toBe(0);
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log).toHaveLength(1);
    expect(log[0]?.parents).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  });

  test('two deploys at once both land, one on top of the other', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'v0\n' });
    const [one, two] = [await e2e.job({ fixture: 'static-site' }), await e2e.job({ fixture: 'static-site' })];
    await fs.writeFile(path.join(two.workspace, 'public', 'index.html'), '<p>version two</p>\n');

    const results = await Promise.all(
      [one, two].map((work) =>
        runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' } }),
      ),
    );

    expect(results.map((result) => result.exitCode)).toEqual([0, 0]);
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log).toHaveLength(3);
    expect(new Set(log.slice(0, 2).map((entry) => entry.sha))).toEqual(
      new Set(results.map((result) => result.outputs.commit)),
    );
    expect(log[0]?.parents).toEqual([log[1]?.sha]);
  });
});

describe('what the branch keeps', () => {
  test('target-dir replaces only its folder and leaves the rest of the branch alone', async () => {
    const repo = e2e.repoName('docs');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'main', { 'README.md': 'project\n', 'docs/old.html': 'old\n', 'src/app.js': 'x\n' });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, branch: 'main', 'target-dir': './docs/' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'main')).toEqual(
      [
        '.nojekyll',
        'README.md',
        'src/app.js',
        ...HEXO_SITE_FILES.filter((file) => file !== '.nojekyll').map((file) => `docs/${file}`),
      ].sort(),
    );
  });

  test('keep-files keeps matching files (and whole folders) that the site lacks', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', {
      CNAME: 'old.example.com\n',
      'robots.txt': 'User-agent: *\n',
      'keep/a.txt': 'a\n',
      'keep/deep/b.txt': 'b\n',
      'old.html': 'old\n',
    });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, 'keep-files': 'robots.txt\nkeep' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(
      ['keep/a.txt', 'keep/deep/b.txt', 'robots.txt', ...HEXO_SITE_FILES].sort(),
    );
  });

  test('keep-files globs with wildcards keep what they match, anywhere or in a folder, and nothing else', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', {
      'a/keep.txt': 'a\n',
      'b/c/keep.txt': 'c\n',
      'b/c/other.txt': 'other\n',
      'docs/v1/guide.pdf': 'pdf\n',
      'docs/v1/guide.html': 'html\n',
      'docsx/guide.pdf': 'not docs\n',
      'pr-preview/pr-3/index.html': 'preview\n',
      'old.html': 'old\n',
    });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, 'keep-files': '**/keep.txt\ndocs/*/*.pdf' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(
      ['a/keep.txt', 'b/c/keep.txt', 'docs/v1/guide.pdf', 'pr-preview/pr-3/index.html', ...HEXO_SITE_FILES].sort(),
    );
  });

  test('keep-files keeps the folders and files it names literally, at the branch root only', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', {
      'docs/v1/guide.pdf': 'pdf\n',
      'docs/index.html': 'docs\n',
      'docsx/guide.pdf': 'not docs\n',
      'nested/docs/a.html': 'nested\n',
      'robots.txt': 'User-agent: *\n',
      'sub/robots.txt': 'sub\n',
    });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, 'keep-files': '/docs/\nrobots.txt' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(
      ['docs/index.html', 'docs/v1/guide.pdf', 'robots.txt', ...HEXO_SITE_FILES].sort(),
    );
  });

  test('cname writes CNAME and sets the page URL; nojekyll: false leaves out .nojekyll', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, cname: 'blog.example.com', nojekyll: 'false' },
    });

    expect(result.exitCode).toBe(0);
    const files = await e2e.server.files(repo, 'gh-pages');
    expect(files.CNAME).toBe('blog.example.com\n');
    expect(files['.nojekyll']).toBeUndefined();
    expect(result.outputs['page-url']).toBe('https://blog.example.com/');
  });

  test('publishes files a .gitignore in the site would hide, and never a .git folder', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site' });
    const publish = path.join(work.workspace, 'public');
    await fs.writeFile(path.join(publish, '.gitignore'), '*.map\n');
    await fs.writeFile(path.join(publish, 'app.js.map'), '{}\n');
    await fs.mkdir(path.join(publish, '.git'));
    await fs.writeFile(path.join(publish, '.git', 'config'), '[core]\n');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(
      ['.gitignore', '.nojekyll', 'app.js.map', 'assets/run.sh', 'assets/style.css', 'index.html'].sort(),
    );
    // File modes come along: the script stays executable.
    expect(await git(['--git-dir', e2e.server.gitDir(repo), 'ls-tree', 'gh-pages', 'assets/run.sh'])).toMatch(
      /^100755 blob /,
    );
  });
});

describe('dry run, commands and installs', () => {
  test('dry-run builds and commits locally but leaves the remote untouched', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const before = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const work = await e2e.job();

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, 'dry-run': 'true' },
    });

    expect(result.exitCode).toBe(0);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(before);
    expect(result.outputs.pushed).toBe('false');
    expect(result.outputs.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(result.outputs['changed-files']).toBe('6');
    expect(result.log).toContain('Dry run: not pushing.');
    expect(result.summary).toContain('dry run');
  });

  test("runs the user's build command with the token substituted, then restores the config", async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site' });
    await fs.writeFile(path.join(work.workspace, 'site.conf'), 'token=GITHUB_ACCESS_TOKEN\n');
    // The build proves the substitution happened without ever printing the token.
    const build =
      'mkdir -p out && cp public/index.html out/ && if grep -q GITHUB_ACCESS_TOKEN site.conf; then exit 9; fi && echo ok > out/built.txt';

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build, 'publish-dir': 'out', 'config-file': 'site.conf' },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['.nojekyll', 'built.txt', 'index.html']);
    expect(await fs.readFile(path.join(work.workspace, 'site.conf'), 'utf8')).toBe('token=GITHUB_ACCESS_TOKEN\n');
    await expectNoSecretLeft(work);
  });

  test('deploy-command runs instead of our push, with the identity and the token available to git', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site' });
    // The URL carries no credential: git gets the token from the environment the action gives the command.
    const deployCommand = [
      'cd public',
      'git init -q',
      'git add -A',
      'git commit -qm "custom deploy"',
      `git push -q ${e2e.server.repoUrl(repo)} HEAD:refs/heads/custom`,
    ].join(' && ');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: {
        token: VALID_TOKEN,
        repository: repo,
        build: 'skip',
        'deploy-command': deployCommand,
        'user-name': 'Deploy Bot',
        'user-email': 'bot@example.com',
      },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'custom')).toEqual(['assets/run.sh', 'assets/style.css', 'index.html']);
    expect(await e2e.server.log(repo, 'custom')).toMatchObject([
      { authorName: 'Deploy Bot', authorEmail: 'bot@example.com', message: 'custom deploy' },
    ]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe('');
    expect(result.outputs.pushed).toBe('true');
    await expectNoSecretLeft(work);
  });

  test('install: auto runs npm ci from the lockfile when node_modules is missing', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo },
      env: { npm_config_cache: process.env.npm_config_cache ?? path.join(process.env.HOME ?? '/root', '.npm') },
      timeoutMs: 300000,
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain(
      'Install: npm ci --no-audit --no-fund --prefer-offline (install: auto, from package-lock.json).',
    );
    expect(result.log).toContain('Running install command: npm ci --no-audit --no-fund --prefer-offline');
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  }, 300000);
});

describe('what a deploy fetches and sends', () => {
  test('an update fetches no old file: only the tip commit and its trees, never a blob', async () => {
    const repo = e2e.repoName('blobless');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site' });
    await e2e.server.commit(repo, 'gh-pages', {
      'index.html': '<p>old</p>\n',
      'assets/style.css': 'body { color: #333; }\n',
      'deep/old/page.html': 'old page\n',
    });
    const trace = path.join(work.root, 'trace2.json');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      env: { GIT_TRACE2_EVENT: trace },
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
    });

    expect(result.errors).toEqual([]);
    const events = (await fs.readFile(trace, 'utf8')).split('\n').filter(Boolean);
    const commands = events
      .map((line) => JSON.parse(line) as { event: string; argv?: string[] })
      .filter((event) => event.event === 'start')
      .map((event) => (event.argv ?? []).join(' '));
    expect(commands.filter((command) => command.includes(' fetch '))).toEqual([
      expect.stringContaining('fetch --quiet --depth=1 --filter=blob:none'),
    ]);
    expect(commands.filter((command) => command.includes('negotiationAlgorithm=noop'))).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
    await e2e.server.fsck(repo);
  });

  test('a server that refuses partial fetches gets a plain depth-1 fetch, and the deploy is the same', async () => {
    const repo = e2e.repoName('no-filters');
    await e2e.server.createRepo(repo, { filters: false });
    const previous = await e2e.server.commit(repo, 'gh-pages', { 'old.html': 'old\n', 'assets/style.css': 'x\n' });
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
    expect((await e2e.server.log(repo, 'gh-pages'))[0]?.parents).toEqual([previous]);
    await e2e.server.fsck(repo);
  });
});

describe("the seed's workflow: sources on `source`, the site on `master` of the same repository, a token", () => {
  test("the run the deploy's own push starts ends green at once, and the branch gets one deploy commit", async () => {
    const repo = e2e.repoName('loop');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'master');
    // actions/checkout with `ref: source`: the workspace is a clone at the sources' commit.
    const env = isolatedGitEnv({ GIT_AUTHOR_NAME: 'octo', GIT_AUTHOR_EMAIL: 'octo@example.com' });
    await git(['init', '-q', '-b', 'source'], { cwd: work.workspace, env });
    await git(['add', '-A'], { cwd: work.workspace, env });
    await git(['-c', 'user.name=octo', '-c', 'user.email=octo@example.com', 'commit', '-qm', 'sources'], {
      cwd: work.workspace,
      env,
    });
    const run = (ref: string, sha: string): ReturnType<typeof runAction> =>
      runAction(work, {
        serverUrl: e2e.server.url,
        repository: repo,
        githubToken: VALID_TOKEN,
        env: { GITHUB_REF: `refs/heads/${ref}`, GITHUB_REF_NAME: ref, GITHUB_SHA: sha, GITHUB_EVENT_NAME: 'push' },
      });

    const deploy = await run('source', '1234567890abcdef1234567890abcdef12345678');
    const deployed = await e2e.server.tip(repo, 'master');
    const triggered = await run('master', deployed);

    expect([deploy.errors, triggered.errors]).toEqual([[], []]);
    expect([deploy.exitCode, triggered.exitCode]).toEqual([0, 0]);
    expect(await e2e.server.log(repo, 'master')).toHaveLength(1);
    expect(triggered.stdout).toContain('::notice::Nothing to deploy: this run was started by a push to "master"');
    expect(triggered.log).not.toContain('Building the site');
    expect(triggered.outputs).toMatchObject({ pushed: 'false', commit: '', branch: 'master' });
    expect(triggered.summary).toContain('skipped: this run was started by the deploy&#39;s own push');
  });

  test('a workspace that holds the target branch itself is still refused, saying so', async () => {
    const repo = e2e.repoName('holds');
    const gitDir = await e2e.server.createRepo(repo);
    const tip = await e2e.server.commit(repo, 'master', { 'index.html': 'live\n' });
    const work = await e2e.job({ fixture: 'static-site' });
    const env = isolatedGitEnv();
    await git(['init', '-q'], { cwd: work.workspace, env });
    await git(['fetch', '-q', gitDir, 'master'], { cwd: work.workspace, env });
    await git(['checkout', '-q', 'FETCH_HEAD'], { cwd: work.workspace, env });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: VALID_TOKEN,
      env: { GITHUB_REF: 'refs/heads/master', GITHUB_REF_NAME: 'master', GITHUB_SHA: tip },
      inputs: { branch: 'master', build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'The target branch "master" is the branch this workflow runs on, in the same repository, and the workspace holds its tip',
    );
    expect(await e2e.server.tip(repo, 'master')).toBe(tip);
  });

  test('a workspace at an older commit of the target branch is refused too, not taken for other sources', async () => {
    const repo = e2e.repoName('holds-older');
    const gitDir = await e2e.server.createRepo(repo);
    const older = await e2e.server.commit(repo, 'master', { 'index.html': 'older\n' });
    const tip = await e2e.server.commit(repo, 'master', { 'index.html': 'live\n' });
    const work = await e2e.job({ fixture: 'static-site' });
    const env = isolatedGitEnv();
    // actions/checkout of that older commit (a re-run of an old run): depth 1, the tip not fetched.
    await git(['init', '-q'], { cwd: work.workspace, env });
    await git(['fetch', '-q', '--depth=1', `file://${gitDir}`, older], { cwd: work.workspace, env });
    await git(['checkout', '-q', 'FETCH_HEAD'], { cwd: work.workspace, env });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: VALID_TOKEN,
      env: { GITHUB_REF: 'refs/heads/master', GITHUB_REF_NAME: 'master', GITHUB_SHA: tip, GITHUB_EVENT_NAME: 'push' },
      inputs: { branch: 'master', build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'The target branch "master" is the branch this workflow runs on, in the same repository, and the workspace ' +
        `holds an older commit of it (${older.slice(0, 7)})`,
    );
    expect(result.stdout).not.toContain('Nothing to deploy');
    expect(await e2e.server.tip(repo, 'master')).toBe(tip);
  });

  test('a workspace whose commit has a tree published on the target branch is refused', async () => {
    const repo = e2e.repoName('holds-tree');
    await e2e.server.createRepo(repo);
    const published = await e2e.server.commit(repo, 'master', { 'index.html': 'live\n' });
    const work = await e2e.job({ fixture: 'static-site' });
    const env = isolatedGitEnv();
    // The same files committed anew (another commit, the same tree): the workspace still holds the site.
    await fs.rm(work.workspace, { recursive: true, force: true });
    await fs.mkdir(work.workspace);
    await fs.writeFile(path.join(work.workspace, 'index.html'), 'live\n');
    await git(['init', '-q'], { cwd: work.workspace, env });
    await git(['add', '-A'], { cwd: work.workspace, env });
    await git(['-c', 'user.name=octo', '-c', 'user.email=octo@example.com', 'commit', '-qm', 'copy'], {
      cwd: work.workspace,
      env,
    });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: VALID_TOKEN,
      env: { GITHUB_REF: 'refs/heads/master', GITHUB_REF_NAME: 'master', GITHUB_EVENT_NAME: 'push' },
      inputs: { branch: 'master', build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(`and the workspace holds a tree published there (by ${published.slice(0, 7)})`);
    expect(await e2e.server.tip(repo, 'master')).toBe(published);
  });
});

test("the README's one-repository layout on a blog whose config names another repository warns where it goes", async () => {
  const other = e2e.repoName('user-site');
  await e2e.server.createRepo(other);
  const work = await e2e.job();
  await setDeployTarget(
    work.workspace,
    e2e.server.repoUrl(other).replace('http://', 'http://GITHUB_ACCESS_TOKEN@'),
    'master',
  );

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { branch: 'gh-pages', build: 'npx hexo generate' },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.tip(other, 'gh-pages')).not.toBe('');
  expect(result.warnings[0]).toBe(
    `The "branch" input names gh-pages, and the deploy goes to ${e2e.server.repoUrl(other)} (from the deploy ` +
      "config in _config.yml), not to this repository (octo/sources). To publish to this repository's gh-pages, " +
      'set "repository: ${{ github.repository }}" on the step.',
  );
});
