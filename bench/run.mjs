// `npm run bench`: times deploys of synthetic sites of several sizes with plain git, with the action users would
// pick instead (JamesIves/github-pages-deploy-action, bench/peer.mjs) and with the bundled action (its main and
// post steps, as a job runs them), against the same local smart-HTTP git server; breaks the action's time down by
// phase (from its own timings line); checks that every pushed tree is exactly the site.
//
//   npm run bench                                   # updates of 200, 2,000 and 20,000 pages (3 rounds each), a
//                                                   # first, a no-change and a one-page deploy of the largest,
//                                                   # then 100,000 pages once for memory
//   npm run bench -- --sizes 100,300 --rounds 1 --huge 0 --hexo 0 --peer 0 --actions 0 --links 300   # CI: correctness
//
// Options: --sizes N,N,… (pages of each update scenario; the largest also gets the first, no-change and one-page
// deploys), --assets N (binary files per site; default one per 40 pages), --changed PERCENT (5), --rounds N (3),
// --huge N (pages of the memory run; 0 skips), --hexo 0 (skips the fixture Hexo blog's whole step with the Actions
// cache cold and warm and without it, bench/hexo-cache.mjs), --peer 0 (skips
// the peer action, and its install from the npm registry), --bundle DIR (the action's bundle to time: another
// commit's dist/, say; default this checkout's dist/; the Hexo blog's run always takes this checkout's),
// --previous REV (the previous release, whose dist/ runs beside the bundle in every update round and in the
// no-change deploy, so that a regression shows in the same run; default the commit in bench/previous-release;
// none: left out), --links N (pages of the link check's sites, read with and without root links in every page;
// 0 skips), --actions 0 (skips the Pages "GitHub Actions" source's row: pages-push's pack and upload of each
// size against upload-pages-artifact's tar and @actions/artifact's upload, to Azurite; bench/pages-artifact.mjs),
// --linked 0 (skips the largest size's update from a workspace reached through a symbolic link, as self-hosted
// runners often have it, paired round by round with the same update from the plain path).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GitServer, VALID_TOKEN, git, isolatedGitEnv } from '../__tests__/support/git-server.mjs';
import { GITHUB_DOT_COM, TlsFront } from '../__tests__/support/tls-front.mjs';
import { NODE, parseFileCommands, postEntry } from '../__tests__/support/run-action.mjs';
import { benchHexoCache, printHexoCache, WARM_OVER_COLD } from './hexo-cache.mjs';
import { benchPagesArtifact } from './pages-artifact.mjs';
import { installPeer, PEER, runPeer, spec } from './peer.mjs';
import { writeSite } from './site.mjs';
import { timed } from './timed.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const SIZES = String(option('sizes', option('pages', '200,2000,20000')))
  .split(',')
  .map(Number)
  .filter((pages) => pages > 0)
  .sort((a, b) => a - b);
const ASSETS = option('assets', undefined);
const assetsFor = (pages) => (ASSETS === undefined ? Math.max(5, Math.round(pages / 40)) : Number(ASSETS));
const CHANGED = Number(option('changed', 5));
const ROUNDS = Number(option('rounds', 3));
const HUGE = Number(option('huge', 100000));
const HEXO = Number(option('hexo', 1));
const WITH_PEER = Number(option('peer', 1));
const WITH_ACTIONS = Number(option('actions', 1));
const LINKS = Number(option('links', 20000));
const LINKED = Number(option('linked', 1));
const BUNDLE = path.resolve(option('bundle', path.join(root, 'dist')), 'index.js');
/** The previous release's commit (see bench/previous-release: its first word), or 'none'. */
const PREVIOUS = option('previous', readFileSync(path.join(root, 'bench', 'previous-release'), 'utf8').split(/\s/)[0]);

/**
 * The project's goals (see docs/performance.md): reported, not failed, so that a slower machine still
 * checks correctness.
 */
const GOALS = {
  updateRatio: { 200: 1.0, 2000: 0.6, 20000: 0.3 },
  peerRatio: { 200: 0.4, 2000: 0.2, 20000: 0.1 },
  firstRatio: 0.2,
  noChangeMs: 500,
  /** The Actions source's pack and upload against upload-pages-artifact's tar and upload (issue 42): no slower. */
  artifactRatio: 1,
  hugeRssMb: 150,
  /** The read of a site whose every page links root paths, over the same site without them (issue 41 item 3). */
  linksOverPlain: 1.15,
  /** The same update from a workspace reached through a symbolic link, over the plain path (issue 57). */
  linkedOverPlain: 1.1,
  /** Fixed costs over a bare start of the same Node (`node -e 0`): to the deploy's first work, and the post step. */
  startOverBareMs: 30,
  postOverBareMs: 60,
};

const failures = [];
function check(ok, what) {
  if (!ok) failures.push(what);
}
const missed = [];
function goal(ok, what) {
  if (!ok) missed.push(what);
}

