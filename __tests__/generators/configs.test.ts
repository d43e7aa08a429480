// Unit tests of reading the output folder from each generator's config.
import { literalOption, readConfig, scriptOption, stringSetting } from '../../src/generators/configs.js';
import { looksLikeHugo } from '../../src/generators/hugo.js';

describe('readConfig and stringSetting', () => {
  test('reads Hugo publishDir from TOML, YAML and JSON, its key in any case', async () => {
    expect(stringSetting(await readConfig("publishDir = 'docs'\n", 'toml'), 'publishDir')).toBe('docs');
    expect(stringSetting(await readConfig('publishdir: out\n', 'yaml'), 'publishDir')).toBe('out');
    expect(stringSetting(await readConfig('{"PublishDir": "site"}', 'json'), 'publishDir')).toBe('site');
  });

  test('reads MkDocs site_dir past the Python tags YAML does not know', async () => {
    const text = [
      'site_name: Docs',
      'site_dir: build/html',
      'markdown_extensions:',
      '  - pymdownx.emoji:',
      '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
      '',
    ].join('\n');

    expect(stringSetting(await readConfig(text, 'yaml'), 'site_dir')).toBe('build/html');
  });

  test('an unreadable file, or a value that is not text, reads as unset', async () => {
    expect(await readConfig('publishDir = [', 'toml')).toEqual({});
    expect(await readConfig('{', 'json')).toEqual({});
    expect(await readConfig('a: [b', 'yaml')).toEqual({});
    expect(await readConfig('- a\n- b\n', 'yaml')).toEqual({});
    expect(stringSetting({ destination: 3 }, 'destination')).toBeUndefined();
    expect(stringSetting({ destination: '  ' }, 'destination')).toBeUndefined();
  });
});

describe('looksLikeHugo', () => {
  test('a config.toml with baseURL or theme is Hugo', async () => {
    expect(looksLikeHugo(await readConfig("baseURL = 'https://example.org/'\ntitle = 'x'\n", 'toml'))).toBe(true);
    expect(looksLikeHugo(await readConfig("theme = 'ananke'\n", 'toml'))).toBe(true);
  });

  test('a config.toml of another tool is not', async () => {
    expect(looksLikeHugo(await readConfig('[tool.black]\nline-length = 100\n', 'toml'))).toBe(false);
    expect(looksLikeHugo(await readConfig("title = 'x'\n", 'toml'))).toBe(false);
  });
});

describe('literalOption', () => {
  test('reads a literal outDir from an Astro or VitePress config', () => {
    const astro =
      "import { defineConfig } from 'astro/config';\nexport default defineConfig({\n  outDir: './build/site',\n});\n";

    expect(literalOption(astro, 'outDir')).toBe('./build/site');
    expect(literalOption('export default { title: "x", "outDir": "../dist" }', 'outDir')).toBe('../dist');
  });

  test('ignores a commented-out option and one that is computed', () => {
    expect(
      literalOption("export default {\n  // outDir: 'old',\n  /* outDir: 'older' */\n}\n", 'outDir'),
    ).toBeUndefined();
    expect(literalOption('export default { outDir: path.join(root, "x") }', 'outDir')).toBeUndefined();
  });

  test("reads Eleventy's dir.output, not another output key", () => {
    const config =
      "export default function () {\n  return { output: 'wrong', dir: { input: 'src', output: 'www' } };\n}\n";

    expect(literalOption(config, 'output', 'dir')).toBe('www');
    expect(literalOption("module.exports = { output: 'x' };", 'output', 'dir')).toBeUndefined();
  });

  test('keeps a URL in a string from being read as a comment', () => {
    expect(literalOption("export default { site: 'https://example.org', outDir: 'out' }", 'outDir')).toBe('out');
  });
});

describe('scriptOption', () => {
  test('reads an option in either form', () => {
    expect(scriptOption('docusaurus build --out-dir public', 'out-dir')).toBe('public');
    expect(scriptOption('eleventy --output=dist --quiet', 'output')).toBe('dist');
    expect(scriptOption('npx @11ty/eleventy --output "site" && echo done', 'output')).toBe('site');
    expect(scriptOption('vitepress build docs', 'outDir')).toBeUndefined();
  });
});
