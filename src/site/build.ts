// The install and build steps for the detected site, the folder it builds into, and running each command.
import * as core from '@actions/core';
import * as exec from '@actions/exec';
import * as path from 'node:path';
import type { CommandSetting } from '../settings.js';
import type { Site, Step } from './detect.js';
import { RedactingStream } from '../redact.js';
import { frozenInstall, installHint } from './package-manager.js';
import { exists } from './files.js';

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
    exitCode = await exec.exec(step.file, step.args, {
      cwd: options.cwd,
      env: options.env,
      ignoreReturnCode: true,
      silent: false,
      outStream,
      errStream,
    });
  } catch (error) {
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
  if (exitCode !== 0) {
    throw new Error(
      `The ${purpose} command "${step.display}" failed with exit code ${exitCode}. Its output is above; ` +
        `fix the ${purpose} (or set the "${purpose === 'deploy' ? 'deploy-command' : purpose}" input) and run again.`,
    );
  }
}

/** The environment for the user's commands: ours, without our inputs (the token among them) or saved state. */
export function commandEnvironment(
  base: NodeJS.ProcessEnv,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !/^(INPUT_|STATE_)/.test(name)) env[name] = value;
  }
  return { ...env, ...extra };
}
