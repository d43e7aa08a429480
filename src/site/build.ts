// Detects the site's generator and package manager, and runs the install, build and deploy commands.
import * as core from '@actions/core';
import * as exec from '@actions/exec';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { CommandSetting } from '../settings.js';
import { parseHexoConfig, type DeployTarget } from './hexo.js';

export interface Site {
  root: string;
  generator: 'hexo' | 'none';
  hasPackageJson: boolean;
  /** The output folder the generator writes to (absolute). */
  outputDir: string;
  /** Git deploy targets the site config names (Hexo's `deploy`). */
  deployTargets: DeployTarget[];
  configFile: string;
}

/** A command to run: argv for the ones we choose, `bash -c` for the user's own. */
export interface Step {
  display: string;
  file: string;
  args: string[];
}

export async function detectSite(root: string): Promise<Site> {
  const packageJson = await readJson(path.join(root, 'package.json'));
  const configFile = path.join(root, '_config.yml');
  const configText = await readText(configFile);
  const dependencies = { ...record(packageJson?.dependencies), ...record(packageJson?.devDependencies) };
  if (configText !== undefined && 'hexo' in dependencies) {
    const config = parseHexoConfig(configText, '_config.yml');
    return {
      root,
      generator: 'hexo',
      hasPackageJson: true,
      outputDir: path.resolve(root, config.publicDir),
      deployTargets: config.deployTargets,
      configFile,
    };
  }
  return {
    root,
    generator: 'none',
    hasPackageJson: packageJson !== undefined,
    outputDir: path.join(root, 'public'),
    deployTargets: [],
    configFile: '',
  };
}

/** `install: auto` installs dependencies only when a package.json has none installed yet, frozen to the lockfile. */
export async function installSteps(setting: CommandSetting, site: Site): Promise<Step[]> {
  if (setting.kind === 'skip') return [];
  if (setting.kind === 'shell') return [shellStep(setting.command)];
  if (!site.hasPackageJson || (await exists(path.join(site.root, 'node_modules')))) return [];
  if (await exists(path.join(site.root, 'package-lock.json'))) return [tool('npm', ['ci'])];
  if (await exists(path.join(site.root, 'npm-shrinkwrap.json'))) return [tool('npm', ['ci'])];
  if (await exists(path.join(site.root, 'yarn.lock'))) return [tool('yarn', ['install', '--frozen-lockfile'])];
  if (await exists(path.join(site.root, 'pnpm-lock.yaml'))) return [tool('pnpm', ['install', '--frozen-lockfile'])];
  return [tool('npm', ['install'])];
}

/** `build: auto` runs the generator it detected; with none, the publish folder is taken as it is. */
export function buildSteps(setting: CommandSetting, site: Site): Step[] {
  if (setting.kind === 'skip') return [];
  if (setting.kind === 'shell') return [shellStep(setting.command)];
  if (site.generator === 'hexo') {
    const hexo = path.join(site.root, 'node_modules', '.bin', process.platform === 'win32' ? 'hexo.cmd' : 'hexo');
    return [
      { display: 'hexo clean', file: hexo, args: ['clean'] },
      { display: 'hexo generate', file: hexo, args: ['generate'] },
    ];
  }
  return [];
}

export function shellStep(command: string): Step {
  return { display: command, file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] };
}

function tool(name: string, args: string[]): Step {
  return { display: [name, ...args].join(' '), file: name, args };
}

/** Runs a step with its output shown live; a failure names the command and its exit code. */
export async function runStep(
  step: Step,
  purpose: 'install' | 'build' | 'deploy',
  options: { cwd: string; env: Record<string, string> },
): Promise<void> {
  core.info(`Running ${purpose} command: ${step.display}`);
  let exitCode: number;
  try {
    exitCode = await exec.exec(step.file, step.args, {
      cwd: options.cwd,
      env: options.env,
      ignoreReturnCode: true,
      silent: false,
    });
  } catch (error) {
    throw new Error(
      `The ${purpose} command "${step.display}" could not start: ${(error as Error).message}. ` +
        (step.file.endsWith('hexo') || step.file.endsWith('hexo.cmd')
          ? 'Hexo is in package.json but not installed: let "install" run (its default, auto) or install it yourself.'
          : `Install "${path.basename(step.file)}" in an earlier step of the workflow, or set "${purpose === 'deploy' ? 'deploy-command' : purpose}".`),
      { cause: error },
    );
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

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function readJson(file: string): Promise<Record<string, unknown> | undefined> {
  const text = await readText(file);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return record(value);
  } catch {
    throw new Error(`${file} is not valid JSON: fix it so the package manager can read it too.`);
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
