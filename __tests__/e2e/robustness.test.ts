// End to end: deploys that race each other, a server that fails, stops or stalls, and a hook that says no.
// Nothing may be lost or half-pushed, and every failure must say what to do.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN, git, type CommitInfo } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { FaultProxy, startSilentServer } from '../support/fault-proxy.mjs';
import { ACTION, runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { tally } from '../support/tally.mjs';

const e2e = useEndToEnd();

/** The push itself (the pack sent to receive-pack), not the check of write access before the build, which only asks. */
const isPush = (request: IncomingMessage): boolean =>
  request.method === 'POST' && (request.url ?? '').includes('git-receive-pack');

/** A job whose prebuilt site says which version it is, in index.html and in a page of its own. */
async function versionJob(version: number): Promise<Job> {
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'public', 'index.html'), `<p>version ${version}</p>\n`);
  await fs.writeFile(path.join(work.workspace, 'public', `v${version}.html`), `<p>page of version ${version}</p>\n`);
  return work;
}

const shaOf = (version: number): string => String(version).repeat(40).slice(0, 40);

interface Race {
  repo: string;
  seed: string;
  versions: number[];
  results: ActionResult[];
  pushed: (string | undefined)[];
  log: CommitInfo[];
  topVersion: number | undefined;
}

/** Starts `count` deploys of different versions of the site at the same moment, against one branch. */
async function race(history: 'keep' | 'replace', count: number): Promise<Race> {
  const repo = e2e.repoName(`race-${history}`);
  await e2e.server.createRepo(repo);
  const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'seed\n' });
  const versions = Array.from({ length: count }, (_, index) => index + 1);
  const jobs = await Promise.all(versions.map(versionJob));
  const results = await Promise.all(
    jobs.map((work, index) =>
      runAction(work, {
        serverUrl: e2e.server.url,
        env: { GITHUB_SHA: shaOf(index + 1) },
        inputs: {
          token: VALID_TOKEN,
          repository: repo,
          build: 'skip',
          history,
          attempts: '12',
          'commit-message': 'v{full-sha}',
        },
      }),
    ),
  );
  const log = await e2e.server.log(repo, 'gh-pages');
  const top = log[0];
  const topVersion = versions.find((version) => top?.message === `v${shaOf(version)}`);
  return { repo, seed, versions, results, pushed: results.map((result) => result.outputs.commit), log, topVersion };
}

