// End to end: a .deploy_git the build makes must not steer the git of `hexo deploy`, which has the token. Each test
// plants what hexo-deployer-git's git would read there (a proxy, a URL rewrite, hooks, a filter) and checks that
// nothing reached the trap, nothing ran, and the deploy still landed on the branch.
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, HEXO_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { recorder } from '../support/recorder.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** A Hexo blog whose _config.yml deploys to a new repository of the server. */
async function hexoBlog(prefix: string): Promise<{ repo: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  return { repo, work };
}

/** `hexo deploy` after a build that runs `plant` once the site is generated. */
function hexoDeploy(work: Job, plant: string): Promise<ActionResult> {
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: `npx hexo generate && git init -q .deploy_git && ${plant}`, 'deploy-command': 'npx hexo deploy' },
  });
}

/** What hexo-deployer-git publishes of the fixture (no hidden files, so no .nojekyll). */
const DEPLOYED_FILES = HEXO_SITE_FILES.filter((file) => file !== '.nojekyll');

test.each([
  ['a proxy (http.proxy)', (trap: string) => `git -C .deploy_git config http.proxy "${trap}"`],
  // hexo pushes to http://<token>@host/…: rewriting its scheme puts the token in the path of a request to the trap.
  [
    'a URL rewrite (url.<base>.insteadOf)',
    (trap: string) => `git -C .deploy_git config url."${trap}/x/".insteadOf http://`,
  ],
])('%s the build sets in .deploy_git never gets the token from hexo deploy', async (_what, plant) => {
  const { repo, work } = await hexoBlog('deploy-git-trap');
  const trap = await recorder();
  try {
    const result = await hexoDeploy(work, plant(trap.url));

    expect(trap.requests).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.log).toContain('.deploy_git was made or changed by the install or build: it was removed');
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(DEPLOYED_FILES);
    await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
  } finally {
    await trap.stop();
  }
});

test('hooks and a filter the build plants in .deploy_git do not run in hexo deploy', async () => {
  const { repo, work } = await hexoBlog('deploy-git-hooks');
  const steal = (name: string): string => `env > "$HOME/stolen-by-${name}"`;
  const hooks = path.join('.deploy_git', '.git', 'hooks');
  const plant = [
    ...['pre-push', 'post-commit'].map(
      (hook) => `printf '#!/bin/sh\\n%s\\n' '${steal(hook)}' > ${hooks}/${hook} && chmod +x ${hooks}/${hook}`,
    ),
    `git -C .deploy_git config filter.steal.clean 'sh -c "${steal('filter').replace(/"/g, '\\"')}; cat"'`,
    'echo "* filter=steal" > .deploy_git/.git/info/attributes',
  ].join(' && ');

  const result = await hexoDeploy(work, plant);

  expect(result.errors).toEqual([]);
  const stolen = ['pre-push', 'post-commit', 'filter'].map((name) => path.join(work.home, `stolen-by-${name}`));
  expect(stolen.filter((file) => existsSync(file))).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(DEPLOYED_FILES);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a .deploy_git that was there before the build and that it left alone is used as it is', async () => {
  const { repo, work } = await hexoBlog('deploy-git-cached');
  const cached = path.join(work.workspace, '.deploy_git');
  await fs.mkdir(path.join(cached, '.git', 'info'), { recursive: true });
  await fs.mkdir(path.join(cached, '.git', 'objects'), { recursive: true });
  await fs.mkdir(path.join(cached, '.git', 'refs', 'heads'), { recursive: true });
  await fs.writeFile(path.join(cached, '.git', 'HEAD'), 'ref: refs/heads/master\n');
  await fs.writeFile(path.join(cached, '.git', 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = false\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy' },
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('.deploy_git exists already (restored from a cache?)');
  expect(result.log).not.toContain('.deploy_git was made or changed');
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(DEPLOYED_FILES);
});
