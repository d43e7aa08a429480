// `npm run bench`: times an update deploy of a large synthetic site with plain git and with the bundled action,
// against the same local smart-HTTP git server, and checks that every pushed tree is exactly the site.
//
//   npm run bench                                  # 20,000 pages + 500 assets, 3 rounds, then 100,000 pages once
//   npm run bench -- --pages 300 --assets 10 --rounds 1 --huge 0     # what CI runs: correctness, not time
//
// Options: --pages N, --assets N, --changed PERCENT (5), --rounds N (3), --huge N (pages of the memory run; 0 skips).
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GitServer, VALID_TOKEN, git, isolatedGitEnv } from '../__tests__/support/git-server.mjs';
import { NODE, parseFileCommands } from '../__tests__/support/run-action.mjs';
import { writeSite } from './site.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}
const PAGES = option('pages', 20000);
const ASSETS = option('assets', 500);
const CHANGED = option('changed', 5);
const ROUNDS = option('rounds', 3);
const HUGE = option('huge', 100000);
const MAX_RSS_MB = 200;

const failures = [];
function check(ok, what) {
  if (!ok) failures.push(what);
}
/** Targets the project has set itself (speed, memory): reported, not failed, so a slower machine still checks correctness. */
const missed = [];
function target(ok, what) {
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

/** Times a command; for the action, also its peak RSS read from /proc while it runs. */
function timed(file, args, options, { watchRss = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peakKb = 0;
    const poll = watchRss
      ? setInterval(() => {
          try {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            const hwm = /VmHWM:\s+(\d+)/.exec(status);
            if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
          } catch {
            // the process has just ended
          }
        }, 20)
      : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      if (poll) clearInterval(poll);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) reject(new Error(`${file} ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`));
      else resolve({ ms, stdout, stderr, peakMb: peakKb / 1024 });
    });
  });
}

/** The plain-git deploy the issue measures: depth-1 fetch, read-tree, add -A with the site as work tree, commit, push. */
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

