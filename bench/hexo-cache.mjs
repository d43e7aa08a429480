// `node bench/hexo-cache.mjs [--rounds 3]`: the fixture Hexo blog's whole step (install, build, publish) with the
// Actions cache (`cache: auto`) cold and warm, beside what a workflow runs without it: actions/setup-node's
// `cache: npm` (npm's download cache warm) and `npm ci`, then `hexo clean && hexo generate` (`cache: off`). The
// cache is the runner's cache service stand-in (__tests__/support/cache-service.mjs) in front of Azurite, on
// loopback; the git server is the tests' own. The median of the rounds, from the step's own timings line; the goal
// of issue 43: a warm step takes at most a third of a cold one.
import * as os from 'node:os';
import * as path from 'node:path';
import { Azurite } from '../__tests__/support/azurite.mjs';
import { CacheService } from '../__tests__/support/cache-service.mjs';
import { GitServer, VALID_TOKEN } from '../__tests__/support/git-server.mjs';
import { setDeployTarget } from '../__tests__/support/hexo.mjs';
import { makeJob, removeJob, runAction } from '../__tests__/support/run-action.mjs';

const at = process.argv.indexOf('--rounds');
const ROUNDS = at === -1 ? 3 : Number(process.argv[at + 1]);
const NPM_CACHE = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');

const server = await GitServer.start();
const azurite = await Azurite.start();
let counter = 0;

/** One deploy of the fixture blog to a new repository; its phases in ms, from the step's timings line. */
async function step(cacheInput, service) {
  const job = await makeJob({ fixture: 'hexo-blog', linkNodeModules: false });
  try {
    counter += 1;
    const repo = `octo/bench-${counter}`;
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

try {
  const rows = { 'setup-node cache: npm + npm ci (cache: off)': [], 'cache: auto, cold': [], 'cache: auto, warm': [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    rows['setup-node cache: npm + npm ci (cache: off)'].push(await step('off'));
    const service = await CacheService.start(azurite);
    try {
      rows['cache: auto, cold'].push(await step('auto', service));
      rows['cache: auto, warm'].push(await step('auto', service));
    } finally {
      await service.stop();
    }
  }
  console.log(`\nThe fixture Hexo blog's whole step, median of ${ROUNDS} (ms):\n`);
  console.log('| scenario | install | build | publish | whole step |');
  console.log('|---|---|---|---|---|');
  for (const [name, runs] of Object.entries(rows)) {
    const cells = ['install', 'build', 'publish', 'whole'].map((key) => median(runs, key));
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  const cold = median(rows['cache: auto, cold'], 'whole');
  const warm = median(rows['cache: auto, warm'], 'whole');
  console.log(`\nWarm / cold: ${(warm / cold).toFixed(2)} (the goal: at most 0.33).`);
} finally {
  await azurite.stop();
  await server.stop();
}
