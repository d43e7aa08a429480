// Unit tests of scripts/layout.mjs: CONTRIBUTING's layout of src/ against the source files.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { layoutProblems, layoutSection, namedFiles, registeredFiles, sourceFilesUnder } from '../../scripts/layout.mjs';

const contributing = (section: string): string =>
  `# Contributing\n\n## Set up\n\n\`before.ts\` is not in the layout.\n\n## The layout of \`src/\`\n\n${section}\n\n` +
  '## Conventions\n\n`after.ts` is not either.\n';

describe('layoutSection', () => {
  test('is the text from the layout heading to the next heading of its level', () => {
    expect(layoutSection(contributing('`main.ts` runs.\n\n### A sub-heading\n\n`site/build.ts`'))).toBe(
      '\n`main.ts` runs.\n\n### A sub-heading\n\n`site/build.ts`\n',
    );
  });

  test('says so when CONTRIBUTING has no layout section', () => {
    expect(() => layoutSection('# Contributing\n\n## Set up\n')).toThrow('no "## The layout of `src/`" section');
  });
});

describe('namedFiles', () => {
  test('are the .ts paths in backticks, relative to src/, once each', () => {
    expect(namedFiles('`main.ts` and `src/site/build.ts`, then `main.ts` again and `git/pack.ts`.')).toEqual([
      'main.ts',
      'site/build.ts',
      'git/pack.ts',
    ]);
  });

  test('leave out test files, paths of __tests__/, other extensions and code that is not a path', () => {
    expect(
      namedFiles(
        '`__tests__/runner-oracle.test.ts`, `git/pack.test.ts`, `__tests__/support/e2e.ts`, ' +
          "`scripts/circular.mjs`, `dist/index.js.map`, `await import('yaml')`, `history: N`, `vendor.d.ts`",
      ),
    ).toEqual(['vendor.d.ts']);
  });
});

describe('layoutProblems', () => {
  test('is empty when the section names exactly the source files', () => {
    expect(layoutProblems(contributing('`main.ts` calls `site/build.ts`.'), ['main.ts', 'site/build.ts'])).toEqual([]);
  });

  test('names each source file the section leaves out', () => {
    expect(layoutProblems(contributing('`main.ts`'), ['main.ts', 'site/build.ts', 'git/pack.ts'])).toEqual([
      "CONTRIBUTING.md's layout of src/ does not name src/site/build.ts: add `site/build.ts` where it belongs.",
      "CONTRIBUTING.md's layout of src/ does not name src/git/pack.ts: add `git/pack.ts` where it belongs.",
    ]);
  });

  test('names each name that is not a file, such as a file moved to another folder or named without it', () => {
    expect(layoutProblems(contributing('`main.ts`, `build.ts`, `git/stage.ts`'), ['main.ts'])).toEqual([
      "CONTRIBUTING.md's layout of src/ names `build.ts`, but src/build.ts does not exist.",
      "CONTRIBUTING.md's layout of src/ names `git/stage.ts`, but src/git/stage.ts does not exist.",
    ]);
  });

  test('reads only the layout section: a name elsewhere in CONTRIBUTING counts for nothing', () => {
    expect(layoutProblems(contributing('`main.ts`'), ['main.ts', 'before.ts'])).toEqual([
      "CONTRIBUTING.md's layout of src/ does not name src/before.ts: add `before.ts` where it belongs.",
    ]);
  });
});

describe('a generator named by the registry', () => {
  const registry =
    "import { hexo } from './hexo.js';\nimport type { Generator } from './generator.js';\n" +
    "import {\n  zola,\n} from './zola.js';\nimport { helper } from '../site/helper.js';\n";

  test('the generators are the files the registry imports a value from, not its types or other folders', () => {
    expect(registeredFiles(registry)).toEqual(['generators/hexo.ts', 'generators/zola.ts']);
  });

  test('a new generator need not be named in the section when the section names the registry', () => {
    const files = ['generators/registry.ts', 'generators/generator.ts', 'generators/hexo.ts', 'generators/zola.ts'];
    expect(
      layoutProblems(contributing('`generators/registry.ts` lists `generators/generator.ts`s.'), files, registry),
    ).toEqual([]);
  });

  test('without the registry named, or for a file it does not import, the file must be named', () => {
    const files = ['generators/registry.ts', 'generators/hexo.ts', 'generators/zola.ts', 'generators/util.ts'];
    expect(layoutProblems(contributing('`generators/hexo.ts`'), files, registry)).toEqual([
      "CONTRIBUTING.md's layout of src/ does not name src/generators/registry.ts: add `generators/registry.ts` where it belongs.",
      "CONTRIBUTING.md's layout of src/ does not name src/generators/zola.ts: add `generators/zola.ts` where it belongs.",
      "CONTRIBUTING.md's layout of src/ does not name src/generators/util.ts: add `generators/util.ts` where it belongs.",
    ]);
    expect(layoutProblems(contributing('`generators/registry.ts`'), files, registry)).toEqual([
      "CONTRIBUTING.md's layout of src/ does not name src/generators/util.ts: add `generators/util.ts` where it belongs.",
    ]);
  });
});

describe('sourceFilesUnder', () => {
  test('lists the .ts files of a folder and its subfolders, relative to it, sorted', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-layout-'));
    try {
      await fs.mkdir(path.join(root, 'git', 'objects'), { recursive: true });
      for (const file of ['main.ts', 'vendor.d.ts', 'git/pack.ts', 'git/objects/tree.ts', 'git/notes.md']) {
        await fs.writeFile(path.join(root, file), '');
      }
      expect(sourceFilesUnder(root)).toEqual(['git/objects/tree.ts', 'git/pack.ts', 'main.ts', 'vendor.d.ts']);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
