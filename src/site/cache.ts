// Keeps a Node site's install (node_modules) and Hexo's database (db.json) in the runner's Actions cache between
// runs (the `cache` input): the keys, node_modules restored before `install: auto` judges it and saved after a
// fresh install, and Hexo built on its restored database without `hexo clean` (on a fresh public/).
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { inheritedEnvironment } from '../hardening/environment.js';
import { exists } from '../shared/files.js';
import { filesHolding } from '../secrets/leaks.js';
import { confined } from '../shared/paths.js';
import type { Hash } from 'node:crypto';
import * as core from '../shared/runner.js';
import type { Settings } from '../inputs/settings.js';
import { mark } from '../shared/timings.js';
import type { Generator, KeptBetweenBuilds, Step } from '../generators/generator.js';
import { generatorNamed } from '../generators/registry.js';
import { cacheOffered, loadCacheClient, restoreCache, saveCache } from './actions-cache.js';
import type { Site } from './detect.js';
import type { SiteSteps } from './steps.js';

/** What the site stage asks of the cache, at each of its points. */
export interface SiteCache {
  /** After the install stage: saves node_modules when an install ran and the cache did not hold it already. */
  installed(ran: boolean): Promise<void>;
  /** Before the build: the steps to run (Hexo's without `hexo clean` when its database was restored). */
  buildSteps(steps: SiteSteps): Promise<Step[]>;
  /** After a build that succeeded: saves Hexo's database when it changed and holds no secret. */
  built(secrets: readonly string[]): Promise<void>;
}

type CacheSettings = Pick<Settings, 'cache' | 'install' | 'build' | 'workspace' | 'source'>;

/** Bump to leave every entry an older layout wrote. */
const LAYOUT = 'v1';

/** The runtime's node:crypto, loaded when the cache is first used: it cost every start about 5 ms. */
const createHash = (algorithm: string): Hash => process.getBuiltinModule('node:crypto').createHash(algorithm);
const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/**
 * The site's cache, its node_modules restored now (before `install: auto` reads npm's, pnpm's or Yarn's record of
 * it); undefined with `cache: off`, or when the runner offers no cache.
 */
