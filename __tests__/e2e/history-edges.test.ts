// End to end: `history: N` and `history: replace` deploy after deploy, on sites whose files partly stay the same
// (an empty file among them): the branch holds N commits every time, and no push asks for an old file.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** One deploy of the static site, its index saying `deploy`, with an empty file and a page that never change. */
async function deploy(repo: string, deploy: number, inputs: Record<string, string>): Promise<ActionResult> {
  const work = await e2e.job({ fixture: 'static-site' });
  const site = path.join(work.workspace, 'public');
  await fs.writeFile(path.join(site, 'index.html'), `<p>deploy ${deploy}</p>\n`);
  await fs.writeFile(path.join(site, '.empty'), '');
  await fs.writeFile(path.join(site, 'about.html'), '<p>about</p>\n');
  return runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', ...inputs },
  });
}

describe.each([1, 2, 3])('history: %i', (limit) => {
  test(`six deploys in a row each land, and the branch never holds more than ${limit} commits`, async () => {
    const repo = e2e.repoName(`history-${limit}`);
    await e2e.server.createRepo(repo);
    const counts: number[] = [];
    const errors: string[][] = [];

    for (let number = 1; number <= 6; number += 1) {
      const result = await deploy(repo, number, { history: String(limit) });
      errors.push(result.errors);
      counts.push((await e2e.server.log(repo, 'gh-pages')).length);
    }

    expect(errors).toEqual([[], [], [], [], [], []]);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6].map((number) => Math.min(number, limit)));
    const files = await e2e.server.files(repo, 'gh-pages');
    expect([files['index.html'], files['.empty'], files['about.html']]).toEqual([
      '<p>deploy 6</p>\n',
      '',
      '<p>about</p>\n',
    ]);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
    await e2e.server.fsck(repo);
  }, 300_000);
});

describe('history: replace', () => {
  test('with preview-retention and previews on the branch, deploy after deploy lands as one commit', async () => {
    const repo = e2e.repoName('replace-previews');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', {
      'index.html': '<p>main</p>\n',
      '.empty': '',
      'pr-preview/pr-1/index.html': '<p>preview</p>\n',
      'pr-preview/pr-1/.empty': '',
    });
    const results: ActionResult[] = [];

    for (let number = 1; number <= 3; number += 1) {
      results.push(await deploy(repo, number, { history: 'replace', 'preview-retention': '30' }));
    }

    expect(results.map((result) => result.errors)).toEqual([[], [], []]);
    expect(results.map((result) => result.log.includes('trying again'))).toEqual([false, false, false]);
    expect(await e2e.server.log(repo, 'gh-pages')).toHaveLength(1);
    const files = await e2e.server.files(repo, 'gh-pages');
    expect([files['index.html'], files['.empty'], files['pr-preview/pr-1/index.html']]).toEqual([
      '<p>deploy 3</p>\n',
      '',
      '<p>preview</p>\n',
    ]);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
    await e2e.server.fsck(repo);
  });
});
