// The site stage: install, put the token in the config, build, put the config back, scrub what the commands left;
// the steps each runs, the folder the site is built into, and running each command.
import * as core from '@actions/core';
import * as path from 'node:path';
import { inheritedEnvironment } from '../environment.js';
import { confined } from '../paths.js';
import { cancelled, runUserCommand } from '../processes.js';
import { scrubWorkspace, snapshotHomeGitFiles, type LeakContext } from '../leaks.js';
import { RedactingStream } from '../redact.js';
import type { CommandSetting, Settings } from '../settings.js';
import * as state from '../state.js';
import type { Site } from './detect.js';
import type { Step } from './generators.js';
import { exists } from './files.js';
import { frozenInstall, installHint } from './package-manager.js';
import { restoreFiles, substitutePlaceholder } from './placeholder.js';

export interface BuiltSite {
  /** The folder to publish (absolute). */
  publishDir: string;
  installMs: number;
  buildMs: number;
  /** How long the deploy command ran; 0 without one. */
  deployMs: number;
}

export interface SiteOptions {
  /** The token, for the config files that hold its placeholder. */
  token: string;
  /** Where the config files' originals are kept while they hold the token. */
  tempDir: string;
  /** The secrets to redact and scrub, and where to look for them. */
  leaks: LeakContext;
  /** The environment the user's commands start from (the runner's): our inputs and state are dropped. */
  baseEnv: NodeJS.ProcessEnv;
  /**
   * What runs once the site is built, while the token is still in the config (a deploy command); it returns how
   * long it took. Without it, the publish folder is left for our own push, which checks it for leaks itself.
   */
  whileSubstituted?: (publishDir: string) => Promise<number>;
}

/**
 * Installs, then builds (and runs `whileSubstituted`) with the token substituted into the config files, which are
 * restored whatever happens. The user's commands never see our inputs. Whatever the commands left holding a
 * credential in the workspace (or in HOME's git files) is scrubbed afterwards.
 */
export async function buildSite(
  settings: Pick<Settings, 'install' | 'build' | 'configFiles' | 'tokenPlaceholder' | 'publishDir' | 'workspace'>,
  site: Site,
  options: SiteOptions,
): Promise<BuiltSite> {
  const run = { cwd: site.root, env: inheritedEnvironment(options.baseEnv), secrets: options.leaks.secrets };
  const built: BuiltSite = { publishDir: settings.publishDir, installMs: 0, buildMs: 0, deployMs: 0 };
  await confined(settings.workspace, site.root, 'working-directory');
  const restoreHome = options.leaks.home ? await snapshotHomeGitFiles(options.leaks.home) : undefined;
  const install = await installSteps(settings.install, site);
  built.installMs = await runSteps('Installing dependencies', install, 'install', run);
  // Checked after the install, which could have swapped a config file for a link to a file elsewhere.
  const configFiles: string[] = [];
  for (const file of settings.configFiles) configFiles.push(await confined(settings.workspace, file, 'config-file'));
  const substitutions = await substitutePlaceholder(
    configFiles,
    settings.tokenPlaceholder,
    options.token,
    options.tempDir,
    state.saveSubstitutions,
  );
  let readyToPublish = false;
  try {
    if (substitutions.length > 0) {
      const names = substitutions.map((item) => path.relative(settings.workspace, item.file)).join(', ');
      core.info(`The token is in ${names} while the build runs; the file is restored afterwards.`);
    }
    const title = site.generator === 'none' ? 'Building the site' : `Building the site (${site.name})`;
    built.buildMs = await runSteps(title, buildSteps(settings.build, site), 'build', run);
    built.publishDir = await confined(
      settings.workspace,
      await chooseOutputDir(site, settings.publishDir),
      'publish-dir',
    );
    if (options.whileSubstituted) {
      await restoreHome?.();
      built.deployMs = await options.whileSubstituted(built.publishDir);
    } else readyToPublish = true;
  } finally {
    await restoreFiles(substitutions);
    state.saveSubstitutions([]);
    // The publish folder is left to our push's leak guard, which refuses it if it holds a secret; after a failure,
    // or once a deploy command is done with it, it is scrubbed like the rest.
    const skip = readyToPublish ? [built.publishDir] : [];
    await scrubWorkspace(options.leaks, skip);
  }
  return built;
}

