// End to end: pull request previews on one branch: deploy, update, a main deploy in between that keeps them, the
// close that removes one, the retention sweep of old ones, and a fork's pull request that gets a notice.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { isolatedGitEnv, VALID_TOKEN } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server plays github.com: page-url is github.io's address where nothing else gives one.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** A prebuilt site saying `text`, and the event of a pull request (none: a push). */
async function run(
  repo: string,
  text: string,
  pull?: { number: number; action: string; fork?: boolean },
  inputs: Record<string, string> = {},
): Promise<{ result: ActionResult; work: Job }> {
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'public', 'index.html'), `<p>${text}</p>\n`);
  const env: Record<string, string> = { GITHUB_EVENT_NAME: pull ? 'pull_request' : 'push' };
  if (pull) {
    const event = path.join(work.root, 'event.json');
    const head = pull.fork ? 'someone/blog' : repo;
    await fs.writeFile(
      event,
      JSON.stringify({
        action: pull.action,
        number: pull.number,
        pull_request: { number: pull.number, head: { repo: { full_name: head } }, base: { repo: { full_name: repo } } },
      }),
    );
    env.GITHUB_EVENT_PATH = event;
  }
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    env,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', preview: 'true', ...inputs },
  });
  return { result, work };
}

/** Writes the branch's tip again as a root commit `days` old: as if what it holds was last deployed then. */
function ageTip(repo: string, days: number): void {
  const env = isolatedGitEnv({ GIT_DIR: e2e.server.gitDir(repo) });
  const old = `${Math.floor(Date.now() / 1000) - days * 86400} +0000`;
  const tip = execFileSync('git', ['rev-parse', 'refs/heads/gh-pages'], { env, encoding: 'utf8' }).trim();
  const aged = execFileSync('git', ['commit-tree', `${tip}^{tree}`, '-m', 'Old preview'], {
    env: { ...env, GIT_COMMITTER_DATE: old, GIT_AUTHOR_DATE: old },
    encoding: 'utf8',
  }).trim();
  execFileSync('git', ['update-ref', 'refs/heads/gh-pages', aged, tip], { env });
}

const previewFolders = async (repo: string): Promise<string[]> =>
  [
    ...new Set(
      (await e2e.server.paths(repo, 'gh-pages'))
        .filter((file) => file.startsWith('pr-preview/'))
        .map((file) => file.split('/').slice(0, 2).join('/')),
    ),
  ].sort();

test('on one branch: a preview deployed, updated, kept by a main deploy, old ones swept, and removed on close', async () => {
  const repo = e2e.repoName('previews');
  await e2e.server.createRepo(repo);
  // pr-1 was last deployed 60 days ago.
  await e2e.server.commit(repo, 'gh-pages', {
    'index.html': '<p>main v1</p>\n',
    'pr-preview/pr-1/index.html': 'old\n',
  });
  ageTip(repo, 60);
  const name = repo.split('/')[1] ?? '';

  const opened = await run(repo, 'preview of 3', { number: 3, action: 'opened' });

  expect(opened.result.errors).toEqual([]);
  expect(opened.result.outputs['preview-url']).toBe(`https://octo.github.io/${name}/pr-preview/pr-3/`);
  expect(opened.result.summary).toContain(`pull request #3: <a href="https://octo.github.io/${name}/pr-preview/pr-3/"`);
  let files = await e2e.server.files(repo, 'gh-pages');
  expect(files['index.html']).toBe('<p>main v1</p>\n');
  expect(files['pr-preview/pr-3/index.html']).toBe('<p>preview of 3</p>\n');
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.message).toMatch(/^Preview 1234567 of pull request #3 from /);

  const updated = await run(repo, 'preview of 3, again', { number: 3, action: 'synchronize' });
  const main = await run(repo, 'main v2');

  expect([updated.result.errors, main.result.errors]).toEqual([[], []]);
  expect(main.result.outputs['preview-url']).toBe('');
  files = await e2e.server.files(repo, 'gh-pages');
  expect(files['index.html']).toBe('<p>main v2</p>\n');
  expect(files['pr-preview/pr-3/index.html']).toBe('<p>preview of 3, again</p>\n');
  expect(await previewFolders(repo)).toEqual(['pr-preview/pr-1', 'pr-preview/pr-3']);

  // Another pull request's preview, with a retention: the preview no deploy touched for 30 days goes.
  const swept = await run(repo, 'preview of 4', { number: 4, action: 'opened' }, { 'preview-retention': '30' });

  expect(swept.result.errors).toEqual([]);
  expect(swept.result.log).toContain(
    'Removing a preview no deploy touched for 30 days ("preview-retention"): pr-preview/pr-1',
  );
  expect(await previewFolders(repo)).toEqual(['pr-preview/pr-3', 'pr-preview/pr-4']);

  const closed = await run(repo, 'not built', { number: 3, action: 'closed' });

  expect(closed.result.errors).toEqual([]);
  expect(closed.result.log).toContain('Build: nothing (pull request #3 is closed: its preview is removed).');
  expect(closed.result.summary).toContain('pull request #3 closed: its preview is removed');
  expect(await previewFolders(repo)).toEqual(['pr-preview/pr-4']);
  files = await e2e.server.files(repo, 'gh-pages');
  expect(files['index.html']).toBe('<p>main v2</p>\n');
  expect(files['pr-preview/pr-4/index.html']).toBe('<p>preview of 4</p>\n');
  expect((await e2e.server.log(repo, 'gh-pages')).map((entry) => entry.message.split(' ')[0])).toEqual([
    'Remove',
    'Preview',
    'Deploy',
    'Preview',
    'Preview',
    'Old',
  ]);
});

