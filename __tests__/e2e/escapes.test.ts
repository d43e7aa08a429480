// End to end: processes that outlive the command or the step that started them. A user's command that leaves its
// process group without leaving its session (a `set -m` job) is stopped with it; our own git, should the main step
// be killed while it pushes, is stopped by the post step, which also deletes the temporary refs a split push left.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { VALID_TOKEN } from '../support/git-server.mjs';
import {
  expectNoSecretAnywhere,
  refuseInHook,
  tokenForms,
  staticJobWithPlaceholder,
  useEndToEnd,
} from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** The job's processes (their environment names its folder) whose environment holds any of `needles`. */
function processesHolding(job: Job, needles: string[]): string[] {
  const found: string[] = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let environ: string;
    try {
      environ = readFileSync(`/proc/${name}/environ`, 'latin1');
    } catch {
      continue;
    }
    if (environ.includes(job.root) && needles.some((needle) => environ.includes(needle))) {
      found.push(`${name}: ${readFileSync(`/proc/${name}/cmdline`, 'latin1').replace(/\0/g, ' ')}`);
    }
  }
  return found;
}

/** A repository with a live site, and a static-site job whose config holds the token's placeholder. */
const staticJob = (prefix: string): ReturnType<typeof staticJobWithPlaceholder> =>
  staticJobWithPlaceholder(e2e, prefix);

test('a `set -m` job of the build, in a process group of its own, is stopped before our git holds the token', async () => {
  const { repo, work } = await staticJob('set-m');
  // The push takes a second on the server: time for a thief to read every process's environment meanwhile.
  await refuseInHook(e2e.server.gitDir(repo), 'sleep 1');
  const stolen = path.join(work.home, 'stolen');
  const heartbeat = path.join(work.home, 'heartbeat');
  const thief = [
    'set -m',
    '(set +e +o pipefail; while :; do',
    // Every process of this job's (their HOME is its), as another job's on the machine are not this test's.
    '  for file in $(grep -la "HOME=$HOME" /proc/[0-9]*/environ 2>/dev/null); do',
    `    tr '\\0' '\\n' < "$file" | grep -a AUTHORIZATION >> "${stolen}"`,
    '  done',
    `  cp -r "$RUNNER_TEMP"/pages-push-*/ssh-* "${work.home}/" 2>/dev/null`,
    `  date +%s%N > "${heartbeat}"`,
    '  sleep 0.02',
    'done) > /dev/null 2>&1 &',
    `for _ in $(seq 500); do [ -e "${heartbeat}" ] && break; sleep 0.01; done`,
  ].join('\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, 'config-file': 'site.conf', build: thief },
  });

  expect(result.errors).toEqual([]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
  // The job ran, and runs no more.
  const last = (await fs.stat(heartbeat)).mtimeMs;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await fs.stat(heartbeat)).mtimeMs).toBe(last);
});

/** The static site with four 600 KiB files: a split push of four parts under "push-size-limit: 1M". */
async function mediaSite(): Promise<Job> {
  const work = await e2e.job({ fixture: 'static-site' });
  const media = path.join(work.workspace, 'public', 'media');
  await fs.mkdir(media);
  for (let index = 0; index < 4; index += 1) {
    await fs.writeFile(path.join(media, `clip-${index}.bin`), randomBytes(600 * 1024));
  }
  return work;
}

test('a main step killed during a split push: the post step stops our git and deletes the temporary refs', async () => {
  const repo = e2e.repoName('killed-split');
  await e2e.server.createRepo(repo);
  const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
  const work = await mediaSite();
  const stalled = path.join(work.home, 'stalled');
  // The first pushes land (the empty commit that finds the prefix, then part 1); the next one is held by the
  // server as it arrives, and the main step is killed then, as a runner that cannot stop it gently does.
  let pushes = 0;
  const proxy = await FaultProxy.start(e2e.server.port, [
    {
      match: (request) => {
        if (request.method !== 'POST' || !(request.url ?? '').endsWith('/git-receive-pack')) return false;
        pushes += 1;
        if (pushes !== 3) return false;
        void fs.writeFile(stalled, '');
        return true;
      },
      action: 'stall',
    },
  ]);
  try {
    const result = await runAction(work, {
      serverUrl: proxy.url,
      cancel: { whenExists: stalled, signals: ['SIGKILL'] },
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
    });

    expect(result.signals).toEqual(['SIGKILL']);
    expect(result.post?.stdout).toContain("Stopped 1 git command(s) of the main step's that were still running.");
    expect(result.post?.stdout).toMatch(/Deleted the 2 temporary refs the killed main step left on /);
    expect(processesHolding(work, tokenForms(VALID_TOKEN))).toEqual([]);
    const refs = Object.keys(await e2e.server.refs(repo));
    expect(refs.filter((ref) => ref.includes('pages-push'))).toEqual([]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
    await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
  } finally {
    await proxy.stop();
  }
});

describe('a split push the server lands after the main step was stopped', () => {
  /**
   * A site of four 600 KiB files (a split push of four parts under 1M), and a proxy that takes the second part's
   * push whole and gives it to the server 1.5 s after, whatever became of its sender: as a server does that got a
   * whole pack and indexes it (or runs its hooks) while the job is stopped.
   */
  async function heldPart(
    prefix: string,
  ): Promise<{ repo: string; seed: string; work: Job; held: string; proxy: FaultProxy }> {
    const repo = e2e.repoName(prefix);
    await e2e.server.createRepo(repo);
    const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
    const work = await mediaSite();
    const held = path.join(work.home, 'held');
    let pushes = 0;
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        // The first push finds the prefix, the second is part 1, the third part 2.
        match: (request) => {
          if (request.method !== 'POST' || !(request.url ?? '').endsWith('/git-receive-pack')) return false;
          pushes += 1;
          return pushes === 3;
        },
        action: 'hold',
        holdMs: 1500,
        onHeld: () => void fs.writeFile(held, ''),
      },
    ]);
    return { repo, seed, work, held, proxy };
  }

  /** Waits until the server answered the held push: then its ref landed, or never will. */
  async function landed(proxy: FaultProxy): Promise<void> {
    for (let waited = 0; proxy.landed.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(proxy.landed).toHaveLength(1);
  }

  const temporaryRefs = async (repo: string): Promise<string[]> =>
    Object.keys(await e2e.server.refs(repo)).filter((ref) => ref.includes('pages-push'));

  test('killed: the post step waits for the late ref and deletes it with the others', async () => {
    const { repo, seed, work, held, proxy } = await heldPart('late-ref-killed');
    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        cancel: { whenExists: held, signals: ['SIGKILL'] },
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
      });
      await landed(proxy);

      expect(result.signals).toEqual(['SIGKILL']);
      expect(result.post?.stdout).toMatch(/Deleted the 3 temporary refs the killed main step left on /);
      expect(await temporaryRefs(repo)).toEqual([]);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
      await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN));
    } finally {
      await proxy.stop();
    }
  });

  test('cancelled: the main step waits for the late ref and deletes it with the others', async () => {
    const { repo, seed, work, held, proxy } = await heldPart('late-ref-cancelled');
    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        cancel: { whenExists: held, signals: ['SIGINT'] },
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'push-size-limit': '1M' },
      });
      await landed(proxy);

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
      expect(result.log).toMatch(/Deleted the 3 temporary refs under refs\/pages-push\/upload\/[0-9a-f]{12}\//);
      expect(await temporaryRefs(repo)).toEqual([]);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
    } finally {
      await proxy.stop();
    }
  });
});
