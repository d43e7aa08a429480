// End to end: `deploy-command: npx hexo deploy` runs the real hexo-deployer-git, which keeps the branch's
// history (its .deploy_git is seeded with the branch) and leaves no credential behind.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, HEXO_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { addPost, setDeployTarget } from '../support/hexo.mjs';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** hexo-deployer-git copies the public folder without hidden files, and adds no .nojekyll. */
const DEPLOYED_FILES = HEXO_SITE_FILES.filter((file) => file !== '.nojekyll');

async function hexoDeploy(work: Job): Promise<ActionResult> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy', 'user-name': 'Deploy Bot', 'user-email': 'bot@example.com' },
  });
}

test('two hexo deploys in a row leave two commits on the branch, the second on top of the first', async () => {
  const repo = e2e.repoName('hexo-deploy');
  await e2e.server.createRepo(repo);
  const first = await e2e.job();
  await setDeployTarget(first.workspace, e2e.server.repoUrl(repo), 'gh-pages');

  const firstRun = await hexoDeploy(first);

  expect(firstRun.errors).toEqual([]);
  expect(firstRun.log).toContain('Branch gh-pages does not exist yet: .deploy_git starts empty');
  const afterFirst = await e2e.server.log(repo, 'gh-pages');
  expect(afterFirst).toHaveLength(1);
  expect(afterFirst[0]).toMatchObject({ parents: [], authorName: 'Deploy Bot', authorEmail: 'bot@example.com' });
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(DEPLOYED_FILES);
  expect(firstRun.outputs).toMatchObject({ commit: afterFirst[0]?.sha, pushed: 'true', branch: 'gh-pages' });

  // The next run starts from a fresh checkout, as every workflow run does: no .deploy_git from before.
  const second = await e2e.job();
  await setDeployTarget(second.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  await addPost(second.workspace, 'fourth-post', 'Fourth post', 'Written between two deploys.');

  const secondRun = await hexoDeploy(second);

  expect(secondRun.errors).toEqual([]);
  expect(secondRun.log).toContain(`Seeded .deploy_git with gh-pages at ${afterFirst[0]?.sha.slice(0, 7) ?? ''}`);
  const afterSecond = await e2e.server.log(repo, 'gh-pages');
  expect(afterSecond).toHaveLength(2);
  expect(afterSecond[0]?.parents).toEqual([afterFirst[0]?.sha]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toContain('2026/04/01/fourth-post/index.html');
  expect(secondRun.outputs).toMatchObject({ commit: afterSecond[0]?.sha, pushed: 'true' });
  expect(Number(secondRun.outputs['changed-files'])).toBeGreaterThanOrEqual(2);
  await e2e.server.fsck(repo);

  for (const [work, result] of [
    [first, firstRun],
    [second, secondRun],
  ] as const) {
    // hexo-deployer-git's `push -u` wrote the URL with the substituted token into .deploy_git/.git/config.
    const config = await fs.readFile(path.join(work.workspace, '.deploy_git', '.git', 'config'), 'utf8');
    expect(config).not.toContain(VALID_TOKEN);
    await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
  }
});

test('with two git targets in _config.yml, both get the deploy and the first keeps its history', async () => {
  const main = e2e.repoName('hexo-main');
  const mirror = e2e.repoName('hexo-mirror');
  await e2e.server.createRepo(main);
  await e2e.server.createRepo(mirror);
  const published = await e2e.server.commit(main, 'gh-pages', { 'index.html': 'the live site\n' });
  const work = await e2e.job();
  const config = path.join(work.workspace, '_config.yml');
  const withToken = (url: string): string => url.replace('http://', 'http://GITHUB_ACCESS_TOKEN@');
  const text = await fs.readFile(config, 'utf8');
  await fs.writeFile(
    config,
    text.replace(
      /^deploy:\n(?: {2}.*\n)+/m,
      'deploy:\n  type: git\n  repo:\n' +
        `    main: ${withToken(e2e.server.repoUrl(main))},gh-pages\n` +
        `    mirror: ${withToken(e2e.server.repoUrl(mirror))},pages\n`,
    ),
  );

  const result = await hexoDeploy(work);

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('_config.yml names 2 git targets');
  const mainLog = await e2e.server.log(main, 'gh-pages');
  expect(mainLog.map((commit) => commit.parents)).toEqual([[published], []]);
  expect(await e2e.server.tip(mirror, 'pages')).toBe(mainLog[0]?.sha);
  expect(await e2e.server.paths(mirror, 'pages')).toEqual(DEPLOYED_FILES);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo: main });
  expect(await e2e.server.holdsAny(mirror, tokenForms(VALID_TOKEN))).toBe(false);
});
