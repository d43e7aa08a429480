// The site stage: install, put the token in the config, build, put the config back, scrub what the commands left;
// the steps each runs, the folder the site is built into, and running each command.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { inheritedEnvironment } from '../hardening/environment.js';
import { confined } from '../shared/paths.js';
import { cancelSignalName, runUserCommand } from '../processes/processes.js';
import type { CredentialOwner } from '../credentials/owner.js';
import { scrubWorkspace, snapshotHomeGitFiles, type LeakContext } from '../secrets/leaks.js';
import { RedactingStream } from '../secrets/redact.js';
import type { Settings } from '../inputs/settings.js';
import { mark } from '../shared/timings.js';
import { startHeartbeat } from '../shared/heartbeat.js';
import type { Site } from './detect.js';
import type { Step } from '../generators/generator.js';
import { generatorNamed } from '../generators/registry.js';
import { exists } from '../shared/files.js';
import { cnameDomain } from '../git/target.js';
import type { SiteProblems } from './problems.js';
import type { SiteSteps } from './steps.js';
import { snapshotDeployGit } from './deploy-git.js';
import type { SiteCache } from './cache.js';

export interface BuiltSite {
  /** The folder to publish (absolute). */
  publishDir: string;
  installMs: number;
  buildMs: number;
  /** How long the deploy command ran; 0 without one. */
  deployMs: number;
  /**
   * The domain the publish folder's CNAME file names, read once when the stage is done (see `publishedCname`): the
   * page address of a deploy command, the link check of our push. Empty without one, or with the `cname` input.
   */
  cname: string;
}

export interface SiteOptions {
  /** Who puts the token into the config files that hold its placeholder, and back out. */
  credentials: Pick<CredentialOwner, 'substituteToken'>;
  /** The secrets to redact and scrub, and where to look for them. */
  leaks: LeakContext;
  /** Notes the error lines the build prints, and checks the site before a deploy command publishes it. */
  problems: SiteProblems;
  /** The environment the user's commands start from (the runner's): our inputs and state are dropped. */
  baseEnv: NodeJS.ProcessEnv;
  /** The job's cancel (see index.ts): stops the command running, and every one after it. */
  signal: AbortSignal;
  /**
   * What runs once the site is built, while the token is still in the config (a deploy command). Without it, the
   * publish folder is left for our own push, which checks it for leaks itself.
   */
  whileTokenInConfig?: TokenStep | undefined;
  /** The Actions cache (the `cache` input): saves a fresh install, and keeps Hexo's database. */
  cache?: SiteCache | undefined;
}

/** A step run once the site is built, while its config holds the token: a deploy command. */
export interface TokenStep {
  /** The command it runs, as the report names the stage. */
  readonly command: string;
  /** Runs it on the built site; returns how long it ran. */
  run(publishDir: string): Promise<number>;
}

/**
 * Installs, then builds (and runs `whileTokenInConfig`) with the token substituted into the config files, which are
 * restored whatever happens. The user's commands never see our inputs. Whatever the commands left holding a
 * credential in the workspace (or in HOME's git files) is scrubbed afterwards.
 */
