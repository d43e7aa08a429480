// Unit tests of what hexo-deployer-git's options make of the published folders: what is left out, what is added.
import * as path from 'node:path';
import { deployerLayout } from '../../src/deploy/push.js';
import { DEFAULT_DEPLOYER_OPTIONS } from '../../src/site/hexo.js';

const root = path.resolve('/site');
const defaults = DEFAULT_DEPLOYER_OPTIONS;

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
      { dir: path.join(root, 'static'), under: 'static', leave: { hidden: true, pattern: /^draft/ } },
    ]);
  });

  test('applies one pattern to every folder', () => {
    const layout = deployerLayout({ ...defaults, ignorePattern: 'draft', extendDirs: ['docs/'] }, root);

    expect([layout.leave.pattern, layout.extraFolders[0]?.leave?.pattern, layout.extraFolders[0]?.under]).toEqual([
      /draft/,
      /draft/,
      'docs',
    ]);
  });

  test('refuses a pattern that is not a regular expression, naming it', () => {
    expect(() => deployerLayout({ ...defaults, ignorePattern: '(' }, root)).toThrow(
      'ignore_pattern "(" in _config.yml is not a valid regular expression',
    );
  });

  test('refuses an extend dir outside the site', () => {
    expect(() => deployerLayout({ ...defaults, extendDirs: ['../elsewhere'] }, root)).toThrow(
      'extend_dirs in _config.yml names "../elsewhere", which is not a folder inside the site.',
    );
  });
});
