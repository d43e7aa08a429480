// End to end, the job's cancel at every moment of a branch deploy: the bundle run as the runner runs it, cancelled
// (SIGINT, SIGTERM 7.5 s later, SIGKILL at 10 s) once at each of the run's own marks (the `timings` debug line of a
// run that was not cancelled), and during the back-off after a push the server answered with HTTP 500. Each run
// fails as cancelled; the branch is as it was, or holds exactly the commit the log says landed before the cancel;
// nothing of the step is left: no process, no temporary ref, no credential on disk; and the step ends soon after the
// signal (within 3 s, in each loop's median), before the runner would send SIGTERM. The same for a two-job deploy:
// its build job (`mode: build`) uploads nothing once cancelled, its deploy job (`mode: deploy`) lands nothing.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { marksAfterFirst as marksOf, processesOf, sentAfterWork, tokenForms, useEndToEnd } from '../support/e2e.js';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { filesContaining, runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();
// The runner's artifact service, for the two-job deploy's cancels (the branch route's tests use none of it).
const stand = useActionsStandIns(e2e);

const isPush = (request: IncomingMessage): boolean =>
  request.method === 'POST' && (request.url ?? '').includes('git-receive-pack');

/**
 * The static site with three files of 400 KiB of random bytes: under a `push-size-limit` of 1M the deploy goes in
 * parts, through temporary refs, so that a cancel can fall between them.
 */
async function mediaJob(): Promise<Job> {
  const job = await e2e.job({ fixture: 'static-site' });
  const media = path.join(job.workspace, 'public', 'media');
  await fs.mkdir(media);
  for (const name of ['a', 'b', 'c']) await fs.writeFile(path.join(media, `${name}.bin`), randomBytes(400 * 1024));
  return job;
}

const INPUTS = { token: VALID_TOKEN, build: 'skip' };

/** The deploy in one push, and in parts (three pushes to temporary refs, then the branch's). */
const WAYS: { way: string; inputs: Record<string, string> }[] = [
  { way: 'in one push', inputs: {} },
  { way: 'in parts', inputs: { 'push-size-limit': '1M' } },
];

/**
 * Each mark of a run not cancelled but its end (a cancel after it is no cancel of the step), and how long after the
 * first a cancel falls at it (see support/e2e.ts `marksAfterFirst`).
 */
function marksAfterFirst(reference: ActionResult): { phase: string; delayMs: number }[] {
  const marks = [...marksOf(reference.stdout)].filter(([phase]) => phase !== 'reported');
  if (marks.length === 0) throw new Error('the run printed no timings line');
  return marks.map(([phase, delayMs]) => ({ phase, delayMs }));
}

/**
 * How long the step took to end after the runner's SIGINT, in the median of a loop's cancelled runs: the runner sends
 * SIGTERM 7.5 s after it, and a cancel that waits on nothing ends well within that. A median, so that one run slowed
 * by the loaded machine does not decide it.
 */
function medianEnd(results: ActionResult[]): number {
  const ends = results.map((result) => result.endedAt - (result.signalsAt[0] ?? result.endedAt)).sort((a, b) => a - b);
  return ends[Math.floor(ends.length / 2)] ?? 0;
}

/** Within this of its SIGINT, in a loop's median, a cancelled step has ended (see `medianEnd`). */
const ENDS_WITHIN_MS = 3000;

/** A repository with a live site on gh-pages, whose tip the deploy would build on. */
async function liveRepo(prefix: string): Promise<{ repo: string; live: string }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  return { repo, live: await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' }) };
}

/**
 * What every cancelled run must leave: failed as cancelled; the branch as it was, or at the commit the log says the
 * push landed before the cancel (and the outputs say so too); no temporary ref, no process, no credential on disk.
 */
async function expectCancelledCleanly(result: ActionResult, job: Job, repo: string, live: string): Promise<void> {
  expect(result.signals[0]).toBe('SIGINT');
  expect(result.exitCode).toBe(1);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
  const tip = await e2e.server.tip(repo, 'gh-pages');
  const landed = /while the push to .* was under way: it landed ([0-9a-f]{40})/.exec(result.errors[0] ?? '')?.[1];
  if (landed) {
    expect(tip).toBe(landed);
    expect(result.outputs).toMatchObject({ pushed: 'true', commit: landed });
  } else {
    expect(tip).toBe(live);
    expect(result.outputs.pushed).toBe('false');
  }
  expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  expect(result.post?.exitCode).toBe(0);
  expect(result.post?.warnings).toEqual([]);
  expect(result.warnings).toEqual([]);
  expect(processesOf(job)).toEqual([]);
  expect(await fs.readdir(job.runnerTemp)).toEqual([]);
  expect(await filesContaining(job.root, tokenForms(VALID_TOKEN))).toEqual([]);
  await e2e.server.fsck(repo);
}

