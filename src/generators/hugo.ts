// Hugo: a hugo.* config, or a config.* with keys only Hugo uses; not a Node package, so it must be on the runner.
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { urlBase } from './config-base.js';
import { readConfig, stringSetting, type ConfigFormat } from './configs.js';
import { LEVEL_FIRST, setsOption, type Clues, type Found, type Generator } from './generator.js';

const HUGO_MISSING =
  'Install Hugo in an earlier step: "uses: peaceiris/actions-hugo@v3" (with hugo-version and extended: true), or ' +
  '"run: sudo apt-get install -y hugo"; or set "build".';

export const hugo: Generator = {
  id: 'hugo',
  title: 'Hugo',
  autoBuild: '`hugo --minify`',
  detect: detectHugo,
  binaries: ['hugo'],
  commandFlags(rest, base) {
    // `hugo` and `hugo build` build; `hugo server` and the other subcommands do not.
    if (rest[0] !== undefined && rest[0] !== 'build' && !rest[0].startsWith('-')) return [];
    return setsOption(rest, '--baseURL', '--baseurl', '-b') ? [] : ['--baseURL', base.baseUrl];
  },
  passedAs: '--baseURL',
  howToPass: (variables) => `${variables}: build with hugo --baseURL "$PAGES_PUSH_BASE_URL".`,
  async configuredBase(site) {
    // The config detection named (`hugo.toml`, `config/_default/hugo.yaml`, `config.json`, …).
    const extension = path.extname(site.reason).slice(1);
    const format: ConfigFormat = extension === 'toml' ? 'toml' : extension === 'json' ? 'json' : 'yaml';
    const config = await readConfig((await readText(path.join(site.root, site.reason))) ?? '', format);
    const value = stringSetting(config, 'baseURL');
    return urlBase(value, `baseURL in ${site.reason}`, (url) => `baseURL to "${url}"`);
  },
  cnameFiles: ['static/CNAME'],
  errorLines: [LEVEL_FIRST],
  baseFix: (pageUrl) =>
    `set baseURL = "${pageUrl}" in the Hugo config (hugo.toml or config.toml), or build with --baseURL`,
  baseLinkFix: () =>
    'write them with relURL or absURL ({{ "about/" | relURL }}, no leading /), and relative in content',
};

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
    reason: found.file,
    build: [
      { display: 'hugo --minify', file: 'hugo', args: ['--minify'], missing: HUGO_MISSING, command: 'hugo --minify' },
    ],
    outputDirs: [path.resolve(root, publishDir ?? 'public')],
    outputReason: publishDir ? `publishDir in ${found.file}` : "Hugo's default",
  };
}

/** Keys only a Hugo config has at its top level, to tell a Hugo `config.toml` from any other. */
const HUGO_KEYS = [
  'baseurl',
  'languagecode',
  'defaultcontentlanguage',
  'publishdir',
  'contentdir',
  'theme',
  'paginate',
  'pagination',
  'taxonomies',
  'markup',
  'permalinks',
  'outputs',
  'module',
  'menu',
  'menus',
];

export function looksLikeHugo(config: Record<string, unknown>): boolean {
  return Object.keys(config).some((key) => HUGO_KEYS.includes(key.toLowerCase()));
}
