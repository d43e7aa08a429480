// End to end: a deploy larger than the server takes in one push lands in parts through temporary refs, which are
// gone afterwards (also after a failure); a push over the server's limit gets a message that names the input.
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN, git } from '../support/git-server.mjs';
import { refuseInHook, useEndToEnd } from '../support/e2e.js';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

const MiB = 1024 * 1024;

/** The static site with `count` files of `size` random (incompressible) bytes added under media/. */
async function siteWithMedia(count: number, size: number): Promise<Job> {
  const work = await e2e.job({ fixture: 'static-site' });
  const media = path.join(work.workspace, 'public', 'media');
  await fs.mkdir(media);
  for (let index = 0; index < count; index += 1) {
    await fs.writeFile(path.join(media, `clip-${String(index).padStart(2, '0')}.bin`), randomBytes(size));
  }
  return work;
}

/** Every file of the publish folder (and the .nojekyll the action adds) → its git blob id. */
async function expectedTree(work: Job): Promise<Record<string, string>> {
  const root = path.join(work.workspace, 'public');
  const tree: Record<string, string> = { '.nojekyll': blobId(Buffer.alloc(0)) };
  for (const name of await fs.readdir(root, { recursive: true })) {
    const file = path.join(root, name);
    if ((await fs.stat(file)).isFile()) tree[name.split(path.sep).join('/')] = blobId(await fs.readFile(file));
  }
  return tree;
}

function blobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** The branch's files → blob ids, as the server holds them. */
async function branchTree(repo: string, branch: string): Promise<Record<string, string>> {
  const listing = await git(['--git-dir', e2e.server.gitDir(repo), 'ls-tree', '-r', '-z', `refs/heads/${branch}`]);
  const tree: Record<string, string> = {};
  for (const record of listing.split('\0').filter(Boolean)) {
    const [meta = '', name = ''] = record.split('\t');
    tree[name] = meta.split(' ')[2] ?? '';
  }
  return tree;
}

const temporaryRefs = async (repo: string): Promise<string[]> =>
  Object.keys(await e2e.server.refs(repo)).filter((ref) => ref.startsWith('refs/pages-push/'));

describe('a deploy over the size a server takes in one push', () => {
  test('lands in several pushes under push-size-limit, with the exact tree and no temporary ref left', async () => {
    const repo = e2e.repoName('large');
    await e2e.server.createRepo(repo, { maxInputSize: '20m' });
    const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
    const work = await siteWithMedia(30, 2 * MiB);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '15M' },
    });

    expect(result.errors).toEqual([]);
    // Seven files of 2 MiB fit under 15 MiB: 30 files make five parts, then the branch.
    expect(result.log).toContain('over "push-size-limit" (15.0 MiB): they go in 5 parts');
    expect(result.log).toContain('Pushed in 6 pushes: 5 parts, then the branch.');
    expect(await branchTree(repo, 'gh-pages')).toEqual(await expectedTree(work));
    const [commit] = await e2e.server.log(repo, 'gh-pages');
    expect(commit).toMatchObject({ sha: result.outputs.commit, parents: [seed] });
    expect(await temporaryRefs(repo)).toEqual([]);
    // The parts' refs, the first, empty one that found the server takes refs of our own, and the one pushed with the
    // branch that names the parts.
    expect(result.log).toMatch(/Deleted the 7 temporary refs under refs\/pages-push\/upload\/[0-9a-f]{12}\//);
    await e2e.server.fsck(repo);
  });

  test("lands as the first deploy of a new branch too, each push under the server's limit", async () => {
    const repo = e2e.repoName('first-large');
    await e2e.server.createRepo(repo, { maxInputSize: '20m' });
    const work = await siteWithMedia(30, 2 * MiB);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '15M' },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain('Pushed in 6 pushes: 5 parts, then the branch.');
    expect(await branchTree(repo, 'gh-pages')).toEqual(await expectedTree(work));
    const [commit] = await e2e.server.log(repo, 'gh-pages');
    expect(commit).toMatchObject({ sha: result.outputs.commit, parents: [] });
    expect(result.log).toMatch(/Deleted the 7 temporary refs under refs\/pages-push\/upload\/[0-9a-f]{12}\//);
    expect(await temporaryRefs(repo)).toEqual([]);
    await e2e.server.fsck(repo);
  });

  test('in one push over the server\'s limit, fails with a message naming "push-size-limit"; the branch stays', async () => {
    const repo = e2e.repoName('too-large');
    await e2e.server.createRepo(repo, { maxInputSize: '20m' });
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const work = await siteWithMedia(30, 2 * MiB);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '100M' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(/^The server refused the push as too large/);
    expect(result.errors[0]).toContain('Set "push-size-limit" below the server\'s limit');
    expect(result.errors[0]).toContain('"push-size-limit" is 100.0 MiB.');
    expect(result.errors[0]).toContain('remote: fatal: pack exceeds maximum allowed size');
    // Sending it again would fail the same way.
    expect(result.log).not.toContain('trying again');
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });
});

