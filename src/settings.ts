// Reads and validates every input once, and returns the typed Settings the stages work from.
import * as core from '@actions/core';
import * as os from 'node:os';
import * as path from 'node:path';
import { checkKeepGlobs } from './git/tree.js';
import { isGitFolderName, namesGitFolder } from './paths.js';

export type History = 'keep' | 'replace';

/** An `install` or `build` input: detect the command, do nothing, or run the user's shell command. */
export type CommandSetting = { kind: 'auto' } | { kind: 'skip' } | { kind: 'shell'; command: string };

/** What the workflow run tells us about the source being deployed. */
export interface SourceContext {
  /** `owner/name` of the repository the workflow runs in; empty outside Actions. */
  repository: string;
  sha: string;
  /** Branch or tag name of the run (`GITHUB_REF_NAME`). */
  refName: string;
  /** `https://github.com`, or the GitHub Enterprise address. No trailing slash. */
  serverUrl: string;
  actor: string;
  actorId: string;
  /** What started the run (`GITHUB_EVENT_NAME`: push, pull_request, workflow_dispatch…); empty outside Actions. */
  eventName: string;
}

export interface Settings {
  token: string;
  deployKey: string;
  /** Extra known_hosts lines for SSH targets other than github.com. */
  knownHosts: string;
  /** The `repository` input as given; empty means "from the site config, else the current repository". */
  repository: string;
  /** The `branch` input as given; empty means "by the branch rules". */
  branch: string;
  /** The site's folder (absolute): `working-directory` in the workspace, else the workspace. */
  siteRoot: string;
  /** Absolute publish folder, or empty for "the generator's output folder". */
  publishDir: string;
  install: CommandSetting;
  build: CommandSetting;
  /** Absolute paths of the config files to substitute the token into. */
  configFiles: string[];
  tokenPlaceholder: string;
  deployCommand: string;
  userName: string;
  userEmail: string;
  commitMessage: string;
  /** Which of these the workflow set itself (they then win over the site config's deployer options). */
  given: { userName: boolean; userEmail: boolean; commitMessage: boolean };
  history: History;
  keepFiles: string[];
  /** Globs of files in the publish folder that are not published (paths relative to the publish folder). */
  exclude: string[];
  /** Subfolder of the branch, normalised to `a/b` form; empty for the branch root. */
  targetDir: string;
  cname: string;
  nojekyll: boolean;
  dryRun: boolean;
  attempts: number;
  /** How long a git command that talks to the server may go without progress before it is stopped. */
  networkTimeoutMs: number;
  /** What a broken site (empty pages, no index.html, error lines from the generator) gets: a warning, or a failure. */
  onSiteProblems: 'warn' | 'fail';
  workspace: string;
  runnerTemp: string;
  /** The job's HOME, whose git files a deploy command may write a credential into. */
  home: string;
  source: SourceContext;
}

/** The raw inputs, by their action.yml names. */
export type Inputs = Record<string, string>;

const INPUT_NAMES = [
  'token',
  'deploy-key',
  'known-hosts',
  'repository',
  'branch',
  'working-directory',
  'publish-dir',
  'install',
  'build',
  'config-file',
  'token-placeholder',
  'deploy-command',
  'user-name',
  'user-email',
  'commit-message',
  'history',
  'keep-files',
  'exclude',
  'target-dir',
  'cname',
  'nojekyll',
  'dry-run',
  'attempts',
  'network-timeout',
  'on-site-problems',
] as const;

