// Unit tests of reading the base a site's config sets, and the CNAME its sources publish, from the files on disk.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { cnameDomain } from '../../src/git/target.js';
import { configuredBase, siteCname } from '../../src/site/configured-base.js';
import type { Site } from '../../src/site/detect.js';
import { basePathSetting } from '../../src/inputs/input-values.js';

let root = '';
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'configured-base-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function site(generator: Site['generator'], files: Record<string, string>, reason = ''): Promise<Site> {
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), text);
  }
  return {
    root,
    generator,
    name: generator,
    reason,
    packageManager: undefined,
    workspace: undefined,
    scripts: {},
    build: [],
    outputDirs: [path.join(root, 'public')],
    outputReason: '',
    deployTargets: [],
  };
}

describe('configuredBase', () => {
  test("Hexo: url's path is the base when root is unset (as Hexo derives it); root wins when set", async () => {
    const fromUrl = await configuredBase(await site('hexo', { '_config.yml': 'url: https://octo.github.io/blog\n' }));
    expect(fromUrl).toMatchObject({ setting: 'url in _config.yml', basePath: '/blog/' });
    expect(fromUrl?.fix('https://octo.github.io/site/')).toBe(
      'url to "https://octo.github.io/site" and root to "/site/"',
    );
    await fs.writeFile(path.join(root, '_config.yml'), 'url: https://octo.github.io/blog\nroot: /docs\n');
    expect(await configuredBase(await site('hexo', {}))).toMatchObject({
      setting: 'root in _config.yml',
      basePath: '/docs/',
    });
  });

  test('Hexo: the url of the last of its --config files that sets one', async () => {
    const hexo = await site('hexo', {
      '_config.yml': 'url: https://octo.github.io/staging\n',
      '_config.prod.yml': 'url: https://octo.github.io/blog\n',
    });
    const configFiles = [path.join(root, '_config.yml'), path.join(root, '_config.prod.yml')];

    expect(await configuredBase({ ...hexo, configFiles })).toMatchObject({
      setting: 'url in _config.prod.yml',
      basePath: '/blog/',
    });
  });

  test("Hexo and Hugo: the generators' own placeholders set no base", async () => {
    expect(await configuredBase(await site('hexo', { '_config.yml': 'url: http://example.com\n' }))).toBeUndefined();
    const hugo = await site('hugo', { 'hugo.toml': "baseURL = 'https://example.org/'\n" }, 'hugo.toml');
    expect(await configuredBase(hugo)).toBeUndefined();
  });

  test('Hugo: baseURL from the config detection found, in any case', async () => {
    const hugo = await site('hugo', { 'config.yaml': 'baseurl: https://blog.example.com/docs/\n' }, 'config.yaml');
    expect(await configuredBase(hugo)).toMatchObject({
      setting: 'baseURL in config.yaml',
      value: 'https://blog.example.com/docs/',
      basePath: '/docs/',
    });
  });

  test('Jekyll: baseurl, empty or "/" being none', async () => {
    expect(await configuredBase(await site('jekyll', { '_config.yml': 'baseurl: ""\n' }))).toBeUndefined();
    const own = await configuredBase(await site('jekyll', { '_config.yml': 'baseurl: /blog\n' }));
    expect(own).toMatchObject({ setting: 'baseurl in _config.yml', basePath: '/blog/' });
    expect(own?.fix('https://octo.github.io/site/')).toBe('baseurl to "/site"');
  });

  test('MkDocs: the path of site_url', async () => {
    const mkdocs = await site('mkdocs', { 'mkdocs.yml': 'site_url: https://octo.github.io/docs/\n' }, 'mkdocs.yml');
    expect(await configuredBase(mkdocs)).toMatchObject({ setting: 'site_url in mkdocs.yml', basePath: '/docs/' });
  });

  test('JavaScript configs: the literal base of Astro, VitePress and Eleventy; "/" is their default', async () => {
    const astro = await site('astro', { 'astro.config.mjs': "export default defineConfig({ base: '/docs' });\n" });
    expect(await configuredBase(astro)).toMatchObject({ setting: 'base in astro.config.mjs', basePath: '/docs/' });
    const vitepress = await site('vitepress', { 'docs/.vitepress/config.mts': "export default { base: '/' };\n" });
    expect(await configuredBase(vitepress)).toBeUndefined();
    const eleventy = await site('eleventy', { 'eleventy.config.js': 'export const config = { pathPrefix: "/x/" };\n' });
    expect(await configuredBase(eleventy)).toMatchObject({ setting: 'pathPrefix in eleventy.config.js' });
  });

  test("Docusaurus: baseUrl is the site's own, also '/'", async () => {
    const docusaurus = await site('docusaurus', { 'docusaurus.config.js': "export default { baseUrl: '/' };\n" });
    expect(await configuredBase(docusaurus)).toMatchObject({
      setting: 'baseUrl in docusaurus.config.js',
      basePath: '/',
    });
  });

  test('no config, or a site without a generator: none', async () => {
    expect(await configuredBase(await site('hugo', {}, 'hugo.toml'))).toBeUndefined();
    expect(await configuredBase(await site('none', {}))).toBeUndefined();
  });
});

describe('siteCname and cnameDomain', () => {
  test("the CNAME a generator publishes from the site's sources", async () => {
    expect(await siteCname(await site('hugo', { 'static/CNAME': 'blog.example.com\n' }))).toEqual({
      domain: 'blog.example.com',
      file: 'static/CNAME',
    });
    expect(await siteCname(await site('hexo', { CNAME: 'x.example.com\n' }))).toBeUndefined();
  });

  test('a domain on the first line; anything else is none', () => {
    expect(cnameDomain('docs.example.com.\r\nmore\n')).toBe('docs.example.com');
    expect(cnameDomain('https://docs.example.com/\n')).toBe('');
    expect(cnameDomain('')).toBe('');
  });
});

describe('basePathSetting', () => {
  test('auto (also empty) and off; anything else is refused, naming the input', () => {
    expect(basePathSetting('')).toBe('auto');
    expect(basePathSetting('OFF')).toBe('off');
    expect(() => basePathSetting('none')).toThrow('Input "base-path" must be "auto"');
  });
});
