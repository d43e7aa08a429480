// Jekyll: a _config.yml (or .yaml) without the hexo dependency; built through Bundler when there is a Gemfile.
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { basePathOf } from '../inputs/preview.js';
import { slashed, yamlFile } from './config-base.js';
import { readConfig, stringSetting } from './configs.js';
import type { Clues, Found, Generator, Step } from './generator.js';

export const jekyll: Generator = {
  id: 'jekyll',
  title: 'Jekyll',
  autoBuild: '`bundle exec jekyll build`, or `jekyll build` without a Gemfile',
  detect: detectJekyll,
  stepBase: (_step, base) => ({ args: ['--baseurl', base.basePath.replace(/\/$/, '')] }),
  passedAs: '--baseurl (the path)',
  howToPass: (variables) => `${variables}: build with jekyll build --baseurl "\${PAGES_PUSH_BASE_PATH%/}".`,
  async configuredBase({ root }) {
    const file = (await readText(path.join(root, '_config.yml'))) === undefined ? '_config.yaml' : '_config.yml';
    const value = stringSetting(await yamlFile(root, file), 'baseurl');
    if (value === undefined || value === '/') return undefined;
    const trimmed = (basePath: string): string => (basePath === '/' ? '' : basePath.replace(/\/$/, ''));
    return {
      setting: `baseurl in ${file}`,
      value,
      basePath: slashed(value),
      fix: (url) => `baseurl to "${trimmed(basePathOf(url))}"`,
    };
  },
  cnameFiles: ['CNAME'],
  baseFix: (_pageUrl, basePath) =>
    `set baseurl: ${`"${basePath}"`.replace(/\/"$/, '"')} in _config.yml, and write links through relative_url`,
  baseLinkFix: () => "write them through relative_url ({{ '/about/' | relative_url }})",
};

async function detectJekyll({ root, files }: Clues): Promise<Found | undefined> {
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
    reason: gemfile && /\bjekyll\b/.test(gemfile) ? `${configFile} and jekyll in the Gemfile` : configFile,
    build: [build],
    outputDirs: [path.resolve(root, destination ?? '_site')],
    outputReason: destination ? `destination in ${configFile}` : "Jekyll's default",
  };
}
