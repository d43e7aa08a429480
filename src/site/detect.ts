// Recognises the site's generator from its files, and chooses what `build: auto` runs and where the site lands.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { DeployTarget, OtherDeployer } from '../shared/hexo-deploy-targets.js';
import { configListOf, DEFAULT_CONFIG_LIST, type ConfigSources } from '../generators/hexo-config-files.js';
import { choosePackageManager, type PackageManager } from '../generators/package-manager.js';
import { readText } from '../shared/files.js';
import { findWorkspace, type Workspace } from './workspace.js';
import type { Clues, Step } from '../generators/generator.js';
import { GENERATORS } from '../generators/registry.js';

export interface Site {
  /** The site's folder: the workspace, or `working-directory` in it. */
  root: string;
  /** The generator's id (see generators/registry.ts), or `none`. */
  generator: string;
  /** What the log calls the generator, and the files that gave it away. */
  name: string;
  reason: string;
  /** The package manager, when the site has a package.json. */
  packageManager: PackageManager | undefined;
  /** The package-manager workspace the site belongs to, where its dependencies are installed. */
  workspace: Workspace | undefined;
  /** package.json's scripts (empty without one). */
  scripts: Record<string, string>;
  /** What `build: auto` runs, and why it leaves out a step the generator usually runs. */
  build: Step[];
  buildNote?: string;
  /** Where the build writes the site (absolute): the first of these that exists after the build. */
  outputDirs: string[];
  /** Where that folder comes from: the config, the build script, or the generator's default. */
  outputReason: string;
  /** Git deploy targets the site config names (Hexo's `deploy`). */
  deployTargets: DeployTarget[];
  /** Deployers of the site config that are not git ones, which only the generator's own deploy runs. */
  otherDeployers?: OtherDeployer[];
  /** The config files the build reads beyond the "config-file" input (absolute): the token goes there too. */
  configFiles?: string[];
  /** The theme the site's config names, for the generator's `missingTheme`. */
  theme?: string;
}

/** Where `bun` is asked for: only when a bun lockfile is present. */
export interface Runner {
  onPath(binary: string): Promise<boolean>;
  /** The step's environment, for what a generator reads from it (hexo-deployer-git's HEXO_DEPLOYER_REPO). */
  env?: Readonly<Record<string, string | undefined>>;
  /** The checkout: a workspace the site belongs to is looked for up to here, never above. */
  top?: string;
  /** Where the config files the site's build reads may be named (a `--config` list); the generator's default without. */
  configSources?: ConfigSources;
}

export async function detectSite(root: string, runner: Runner): Promise<Site> {
  let names: string[];
  try {
    names = await fs.readdir(root);
  } catch {
    throw new Error(
      `The site's folder ${root} does not exist or is not a folder. Check "working-directory", and that a checkout ` +
        'step (actions/checkout) ran before this one.',
    );
  }
  const files = new Set(names);
  const packageJson = files.has('package.json') ? await readJson(path.join(root, 'package.json')) : undefined;
  const scripts: Record<string, string> = {};
  for (const [name, value] of Object.entries(record(packageJson?.scripts))) {
    if (typeof value === 'string') scripts[name] = value;
  }
  // In a workspace, the manager and the install are the workspace root's.
  const workspace = packageJson ? await findWorkspace(root, runner.top ?? root, files) : undefined;
  let packageManager: PackageManager | undefined;
  if (workspace) {
    const rootFiles = new Set(await fs.readdir(workspace.root));
    const rootJson = await readJson(path.join(workspace.root, 'package.json')).catch(() => ({}));
    packageManager = await managerIn(workspace.root, rootFiles, rootJson, runner);
  } else if (packageJson) packageManager = await managerIn(root, files, packageJson, runner);
  const clues: Clues = {
    root,
    deployerRepo: runner.env?.HEXO_DEPLOYER_REPO ?? '',
    configList: runner.configSources
      ? configListOf({ ...runner.configSources, siteRoot: root, scripts })
      : DEFAULT_CONFIG_LIST,
    files,
    dependencies: { ...record(packageJson?.dependencies), ...record(packageJson?.devDependencies) },
    scripts,
    packageManager,
  };
  // First match wins, in the registry's order (the README's table).
  for (const generator of GENERATORS) {
    const found = await generator.detect(clues);
    if (found) {
      // In a workspace, npm and Yarn install a generator's binary at the workspace root.
      const build = workspace
        ? found.build.map((step) =>
            step.file.startsWith(path.join(root, 'node_modules'))
              ? { ...step, fallback: path.join(workspace.root, path.relative(root, step.file)) }
              : step,
          )
        : found.build;
      return {
        root,
        generator: generator.id,
        name: generator.title,
        packageManager,
        workspace,
        scripts,
        deployTargets: [],
        ...found,
        build,
      };
    }
  }
  return {
    root,
    generator: 'none',
    name: 'no generator',
    reason: 'no generator config or build script found',
    packageManager,
    workspace,
    scripts,
    build: [],
    outputDirs: [path.join(root, 'public')],
    outputReason: 'the default',
    deployTargets: [],
  };
}

/** The package manager of the folder whose install this is: its packageManager field, else its lockfile. */
async function managerIn(
  folder: string,
  files: ReadonlySet<string>,
  packageJson: Record<string, unknown>,
  runner: Runner,
): Promise<PackageManager> {
  const bunLock = files.has('bun.lock') || files.has('bun.lockb');
  return choosePackageManager({
    files,
    yarnLockHead: files.has('yarn.lock')
      ? ((await readText(path.join(folder, 'yarn.lock')))?.slice(0, 2000) ?? '')
      : '',
    packageManagerField: typeof packageJson.packageManager === 'string' ? packageJson.packageManager : '',
    bunOnPath: bunLock && (await runner.onPath('bun')),
  });
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  const text = (await readText(file)) ?? '';
  try {
    return record(JSON.parse(text));
  } catch {
    throw new Error(`${file} is not valid JSON: fix it so the package manager can read it too.`);
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
