// End to end: no credential is published, left on disk, or handed to the user's commands.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN, git } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, STATIC_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { runAction } from '../support/run-action.mjs';

const e2e = useEndToEnd();

test('the leak guard refuses a Hexo page that prints the deploy repo, naming the page and pushing nothing', async () => {
  const repo = e2e.repoName('leaky');
  await e2e.server.createRepo(repo);
  const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  // A theme that shows where the site is deployed: with the token substituted, that is the token.
  const layout = path.join(work.workspace, 'themes', 'plain', 'layout', 'layout.ejs');
  await fs.writeFile(
    layout,
    (await fs.readFile(layout, 'utf8')).replace('</body>', '<footer><%= config.deploy.repo %></footer>\n</body>'),
  );

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Refusing to publish: 5 files of the site contain the token or the deploy key');
  expect(result.errors[0]).toContain(path.join('public', 'index.html'));
  expect(result.errors[0]).toContain('config.deploy.repo');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
  // The generated pages are cleaned on disk too: the placeholder is back where the token was.
  expect(await fs.readFile(path.join(work.workspace, 'public', 'index.html'), 'utf8')).toContain(
    'GITHUB_ACCESS_TOKEN@',
  );
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a deploy command that leaves the token in .deploy_git and ~/.gitconfig gets them scrubbed', async () => {
  const repo = e2e.repoName('hexo-d');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(
    path.join(work.workspace, 'site.conf'),
    `repo: ${e2e.server.repoUrl(repo).replace('//', '//GITHUB_ACCESS_TOKEN@')}\n`,
  );
  // What hexo-deployer-git does: a repository in .deploy_git whose remote URL carries the token from the config.
  const deployCommand = [
    'url=$(sed -n "s/^repo: //p" site.conf)',
    'mkdir -p .deploy_git && cp -R public/. .deploy_git/',
    'cd .deploy_git && git init -q && git add -A && git commit -qm "Site updated"',
    'git remote add origin "$url"',
    'git push -q origin HEAD:refs/heads/gh-pages',
    'git config --global credential.https://example.com.username "$url"',
  ].join(' && ');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: {
      token: VALID_TOKEN,
      repository: repo,
      build: 'skip',
      'config-file': 'site.conf',
      'deploy-command': deployCommand,
    },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(['assets/run.sh', 'assets/style.css', 'index.html']);
  expect(result.log).toContain(
    `Removed the token from ~/.gitconfig, ${path.join('.deploy_git', '.git', 'config')} (left there`,
  );
  const remoteUrl = await git(['-C', path.join(work.workspace, '.deploy_git'), 'config', 'remote.origin.url']);
  expect(remoteUrl.trim()).toBe(e2e.server.repoUrl(repo).replace('//', '//GITHUB_ACCESS_TOKEN@'));
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a build that caches the substituted config in the workspace gets the cache scrubbed', async () => {
  const repo = e2e.repoName('cache');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'site.conf'), 'token: GITHUB_ACCESS_TOKEN\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: {
      token: VALID_TOKEN,
      repository: repo,
      build: 'mkdir -p .cache && cp site.conf .cache/config.snapshot',
      'config-file': 'site.conf',
    },
  });

  expect(result.errors).toEqual([]);
  expect(await fs.readFile(path.join(work.workspace, '.cache', 'config.snapshot'), 'utf8')).toBe(
    'token: GITHUB_ACCESS_TOKEN\n',
  );
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('install and build commands do not see the action inputs, the token among them', async () => {
  const repo = e2e.repoName('env');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: {
      token: VALID_TOKEN,
      repository: repo,
      install: 'if env | grep -q "^INPUT_"; then exit 7; fi',
      build: 'if env | grep -q "^INPUT_"; then exit 8; fi',
    },
  });

  expect(result.errors).toEqual([]);
  expect(result.outputs.pushed).toBe('true');
});

test("actions/checkout's auth header for another token in the workspace changes nothing, and stays as it was", async () => {
  const repo = e2e.repoName('checkout');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  const otherHeader = `AUTHORIZATION: basic ${Buffer.from('x-access-token:ghs_checkoutTokenOfTheWorkflow000000').toString('base64')}`;
  await git(['init', '-q', work.workspace]);
  await git(['-C', work.workspace, 'config', `http.${e2e.server.url}/.extraheader`, otherHeader]);
  const configBefore = await fs.readFile(path.join(work.workspace, '.git', 'config'), 'utf8');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
  });

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(await fs.readFile(path.join(work.workspace, '.git', 'config'), 'utf8')).toBe(configBefore);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});
