// The generators that build with Node: what each runs (its package.json script, or its binary through the
// package manager) and where it writes the site, read from its script or its JavaScript config.
import * as path from 'node:path';
import { literalOption, scriptOption } from './configs.js';
import { exists, readText } from './files.js';
import type { Clues, Found, Generator, Step } from './generators.js';
import { execBinary, installHint, type PackageManager } from './package-manager.js';

export async function detectEleventy(clues: Clues): Promise<Found | undefined> {
  if (!('@11ty/eleventy' in clues.dependencies)) return undefined;
  const script = /\beleventy\b/.test(clues.scripts.build ?? '') ? 'build' : undefined;
  const fromScript = script ? scriptOption(clues.scripts.build ?? '', 'output') : undefined;
  const configFiles = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js'];
  const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'output', 'dir');
  return nodeGenerator(clues, {
    generator: 'eleventy',
    name: 'Eleventy',
    dependency: '@11ty/eleventy',
    script,
    binary: ['eleventy', []],
    output: fromScript ?? fromConfig?.value ?? '_site',
    outputReason: fromScript
      ? 'the build script'
      : fromConfig
        ? `dir.output in ${fromConfig.file}`
        : "Eleventy's default",
  });
}

export async function detectVitePress(clues: Clues): Promise<Found | undefined> {
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
  const fromScript = script ? scriptOption(clues.scripts[script] ?? '', 'outDir') : undefined;
  const configFiles = ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs'].map((extension) =>
    path.join(docsRoot, '.vitepress', `config.${extension}`),
  );
  const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'outDir');
  return nodeGenerator(clues, {
    generator: 'vitepress',
    name: 'VitePress',
    dependency: 'vitepress',
    script,
    binary: ['vitepress', ['build', docsRoot]],
    output:
      fromScript ?? (fromConfig ? path.join(docsRoot, fromConfig.value) : path.join(docsRoot, '.vitepress', 'dist')),
    outputReason: fromScript ? 'the build script' : fromConfig ? `outDir in ${fromConfig.file}` : "VitePress' default",
  });
}

export async function detectAstro(clues: Clues): Promise<Found | undefined> {
  if (!('astro' in clues.dependencies)) return undefined;
  const configFiles = ['mjs', 'js', 'ts', 'mts', 'cjs'].map((extension) => `astro.config.${extension}`);
  const fromConfig = await optionInFiles(clues.root, configFiles, 'outDir');
  return nodeGenerator(clues, {
    generator: 'astro',
    name: 'Astro',
    dependency: 'astro',
    script: clues.scripts.build ? 'build' : undefined,
    binary: ['astro', ['build']],
    output: fromConfig?.value ?? 'dist',
    outputReason: fromConfig ? `outDir in ${fromConfig.file}` : "Astro's default",
  });
}

export function detectDocusaurus(clues: Clues): Found | undefined {
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

export function detectBuildScript(clues: Clues): Found | undefined {
  if (!clues.scripts.build || !clues.packageManager) return undefined;
  const candidates = ['dist', 'build', 'public', 'out'];
  return {
    generator: 'build-script',
    name: 'a build script',
    reason: 'scripts.build in package.json',
    build: [scriptStep(clues.packageManager, 'build', clues.scripts.build)],
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
  if (spec.script) build = scriptStep(manager, spec.script, clues.scripts[spec.script] ?? '');
  else {
    const [file, args] = execBinary(manager, ...spec.binary);
    const command = [spec.binary[0], ...spec.binary[1]].join(' ');
    build = { display: [file, ...args].join(' '), file, args, missing: installHint(manager), command };
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

/** `<manager> run <script>`; `command` is the script's text. */
function scriptStep(manager: PackageManager, script: string, command: string): Step {
  return {
    display: `${manager.binary} run ${script}`,
    file: manager.binary,
    args: ['run', script],
    missing: installHint(manager),
    command,
  };
}

/**
 * The first of `files` (relative to `root`) whose JavaScript or TypeScript sets `key` (inside the object `within`)
 * to a literal string: its value and the file.
 */
async function optionInFiles(
  root: string,
  files: readonly string[],
  key: string,
  within?: string,
): Promise<{ value: string; file: string } | undefined> {
  for (const file of files) {
    const text = await readText(path.join(root, file));
    const value = text === undefined ? undefined : literalOption(text, key, within);
    if (value) return { value, file };
  }
  return undefined;
}
