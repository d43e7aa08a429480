// Unit tests of reading Hexo's config files as Hexo reads them: every corpus file beside the js-yaml Hexo loads
// (with the schema its renderer uses), several --config files beside hexo-util's deepMerge, and which files the
// --config list names.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { hexoMerge, loadHexoYaml } from '../../src/generators/hexo-yaml.js';
import { parseHexoConfigs } from '../../src/generators/hexo-config.js';
import { configFlag, configListOf, splitConfigFlag } from '../../src/generators/hexo-config-files.js';

// Hexo's own reader, resolved from Hexo's folder: the copy `hexo generate` and `hexo deploy` load.
const fromHexo = createRequire(createRequire(import.meta.url).resolve('hexo/package.json'));
const jsYaml = fromHexo('js-yaml') as typeof import('js-yaml');
const jsTypes = fromHexo('js-yaml-js-types') as { all: import('js-yaml').Type[] };
const hexoSchema = jsYaml.DEFAULT_SCHEMA.extend(jsTypes.all);
const fromUtil = createRequire(createRequire(import.meta.url).resolve('hexo-util/package.json'));
const { deepMerge } = fromUtil('hexo-util') as { deepMerge: (target: unknown, source: unknown) => unknown };

const CORPUS = path.join(import.meta.dirname, '..', 'fixtures', 'hexo-deploy-corpus');
const FILES = readdirSync(CORPUS).filter((name) => name.endsWith('.yml'));

describe('loadHexoYaml beside the js-yaml Hexo uses', () => {
  test.each(FILES)('reads corpus %s as Hexo reads it', async (name) => {
    const text = readFileSync(path.join(CORPUS, name), 'utf8');

    expect(await loadHexoYaml(text, name)).toEqual(jsYaml.load(text, { schema: hexoSchema }));
  });

  test.each([
    ['merge keys in a list', 'a: &a {x: 1, y: [1, 2]}\nb:\n  - <<: *a\n    y: 3\n  - <<: [*a, {z: 0}]\n'],
    ['YAML 1.1 words, which 1.2 reads as text', 'a: yes\nb: off\nc: ~\nd: Null\ne: 0o17\nf: 017\ng: 0x1F\n'],
    ['numbers and dates', 'a: 1_000\nb: .inf\nc: 2024-01-02\nd: 2024-01-02 10:00:00\ne: 1e3\nf: +12\n'],
    ['tabs leading a line', 'deploy:\n\ttype: git\n\trepo: x\n'],
    ['a binary, a set, pairs', 'a: !!binary aGk=\nb: !!set {x, y}\nc: !!pairs [a: 1, b: 2]\n'],
  ])('reads %s as Hexo does', async (_, text) => {
    const escaped = text.replace(/\n(\t+)/g, (_match, tabs: string) => `\n${'  '.repeat(tabs.length)}`);

    expect(await loadHexoYaml(text, '_config.yml')).toEqual(jsYaml.load(escaped, { schema: hexoSchema }));
  });

  test('names the line of a file that is not YAML, without quoting it', async () => {
    const text = 'url: x\ndeploy:\n  repo: http://SECRET@h/x.git\n bad: [\n';

    await expect(loadHexoYaml(text, '_config.prod.yml')).rejects.toThrow(
      /^_config\.prod\.yml is not valid YAML \(line \d+\)/,
    );
    await expect(loadHexoYaml(text, '_config.prod.yml')).rejects.not.toThrow(/SECRET/);
  });
});

