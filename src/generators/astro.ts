// Astro: the astro dependency; its output folder from astro.config.*.
import { literalBase } from './config-base.js';
import { setsOption, type Generator } from './generator.js';
import { nodeBuild, optionInFiles } from './node-build.js';

const CONFIG_FILES = ['mjs', 'js', 'ts', 'mts', 'cjs'].map((extension) => `astro.config.${extension}`);

export const astro: Generator = {
  id: 'astro',
  title: 'Astro',
  autoBuild: 'the build script, else the binary',
  async detect(clues) {
    if (!('astro' in clues.dependencies)) return undefined;
    const fromConfig = await optionInFiles(clues.root, CONFIG_FILES, 'outDir');
    return nodeBuild(clues, {
      dependency: 'astro',
      script: clues.scripts.build ? 'build' : undefined,
      binary: ['astro', ['build']],
      output: fromConfig?.value ?? 'dist',
      outputReason: fromConfig ? `outDir in ${fromConfig.file}` : "Astro's default",
    });
  },
  binaries: ['astro'],
  commandFlags: (rest, base) =>
    rest[0] === 'build' && !setsOption(rest, '--site', '--base')
      ? ['--site', new URL(base.baseUrl).origin, '--base', base.basePath]
      : [],
  passedAs: '--site (the origin) and --base (the path)',
  howToPass: (variables) => `${variables}: build with astro build --base "$PAGES_PUSH_BASE_PATH".`,
  configuredBase: (site) => literalBase(site.root, CONFIG_FILES, { key: 'base' }),
  cnameFiles: ['public/CNAME'],
  baseFix: (pageUrl, basePath) =>
    `set base: "${basePath}" (and site: "${new URL(pageUrl).origin}") in astro.config.mjs`,
  baseLinkFix: () => 'prefix them with import.meta.env.BASE_URL, and write CSS url()s relative',
};
