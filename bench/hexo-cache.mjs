// The fixture Hexo blog's whole step (install, build, publish) with the Actions cache (`cache: auto`) cold and warm,
// beside what a workflow runs without it: actions/setup-node's `cache: npm` (npm's download cache warm) and
// `npm ci`, then `hexo clean && hexo generate` (`cache: off`). The cache is the runner's cache service stand-in
// (__tests__/support/cache-service.mjs) in front of Azurite, on loopback; the git server is the caller's (or its
// own, alone). The median of the rounds, from the step's own timings line; the goal of issue 43: a warm step takes
// at most a third of a cold one. Part of `npm run bench` (its --hexo section); alone:
// `node bench/hexo-cache.mjs [--rounds 3]`.
import * as os from 'node:os';
import * as path from 'node:path';
import { Azurite } from '../__tests__/support/azurite.mjs';
import { CacheService } from '../__tests__/support/cache-service.mjs';
import { GitServer, VALID_TOKEN } from '../__tests__/support/git-server.mjs';
import { setDeployTarget } from '../__tests__/support/hexo.mjs';
import { makeJob, removeJob, runAction } from '../__tests__/support/run-action.mjs';
import { isMain } from '../scripts/is-main.mjs';

const NPM_CACHE = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');
/** The goal: a warm step at most this share of a cold one. */
export const WARM_OVER_COLD = 1 / 3;
const OFF = 'setup-node cache: npm + npm ci (cache: off)';
const COLD = 'cache: auto, cold';
const WARM = 'cache: auto, warm';

let counter = 0;

/** One deploy of the fixture blog to a new repository; its phases in ms, from the step's timings line. */
async function step(server, cacheInput, service) {
  const job = await makeJob({ fixture: 'hexo-blog', linkNodeModules: false });
  try {
    counter += 1;
    const repo = `octo/bench-hexo-cache-${counter}`;
    await server.createRepo(repo);
    await setDeployTarget(job.workspace, server.repoUrl(repo), 'gh-pages');
    const env = { npm_config_cache: NPM_CACHE, RUNNER_DEBUG: '1' };
    if (service) {
      Object.assign(env, {
        ACTIONS_RUNTIME_TOKEN: service.token(),
        ACTIONS_RESULTS_URL: service.url,
        ACTIONS_CACHE_SERVICE_V2: 'True',
        GITHUB_SERVER_URL: 'https://github.com',
      });
    }
    const result = await runAction(job, {
      serverUrl: server.url,
      inputs: { token: VALID_TOKEN, cache: cacheInput, 'base-path': 'off', repository: server.repoUrl(repo) },
      env,
      timeoutMs: 600000,
    });
    if (result.exitCode !== 0) throw new Error(`the deploy failed:\n${result.log}`);
    const line = result.stdout.split('\n').find((text) => text.startsWith('::debug::timings '));
    const marks = Object.fromEntries(line ? JSON.parse(line.slice('::debug::timings '.length)).marks : []);
    // The restore of node_modules (before the target check) is counted with the install, and its save after it.
    const restore = marks.restored ? marks.restored - marks.restoring : 0;
    return {
      install: marks.installed - marks['target checked'] + restore,
      build: marks['site built'] - marks.installed,
      publish: marks.reported - marks['site built'],
      whole: marks.reported - marks.loaded,
    };
  } finally {
    await removeJob(job);
  }
}

const median = (runs, key) => [...runs.map((run) => run[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];

/**
 * Runs `rounds` rounds (each: cache: off, then cache: auto cold and warm on a new, empty cache) against `server`;
 * resolves with each scenario's median phases (ms) and warm / cold.
 */
export async function benchHexoCache({ server, rounds = 3 }) {
  const azurite = await Azurite.start();
  const runs = { [OFF]: [], [COLD]: [], [WARM]: [] };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      runs[OFF].push(await step(server, 'off'));
      const service = await CacheService.start(azurite);
      try {
        runs[COLD].push(await step(server, 'auto', service));
        runs[WARM].push(await step(server, 'auto', service));
      } finally {
        await service.stop();
      }
    }
  } finally {
    await azurite.stop();
  }
  const rows = Object.entries(runs).map(([scenario, list]) => ({
    scenario,
    ...Object.fromEntries(['install', 'build', 'publish', 'whole'].map((key) => [key, median(list, key)])),
  }));
  const whole = (name) => rows.find((row) => row.scenario === name)?.whole ?? NaN;
  return { rounds, rows, warmOverCold: whole(WARM) / whole(COLD) };
}

/** The table of `benchHexoCache`'s result, and warm / cold against the goal. */
export function printHexoCache({ rounds, rows, warmOverCold }) {
  console.log(`\nThe fixture Hexo blog's whole step, median of ${rounds} (ms):\n`);
  console.log('| scenario | install | build | publish | whole step |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.scenario} | ${row.install} | ${row.build} | ${row.publish} | ${row.whole} |`);
  }
  console.log(`\nWarm / cold: ${warmOverCold.toFixed(2)} (the goal: at most ${WARM_OVER_COLD.toFixed(2)}).`);
}

if (isMain(import.meta.url)) {
  const at = process.argv.indexOf('--rounds');
  const server = await GitServer.start();
  try {
    printHexoCache(await benchHexoCache({ server, rounds: at === -1 ? 3 : Number(process.argv[at + 1]) }));
  } finally {
    await server.stop();
  }
}