test('preview-retention removes the previews no deploy touched for that many days, read from the history', async () => {
  const repo = e2e.repoName('retention');
  await e2e.server.createRepo(repo);
  await e2e.server.commit(repo, 'gh-pages', { 'index.html': '<p>main</p>\n', 'pr-preview/pr-1/index.html': 'old\n' });
  ageTip(repo, 60);
  // A recent commit adds pr-2 and leaves pr-1 as it was.
  await e2e.server.commit(repo, 'gh-pages', {
    'index.html': '<p>main</p>\n',
    'pr-preview/pr-1/index.html': 'old\n',
    'pr-preview/pr-2/index.html': 'recent\n',
  });

  const { result } = await run(repo, 'main again', undefined, { 'preview-retention': '30' });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain(
    'Removing a preview no deploy touched for 30 days ("preview-retention"): pr-preview/pr-1',
  );
  const paths = await e2e.server.paths(repo, 'gh-pages');
  expect(paths).toContain('pr-preview/pr-2/index.html');
  expect(paths.filter((file) => file.startsWith('pr-preview/pr-1'))).toEqual([]);
});

test.each(['3', 'replace'])(
  "with history: %s, retention still reads each preview's date after the history is rewritten",
  async (history) => {
    const repo = e2e.repoName(`retention-rewritten-${history}`);
    await e2e.server.createRepo(repo);
    // pr-1 was deployed 60 days ago, its date file says so.
    const old = Math.floor(Date.now() / 1000) - 60 * 86400;
    await e2e.server.commit(repo, 'gh-pages', {
      'index.html': '<p>main</p>\n',
      'pr-preview/pr-1/index.html': 'old\n',
      [`pr-preview/pr-1/.pages-push-deployed-${old}`]: '',
    });
    ageTip(repo, 60);
    const deploys = [
      await run(repo, 'preview of 2', { number: 2, action: 'opened' }, { history }),
      await run(repo, 'main v2', undefined, { history }),
      await run(repo, 'main v3', undefined, { history }),
    ];
    const marker = (await e2e.server.paths(repo, 'gh-pages')).find((file) =>
      file.startsWith('pr-preview/pr-2/.pages-push-deployed-'),
    );

    const swept = await run(repo, 'main v4', undefined, { history, 'preview-retention': '30' });

    expect([...deploys, swept].map((deploy) => deploy.result.errors)).toEqual([[], [], [], []]);
    expect(await e2e.server.log(repo, 'gh-pages')).toHaveLength(history === 'replace' ? 1 : 3);
    // The preview's deploy left its date, in seconds, in its folder.
    const seconds = Number(marker?.split('-').pop());
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(600);
    expect(swept.result.log).toContain(
      'Removing a preview no deploy touched for 30 days ("preview-retention"): pr-preview/pr-1',
    );
    expect(await previewFolders(repo)).toEqual(['pr-preview/pr-2']);
    expect((await e2e.server.files(repo, 'gh-pages'))['pr-preview/pr-2/index.html']).toBe('<p>preview of 2</p>\n');
  },
  300_000,
);

test("a fork's pull request gets a notice and a green step, and the branch is untouched", async () => {
  const repo = e2e.repoName('fork');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': '<p>main</p>\n' });

  const { result } = await run(repo, 'from a fork', { number: 9, action: 'opened', fork: true });

  expect(result.exitCode).toBe(0);
  expect(result.errors).toEqual([]);
  expect(result.stdout).toContain('::notice::No preview for pull request #9: it comes from a fork');
  expect(result.summary).toContain('skipped: a pull request from a fork gets no preview');
  expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
});