export async function buildSite(
  settings: Pick<Settings, 'configFiles' | 'tokenPlaceholder' | 'publishDir' | 'workspace' | 'cname'>,
  site: Site,
  steps: SiteSteps,
  options: SiteOptions,
): Promise<BuiltSite> {
  const env = { ...inheritedEnvironment(options.baseEnv), ...steps.env };
  const run = { cwd: site.root, env, secrets: options.leaks.secrets, signal: options.signal };
  const built: BuiltSite = { publishDir: settings.publishDir, installMs: 0, buildMs: 0, deployMs: 0, cname: '' };
  if (steps.publish.dirs.length === 0) return { ...built, publishDir: '' }; // nothing to publish (see steps.ts)
  await confined(settings.workspace, site.root, 'working-directory');
  await confined(settings.workspace, steps.install.cwd, 'working-directory');
  const restoreHome = options.leaks.home ? await snapshotHomeGitFiles(options.leaks.home) : undefined;
  // What the commands make of .deploy_git must not steer a deploy command's git either (see deploy-git.ts).
  const discardDeployGit = options.whileTokenInConfig ? await snapshotDeployGit(site.root) : undefined;
  if (steps.install.notice) core.notice(steps.install.notice);
  const installTitle = `Installing dependencies${steps.install.cwd === site.root ? '' : ` in ${steps.install.cwd}`}`;
  built.installMs = await runSteps(installTitle, steps.install.steps, 'install', { ...run, cwd: steps.install.cwd });
  // Saved before the token is in any file, and before a build could write into node_modules.
  await options.cache?.installed(steps.install.steps.length > 0);
  mark('installed');
  const buildSteps = options.cache ? await options.cache.buildSteps(steps) : steps.build.steps;
  // Checked after the install, which could have swapped a config file for a link to a file elsewhere.
  const configFiles: string[] = [];
  // The "config-file" input's files, and those the generator reads beyond them (a --config list): the token goes
  // into whichever holds the placeholder.
  for (const file of new Set([...settings.configFiles, ...(site.configFiles ?? [])]))
    configFiles.push(await confined(settings.workspace, file, 'config-file'));
  const substituted = await options.credentials.substituteToken(configFiles, settings.tokenPlaceholder);
  let readyToPublish = false;
  try {
    if (substituted.files.length > 0) {
      const names = substituted.files.map((file) => path.relative(settings.workspace, file)).join(', ');
      core.info(`The token is in ${names} while the build runs; the file is restored afterwards.`);
    }
    for (const file of steps.files) await fs.writeFile(file.path, file.content);
    const title = site.generator === 'none' ? 'Building the site' : `Building the site (${site.name})`;
    built.buildMs = await runSteps(title, buildSteps, 'build', { ...run, watch: options.problems });
    const generator = generatorNamed(site.generator);
    if (site.theme && generator?.missingTheme && steps.build.steps.length > 0)
      options.problems.explain(generator.missingTheme(site.root, site.theme));
    built.publishDir = await confined(settings.workspace, await chooseOutputDir(site, steps.publish), 'publish-dir');
    if (options.whileTokenInConfig) {
      // A deploy command publishes the folder itself: its step reads and checks it first, as every route does.
      await restoreHome?.();
      await discardDeployGit?.();
      built.deployMs = await options.whileTokenInConfig.run(built.publishDir);
    } else readyToPublish = true;
  } finally {
    await substituted.restore();
    // The publish folder is left to our push, which checks what it reads and scrubs what it leaves out (see
    // deploy/push.ts); after a failure, or once a deploy command is done with it, it is scrubbed here, every file.
    if (readyToPublish) await scrubWorkspace(options.leaks, [built.publishDir]);
    else await scrubWorkspace(options.leaks, [], [built.publishDir]);
  }
  // Once the workspace was scrubbed and the config restored: what is saved holds no secret.
  await options.cache?.built(options.leaks.secrets);
  // Read once the deploy command is done with the folder (it may have written the file), and not with `cname` set.
  if (!settings.cname) built.cname = await publishedCname(built.publishDir);
  return built;
}

/**
 * The domain the CNAME file at the root of `publishDir` names (a file, not a link, of 4 KiB at most: its first
 * line), or ''. A larger file is no domain's record: the page address then stays github.io's, and the link check
 * judges root links only (see site/link-check.ts).
 */
export async function publishedCname(publishDir: string): Promise<string> {
  const file = path.join(publishDir, 'CNAME');
  const stats = publishDir ? await fs.lstat(file).catch(() => undefined) : undefined;
  if (!stats?.isFile() || stats.size > 4096) return '';
  const handle = await fs.open(file, 'r').catch(() => undefined);
  if (!handle) return '';
  try {
    // The first line is all cnameDomain reads (a domain is 253 characters at most).
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return cnameDomain(head.toString('utf8', 0, bytesRead));
  } catch {
    return '';
  } finally {
    await handle.close();
  }
}