/** A TCP proxy in front of the git server that counts the bytes clients send (what a deploy uploads). */
async function countingProxy(port) {
  const counter = { sent: 0, pushes: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.on('data', (chunk) => {
      counter.sent += chunk.length;
      if (chunk.includes('POST /') && chunk.includes('git-receive-pack')) counter.pushes += 1;
    });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    counter,
    reset() {
      counter.sent = 0;
      counter.pushes = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The tree id git computes for a folder as a branch's whole content (what the pushed tip must hold). */
async function treeOf(dir) {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-tree-'));
  const env = { GIT_DIR: path.join(scratch, 'git'), GIT_WORK_TREE: dir, GIT_INDEX_FILE: path.join(scratch, 'index') };
  await git(['init', '--quiet', '--bare', path.join(scratch, 'git')]);
  await git(['add', '--all', '--force', '.'], { env, cwd: dir });
  const tree = (await git(['write-tree'], { env })).trim();
  await fs.rm(scratch, { recursive: true, force: true });
  return tree;
}

/** Git configuration for the benchmark's own git commands: the token as a header, in the environment. */
function authEnv(serverUrl) {
  return {
    GIT_CONFIG_COUNT: '3',
    GIT_CONFIG_KEY_0: `http.${serverUrl}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${VALID_TOKEN}`).toString('base64')}`,
    // No background gc after the commit: it would run on into the next measurement.
    GIT_CONFIG_KEY_1: 'gc.auto',
    GIT_CONFIG_VALUE_1: '0',
    GIT_CONFIG_KEY_2: 'maintenance.auto',
    GIT_CONFIG_VALUE_2: 'false',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** The plain-git deploy: depth-1 fetch, read-tree, add -A with the site as work tree, commit, push. */
async function plainGit(serverUrl, repo, siteDir, { first = false } = {}) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-plain-'));
  const url = `${serverUrl}/${repo}.git`;
  const script = [
    'set -e',
    'git init --quiet',
    first
      ? ':'
      : `git fetch --quiet --depth 1 "${url}" gh-pages && git update-ref HEAD FETCH_HEAD && git read-tree HEAD`,
    `GIT_WORK_TREE="${siteDir}" git add --all --force .`,
    'git commit --quiet -m "Deploy"',
    `git push --quiet "${url}" HEAD:refs/heads/gh-pages`,
  ].join('\n');
  const env = { ...isolatedGitEnv(), ...authEnv(serverUrl) };
  const result = await timed('bash', ['-c', script], { cwd: work, env });
  await fs.rm(work, { recursive: true, force: true, maxRetries: 5 });
  return result;
}

/** The phases of the breakdown: a name, and the marks (see src/shared/timings.ts) it runs between. */
const PHASES = [
  ['start', 'spawn', 'loaded', 'process start, shedding the secrets, loading the code'],
  ['settings', 'loaded', 'inputs read', 'inputs, detection, plan'],
  ['check', 'checking', 'target checked', 'the target check (read and write access, tip)'],
  ['tip', 'publishing', 'tip fetched', "the tip's commit and trees (brought in while the site is read)"],
  ['read', 'reading', 'site read', 'reading, hashing and scanning every file (while the target is checked)'],
  ['compose', 'ready', 'composed', 'the new tree, on the tip'],
  ['trees', 'composed', 'trees', "folder ids, and the tip's folders that differ"],
  ['pack', 'trees', 'packed', 'the pack of what the branch lacks'],
  ['push', 'packed', 'pushed', 'commit and push'],
  ['report', 'pushed', 'reported', 'outputs, summary'],
  ['exit', 'reported', 'exit', 'until the process ended'],
  ['post', 'post start', 'post end', 'the post step, a process of its own'],
];

/** The action's own timings line (`::debug::timings {…}`) as marks, with the benchmark's own around them. */
function marksOf(main, post) {
  const line = main.stdout.split('\n').find((text) => text.startsWith('::debug::timings '));
  const marks = { spawn: main.startedAt, exit: main.endedAt, 'post start': post.startedAt, 'post end': post.endedAt };
  if (line) {
    const timings = JSON.parse(line.slice('::debug::timings '.length));
    // The process that deploys: its own start (after the first image's where the step started itself over).
    marks.origin = timings.origin;
    for (const [name, at] of timings.marks) marks[name] = at;
  }
  marks.ready = Math.max(marks['site read'] ?? 0, marks['tip fetched'] ?? 0);
  // A deploy with nothing to push has no compose..push marks: the report follows the comparison at once.
  return marks;
}

/** The start, split at the deploying process's own start: the runtime's start to it, then its code to the first work. */
function startOf(marks) {
  return marks.origin === undefined || marks.loaded === undefined
    ? undefined
    : { process: marks.origin - marks.spawn, code: marks.loaded - marks.origin };
}

/** The fixed costs of an update's runs: the medians of the start and the post step, each over a bare Node start. */
function fixedCosts(runs, pages) {
  const over = (phase) => median(runs.map((run) => run.phases[phase] - run.bareMs));
  const costs = {
    pages,
    bareMs: median(runs.map((run) => run.bareMs)),
    startMs: median(runs.map((run) => run.phases.start)),
    processMs: median(runs.map((run) => run.split?.process ?? NaN)),
    codeMs: median(runs.map((run) => run.split?.code ?? NaN)),
    startOverMs: over('start'),
    postMs: median(runs.map((run) => run.phases.post)),
    postOverMs: over('post'),
  };
  goal(
    costs.startOverMs <= GOALS.startOverBareMs,
    `${count(pages)} pages: start to first work ${costs.startOverMs.toFixed(0)} ms over a bare Node start ` +
      `(budget ${GOALS.startOverBareMs} ms)`,
  );
  goal(
    costs.postOverMs <= GOALS.postOverBareMs,
    `${count(pages)} pages: the post step ${costs.postOverMs.toFixed(0)} ms over a bare Node start ` +
      `(budget ${GOALS.postOverBareMs} ms)`,
  );
  return costs;
}

function breakdown(marks) {
  const row = {};
  for (const [name, from, to] of PHASES) {
    row[name] = marks[from] !== undefined && marks[to] !== undefined ? marks[to] - marks[from] : undefined;
  }
  return row;
}

/** The action, run as the runner runs it (main, then post with the saved state), deploying `siteDir`. */
async function ours(serverUrl, repo, siteDir, extraEnv = {}, bundle = BUNDLE) {
  const job = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-job-'));
  const files = { output: path.join(job, 'output'), state: path.join(job, 'state') };
  await fs.writeFile(files.output, '');
  await fs.writeFile(files.state, '');
  await fs.mkdir(path.join(job, 'temp'));
  const env = {
    PATH: process.env.PATH,
    HOME: job,
    GIT_CONFIG_NOSYSTEM: '1',
    GITHUB_WORKSPACE: path.dirname(siteDir),
    RUNNER_TEMP: path.join(job, 'temp'),
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_SERVER_URL: serverUrl,
    // As on a runner, the API is on the workflow's server: pages-push reads the Pages settings there during the
    // target check (the local server answers 401, which the action takes quietly), as it would on GitHub.
    GITHUB_API_URL: `${serverUrl}/api/v3`,
    GITHUB_REPOSITORY: 'octo/sources',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF_NAME: 'main',
    GITHUB_ACTOR: 'octo',
    GITHUB_ACTOR_ID: '1',
    INPUT_TOKEN: VALID_TOKEN,
    INPUT_REPOSITORY: repo,
    INPUT_BRANCH: 'gh-pages',
    INPUT_BUILD: 'skip',
    INPUT_INSTALL: 'skip',
    'INPUT_PUBLISH-DIR': path.basename(siteDir),
    'INPUT_KEEP-FILES': '',
    INPUT_NOJEKYLL: 'false',
    INPUT_HISTORY: 'keep',
    INPUT_ATTEMPTS: '3',
    'INPUT_NETWORK-TIMEOUT': '20',
    'INPUT_COMMIT-MESSAGE': 'Deploy {sha}',
    ...extraEnv,
  };
  const main = await timed(NODE, [bundle], { cwd: env.GITHUB_WORKSPACE, env }, { watchRss: true });
  const stateEnv = {};
  for (const [name, value] of Object.entries(parseFileCommands(await fs.readFile(files.state, 'utf8')))) {
    stateEnv[`STATE_${name}`] = value;
  }
  const post = await timed(NODE, [postEntry(bundle)], { cwd: env.GITHUB_WORKSPACE, env: { ...env, ...stateEnv } });
  // A bare start of the same Node, right after, in the same state of the machine: what the fixed costs are over.
  const bare = await timed(NODE, ['-e', '0'], { env: { PATH: process.env.PATH } });
  const outputs = parseFileCommands(await fs.readFile(files.output, 'utf8'));
  const left = await fs.readdir(path.join(job, 'temp'));
  check(left.length === 0, `${repo}: the action left ${left.join(', ')} in RUNNER_TEMP`);
  await fs.rm(job, { recursive: true, force: true });
  return {
    ms: main.ms + post.ms,
    mainMs: main.ms,
    postMs: post.ms,
    bareMs: bare.ms,
    peakMb: main.peakMb,
    stdout: main.stdout,
    outputs,
    phases: breakdown(marksOf(main, post)),
    split: startOf(marksOf(main, post)),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
/** The run whose time is the median (the lower middle for an even count). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const count = (n) => n.toLocaleString('en-US');

/** The server, the proxy that counts what is sent, and fresh copies of a seeded repository for every run. */
class Bench {
  constructor(server, proxy, scratch) {
    Object.assign(this, { server, proxy, scratch, copies: 0 });
  }

  /** A bare repository whose gh-pages holds `siteDir` as one commit, packed as a hosting server keeps it. */
  async seed(name, siteDir) {
    await this.server.createRepo(name);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-seed-'));
    const env = { GIT_DIR: this.server.gitDir(name), GIT_WORK_TREE: siteDir, GIT_INDEX_FILE: path.join(work, 'i') };
    await git(['add', '--all', '--force', '.'], { env, cwd: siteDir });
    const tree = (await git(['write-tree'], { env })).trim();
    const commit = (await git(['commit-tree', tree, '-m', 'v1'], { env })).trim();
    await git(['update-ref', 'refs/heads/gh-pages', commit], { env });
    await git(['--git-dir', this.server.gitDir(name), 'repack', '-a', '-d', '-q']);
    await fs.rm(work, { recursive: true, force: true });
  }

  async copyOf(seed) {
    this.copies += 1;
    const repo = `octo/run-${this.copies}`;
    if (seed) await fs.cp(this.server.gitDir(seed), this.server.gitDir(repo), { recursive: true });
    else await this.server.createRepo(repo);
    return repo;
  }

  async verify(repo, tree, what) {
    const tip = (await git(['--git-dir', this.server.gitDir(repo), 'rev-parse', 'gh-pages^{tree}'])).trim();
    check(tip === tree, `${what}: the pushed tree ${tip} is not the site's ${tree}`);
    try {
      await git(['--git-dir', this.server.gitDir(repo), 'fsck', '--no-progress', '--no-dangling']);
    } catch (error) {
      failures.push(`${what}: git fsck failed on the server: ${error.message}`);
    }
  }

  async site(name, options) {
    const dir = path.join(this.scratch, name, 'site');
    await writeSite(dir, options);
    return { dir, tree: await treeOf(dir) };
  }
}

/** Update deploys of one size, plain git and ours alternating which goes first. */
async function updates(bench, pages) {
  const assets = assetsFor(pages);
  console.log(
    `\n${count(pages)} pages + ${assets} assets: update with ${CHANGED}% of pages changed, ${ROUNDS} round(s)`,
  );
  const v1 = await bench.site(`v1-${pages}`, { pages, assets });
  const v2 = await bench.site(`v2-${pages}`, { pages, assets, version: 2, changedPercent: CHANGED });
  const seed = `octo/seed-${pages}`;
  await bench.seed(seed, v1.dir);
  const plainRuns = [];
  const ourRuns = [];
  const peerRuns = [];
  const previousRuns = [];
  let sent = { plain: 0, ours: 0, peer: undefined };
  const tools = ['plain', ...(bench.peer ? ['peer'] : []), ...(bench.previous ? ['previous'] : []), 'ours'];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Each round starts with the next tool, so that none always runs first (or last).
    const shift = (round - 1) % tools.length;
    for (const tool of [...tools.slice(shift), ...tools.slice(0, shift)]) {
      const repo = await bench.copyOf(seed);
      bench.proxy.reset();
      if (tool === 'plain') {
        plainRuns.push(await plainGit(bench.proxy.url, repo, v2.dir));
      } else if (tool === 'peer') {
        const result = await runPeer(bench.peer, {
          serverUrl: bench.proxy.url,
          repo,
          token: VALID_TOKEN,
          siteDir: v2.dir,
        });
        peerRuns.push(result);
        check(result.status === 'success', `update of ${pages}: the peer reported ${result.status}:\n${result.log}`);
      } else if (tool === 'previous') {
        const result = await ours(bench.proxy.url, repo, v2.dir, {}, bench.previous.bundle);
        previousRuns.push(result);
        check(result.outputs.pushed === 'true', `update of ${pages}: the previous release did not push`);
      } else {
        const result = await ours(bench.proxy.url, repo, v2.dir);
        ourRuns.push(result);
        check(result.outputs.pushed === 'true', `update of ${pages}: the action did not push`);
      }
      sent = { ...sent, [tool]: bench.proxy.counter.sent };
      await bench.verify(repo, v2.tree, `update of ${pages} (${tool}, round ${round})`);
    }
    const peerTime = bench.peer ? `, ${PEER.label} ${secs(peerRuns.at(-1).ms)}` : '';
    const previousTime = bench.previous ? `, previous release ${secs(previousRuns.at(-1).ms)}` : '';
    console.log(
      `  round ${round}: plain git ${secs(plainRuns.at(-1).ms)}${peerTime}${previousTime}, ` +
        `ours ${secs(ourRuns.at(-1).ms)}`,
    );
  }
  // Once more, untimed (tracing costs time): git must never have fetched an old blob on demand.
  {
    const repo = await bench.copyOf(seed);
    const trace = path.join(bench.scratch, `trace-${pages}.json`);
    await ours(bench.proxy.url, repo, v2.dir, { GIT_TRACE2_EVENT: trace });
    const lazy = existsSync(trace)
      ? (readFileSync(trace, 'utf8').match(/fetch.negotiationAlgorithm=noop/g) ?? []).length
      : 0;
    check(lazy === 0, `update of ${pages}: the action fetched old blobs lazily (${lazy} trace events)`);
    await bench.verify(repo, v2.tree, `update of ${pages} (traced)`);
  }
  const plainMs = median(plainRuns.map((result) => result.ms));
  const typical = medianRun(ourRuns);
  const ratio = typical.ms / plainMs;
  const wanted = GOALS.updateRatio[pages];
  if (wanted !== undefined) {
    goal(ratio <= wanted, `update of ${count(pages)} pages: ${ratio.toFixed(2)} of plain git's time (goal ${wanted})`);
  }
  const peerMs = bench.peer ? median(peerRuns.map((result) => result.ms)) : undefined;
  const peerRatio = peerMs === undefined ? undefined : typical.ms / peerMs;
  const peerWanted = GOALS.peerRatio[pages];
  if (peerRatio !== undefined && peerWanted !== undefined) {
    goal(
      peerRatio <= peerWanted,
      `update of ${count(pages)} pages: ${peerRatio.toFixed(2)} of ${PEER.label}'s time (goal ${peerWanted})`,
    );
  }
  return {
    scenario: `${count(pages)} pages, update (median)`,
    plainMs,
    peerMs,
    previousMs: bench.previous ? median(previousRuns.map((result) => result.ms)) : undefined,
    ours: typical,
    ratio,
    peerRatio,
    plainSent: sent.plain,
    peerSent: sent.peer,
    oursSent: sent.ours,
    sites: { v1, v2, seed, pages, assets },
    fixed: fixedCosts(ourRuns, pages),
  };
}

