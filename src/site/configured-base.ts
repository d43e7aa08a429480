// The base address a site's own config sets, and the CNAME its sources will publish: read from the files on disk,
// without running anything (a JavaScript config's literal values only, as configs.ts reads them).
import * as path from 'node:path';
import { cnameDomain } from '../git/target.js';
import { basePathOf as pathOf } from '../preview.js';
import { literalOption, readConfig, stringSetting, type ConfigFormat } from './configs.js';
import type { Site } from './detect.js';
import { readText } from './files.js';

/** A base the site's config sets itself (other than the generator's default). */
export interface ConfiguredBase {
  /** The setting and its file, as the log names them: `baseURL in hugo.toml`. */
  setting: string;
  value: string;
  /** The path the site's links start with under that setting. */
  basePath: string;
  /** What to set for the site served at `baseUrl`: `baseURL to "https://octo.github.io/blog/"`. */
  fix: (baseUrl: string) => string;
}

/** Placeholders the generators' own starters write: a config that holds one sets no base of its own. */
const PLACEHOLDERS = new Set([
  'http://example.com',
  'https://example.com',
  'http://example.org',
  'https://example.org',
]);

/** The base the site's config sets, for the generators whose links depend on one; undefined when it sets none. */
export async function configuredBase(site: Site): Promise<ConfiguredBase | undefined> {
  const root = site.root;
  switch (site.generator) {
    case 'hexo':
      return hexoBase(await yamlFile(root, '_config.yml'));
    case 'hugo': {
      const config = await configFile(root, site.reason);
      const value = stringSetting(config, 'baseURL');
      return urlBase(value, `baseURL in ${site.reason}`, (url) => `baseURL to "${url}"`);
    }
    case 'jekyll': {
      const file = (await readText(path.join(root, '_config.yml'))) === undefined ? '_config.yaml' : '_config.yml';
      const value = stringSetting(await yamlFile(root, file), 'baseurl');
      if (value === undefined || value === '/') return undefined;
      return {
        setting: `baseurl in ${file}`,
        value,
        basePath: slashed(value),
        fix: (url) => `baseurl to "${trimmed(pathOf(url))}"`,
      };
    }
    case 'mkdocs': {
      const file = site.reason;
      const value = stringSetting(await yamlFile(root, file), 'site_url');
      return urlBase(value, `site_url in ${file}`, (url) => `site_url to "${url}"`);
    }
    case 'eleventy':
      return literalBase(root, ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js'], {
        key: 'pathPrefix',
      });
    case 'vitepress':
      return literalBase(root, vitePressConfigs(site), { key: 'base' });
    case 'astro':
      return literalBase(
        root,
        ['mjs', 'js', 'ts', 'mts', 'cjs'].map((extension) => `astro.config.${extension}`),
        { key: 'base' },
      );
    case 'docusaurus':
      // baseUrl is required: whatever it says is the site's own.
      return literalBase(
        root,
        ['js', 'ts', 'mjs', 'mts', 'cjs'].map((extension) => `docusaurus.config.${extension}`),
        { key: 'baseUrl', rootIsOwn: true },
      );
    default:
      return undefined;
  }
}

/**
 * Hexo's links start with `root`, which Hexo takes from `url`'s path when it is not set (hexo's load_config); `url`
 * itself is the site's absolute address (feeds, sitemaps). Either set, other than Hexo's defaults, is the site's own.
 */
function hexoBase(config: Record<string, unknown>): ConfiguredBase | undefined {
  const url = stringSetting(config, 'url');
  const root = stringSetting(config, 'root');
  const fix = (baseUrl: string): string => `url to "${baseUrl.replace(/\/$/, '')}" and root to "${pathOf(baseUrl)}"`;
  if (root !== undefined && root !== '/')
    return { setting: 'root in _config.yml', value: root, basePath: slashed(root), fix };
  if (url === undefined || PLACEHOLDERS.has(url.replace(/\/+$/, ''))) return undefined;
  if (root === '/') return { setting: 'root in _config.yml', value: root, basePath: '/', fix };
  return { setting: 'url in _config.yml', value: url, basePath: pathOf(url), fix };
}

/** A setting that holds the site's whole address (Hugo's baseURL, MkDocs' site_url); a relative one is a path. */
function urlBase(value: string | undefined, setting: string, fix: (url: string) => string): ConfiguredBase | undefined {
  if (value === undefined || value === '/' || PLACEHOLDERS.has(value.replace(/\/+$/, ''))) return undefined;
  return { setting, value, basePath: /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? pathOf(value) : slashed(value), fix };
}

async function literalBase(
  root: string,
  files: readonly string[],
  options: { key: string; rootIsOwn?: boolean },
): Promise<ConfiguredBase | undefined> {
  for (const file of files) {
    const text = await readText(path.join(root, file));
    const value = text === undefined ? undefined : literalOption(text, options.key);
    if (value === undefined) continue;
    if (value === '/' && !options.rootIsOwn) return undefined;
    const fix = (url: string): string => `${options.key} to "${pathOf(url)}"`;
    return { setting: `${options.key} in ${file}`, value, basePath: slashed(value), fix };
  }
  return undefined;
}

/** VitePress' config, in the docs root's .vitepress folder (the folder its output is under, or docs/, or the site). */
function vitePressConfigs(site: Site): string[] {
  const output = site.outputDirs[0] ?? '';
  const fromOutput = output.endsWith(path.join('.vitepress', 'dist')) ? path.dirname(path.dirname(output)) : '';
  const roots = [...new Set([fromOutput ? path.relative(site.root, fromOutput) : 'docs', 'docs', '.'])];
  return roots.flatMap((docs) =>
    ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs'].map((extension) => path.join(docs, '.vitepress', `config.${extension}`)),
  );
}

/** Where a generator takes files to publish as they are: a CNAME there is published at the site's root. */
const CNAME_FILES: Partial<Record<Site['generator'], string[]>> = {
  hexo: ['source/CNAME'],
  hugo: ['static/CNAME'],
  jekyll: ['CNAME'],
  mkdocs: ['docs/CNAME'],
  vitepress: ['docs/public/CNAME', 'public/CNAME'],
  astro: ['public/CNAME'],
  docusaurus: ['static/CNAME'],
};

/** The domain of the CNAME the site's sources publish, and its file; undefined when they have none. */
export async function siteCname(site: Site): Promise<{ domain: string; file: string } | undefined> {
  for (const file of CNAME_FILES[site.generator] ?? []) {
    const domain = cnameDomain((await readText(path.join(site.root, file))) ?? '');
    if (domain) return { domain, file };
  }
  return undefined;
}

function slashed(value: string): string {
  return `/${value.trim()}/`.replace(/\/{2,}/g, '/');
}

function trimmed(basePath: string): string {
  return basePath === '/' ? '' : basePath.replace(/\/$/, '');
}

async function yamlFile(root: string, file: string): Promise<Record<string, unknown>> {
  return readConfig((await readText(path.join(root, file))) ?? '', 'yaml');
}

/** Hugo's config, named by detection (`hugo.toml`, `config/_default/hugo.yaml`, `config.json`, …). */
async function configFile(root: string, file: string): Promise<Record<string, unknown>> {
  const extension = path.extname(file).slice(1);
  const format: ConfigFormat = extension === 'toml' ? 'toml' : extension === 'json' ? 'json' : 'yaml';
  return readConfig((await readText(path.join(root, file))) ?? '', format);
}
