// What a generator builds with and where it writes the site, read from its config: the types every detector shares,
// and the detectors of Hexo and of the generators that are not Node packages (Hugo, Jekyll, MkDocs).
import * as path from 'node:path';
import { looksLikeHugo, readConfig, stringSetting, type ConfigFormat } from './configs.js';
import { readText } from './files.js';
import type { DeployTarget } from '../hexo-deployer.js';
import { parseHexoConfig } from './hexo.js';
import type { PackageManager } from './package-manager.js';

export type Generator =
  'hexo' | 'hugo' | 'jekyll' | 'mkdocs' | 'eleventy' | 'vitepress' | 'astro' | 'docusaurus' | 'build-script' | 'none';

/** A command to run: argv for the ones we choose, `bash -c` for the user's own. */
export interface Step {
  display: string;
  file: string;
  args: string[];
  /** What to tell the user when the command's binary is not on the runner. */
  missing?: string;
  /** Where else the binary may be, when `file` is not there (a workspace root, where npm and Yarn hoist it). */
  fallback?: string;
  /**
   * The generator's own command line this step runs in the end (a package.json script's text, or the binary and
   * its arguments), for a preview's base address (see base-address.ts).
   */
  command?: string;
}

/** What a detector found. */
export interface Found {
  generator: Generator;
  name: string;
  reason: string;
  build: Step[];
  outputDirs: string[];
  outputReason: string;
  deployTargets?: DeployTarget[];
  /** The theme a Hexo site's _config.yml names (see problems.ts `missingHexoTheme`). */
  hexoTheme?: string;
}

/** What detection reads once, for every detector. */
export interface Clues {
  root: string;
  /** HEXO_DEPLOYER_REPO: the git target of a Hexo deployer that names none. */
  deployerRepo: string;
  files: ReadonlySet<string>;
  dependencies: Record<string, unknown>;
  scripts: Record<string, string>;
  packageManager: PackageManager | undefined;
}

export async function detectHexo({ root, files, dependencies, deployerRepo }: Clues): Promise<Found | undefined> {
  if (!files.has('_config.yml') || !('hexo' in dependencies)) return undefined;
  const text = (await readText(path.join(root, '_config.yml'))) ?? '';
  const config = await parseHexoConfig(text, '_config.yml', { HEXO_DEPLOYER_REPO: deployerRepo });
  const hexo = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'hexo.cmd' : 'hexo');
  const missing =
    'Hexo is in package.json but not installed: let "install" run (its default, auto) or install it yourself.';
  return {
    generator: 'hexo',
    name: 'Hexo',
    reason: '_config.yml and the hexo dependency',
    build: [
      { display: 'hexo clean', file: hexo, args: ['clean'], missing },
      { display: 'hexo generate', file: hexo, args: ['generate'], missing },
    ],
    outputDirs: [path.resolve(root, config.publicDir)],
    outputReason: config.publicDir === 'public' ? 'public_dir, or its default' : 'public_dir in _config.yml',
    deployTargets: config.deployTargets,
    ...(config.theme ? { hexoTheme: config.theme } : {}),
  };
}

const HUGO_MISSING =
  'Install Hugo in an earlier step: "uses: peaceiris/actions-hugo@v3" (with hugo-version and extended: true), or ' +
  '"run: sudo apt-get install -y hugo"; or set "build".';

export async function detectHugo({ root }: Clues): Promise<Found | undefined> {
  const formats: [string, ConfigFormat][] = [
    ['toml', 'toml'],
    ['yaml', 'yaml'],
    ['yml', 'yaml'],
    ['json', 'json'],
  ];
  // hugo.* (Hugo 0.110+) names a Hugo site outright; config.* does when it has keys only Hugo uses.
  const named = (base: string): [string, ConfigFormat][] =>
    formats.flatMap(([extension, format]): [string, ConfigFormat][] => [
      [`${base}.${extension}`, format],
      [path.join('config', '_default', `${base}.${extension}`), format],
    ]);
  let found: { file: string; config: Record<string, unknown> } | undefined;
  for (const [file, format] of named('hugo')) {
    const text = await readText(path.join(root, file));
    if (text !== undefined) {
      found = { file, config: await readConfig(text, format) };
      break;
    }
  }
  for (const [file, format] of found ? [] : named('config')) {
    const text = await readText(path.join(root, file));
    const config = text === undefined ? {} : await readConfig(text, format);
    if (looksLikeHugo(config)) {
      found = { file, config };
      break;
    }
  }
  if (!found) return undefined;
  const publishDir = stringSetting(found.config, 'publishDir');
  return {
    generator: 'hugo',
    name: 'Hugo',
    reason: found.file,
    build: [
      { display: 'hugo --minify', file: 'hugo', args: ['--minify'], missing: HUGO_MISSING, command: 'hugo --minify' },
    ],
    outputDirs: [path.resolve(root, publishDir ?? 'public')],
    outputReason: publishDir ? `publishDir in ${found.file}` : "Hugo's default",
  };
}

export async function detectJekyll({ root, files }: Clues): Promise<Found | undefined> {
  if (!files.has('_config.yml') && !files.has('_config.yaml')) return undefined;
  const configFile = files.has('_config.yml') ? '_config.yml' : '_config.yaml';
  const config = await readConfig((await readText(path.join(root, configFile))) ?? '', 'yaml');
  const gemfile = files.has('Gemfile') ? await readText(path.join(root, 'Gemfile')) : undefined;
  const destination = stringSetting(config, 'destination');
  const withBundler = gemfile !== undefined;
  const build: Step = withBundler
    ? {
        display: 'bundle exec jekyll build',
        file: 'bundle',
        args: ['exec', 'jekyll', 'build'],
        missing:
          'Install Ruby and the Gemfile\'s gems in an earlier step: "uses: ruby/setup-ruby@v1" with ' +
          '"bundler-cache: true"; or set "build".',
      }
    : {
        display: 'jekyll build',
        file: 'jekyll',
        args: ['build'],
        missing:
          'Install Jekyll in an earlier step: "uses: ruby/setup-ruby@v1", then "run: gem install jekyll" (or add ' +
          'a Gemfile with jekyll and use "bundler-cache: true"); or set "build".',
      };
  return {
    generator: 'jekyll',
    name: 'Jekyll',
    reason: gemfile && /\bjekyll\b/.test(gemfile) ? `${configFile} and jekyll in the Gemfile` : configFile,
    build: [build],
    outputDirs: [path.resolve(root, destination ?? '_site')],
    outputReason: destination ? `destination in ${configFile}` : "Jekyll's default",
  };
}

export async function detectMkDocs({ root, files }: Clues): Promise<Found | undefined> {
  const configFile = ['mkdocs.yml', 'mkdocs.yaml'].find((name) => files.has(name));
  if (!configFile) return undefined;
  const siteDir = stringSetting(
    await readConfig((await readText(path.join(root, configFile))) ?? '', 'yaml'),
    'site_dir',
  );
  return {
    generator: 'mkdocs',
    name: 'MkDocs',
    reason: configFile,
    build: [
      {
        display: 'mkdocs build',
        file: 'mkdocs',
        args: ['build'],
        missing:
          'Install MkDocs in an earlier step: "uses: actions/setup-python@v5", then "run: pip install mkdocs" ' +
          '(or "pip install -r requirements.txt" with your theme and plugins); or set "build".',
      },
    ],
    outputDirs: [path.resolve(root, siteDir ?? 'site')],
    outputReason: siteDir ? `site_dir in ${configFile}` : "MkDocs' default",
  };
}
