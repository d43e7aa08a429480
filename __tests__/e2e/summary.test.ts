// End to end: the job summary links what a user may want to open (the repository, the commit, the run), with the
// same rows on every route, "Site problems" included: a branch push and a deploy command (hexo deploy) here, the
// Actions source's rows in pages-actions.test.ts.
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult } from '../support/run-action.mjs';

// The git server plays github.com: the summary's page is github.io's address.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** The summary's rows that every route has: the target and the run as links, and the site's problems. */
function expectCommonRows(result: ActionResult, repo: string): void {
  const web = `${e2e.server.url}/${repo}`;
  expect(result.summary).toContain(`<td>Target</td><td><a href="${web}">${e2e.server.repoUrl(repo)}</a></td>`);
  const run = `${e2e.server.url}/octo/sources/actions/runs/1`;
  expect(result.summary).toContain(`<td>Run</td><td><a href="${run}">${run}</a></td>`);
  expect(result.summary).toContain('<td>Site problems</td><td>');
}

test('a branch push: the target, the commit at its web address, the page and the run are links', async () => {
  const repo = e2e.repoName('summary-push');
  await e2e.server.createRepo(repo);
  const job = await e2e.job();
  await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');

  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    inputs: { token: VALID_TOKEN, repository: e2e.server.repoUrl(repo), 'base-path': 'off' },
  });

  expect(result.errors).toEqual([]);
  const commit = result.outputs.commit ?? '';
  expect(commit).toMatch(/^[0-9a-f]{40}$/);
  expectCommonRows(result, repo);
  expect(result.summary).toContain(
    `<td>Commit</td><td><a href="${e2e.server.url}/${repo}/commit/${commit}"><code>${commit}</code></a></td>`,
  );
  expect(result.summary).toMatch(/<td>Page<\/td><td><a href="https:/);
});

test('a deploy command (hexo deploy): the same rows, the target, the commit and the run as links', async () => {
  const repo = e2e.repoName('summary-command');
  await e2e.server.createRepo(repo);
  const job = await e2e.job();
  await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');

  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { 'deploy-command': 'npx hexo deploy', 'base-path': 'off' },
  });

  expect(result.errors).toEqual([]);
  const tip = await e2e.server.tip(repo, 'gh-pages');
  expect(tip).toMatch(/^[0-9a-f]{40}$/);
  expectCommonRows(result, repo);
  expect(result.summary).toContain(
    `<td>Commit</td><td><a href="${e2e.server.url}/${repo}/commit/${tip}"><code>${tip}</code></a></td>`,
  );
  expect(result.summary).toMatch(/<td>Page<\/td><td><a href="https:/);
});
