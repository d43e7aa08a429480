// End to end, the job's cancel while the Actions cache restores node_modules: the bundle run as the runner runs it,
// against the runner's cache service stand-in (cache-service.mjs) in front of Azurite, its blob reached through a
// proxy that stalls the download (on every route that restores one), or a real archive large enough that the cancel
// finds tar unpacking it. The toolkit's restore takes no signal: the step must still end before the runner's SIGTERM
// (7.5 s after its SIGINT), fail as cancelled (an error, not a warning, and no word of the toolkit's after it), and
// leave nothing running, in RUNNER_TEMP or unpacked after it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Azurite } from '../support/azurite.mjs';
import { CacheService } from '../support/cache-service.mjs';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { processesOf, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();
let azurite: Azurite;
let cache: CacheService;
let proxy: FaultProxy;
/** The repository every run deploys to. */
let repo = '';
/** Written when the stalled download reaches the proxy: the cancel's cue. */
let stalledAt = '';
/** Whether the proxy stalls the archive's download (else it passes it on). */
let stalling = false;

/** The container the stand-in keeps its entries in (see cache-service.mjs). */
const CONTAINER = 'actions-cache';

beforeAll(async () => {
  azurite = await Azurite.start();
  proxy = await FaultProxy.start(azurite.port, [
    {
      // The archive's download (a signed GET of the blob).
      match: (request) => {
        if (request.method !== 'GET' || !(request.url ?? '').includes('sig=')) return false;
        void fs.writeFile(stalledAt, '');
        return true;
      },
      action: 'stall',
    },
  ]);
  // While `stalling`, the stand-in's download addresses go to the proxy; everything else is Azurite's own.
  const throughProxy = new Proxy(azurite, {
    get(target, name) {
      if (name === 'signedDownloadUrl') {
        return (container: string, blob: string) =>
          stalling ? target.signedDownloadUrl(container, blob, proxy.url) : target.signedDownloadUrl(container, blob);
      }
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  cache = await CacheService.start(throughProxy);
  repo = e2e.repoName('blog');
  await e2e.server.createRepo(repo);
}, 60000);

afterAll(async () => {
  await cache.stop();
  await proxy.stop();
  await azurite.stop();
});

/** The fixture blog with nothing installed, deploying to `repo`. */
async function blogJob(): Promise<Job> {
  const job = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });
  await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  return job;
}

const deploy = (
  job: Job,
  cancel?: Parameters<typeof runAction>[1]['cancel'],
  inputs: Record<string, string> = {},
): Promise<ActionResult> =>
  runAction(job, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, 'base-path': 'off', repository: e2e.server.repoUrl(repo), ...inputs },
    env: cache.runnerEnv(),
    timeoutMs: 120_000,
    ...(cancel ? { cancel } : {}),
  });

/** What every cancelled restore must leave: see the file's head. */
async function expectCancelledCleanly(result: ActionResult, job: Job): Promise<void> {
  expect(result.signals).toEqual(['SIGINT']);
  expect(result.exitCode).toBe(1);
  expect(result.errors).toEqual([expect.stringContaining('The job was cancelled (SIGINT)')]);
  expect(result.warnings).toEqual([]);
  expect(result.log).not.toMatch(/Failed to restore|Cache restored successfully|Running install command/);
  // Ended before the runner would send SIGTERM, 7.5 s after its SIGINT.
  expect(result.endedAt - (result.signalsAt[0] ?? 0)).toBeLessThan(7500);
  expect(processesOf(job)).toEqual([]);
  expect(result.post?.exitCode).toBe(0);
  expect(await fs.readdir(job.runnerTemp)).toEqual([]);
}

describe('a cancel while the Actions cache restores node_modules', () => {
  let saved = '';

  beforeAll(async () => {
    // A first run installs the blog and saves its node_modules, as a repository's first run does.
    const first = await deploy(await blogJob());
    saved = cache.entries.find((entry) => entry.key.startsWith('pages-push-node-modules-'))?.blob ?? '';
    if (first.exitCode !== 0 || saved === '') throw new Error(`The first run saved no node_modules:\n${first.log}`);
  }, 240_000);

  // Every route that restores a cache: our push, a deploy command, and a build job (`mode: build`); a deploy job
  // (`mode: deploy`) runs nothing of the site's and restores none.
  test.each<{ route: string; inputs: Record<string, string> }>([
    { route: 'our push', inputs: {} },
    { route: 'a deploy command', inputs: { 'deploy-command': 'true' } },
    { route: 'a build job', inputs: { mode: 'build' } },
  ])(
    'during the download, on $route: the step ends as cancelled, before the runner would send SIGTERM',
    async ({ inputs }) => {
      const job = await blogJob();
      stalledAt = path.join(job.root, 'download-stalled');
      stalling = true;
      try {
        const result = await deploy(job, { whenExists: stalledAt, delayMs: 100, signals: ['SIGINT'] }, inputs);

        await expectCancelledCleanly(result, job);
        expect(existsSync(path.join(job.workspace, 'node_modules'))).toBe(false);
      } finally {
        stalling = false;
      }
    },
    120_000,
  );

  test('while tar unpacks the archive: tar is stopped with the step, nothing is unpacked after it', async () => {
    // An entry of 400 MB of random bytes (zstd leaves them as they are), for tar to take a few seconds over.
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'big-entry-'));
    const archive = path.join(scratch, 'cache.tzst');
    execFileSync('bash', [
      '-c',
      'mkdir -p "$1/node_modules/big" && for name in a b c d; do head -c 104857600 /dev/urandom > "$1/node_modules/big/$name.bin"; done && tar -cf - -P -C "$1" node_modules | zstd -q -T0 -o "$2"',
      '_',
      scratch,
      archive,
    ]);
    await azurite.writeBlob(CONTAINER, saved, await fs.readFile(archive));
    await fs.rm(scratch, { recursive: true, force: true });

    const job = await blogJob();
    const unpacking = path.join(job.root, 'tar-started');
    // The cue: a tar unpacking into this job's workspace.
    const watcher = setInterval(() => {
      if (processesOf(job).some((command) => command.startsWith('/usr/bin/tar -xf'))) {
        clearInterval(watcher);
        void fs.writeFile(unpacking, '');
      }
    }, 5);
    try {
      const result = await deploy(job, { whenExists: unpacking, delayMs: 50, signals: ['SIGINT'] });

      await expectCancelledCleanly(result, job);
      // What tar unpacked before the cancel stays; nothing is unpacked after the step ended.
      const big = path.join(job.workspace, 'node_modules', 'big');
      const unpacked = (): number => (existsSync(big) ? readdirSync(big).length : 0);
      const atEnd = unpacked();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(unpacked()).toBe(atEnd);
      expect(atEnd).toBeLessThan(4);
    } finally {
      clearInterval(watcher);
    }
  }, 180_000);
});
