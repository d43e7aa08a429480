// End to end: on github.com, where nothing else gives the page's address (no cname, no CNAME, no Pages answer),
// page-url is github.io's: a user site at its root, a project site below /<name>/. The git server plays github.com
// (a server on loopback is not github.com, and gets no github.io address).
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { HEXO_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction } from '../support/run-action.mjs';

const e2e = useEndToEnd({ asGitHubDotCom: true });

test('starts an empty <owner>.github.io on main', async () => {
  const repo = 'empty/empty.github.io';
  await e2e.server.createRepo(repo, { defaultBranch: 'trunk' });
  const work = await e2e.job();

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo },
  });

  expect(result.exitCode).toBe(0);
  expect(await e2e.server.paths(repo, 'main')).toEqual(HEXO_SITE_FILES);
  expect(result.outputs['page-url']).toBe('https://empty.github.io/');
});

test.each([['evil.example/$(id)'], ['javascript:alert(1)'], [`${'a'.repeat(300)}.example.org`]])(
  'a CNAME line that is not a domain name (%s) never reaches page-url or the summary',
  async (line) => {
    const repo = e2e.repoName('bad-cname');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
    await fs.writeFile(path.join(work.workspace, 'public', 'CNAME'), `${line}\n`);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN, build: 'skip' },
    });

    expect(result.errors).toEqual([]);
    // The file is published as the site has it; the address is the github.io one.
    expect((await e2e.server.files(repo, 'gh-pages')).CNAME).toBe(`${line}\n`);
    expect(result.outputs['page-url']).toBe(`https://octo.github.io/${repo.split('/')[1] ?? ''}/`);
    expect(result.summary).not.toContain(line.slice(0, 20));
  },
);