/**
 * The largest size's update with GITHUB_WORKSPACE a symbolic link to the workspace (resolved once at the start, so
 * the read must cost what it costs on the plain path), paired round by round with the plain path, alternating which
 * goes first.
 */
async function linkedWorkspace(bench, sites) {
  const { v2, seed, pages } = sites;
  console.log(
    `\n${count(pages)} pages: the update from a linked workspace and from the plain path, ${ROUNDS} round(s)`,
  );
  const link = path.join(bench.scratch, 'linked-workspace');
  await fs.symlink(path.dirname(v2.dir), link);
  const runs = { plain: [], linked: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 ? ['linked', 'plain'] : ['plain', 'linked'];
    for (const way of order) {
      const repo = await bench.copyOf(seed);
      const env = way === 'linked' ? { GITHUB_WORKSPACE: link } : {};
      const result = await ours(bench.proxy.url, repo, v2.dir, env);
      check(result.outputs.pushed === 'true', `linked workspace (${way}): the action did not push`);
      await bench.verify(repo, v2.tree, `update of ${pages} from the ${way} workspace (round ${round})`);
      runs[way].push(result);
    }
    console.log(`  round ${round}: plain ${secs(runs.plain.at(-1).ms)}, linked ${secs(runs.linked.at(-1).ms)}`);
  }
  const plainMs = median(runs.plain.map((result) => result.ms));
  const linkedMs = median(runs.linked.map((result) => result.ms));
  const ratio = linkedMs / plainMs;
  goal(
    ratio <= GOALS.linkedOverPlain,
    `linked workspace: ${ratio.toFixed(2)} of the plain path's time (goal ${GOALS.linkedOverPlain})`,
  );
  return {
    pages,
    plainMs,
    linkedMs,
    ratio,
    plainRead: medianRun(runs.plain).phases.read,
    linkedRead: medianRun(runs.linked).phases.read,
  };
}

