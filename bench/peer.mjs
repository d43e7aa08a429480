// The peer in the benchmark: JamesIves/github-pages-deploy-action, the action users would pick instead, installed
// (pinned) from the npm registry into a scratch folder and run as the runner runs it.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { git } from '../__tests__/support/git-server.mjs';
import { NODE, parseFileCommands } from '../__tests__/support/run-action.mjs';
import { timed } from './timed.mjs';

const run = promisify(execFile);

export const PEER = { name: '@jamesives/github-pages-deploy-action', version: '4.9.0', label: 'JamesIves 4.9.0' };

/**
 * Installs the peer into `scratch` (never into the project's dependencies) and reads its action.yml: the entry the
 * runner starts (`runs.main`) and the inputs' defaults the runner passes.
 */
export async function installPeer(scratch) {
  try {
    await run('rsync', ['--version']);
  } catch {
    throw new Error('The peer copies the site with rsync, which is not installed: apt-get install rsync, or --peer 0');
  }
  const prefix = path.join(scratch, 'peer');
  await fs.mkdir(prefix, { recursive: true });
  const startedAt = Date.now();
  await run(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, spec()],
    { maxBuffer: 1 << 24 },
  );
  const dir = path.join(prefix, 'node_modules', ...PEER.name.split('/'));
  const installed = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')).version;
  if (installed !== PEER.version) throw new Error(`npm installed ${PEER.name}@${installed}, not ${PEER.version}`);
  const manifest = parse(await fs.readFile(path.join(dir, 'action.yml'), 'utf8'));
  const defaults = {};
  for (const [name, input] of Object.entries(manifest.inputs ?? {})) {
    // The runner fills `${{ github.token }}` itself; the benchmark gives the token below.
    if (input.default !== undefined && !String(input.default).includes('${{')) defaults[name] = String(input.default);
  }
  return { entry: path.join(dir, manifest.runs.main), defaults, installMs: Date.now() - startedAt };
}

export function spec() {
  return `${PEER.name}@${PEER.version}`;
}

/**
 * A deploy of `siteDir` by the peer, timed: a workspace that is a git checkout (the peer configures git in it and
 * adds its worktree there) with the site as its `public` folder, INPUT_* with action.yml's defaults, `clean: true`.
 */
export async function runPeer(peer, { serverUrl, repo, token, siteDir }) {
  const job = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-bench-peer-'));
  const workspace = path.join(job, 'workspace');
  const files = { output: path.join(job, 'output'), env: path.join(job, 'env'), state: path.join(job, 'state') };
  for (const dir of [workspace, path.join(job, 'home'), path.join(job, 'temp')]) await fs.mkdir(dir);
  for (const file of Object.values(files)) await fs.writeFile(file, '');
  // What actions/checkout leaves: a repository with a commit (the peer's `git worktree add` needs a HEAD).
  await git(['init', '--quiet'], { cwd: workspace });
  await fs.writeFile(path.join(workspace, 'README.md'), 'sources\n');
  await fs.writeFile(path.join(workspace, '.gitignore'), '/public\n');
  await git(['add', '.'], { cwd: workspace });
  await git(['commit', '--quiet', '-m', 'sources'], { cwd: workspace });
  await fs.symlink(siteDir, path.join(workspace, 'public'), 'dir');

  const host = new URL(serverUrl).host;
  const inputs = {
    ...peer.defaults,
    folder: 'public',
    branch: 'gh-pages',
    token,
    'repository-name': repo,
    'git-config-name': 'octo',
    'git-config-email': 'octo@example.com',
    clean: 'true',
    'single-commit': 'false',
    silent: 'true',
  };
  const env = {
    PATH: process.env.PATH,
    HOME: path.join(job, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: path.join(job, 'temp'),
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_SERVER_URL: serverUrl,
    GITHUB_REPOSITORY: 'octo/sources',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF_NAME: 'main',
    GITHUB_ACTOR: 'octo',
    // The peer always builds `https://x-access-token:<token>@<host>/<repo>.git`; the local server speaks http, so
    // git rewrites that prefix to http (the transport ours and plain git use: TLS would be a cost the peer alone
    // paid). No background gc after its commit, as for plain git: it would run on into the next measurement.
    GIT_CONFIG_COUNT: '3',
    GIT_CONFIG_KEY_0: `url.http://x-access-token:${token}@${host}/.insteadOf`,
    GIT_CONFIG_VALUE_0: `https://x-access-token:${token}@${host}/`,
    GIT_CONFIG_KEY_1: 'gc.auto',
    GIT_CONFIG_VALUE_1: '0',
    GIT_CONFIG_KEY_2: 'maintenance.auto',
    GIT_CONFIG_VALUE_2: 'false',
    GIT_TERMINAL_PROMPT: '0',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  try {
    const result = await timed(NODE, [peer.entry], { cwd: workspace, env });
    const outputs = parseFileCommands(await fs.readFile(files.output, 'utf8'));
    return { ms: result.ms, status: outputs['deployment-status'], log: result.stdout };
  } finally {
    await fs.rm(job, { recursive: true, force: true, maxRetries: 5 });
  }
}
