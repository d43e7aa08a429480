// VitePress: the vitepress dependency; its docs root from the build script (or docs/ with a .vitepress folder), its
// output folder from the script or the docs root's .vitepress config.
import * as path from 'node:path';
import { exists } from '../shared/files.js';
import { literalBase } from './config-base.js';
import { scriptOption } from './configs.js';
import { setsOption, type DetectedSite, type Generator } from './generator.js';
import { nodeBuild, optionInFiles } from './node-build.js';

const CONFIG_EXTENSIONS = ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs'];

export const vitepress: Generator = {
  id: 'vitepress',
  title: 'VitePress',
  autoBuild: 'the build script, else the binary',
  async detect(clues) {
    if (!('vitepress' in clues.dependencies)) return undefined;
    const script = ['docs:build', 'build'].find((name) => /\bvitepress\b/.test(clues.scripts[name] ?? ''));
    // The docs root is the script's `vitepress build <root>` (none: the site's folder); without a script, docs/ when
    // it holds the .vitepress folder, as the VitePress wizard lays it out.
    const docsArgument = script
      ? /\bvitepress\s+build(?:\s+([^\s&|;-][^\s&|;]*))?/.exec(clues.scripts[script] ?? '')
      : null;
    const docsRoot = script
      ? (docsArgument?.[1] ?? '.')
      : (await exists(path.join(clues.root, 'docs', '.vitepress')))
        ? 'docs'
        : '.';
    const fromScript = script ? scriptOption(clues.scripts[script] ?? '', 'outDir') : undefined;
    const configFiles = CONFIG_EXTENSIONS.map((extension) => path.join(docsRoot, '.vitepress', `config.${extension}`));
    const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'outDir');
    return nodeBuild(clues, {
      dependency: 'vitepress',
      script,
      binary: ['vitepress', ['build', docsRoot]],
      output:
        fromScript ?? (fromConfig ? path.join(docsRoot, fromConfig.value) : path.join(docsRoot, '.vitepress', 'dist')),
      outputReason: fromScript
        ? 'the build script'
        : fromConfig
          ? `outDir in ${fromConfig.file}`
          : "VitePress' default",
    });
  },
  binaries: ['vitepress'],
  commandFlags: (rest, base) => (rest[0] === 'build' && !setsOption(rest, '--base') ? ['--base', base.basePath] : []),
  passedAs: '--base (the path)',
  howToPass: (variables) => `${variables}: build with vitepress build docs --base "$PAGES_PUSH_BASE_PATH".`,
  configuredBase: (site) => literalBase(site.root, configFiles(site), { key: 'base' }),
  cnameFiles: ['docs/public/CNAME', 'public/CNAME'],
  // Vite's and VitePress' (`error during build:`), not `error.html`.
  errorLines: [/^(?:\[vite(?:press)?\]\s*)?error(?::|\s)/],
  baseFix: (_pageUrl, basePath) => `set base: "${basePath}" in .vitepress/config`,
  baseLinkFix: () => 'write them with withBase() in components and relative in Markdown and CSS',
};

/** VitePress' config, in the docs root's .vitepress folder (the folder its output is under, or docs/, or the site). */
function configFiles(site: DetectedSite): string[] {
  const output = site.outputDirs[0] ?? '';
  const fromOutput = output.endsWith(path.join('.vitepress', 'dist')) ? path.dirname(path.dirname(output)) : '';
  const roots = [...new Set([fromOutput ? path.relative(site.root, fromOutput) : 'docs', 'docs', '.'])];
  return roots.flatMap((docs) =>
    CONFIG_EXTENSIONS.map((extension) => path.join(docs, '.vitepress', `config.${extension}`)),
  );
}