function printLinked(row) {
  console.log(
    `\nA linked workspace, ${count(row.pages)}-page update (medians): ${secs(row.linkedMs)} through the link, ` +
      `${secs(row.plainMs)} from the plain path (${row.ratio.toFixed(2)}; goal ${GOALS.linkedOverPlain}); ` +
      `the read ${row.linkedRead} ms and ${row.plainRead} ms.`,
  );
}

/** The largest size: a first deploy to an empty branch, a deploy with no change, and one page changed. */
async function largest(bench, sites) {
  const rows = [];
  const { v1, seed, pages, assets } = sites;
  {
    const plainRepo = await bench.copyOf();
    bench.proxy.reset();
    const plain = await plainGit(bench.proxy.url, plainRepo, v1.dir, { first: true });
    const plainSent = bench.proxy.counter.sent;
    await bench.verify(plainRepo, v1.tree, 'first deploy (plain)');
    const repo = await bench.copyOf();
    bench.proxy.reset();
    const result = await ours(bench.proxy.url, repo, v1.dir);
    await bench.verify(repo, v1.tree, 'first deploy (ours)');
    const ratio = result.ms / plain.ms;
    goal(ratio <= GOALS.firstRatio, `first deploy: ${ratio.toFixed(2)} of plain git's time (goal ${GOALS.firstRatio})`);
    rows.push({
      scenario: `${count(pages)} pages, first deploy`,
      plainMs: plain.ms,
      ours: result,
      ratio,
      plainSent,
      oursSent: bench.proxy.counter.sent,
    });
  }
  {
    const repo = await bench.copyOf(seed);
    bench.proxy.reset();
    const result = await ours(bench.proxy.url, repo, v1.dir);
    check(result.outputs.pushed === 'false' && result.outputs.commit === '', 'no-change deploy: the action committed');
    check(bench.proxy.counter.pushes === 0, 'no-change deploy: the action pushed');
    await bench.verify(repo, v1.tree, 'no-change deploy');
    goal(result.ms <= GOALS.noChangeMs, `no-change deploy: ${secs(result.ms)} (goal ${secs(GOALS.noChangeMs)})`);
    const oursSent = bench.proxy.counter.sent;
    // The previous release's no-change deploy, right after: where fixed costs show most.
    const previous = bench.previous
      ? await ours(bench.proxy.url, await bench.copyOf(seed), v1.dir, {}, bench.previous.bundle)
      : undefined;
    rows.push({ scenario: `${count(pages)} pages, no change`, ours: result, oursSent, previousMs: previous?.ms });
  }
  {
    const one = await bench.site(`one-${pages}`, { pages, assets, version: 2, onlyChange: 1 });
    const repo = await bench.copyOf(seed);
    bench.proxy.reset();
    const result = await ours(bench.proxy.url, repo, one.dir);
    await bench.verify(repo, one.tree, 'one-page deploy');
    const sent = bench.proxy.counter.sent;
    check(sent < 64 * 1024, `one-page deploy: sent ${sent} bytes, more than one page's objects`);
    rows.push({ scenario: `${count(pages)} pages, one page changed`, ours: result, oursSent: sent });
  }
  return rows;
}

