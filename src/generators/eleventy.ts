// Eleventy: the @11ty/eleventy dependency; its output folder from the build script or its JavaScript config.
import { literalBase } from './config-base.js';
import { scriptOption } from './configs.js';
import { setsOption, type Generator } from './generator.js';
import { nodeBuild, optionInFiles } from './node-build.js';

const CONFIG_FILES = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js'];

export const eleventy: Generator = {
  id: 'eleventy',
  title: 'Eleventy',
  autoBuild: 'the build script, else the binary',
  async detect(clues) {
    if (!('@11ty/eleventy' in clues.dependencies)) return undefined;
    const script = /\beleventy\b/.test(clues.scripts.build ?? '') ? 'build' : undefined;
    const fromScript = script ? scriptOption(clues.scripts.build ?? '', 'output') : undefined;
    const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, CONFIG_FILES, 'output', 'dir');
    return nodeBuild(clues, {
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
  },
  binaries: ['eleventy', '@11ty/eleventy'],
  commandFlags: (rest, base) =>
    setsOption(rest, '--serve', '--watch', '--pathprefix') ? [] : [`--pathprefix=${base.basePath}`],
  passedAs: '--pathprefix',
  howToPass: (variables) => `${variables}: build with eleventy --pathprefix="$PAGES_PUSH_BASE_PATH".`,
  configuredBase: (site) => literalBase(site.root, CONFIG_FILES, { key: 'pathPrefix' }),
  errorLines: [/^\[11ty\]\s+(?:Problem|Error)\b/],
  baseFix: (_pageUrl, basePath) =>
    `set pathPrefix: "${basePath}" in the Eleventy config, and write links through the url filter`,
  baseLinkFix: () => "write them through the url filter ({{ '/about/' | url }}) or Eleventy's HTML base plugin",
};