describe('concurrent deploys', () => {
  test('history keep: 6 deploys started at once all land in one line, none lost', async () => {
    const { repo, seed, versions, results, pushed, log, topVersion } = await race('keep', 6);

    expect(results.map((result) => result.errors)).toEqual(versions.map(() => []));
    // Every deploy's commit sits on the one before, the seed at the bottom, and no commit is missing.
    expect(new Set(log.slice(0, 6).map((entry) => entry.sha))).toEqual(new Set(pushed));
    expect(log.map((entry) => entry.parents.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(log[6]?.sha).toBe(seed);
    // The tip's tree is exactly the version its commit says it deployed.
    expect(await e2e.server.files(repo, 'gh-pages')).toMatchObject({
      'index.html': `<p>version ${String(topVersion)}</p>\n`,
    });
    await e2e.server.fsck(repo);
    tally({ races: 1, deploys: 6, lost: 6 - log.filter((entry) => pushed.includes(entry.sha)).length });
  });

  test('history replace: 4 deploys at once all land, each replacing only the tip it saw', async () => {
    const { repo, versions, results, pushed, log, topVersion } = await race('replace', 4);

    expect(results.map((result) => result.errors)).toEqual(versions.map(() => []));
    expect(log).toHaveLength(1);
    expect(pushed).toContain(log[0]?.sha);
    expect(await e2e.server.files(repo, 'gh-pages')).toMatchObject({
      'index.html': `<p>version ${String(topVersion)}</p>\n`,
    });
    await e2e.server.fsck(repo);
    tally({ races: 1, deploys: 4, lost: results.filter((result) => result.outputs.pushed !== 'true').length });
  });
});

describe('a failing server', () => {
  test('HTTP 500 on the first pushes, then recovery: the deploy lands after retrying', async () => {
    const repo = e2e.repoName('flaky');
    await e2e.server.createRepo(repo);
    const proxy = await FaultProxy.start(e2e.server.port, [{ match: isPush, action: '500', times: 2 }]);
    const work = await e2e.job({ fixture: 'static-site' });

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
      });

      expect(result.errors).toEqual([]);
      expect(proxy.injected).toBe(2);
      expect(result.log.match(/the network failed; trying again/g)).toHaveLength(2);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(result.outputs.commit);
      tally({ faults: proxy.injected });
    } finally {
      await proxy.stop();
    }
  });

  test('a server that stops before the push: fails in bounded time, nothing half-pushed', async () => {
    const repo = e2e.repoName('stopped');
    await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const proxy = await FaultProxy.start(e2e.server.port, [{ match: isPush, action: 'stop', times: 1 }]);
    const work = await e2e.job({ fixture: 'static-site' });
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', attempts: '3' },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('Could not reach');
      expect(result.errors[0]).toContain('Gave up after 3 attempts; nothing was pushed.');
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
      tally({ faults: 3 });
    } finally {
      await proxy.stop();
    }
  });

  test('a stalled server (accepts, never answers) fails once nothing moved for network-timeout', async () => {
    const silent = await startSilentServer();
    const work = await e2e.job({ fixture: 'static-site' });
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: silent.url,
        inputs: {
          token: VALID_TOKEN,
          repository: 'octo/stalled',
          build: 'skip',
          attempts: '2',
          'network-timeout': '2',
        },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('stopped answering: nothing moved for as long as "network-timeout" allows');
      expect(result.errors[0]).toContain('reading the target: gave up after 2 attempts');
      expect(Date.now() - started).toBeLessThan(20_000);
      tally({ faults: 2 });
    } finally {
      await silent.stop();
    }
  });

  // The promise of action.yml: "a stalled server fails the step within two minutes with the defaults" (five
  // attempts of network-timeout, 15 s, and the back-off between them, at most 7.5 s in all). The stall is waited out
  // for real, with network-timeout at STALL_SECONDS and the default attempts: each attempt must end once nothing
  // moved for network-timeout, and everything else the step does must fit in what the defaults leave of the two
  // minutes (120 s less 5 × 15 s and 7.5 s of back-off). The defaults themselves are checked in action.yml (what the
  // runner passes) here, and in parseSettings (what an empty input gives) by settings.test.ts.
  const STALL_SECONDS = 2;
  const DEFAULTS = { timeoutMs: 15_000, attempts: 5, backoffMs: 7_500, withinMs: 120_000 };
  const OTHER_WORK_MS = DEFAULTS.withinMs - DEFAULTS.attempts * DEFAULTS.timeoutMs - DEFAULTS.backoffMs;

  test("action.yml's network-timeout and attempts are 15 s and 5, the defaults the two-minute promise is made for", () => {
    const { 'network-timeout': networkTimeout, attempts } = ACTION.inputs;

    expect([networkTimeout?.default, attempts?.default]).toEqual([
      String(DEFAULTS.timeoutMs / 1000),
      String(DEFAULTS.attempts),
    ]);
  });

  test('with the default attempts, a server that accepts and never answers fails the step within 5 × network-timeout, the back-off and the time the defaults leave', async () => {
    const silent = await startSilentServer();
    const work = await e2e.job({ fixture: 'static-site' });
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: silent.url,
        inputs: {
          token: VALID_TOKEN,
          repository: 'octo/stalled-defaults',
          build: 'skip',
          'network-timeout': String(STALL_SECONDS),
        },
      });
      const elapsed = Date.now() - started;

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('stopped answering: nothing moved for as long as "network-timeout" allows');
      expect(result.errors[0]).toContain('gave up after 5 attempts');
      // Five attempts of STALL_SECONDS without progress, and the back-off between them (at most 7.5 s in all).
      expect(elapsed).toBeGreaterThan(DEFAULTS.attempts * STALL_SECONDS * 1000);
      expect(elapsed).toBeLessThan(DEFAULTS.attempts * STALL_SECONDS * 1000 + DEFAULTS.backoffMs + OTHER_WORK_MS);
    } finally {
      await silent.stop();
    }
  });

  test('with the default attempts, a server that stalls in the push itself (after its advertisement) fails the step within the same bound, nothing pushed', async () => {
    const repo = e2e.repoName('stalled-push');
    await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const proxy = await FaultProxy.start(e2e.server.port, [{ match: isPush, action: 'stall' }]);
    const work = await e2e.job({ fixture: 'static-site' });
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'network-timeout': String(STALL_SECONDS) },
      });
      const elapsed = Date.now() - started;

      expect(result.exitCode).toBe(1);
      expect(result.errors[0]).toContain('stopped answering: nothing moved for as long as "network-timeout" allows');
      expect(result.errors[0]).toContain('Gave up after 5 attempts; nothing was pushed.');
      expect(proxy.injected).toBe(5);
      expect(elapsed).toBeLessThan(DEFAULTS.attempts * STALL_SECONDS * 1000 + DEFAULTS.backoffMs + OTHER_WORK_MS);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
    } finally {
      await proxy.stop();
    }
  });

  test('a slow link that keeps moving is never cut, however long the transfer takes', async () => {
    const repo = e2e.repoName('slow');
    // A server without partial fetch sends the tip's files too: 400 KiB that arrive at 100 KiB/s, four seconds in all.
    await e2e.server.createRepo(repo, { filters: false });
    await e2e.server.commit(repo, 'gh-pages', {
      'big.bin': randomBytes(400 * 1024).toString('base64'),
      'index.html': 'old\n',
    });
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        match: (request) => request.method === 'POST' && (request.url ?? '').includes('git-upload-pack'),
        action: 'throttle',
        bytesPerSecond: 100 * 1024,
      },
    ]);
    const work = await e2e.job({ fixture: 'static-site' });
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'network-timeout': '2', attempts: '1' },
      });

      expect(result.errors).toEqual([]);
      expect(proxy.injected).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThan(4000);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(result.outputs.commit);
    } finally {
      await proxy.stop();
    }
  });

  test('a push over a slow link that keeps moving lands, taking network-timeout several times over', async () => {
    const repo = e2e.repoName('slow-push');
    const gitDir = await e2e.server.createRepo(repo);
    const proxy = await FaultProxy.start(e2e.server.port, [
      { match: isPush, action: 'throttle', direction: 'request', bytesPerSecond: 1024 * 1024 },
    ]);
    const work = await e2e.job({ fixture: 'static-site' });
    // 16 MiB that no compression shrinks, at 1 MiB/s: three times network-timeout and more. On loopback the
    // sockets' buffers take about 4 MiB at once, so the sender sees the link's pace only for the bytes beyond them,
    // and the last buffered ones drain (4 s) within network-timeout while it waits for the answer.
    const big = randomBytes(16 * 1024 * 1024);
    await fs.writeFile(path.join(work.workspace, 'public', 'big.bin'), big);
    const started = Date.now();

    try {
      const result = await runAction(work, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'network-timeout': '5', attempts: '1' },
      });

      expect(result.errors).toEqual([]);
      expect(proxy.injected).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThan(15_000);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(result.outputs.commit);
      const blobId = createHash('sha1').update(`blob ${big.length}\0`).update(big).digest('hex');
      expect(await git(['--git-dir', gitDir, 'rev-parse', 'gh-pages:big.bin'])).toBe(`${blobId}\n`);
    } finally {
      await proxy.stop();
    }
  });

  test("a pre-receive hook's refusal is shown in its own words and not retried", async () => {
    const repo = e2e.repoName('hooked');
    const gitDir = await e2e.server.createRepo(repo);
    const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
    const hook = path.join(gitDir, 'hooks', 'pre-receive');
    await fs.writeFile(hook, '#!/bin/sh\necho "Deploys are frozen until Monday." >&2\nexit 1\n', { mode: 0o755 });
    const work = await e2e.job({ fixture: 'static-site' });

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, repository: repo, build: 'skip' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('(pre-receive hook declined); nothing was pushed. It said:');
    expect(result.errors[0]).toContain('Deploys are frozen until Monday.');
    expect(result.log).not.toContain('trying again');
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
    tally({ faults: 1 });
  });
});

test('a commit message and a name full of shell syntax are data, never run', async () => {
  const repo = e2e.repoName('shell');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  const message = 'Deploy $(touch pwned) `touch pwned2` "double" \'single\' ; rm -rf ~ {sha}';
  const name = 'Eve $(touch pwned3)';

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'commit-message': message, 'user-name': name },
  });

  expect(result.errors).toEqual([]);
  const [commit] = await e2e.server.log(repo, 'gh-pages');
  expect(commit?.message).toBe(message.replace('{sha}', '1234567'));
  expect(commit?.authorName).toBe(name);
  const leftovers = await fs.readdir(work.workspace);
  expect(leftovers.filter((name) => name.startsWith('pwned'))).toEqual([]);
  tally({ badInputs: 1 });
});
