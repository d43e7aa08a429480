// End to end: a deployer option that pages-push refuses on any git target of _config.yml (hexo-deployer-git's
// README example pushes the site's sources with `extend_dirs: /`) stops the deploy before the build and before
// anything is pushed, in our own push and in hexo deploy, naming the value as written and the fix.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Replaces the fixture's `deploy:` block (the end of its _config.yml) with `deploy`. */
async function setDeploy(work: Job, deploy: string[]): Promise<void> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
}

const withPlaceholder = (url: string): string => url.replace('http://', 'http://GITHUB_ACCESS_TOKEN@');

/** hexo-deployer-git's README example: the site to `master`, its sources to `src` of the same repository. */
function readmeExample(url: string): string[] {
  return [
    'deploy:',
    '  - type: git',
    `    repo: ${url}`,
    '    branch: master',
    '  - type: git',
    `    repo: ${url}`,
    '    branch: src',
    '    extend_dirs: /',
    '    ignore_hidden: false',
    '    ignore_pattern:',
    '        public: .',
  ];
}

/** The refusal, naming the value as written, why, and the fix. */
const REFUSAL =
  'extend_dirs "/" in the deploy config in _config.yml (git target 2 of 2) names the site folder itself: ' +
  "hexo-deployer-git would publish it whole, the site's sources and _config.yml with it, not the generated site. " +
  'pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from _config.yml, ' +
  'or push the sources another way';

test.each([
  ['our own push', {}],
  ['hexo deploy', { 'deploy-command': 'npx hexo deploy' }],
])(
  "hexo-deployer-git's README example, which pushes the sources, is refused before the build and any push (%s)",
  async (_mode, inputs) => {
    const repo = e2e.repoName('sources');
    await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'master', { 'index.html': 'the live site\n' });
    const work = await e2e.job();
    await setDeploy(work, readmeExample(withPlaceholder(e2e.server.repoUrl(repo))));

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      inputs: { build: 'echo built > "$HOME/built" && npx hexo generate', ...inputs },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([expect.stringContaining(REFUSAL)]);
    expect(await e2e.server.refs(repo)).toEqual({ 'refs/heads/master': live });
    await expect(fs.access(path.join(work.home, 'built'))).rejects.toThrow();
  },
);

test("hexo deploy checks every git target's extend_dirs before it runs: a link out of the workspace in the second's", async () => {
  const first = e2e.repoName('first');
  const second = e2e.repoName('second');
  await e2e.server.createRepo(first);
  await e2e.server.createRepo(second);
  const live = await e2e.server.commit(first, 'gh-pages', { 'index.html': 'the live site\n' });
  const work = await e2e.job();
  await fs.mkdir(path.join(work.workspace, 'static'));
  await fs.writeFile(path.join(work.home, 'private.txt'), 'not for the site\n');
  await fs.symlink(path.join(work.home, 'private.txt'), path.join(work.workspace, 'static', 'private.txt'));
  await setDeploy(work, [
    'deploy:',
    '  - type: git',
    `    repo: ${withPlaceholder(e2e.server.repoUrl(first))}`,
    '    branch: gh-pages',
    '  - type: git',
    `    repo: ${withPlaceholder(e2e.server.repoUrl(second))}`,
    '    branch: gh-pages',
    '    extend_dirs: static',
  ]);

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors).toEqual([
    expect.stringContaining(
      'The symbolic link "static/private.txt" of the extend_dirs in _config.yml\'s deploy leads out of the workspace',
    ),
  ]);
  expect(result.log).not.toContain('Seeded .deploy_git');
  expect(await e2e.server.refs(first)).toEqual({ 'refs/heads/gh-pages': live });
  expect(await e2e.server.refs(second)).toEqual({});
});