/** What reading and hashing the same files costs git itself, and a plain read: the floor for the "read" phase. */
async function floors(siteDir) {
  const list = (await run('find', ['.', '-type', 'f'], { cwd: siteDir, maxBuffer: 1 << 28 })).stdout;
  const hash = await timed('git', ['hash-object', '--no-filters', '--stdin-paths'], { cwd: siteDir }, { input: list });
  const read = await timed('bash', ['-c', 'find . -type f -print0 | xargs -0 cat > /dev/null'], { cwd: siteDir });
  return { hashMs: hash.ms, readMs: read.ms };
}

async function memory(bench) {
  console.log(`\nGenerating ${count(HUGE)} pages for the memory run…`);
  const assets = assetsFor(20000);
  const v1 = await bench.site('huge1', { pages: HUGE, assets });
  const v2 = await bench.site('huge2', { pages: HUGE, assets, version: 2, changedPercent: CHANGED });
  const repo = await bench.copyOf();
  const first = await ours(bench.proxy.url, repo, v1.dir);
  await bench.verify(repo, v1.tree, `${HUGE} pages, first deploy`);
  bench.proxy.reset();
  const update = await ours(bench.proxy.url, repo, v2.dir);
  await bench.verify(repo, v2.tree, `${HUGE} pages, update`);
  for (const [what, result] of [
    ['first deploy', first],
    ['update', update],
  ]) {
    goal(
      result.peakMb <= GOALS.hugeRssMb,
      `${count(HUGE)} pages, ${what}: peak RSS ${result.peakMb.toFixed(0)} MB (goal ${GOALS.hugeRssMb} MB)`,
    );
  }
  return [
    { scenario: `${count(HUGE)} pages, first deploy`, ours: first },
    { scenario: `${count(HUGE)} pages, update (${CHANGED}%)`, ours: update, oursSent: bench.proxy.counter.sent },
  ];
}