/** The action, run as the runner runs it, deploying `siteDir` (its parent is the workspace). */
async function ours(serverUrl, repo, siteDir, extraEnv = {}) {
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
    'INPUT_NETWORK-TIMEOUT': '600',
    'INPUT_COMMIT-MESSAGE': 'Deploy {sha}',
    ...extraEnv,
  };
  const result = await timed(
    NODE,
    [path.join(root, 'dist', 'index.js')],
    { cwd: env.GITHUB_WORKSPACE, env },
    { watchRss: true },
  );
  const outputs = parseFileCommands(await fs.readFile(files.output, 'utf8'));
  await fs.rm(job, { recursive: true, force: true });
  return { ...result, outputs };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync(path.join(root, 'dist', 'index.js'))) throw new Error('dist/index.js is missing: run npm run build');
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-'));
  const server = await GitServer.start();
  const proxy = await countingProxy(server.port);
  const rows = [];
  try {
    console.log(`Generating the site: ${PAGES} pages + ${ASSETS} assets, version 2 with ${CHANGED}% of pages changed…`);
    const v1 = path.join(scratch, 'v1', 'site');
    const v2 = path.join(scratch, 'v2', 'site');
    const oneFile = path.join(scratch, 'one', 'site');
    await writeSite(v1, { pages: PAGES, assets: ASSETS });
    await writeSite(v2, { pages: PAGES, assets: ASSETS, version: 2, changedPercent: CHANGED });
    await writeSite(oneFile, { pages: PAGES, assets: ASSETS, version: 2, onlyChange: 1 });
    const [treeV1, treeV2, treeOne] = await Promise.all([treeOf(v1), treeOf(v2), treeOf(oneFile)]);

    // One seeded repository, copied for every run so each starts from the same branch (version 1).
    await server.createRepo('octo/seed');
    const seedWork = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-seed-'));
    const seedEnv = {
      GIT_DIR: server.gitDir('octo/seed'),
      GIT_WORK_TREE: v1,
      GIT_INDEX_FILE: path.join(seedWork, 'index'),
    };
    await git(['add', '--all', '--force', '.'], { env: seedEnv, cwd: v1 });
    const seedTree = (await git(['write-tree'], { env: seedEnv })).trim();
    const seedCommit = (await git(['commit-tree', seedTree, '-m', 'v1'], { env: seedEnv })).trim();
    await git(['update-ref', 'refs/heads/gh-pages', seedCommit], { env: seedEnv });
    // Packed, as a hosting server keeps a repository: serving 20,000 loose objects would slow every fetch.
    await git(['--git-dir', server.gitDir('octo/seed'), 'repack', '-a', '-d', '-q']);
    await fs.rm(seedWork, { recursive: true, force: true });
    let copies = 0;
    const freshRepo = async (empty = false) => {
      copies += 1;
      const repo = `octo/run-${copies}`;
      if (empty) await server.createRepo(repo);
      else await fs.cp(server.gitDir('octo/seed'), server.gitDir(repo), { recursive: true });
      return repo;
    };
    const verify = async (repo, tree, what) => {
      const tip = (await git(['--git-dir', server.gitDir(repo), 'rev-parse', 'gh-pages^{tree}'])).trim();
      check(tip === tree, `${what}: the pushed tree ${tip} is not the site's ${tree}`);
      try {
        await git(['--git-dir', server.gitDir(repo), 'fsck', '--no-progress', '--no-dangling']);
      } catch (error) {
        failures.push(`${what}: git fsck failed on the server: ${error.message}`);
      }
    };

    // The update deploy, alternating which goes first, several rounds.
    const plainTimes = [];
    const ourTimes = [];
    const ourRss = [];
    let plainBytes = 0;
    let ourBytes = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 ? ['plain', 'ours'] : ['ours', 'plain'];
      for (const tool of order) {
        const repo = await freshRepo();
        proxy.reset();
        if (tool === 'plain') {
          const result = await plainGit(proxy.url, repo, v2);
          plainTimes.push(result.ms);
          plainBytes = proxy.counter.sent;
        } else {
          const trace = path.join(scratch, `trace-${round}.json`);
          const result = await ours(proxy.url, repo, v2, { GIT_TRACE2_EVENT: trace });
          ourTimes.push(result.ms);
          ourRss.push(result.peakMb);
          ourBytes = proxy.counter.sent;
          check(
            result.outputs.pushed === 'true',
            `update deploy: the action did not push (${JSON.stringify(result.outputs)})`,
          );
          const lazy = existsSync(trace)
            ? (readFileSync(trace, 'utf8').match(/fetch.negotiationAlgorithm=noop/g) ?? []).length
            : 0;
          check(lazy === 0, `update deploy: the action fetched old blobs lazily (${lazy} trace events)`);
        }
        await verify(repo, treeV2, `update deploy (${tool}, round ${round})`);
      }
      console.log(`round ${round}: plain git ${secs(plainTimes.at(-1))}, ours ${secs(ourTimes.at(-1))}`);
    }
    const ratio = median(ourTimes) / median(plainTimes);
    // The speed target is for large sites; on a few hundred pages both take well under a second.
    if (PAGES >= 10000)
      target(ratio <= 0.5, `update deploy: pages-push took ${ratio.toFixed(2)} of plain git's time (target 0.5)`);
    rows.push([
      'update deploy (median)',
      secs(median(plainTimes)),
      secs(median(ourTimes)),
      ratio.toFixed(2),
      kib(plainBytes),
      kib(ourBytes),
      `${Math.max(...ourRss).toFixed(0)} MB`,
    ]);

    // First deploy to an empty branch.
    {
      const plainRepo = await freshRepo(true);
      proxy.reset();
      const plain = await plainGit(proxy.url, plainRepo, v1, { first: true });
      const plainSent = proxy.counter.sent;
      await verify(plainRepo, treeV1, 'first deploy (plain)');
      const repo = await freshRepo(true);
      proxy.reset();
      const result = await ours(proxy.url, repo, v1);
      await verify(repo, treeV1, 'first deploy (ours)');
      rows.push([
        'first deploy, empty branch',
        secs(plain.ms),
        secs(result.ms),
        (result.ms / plain.ms).toFixed(2),
        kib(plainSent),
        kib(proxy.counter.sent),
        `${result.peakMb.toFixed(0)} MB`,
      ]);
    }

    // No change: no commit, nothing sent but the requests.
    {
      const repo = await freshRepo();
      proxy.reset();
      const result = await ours(proxy.url, repo, v1);
      check(
        result.outputs.pushed === 'false' && result.outputs.commit === '',
        'no-change deploy: the action made a commit',
      );
      check(proxy.counter.pushes === 0, 'no-change deploy: the action pushed');
      await verify(repo, treeV1, 'no-change deploy');
      rows.push([
        'no-change deploy',
        '',
        secs(result.ms),
        '',
        '',
        kib(proxy.counter.sent),
        `${result.peakMb.toFixed(0)} MB`,
      ]);
    }

    // One page changed: only that page's blob, its trees and the commit go up.
    {
      const repo = await freshRepo();
      proxy.reset();
      const result = await ours(proxy.url, repo, oneFile);
      await verify(repo, treeOne, 'one-file deploy');
      const sent = proxy.counter.sent;
      check(sent < 64 * 1024, `one-file deploy: sent ${sent} bytes, more than one page's objects`);
      rows.push(['one page changed', '', secs(result.ms), '', '', kib(sent), `${result.peakMb.toFixed(0)} MB`]);
    }

    if (HUGE > 0) {
      console.log(`Generating ${HUGE} pages for the memory run…`);
      const hugeV1 = path.join(scratch, 'huge1', 'site');
      const hugeV2 = path.join(scratch, 'huge2', 'site');
      await writeSite(hugeV1, { pages: HUGE, assets: ASSETS });
      await writeSite(hugeV2, { pages: HUGE, assets: ASSETS, version: 2, changedPercent: CHANGED });
      const repo = await freshRepo(true);
      const seeded = await ours(proxy.url, repo, hugeV1);
      target(
        seeded.peakMb < MAX_RSS_MB,
        `${HUGE} pages, first deploy: peak RSS ${seeded.peakMb.toFixed(0)} MB (target ${MAX_RSS_MB} MB)`,
      );
      proxy.reset();
      const result = await ours(proxy.url, repo, hugeV2);
      target(
        result.peakMb < MAX_RSS_MB,
        `${HUGE} pages, update: peak RSS ${result.peakMb.toFixed(0)} MB (target ${MAX_RSS_MB} MB)`,
      );
      await verify(repo, await treeOf(hugeV2), `${HUGE} pages`);
      rows.push([`${HUGE} pages: first deploy`, '', secs(seeded.ms), '', '', '', `${seeded.peakMb.toFixed(0)} MB`]);
      rows.push([
        `${HUGE} pages: update (${CHANGED}%)`,
        '',
        secs(result.ms),
        '',
        '',
        kib(proxy.counter.sent),
        `${result.peakMb.toFixed(0)} MB`,
      ]);
    }
  } finally {
    await proxy.close();
    await server.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }

  const header = ['scenario', 'plain git', 'pages-push', 'ratio', 'plain sent', 'ours sent', 'ours peak RSS'];
  console.log(
    `\n${PAGES} pages + ${ASSETS} assets, ${CHANGED}% changed, ${ROUNDS} round(s), Node ${(await run(NODE, ['--version'])).stdout.trim()}, ${os.cpus().length} cores\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (missed.length > 0) console.log(`\nAbove target:\n- ${missed.join('\n- ')}`);
  if (failures.length > 0) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery pushed tree is exactly the site, and git fsck passes on the server.');
  }
}

await main();