describe('the temporary refs', () => {
  test('are deleted when the branch refuses the last push', async () => {
    const repo = e2e.repoName('refused');
    const gitDir = await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    // Refuses the branch, takes everything else (the parts, and their deletion).
    await refuseInHook(gitDir, '  case "$ref" in refs/heads/*) echo "Deploys are frozen." >&2; exit 1;; esac');
    const work = await siteWithMedia(4, 400 * 1024);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('Deploys are frozen.');
    expect(result.log).toContain('they go in 2 parts');
    expect(result.log).toContain('Deleted the 3 temporary refs');
    expect(await temporaryRefs(repo)).toEqual([]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
  });

  test('that cannot be deleted leave a warning that says how, and the deploy stands', async () => {
    const repo = e2e.repoName('undeletable');
    const gitDir = await e2e.server.createRepo(repo);
    // Refuses any deletion.
    await refuseInHook(
      gitDir,
      '  case "$new" in *[!0]*) ;; *) echo "Deleting refs is not allowed here." >&2; exit 1;; esac',
    );
    const work = await siteWithMedia(4, 400 * 1024);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
    });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(result.outputs.commit);
    expect(await branchTree(repo, 'gh-pages')).toEqual(await expectedTree(work));
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^Could not delete the temporary refs under refs\/pages-push\/upload\//);
    expect(result.warnings[0]).toContain('Deleting refs is not allowed here.');
    expect(await temporaryRefs(repo)).toHaveLength(4);
  });

  test('are deleted when the job is cancelled between two parts, and the branch stays as it was', async () => {
    const repo = e2e.repoName('cancelled');
    await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const work = await siteWithMedia(4, 400 * 1024);
    const sending = path.join(work.home, 'sending');
    // The first part's push is slowed down, and the job is cancelled while it is sent.
    let pushes = 0;
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        match: (request) => {
          if (request.method !== 'POST' || !(request.url ?? '').endsWith('/git-receive-pack')) return false;
          pushes += 1;
          if (pushes !== 2) return false;
          void fs.writeFile(sending, '');
          return true;
        },
        action: 'throttle',
        direction: 'request',
        bytesPerSecond: 256 * 1024,
      },
    ]);
    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        cancel: { whenExists: sending, signals: ['SIGINT'] },
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
      expect(result.log).toContain('Part 1 of 2');
      expect(result.log).not.toContain('Part 2 of 2');
      expect(result.log).toMatch(/Deleted the 2 temporary refs under refs\/pages-push\/upload\/[0-9a-f]{12}\//);
      expect(await temporaryRefs(repo)).toEqual([]);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
    } finally {
      await proxy.stop();
    }
  });

  test('go to branches on a server that takes only branches and tags', async () => {
    const repo = e2e.repoName('branches-only');
    const gitDir = await e2e.server.createRepo(repo);
    // As Gitea and some other servers do.
    await refuseInHook(
      gitDir,
      '  case "$ref" in refs/heads/*|refs/tags/*) ;; *) echo "Unexpected ref: $ref" >&2; exit 1;; esac',
    );
    const work = await siteWithMedia(4, 400 * 1024);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toMatch(
      /the temporary refs go to branches under refs\/heads\/pages-push\/upload\/[0-9a-f]{12}\//,
    );
    expect(result.log).toContain('Pushed in 3 pushes: 2 parts, then the branch.');
    expect(await branchTree(repo, 'gh-pages')).toEqual(await expectedTree(work));
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });
});
