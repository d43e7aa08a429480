// Docusaurus: the @docusaurus/core dependency; its output folder from the build script's --out-dir. It takes no base
// address on its command line: baseUrl in its config is required, and always the site's own.
import { literalBase } from './config-base.js';
import { scriptOption } from './configs.js';
import type { Generator } from './generator.js';
import { nodeBuild } from './node-build.js';

export const docusaurus: Generator = {
  id: 'docusaurus',
  title: 'Docusaurus',
  autoBuild: 'the build script, else the binary',
  detect(clues) {
    if (!('@docusaurus/core' in clues.dependencies)) return undefined;
    const script = clues.scripts.build ? 'build' : undefined;
    const outDir = script ? scriptOption(clues.scripts.build ?? '', 'out-dir') : undefined;
    return nodeBuild(clues, {
      dependency: '@docusaurus/core',
      script,
      binary: ['docusaurus', ['build']],
      output: outDir ?? 'build',
      outputReason: outDir ? 'the build script' : "Docusaurus' default",
    });
  },
  takesNoBase: 'Docusaurus has no such flag',
  howToPass: (variables) =>
    `${variables}: set baseUrl: process.env.PAGES_PUSH_BASE_PATH ?? '/' in docusaurus.config.js.`,
  // baseUrl is required: whatever it says is the site's own.
  configuredBase: (site) =>
    literalBase(
      site.root,
      ['js', 'ts', 'mjs', 'mts', 'cjs'].map((extension) => `docusaurus.config.${extension}`),
      { key: 'baseUrl', rootIsOwn: true },
    ),
  cnameFiles: ['static/CNAME'],
  errorLines: [/^\[(?:ERROR|FATAL)\]/],
  baseFix: (pageUrl, basePath) =>
    `set baseUrl: "${basePath}" (and url: "${new URL(pageUrl).origin}") in docusaurus.config.js`,
  baseLinkFix: () => 'write them with useBaseUrl() in components, and as Markdown links in docs',
};
