// End to end: the guard that refuses to publish over the branch the workflow runs on cannot be passed by another
// spelling of the workflow's server, and a tag with the target branch's name is refused, never skipped.
import { git, isolatedGitEnv, VALID_TOKEN } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/**
 * A repository whose sources are on `source`, and a static-site job; with `clone`, its workspace is a git
 * repository of other sources, as actions/checkout leaves it.
 */
async function sourcesJob(prefix: string, clone = false): Promise<{ repo: string; sources: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const sources = await e2e.server.commit(repo, 'source', { 'README.md': 'my sources\n' });
  const work = await e2e.job({ fixture: 'static-site' });
  if (!clone) return { repo, sources, work };
  const env = isolatedGitEnv();
  await git(['init', '-q', '-b', 'source'], { cwd: work.workspace, env });
  await git(['add', '-A'], { cwd: work.workspace, env });
  await git(['-c', 'user.name=octo', '-c', 'user.email=octo@example.com', 'commit', '-qm', 'sources'], {
    cwd: work.workspace,
    env,
  });
  return { repo, sources, work };
}

test('refuses to publish over the sources branch when the target names the server localhost, not 127.0.0.1', async () => {
  const { repo, sources, work } = await sourcesJob('own-localhost');
  const viaLocalhost = `${e2e.server.url.replace('127.0.0.1', 'LocalHost')}/${repo}.git/`;

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: VALID_TOKEN,
    inputs: { repository: viaLocalhost, branch: 'source', build: 'skip' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('The target branch "source" is the branch this workflow runs on');
  expect(await e2e.server.tip(repo, 'source')).toBe(sources);
});

test('a run started by a tag with the target branch name is refused, not skipped as the deploy own push', async () => {
  const { repo, work } = await sourcesJob('own-tag-run', true);
  const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: VALID_TOKEN,
    env: { GITHUB_REF: 'refs/tags/gh-pages', GITHUB_REF_NAME: 'gh-pages', GITHUB_REF_TYPE: 'tag' },
    inputs: { branch: 'gh-pages', build: 'skip' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('This run was started by the tag "gh-pages", which has the name of the target');
  expect(result.notices).toEqual([]);
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
});

test('a "tag" input with the target branch name is refused before anything is pushed', async () => {
  const repo = e2e.repoName('own-tag-input');
  await e2e.server.createRepo(repo);
  const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    githubToken: VALID_TOKEN,
    inputs: { repository: repo, branch: 'gh-pages', tag: 'gh-pages', build: 'skip' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Input "tag" makes the tag "gh-pages", the name of the target branch');
  expect(await e2e.server.refs(repo)).toEqual({ 'refs/heads/gh-pages': live });
});
