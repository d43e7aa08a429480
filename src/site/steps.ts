// What the site stage will run, decided once from the inputs and the detected site: the install (where, and why it
// runs or not), the build, and the folder to publish; and the log lines that say so, naming the input behind each.
import * as path from 'node:path';
import type { CommandSetting, Settings } from '../inputs/settings.js';
import type { Site } from './detect.js';
import { exists } from '../shared/files.js';
import type { Step } from '../generators/generator.js';
import { frozenInstall, installHint } from '../generators/package-manager.js';
import { installedState } from './installed.js';
import { withBaseAddress, type BaseAddress } from './base-address.js';

export interface SiteSteps {
  /** Variables the install and build get besides the runner's (a preview's base address). */
  env: Record<string, string>;
  /** Files to write before the build (outside the workspace): a preview's extra Hexo config. */
  files: { path: string; content: string }[];
  /**
   * The install's commands and the folder they run in (the workspace root for a site inside a workspace); `notice`
   * when an install was skipped that the user may not expect to be.
   */
  install: { steps: Step[]; cwd: string; why: string; notice?: string };
  build: { steps: Step[]; why: string };
  /** The folder to publish; several when the build decides (the first that exists after it). */
  publish: { dirs: string[]; why: string };
}

/** Whether the site stage runs no command of the site's (no install, no build) and writes no file for one. */
export function runsNothing(steps: SiteSteps): boolean {
  return steps.install.steps.length === 0 && steps.build.steps.length === 0 && steps.files.length === 0;
}

type Choices = Pick<Settings, 'install' | 'build' | 'publishDir'> & Partial<Pick<Settings, 'preview'>>;

export async function chooseSteps(
  settings: Choices,
  site: Site,
  base: BaseAddress = { baseUrl: '', tempDir: '' },
): Promise<SiteSteps> {
  if (settings.preview?.closed) {
    // A closed pull request's preview is removed: nothing is installed, built or published.
    const why = `pull request #${settings.preview.number} is closed: its preview is removed`;
    const nothing = { install: { steps: [], cwd: site.root, why }, build: { steps: [], why } };
    return { env: {}, files: [], ...nothing, publish: { dirs: [], why } };
  }
  let build = chooseBuild(settings.build, site);
  let based: Pick<SiteSteps, 'env' | 'files'> = { env: {}, files: [] };
  if (base.baseUrl) {
    const { steps, ...rest } = withBaseAddress(site, build.steps, base, build.steps === site.build);
    build = { ...build, steps };
    based = rest;
  }
  return {
    ...based,
    install: await chooseInstall(settings.install, site),
    build,
    publish: settings.publishDir
      ? { dirs: [settings.publishDir], why: 'the "publish-dir" input' }
      : { dirs: site.outputDirs, why: site.outputReason },
  };
}

/**
 * `install: auto` installs a Node site's dependencies with its package manager's frozen-lockfile install, at the
 * workspace root when the site is in one, unless an earlier step or a cache installed them as the lockfile says:
 * the package manager's own record of its last install (`installed.ts`) must match the lockfile, else the install
 * runs and the log says why. Without a lockfile there is nothing to compare: an existing node_modules (or Yarn's
 * Plug'n'Play loader) is used as it is, with a notice. Ruby and Python sites install theirs in the workflow
 * (ruby/setup-ruby's bundler-cache, pip), where the runtime is chosen.
 */
