// Unit tests of what hexo-deployer-git's options make of the published folders: what is left out, what is added,
// and which options are refused, for every target of a plan.
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { deployerLayout, extendDirRefusal } from '../../src/deploy/layout.js';
import type { Destination } from '../../src/git/destination.js';
import { parseTarget } from '../../src/git/target.js';
import { planLayouts, type Plan } from '../../src/step/plan.js';
import { DEFAULT_DEPLOYER_OPTIONS } from '../../src/shared/hexo-deploy-targets.js';

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

  test.each([
    ['/', 'names the site folder itself'],
    ['.', 'names the site folder itself'],
    ['./', 'names the site folder itself'],
    ['static/..', 'names the site folder itself'],
    ['..', 'names a folder above the site folder'],
    ['../..', 'names a folder above the site folder'],
  ])('refuses extend_dirs "%s", which would publish the sources, naming it as written', (dir, what) => {
    const refusal = `extend_dirs "${dir}" in the deploy config in _config.yml ${what}: hexo-deployer-git would publish it whole`;

    expect(() => deployerLayout({ ...defaults, extendDirs: [dir] }, root)).toThrow(refusal);
    expect(() => deployerLayout({ ...defaults, extendDirs: [dir] }, root)).toThrow(
      'pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from _config.yml, ' +
        'or push the sources another way',
    );
  });

  test.each([
    ['../elsewhere', 'leads out of the site folder'],
    ['static/../../elsewhere', 'leads out of the site folder'],
    [
      '/static',
      'is an absolute path: hexo-deployer-git reads it inside the site folder, and pages-push takes only a folder named relative to the site folder: write "static"',
    ],
    ['C:\\site\\static', 'is an absolute path'],
  ])('refuses extend_dirs "%s", naming it as written', (dir, why) => {
    expect(() => deployerLayout({ ...defaults, extendDirs: [dir] }, root)).toThrow(
      `extend_dirs "${dir}" in the deploy config in _config.yml ${why}`,
    );
  });

  test.each(['static', './static', 'static/', 'assets/static', '.well-known'])('takes extend_dirs "%s"', (dir) => {
    expect(extendDirRefusal(dir)).toBe('');
  });
});

describe('planLayouts', () => {
  const site = { ...defaults, extendDirs: [] };
  const sources = { ...defaults, extendDirs: ['/'], ignoreHidden: false, ignorePattern: { public: '.' } };
  const destination = (options: typeof defaults, index: number): Destination => ({
    target: parseTarget(`octo/target-${index}`, 'https://github.com', 'octo/blog'),
    branch: index === 1 ? 'master' : 'src',
    source: `the deploy config in _config.yml (git target ${index} of 2)`,
    deploy: { token: '', options },
  });

  test("refuses the second target's extend_dirs of our own push, naming that target", () => {
    const plan: Plan = { kind: 'push', destination: destination(site, 1), others: [destination(sources, 2)] };

    expect(() => planLayouts(plan, root)).toThrow(
      'extend_dirs "/" in the deploy config in _config.yml (git target 2 of 2) names the site folder itself',
    );
  });

  test("refuses the second target's extend_dirs of hexo deploy, naming that target", () => {
    const plan: Plan = {
      kind: 'hexo',
      destination: destination(site, 1),
      command: 'npx hexo deploy',
      targets: 2,
      deployers: [{ options: site }, { options: sources }],
    };

    expect(() => planLayouts(plan, root)).toThrow(
      'extend_dirs "/" in the deploy config in _config.yml (git target 2 of 2) names the site folder itself',
    );
  });

  test('names the config file of a --config list that gave the refused target, in the refusal and its fix', () => {
    const plan: Plan = {
      kind: 'hexo',
      destination: destination(site, 1),
      command: 'npx hexo deploy --config _config.yml,_deploy.yml',
      targets: 2,
      deployers: [
        { options: site, configFile: '_config.yml' },
        { options: sources, configFile: '_deploy.yml' },
      ],
    };

    expect(() => planLayouts(plan, root)).toThrow(
      'extend_dirs "/" in the deploy config in _deploy.yml (git target 2 of 2) names the site folder itself: ' +
        "hexo-deployer-git would publish it whole, the site's sources and _deploy.yml with it, not the generated " +
        'site. pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from ' +
        '_deploy.yml,',
    );
  });

  test("names the config file of our own push's one target from a --config list", () => {
    const only: Destination = {
      ...destination(sources, 1),
      source: 'the deploy config in _deploy.yml',
      deploy: { token: '', options: { ...defaults, extendDirs: ['..'] }, configFile: '_deploy.yml' },
    };
    const plan: Plan = { kind: 'push', destination: only, others: [] };

    expect(() => planLayouts(plan, root)).toThrow(
      'extend_dirs ".." in the deploy config in _deploy.yml names a folder above the site folder: ' +
        "hexo-deployer-git would publish it whole, the site's sources and _deploy.yml with it",
    );
  });

  test("reads every target's layout, the first first", () => {
    const plan: Plan = {
      kind: 'hexo',
      destination: destination(site, 1),
      command: 'npx hexo deploy',
      targets: 2,
      deployers: [{ options: site }, { options: { ...defaults, extendDirs: ['static'] } }],
    };

    expect(planLayouts(plan, root).map((layout) => layout.extraFolders?.map((folder) => folder.under))).toEqual([
      [],
      ['static'],
    ]);
  });
});