describe('hexoMerge beside hexo-util deepMerge', () => {
  const pairs: [string, unknown, unknown][] = [
    ['a deploy map over another', { deploy: { type: 'git', repo: 'a', message: 'm' } }, { deploy: { repo: 'b' } }],
    ['a deploy list over a map', { deploy: { type: 'git', repo: 'a' } }, { deploy: [{ type: 'git', repo: 'b' }] }],
    ['a map over a list', { deploy: [{ type: 'git', repo: 'a' }] }, { deploy: { type: 'git', repo: 'b' } }],
    ['lists entry by entry', { deploy: [{ repo: 'a' }, { repo: 'b' }] }, { deploy: [{ branch: 'x' }] }],
    ['lists of values', { skip: ['a', 'b'], n: [1, 2] }, { skip: ['c', 'a'], n: [3] }],
    ['null and values', { url: 'a', deploy: null, x: { y: 1 } }, { url: null, deploy: { type: 'git' }, x: 2 }],
    ['dates kept whole', { d: new Date(0) }, { d: new Date(1000) }],
  ];

  test.each(pairs)('merges %s as Hexo does', (_, target, source) => {
    expect(hexoMerge(target, source)).toEqual(deepMerge(target, source));
  });

  test('reads the w19 pair as Hexo merges _config.yml and _config.prod.yml', async () => {
    const first = readFileSync(path.join(CORPUS, 'w19.yml'), 'utf8');
    const pre = readFileSync(path.join(CORPUS, 'w19.pre.sh'), 'utf8');
    const second = pre.slice(pre.indexOf('\n') + 1, pre.lastIndexOf('X\n'));
    const expected = deepMerge(deepMerge({}, jsYaml.load(first)), jsYaml.load(second));

    expect(hexoMerge(hexoMerge({}, await loadHexoYaml(first, 'a')), await loadHexoYaml(second, 'b'))).toEqual(expected);
  });
});