/** Reads the inputs and the run's context from the environment the runner gave us. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const inputs: Inputs = {};
  for (const name of INPUT_NAMES) inputs[name] = core.getInput(name);
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const ref = env.GITHUB_REF || '';
  return parseSettings(inputs, {
    workspace: path.resolve(env.GITHUB_WORKSPACE || process.cwd()),
    runnerTemp: path.resolve(env.RUNNER_TEMP || os.tmpdir()),
    home: env.HOME || os.homedir(),
    source: {
      repository: env.GITHUB_REPOSITORY || '',
      sha: env.GITHUB_SHA || '',
      refName: env.GITHUB_REF_NAME || ref.replace(/^refs\/(heads|tags)\//, ''),
      serverUrl,
      actor: env.GITHUB_ACTOR || '',
      actorId: env.GITHUB_ACTOR_ID || '',
      eventName: env.GITHUB_EVENT_NAME || '',
    },
  });
}

export interface Environment {
  workspace: string;
  runnerTemp: string;
  home?: string;
  source: SourceContext;
}

/** Validates the raw inputs; every error names the input and says how to fix it. */
export function parseSettings(inputs: Inputs, environment: Environment): Settings {
  const get = (name: string): string => (inputs[name] ?? '').trim();
  const { workspace, source } = environment;

  const token = get('token');
  const deployKey = inputs['deploy-key'] ?? '';
  if (!token && !deployKey.trim()) {
    throw new Error(
      'No credentials: both "token" and "deploy-key" are empty. Pass a token (for example ' +
        '`token: ${{ secrets.PAGES_TOKEN }}`, or leave it unset to use the workflow token) or a deploy key ' +
        '(`deploy-key: ${{ secrets.DEPLOY_KEY }}`). If you passed a secret, check that it exists in this ' +
        'repository: a missing secret is an empty string.',
    );
  }

  const history = get('history') || 'keep';
  if (history !== 'keep' && history !== 'replace') {
    throw new Error(`Input "history" must be "keep" or "replace", got "${history}".`);
  }

  const attemptsText = get('attempts') || '5';
  if (!/^[0-9]+$/.test(attemptsText) || Number(attemptsText) < 1 || Number(attemptsText) > 100) {
    throw new Error(`Input "attempts" must be a whole number from 1 to 100, got "${attemptsText}".`);
  }

  const timeoutText = get('network-timeout') || '20';
  if (!/^[0-9]+$/.test(timeoutText) || Number(timeoutText) < 1 || Number(timeoutText) > 21600) {
    throw new Error(`Input "network-timeout" must be a whole number of seconds from 1 to 21600, got "${timeoutText}".`);
  }

  const onSiteProblems = get('on-site-problems') || 'warn';
  if (onSiteProblems !== 'warn' && onSiteProblems !== 'fail') {
    throw new Error(`Input "on-site-problems" must be "warn" or "fail", got "${onSiteProblems}".`);
  }

  const workingDirectory = get('working-directory');
  const siteRoot = workingDirectory
    ? resolveInside(workspace, workspace, workingDirectory, 'working-directory')
    : workspace;

  // The site's own paths are relative to its folder.
  const publishDirInput = get('publish-dir');
  const publishDir = publishDirInput ? resolveInside(workspace, siteRoot, publishDirInput, 'publish-dir') : '';

  const configFiles = lines(inputs['config-file'] ?? '_config.yml').map((file) =>
    resolveInside(workspace, siteRoot, file, 'config-file'),
  );

  const placeholder = inputs['token-placeholder'] ?? '';
  const tokenPlaceholder = placeholder.trim() === '' ? 'GITHUB_ACCESS_TOKEN' : placeholder.trim();

  const branch = get('branch');
  if (branch.startsWith('refs/')) {
    throw new Error(
      `Input "branch" takes a branch's name, not a ref: "${branch}" would create "refs/heads/${branch}". ` +
        `Use "${branch.replace(/^refs\/(heads\/)?/, '')}".`,
    );
  }

  const keepFiles = lines(inputs['keep-files'] ?? 'CNAME');
  checkKeepGlobs(keepFiles);
  const exclude = lines(inputs.exclude ?? '');
  checkKeepGlobs(exclude, 'exclude');

  const cname = get('cname');
  if (cname && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+\.?$/.test(cname)) {
    throw new Error(
      `Input "cname" must be a bare domain name such as "blog.example.com" (no "https://", no path), got "${cname}".`,
    );
  }

  const actor = source.actor || 'github-actions[bot]';
  const actorId = source.actor ? source.actorId : '41898282';
  const host = hostOf(source.serverUrl);
  const defaultEmail = `${actorId ? `${actorId}+` : ''}${actor}@users.noreply.${host}`;

  return {
    token,
    deployKey,
    knownHosts: inputs['known-hosts'] ?? '',
    repository: get('repository'),
    branch,
    siteRoot,
    publishDir,
    install: commandSetting(get('install')),
    build: commandSetting(get('build')),
    configFiles,
    tokenPlaceholder,
    deployCommand: get('deploy-command'),
    userName: get('user-name') || actor,
    userEmail: get('user-email') || defaultEmail,
    commitMessage: get('commit-message') || 'Deploy {sha} from {repository}@{ref}',
    given: {
      userName: get('user-name') !== '',
      userEmail: get('user-email') !== '',
      commitMessage: get('commit-message') !== '',
    },
    history,
    keepFiles,
    exclude,
    targetDir: normaliseTargetDir(get('target-dir')),
    cname: cname.replace(/\.$/, ''),
    nojekyll: booleanInput(inputs, 'nojekyll', true),
    dryRun: booleanInput(inputs, 'dry-run', false),
    attempts: Number(attemptsText),
    networkTimeoutMs: Number(timeoutText) * 1000,
    onSiteProblems,
    workspace,
    runnerTemp: environment.runnerTemp,
    home: environment.home ?? '',
    source: { ...source, actor },
  };
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function commandSetting(value: string): CommandSetting {
  if (value === '' || value === 'auto') return { kind: 'auto' };
  if (value === 'skip') return { kind: 'skip' };
  return { kind: 'shell', command: value };
}

function booleanInput(inputs: Inputs, name: string, fallback: boolean): boolean {
  const value = (inputs[name] ?? '').trim();
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new Error(`Input "${name}" must be "true" or "false", got "${value}".`);
}

/** Resolves a path relative to `base` and refuses one outside the workspace or inside its `.git`. */
function resolveInside(workspace: string, base: string, given: string, input: string): string {
  const resolved = path.resolve(base, given);
  const relative = path.relative(workspace, resolved);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error(`Input "${input}" must be a path inside the workspace (${workspace}), got "${given}".`);
  }
  if (namesGitFolder(relative)) {
    const which = isGitFolderName(relative.split(path.sep)[0] ?? '') ? "the workspace's .git folder" : 'a .git folder';
    throw new Error(`Input "${input}" points into ${which} ("${given}"): name your site's folder.`);
  }
  return resolved;
}

/** `./docs/` → `docs`; refuses absolute paths and `..`, which would escape the branch. */
export function normaliseTargetDir(given: string): string {
  if (given === '') return '';
  const slashed = given.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
    throw new Error(
      `Input "target-dir" must be a folder relative to the branch root, got the absolute path "${given}".`,
    );
  }
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    throw new Error(`Input "target-dir" must stay inside the branch: "${given}" uses "..".`);
  }
  if (parts.some(isGitFolderName)) {
    throw new Error(`Input "target-dir" cannot be or contain a ".git" folder, got "${given}".`);
  }
  return parts.join('/');
}

function hostOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).hostname || 'github.com';
  } catch {
    return 'github.com';
  }
}
