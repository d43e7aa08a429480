// End to end: a target's own token in _config.yml (`repo: {url, branch, token: $NAME}`, hexo-deployer-git's form)
// is used for that target, as `hexo deploy` uses it, also on the workflow's server; and `$NAME` is read only from
// what the workflow gave the step: the action's own inputs never reach a host that only the config names.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { HEXO_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { recorder } from '../support/recorder.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Replaces the fixture's `deploy:` block with one git target: `url`, its branch, and `token` as written. */
async function setDeploy(work: Job, url: string, token: string): Promise<void> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  const deploy = [
    'deploy:',
    '  type: git',
    '  repo:',
    `    url: ${url}`,
    '    branch: gh-pages',
    `    token: ${token}`,
  ];
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
}

test.each([
  ['a "token" input the server refuses', 'not-the-right-token'],
  ['an empty "token" input', ''],
])('repo.token pushes to a target on the workflow server, with %s', async (_case, token) => {
  const repo = e2e.repoName('own-token');
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeploy(work, e2e.server.repoUrl(repo), '$PAGES_TOKEN');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: token,
    env: { PAGES_TOKEN: VALID_TOKEN },
    inputs: { token, build: 'npx hexo generate' },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  expect(result.log).toContain(
    `${e2e.server.repoUrl(repo)} gets its own token, repo.token ($PAGES_TOKEN) in _config.yml, as hexo deploy uses it.`,
  );
});

test.each([['$INPUT_TOKEN'], ['$INPUT_DEPLOY-KEY'], ['$ACTIONS_RUNTIME_TOKEN']])(
  'repo.token: %s sends nothing of the action to a host only the config names',
  async (name) => {
    const trap = await recorder();
    try {
      const work = await e2e.job();
      await setDeploy(work, `${trap.url}/octo/blog.git`, name);

      const result = await runAction(work, {
        serverUrl: e2e.server.url,
        repository: 'octo/sources',
        githubToken: VALID_TOKEN,
        env: { ACTIONS_RUNTIME_TOKEN: 'runtime-token-value' },
        inputs: { 'deploy-key': '', build: 'skip' },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain(`_config.yml gives a target the token in ${name}, which is the action's own`);
      expect(trap.requests).toEqual([]);
      expect(result.log).not.toContain('runtime-token-value');
      expect(tokenForms(VALID_TOKEN).filter((form) => result.log.includes(form))).toEqual([]);
    } finally {
      await trap.stop();
    }
  },
);
