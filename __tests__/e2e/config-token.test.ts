// End to end: a target's own token in _config.yml (`repo: {url, branch, token: $NAME}`, hexo-deployer-git's form)
// is used for that target, as `hexo deploy` uses it, also on the workflow's server; and `$NAME` is read only from
// what the workflow gave the step: the action's own inputs never reach a host that only the config names.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { HEXO_SITE_FILES, tokenForms, useEndToEnd } from '../support/e2e.js';
import { recorder } from '../support/recorder.js';
import { runAction, type Job } from '../support/run-action.mjs';
import { makeKey } from '../support/ssh-server.mjs';

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

test('repo.token: the recipe\'s placeholder sends the "token" input nowhere the config alone names', async () => {
  // The recipe's sed would write the token there; pages-push gives that target the "token" input, so it must keep
  // the input's rule: only the workflow's server, or a host the "repository" input names.
  const trap = await recorder();
  try {
    const work = await e2e.job();
    await setDeploy(work, `${trap.url}/octo/blog.git`, 'GITHUB_ACCESS_TOKEN');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      inputs: { token: VALID_TOKEN, build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      `The target ${trap.url}/octo/blog.git comes from the site config and is not on the workflow's GitHub server`,
    );
    expect(trap.requests).toEqual([]);
    expect(tokenForms(VALID_TOKEN).filter((form) => result.log.includes(form))).toEqual([]);
  } finally {
    await trap.stop();
  }
});

describe('repo.token whose value is a credential of the action, whatever its name', () => {
  let key: string;
  beforeAll(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'config-token-key-'));
    key = (await makeKey(dir, 'deploy-key')).privateKey;
    await fs.rm(dir, { recursive: true, force: true });
  });

  test.each([
    ['$GITHUB_TOKEN', 'the token', '"token" input'],
    ['$GH_TOKEN', 'the token', '"token" input'],
    ['$DEPLOY_KEY_COPY', 'the deploy key', '"deploy-key" input'],
  ])('%s holding %s sends nothing to a host only the config names', async (name, _what, input) => {
    const trap = await recorder();
    try {
      const work = await e2e.job();
      await setDeploy(work, `${trap.url}/octo/blog.git`, name);

      const result = await runAction(work, {
        serverUrl: e2e.server.url,
        repository: 'octo/sources',
        githubToken: VALID_TOKEN,
        // As many workflows set them for other tools: the same values as the step's inputs.
        env: { GITHUB_TOKEN: VALID_TOKEN, GH_TOKEN: VALID_TOKEN, DEPLOY_KEY_COPY: key },
        inputs: { 'deploy-key': input.includes('deploy-key') ? key : '', build: 'skip' },
      });

      expect(result.exitCode).toBe(1);
      // With a deploy key, the target is its SSH form (as hexo-deployer-git would push there).
      expect(result.errors[0]).toMatch(/^_config\.yml gives \S*127\.0\.0\.1\S* the token in /);
      expect(result.errors[0]).toContain(`the token in ${name}, whose value is the ${input}`);
      expect(result.errors[0]).toContain('`env: MIRROR_TOKEN: ${{ secrets.MIRROR_TOKEN }}` on the step');
      expect(trap.requests).toEqual([]);
      expect(tokenForms(VALID_TOKEN).filter((form) => result.log.includes(form))).toEqual([]);
    } finally {
      await trap.stop();
    }
  });

  test('a variable of its own (the control) goes to that host, with its own value only', async () => {
    const trap = await recorder();
    try {
      const work = await e2e.job();
      await setDeploy(work, `${trap.url}/octo/blog.git`, '$MIRROR_TOKEN');

      const result = await runAction(work, {
        serverUrl: e2e.server.url,
        repository: 'octo/sources',
        githubToken: VALID_TOKEN,
        env: { GITHUB_TOKEN: VALID_TOKEN, MIRROR_TOKEN: 'mirror-token-value' },
        inputs: { build: 'skip' },
      });

      expect(result.exitCode).toBe(1); // the stand-in host answers 404 to everything
      expect(trap.requests.length).toBeGreaterThan(0);
      const mirrorHeader = `basic ${Buffer.from('x-access-token:mirror-token-value').toString('base64')}`;
      expect(new Set(trap.requests.map((request) => request.authorization))).toEqual(new Set([mirrorHeader]));
    } finally {
      await trap.stop();
    }
  });

  test('$GITHUB_TOKEN holding the "token" input still pushes to the workflow server, where the token goes anyway', async () => {
    const repo = e2e.repoName('own-github-token');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeploy(work, e2e.server.repoUrl(repo), '$GITHUB_TOKEN');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      env: { GITHUB_TOKEN: VALID_TOKEN },
      inputs: { build: 'npx hexo generate' },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  });
});
