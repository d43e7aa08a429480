// Reads and validates every input once, and returns the typed Settings the stages work from.
import * as core from '../shared/runner.js';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseByteSize } from '../shared/bytes.js';
import { realPath } from '../shared/paths.js';
import { CredentialOwner } from '../credentials/owner.js';
import { refInsteadOfBranch } from '../git/refname.js';
import { loadGlobEngine } from '../objects/globs.js';
import { checkKeepGlobs } from '../objects/tree.js';
import {
  booleanInput,
  basePathSetting,
  cacheSetting,
  commandSetting,
  hostOf,
  lines,
  identityValue,
  normaliseTargetDir,
  sourceRef,
  previewFolder,
  retentionDays,
  tagName,
  resolveInside,
  type CommandSetting,
  type History,
  historySetting,
  commitSigningSetting,
  pagesSourceSetting,
  wholeNumberInput,
  secondsInput,
  cnameSetting,
  givenIdentity,
  type CommitSigning,
  type PagesSource,
  type Inputs,
} from './input-values.js';
import { previewOf, pullRequestOf, readEvent, type Preview, type PullRequest } from './preview.js';
import { INPUT_NAMES } from './input-names.js';
import { jobSetting, type JobSetting } from './job.js';
import { workflowRunOf, type WorkflowRun } from './workflow-run.js';

export type { CommandSetting, History, Inputs } from './input-values.js';

/** What the workflow run tells us about the source being deployed. */
export interface SourceContext {
  /** `owner/name` of the repository the workflow runs in; empty outside Actions. */
  repository: string;
  sha: string;
  /** Branch or tag name of the run (`GITHUB_REF_NAME`), and which of the two it is (unknown outside Actions). */
  refName: string;
  refType?: 'branch' | 'tag';
  /** `https://github.com`, or the GitHub Enterprise address. No trailing slash. */
  serverUrl: string;
  actor: string;
  actorId: string;
  /** What started the run (`GITHUB_EVENT_NAME`: push, pull_request, workflow_dispatch…); empty outside Actions. */
  eventName: string;
  /** The workflow's run number (`GITHUB_RUN_NUMBER`); empty outside Actions. */
  runNumber?: string;
  /** Which attempt of the run this is (`GITHUB_RUN_ATTEMPT`: 2 and on for "Re-run jobs"); empty outside Actions. */
  runAttempt?: string;
}

export interface Settings {
  /** Which secrets the workflow gave; the values themselves went to their owner (`readSettings`), only there. */
  credentials: { token: boolean; deployKey: boolean };
  /** `github`: GitHub makes (and signs) the deploy commit through its API (see github/commit.ts). */
  commitSigning: CommitSigning;
  /** How the site is published: a branch push, the Pages "GitHub Actions" source, or either as Pages says. */
  pagesSource: PagesSource;
  /** How long a Pages deployment may take, from its creation to `succeed`, before it is cancelled. */
  deploymentTimeoutMs: number;
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
  /** Whether node_modules and Hexo's db.json are kept in the Actions cache between runs (site/cache.ts). */
  cache: 'auto' | 'off';
  /** Whether the build gets the address the site is served at (`base-path`). */
  basePath: 'auto' | 'off';
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
  /** The tag to make on the deploy commit and push with the branch (the `tag` input rendered), or empty. */
  tag: string;
  /** The folder of the branch that holds pull request previews (kept by every deploy). */
  previewDir: string;
  /** Previews no deploy touched for this many days are removed; 0 keeps them. */
  previewRetentionDays: number;
  /** This run deploys (or removes) a pull request's preview; `targetDir` is then its folder. */
  preview?: Preview;
  /**
   * A `workflow_run` event with `preview` on: the triggering run, whose pull request (found by its head, see
   * github/run-pull-request.ts) gets the preview; `preview` and `targetDir` are set once it is found. Only the
   * plan's deploy-only route reads it (deploy/received-site.ts), since only a deploy job receives that run's site.
   */
  previewOfRun?: WorkflowRun;
  /** Subfolder of the branch, normalised to `a/b` form; empty for the branch root. */
  targetDir: string;
  cname: string;
  nojekyll: boolean;
  dryRun: boolean;
  waitForPages: boolean;
  attempts: number;
  /** How long a git command that talks to the server may go without progress before it is stopped. */
  networkTimeoutMs: number;
  /** The most bytes one push may send; a deploy with more new objects goes in parts (branch/split.ts). */
  pushSizeLimit: number;
  /** What a broken site (empty pages, no index.html, error lines from the generator) gets: a warning, or a failure. */
  onSiteProblems: 'warn' | 'fail';
  workspace: string;
  runnerTemp: string;
  /** The job's HOME, whose git files a deploy command may write a credential into. */
  home: string;
  source: SourceContext;
  /** Which part of a deploy this job does: all of it, the build alone (an artifact), or the deploy of one. */
  job: JobSetting;
}