/**
 * The link check's cost: no-change deploys of one site whose every page links root paths and its own address (the
 * link check parses every page) and of the same site without those links (it parses none), alternating; the read
 * phase and the whole step, medians.
 */
async function linkCheck(bench) {
  console.log(`\nThe link check: ${count(LINKS)} pages with and without root links, ${ROUNDS} round(s)…`);
  const assets = assetsFor(LINKS);
  const sites = {
    plain: await bench.site('links-plain', { pages: LINKS, assets }),
    linked: await bench.site('links-linked', { pages: LINKS, assets, links: true }),
  };
  const runs = { plain: [], linked: [] };
  for (const [kind, site] of Object.entries(sites)) await bench.seed(`octo/links-${kind}`, site.dir);
  // The server plays github.com (through a proxy with TLS of a test certificate, as a runner reaches it), whose
  // user sites have an address by github.io's rule: the address the links are checked against.
  const front = await TlsFront.start([GITHUB_DOT_COM]);
  front.route(GITHUB_DOT_COM, bench.server.port);
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await linkRound(round);
    }
  } finally {
    await front.stop();
  }
  async function linkRound(round) {
    const order = round % 2 ? ['plain', 'linked'] : ['linked', 'plain'];
    for (const kind of order) {
      // The owner's user site, served at the root of octo.github.io, where every link the pages make resolves.
      const repo = 'octo/octo.github.io';
      await fs.rm(bench.server.gitDir(repo), { recursive: true, force: true });
      await fs.cp(bench.server.gitDir(`octo/links-${kind}`), bench.server.gitDir(repo), { recursive: true });
      const result = await ours(`https://${GITHUB_DOT_COM}`, repo, sites[kind].dir, front.env);
      check(result.outputs.pushed === 'false', `link check (${kind}): the action pushed a site that did not change`);
      const [, parsed = '0', broken = '0'] = /link check: (\d+) files parsed.* (\d+) broken/.exec(result.stdout) ?? [];
      const wanted = kind === 'linked' ? LINKS : 0;
      check(
        Number(parsed) >= wanted && (kind === 'linked' || Number(parsed) === 0) && broken === '0',
        `link check (${kind}): ${parsed} pages parsed, ${broken} broken links`,
      );
      runs[kind].push(result);
    }
  }
  const of = (kind, pick) => median(runs[kind].map(pick));
  const row = {
    pages: LINKS,
    plainRead: of('plain', (run) => run.phases.read),
    linkedRead: of('linked', (run) => run.phases.read),
    plainMs: of('plain', (run) => run.ms),
    linkedMs: of('linked', (run) => run.ms),
    plainMb: of('plain', (run) => run.peakMb),
    linkedMb: of('linked', (run) => run.peakMb),
  };
  row.readRatio = row.linkedRead / row.plainRead;
  goal(
    row.readRatio <= GOALS.linksOverPlain,
    `link check: reading ${count(LINKS)} pages with links took ${row.readRatio.toFixed(2)} of the time without ` +
      `(goal ${GOALS.linksOverPlain})`,
  );
  return row;
}

