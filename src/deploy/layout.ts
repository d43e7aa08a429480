// What hexo-deployer-git's options make of the site's folders (the public folder, extend_dirs, what is left out),
// worked out for every target of the plan before anything runs: a refused option stops the deploy before the build.
import * as path from 'node:path';
import type { ExtraFolder, Leave } from '../publish-folder/read.js';
import type { SiteLayout } from '../publish-folder/listing.js';
import type { Destination } from '../git/destination.js';
import type { DeployerOptions } from '../shared/hexo-deploy-targets.js';
import { ignorePattern } from './ignore-pattern.js';

export type { SiteLayout };

/** How a message names the deploy config when it does not say which target: the deploy config as a whole. */
const DEPLOY_CONFIG = 'the deploy config in _config.yml';

/**
 * The layout of every git target of the config, for hexo deploy (the deployer copies each one's extend_dirs), the
 * first first; each refused option names its target.
 */
export function hexoLayouts(deployers: readonly DeployerOptions[], siteRoot: string): SiteLayout[] {
  const count = deployers.length;
  return deployers.map((options, index) =>
    deployerLayout(options, siteRoot, count > 1 ? `${DEPLOY_CONFIG} (git target ${index + 1} of ${count})` : ''),
  );
}

/** The layout a destination's deployer options give the site, read from `siteRoot`. */
export function layoutOf(destination: Destination, siteRoot: string): SiteLayout {
  const deployer = destination.deploy?.options;
  return deployer ? deployerLayout(deployer, siteRoot, destination.source) : {};
}

/**
 * What hexo-deployer-git copies: the public folder and each of `extend_dirs` (under its own name), leaving out
 * hidden names (`ignore_hidden`, true unless told) and names `ignore_pattern` matches, per folder when given as a
 * map (`public` for the public folder). `source` names the target in a refusal (its place in the config).
 */
export function deployerLayout(
  options: DeployerOptions,
  siteRoot: string,
  source = '',
): { leave: Leave; extraFolders: ExtraFolder[] } {
  const leaveFor = (key: string): Leave => {
    const hidden =
      typeof options.ignoreHidden === 'boolean' ? options.ignoreHidden : (options.ignoreHidden[key] ?? true);
    const pattern = typeof options.ignorePattern === 'string' ? options.ignorePattern : options.ignorePattern[key];
    return pattern ? { hidden, pattern: ignorePattern(pattern) } : { hidden };
  };
  const extraFolders = options.extendDirs.map((dir) => {
    const refused = extendDirRefusal(dir);
    if (refused) throw new Error(`extend_dirs "${dir}" in ${source || DEPLOY_CONFIG} ${refused}`);
    const under = path.posix.normalize(dir.replace(/\\/g, '/')).replace(/^\.\/+|\/+$/g, '');
    return { dir: path.resolve(siteRoot, under), under, leave: leaveFor(dir) };
  });
  return { leave: leaveFor('public'), extraFolders };
}

/** What hexo-deployer-git would publish for a folder pages-push does not take: the sources of the site. */
const SOURCES =
  "hexo-deployer-git would publish it whole, the site's sources and _config.yml with it, not the generated site. " +
  'pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from _config.yml, ' +
  'or push the sources another way (a git push of the source branch, in a step of its own). Nothing was pushed.';

/**
 * Why an extend_dirs value, as written, is not a folder inside the site; empty when it is one. hexo-deployer-git
 * joins the value to the site folder (`/` is the site folder itself, as are `.` and `./`), so a value that names
 * the site folder or a folder above it would publish the sources; an absolute path or one leading out is refused.
 */
export function extendDirRefusal(dir: string): string {
  const written = dir.replace(/\\/g, '/');
  const normalized = path.posix.normalize(written.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (normalized === '.' || normalized === '') return `names the site folder itself: ${SOURCES}`;
  if (/^(?:\.\.\/)*\.\.$/.test(normalized)) return `names a folder above the site folder: ${SOURCES}`;
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
