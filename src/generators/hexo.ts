// Hexo: a _config.yml and the hexo dependency; its output folder, deploy targets and theme from that config.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { exists, readText } from '../shared/files.js';
import { basePathOf } from '../inputs/preview.js';
import { isPlaceholder, slashed } from './config-base.js';
import { stringSetting } from './configs.js';
import { LEVEL_FIRST, type ConfiguredBase, type Generator } from './generator.js';
import { parseHexoConfigs, type ConfigText } from './hexo-config.js';
import { loadHexoYaml } from './hexo-yaml.js';

export const hexo: Generator = {
  id: 'hexo',
  title: 'Hexo',
  autoBuild:
    '`hexo generate`, after `hexo clean` when a `db.json`, the public folder or an `after_clean` script gives it work',
  async detect({ root, files, dependencies, deployerRepo, configList }) {
    if (!files.has('_config.yml') || !('hexo' in dependencies)) return undefined;
    // As Hexo reads its --config list: a file that is not there is left out, and without any, _config.yml.
    const texts: ConfigText[] = [];
    for (const file of configList.files) {
      // Of several, Hexo reads only .yml and .json files (it warns of the others and reads on).
      if (configList.files.length > 1 && !/\.(?:yml|json)$/i.test(file)) continue;
      const text = await readText(path.resolve(root, file));
      if (text !== undefined) texts.push({ file, text });
    }
    if (texts.length === 0)
      texts.push({ file: '_config.yml', text: (await readText(path.join(root, '_config.yml'))) ?? '' });
    const config = await parseHexoConfigs(texts, { HEXO_DEPLOYER_REPO: deployerRepo });
    const several = texts.length > 1 || texts[0]?.file !== '_config.yml';
    const flag = several ? ['--config', texts.map((text) => text.file).join(',')] : [];
    const binary = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'hexo.cmd' : 'hexo');
    const missing =
      'Hexo is in package.json but not installed: let "install" run (its default, auto) or install it yourself.';
    const clean = await cleanHasWork(root, config.publicDir, config.theme);
    return {
      reason: `_config.yml and the hexo dependency${several ? `; Hexo reads ${flag[1] ?? ''} (${configList.from})` : ''}`,
      build: [
        ...(clean ? [{ display: 'hexo clean', file: binary, args: ['clean', ...flag], missing }] : []),
        { display: ['hexo generate', ...flag].join(' '), file: binary, args: ['generate', ...flag], missing },
      ],
      ...(clean
        ? {}
        : {
            buildNote: `hexo clean left out: the checkout has no db.json, no ${config.publicDir}/ and no after_clean script`,
          }),
      outputDirs: [path.resolve(root, config.publicDir)],
      outputReason: config.publicDir === 'public' ? 'public_dir, or its default' : 'public_dir in _config.yml',
      deployTargets: config.deployTargets,
      ...(config.otherDeployers.length > 0 ? { otherDeployers: config.otherDeployers } : {}),
      ...(several ? { configFiles: texts.map((text) => path.resolve(root, text.file)) } : {}),
      ...(config.theme ? { theme: config.theme } : {}),
    };
  },
  stepBase(step, base) {
    if (step.args[0] !== 'generate') return undefined;
    // Hexo merges the config files --config names: the site's (its list, when it has one), then one that sets the
    // address, last so that it wins.
    const extra = path.join(base.tempDir, 'base-address.yml');
    const content = `url: ${JSON.stringify(base.baseUrl.replace(/\/$/, ''))}\nroot: ${JSON.stringify(base.basePath)}\n`;
    const at = step.args.indexOf('--config');
    const list = at >= 0 ? (step.args[at + 1] ?? '_config.yml') : '_config.yml';
    return { args: ['--config', `${list},${extra}`], files: [{ path: extra, content }], replaces: true };
  },
  passedAs: 'url and root, in a second --config file',
  howToPass: (variables) => `${variables}: set url and root in _config.yml.`,
  configuredBase: async (site) => {
    // The url and root of the last of its --config files that sets them: Hexo merges the list in its order.
    const config: Record<string, unknown> = {};
    const from = { url: '_config.yml', root: '_config.yml' };
    for (const file of site.configFiles ?? [path.join(site.root, '_config.yml')]) {
      // With Hexo's reader, already loaded by detection (the yaml package stays unloaded for a Hexo site).
      const text = await readText(file);
      const loaded = text === undefined ? {} : await loadHexoYaml(text, file).catch(() => ({}));
      const read = typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {};
      for (const key of ['url', 'root'] as const) {
        if (read[key] === undefined || read[key] === null) continue;
        config[key] = read[key];
        from[key] = path.relative(site.root, file);
      }
    }
    return hexoBase(config, from);
  },
  cnameFiles: ['source/CNAME'],
  errorLines: [LEVEL_FIRST],
  baseFix: (pageUrl, basePath) => `set url: ${pageUrl} and root: ${basePath} in _config.yml`,
  baseLinkFix: () => "write them with url_for() in the theme (<%- url_for('/about/') %>), and relative in posts",
  missingTheme: missingHexoTheme,
  // Its database: post ids (which themes print, landscape's data-id) and what it processed, by file hash and time.
  keptBetweenBuilds: {
    file: 'db.json',
    dropStep: 'hexo clean',
    configs: /^_config(\..+)?\.ya?ml$/,
    folders: (theme) => ['scripts', ...(theme ? [`themes/${theme}`] : [])],
  },
};