/** Reads the inputs and the run's context; the secrets go to their owner at once (Settings says which were given). */
export async function readSettings(env = process.env): Promise<{ settings: Settings; credentials: CredentialOwner }> {
  const inputs: Inputs = {};
  for (const name of INPUT_NAMES) inputs[name] = core.getInput(name);
  await loadGlobEngine([...lines(inputs['keep-files'] ?? ''), ...lines(inputs.exclude ?? '')]); // see objects/globs.ts
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const settings = parseSettings(inputs, {
    workspace: realPath(path.resolve(env.GITHUB_WORKSPACE || process.cwd())),
    runnerTemp: path.resolve(env.RUNNER_TEMP || os.tmpdir()),
    home: env.HOME || os.homedir(),
    source: {
      repository: env.GITHUB_REPOSITORY || '',
      sha: env.GITHUB_SHA || '',
      ...sourceRef(env),
      serverUrl,
      actor: env.GITHUB_ACTOR || '',
      actorId: env.GITHUB_ACTOR_ID || '',
      eventName: env.GITHUB_EVENT_NAME || '',
      runNumber: env.GITHUB_RUN_NUMBER || '',
      runAttempt: env.GITHUB_RUN_ATTEMPT || '',
    },
    pullRequest: pullRequestOf(env.GITHUB_EVENT_NAME || '', event),
    workflowRun: workflowRunOf(env.GITHUB_EVENT_NAME || '', event),
  });
  const secret = (name: string): string => inputs[name] ?? '';
  const given = { token: secret('token').trim(), deployKey: secret('deploy-key'), knownHosts: secret('known-hosts') };
  return { settings, credentials: new CredentialOwner(given, settings.networkTimeoutMs) };
}

export interface Environment {
  /** The pull request a pull_request run is for. */
  pullRequest?: PullRequest;
  /** The run a workflow_run run was triggered by. */
  workflowRun?: WorkflowRun;
  /** The time `{date}` in the tag is taken from (now, unless a test says otherwise). */
  now?: Date;
  workspace: string;
  runnerTemp: string;
  home?: string;
  source: SourceContext;
}

/** Validates the raw inputs; every error names the input and says how to fix it. */
export function parseSettings(inputs: Inputs, environment: Environment): Settings {
  const get = (name: string): string => (inputs[name] ?? '').trim();
  const { workspace, source } = environment;

  // Both may be empty: a target of the site config may have a token of its own (`repo.token`); one that has no
  // credential at all fails when the targets are known, before any network traffic (credentials/git-auth.ts).
  const credentials = { token: get('token') !== '', deployKey: (inputs['deploy-key'] ?? '').trim() !== '' };

  const history = historySetting(get('history'));
  const attempts = wholeNumberInput(get('attempts'), { input: 'attempts', fallback: '5', min: 1, max: 100 });
  const networkTimeout = secondsInput(get('network-timeout'), 'network-timeout', '15');
  const deploymentTimeout = secondsInput(get('deployment-timeout'), 'deployment-timeout', '1800');

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
  const refGiven = refInsteadOfBranch(branch, 'Input "branch"');
  if (refGiven) throw new Error(refGiven);

  const keepFiles = lines(inputs['keep-files'] ?? 'CNAME');
  checkKeepGlobs(keepFiles);
  const exclude = lines(inputs.exclude ?? '');
  checkKeepGlobs(exclude, 'exclude');
  const tag = tagName(get('tag'), source, environment.now ?? new Date());
  const previewDir = previewFolder(get('preview-dir') || 'pr-preview');
  const previewRetentionDays = retentionDays(get('preview-retention'));
  const previewWanted = booleanInput(inputs, 'preview', false);
  const preview = previewOf(previewWanted, environment.pullRequest, previewDir);
  const job = jobSetting(get, { workflowRun: environment.workflowRun, repository: source.repository });
  const previewOfRun = previewWanted ? environment.workflowRun : undefined;

  const cname = cnameSetting(get('cname'));
  const actor = source.actor || 'github-actions[bot]';
  const actorId = source.actor ? source.actorId : '41898282';
  const host = hostOf(source.serverUrl);
  const defaultEmail = `${actorId ? `${actorId}+` : ''}${actor}@users.noreply.${host}`;

  return {
    credentials,
    repository: get('repository'),
    branch,
    siteRoot,
    publishDir,
    install: commandSetting(get('install')),
    build: commandSetting(get('build')),
    cache: cacheSetting(get('cache')),
    basePath: basePathSetting(get('base-path')),
    configFiles,
    tokenPlaceholder,
    deployCommand: get('deploy-command'),
    userName: identityValue(get('user-name'), 'Input "user-name"') || actor,
    userEmail: identityValue(get('user-email'), 'Input "user-email"') || defaultEmail,
    commitMessage: get('commit-message') || 'Deploy {sha} from {repository}@{ref}',
    given: givenIdentity(get),
    history,
    keepFiles,
    exclude,
    tag,
    // A preview is published into its own folder; the rest of the branch stays as it is.
    targetDir: preview ? preview.folder : normaliseTargetDir(get('target-dir')),
    previewDir,
    previewRetentionDays,
    ...(preview ? { preview } : {}),
    ...(previewOfRun ? { previewOfRun } : {}),
    cname,
    nojekyll: booleanInput(inputs, 'nojekyll', true),
    dryRun: booleanInput(inputs, 'dry-run', false),
    waitForPages: booleanInput(inputs, 'wait-for-pages', false),
    attempts,
    networkTimeoutMs: networkTimeout * 1000,
    // At least 1 MiB: a limit in bytes by mistake would make a push of every file.
    pushSizeLimit: parseByteSize(get('push-size-limit') || '1500M', 'push-size-limit', 1024 * 1024),
    onSiteProblems,
    workspace,
    runnerTemp: environment.runnerTemp,
    home: environment.home ?? '',
    source: { ...source, actor },
    commitSigning: commitSigningSetting(get('commit-signing')),
    pagesSource: pagesSourceSetting(get('pages-source')),
    deploymentTimeoutMs: deploymentTimeout * 1000,
    job,
  };
}
