// Recognises the site's generator from its files, and chooses what `build: auto` runs and where the site lands.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { literalOption, looksLikeHugo, readConfig, scriptOption, stringSetting, type ConfigFormat } from './configs.js';
import { parseHexoConfig, type DeployTarget } from './hexo.js';
import { choosePackageManager, execBinary, installHint, type PackageManager } from './package-manager.js';
import { exists, readText } from './files.js';

export type Generator =
  'hexo' | 'hugo' | 'jekyll' | 'mkdocs' | 'eleventy' | 'vitepress' | 'astro' | 'docusaurus' | 'build-script' | 'none';

/** A command to run: argv for the ones we choose, `bash -c` for the user's own. */
export interface Step {
  display: string;
  file: string;
  args: string[];
  /** What to tell the user when the command's binary is not on the runner. */
  missing?: string;
}

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
}

interface Found {
  generator: Generator;
  name: string;
  reason: string;
  build: Step[];
  outputDirs: string[];
  outputReason: string;
  deployTargets?: DeployTarget[];
}

interface Clues {
  root: string;
  files: ReadonlySet<string>;
  dependencies: Record<string, unknown>;
  scripts: Record<string, string>;
  packageManager: PackageManager | undefined;
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

export async function detectSite(root: string, runner: Runner, rootInput = 'working-directory'): Promise<Site> {
  let names: string[];
  try {
    names = await fs.readdir(root);
  } catch {
    throw new Error(
      `The site's folder ${root} does not exist or is not a folder. Check "${rootInput}", and that a checkout ` +
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

async function detectHexo({ root, files, dependencies }: Clues): Promise<Found | undefined> {
  if (!files.has('_config.yml') || !('hexo' in dependencies)) return undefined;
  const config = parseHexoConfig((await readText(path.join(root, '_config.yml'))) ?? '', '_config.yml');
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
  };
}

const HUGO_MISSING =
  'Install Hugo in an earlier step: "uses: peaceiris/actions-hugo@v3" (with hugo-version and extended: true), or ' +
  '"run: sudo apt-get install -y hugo"; or set "build".';

async function detectHugo({ root }: Clues): Promise<Found | undefined> {
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
      found = { file, config: readConfig(text, format) };
      break;
    }
  }
  for (const [file, format] of found ? [] : named('config')) {
    const text = await readText(path.join(root, file));
    const config = text === undefined ? {} : readConfig(text, format);
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
    build: [{ display: 'hugo --minify', file: 'hugo', args: ['--minify'], missing: HUGO_MISSING }],
    outputDirs: [path.resolve(root, publishDir ?? 'public')],
    outputReason: publishDir ? `publishDir in ${found.file}` : "Hugo's default",
  };
}

async function detectJekyll({ root, files }: Clues): Promise<Found | undefined> {
  if (!files.has('_config.yml') && !files.has('_config.yaml')) return undefined;
  const configFile = files.has('_config.yml') ? '_config.yml' : '_config.yaml';
  const config = readConfig((await readText(path.join(root, configFile))) ?? '', 'yaml');
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

async function detectMkDocs({ root, files }: Clues): Promise<Found | undefined> {
  const configFile = ['mkdocs.yml', 'mkdocs.yaml'].find((name) => files.has(name));
  if (!configFile) return undefined;
  const siteDir = stringSetting(readConfig((await readText(path.join(root, configFile))) ?? '', 'yaml'), 'site_dir');
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

async function detectEleventy(clues: Clues): Promise<Found | undefined> {
  if (!('@11ty/eleventy' in clues.dependencies)) return undefined;
  const script = /\beleventy\b/.test(clues.scripts.build ?? '') ? 'build' : undefined;
  let output = script ? scriptOption(clues.scripts.build ?? '', 'output') : undefined;
  let outputReason = output ? 'the build script' : '';
  if (!output) {
    for (const file of ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js']) {
      const text = await readText(path.join(clues.root, file));
      output = text === undefined ? undefined : literalOption(text, 'output', 'dir');
      if (output) {
        outputReason = `dir.output in ${file}`;
        break;
      }
    }
  }
  return nodeGenerator(clues, {
    generator: 'eleventy',
    name: 'Eleventy',
    dependency: '@11ty/eleventy',
    script,
    binary: ['eleventy', []],
    output: output ?? '_site',
    outputReason: outputReason || "Eleventy's default",
  });
}

async function detectVitePress(clues: Clues): Promise<Found | undefined> {
  if (!('vitepress' in clues.dependencies)) return undefined;
  const script = ['docs:build', 'build'].find((name) => /\bvitepress\b/.test(clues.scripts[name] ?? ''));
  // The docs root is the script's `vitepress build <root>` (none: the site's folder); without a script, docs/ when it
  // holds the .vitepress folder, as the VitePress wizard lays it out.
  const docsArgument = script
    ? /\bvitepress\s+build(?:\s+([^\s&|;-][^\s&|;]*))?/.exec(clues.scripts[script] ?? '')
    : null;
  const docsRoot = script
    ? (docsArgument?.[1] ?? '.')
    : (await exists(path.join(clues.root, 'docs', '.vitepress')))
      ? 'docs'
      : '.';
  let outDir = script ? scriptOption(clues.scripts[script] ?? '', 'outDir') : undefined;
  let outputReason = outDir ? 'the build script' : '';
  if (!outDir) {
    for (const extension of ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs']) {
      const file = path.join(docsRoot, '.vitepress', `config.${extension}`);
      const text = await readText(path.join(clues.root, file));
      outDir = text === undefined ? undefined : literalOption(text, 'outDir');
      if (outDir) {
        outputReason = `outDir in ${file}`;
        outDir = path.join(docsRoot, outDir);
        break;
      }
    }
  }
  return nodeGenerator(clues, {
    generator: 'vitepress',
    name: 'VitePress',
    dependency: 'vitepress',
    script,
    binary: ['vitepress', ['build', docsRoot]],
    output: outDir ?? path.join(docsRoot, '.vitepress', 'dist'),
    outputReason: outputReason || "VitePress' default",
  });
}

async function detectAstro(clues: Clues): Promise<Found | undefined> {
  if (!('astro' in clues.dependencies)) return undefined;
  let outDir: string | undefined;
  let outputReason = "Astro's default";
  for (const extension of ['mjs', 'js', 'ts', 'mts', 'cjs']) {
    const file = `astro.config.${extension}`;
    const text = await readText(path.join(clues.root, file));
    outDir = text === undefined ? undefined : literalOption(text, 'outDir');
    if (outDir) {
      outputReason = `outDir in ${file}`;
      break;
    }
  }
  return nodeGenerator(clues, {
    generator: 'astro',
    name: 'Astro',
    dependency: 'astro',
    script: clues.scripts.build ? 'build' : undefined,
    binary: ['astro', ['build']],
    output: outDir ?? 'dist',
    outputReason,
  });
}

function detectDocusaurus(clues: Clues): Found | undefined {
  if (!('@docusaurus/core' in clues.dependencies)) return undefined;
  const script = clues.scripts.build ? 'build' : undefined;
  const outDir = script ? scriptOption(clues.scripts.build ?? '', 'out-dir') : undefined;
  return nodeGenerator(clues, {
    generator: 'docusaurus',
    name: 'Docusaurus',
    dependency: '@docusaurus/core',
    script,
    binary: ['docusaurus', ['build']],
    output: outDir ?? 'build',
    outputReason: outDir ? 'the build script' : "Docusaurus' default",
  });
}

function detectBuildScript(clues: Clues): Found | undefined {
  if (!clues.scripts.build || !clues.packageManager) return undefined;
  const candidates = ['dist', 'build', 'public', 'out'];
  return {
    generator: 'build-script',
    name: 'a build script',
    reason: 'scripts.build in package.json',
    build: [scriptStep(clues.packageManager, 'build')],
    outputDirs: candidates.map((dir) => path.resolve(clues.root, dir)),
    outputReason: 'the first that exists after the build',
  };
}

interface NodeGenerator {
  generator: Generator;
  name: string;
  dependency: string;
  /** The package.json script that builds the site, when there is one; else the binary runs. */
  script: string | undefined;
  binary: [string, string[]];
  output: string;
  outputReason: string;
}

function nodeGenerator(clues: Clues, spec: NodeGenerator): Found {
  // A package.json is what made the dependency visible, so a package manager was chosen.
  const manager = clues.packageManager ?? { name: 'npm', lockfile: '', binary: 'npm' };
  let build: Step;
  if (spec.script) build = scriptStep(manager, spec.script);
  else {
    const [file, args] = execBinary(manager, ...spec.binary);
    build = { display: [file, ...args].join(' '), file, args, missing: installHint(manager) };
  }
  return {
    generator: spec.generator,
    name: spec.name,
    reason: `the ${spec.dependency} dependency${spec.script ? ` and scripts.${spec.script}` : ''}`,
    build: [build],
    outputDirs: [path.resolve(clues.root, spec.output)],
    outputReason: spec.outputReason,
  };
}

function scriptStep(manager: PackageManager, script: string): Step {
  return {
    display: `${manager.binary} run ${script}`,
    file: manager.binary,
    args: ['run', script],
    missing: installHint(manager),
  };
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