/** The folder to publish: the only one planned, else the first of them that the build made. */
export async function chooseOutputDir(site: Site, publish: SiteSteps['publish']): Promise<string> {
  const [first = path.join(site.root, 'public')] = publish.dirs;
  if (publish.dirs.length === 1) return first;
  for (const dir of publish.dirs) {
    if (await exists(dir)) return dir;
  }
  const names = publish.dirs.map((dir) => path.relative(site.root, dir)).join(', ');
  throw new Error(
    `The build ran, but none of ${names} exists in ${site.root}: set "publish-dir" to the folder your build ` +
      'writes the site to.',
  );
}

export interface StepOptions {
  cwd: string;
  env: Record<string, string>;
  secrets: readonly string[];
  /** The job's cancel (see index.ts). */
  signal: AbortSignal;
  /** Notes the error lines in the output (a build's). */
  watch?: Pick<SiteProblems, 'watch'>;
}

/** Runs a step with its output shown live; a failure names the command and its exit code. */
export async function runStep(
  step: Step,
  purpose: 'install' | 'build' | 'deploy',
  options: StepOptions,
): Promise<void> {
  core.info(`Running ${purpose} command: ${step.display}`);
  // The commands run while the token is in the config: whatever of it they print (hexo-deployer-git prints the
  // URL it pushed to) is redacted before it is logged, and a build's error lines are noted on the way.
  const outWatch = options.watch?.watch(process.stdout);
  const errWatch = options.watch?.watch(process.stderr);
  const outStream = new RedactingStream(outWatch ?? process.stdout, options.secrets);
  const errStream = new RedactingStream(errWatch ?? process.stderr, options.secrets);
  // A line after each long silence of the command's (see heartbeat.ts): what it prints is its output moving.
  const beat = startHeartbeat(`running the ${purpose} command (${step.display})`);
  for (const stream of [outStream, errStream]) {
    stream.on('pipe', (source: NodeJS.ReadableStream) => source.on('data', beat.moved));
  }
  let exitCode: number;
  let leftRunning: number;
  try {
    const file = step.fallback && !(await exists(step.file)) ? step.fallback : step.file;
    ({ exitCode, leftRunning } = await runUserCommand(file, step.args, {
      cwd: options.cwd,
      env: options.env,
      stdout: outStream,
      stderr: errStream,
      signal: options.signal,
    }));
  } catch (error) {
    if (options.signal.aborted) throw error;
    const input = purpose === 'deploy' ? 'deploy-command' : purpose;
    throw new Error(
      `The ${purpose} command "${step.display}" could not start: "${path.basename(step.file)}" was not found. ` +
        (step.missing ?? `Install it in an earlier step of the workflow, or set "${input}".`),
      { cause: error },
    );
  } finally {
    beat.stop();
    outStream.flush();
    errStream.flush();
    outWatch?.end();
    errWatch?.end();
  }
  if (leftRunning > 0) {
    core.info(
      `Stopped ${leftRunning === 1 ? 'a process' : `${leftRunning} processes`} that "${step.display}" left running in ` +
        'a session of its own: nothing a command starts runs on after it.',
    );
  }
  if (options.signal.aborted) {
    throw new Error(
      `The job was cancelled (${cancelSignalName(options.signal)}) while the ${purpose} command "${step.display}" ran: it was stopped, ` +
        'with every process it started.',
    );
  }
  if (exitCode !== 0) {
    throw new Error(
      `The ${purpose} command "${step.display}" failed with exit code ${exitCode}. Its output is above; ` +
        `fix the ${purpose} (or set the "${purpose === 'deploy' ? 'deploy-command' : purpose}" input) and run again.`,
    );
  }
}

/** Runs the steps in a log group of their own; returns how long they took (0 when there are none). */
export async function runSteps(
  title: string,
  steps: readonly Step[],
  purpose: 'install' | 'build' | 'deploy',
  options: StepOptions,
): Promise<number> {
  if (steps.length === 0) return 0;
  const started = Date.now();
  await core.group(title, async () => {
    for (const step of steps) await runStep(step, purpose, options);
  });
  return Date.now() - started;
}