function printLinkCheck(row) {
  console.log(
    `\nThe link check, ${count(row.pages)} pages, no-change deploys (medians): the read ${row.plainRead} ms without ` +
      `links, ${row.linkedRead} ms with them (${row.readRatio.toFixed(2)}; goal ${GOALS.linksOverPlain}); the ` +
      `whole step ${secs(row.plainMs)} and ${secs(row.linkedMs)}; peak RSS ${row.plainMb.toFixed(0)} and ` +
      `${row.linkedMb.toFixed(0)} MB.`,
  );
}

/**
 * The Pages "GitHub Actions" source (bench/pages-artifact.mjs): pages-push's pack and upload of each size's site
 * against upload-pages-artifact's tar and @actions/artifact's upload, to the same Azurite; every upload read back.
 */
async function actionsSource() {
  console.log(`\nThe Pages "GitHub Actions" source: pack and upload to Azurite, ${ROUNDS} round(s) of each size…`);
  const { rows, failures: wrong } = await benchPagesArtifact({ sizes: SIZES, rounds: ROUNDS, log: () => {} });
  failures.push(...wrong);
  for (const row of rows) {
    const ratio = row.ours.ms / row.theirs.ms;
    goal(
      ratio <= GOALS.artifactRatio,
      `Actions source, ${count(row.pages)} pages: ${ratio.toFixed(2)} of tar + @actions/artifact's time (goal ` +
        `${GOALS.artifactRatio})`,
    );
  }
  return rows;
}

function printArtifact(rows) {
  console.log(
    '\nThe Pages "GitHub Actions" source, to the same Azurite behind the artifact service stand-in (median of the ' +
      'rounds; each side a fresh process as the runner starts it; every uploaded tar extracted and compared with ' +
      'the site):\n',
  );
  console.log(
    '| pages | tar + @actions/artifact | pages-push pack + upload | ratio | pack: tar / ours | tar | artifact |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { pages, ours: our, theirs } of rows) {
    console.log(
      `| ${count(pages)} | ${secs(theirs.ms)} | ${secs(our.ms)} | ${(our.ms / theirs.ms).toFixed(2)} | ` +
        `${theirs.packMs.toFixed(0)} / ${our.packMs.toFixed(0)} ms | ${kib(our.tar)} | ${kib(our.artifact)} |`,
    );
  }
  console.log(
    "\ntar + @actions/artifact: upload-pages-artifact's `tar --dereference --hard-dereference`, then " +
      "upload-artifact's call of the toolkit's client; pages-push: the code of src/pages-artifact bundled by ncc, " +
      'its pack then its upload; pack: the tar process against our pack as it timed itself.',
  );
}

function printTables(rows) {
  const table = (header, lines) => {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  };
  console.log('\nTimes are whole steps: ours is the main step plus the post step, as a job runs them.\n');
  const withPeer = rows.some((row) => row.peerMs !== undefined);
  const withPrevious = rows.some((row) => row.previousMs !== undefined);
  const optional = (value, format) => (value === undefined ? '' : format(value));
  const ratio = (value) => value.toFixed(2);
  table(
    [
      'scenario',
      'plain git',
      ...(withPeer ? [PEER.label] : []),
      ...(withPrevious ? ['previous release'] : []),
      'pages-push',
      'ratio',
      ...(withPeer ? ['ratio to peer'] : []),
      ...(withPrevious ? ['ratio to previous'] : []),
      'plain sent',
      ...(withPeer ? ['peer sent'] : []),
      'ours sent',
      'ours peak RSS',
    ],
    rows.map((row) => [
      row.scenario,
      optional(row.plainMs, secs),
      ...(withPeer ? [optional(row.peerMs, secs)] : []),
      ...(withPrevious ? [optional(row.previousMs, secs)] : []),
      secs(row.ours.ms),
      optional(row.ratio, ratio),
      ...(withPeer ? [optional(row.peerRatio, ratio)] : []),
      ...(withPrevious ? [optional(row.previousMs, (ms) => ratio(row.ours.ms / ms))] : []),
      optional(row.plainSent, kib),
      ...(withPeer ? [optional(row.peerSent, kib)] : []),
      optional(row.oursSent, kib),
      `${row.ours.peakMb.toFixed(0)} MB`,
    ]),
  );
  if (withPeer) {
    console.log(
      `\nratio: pages-push's time over plain git's; ratio to peer: over ${spec()}'s (run as the runner runs it, ` +
        'clean: true, silent: true), each the median of the rounds.',
    );
  }
  if (withPrevious) {
    console.log(
      `\nprevious release: the dist/ of ${PREVIOUS} (bench/previous-release), run in the same rounds; ratio to ` +
        'previous: over its time (above 1: slower than the previous release).',
    );
  }
  console.log('\nWhere pages-push spends its time (ms; "read" runs while "check" and "tip" do, without a build):\n');
  const names = PHASES.map(([name]) => name);
  table(
    ['scenario', ...names],
    rows.map((row) => [row.scenario, ...names.map((name) => String(row.ours.phases[name] ?? '–'))]),
  );
  console.log(`\n${PHASES.map(([name, , , what]) => `${name}: ${what}`).join('; ')}.`);
  const fixed = rows.filter((row) => row.fixed).map((row) => row.fixed);
  if (fixed.length === 0) return;
  console.log(
    `\nFixed costs (ms, medians of the updates' runs; each run is followed by a bare \`node -e 0\`; budgets: ` +
      `${GOALS.startOverBareMs} over it to the first work, ${GOALS.postOverBareMs} for the post step):\n`,
  );
  table(
    ['pages', 'bare Node', 'start', 'to its process', 'its code to work', 'start over bare', 'post', 'post over bare'],
    fixed.map((costs) => [
      count(costs.pages),
      ...[costs.bareMs, costs.startMs, costs.processMs, costs.codeMs].map((ms) => ms.toFixed(0)),
      `${costs.startOverMs.toFixed(0)} (${costs.startOverMs <= GOALS.startOverBareMs ? 'met' : 'not met'})`,
      costs.postMs.toFixed(0),
      `${costs.postOverMs.toFixed(0)} (${costs.postOverMs <= GOALS.postOverBareMs ? 'met' : 'not met'})`,
    ]),
  );
  console.log(
    "\nstart: from spawning the step to its first work (the runtime's start, shedding the secrets, loading the " +
      "code); to its process: to the deploying process's own start, as Node counts it (after the first image's, " +
      'where the step starts itself over); its code to work: from there; bare Node: spawn to exit of `node -e 0`.',
  );
}