describe('a cancel of the job on the branch route', () => {
  test.each(WAYS)(
    '$way, at each mark of the run: fails as cancelled, lands nothing after it, leaves nothing',
    async (way) => {
      // The marks of a run that is not cancelled (its push lands: it is a deploy like the others).
      const reference = await liveRepo('reference');
      const uncancelled = await runAction(await mediaJob(), {
        serverUrl: e2e.server.url,
        inputs: { ...INPUTS, ...way.inputs, repository: reference.repo },
      });
      expect(uncancelled.errors).toEqual([]);
      const marks = marksAfterFirst(uncancelled);
      expect(marks.map((mark) => mark.phase)).toEqual(expect.arrayContaining(['checking', 'publishing', 'pushed']));

      const cancelled: string[] = [];
      const ended: ActionResult[] = [];
      for (const mark of marks) {
        const { repo, live } = await liveRepo('at-mark');
        const job = await mediaJob();
        // The clock starts once the main step's code runs (it saved its first state, just before its first mark): a
        // signal while Node itself starts kills the process unseen, before it can say or do anything (see the report
        // of issue 58). Then the mark's time after the first mark, and up to the 50 ms of the test's poll.
        const cancel = {
          whenExists: job.workspace,
          delayMs: mark.delayMs,
          afterStart: true,
          signals: ['SIGINT' as const],
        };
        const result = await runAction(job, {
          serverUrl: e2e.server.url,
          inputs: { ...INPUTS, ...way.inputs, repository: repo },
          cancel,
        });

        // A run that ended before its cancel was sent, or whose work was done (its last mark) when the signal came
        // (the mark is that close to its end), is not one this test checks.
        const sentAt = result.signalsAt[0];
        if (sentAt === undefined || sentAfterWork(result)) continue;
        cancelled.push(mark.phase);
        ended.push(result);
        try {
          await expectCancelledCleanly(result, job, repo, live);
        } catch (error) {
          throw new Error(
            `cancelled at the mark "${mark.phase}" (${mark.delayMs} ms after the first): ${String(error)}\n${result.log}`,
            {
              cause: error,
            },
          );
        }
      }
      // Every mark but the last few before the end was cut by its cancel, and the step ended soon after it.
      expect(cancelled.length).toBeGreaterThanOrEqual(marks.length - 2);
      expect(medianEnd(ended)).toBeLessThan(ENDS_WITHIN_MS);
    },
    // Once for each mark of the run and way: past jest's 120 s in the gate, where four test files share two cores.
    360_000,
  );

  test('during the back-off after a push answered HTTP 500: no push starts after it, the branch is as it was', async () => {
    const { repo, live } = await liveRepo('back-off');
    const job = await e2e.job({ fixture: 'static-site' });
    const failed = path.join(job.root, 'push-failed');
    let pushes = 0;
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        match: (request) => {
          if (!isPush(request)) return false;
          pushes += 1;
          if (pushes === 1) void fs.writeFile(failed, '');
          return pushes === 1;
        },
        action: '500',
      },
    ]);
    try {
      // The first back-off is a quarter to half a second: the cancel comes within it, as the runner sends it.
      const result = await runAction(job, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', attempts: '5' },
        cancel: { whenExists: failed, delayMs: 100, signals: ['SIGINT'] },
      });

      expect(result.log).toContain('Attempt 1 of 5: the network failed; trying again in');
      expect(pushes).toBe(1);
      await expectCancelledCleanly(result, job, repo, live);
    } finally {
      await proxy.stop();
    }
  });

  test('with history: replace, during the back-off: nothing is pushed, no temporary ref is left', async () => {
    const { repo, live } = await liveRepo('back-off-replace');
    const job = await e2e.job({ fixture: 'static-site' });
    const failed = path.join(job.root, 'push-failed');
    let pushes = 0;
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        // The branch's push (the temporary ref's, with the edges, goes first and passes).
        match: (request) => {
          if (!isPush(request)) return false;
          pushes += 1;
          if (pushes === 2) void fs.writeFile(failed, '');
          return pushes === 2;
        },
        action: '500',
      },
    ]);
    try {
      const result = await runAction(job, {
        serverUrl: proxy.url,
        inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', attempts: '5', history: 'replace' },
        cancel: { whenExists: failed, delayMs: 100, signals: ['SIGINT'] },
      });

      expect(result.log).toContain('Attempt 1 of 5: the network failed; trying again in');
      await expectCancelledCleanly(result, job, repo, live);
    } finally {
      await proxy.stop();
    }
  });

  test('a main step killed before its first temporary ref landed: the post step says none was left, and warns not', async () => {
    const { repo, live } = await liveRepo('killed-before-refs');
    const job = await mediaJob();
    const stalled = path.join(job.root, 'push-stalled');
    const proxy = await FaultProxy.start(e2e.server.port, [
      {
        // The first push (the empty commit that finds where the temporary refs go) never gets an answer.
        match: (request) => {
          if (!isPush(request)) return false;
          void fs.writeFile(stalled, '');
          return true;
        },
        action: 'stall',
        times: 1,
      },
    ]);
    try {
      const result = await runAction(job, {
        serverUrl: proxy.url,
        inputs: { ...INPUTS, 'push-size-limit': '1M', repository: repo },
        cancel: { whenExists: stalled, signals: ['SIGKILL'] },
      });

      expect(result.signals).toEqual(['SIGKILL']);
      expect(result.post?.stdout).toMatch(/The killed main step left no temporary ref on http:\/\/127\.0\.0\.1:\d+\//);
      expect(result.post?.warnings).toEqual([]);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
      expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
      expect(processesOf(job)).toEqual([]);
      expect(await filesContaining(job.root, tokenForms(VALID_TOKEN))).toEqual([]);
    } finally {
      await proxy.stop();
    }
  });
  test('a main step cancelled while Node started, before any state: its post step deploys nothing and says so', async () => {
    const { repo, live } = await liveRepo('killed-at-start');
    const job = await mediaJob();
    // The runner runs the post step of a cancelled job (post-if: always()) with the inputs, and no state at all.
    const result = await runAction(job, {
      serverUrl: e2e.server.url,
      inputs: { ...INPUTS, repository: repo },
      mainStep: false,
    });

    expect(result.post?.exitCode).toBe(0);
    expect(result.post?.errors).toEqual([]);
    expect(result.post?.warnings).toEqual([]);
    expect(result.post?.stdout).toContain(
      'The main step saved no state: it was stopped as it started, before any work, and deployed nothing.',
    );
    // No deploy ran: nothing detected, read or pushed, and the branch is as it was.
    expect(result.post?.stdout).not.toMatch(/Detected|Publish:|Read \d+ files|Pushed/);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(live);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
    expect(await fs.readdir(job.runnerTemp)).toEqual([]);
    expect(await filesContaining(job.root, tokenForms(VALID_TOKEN))).toEqual([]);
  });
});

