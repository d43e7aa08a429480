// What hexo-deployer-git's options make of the site's folders (the public folder, extend_dirs, what is left out),
// worked out for every target of the plan before anything runs: a refused option stops the deploy before the build.
import * as path from 'node:path';
import type { ExtraFolder, Leave } from '../publish-folder/read.js';
import type { SiteLayout } from '../publish-folder/listing.js';
import type { Destination } from '../git/destination.js';
import type { DeployerOptions, DeployTarget } from '../shared/hexo-deploy-targets.js';
import { ignorePattern } from './ignore-pattern.js';

export type { SiteLayout };

/** The config file Hexo reads when no `--config` names others. */
const CONFIG_FILE = '_config.yml';

/** How a message names the deploy config of `configFile` when it does not say which target: the config as a whole. */
const deployConfig = (configFile: string): string => `the deploy config in ${configFile}`;

/**
 * The layout of every git target of the config, for hexo deploy (the deployer copies each one's extend_dirs), the
 * first first; each refused option names its target, and the config file that gave it (of a `--config` list).
 */
export function hexoLayouts(
  deployers: readonly Pick<DeployTarget, 'options' | 'configFile'>[],
  siteRoot: string,
): SiteLayout[] {
  const count = deployers.length;
  return deployers.map(({ options, configFile = CONFIG_FILE }, index) =>
    deployerLayout(
      options,
      siteRoot,
      count > 1 ? `${deployConfig(configFile)} (git target ${index + 1} of ${count})` : '',
      configFile,
    ),
  );
}

/** The layout a destination's deployer options give the site, read from `siteRoot`. */
export function layoutOf(destination: Destination, siteRoot: string): SiteLayout {
  const deploy = destination.deploy;
  return deploy ? deployerLayout(deploy.options, siteRoot, destination.source, deploy.configFile) : {};
}

/**
 * What hexo-deployer-git copies: the public folder and each of `extend_dirs` (under its own name), leaving out
 * hidden names (`ignore_hidden`, true unless told) and names `ignore_pattern` matches, per folder when given as a
 * map (`public` for the public folder). `source` names the target in a refusal (its place in the config), and
 * `configFile` the file that gave it.
 */
export function deployerLayout(
  options: DeployerOptions,
  siteRoot: string,
  source = '',
  configFile = CONFIG_FILE,
): { leave: Leave; extraFolders: ExtraFolder[] } {
  const leaveFor = (key: string): Leave => {
    const hidden =
      typeof options.ignoreHidden === 'boolean' ? options.ignoreHidden : (options.ignoreHidden[key] ?? true);
    const pattern = typeof options.ignorePattern === 'string' ? options.ignorePattern : options.ignorePattern[key];
    return pattern ? { hidden, pattern: ignorePattern(pattern) } : { hidden };
  };
  const extraFolders = options.extendDirs.map((dir) => {
    const refused = extendDirRefusal(dir, configFile);
    if (refused) throw new Error(`extend_dirs "${dir}" in ${source || deployConfig(configFile)} ${refused}`);
    const under = path.posix.normalize(dir.replace(/\\/g, '/')).replace(/^\.\/+|\/+$/g, '');
    return { dir: path.resolve(siteRoot, under), under, leave: leaveFor(dir) };
  });
  return { leave: leaveFor('public'), extraFolders };
}

/** What hexo-deployer-git would publish for a folder pages-push does not take: the sources of the site. */
const sources = (configFile: string): string =>
  `hexo-deployer-git would publish it whole, the site's sources and ${configFile} with it, not the generated site. ` +
  `pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from ${configFile}, ` +
  'or push the sources another way (a git push of the source branch, in a step of its own). Nothing was pushed.';

/**
 * Why an extend_dirs value, as written, is not a folder inside the site; empty when it is one. hexo-deployer-git
 * joins the value to the site folder (`/` is the site folder itself, as are `.` and `./`), so a value that names
 * the site folder or a folder above it would publish the sources; an absolute path or one leading out is refused.
 * `configFile`: the config file that names it, for the fix.
 */
export function extendDirRefusal(dir: string, configFile = CONFIG_FILE): string {
  const written = dir.replace(/\\/g, '/');
  const normalized = path.posix.normalize(written.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (normalized === '.' || normalized === '') return `names the site folder itself: ${sources(configFile)}`;
  if (/^(?:\.\.\/)*\.\.$/.test(normalized)) return `names a folder above the site folder: ${sources(configFile)}`;
  if (normalized.startsWith('../')) {
    return 'leads out of the site folder: pages-push publishes only folders inside the site. Name one relative to it.';
  }
  if (/^[A-Za-z]:/.test(written)) return 'is an absolute path: name a folder inside the site, relative to it.';
  if (written.startsWith('/')) {
    return (
      'is an absolute path: hexo-deployer-git reads it inside the site folder, and pages-push takes only a folder ' +
      `named relative to the site folder: write "${normalized}".`
    );
  }
  return '';
}
