// Recognises the site's generator from its files, and chooses what `build: auto` runs and where the site lands.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { DeployTarget } from './hexo.js';
import { choosePackageManager, type PackageManager } from './package-manager.js';
import { readText } from './files.js';
import {
  detectHexo,
  detectHugo,
  detectJekyll,
  detectMkDocs,
  type Clues,
  type Found,
  type Generator,
  type Step,
} from './generators.js';
import {
  detectAstro,
  detectBuildScript,
  detectDocusaurus,
  detectEleventy,
  detectVitePress,
} from './node-generators.js';

export interface Site {
  /** The site's folder: the workspace, or `working-directory` in it. */
  root: string;
  generator: Generator;
  /** What the log calls the generator, and the files that gave it away. */
  name: string;
  reason: string;
  /** The package manager, when the site has a package.json. */
  packageManager: PackageManager | undefined;
  /** package.json's scripts (empty without one). */
  scripts: Record<string, string>;
  /** What `build: auto` runs. */
  build: Step[];
  /** Where the build writes the site (absolute): the first of these that exists after the build. */
  outputDirs: string[];
  /** Where that folder comes from: the config, the build script, or the generator's default. */
  outputReason: string;
  /** Git deploy targets the site config names (Hexo's `deploy`). */
  deployTargets: DeployTarget[];
}

/** Where `bun` is asked for: only when a bun lockfile is present. */
export interface Runner {
  onPath(binary: string): Promise<boolean>;
  /** The step's environment, for what a generator reads from it (hexo-deployer-git's HEXO_DEPLOYER_REPO). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** First match wins, in the order of the README's table. */
const DETECTORS: ((clues: Clues) => Found | undefined | Promise<Found | undefined>)[] = [
  detectHexo,
  detectHugo,
  detectJekyll,
  detectMkDocs,
  detectEleventy,
  detectVitePress,
  detectAstro,
  detectDocusaurus,
  detectBuildScript,
];

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
  let packageManager: PackageManager | undefined;
  if (packageJson) {
    const bunLock = files.has('bun.lock') || files.has('bun.lockb');
    packageManager = choosePackageManager({
      files,
      yarnLockHead: files.has('yarn.lock')
        ? ((await readText(path.join(root, 'yarn.lock')))?.slice(0, 2000) ?? '')
        : '',
      packageManagerField: typeof packageJson.packageManager === 'string' ? packageJson.packageManager : '',
      bunOnPath: bunLock && (await runner.onPath('bun')),
    });
  }
  const clues: Clues = {
    root,
    deployerRepo: runner.env?.HEXO_DEPLOYER_REPO ?? '',
    files,
    dependencies: { ...record(packageJson?.dependencies), ...record(packageJson?.devDependencies) },
    scripts,
    packageManager,
  };
  for (const detect of DETECTORS) {
    const found = await detect(clues);
    if (found) return { root, packageManager, scripts, deployTargets: [], ...found };
  }
  return {
    root,
    generator: 'none',
    name: 'no generator',
    reason: 'no generator config or build script found',
    packageManager,
    scripts,
    build: [],
    outputDirs: [path.join(root, 'public')],
    outputReason: 'the default',
    deployTargets: [],
  };
}

/** The log line that says what was detected and why. */
export function describeSite(site: Site): string {
  const manager = site.packageManager
    ? `; package manager ${site.packageManager.name}${site.packageManager.lockfile ? ` (${site.packageManager.lockfile})` : ''}`
    : '';
  const output = site.outputDirs.map((dir) => path.relative(site.root, dir) || '.').join(', ');
  const build = site.build.length > 0 ? site.build.map((step) => step.display).join(' && ') : 'nothing';
  return (
    `Detected ${site.name} (${site.reason})${manager}. build: auto runs ${build}; ` +
    `output ${site.outputDirs.length > 1 ? 'the first of ' : ''}${output} (${site.outputReason}).`
  );
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
