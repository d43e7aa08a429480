// End to end: `history: N` keeps the branch's last N deploy commits (and loses no deploy that races the rewrite),
// `tag` pushes an annotated tag with the deploy commit, and `exclude` leaves files of the publish folder out.
import { execFileSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { git, isolatedGitEnv, VALID_TOKEN } from '../support/git-server.mjs';
import { refuseInHook, useEndToEnd } from '../support/e2e.js';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { runAction } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** A branch with `count` deploys, one page changed in each, as the old deploys of a site would be. */
async function branchWithDeploys(repo: string, count: number): Promise<string[]> {
  await e2e.server.createRepo(repo);
  const commits: string[] = [];
  for (let deploy = 1; deploy <= count; deploy += 1) {
    const files = { 'index.html': `<p>deploy ${deploy}</p>\n`, [`page-${deploy}.html`]: `<p>${deploy}</p>\n` };
    commits.push(await e2e.server.commit(repo, 'gh-pages', files, { message: `Deploy ${deploy}`, keepExisting: true }));
  }
  return commits;
}

/** A commit's tree, author and committer lines (with their dates) and message: what a rewrite must keep. */
async function commitFacts(repo: string, sha: string): Promise<string> {
  const raw = await git(['--git-dir', e2e.server.gitDir(repo), 'cat-file', 'commit', sha]);
  return raw.replace(/^parent .*\n/gm, '');
}

describe('history: N', () => {
  test('a branch of 12 deploys keeps the last 5: the 4 newest again (same trees, authors, dates, messages), then the new one', async () => {
    const repo = e2e.repoName('history');
    const old = await branchWithDeploys(repo, 12);
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', history: '5' },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain('(history: 5: the 8 older commits are dropped)');
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => entry.message)).toEqual([
      expect.stringMatching(/^Deploy /),
      'Deploy 12',
      'Deploy 11',
      'Deploy 10',
      'Deploy 9',
    ]);
    expect(log[4]?.parents).toEqual([]);
    expect(log[0]?.sha).toBe(result.outputs.commit);
    for (const [index, original] of [old[11], old[10], old[9], old[8]].entries()) {
      expect(await commitFacts(repo, log[index + 1]?.sha ?? '')).toBe(await commitFacts(repo, original ?? ''));
    }
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual([
      '.nojekyll',
      'assets/run.sh',
      'assets/style.css',
      'index.html',
    ]);
    // The temporary ref the push used to name the kept trees is gone.
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
    await e2e.server.fsck(repo);
  });

  test('a branch with no more than N commits is pushed onto as with keep', async () => {
    const repo = e2e.repoName('history-short');
    const old = await branchWithDeploys(repo, 3);
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', history: '5' },
    });

    expect(result.errors).toEqual([]);
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => entry.sha).slice(1)).toEqual([old[2], old[1], old[0]]);
    expect(result.log).not.toContain('dropped');
  });

  test('a deploy that lands while the history is rewritten is not lost: the rewrite is made again on top of it', async () => {
    const repo = e2e.repoName('history-race');
    await branchWithDeploys(repo, 8);
    const gitDir = e2e.server.gitDir(repo);
    let landed = false;
    // The moment our push reaches the server, another deploy lands first (the lease on the tip we read must catch it).
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        match: (request: IncomingMessage) => {
          if (landed || request.method !== 'POST' || !(request.url ?? '').includes('git-receive-pack')) return false;
          landed = true;
          const env = isolatedGitEnv({ GIT_DIR: gitDir });
          const tip = execFileSync('git', ['rev-parse', 'refs/heads/gh-pages'], { env, encoding: 'utf8' }).trim();
          const raced = execFileSync('git', ['commit-tree', `${tip}^{tree}`, '-p', tip, '-m', 'Raced deploy'], {
            env,
            encoding: 'utf8',
          }).trim();
          execFileSync('git', ['update-ref', 'refs/heads/gh-pages', raced, tip], { env });
          return false;
        },
        action: '500',
      },
    ]);
    const work = await e2e.job({ fixture: 'static-site' });

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', history: '3' },
      });

      expect(result.errors).toEqual([]);
      expect(landed).toBe(true);
      expect(result.log).toContain('the branch moved while we deployed');
      const log = await e2e.server.log(repo, 'gh-pages');
      expect(log.map((entry) => entry.message)).toEqual([
        expect.stringMatching(/^Deploy /),
        'Raced deploy',
        'Deploy 8',
      ]);
      expect(log[2]?.parents).toEqual([]);
    } finally {
      await proxy.stop();
    }
  });

  test('a protected branch that refuses the rewrite gets the explained message and the advice to keep the history', async () => {
    const repo = e2e.repoName('history-protected');
    const old = await branchWithDeploys(repo, 6);
    // Refuses what is not a fast-forward of a branch, with the words of GitHub's protected branches.
    await refuseInHook(
      e2e.server.gitDir(repo),
      '  case "$ref" in refs/heads/*) if [ "$old" != 0000000000000000000000000000000000000000 ] && ' +
        '! git merge-base --is-ancestor "$old" "$new"; then ' +
        'echo "error: GH006: Protected branch update failed for $ref." >&2; ' +
        'echo "error: Cannot force-push to this branch" >&2; exit 1; fi;; esac',
    );
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', history: '3' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^The branch "gh-pages" is protected by a rule that refused this push: "history: 3"/,
    );
    expect(result.errors[0]).toContain('Set "history: keep" (the default)');
    expect(result.errors[0]).toContain('Cannot force-push to this branch');
    expect(result.log).not.toContain('trying again');
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(old[5]);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });

  test('on a server that takes only branches and tags, the temporary ref of the rewrite goes under refs/heads/', async () => {
    const repo = e2e.repoName('history-branches-only');
    await branchWithDeploys(repo, 6);
    await refuseInHook(
      e2e.server.gitDir(repo),
      '  case "$ref" in refs/heads/*|refs/tags/*) ;; *) echo "Unexpected ref: $ref" >&2; exit 1;; esac',
    );
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', history: '3' },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain('(history: 3: the 4 older commits are dropped)');
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => entry.message)).toEqual([expect.stringMatching(/^Deploy /), 'Deploy 6', 'Deploy 5']);
    expect(log[0]?.sha).toBe(result.outputs.commit);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
    await e2e.server.fsck(repo);
  });
});

