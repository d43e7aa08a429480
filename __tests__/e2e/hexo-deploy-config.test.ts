// End to end: `deploy-command: npx hexo deploy` commits as the git deployer's `name`/`email` in _config.yml say
// (the workflow's `user-name`/`user-email` win, each on its own), as the real hexo deploy of the shell recipe does,
// and its `page-url` is the domain of the CNAME file the deploy published.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { TOKEN_USER, VALID_TOKEN, type CommitInfo } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Replaces the fixture's `deploy:` block (the end of its _config.yml) with one git deployer to `url`. */
async function setDeploy(work: Job, url: string, options: string[]): Promise<void> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  const deploy = ['deploy:', '  type: git', `  repo: ${url}`, '  branch: gh-pages', ...options];
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
}

/** A hexo deploy through the action, the token's placeholder in the config's URL as the recipe writes it. */
async function actionDeploy(
  repo: string,
  options: string[],
  inputs: Record<string, string> = {},
): Promise<ActionResult> {
  const work = await e2e.job();
  await setDeploy(work, e2e.server.repoUrl(repo).replace('http://', 'http://GITHUB_ACCESS_TOKEN@'), options);
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy', ...inputs },
  });
  expect(result.errors).toEqual([]);
  return result;
}

/**
 * The shell recipe, without the action: the token in the config's URL, the workflow's identity in git's global
 * config, `hexo generate` and the real `hexo deploy`, on a fresh copy of the site (no .deploy_git).
 */
async function recipeDeploy(repo: string, options: string[], global: { name: string; email: string }): Promise<void> {
  const work = await e2e.job();
  const url = e2e.server.repoUrl(repo).replace('http://', `http://${TOKEN_USER}:${VALID_TOKEN}@`);
  await setDeploy(work, url, options);
  const gitconfig = path.join(work.home, '.gitconfig');
  await fs.writeFile(gitconfig, `[user]\n\tname = ${global.name}\n\temail = ${global.email}\n`);
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: work.home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: gitconfig,
    GIT_TERMINAL_PROMPT: '0',
  };
  const hexo = path.join(work.workspace, 'node_modules', '.bin', 'hexo');
  for (const command of ['generate', 'deploy']) {
    await promisify(execFile)(hexo, [command], { cwd: work.workspace, env });
  }
}

/** Who a commit is by: author and committer. */
function identityOf(commit: CommitInfo | undefined): Partial<CommitInfo> {
  const { authorName, authorEmail, committerName, committerEmail } = commit ?? {};
  return { authorName, authorEmail, committerName, committerEmail };
}

const HEXO_BOT = ['  name: Hexo Bot', '  email: hexo-bot@example.com'];

test("the commit is by the deployer's name and email, author and committer, as the real hexo deploy makes it", async () => {
  const ours = e2e.repoName('identity');
  const theirs = e2e.repoName('identity-recipe');
  await e2e.server.createRepo(ours);
  await e2e.server.createRepo(theirs);

  await actionDeploy(ours, HEXO_BOT);
  await recipeDeploy(theirs, HEXO_BOT, { name: 'octo', email: 'octo@example.com' });

  const [commit] = await e2e.server.log(ours, 'gh-pages');
  expect(identityOf(commit)).toEqual({
    authorName: 'Hexo Bot',
    authorEmail: 'hexo-bot@example.com',
    committerName: 'Hexo Bot',
    committerEmail: 'hexo-bot@example.com',
  });
  expect(identityOf((await e2e.server.log(theirs, 'gh-pages'))[0])).toEqual(identityOf(commit));
});

test("a deployer with a name only gets the workflow's email, as the recipe's global email gives it", async () => {
  const ours = e2e.repoName('name-only');
  const theirs = e2e.repoName('name-only-recipe');
  await e2e.server.createRepo(ours);
  await e2e.server.createRepo(theirs);

  await actionDeploy(ours, ['  name: Hexo Bot']);
  const [commit] = await e2e.server.log(ours, 'gh-pages');
  // The recipe's global identity is the one the action takes by default: the actor's.
  await recipeDeploy(theirs, ['  name: Hexo Bot'], { name: 'octo', email: commit?.authorEmail ?? '' });

  expect(identityOf(commit)).toEqual({
    authorName: 'Hexo Bot',
    authorEmail: expect.stringMatching(/^583231\+octo@users\.noreply\./) as unknown,
    committerName: 'Hexo Bot',
    committerEmail: commit?.authorEmail,
  });
  expect(identityOf((await e2e.server.log(theirs, 'gh-pages'))[0])).toEqual(identityOf(commit));
});

