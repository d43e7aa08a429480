// End to end: the site's _config.yml is data that may be hostile. Each test attacks for real: a pattern that
// backtracks for hours; the step ends in time, and publishes what it should.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/**
 * A repository with a live site, and the fixture blog, built already (public/ holds `pages`), whose _config.yml
 * deploys there with hexo-deployer-git's `options` (YAML lines under `deploy:`).
 */
async function hexoJob(
  prefix: string,
  options: string[],
  pages: Record<string, string> = {},
): Promise<{ repo: string; tip: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  const config = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(config, 'utf8');
  const deploy = ['deploy:', '  type: git', `  repo: ${e2e.server.repoUrl(repo)}`, '  branch: gh-pages', ...options];
  await fs.writeFile(config, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
  await fs.mkdir(path.join(work.workspace, 'public'));
  for (const [name, content] of Object.entries({ 'index.html': '<h1>Blog</h1>\n', ...pages })) {
    await fs.writeFile(path.join(work.workspace, 'public', name), content);
  }
  return { repo, tip, work };
}

function deployHexo(work: Job, options: { cancel?: { whenExists: string } } = {}): ReturnType<typeof runAction> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: 'skip' },
    ...options,
  });
}

test('a catastrophic ignore_pattern ends in time, matching rightly, where it used to hold the step until SIGKILL', async () => {
  // 2^41 ways to split the name: hours for a backtracking engine, which blocks the process (and its signals).
  const crafted = `${'a'.repeat(41)}!`;
  const { repo, work } = await hexoJob('redos', ['  ignore_pattern: "^(a+)+$"'], {
    [crafted]: 'kept\n',
    aaaa: 'left out\n',
  });
  const tooLate = path.join(work.root, 'too-late');
  // The runner's cancel (SIGINT, SIGTERM, then SIGKILL) if the step still runs after 10 s.
  const timer = setTimeout(() => void fs.writeFile(tooLate, ''), 10_000);

  const started = Date.now();
  const result = await deployHexo(work, { cancel: { whenExists: tooLate } }).finally(() => {
    clearTimeout(timer);
  });

  expect(result.signals).toEqual([]);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['.nojekyll', crafted, 'index.html']);
});
