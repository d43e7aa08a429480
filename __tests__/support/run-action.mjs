// Runs the bundled action (dist/index.js) the way the GitHub Actions runner does: inputs as INPUT_* with the
// action.yml defaults, the GITHUB_* file commands, then the post step with the state the main step saved.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLE = path.join(REPO_ROOT, 'dist', 'index.js');
/** action.yml, parsed: its inputs and their defaults. */
export const ACTION = parse(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8'));

/** The Node the runner would use: PAGES_PUSH_NODE (CI points it at Node 24), else the one running the tests. */
export const NODE = process.env.PAGES_PUSH_NODE || process.execPath;

/**
 * npm's cache for the jobs' installs (see `runAction`): this machine's, which the repository's own \`npm ci\` filled
 * with the generators the fixtures use (as \`cache: npm\` restores it on a runner).
 */
const NPM_CACHE = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');

/**
 * A job's folders: workspace (optionally a copy of a fixture), RUNNER_TEMP and HOME, under one temporary root.
 * `linkNodeModules` gives the fixture the repository's node_modules, as if an earlier step had installed them; npm's
 * record in it is the repository's, not the fixture's, so `runAction` gives such a job `install: skip` unless the
 * test sets `install`.
 */
export async function makeJob({ fixture, linkNodeModules = true } = {}) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-job-'));
  const job = {
    root,
    workspace: path.join(root, 'workspace'),
    runnerTemp: path.join(root, 'runner-temp'),
    home: path.join(root, 'home'),
  };
  for (const dir of [job.workspace, job.runnerTemp, job.home]) await fs.mkdir(dir, { recursive: true });
  if (fixture) {
    await fs.cp(path.join(REPO_ROOT, '__tests__', 'fixtures', fixture), job.workspace, {
      recursive: true,
      filter: (source) => !/[\\/]node_modules$/.test(source),
    });
    if (linkNodeModules) {
      await fs.symlink(path.join(REPO_ROOT, 'node_modules'), path.join(job.workspace, 'node_modules'), 'dir');
      job.linkedNodeModules = true;
    }
  }
  return job;
}

export async function removeJob(job) {
  await fs.rm(job.root, { recursive: true, force: true });
}

/** Reads a GITHUB_OUTPUT / GITHUB_STATE file: `name<<delimiter`, value lines, `delimiter`; or `name=value`. */
export function parseFileCommands(text) {
  const values = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i]);
      values[name] = value.join('\n');
    } else if (line.includes('=')) {
      const eq = line.indexOf('=');
      values[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  return values;
}

/** What the runner shows in the log: every registered secret replaced by ***. */
export function maskLog(text, secrets) {
  let masked = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) masked = masked.split(secret).join('***');
  }
  return masked;
}

/**
 * Test files whose bundle runs record no coverage, since every line of src/ they run is run by other tests too
 * (measured with scripts/coverage.mjs on a full run, each file's coverage left out in turn): V8's coverage costs the
 * bundle and every Node process of the user's commands it starts (hexo, npm, the generators) about a third more CPU.
 */
const WITHOUT_BUNDLE_COVERAGE = new Set([
  // Measured on a full run (issue 40): together these ran 5 lines no other test ran, of 10,682 (95.8% in all).
  'generators.test.ts', // the real generators' installs and builds
  'hexo-corpus-1.test.ts', // the Hexo corpus beside hexo deploy (hexo-table and hexo-deploy-config read the same)
  'hexo-corpus-2.test.ts',
  'hexo-corpus-3.test.ts',
  'hexo-corpus-4.test.ts',
  'robustness.test.ts',
  'history-tags.test.ts',
  'security.test.ts',
  'hexo-sources-deployer.test.ts',
  'served-links.test.ts',
  'deploy-git.test.ts',
  // Measured on the full run of issue 40's gate (every file's coverage kept): together these ran 61 lines no other
  // test ran (hexo-table 6, install-record 16, hexo-parity 13, the rest 0-3 each; the ones they run together), about
  // 0.5% of src/, for a fifth of the e2e bundle runs that record coverage, most of them with hexo or npm beside.
  'hexo-table.test.ts',
  'hexo-deploy-config.test.ts',
  'hexo-message.test.ts',
  'history-edges.test.ts',
  'install-record.test.ts',
  'hexo-parity.test.ts',
  'config-token.test.ts',
  'site-config.test.ts',
  'hexo-deploy.test.ts',
  'unpublished.test.ts',
  // Estimated from the per-file line sets of that run (the code has moved since): together about 120 lines no
  // other test runs, about 1% of src/, for 330 s of the gate's test time, which coverage makes about a quarter
  // longer (github-api.test.ts alone: 45 s with it, 33 s without).
  'ssh.test.ts',
  'untrusted.test.ts',
  'smoke.test.ts',
  'site-checks.test.ts',
]);