describe('parseHexoConfigs', () => {
  test('applies merge keys: both deployers of w09 with the shared branch, identity and message', async () => {
    const text = readFileSync(path.join(CORPUS, 'w09.yml'), 'utf8');
    const config = await parseHexoConfigs([{ file: '_config.yml', text }]);

    expect(config.deployTargets).toMatchObject([
      { url: expect.stringContaining('REPO_A') as string, branch: 'gh-pages' },
      { url: expect.stringContaining('REPO_B') as string, branch: 'pages' },
    ]);
    expect(config.deployTargets[0]?.options).toMatchObject({
      name: 'Anchor Bot',
      email: 'anchor@example.org',
      message: "anchored {{ now('yyyy') }}",
    });
  });

  test("keeps w38's merged options: identity, message and ignore_hidden", async () => {
    const text = readFileSync(path.join(CORPUS, 'w38.yml'), 'utf8');
    const [target] = (await parseHexoConfigs([{ file: '_config.yml', text }])).deployTargets;

    expect(target?.options).toMatchObject({ name: 'Merge Bot', email: 'merge@example.org', ignoreHidden: false });
  });

  test('takes the deploy section of the later file, and names it', async () => {
    const config = await parseHexoConfigs([
      { file: '_config.yml', text: 'deploy:\n  type: git\n  repo: https://h/o/staging.git\n  message: s\n' },
      { file: '_config.prod.yml', text: 'deploy:\n  type: git\n  repo: https://h/o/prod.git\n' },
    ]);

    expect(config.deployTargets).toMatchObject([{ url: 'https://h/o/prod.git', options: { message: 's' } }]);
    expect(config.deployTargets[0]?.configFile).toMatch(/^_config\.prod\.yml \(merged over _config\.yml/);
  });

  test('names the one file that writes a deploy section', async () => {
    const config = await parseHexoConfigs([
      { file: '_config.yml', text: 'title: t\n' },
      { file: '_config.prod.yml', text: 'deploy:\n  type: git\n  repo: https://h/o/prod.git\n' },
    ]);

    expect(config.deployTargets[0]?.configFile).toBe('_config.prod.yml');
  });

  test('lists the deployers of another type, with where they are written', async () => {
    const text = readFileSync(path.join(CORPUS, 'w14.yml'), 'utf8');
    const config = await parseHexoConfigs([{ file: '_config.yml', text }]);

    expect(config.otherDeployers).toEqual([{ type: 'rsync', where: 'deploy (entry 2 of deploy) in _config.yml' }]);
    expect(config.deployTargets).toHaveLength(2);
  });

  test.each([
    [
      'w03.yml',
      /has `token:` beside `repo:`.*Move it into repo: `repo: \{url: <url>, branch: <branch>, token: \$GITHUB_TOKEN\}`/,
    ],
    ['w16.yml', /a blank after the comma.*reads the branch as " gh-pages".*`<url>,gh-pages`/],
    [
      'w25.yml',
      /URL holds \$\{GH_TOKEN\}, which nothing expands.*`repo: \{url: http:\/\/127\.0\.0\.1:18418\/octo\/REPO_A\.git, token: \$GH_TOKEN\}`/,
    ],
    ['w28.yml', /has `message: \["message"\]`, a YAML list, not text, on which hexo deploy fails/],
  ])('refuses %s where hexo deploy fails, naming the key and the fix', async (name, message) => {
    const text = readFileSync(path.join(CORPUS, name), 'utf8');

    await expect(parseHexoConfigs([{ file: '_config.yml', text }])).rejects.toThrow(message);
  });

  test('reads `branch: [master]` as hexo deploy pushes it: master', async () => {
    const text = readFileSync(path.join(CORPUS, 'w27.yml'), 'utf8');

    expect((await parseHexoConfigs([{ file: '_config.yml', text }])).deployTargets).toMatchObject([
      { branch: 'master' },
    ]);
  });
});

describe('the --config list', () => {
  test.each([
    ['npx hexo generate --config _config.yml,_config.prod.yml', '_config.yml,_config.prod.yml'],
    ['hexo g --config=a.yml,b.yml && echo done', 'a.yml,b.yml'],
    ['npx hexo deploy --config "_config.yml,_config.prod.yml"', '_config.yml,_config.prod.yml'],
    ['hexo clean && hexo generate', undefined],
    ['npm run build -- --config a.yml', undefined],
  ])('reads the --config of %s', (command, value) => {
    expect(configFlag(command)).toBe(value);
  });

  test('reads the --config of the package.json script a command runs by name', () => {
    const scripts = { deploy: 'hexo clean && hexo deploy --config _config.yml,_config.prod.yml' };

    expect(configFlag('npm run deploy', scripts)).toBe('_config.yml,_config.prod.yml');
    expect(configFlag('yarn deploy', scripts)).toBe('_config.yml,_config.prod.yml');
  });

  test.each([
    ['_config.yml,_config.prod.yml', ['_config.yml', '_config.prod.yml']],
    ['a.yml, b.yml', ['a.yml', 'b.yml']],
    ['prod.yml', ['prod.yml']],
  ])('splits %s as Hexo does', (value, files) => {
    expect(splitConfigFlag(value)).toEqual(files);
  });

  test("takes deploy-command's list first, then the build's", () => {
    const options = { configFiles: ['/w/_config.yml'], siteRoot: '/w' };

    expect(
      configListOf({
        ...options,
        build: 'hexo g --config a.yml,b.yml',
        deployCommand: 'npx hexo d --config c.yml,d.yml',
      }),
    ).toEqual({ files: ['c.yml', 'd.yml'], from: 'the --config of "deploy-command"' });
    expect(configListOf({ ...options, build: 'hexo g --config a.yml,b.yml', deployCommand: '' }).files).toEqual([
      'a.yml',
      'b.yml',
    ]);
  });

  test('gives the "config-file" input\'s files to build: auto, and not to a build command without --config', () => {
    const configFiles = ['/w/_config.yml', '/w/_config.prod.yml'];

    expect(configListOf({ build: undefined, deployCommand: '', configFiles, siteRoot: '/w' }).files).toEqual([
      '_config.yml',
      '_config.prod.yml',
    ]);
    expect(configListOf({ build: 'npx hexo generate', deployCommand: '', configFiles, siteRoot: '/w' }).files).toEqual([
      '_config.yml',
    ]);
  });
});
