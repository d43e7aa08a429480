// Unit tests of scripts/generator-names.mjs: no generator's id spelled in src/ outside its file and the registry.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { generatorIds, KNOWN, nameProblems, namesIn } from '../../scripts/generator-names.mjs';
import { GENERATORS } from '../../src/generators/registry.js';
import { withScriptOnCopy } from './script-on-copy.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const srcRoot = path.join(repoRoot, 'src');

describe('generatorIds', () => {
  test('are the ids of the files the registry imports, each with its file', () => {
    const ids = generatorIds(srcRoot);
    expect(ids.get('hugo')).toBe('generators/hugo.ts');
    expect(ids.get('build-script')).toBe('generators/build-script.ts');
    expect([...ids.keys()].sort()).toEqual(GENERATORS.map((generator) => generator.id).sort());
  });
});

describe('namesIn', () => {
  const ids = new Map([
    ['hugo', 'generators/hugo.ts'],
    ['build-script', 'generators/build-script.ts'],
  ]);

  test('finds an id as a whole string, a template without substitutions, a literal type and a property name', () => {
    const source = [
      "if (site.generator === 'hugo') run();",
      'const kind = `build-script`;',
      "type Name = 'hugo' | 'other';",
      "const files = { hugo: ['static/CNAME'] };",
      "const said = `built by ${site.generator === 'build-script' ? 'a script' : `${name}`}`;",
    ].join('\n');
    expect(namesIn(source, ids)).toEqual([
      { id: 'hugo', line: 1 },
      { id: 'build-script', line: 2 },
      { id: 'hugo', line: 3 },
      { id: 'hugo', line: 4 },
      { id: 'build-script', line: 5 },
    ]);
  });

  test('leaves sentences, comments, regular expressions and other identifiers alone', () => {
    const source = [
      '// hugo builds the site',
      "const hint = 'Install hugo in an earlier step';",
      'const pattern = /^[\'"`]hugo$/;',
      'const hugo = run(hugo);',
      "const binary = 'hugo.exe';",
    ].join('\n');
    expect(namesIn(source, ids)).toEqual([]);
  });
});

describe('nameProblems', () => {
  test('finds nothing in the tree as it is', () => {
    expect(nameProblems(srcRoot)).toEqual([]);
  });

  test('names a generator spelled outside its file, and a KNOWN entry no longer spelled', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-names-'));
    try {
      await fs.mkdir(path.join(root, 'generators'), { recursive: true });
      await fs.mkdir(path.join(root, 'site'), { recursive: true });
      await fs.writeFile(
        path.join(root, 'generators', 'registry.ts'),
        "import { hugo } from './hugo.js';\nexport const GENERATORS = [hugo];\n",
      );
      await fs.writeFile(path.join(root, 'generators', 'hugo.ts'), "export const hugo = {\n  id: 'hugo',\n};\n");
      await fs.writeFile(path.join(root, 'site', 'served.ts'), "export const ok = 1;\nif (g === 'hugo') {}\n");
      expect(nameProblems(root)).toEqual([
        'src/site/served.ts:2 names the generator "hugo": ask the registry (generators/registry.ts) for it, and ' +
          'put what it knows of it into src/generators/hugo.ts.',
        ...[...KNOWN].flatMap(([file, names]) =>
          [...names.keys()].map((id) => `src/${file} no longer spells "${id}": remove it from KNOWN.`),
        ),
      ]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('the script', () => {
  test('passes on the tree, and fails on a name planted in a copy of it', async () => {
    await withScriptOnCopy('generator-names.mjs', async ({ src, run, failure }) => {
      expect(run()).toContain("No generator's id is spelled in src/");
      const served = path.join(src, 'site', 'served-links.ts');
      await fs.appendFile(served, "\nexport const planted = (generator: string): boolean => generator === 'mkdocs';\n");
      const failed = failure();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^src\/site\/served-links\.ts:\d+ names the generator "mkdocs"/);
    });
  });
});