/** The test file running now (jest's `expect` knows it), by its name. */
function testFileName() {
  const testPath = globalThis.expect?.getState?.().testPath;
  return testPath ? path.basename(testPath) : 'unknown';
}

/**
 * The file the bundle runs from in this test file: dist/index.js, or, where the suite records this file's bundle
 * coverage, its copy without source map comments (see global-setup.mjs).
 */
export function runningBundle() {
  const recorded = !WITHOUT_BUNDLE_COVERAGE.has(testFileName()) && process.env.PAGES_PUSH_V8_COVERAGE;
  return (recorded && process.env.PAGES_PUSH_COVERAGE_BUNDLE) || BUNDLE;
}

async function runNode(args, env, cwd, timeoutMs, cancel) {
  // When the suite measures coverage, V8 records what the bundle ran; only the bundle's part is kept, in files named
  // after the test file (so that scripts/coverage.mjs can tell what each file adds). The run is of dist/'s copy
  // without source map comments (see global-setup.mjs), recorded as dist/'s.
  const testFile = testFileName();
  const coverageOut = WITHOUT_BUNDLE_COVERAGE.has(testFile) ? undefined : process.env.PAGES_PUSH_V8_COVERAGE;
  const coverageBundle = process.env.PAGES_PUSH_COVERAGE_BUNDLE;
  const recorded = Boolean(coverageOut && coverageBundle && path.dirname(args[0]) === path.dirname(BUNDLE));
  // What runningBundle() names for this test file (or its post step's entry beside it).
  if (recorded) args = [path.join(path.dirname(coverageBundle), path.basename(args[0])), ...args.slice(1)];
  const coverageTemp = recorded ? await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-v8-')) : undefined;
  const signals = [];
  const signalsAt = [];
  const result = await new Promise((resolve) => {
    const childEnv = coverageTemp ? { ...env, NODE_V8_COVERAGE: coverageTemp } : env;
    const timers = [];
    const child = execFile(
      NODE,
      args,
      { env: childEnv, cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        for (const timer of timers) clearTimeout(timer);
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const endedAt = Date.now();
        resolve({
          exitCode,
          stdout,
          stderr,
          timedOut: Boolean(error && error.killed && !cancel),
          signals,
          signalsAt,
          endedAt,
        });
      },
    );
    if (cancel) {
      // As the runner cancels a step: SIGINT to the action's process, SIGTERM 7.5 s later, SIGKILL at 10 s (or
      // the signals the test names, at once or `delayMs` later).
      const send = (signal) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        signals.push(signal);
        signalsAt.push(Date.now());
        child.kill(signal);
      };
      const poll = setInterval(() => {
        if (!existsSync(cancel.whenExists)) return;
        // `afterStart`: not before the main step saved its first state, that is, once its code runs.
        if (cancel.afterStart && !(existsSync(env.GITHUB_STATE) && statSync(env.GITHUB_STATE).size > 0)) return;
        clearInterval(poll);
        if (cancel.signals) {
          timers.push(setTimeout(() => cancel.signals.forEach(send), cancel.delayMs ?? 0));
          return;
        }
        send('SIGINT');
        timers.push(setTimeout(() => send('SIGTERM'), 7500));
        timers.push(setTimeout(() => send('SIGKILL'), 10000));
      }, 50);
      timers.push(poll);
      child.on('exit', () => clearInterval(poll));
    }
  });
  if (coverageTemp) {
    await keepBundleCoverage(coverageTemp, coverageOut, testFile, coverageBundle);
  }
  return result;
}