export async function openSiteCache(
  settings: CacheSettings,
  site: Site,
  { env, signal }: { env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<SiteCache | undefined> {
  if (settings.cache === 'off') return undefined;
  if (!cacheOffered(env)) {
    core.debug('cache: auto, and the runner offers no Actions cache (no ACTIONS_RUNTIME_TOKEN and service address)');
    return undefined;
  }
  if (path.resolve(process.cwd()) !== settings.workspace) {
    core.info('Cache: not used: the step does not run in GITHUB_WORKSPACE, where the cache keeps its paths.');
    return undefined;
  }
  const platform = `${env.RUNNER_OS || process.platform}-${env.RUNNER_ARCH || process.arch}`;
  mark('restoring');
  await loadCacheClient();
  const install = await restoreInstall(settings, site, { platform, env, signal });
  mark('restored');
  const generator = generatorNamed(site.generator);
  const kept = generator?.keptBetweenBuilds;
  const buildFile =
    generator && kept && settings.build.kind === 'auto'
      ? new BuildFile(settings, site, { generator, kept, platform, signal })
      : undefined;
  return {
    installed: async (ran) => {
      if (ran && install && install.restored !== install.key) {
        if (await saveCache([install.folder], install.key, signal)) {
          core.info(`Cache: saved ${install.folder} as ${install.key}.`);
        }
      }
    },
    buildSteps: (steps) => (buildFile ? buildFile.restore(steps) : Promise.resolve(steps.build.steps)),
    built: (secrets) => (buildFile ? buildFile.save(secrets) : Promise.resolve()),
  };
}

interface InstallEntry {
  /** node_modules, relative to the workspace. */
  folder: string;
  key: string;
  /** The key restored, if any. */
  restored: string | undefined;
}

/** Restores the install's node_modules, keyed by OS, Node, package manager and lockfile, when `install: auto`. */
async function restoreInstall(
  settings: CacheSettings,
  site: Site,
  { platform, env, signal }: { platform: string; env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<InstallEntry | undefined> {
  const manager = site.packageManager;
  if (settings.install.kind !== 'auto' || !manager?.lockfile) return undefined;
  const cwd = site.workspace?.root ?? site.root;
  const folder = path.relative(settings.workspace, path.join(cwd, 'node_modules')).split(path.sep).join('/');
  if (await exists(path.join(cwd, 'node_modules'))) {
    core.info(`Cache: ${folder} is already there (an earlier step): not restored over it.`);
    return undefined;
  }
  const node = await nodeVersion(cwd, env);
  if (!node) {
    core.info('Cache: node_modules not restored: no `node` on PATH to key it by (actions/setup-node installs one).');
    return undefined;
  }
  const lock = await fs.readFile(path.join(cwd, manager.lockfile));
  const prefix = `pages-push-node-modules-${LAYOUT}-${platform}-node${node}-${manager.name}-`;
  const key = `${prefix}${sha(lock)}`;
  const restored = await core.group('Restoring node_modules from the Actions cache', () =>
    restoreCache([folder], key, [prefix], signal),
  );
  if (restored === key) core.info(`Cache: restored ${folder} from ${key}, made from this ${manager.lockfile}.`);
  else if (restored) {
    core.info(
      `Cache: restored ${folder} from ${restored}, made from another ${manager.lockfile}: the install goes over it.`,
    );
  } else core.info(`Cache: no ${folder} in the Actions cache for ${key}: it is saved after the install.`);
  return { folder, key, restored };
}

/** `node --version` of the Node on the step's PATH (the one the install and build run), without its `v`. */
async function nodeVersion(cwd: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('node', ['--version'], {
      cwd,
      env: inheritedEnvironment(env),
      timeout: 10_000,
    });
    return /^v?(\d+\.\d+\.\d+\S*)/.exec(stdout.trim())?.[1];
  } catch {
    return undefined;
  }
}

/**
 * A file the build keeps (Hexo's db.json), per branch and site folder: restored before the build, which then runs
 * without the step that deletes it (`hexo clean`) on a fresh publish folder (Hexo processes only the sources that
 * changed, and post ids stay the same). The key names a fingerprint of what the build cannot track from its sources
 * (the config files, the theme, the scripts, the lockfile, the build's arguments and extra config): any change of
 * one builds from scratch.
 */
class BuildFile {
  private readonly file: string;
  private readonly folder: string;
  private readonly title: string;
  private key = '';
  private restoredHash = '';

  constructor(
    private readonly settings: CacheSettings,
    private readonly site: Site,
    private readonly how: { generator: Generator; kept: KeptBetweenBuilds; platform: string; signal: AbortSignal },
  ) {
    this.file = path.join(site.root, how.kept.file);
    this.folder = path.relative(settings.workspace, this.file).split(path.sep).join('/');
    this.title = `${how.generator.title}'s ${how.kept.file}`;
  }

  async restore(steps: SiteSteps): Promise<Step[]> {
    const { kept, generator, platform, signal } = this.how;
    const build = steps.build.steps;
    // A file already there (committed, or left by an earlier step) is the build's own: nothing is restored over it.
    if (await exists(this.file)) return build;
    // The step a restore leaves out is planned without the file: the site gives it other work (for Hexo, an
    // after_clean script of its own or its theme's, or a publish folder left behind), which must not be skipped.
    if (build.some((step) => step.display === kept.dropStep)) {
      core.info(`Cache: ${kept.dropStep} has work to do here besides ${kept.file}: a full build, nothing restored.`);
      return build;
    }
    const root = sha(path.relative(this.settings.workspace, this.site.root)).slice(0, 12);
    const branch = sha(this.settings.source.refName).slice(0, 12);
    const name = `${generator.id}-${kept.file.replace(/\W+/g, '-')}`;
    const prefix = `pages-push-${name}-${LAYOUT}-${platform}-${root}-${branch}-${await this.fingerprint(steps)}-`;
    const { runNumber, runAttempt } = this.settings.source;
    this.key = `${prefix}${runNumber || '0'}-${runAttempt || '1'}-${Date.now()}`;
    const restored = await core.group(`Restoring ${this.title} from the Actions cache`, () =>
      restoreCache([this.folder], this.key, [prefix], signal),
    );
    if (!restored || !(await exists(this.file))) {
      core.info(`Cache: no ${this.title} for this branch, config and theme: a full build.`);
      return build;
    }
    this.restoredHash = sha(await fs.readFile(this.file));
    // What the dropped step does besides deleting the file: a fresh publish folder (every page is written again).
    for (const dir of steps.publish.dirs) {
      await fs.rm(await confined(this.settings.workspace, dir, 'publish-dir'), { recursive: true, force: true });
    }
    // The detection planned no such step (nothing for it to do): the build runs as planned, on the restored file.
    const rest = build;
    const fresh = steps.publish.dirs.map((dir) => `${path.relative(this.site.root, dir)}/`).join(', ');
    core.info(
      `Cache: restored ${this.title} from ${restored}: ${rest.map((step) => step.display).join(' && ')} on a ` +
        `fresh ${fresh}, without ${kept.dropStep}.`,
    );
    return rest;
  }

  async save(secrets: readonly string[]): Promise<void> {
    if (!this.key || !(await exists(this.file))) return;
    if ((await filesHolding([this.file], secrets)).length > 0) {
      core.warning(`Cache: ${this.folder} holds the token or the deploy key after the build: not saved.`);
      return;
    }
    if (sha(await fs.readFile(this.file)) === this.restoredHash) return; // nothing changed: the entry stays
    if (await saveCache([this.folder], this.key, this.how.signal))
      core.info(`Cache: saved ${this.folder} as ${this.key}.`);
  }

  /** A hash of the config files, theme, scripts, package files and the build's arguments and extra files. */
  private async fingerprint(steps: SiteSteps): Promise<string> {
    const hash = createHash('sha256');
    const root = this.site.root;
    const names = await fs.readdir(root).catch(() => [] as string[]);
    const configs = names.filter((name) => this.how.kept.configs.test(name)).sort();
    const lockfile = this.site.packageManager?.lockfile;
    const installRoot = this.site.workspace?.root ?? root;
    const files = [
      ...configs.map((name) => path.join(root, name)),
      path.join(root, 'package.json'),
      ...(lockfile ? [path.join(installRoot, lockfile)] : []),
    ];
    // One at a time: a spread of a large folder's files would overflow the stack.
    for (const folder of this.how.kept.folders(this.site.theme))
      for (const file of await filesUnder(path.join(root, folder))) files.push(file);
    for (const file of files) {
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(await fs.readFile(file).catch(() => Buffer.from('(none)')));
    }
    for (const step of steps.build.steps) hash.update(`${step.args.map((arg) => path.basename(arg)).join(' ')}\0`);
    for (const extra of steps.files) hash.update(`${path.basename(extra.path)}\0${extra.content}\0`);
    return hash.digest('hex').slice(0, 16);
  }
}

/** Every file under `dir` (links not followed), sorted; none when it is missing. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