test("the workflow's user-name wins over the deployer's name, and the deployer's email stays", async () => {
  const repo = e2e.repoName('input-wins');
  await e2e.server.createRepo(repo);

  await actionDeploy(repo, HEXO_BOT, { 'user-name': 'Workflow Bot' });

  expect(identityOf((await e2e.server.log(repo, 'gh-pages'))[0])).toEqual({
    authorName: 'Workflow Bot',
    authorEmail: 'hexo-bot@example.com',
    committerName: 'Workflow Bot',
    committerEmail: 'hexo-bot@example.com',
  });
});

test("a deploy command other than hexo deploy commits as the workflow's identity, whatever the deployer says", async () => {
  const work = await e2e.job();
  await setDeploy(work, e2e.server.repoUrl(e2e.repoName('not-hexo')), HEXO_BOT);
  const command = [
    'git init -q "$HOME/out"',
    'git -C "$HOME/out" commit -q --allow-empty -m deploy',
    'git -C "$HOME/out" log -1 --format="%an <%ae>, %cn <%ce>" > "$HOME/who"',
  ].join(' && ');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': command },
  });

  expect(result.errors).toEqual([]);
  expect(await fs.readFile(path.join(work.home, 'who'), 'utf8')).toMatch(
    /^octo <583231\+octo@users\.noreply\.[^>]+>, octo <583231\+octo@users\.noreply\.[^>]+>\n$/,
  );
});

test("page-url is the domain of the site's CNAME, which hexo deploy published", async () => {
  const repo = e2e.repoName('cname');
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await fs.writeFile(path.join(work.workspace, 'source', 'CNAME'), 'blog.example.com\n');
  await setDeploy(work, e2e.server.repoUrl(repo).replace('http://', 'http://GITHUB_ACCESS_TOKEN@'), []);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy' },
  });

  expect(result.errors).toEqual([]);
  expect((await e2e.server.files(repo, 'gh-pages')).CNAME).toBe('blog.example.com\n');
  expect(result.outputs['page-url']).toBe('https://blog.example.com/');
  expect(result.summary).toContain('https://blog.example.com/');
});

test("another deploy command's page-url is the domain of the publish folder's CNAME", async () => {
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'public', 'CNAME'), 'www.example.org\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'echo deployed' },
  });

  expect(result.errors).toEqual([]);
  expect(result.outputs['page-url']).toBe('https://www.example.org/');
});

test('a --config file of the build command gets the token while the build runs, and its bytes back after', async () => {
  const repo = e2e.repoName('prod-config');
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeploy(work, e2e.server.repoUrl(e2e.repoName('staging')), []);
  const prodUrl = e2e.server.repoUrl(repo).replace('http://', 'http://GITHUB_ACCESS_TOKEN@');
  const prod = `deploy:\n  type: git\n  repo: ${prodUrl}\n  branch: gh-pages\n  message: production\n`;
  await fs.writeFile(path.join(work.workspace, '_config.prod.yml'), prod);
  const list = '--config _config.yml,_config.prod.yml';

  // The build stops if the placeholder is still in the file; hexo deploy reads the token from it.
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: {
      build: `! grep -q GITHUB_ACCESS_TOKEN _config.prod.yml && npx hexo generate ${list}`,
      'deploy-command': `npx hexo deploy ${list}`,
    },
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('The token is in _config.prod.yml while the build runs');
  expect(result.log).toContain('the deploy config in _config.prod.yml (merged over _config.yml');
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.message).toBe('production');
  expect(await fs.readFile(path.join(work.workspace, '_config.prod.yml'), 'utf8')).toBe(prod);
});