/** dist/, as the URL prefix of its files in V8's coverage. */
const BUNDLE_DIR = pathToFileURL(path.join(REPO_ROOT, 'dist')).href + '/';

/**
 * Moves what the bundle ran (the copy of dist/ at `bundle`) to `into`, without the rest of the process, as a run of
 * dist/'s own files (whose source maps global-setup.mjs put there).
 */
async function keepBundleCoverage(from, into, testFile, bundle) {
  const copyDir = pathToFileURL(path.dirname(bundle)).href + '/';
  for (const name of await fs.readdir(from)) {
    const text = await fs.readFile(path.join(from, name), 'utf8');
    // A Node process of the user's commands (hexo, npm, a generator) ran none of the bundle: not parsed.
    if (!text.includes(copyDir)) continue;
    let scripts;
    try {
      scripts = JSON.parse(text).result;
    } catch {
      // Cut short: a process ended by a signal while Node wrote it (a cancel's, at the step's exit). Its lines are
      // lost to the coverage count; what the test asserts is the run's, not these.
      continue;
    }
    const result = [];
    for (const script of scripts) {
      if (!script.url.startsWith(copyDir) || !script.url.endsWith('.js')) continue;
      result.push({ ...script, url: BUNDLE_DIR + script.url.slice(copyDir.length) });
    }
    if (result.length > 0) await fs.writeFile(path.join(into, `${testFile}--${name}`), JSON.stringify({ result }));
  }
  await fs.rm(from, { recursive: true, force: true });
}

