// End to end, the fast tier's smoke cases (`npm run test:fast` runs them with the unit tests; `npm test` runs them
// too): the bundled action, run as the runner runs it, builds the Hexo blog and deploys it to a real smart-HTTP git
// server; a second deploy adds one commit; an unchanged site pushes nothing. Moved here from deploy.test.ts, whose
// other cases they sat among (same names).
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { addPost, setDeployTarget } from '../support/hexo.mjs';
import { HEXO_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { filesContaining, runAction, type Job } from '../support/run-action.mjs';

// The git server plays github.com, whose Pages rules (github.io addresses, the base of a project site) these
// tests are about.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** Nothing the action ran may leave the token, or its header form, on disk. */
async function expectNoSecretLeft(job: Job): Promise<void> {
  const forms = [VALID_TOKEN, Buffer.from(`x-access-token:${VALID_TOKEN}`).toString('base64')];
  expect(await filesContaining(job.root, forms)).toEqual([]);
}

describe('the single-repository layout (sources on one branch, site on another)', () => {
  test('builds the Hexo blog and pushes it to the deploy branch named in _config.yml', async () => {
    // octo/blog: the fixture's url (https://octo.github.io/blog) is this repository's page, so no link warns.
    const repo = 'octo/blog';
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    const original = await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'master');

    const result = await runAction(work, { serverUrl: e2e.server.url, repository: repo, githubToken: VALID_TOKEN });

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'master')).toEqual(HEXO_SITE_FILES);
    const files = await e2e.server.files(repo, 'master');
    expect(files['index.html']).toContain('Notes on Deploying');
    expect(files['2026/01/05/hello-world/index.html']).toContain('<strong>fixture blog</strong>');
    const [commit] = await e2e.server.log(repo, 'master');
    expect(commit).toMatchObject({
      parents: [],
      authorName: 'octo',
      authorEmail: '583231+octo@users.noreply.github.com',
      committerName: 'octo',
      // _config.yml's deployer sets no message: hexo-deployer-git's own, as hexo deploy would commit it.
      message: expect.stringMatching(/^Site updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\n?$/) as unknown,
    });
    expect(result.outputs).toEqual({
      commit: commit?.sha,
      pushed: 'true',
      'changed-files': String(HEXO_SITE_FILES.length),
      'site-problems': '0',
      repository: e2e.server.repoUrl(repo),
      branch: 'master',
      'page-url': `https://octo.github.io/${repo.split('/')[1]}/`,
      tag: '',
      'preview-url': '',
      targets: JSON.stringify([
        {
          repository: e2e.server.repoUrl(repo),
          branch: 'master',
          commit: commit?.sha,
          pushed: true,
          'page-url': `https://octo.github.io/${repo.split('/')[1]}/`,
          outcome: 'pushed',
        },
      ]),
    });
    expect(result.log).toContain('from the deploy config in _config.yml');
    expect(result.summary).toContain(commit?.sha);
    // The config is back byte for byte, nothing is left behind, and the post step had nothing to fix.
    expect(await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8')).toBe(original);
    expect(await fs.readdir(work.runnerTemp)).toEqual([]);
    expect(result.post?.exitCode).toBe(0);
    expect(result.post?.warnings).toEqual([]);
    await expectNoSecretLeft(work);
    await e2e.server.fsck(repo);
  });
});

describe('history', () => {
  test('a second deploy adds one commit on top of the first and counts what changed', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    const inputs = { token: VALID_TOKEN, repository: repo };
    const first = await runAction(work, { serverUrl: e2e.server.url, inputs });
    await addPost(work.workspace, 'fourth-post', 'Fourth Post', 'More words.');
    // What a build left behind (the page of a post deleted since): hexo clean, which a fresh checkout does not
    // need, runs for it, and the page is not published.
    await fs.mkdir(path.join(work.workspace, 'public'), { recursive: true });
    await fs.writeFile(path.join(work.workspace, 'public', 'stale.html'), '<p>A deleted post</p>');

    const second = await runAction(work, { serverUrl: e2e.server.url, inputs });

    expect(first.log).toContain(
      'Build: hexo generate (build: auto, for Hexo; hexo clean left out: the checkout has no db.json, no public/ and no after_clean script).',
    );
    expect(second.log).toContain('Build: hexo clean && hexo generate (build: auto, for Hexo).');
    expect(second.exitCode).toBe(0);
    expect(await e2e.server.paths(repo, 'gh-pages')).not.toContain('stale.html');
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => entry.sha)).toEqual([second.outputs.commit, first.outputs.commit]);
    expect(log[0]?.parents).toEqual([first.outputs.commit]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toContain('2026/04/01/fourth-post/index.html');
    // The new post's page, and the index that lists it.
    expect(second.outputs['changed-files']).toBe('2');
    expect(second.summary).toContain('1 added, 1 changed, 0 removed');
    // The log's counts and the summary's agree: the commit line's files are the Files row, and the contents packed
    // are those of the added and changed files (all different here).
    for (const [run, added, changed] of [
      [first, HEXO_SITE_FILES.length, 0],
      [second, 1, 1],
    ] as const) {
      expect(run.log).toContain(
        `Commit ${run.outputs.commit?.slice(0, 7)}: ${added} files added, ${changed} changed, 0 removed`,
      );
      expect(run.summary).toMatch(new RegExp(`<td>Files</td><td>${added} added, ${changed} changed, 0 removed</td>`));
      expect(run.log).toMatch(new RegExp(`Packed ${added + changed} file contents and \\d+ folders the branch lacks`));
    }
  });

  test('a deploy of an unchanged site makes no commit and pushes nothing', async () => {
    const repo = e2e.repoName('site');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    const inputs = { token: VALID_TOKEN, repository: repo };
    await runAction(work, { serverUrl: e2e.server.url, inputs });
    const tip = await e2e.server.tip(repo, 'gh-pages');

    const again = await runAction(work, { serverUrl: e2e.server.url, inputs });

    expect(again.exitCode).toBe(0);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
    expect(again.outputs).toMatchObject({ commit: '', pushed: 'false', 'changed-files': '0' });
    expect(again.log).toContain('nothing to commit, nothing to push');
  });
});