/**
 * The previous release's bundle, taken from git (`git archive <rev> dist`) into the scratch folder; undefined with
 * --previous none, or where this clone lacks the commit (a shallow one), which is said.
 */
async function previousRelease(scratch) {
  if (PREVIOUS === 'none') return undefined;
  const dir = path.join(scratch, 'previous');
  await fs.mkdir(dir);
  try {
    await run('sh', ['-c', 'git -C "$1" archive "$2" dist | tar -x -C "$3"', 'sh', root, PREVIOUS, dir]);
  } catch (error) {
    console.log(`The previous release ${PREVIOUS} is not in this clone (${error.message.trim()}): left out.`);
    return undefined;
  }
  console.log(`The previous release: the dist/ of ${PREVIOUS}.`);
  return { bundle: path.join(dir, 'dist', 'index.js') };
}

async function main() {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build`);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-'));
  const server = await GitServer.start();
  const proxy = await countingProxy(server.port);
  const bench = new Bench(server, proxy, scratch);
  const rows = [];
  let floor;
  let hexo;
  let artifact;
  let links;
  let linked;
  try {
    bench.previous = await previousRelease(scratch);
    if (WITH_PEER) {
      bench.peer = await installPeer(scratch);
      console.log(`Installed ${spec()} into the scratch folder in ${secs(bench.peer.installMs)}`);
    }
    let last;
    for (const pages of SIZES) {
      last = await updates(bench, pages);
      rows.push(last);
    }
    if (last) {
      rows.push(...(await largest(bench, last.sites)));
      floor = { pages: last.sites.pages, ...(await floors(last.sites.v2.dir)), ours: last.ours.phases.read };
      if (LINKED) linked = await linkedWorkspace(bench, last.sites);
    }
    if (LINKS > 0) links = await linkCheck(bench);
    if (HUGE > 0) rows.push(...(await memory(bench)));
    if (HEXO) {
      console.log(`\nThe fixture Hexo blog's whole step, with and without the Actions cache (${ROUNDS} round(s))…`);
      hexo = await benchHexoCache({ server, rounds: ROUNDS });
      goal(
        hexo.warmOverCold <= WARM_OVER_COLD,
        `Hexo blog: a warm-cache step is ${hexo.warmOverCold.toFixed(2)} of a cold one (goal ${WARM_OVER_COLD.toFixed(2)})`,
      );
    }
    if (WITH_ACTIONS) artifact = await actionsSource();
  } finally {
    await proxy.close();
    await server.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  const node = (await run(NODE, ['--version'])).stdout.trim();
  console.log(`\n${CHANGED}% changed, ${ROUNDS} round(s), Node ${node}, ${os.cpus().length} cores`);
  if (rows.length > 0) printTables(rows);
  if (floor) {
    console.log(
      `\nReading the ${count(floor.pages)}-page site: pages-push reads, hashes and scans it in ${floor.ours} ms; ` +
        `git hash-object --stdin-paths takes ${floor.hashMs.toFixed(0)} ms, and a plain read (find | xargs cat) ` +
        `${floor.readMs.toFixed(0)} ms.`,
    );
  }
  if (links) printLinkCheck(links);
  if (linked) printLinked(linked);
  if (hexo) printHexoCache(hexo);
  if (artifact) printArtifact(artifact);
  if (missed.length > 0) console.log(`\nShort of the goals:\n- ${missed.join('\n- ')}`);
  else console.log('\nEvery goal met.');
  if (failures.length > 0) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every pushed tree is exactly the site, and git fsck passes on the server.');
    if (artifact) console.log('Every uploaded Pages artifact holds a tar of exactly the site.');
  }
}

await main();