async function chooseInstall(setting: CommandSetting, site: Site): Promise<SiteSteps['install']> {
  const cwd = site.workspace?.root ?? site.root;
  if (setting.kind === 'skip') return { steps: [], cwd, why: 'install: skip' };
  if (setting.kind === 'shell') return { steps: [shellStep(setting.command)], cwd, why: 'the "install" input' };
  const manager = site.packageManager;
  if (!manager) return { steps: [], cwd, why: 'install: auto, and the site has no package.json' };
  const args = frozenInstall(manager);
  const display = [manager.binary, ...args].join(' ');
  const owner = site.workspace ? "the workspace's " : '';
  const install = (why: string): SiteSteps['install'] => ({
    steps: [{ display, file: manager.binary, args, missing: installHint(manager) }],
    cwd,
    why,
  });
  const found = await firstExisting(cwd, ['node_modules', '.pnp.cjs']);
  if (!manager.lockfile) {
    if (!found) return install('install: auto, from package.json, no lockfile');
    const where = path.join(cwd, found);
    return {
      steps: [],
      cwd,
      why: `install: auto, no lockfile to compare ${found} with, and ${found} is present; set "install: ${display}" to always install`,
      // A half-finished or stale install fails the build later (`command not found`): said where it is seen.
      notice:
        `Install skipped: ${where} is present and there is no lockfile to compare it with, so "install: auto" ` +
        `runs nothing. If the build misses a command or a package, set "install: ${display}" to always install.`,
    };
  }
  const lockfile = `${owner}${manager.lockfile}`;
  if (!found) return install(`install: auto, from ${lockfile}`);
  const { verdict, record } = await installedState(cwd, manager);
  const theirs = manager.name === 'yarn-berry' ? 'Yarn' : manager.name;
  if (verdict.kind === 'matches') {
    return {
      steps: [],
      cwd,
      why: `install: auto, and node_modules matches ${lockfile} (${theirs}'s record in ${record}): install skipped`,
    };
  }
  const state =
    verdict.kind === 'differs' ? `${found} is out of date: ${verdict.why}` : `${found} is present, but ${verdict.why}`;
  return install(`install: auto, from ${lockfile}; ${state}`);
}

async function firstExisting(cwd: string, names: readonly string[]): Promise<string | undefined> {
  for (const name of names) if (await exists(path.join(cwd, name))) return name;
  return undefined;
}

/** `build: auto` runs what detection chose; with no generator, the publish folder is taken as it is. */
function chooseBuild(setting: CommandSetting, site: Site): SiteSteps['build'] {
  if (setting.kind === 'skip') return { steps: [], why: 'build: skip' };
  if (setting.kind === 'shell') return { steps: [shellStep(setting.command)], why: 'the "build" input' };
  return { steps: site.build, why: `build: auto, for ${site.name}${site.buildNote ? `; ${site.buildNote}` : ''}` };
}

export function shellStep(command: string): Step {
  return { display: command, file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] };
}

/** What the log and the summary say will run: what was detected, and each stage with the input or file behind it. */
export interface Described {
  detected: string;
  install: string;
  build: string;
  publish: string;
}

/** Says what was detected and what will run, each with the input or the file behind it. */
export function describeSteps(site: Site, steps: SiteSteps, workspace: string): Described {
  const relative = (dir: string): string => path.relative(workspace, dir).split(path.sep).join('/') || '.';
  const folder = (dir: string): string => (relative(dir) === '.' ? 'the repository root' : relative(dir));
  const manager = site.packageManager
    ? `; package manager ${site.packageManager.name}${site.packageManager.lockfile ? ` (${site.packageManager.lockfile})` : ''}`
    : '';
  const inWorkspace = site.workspace
    ? `, from the workspace at ${folder(site.workspace.root)} (${site.workspace.reason})`
    : '';
  const commands = (list: readonly Step[]): string => list.map((step) => step.display).join(' && ');
  const installAt = steps.install.cwd === site.root ? '' : ` in ${folder(steps.install.cwd)}`;
  const install = steps.install.steps.length ? `${commands(steps.install.steps)}${installAt}` : 'nothing';
  const buildAt = relative(site.root) === '.' ? '' : ` in ${relative(site.root)}`;
  const build = steps.build.steps.length ? `${commands(steps.build.steps)}${buildAt}` : 'nothing';
  const dirs = steps.publish.dirs.map(relative).join(', ');
  const publish = steps.publish.dirs.length > 1 ? `the first of ${dirs} that the build makes` : dirs || 'nothing';
  return {
    detected: `${site.name} (${site.reason})${manager}${inWorkspace}`,
    install: `${install} (${steps.install.why})`,
    build: `${build} (${steps.build.why})`,
    publish: `${publish} (${steps.publish.why})`,
  };
}

/** The log lines of `describeSteps`. */
export function describedLines(described: Described): string[] {
  return [
    `Detected ${described.detected}.`,
    `Install: ${described.install}.`,
    `Build: ${described.build}.`,
    `Publish: ${described.publish}.`,
  ];
}