/**
 * `install: auto` installs a Node site's dependencies with its package manager's frozen-lockfile install, unless
 * an earlier step installed them (node_modules, or Yarn's Plug'n'Play loader, exists). Ruby and Python sites
 * install theirs in the workflow (ruby/setup-ruby's bundler-cache, pip), where the runtime is chosen.
 */
export async function installSteps(setting: CommandSetting, site: Site): Promise<Step[]> {
  if (setting.kind === 'skip') return [];
  if (setting.kind === 'shell') return [shellStep(setting.command)];
  const manager = site.packageManager;
  if (!manager) return [];
  for (const installed of ['node_modules', '.pnp.cjs']) {
    if (await exists(path.join(site.root, installed))) return [];
  }
  const args = frozenInstall(manager);
  return [{ display: [manager.binary, ...args].join(' '), file: manager.binary, args, missing: installHint(manager) }];
}

/** `build: auto` runs what detection chose; with no generator, the publish folder is taken as it is. */
export function buildSteps(setting: CommandSetting, site: Site): Step[] {
  if (setting.kind === 'skip') return [];
  if (setting.kind === 'shell') return [shellStep(setting.command)];
  return site.build;
}

/**
 * The folder to publish: the input, else the generator's output folder; for a plain build script, the first of
 * dist, build, public, out that the build made.
 */
export async function chooseOutputDir(site: Site, publishDirInput: string): Promise<string> {
  if (publishDirInput) return publishDirInput;
  const [first = path.join(site.root, 'public')] = site.outputDirs;
  if (site.outputDirs.length === 1) return first;
  for (const dir of site.outputDirs) {
    if (await exists(dir)) return dir;
  }
  const names = site.outputDirs.map((dir) => path.relative(site.root, dir)).join(', ');
  throw new Error(
    `The build ran, but none of ${names} exists in ${site.root}: set "publish-dir" to the folder your build ` +
      'writes the site to.',
  );
}

export function shellStep(command: string): Step {
  return { display: command, file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] };
}

/** Runs a step with its output shown live; a failure names the command and its exit code. */
export async function runStep(
  step: Step,
  purpose: 'install' | 'build' | 'deploy',
  options: { cwd: string; env: Record<string, string>; secrets: readonly string[] },
): Promise<void> {
  core.info(`Running ${purpose} command: ${step.display}`);
  // The commands run while the token is in the config: whatever of it they print (hexo-deployer-git prints the
  // URL it pushed to) is redacted before it is logged.
  const outStream = new RedactingStream(process.stdout, options.secrets);
  const errStream = new RedactingStream(process.stderr, options.secrets);
  let exitCode: number;
  try {
    ({ exitCode } = await runUserCommand(step.file, step.args, {
      cwd: options.cwd,
      env: options.env,
      stdout: outStream,
      stderr: errStream,
    }));
  } catch (error) {
    if (cancelled()) throw error;
    const input = purpose === 'deploy' ? 'deploy-command' : purpose;
    throw new Error(
      `The ${purpose} command "${step.display}" could not start: "${path.basename(step.file)}" was not found. ` +
        (step.missing ?? `Install it in an earlier step of the workflow, or set "${input}".`),
      { cause: error },
    );
  } finally {
    outStream.flush();
    errStream.flush();
  }
  const cancelSignal = cancelled();
  if (cancelSignal) {
    throw new Error(
      `The job was cancelled (${cancelSignal}) while the ${purpose} command "${step.display}" ran: it was stopped, ` +
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
  options: { cwd: string; env: Record<string, string>; secrets: readonly string[] },
): Promise<number> {
  if (steps.length === 0) return 0;
  const started = Date.now();
  await core.group(title, async () => {
    for (const step of steps) await runStep(step, purpose, options);
  });
  return Date.now() - started;
}