describe('tag', () => {
  test('pushes an annotated tag on the deploy commit with the branch; the same tag again fails before the build', async () => {
    const repo = e2e.repoName('tagged');
    await e2e.server.createRepo(repo);
    const first = await e2e.job({ fixture: 'static-site' });
    const inputs = { token: VALID_TOKEN, repository: repo, build: 'skip', tag: 'deploy-{run}' };

    const result = await runAction(first, { serverUrl: e2e.server.url, env: { GITHUB_RUN_NUMBER: '7' }, inputs });

    expect(result.errors).toEqual([]);
    expect(result.outputs.tag).toBe('deploy-7');
    const gitDir = e2e.server.gitDir(repo);
    expect((await git(['--git-dir', gitDir, 'cat-file', '-t', 'refs/tags/deploy-7'])).trim()).toBe('tag');
    expect((await git(['--git-dir', gitDir, 'rev-parse', 'refs/tags/deploy-7^{commit}'])).trim()).toBe(
      result.outputs.commit,
    );
    expect(result.summary).toContain('<code>deploy-7</code>');

    const again = await e2e.job({ fixture: 'static-site' });
    await fs.writeFile(path.join(again.workspace, 'public', 'index.html'), '<p>changed</p>\n');
    const tip = await e2e.server.tip(repo, 'gh-pages');
    const refused = await runAction(again, {
      serverUrl: e2e.server.url,
      env: { GITHUB_RUN_NUMBER: '7' },
      inputs: { ...inputs, build: 'echo building' },
    });

    expect(refused.exitCode).toBe(1);
    expect(refused.errors).toEqual([expect.stringContaining('The tag "deploy-7" exists already on')]);
    expect(refused.log).not.toContain('Running build command');
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  });
});

test('exclude leaves matching files of the publish folder out of the branch', async () => {
  const repo = e2e.repoName('exclude');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  const site = path.join(work.workspace, 'public');
  await fs.writeFile(path.join(site, 'assets', 'style.css.map'), '{}\n');
  await fs.mkdir(path.join(site, 'drafts', 'deep'), { recursive: true });
  await fs.writeFile(path.join(site, 'drafts', 'deep', 'post.html'), '<p>draft</p>\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', exclude: '**/*.map\ndrafts' },
  });

  expect(result.errors).toEqual([]);
  expect(result.log).toContain('Left out 2 files that "exclude" matches.');
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual([
    '.nojekyll',
    'assets/run.sh',
    'assets/style.css',
    'index.html',
  ]);
});