function commandsIn(stdout, name) {
  const prefix = `::${name}::`;
  const found = [];
  for (const line of stdout.split('\n')) {
    const at = line.indexOf('::');
    if (at === -1) continue;
    const rest = line.slice(at);
    if (rest.startsWith(prefix)) found.push(rest.slice(prefix.length));
    else if (rest.startsWith(`::${name} `)) found.push(rest.slice(rest.indexOf('::', 2) + 2));
  }
  return found.map((text) => text.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%'));
}

/**
 * What every job of the test file gets besides its own environment: the proxy and the certificate of the TlsFront
 * through which the file's stand-ins play github.com (see e2e.ts `asGitHubDotCom`), or nothing.
 */
let network = {};

/** Gives every job of the test file `env` (a TlsFront's), or nothing again. */
export function useNetwork(env = {}) {
  network = env;
}

/** GITHUB_API_URL on a runner of `serverUrl`: github.com's API is api.github.com, a GitHub Enterprise's `/api/v3`. */
export function apiUrlOf(serverUrl) {
  return serverUrl === 'https://github.com' ? 'https://api.github.com' : `${serverUrl}/api/v3`;
}

/**
 * Runs main, then post, like a job step. `inputs` overrides action.yml defaults (kebab-case names);
 * `githubToken` is what `${{ github.token }}` expands to. With `cancel`, the main step is cancelled as the runner
 * does it once the file `cancel.whenExists` appears. Returns both steps' results.
 */
export async function runAction(
  job,
  {
    inputs = {},
    env = {},
    serverUrl,
    repository = 'octo/blog',
    githubToken = '',
    post = true,
    mainStep = true,
    timeoutMs = 120000,
    cancel,
    bundle = BUNDLE,
  } = {},
) {
  const files = {
    output: path.join(job.root, `output-${Date.now()}-${Math.random().toString(16).slice(2)}`),
    state: path.join(job.root, `state-${Date.now()}-${Math.random().toString(16).slice(2)}`),
    summary: path.join(job.root, 'summary.md'),
  };
  for (const file of [files.output, files.state]) await fs.writeFile(file, '');
  if (!existsSync(files.summary)) await fs.writeFile(files.summary, '');

  const inputEnv = {};
  const givenInputs = job.linkedNodeModules && !('install' in inputs) ? { install: 'skip', ...inputs } : inputs;
  for (const [name, spec] of Object.entries(ACTION.inputs ?? {})) {
    let value = name in givenInputs ? givenInputs[name] : String(spec.default ?? '');
    if (value === '${{ github.token }}') value = githubToken;
    inputEnv[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  for (const name of Object.keys(inputs)) {
    if (!(name in (ACTION.inputs ?? {}))) throw new Error(`the test passes an input action.yml lacks: ${name}`);
  }
  const base = {
    PATH: process.env.PATH,
    HOME: job.home,
    // npm's download cache, shared by every job of the run, as actions/setup-node's \`cache: npm\` keeps it between
    // runs: each job's own HOME would download every package again (the registry is the slow part of an install).
    npm_config_cache: NPM_CACHE,
    LANG: 'C.UTF-8',
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: job.workspace,
    RUNNER_TEMP: job.runnerTemp,
    RUNNER_OS: 'Linux',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_SERVER_URL: serverUrl,
    GITHUB_API_URL: apiUrlOf(serverUrl),
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0],
    GITHUB_SHA: '1234567890abcdef1234567890abcdef12345678',
    GITHUB_REF: 'refs/heads/source',
    GITHUB_REF_NAME: 'source',
    GITHUB_ACTOR: 'octo',
    GITHUB_ACTOR_ID: '583231',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKFLOW: 'Deploy',
    GITHUB_RUN_ID: '1',
    ...network,
    ...env,
  };
  // `mainStep: false`: a main step the runner's cancel killed while Node started, before it saved any state.
  const main = mainStep
    ? await runNode([bundle], { ...base, ...inputEnv }, job.workspace, timeoutMs, cancel)
    : { exitCode: 1, stdout: '', stderr: '', timedOut: false, signals: ['SIGINT'], signalsAt: [], endedAt: Date.now() };
  const outputs = parseFileCommands(await fs.readFile(files.output, 'utf8'));
  const state = parseFileCommands(await fs.readFile(files.state, 'utf8'));
  const masks = commandsIn(main.stdout, 'add-mask');
  const result = {
    ...main,
    outputs,
    state,
    masks,
    errors: commandsIn(main.stdout, 'error'),
    warnings: commandsIn(main.stdout, 'warning'),
    notices: commandsIn(main.stdout, 'notice'),
    summary: await fs.readFile(files.summary, 'utf8'),
    log: maskLog(`${main.stdout}\n${main.stderr}`, masks),
    post: undefined,
  };
  if (post) {
    // The runner gives the post step the same inputs and the saved state as STATE_* variables.
    const stateEnv = Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value]));
    const postRun = await runNode([postEntry(bundle)], { ...base, ...inputEnv, ...stateEnv }, job.workspace, timeoutMs);
    result.post = {
      ...postRun,
      warnings: commandsIn(postRun.stdout, 'warning'),
      errors: commandsIn(postRun.stdout, 'error'),
    };
  }
  return result;
}

/**
 * The post step's entry beside `bundle`, as action.yml's `runs.post` names it beside `runs.main` (a bundle of a
 * release before it had one runs as its own post step).
 */
export function postEntry(bundle) {
  const entry = path.join(path.dirname(bundle), path.basename(ACTION.runs.post));
  return existsSync(entry) ? entry : bundle;
}

/** Every file under `dir` whose bytes contain any of `needles`, as paths relative to `dir`. */
export async function filesContaining(dir, needles) {
  const found = [];
  const wanted = needles.filter(Boolean).map((needle) => Buffer.from(needle));
  async function walk(current) {
    let entries;
    try {
      entries = await fs.readdir(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const bytes = await fs.readFile(full);
        if (wanted.some((needle) => bytes.includes(needle))) found.push(path.relative(dir, full));
      }
    }
  }
  await walk(dir);
  return found;
}