describe('a cancel of the job in a two-job deploy', () => {
  /** A job of `mode`, on github.com as the artifact client needs, with the run's artifact service. */
  const twoJobRun = (
    job: Job,
    inputs: Record<string, string>,
    cancel?: Parameters<typeof runAction>[1]['cancel'],
  ): Promise<ActionResult> =>
    runAction(job, {
      serverUrl: e2e.server.url,
      env: {
        GITHUB_SERVER_URL: 'https://github.com',
        ACTIONS_RUNTIME_TOKEN: stand.artifacts.jobToken(),
        ACTIONS_RESULTS_URL: stand.artifacts.url,
      },
      inputs: { build: 'skip', ...inputs },
      ...(cancel ? { cancel } : {}),
    });

  /** A cancel of `job`'s step `delayMs` after its code started. */
  const cancelAfter = (job: Job, delayMs: number): Parameters<typeof runAction>[1]['cancel'] => ({
    whenExists: job.workspace,
    delayMs,
    afterStart: true,
    signals: ['SIGINT' as const],
  });

  test('mode: build, at each mark: fails as cancelled, uploads nothing, leaves nothing', async () => {
    const { repo } = await liveRepo('build-reference');
    const reference = await twoJobRun(await mediaJob(), { mode: 'build', repository: e2e.server.repoUrl(repo) });
    expect(reference.errors).toEqual([]);
    const marks = marksAfterFirst(reference);
    expect(marks.map((mark) => mark.phase)).toEqual(expect.arrayContaining(['packed', 'uploaded']));

    const cancelled: string[] = [];
    const ended: ActionResult[] = [];
    for (const [index, mark] of marks.entries()) {
      const job = await mediaJob();
      const artifact = `site-at-mark-${String(index)}`;
      const inputs = { mode: 'build', repository: e2e.server.repoUrl(repo), artifact };
      const result = await twoJobRun(job, inputs, cancelAfter(job, mark.delayMs));
      if (result.signalsAt[0] === undefined || sentAfterWork(result)) continue;
      // A signal in the milliseconds between the upload's end and the report finds no work left to stop.
      if (result.exitCode === 0 && result.log.includes(`The site is the artifact "${artifact}"`)) continue;
      cancelled.push(mark.phase);
      ended.push(result);
      try {
        expect(result.exitCode).toBe(1);
        expect(result.errors).toHaveLength(1);
        expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
        // Uploaded only when the cancel came once the finalize was asked (the service may finalize it while the
        // answer is cut by the cancel): a leftover artifact of a cancelled run, which no deploy job takes.
        const uploaded = stand.artifacts.artifacts.get(artifact)?.finalized ?? false;
        expect(uploaded && !result.log.includes('Finalizing artifact upload')).toBe(false);
        expect(result.post?.exitCode).toBe(0);
        expect(processesOf(job)).toEqual([]);
        expect(await fs.readdir(job.runnerTemp)).toEqual([]);
        expect(await filesContaining(job.root, [stand.artifacts.jobToken()])).toEqual([]);
      } catch (error) {
        throw new Error(`cancelled at the mark "${mark.phase}": ${String(error)}\n${result.log}`, { cause: error });
      }
    }
    // As the deploy job's below: the later marks fall within milliseconds of the end (the upload's), where a run
    // is not judged once its work is done; at least a third are, and every one of them is clean.
    expect(cancelled.length).toBeGreaterThanOrEqual(Math.ceil(marks.length / 3));
    expect(medianEnd(ended)).toBeLessThan(ENDS_WITHIN_MS);
  }, 300_000);

  test('mode: deploy, at each mark: fails as cancelled, lands nothing after it, leaves nothing', async () => {
    const { repo: built } = await liveRepo('deploy-build');
    const build = await twoJobRun(await mediaJob(), { mode: 'build', repository: e2e.server.repoUrl(built) });
    expect(build.errors).toEqual([]);
    const deployInputs = (repo: string): Record<string, string> => ({
      mode: 'deploy',
      token: VALID_TOKEN,
      repository: e2e.server.repoUrl(repo),
      branch: 'gh-pages',
    });
    const reference = await liveRepo('deploy-reference');
    const uncancelled = await twoJobRun(await e2e.job({ fixture: 'static-site' }), deployInputs(reference.repo));
    expect(uncancelled.errors).toEqual([]);
    const marks = marksAfterFirst(uncancelled);
    expect(marks.map((mark) => mark.phase)).toEqual(expect.arrayContaining(['checking', 'pushed']));

    const cancelled: string[] = [];
    const ended: ActionResult[] = [];
    for (const mark of marks) {
      const { repo, live } = await liveRepo('deploy-at-mark');
      const job = await e2e.job({ fixture: 'static-site' });
      const result = await twoJobRun(job, deployInputs(repo), cancelAfter(job, mark.delayMs));
      if (result.signalsAt[0] === undefined || sentAfterWork(result)) continue;
      cancelled.push(mark.phase);
      ended.push(result);
      try {
        await expectCancelledCleanly(result, job, repo, live);
      } catch (error) {
        throw new Error(`cancelled at the mark "${mark.phase}": ${String(error)}\n${result.log}`, { cause: error });
      }
    }
    // A deploy job's later marks fall within milliseconds of each other and of its end (nothing is built): under
    // load, a cancel aimed at one of them often comes once the run is done. Most of the run's first marks are cut.
    expect(cancelled.length).toBeGreaterThanOrEqual(Math.ceil(marks.length / 3));
    // Its download's wait on a cancel (5 s) once held every step cancelled after the download, to its end.
    expect(medianEnd(ended)).toBeLessThan(ENDS_WITHIN_MS);
  }, 300_000);
});
