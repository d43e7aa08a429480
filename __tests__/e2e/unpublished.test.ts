// End to end: a build that writes the token into files of the publish folder our push does not read (what
// "exclude" matches, hidden names and names `ignore_pattern` matches, a nested .git folder) leaves it nowhere,
// whether the deploy goes green, the leak guard refuses it, or the server refuses the push.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, refuseInHook, tokenForms, useEndToEnd } from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Where the build copies the config, which holds the token while it runs: each a file the push leaves out. */
const UNPUBLISHED = ['public/app.js.map', 'public/drafts/secret.txt', 'public/.env', 'public/sub/.git/description'];

/**
 * A Hexo blog whose deploy config leaves out hidden names and `drafts`, on a repository with a live site; the
 * build copies the config (the token substituted in it) where the push does not look, and writes it into a nested
 * repository's config as a remote URL.
 */
async function leakyBlog(prefix: string): Promise<{ repo: string; tip: string; work: Job; config: string }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  const file = path.join(work.workspace, '_config.yml');
  const config = (await fs.readFile(file, 'utf8')).replace(/^(\s+branch:.*)$/m, '$1\n  ignore_pattern: drafts');
  await fs.writeFile(file, config);
  return { repo, tip, work, config };
}

function deploy(work: Job, build: string): Promise<ActionResult> {
  const plant = [
    'npx hexo generate',
    'mkdir -p public/drafts public/sub',
    'cp _config.yml public/app.js.map',
    'cp _config.yml public/drafts/secret.txt',
    'cp _config.yml public/.env',
    'git init -q public/sub',
    'cp _config.yml public/sub/.git/description',
    `git -C public/sub remote add origin "$(sed -n 's/^ *repo: *//p' _config.yml)"`,
  ];
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: [...plant, build].filter(Boolean).join(' && '), exclude: '**/*.map' },
  });
}

test('a green deploy leaves no token in the files of the publish folder it does not publish', async () => {
  const { repo, work, config } = await leakyBlog('unpublished');

  const result = await deploy(work, '');

  expect(result.errors).toEqual([]);
  const published = await e2e.server.paths(repo, 'gh-pages');
  expect(published).toContain('index.html');
  expect(published.filter((file) => /app\.js\.map|drafts|\.env|^sub\//.test(file))).toEqual([]);
  // Scrubbed, not deleted: the token is the placeholder again.
  for (const file of UNPUBLISHED) {
    expect(await fs.readFile(path.join(work.workspace, file), 'utf8')).toBe(config);
  }
  expect(result.log).toContain('public/.env');
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a deploy the leak guard refuses leaves no token in the files it does not publish either', async () => {
  const { repo, tip, work } = await leakyBlog('unpublished-refused');

  const result = await deploy(work, 'cp _config.yml public/config.txt');

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain(
    `Refusing to publish: a file of the site contains the token or the deploy key: ${path.join('public', 'config.txt')}`,
  );
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a push the server refuses leaves no token in the files of the publish folder it does not publish', async () => {
  const { repo, tip, work } = await leakyBlog('unpublished-failed');
  await refuseInHook(e2e.server.gitDir(repo), '  echo "error: the server is read-only today" >&2; exit 1');

  const result = await deploy(work, '');

  expect(result.exitCode).toBe(1);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});
