// Unit tests of what hexo-deployer-git's options make of the published folders: what is left out, what is added.
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { deployerLayout } from '../../src/deploy/push.js';
import { DEFAULT_DEPLOYER_OPTIONS } from '../../src/site/hexo.js';

const root = path.resolve('/site');
const defaults = DEFAULT_DEPLOYER_OPTIONS;

setFlagsFromString('--enable-experimental-regexp-engine'); // as the layout sets it, for `linear` below

/** A pattern as the layout compiles it: with V8's linear-time engine (the `l` flag). */
function linear(source: string): RegExp {
  // eslint-disable-next-line no-invalid-regexp -- V8's linear-time engine, enabled at run time
  return new RegExp(source, 'l');
}

describe('deployerLayout', () => {
  test('leaves hidden names out of the public folder by default, and adds nothing', () => {
    expect(deployerLayout(defaults, root)).toEqual({ leave: { hidden: true }, extraFolders: [] });
  });

  test('reads ignore_hidden and ignore_pattern per folder, "public" for the public folder', () => {
    const layout = deployerLayout(
      { ...defaults, ignoreHidden: { public: false }, ignorePattern: { static: '^draft' }, extendDirs: ['static'] },
      root,
    );

    expect(layout.leave).toEqual({ hidden: false });
    expect(layout.extraFolders).toEqual([
      { dir: path.join(root, 'static'), under: 'static', leave: { hidden: true, pattern: linear('^draft') } },
    ]);
  });

  test('applies one pattern to every folder', () => {
    const layout = deployerLayout({ ...defaults, ignorePattern: 'draft', extendDirs: ['docs/'] }, root);

    expect([layout.leave.pattern, layout.extraFolders[0]?.leave?.pattern, layout.extraFolders[0]?.under]).toEqual([
      linear('draft'),
      linear('draft'),
      'docs',
    ]);
  });

  test('refuses a pattern that is not a regular expression, naming it', () => {
    expect(() => deployerLayout({ ...defaults, ignorePattern: '(' }, root)).toThrow(
      'ignore_pattern "(" in _config.yml is not a valid regular expression',
    );
  });

  test('matches a catastrophic pattern in linear time: a crafted name is answered at once, and rightly', () => {
    const { pattern } = deployerLayout({ ...defaults, ignorePattern: '^(a+)+$' }, root).leave;
    const started = performance.now();

    // Twenty-six: the backtracking engine takes seconds over it (each further letter doubles that), not forever.
    const answers = [pattern?.test(`${'a'.repeat(26)}!`), pattern?.test('a'.repeat(26))];

    expect(answers).toEqual([false, true]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test.each([
    ['a backreference', '(a)\\1'],
    ['a lookahead', 'draft(?!s)'],
    ['a large repetition count', 'a{20}'],
  ])('refuses a pattern the linear-time engine cannot run (%s), naming it and the fix', (_feature, source) => {
    expect(() => deployerLayout({ ...defaults, ignorePattern: { public: source } }, root)).toThrow(
      `ignore_pattern "${source}" in _config.yml cannot be matched in linear time`,
    );
    expect(() => deployerLayout({ ...defaults, ignorePattern: source }, root)).toThrow(
      'or leave the files out with the "exclude" input instead',
    );
  });

  test('refuses an extend dir outside the site', () => {
    expect(() => deployerLayout({ ...defaults, extendDirs: ['../elsewhere'] }, root)).toThrow(
      'extend_dirs in _config.yml names "../elsewhere", which is not a folder inside the site.',
    );
  });
});