/**
 * Hexo's links start with `root`, which Hexo takes from `url`'s path when it is not set (hexo's load_config); `url`
 * itself is the site's absolute address (feeds, sitemaps). Either set, other than Hexo's defaults, is the site's own.
 */
function hexoBase(config: Record<string, unknown>, from: { url: string; root: string }): ConfiguredBase | undefined {
  const url = stringSetting(config, 'url');
  const root = stringSetting(config, 'root');
  const fix = (baseUrl: string): string =>
    `url to "${baseUrl.replace(/\/$/, '')}" and root to "${basePathOf(baseUrl)}"`;
  if (root !== undefined && root !== '/')
    return { setting: `root in ${from.root}`, value: root, basePath: slashed(root), fix };
  if (url === undefined || isPlaceholder(url)) return undefined;
  if (root === '/') return { setting: `root in ${from.root}`, value: root, basePath: '/', fix };
  return { setting: `url in ${from.url}`, value: url, basePath: basePathOf(url), fix };
}

/**
 * Why a Hexo site's pages come out empty, when its theme is missing: `_config.yml` names a theme that is neither a
 * folder under `themes/` with something in it (a submodule that was not checked out is an empty folder) nor an
 * installed package `hexo-theme-<name>`, the two places Hexo looks. Empty when the theme is there.
 */
export function missingHexoTheme(root: string, theme: string): string {
  const folder = path.join(root, 'themes', theme);
  const hasFiles = (dir: string): boolean => {
    try {
      return fs.readdirSync(dir).length > 0;
    } catch {
      return false;
    }
  };
  if (hasFiles(folder) || hasFiles(path.join(root, 'node_modules', `hexo-theme-${theme}`))) return '';
  return (
    `_config.yml's theme is "${theme}", but the site has no themes/${theme} folder with the theme in it and no ` +
    `hexo-theme-${theme} package installed, so Hexo wrote every page without a layout (empty). Add the theme: ` +
    `a git submodule needs "submodules: true" on actions/checkout, a package "npm install hexo-theme-${theme}"; ` +
    "or set _config.yml's theme to one the site has."
  );
}

/**
 * Whether `hexo clean` has anything to do: it deletes db.json and the public folder, then runs the site's
 * `after_clean` filters. On a fresh checkout there is neither, and a start of Hexo for nothing costs about as much
 * as the generate itself (1.3 s of CPU for the fixture blog, beside 1.5 s for its generate). A filter the site or
 * its theme registers in its scripts (as some clean .deploy_git that way) keeps the step.
 */
async function cleanHasWork(root: string, publicDir: string, theme: string): Promise<boolean> {
  if ((await exists(path.join(root, 'db.json'))) || (await exists(path.resolve(root, publicDir)))) return true;
  const scripts = [path.join(root, 'scripts')];
  if (theme)
    scripts.push(
      path.join(root, 'themes', theme, 'scripts'),
      path.join(root, 'node_modules', `hexo-theme-${theme}`, 'scripts'),
    );
  for (const dir of scripts) if (await mentions(dir, 'after_clean')) return true;
  return false;
}

/** Whether a file under `dir` (a few hundred at most, each read up to 1 MB) holds `word`. */
async function mentions(dir: string, word: string): Promise<boolean> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return false;
  }
  for (const entry of entries.slice(0, 500)) {
    if (!entry.isFile()) continue;
    const text = await readText(path.join(entry.parentPath, entry.name));
    if (text?.slice(0, 1 << 20).includes(word)) return true;
  }
  return false;
}
