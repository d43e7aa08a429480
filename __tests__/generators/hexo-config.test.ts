// Unit tests of reading a Hexo _config.yml: the output folder and every deploy form hexo-deployer-git accepts.
import { DEFAULT_DEPLOYER_OPTIONS, hexoDefaultBranch } from '../../src/shared/hexo-deploy-targets.js';
import { parseHexoConfig } from '../../src/generators/hexo-config.js';
import { createRequire } from 'node:module';

/** YAML text from lines, so indentation stays visible in the tests. */
function yaml(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

describe('parseHexoConfig public_dir', () => {
  test('defaults the output folder to "public"', async () => {
    const config = await parseHexoConfig(yaml('title: My blog'), '_config.yml');

    expect(config.publicDir).toBe('public');
  });

  test('reads a custom public_dir', async () => {
    const config = await parseHexoConfig(yaml('public_dir: dist/site'), '_config.yml');

    expect(config.publicDir).toBe('dist/site');
  });

  test('treats a blank public_dir as unset', async () => {
    const config = await parseHexoConfig(yaml("public_dir: '  '"), '_config.yml');

    expect(config.publicDir).toBe('public');
  });

  test('reads an empty file as an all-default config', async () => {
    expect(await parseHexoConfig('', '_config.yml')).toEqual({
      publicDir: 'public',
      theme: '',
      deployTargets: [],
      otherDeployers: [],
    });
  });

  test('reads the theme', async () => {
    expect((await parseHexoConfig('theme: next\n', '_config.yml')).theme).toBe('next');
  });
});

describe('parseHexoConfig deploy targets', () => {
  test('finds no target when there is no deploy section', async () => {
    const config = await parseHexoConfig(yaml('title: My blog', 'url: https://example.com'), '_config.yml');

    expect(config.deployTargets).toEqual([]);
  });

  test('reads a single git deployer with repo and branch', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git', '  branch: gh-pages'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'gh-pages' }]);
  });

  test('reads a git deployer without a branch as having none', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: git@github.com:octo/blog.git'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'git@github.com:octo/blog.git', branch: '' }]);
  });

  test('ignores a deployer of another type', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: rsync', '  host: example.com', '  root: /var/www'),
      '_config.yml',
    );

    expect(config.deployTargets).toEqual([]);
  });

  test('skips a first deployer that is not git and reads the git one after it', async () => {
    const config = await parseHexoConfig(
      yaml(
        'deploy:',
        '  - type: rsync',
        '    host: example.com',
        '  - type: git',
        '    repo: https://github.com/octo/blog.git',
        '    branch: pages',
      ),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'pages' }]);
  });

  test('keeps several git deployers in the order the config lists them', async () => {
    const config = await parseHexoConfig(
      yaml(
        'deploy:',
        '  - type: git',
        '    repo: https://github.com/octo/first.git',
        '  - type: git',
        '    repo: https://github.com/octo/second.git',
      ),
      '_config.yml',
    );

    expect(config.deployTargets.map((target) => target.url)).toEqual([
      'https://github.com/octo/first.git',
      'https://github.com/octo/second.git',
    ]);
  });

  test('reads "repository" as well as "repo"', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repository: https://github.com/octo/blog.git'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: '' }]);
  });

  test('splits a "url,branch" string', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git,master'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'master' }]);
  });

  test('reads a {url, branch} object', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo:', '    url: https://github.com/octo/blog.git', '    branch: site'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'site' }]);
  });

  test('reads a map of named targets written as strings and as objects', async () => {
    const config = await parseHexoConfig(
      yaml(
        'deploy:',
        '  type: git',
        '  repo:',
        '    github: https://github.com/octo/blog.git,gh-pages',
        '    mirror:',
        '      url: https://gitee.com/octo/blog.git',
        '      branch: master',
      ),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([
      { url: 'https://github.com/octo/blog.git', branch: 'gh-pages' },
      { url: 'https://gitee.com/octo/blog.git', branch: 'master' },
    ]);
  });

  test('gives a repo string without a branch the deployer-level branch', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git', '  branch: pages'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'pages' }]);
  });

  test('keeps the branch a named object target sets over the deployer-level branch', async () => {
    const config = await parseHexoConfig(
      yaml(
        'deploy:',
        '  type: git',
        '  branch: pages',
        '  repo:',
        '    mirror:',
        '      url: https://codeberg.org/octo/blog.git',
        '      branch: main',
      ),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://codeberg.org/octo/blog.git', branch: 'main' }]);
  });

  test('lets the deployer-level branch win over the ",branch" of a repo string, as hexo deploy does', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git,main', '  branch: gh-pages'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'gh-pages' }]);
  });

  test('ignores the deployer-level branch for a named object target without one, as hexo deploy does', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  branch: pages', '  repo:', '    url: https://codeberg.org/octo/blog.git'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://codeberg.org/octo/blog.git', branch: '' }]);
  });

  test('splits a "url,branch" string at the first comma', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git,main,extra'),
      '_config.yml',
    );

    expect(config.deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'main' }]);
  });

  test('keeps the token placeholder in the URL as written', async () => {
    const config = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://GITHUB_ACCESS_TOKEN@github.com/octo/blog.git'),
      '_config.yml',
    );

    expect(config.deployTargets[0]?.url).toBe('https://GITHUB_ACCESS_TOKEN@github.com/octo/blog.git');
  });
});

describe('parseHexoConfig invalid YAML', () => {
  const secret = 'ghp_FAKEsecret0123456789abcdef';
  const broken = yaml(
    'title: My blog',
    'deploy:',
    '  type: git',
    `  repo: https://${secret}@github.com/octo/blog.git: branch: main`,
  );

  test('names the file and the line of the error', async () => {
    await expect(parseHexoConfig(broken, 'site/_config.yml')).rejects.toThrow(
      'site/_config.yml is not valid YAML (line 4): fix it so that Hexo can read it too.',
    );
  });

  test('does not echo the text of the bad line, which may hold a secret', async () => {
    let message = '';
    try {
      await parseHexoConfig(broken, '_config.yml');
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/not valid YAML/);
    expect(message).not.toContain(secret);
  });
});

describe("hexo-deployer-git's options", () => {
  const config = async (deploy: string): ReturnType<typeof parseHexoConfig> =>
    parseHexoConfig(`deploy:\n${deploy}`, '_config.yml');

  test('are read from the deployer, under every name hexo-deployer-git reads them by', async () => {
    const { deployTargets } = await config(
      [
        '  type: git',
        '  repo: https://github.com/octo/blog.git',
        '  msg: "Site updated: {{ now(\'yyyy\') }}"',
        '  user: Hexo Bot',
        '  userEmail: bot@example.com',
        '  ignore_hidden: false',
        '  ignore_pattern: "\\\\.map$"',
        '  extend_dirs: [static, docs]',
      ].join('\n'),
    );

    expect(deployTargets[0]?.options).toEqual({
      message: "Site updated: {{ now('yyyy') }}",
      name: 'Hexo Bot',
      email: 'bot@example.com',
      ignoreHidden: false,
      ignorePattern: '\\.map$',
      extendDirs: ['static', 'docs'],
    });
  });

  test.each([
    ['name', '"Hexo\\0Bot"', 'The name of the git deployer in _config.yml holds a NUL character'],
    ['user', '"Hexo\\nBot"', 'The name of the git deployer in _config.yml holds a line break'],
    ['email', '"bot@example.com\\0"', 'The email of the git deployer in _config.yml holds a NUL character'],
  ])('refuse a NUL or a line break in the identity (%s), naming where it came from', async (key, value, message) => {
    await expect(config(`  type: git\n  repo: https://github.com/octo/blog.git\n  ${key}: ${value}`)).rejects.toThrow(
      message,
    );
  });

  test('default to what hexo deploy does: hidden files left out, nothing else', async () => {
    expect((await config('  type: git\n  repo: https://github.com/octo/blog.git')).deployTargets[0]?.options).toEqual(
      DEFAULT_DEPLOYER_OPTIONS,
    );
  });

  test('take ignore_hidden and ignore_pattern per folder, and one extend dir as a string', async () => {
    const { deployTargets } = await config(
      [
        '  type: git',
        '  repo: https://github.com/octo/blog.git',
        '  ignore_hidden: { public: false, static: true }',
        '  ignore_pattern: { public: draft }',
        '  extend_dirs: static',
      ].join('\n'),
    );

    expect(deployTargets[0]?.options).toMatchObject({
      ignoreHidden: { public: false, static: true },
      ignorePattern: { public: 'draft' },
      extendDirs: ['static'],
    });
  });

  test("read a target's own token, as written", async () => {
    const { deployTargets } = await config(
      '  type: git\n  repo:\n    url: https://gitee.com/octo/blog.git\n    branch: pages\n    token: $GITEE_TOKEN',
    );

    expect(deployTargets).toMatchObject([
      { url: 'https://gitee.com/octo/blog.git', branch: 'pages', token: '$GITEE_TOKEN' },
    ]);
  });

  test('take the target from HEXO_DEPLOYER_REPO when the deployer names none', async () => {
    const { deployTargets } = await parseHexoConfig('deploy:\n  type: git\n  branch: main\n', '_config.yml', {
      HEXO_DEPLOYER_REPO: 'https://github.com/octo/blog.git',
    });

    expect(deployTargets).toMatchObject([{ url: 'https://github.com/octo/blog.git', branch: 'main' }]);
  });
});

describe('every form of repo hexo-deployer-git reads, beside its own parse_config as the oracle', () => {
  // The deployer's own reading of its options (node_modules/hexo-deployer-git/lib/parse_config.js): the targets'
  // URLs and branches it pushes to. Ours leaves a missing branch empty (the branch rule is applied where the
  // target is chosen, with `hexoDefaultBranch`), and keeps a token apart from the URL.
  const require = createRequire(import.meta.url);
  const parseConfig = require('hexo-deployer-git/lib/parse_config') as (
    args: unknown,
  ) => { url: string; branch: string | number }[];
  const GITHUB_USER_SITE = 'https://github.com/octo/octo.github.io.git';
  const forms: [string, Record<string, unknown>][] = [
    ['a URL', { repo: GITHUB_USER_SITE }],
    ['a URL and the deployer branch', { repo: 'https://github.com/octo/blog.git', branch: 'pages' }],
    ['url,branch', { repo: 'https://gitee.com/octo/blog.git,master' }],
    ['url,branch and a deployer branch', { repo: 'https://gitee.com/octo/blog.git,master', branch: 'main' }],
    ['{url, branch}', { repo: { url: 'git@github.com:octo/blog.git', branch: 'site' } }],
    ['{url} with a deployer branch', { repo: { url: 'https://github.com/octo/blog.git' }, branch: 'ignored' }],
    [
      'a map',
      {
        repo: {
          github: GITHUB_USER_SITE,
          coding: 'git@coding.net:octo/blog.git',
          other: { url: 'https://git.example.com/o/b.git' },
        },
      },
    ],
    ['a YAML list of URLs', { repo: [GITHUB_USER_SITE, 'https://gitee.com/octo/octo.git,pages'] }],
    [
      'a YAML list of objects',
      { repo: [{ url: 'https://github.com/octo/blog.git' }, { url: 'https://gitee.com/o/b.git', branch: 'x' }] },
    ],
    ['repository instead of repo', { repository: 'https://github.com/octo/blog.git' }],
    ['repo over repository', { repo: 'https://github.com/octo/a.git', repository: 'https://github.com/octo/b.git' }],
    ['a numeric branch', { repo: 'https://github.com/octo/blog.git', branch: 2024 }],
    ['a URL without .git', { repo: 'https://github.com/octo/blog' }],
  ];

  test.each(forms)('%s', async (_, deployer) => {
    const { stringify } = await import('yaml');
    const { deployTargets } = await parseHexoConfig(stringify({ deploy: { type: 'git', ...deployer } }), '_config.yml');

    const ours = deployTargets.map((target) => ({
      url: target.url,
      branch: target.branch || hexoDefaultBranch(target.url),
    }));
    const theirs = parseConfig(structuredClone(deployer)).map((target) => ({
      url: target.url,
      branch: String(target.branch),
    }));
    expect(ours).toEqual(theirs);
  });

  test('HEXO_DEPLOYER_REPO wins over a repository key, and the target says it came from the variable', async () => {
    const variable = 'https://github.com/octo/from-variable.git';
    const { deployTargets } = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repository: https://github.com/octo/written.git'),
      '_config.yml',
      { HEXO_DEPLOYER_REPO: variable },
    );

    expect(deployTargets).toMatchObject([{ url: variable, via: 'HEXO_DEPLOYER_REPO' }]);
    // hexo-deployer-git sets args.repo from the variable when it has none, and then reads `repo || repository`.
    const args: Record<string, unknown> = { repository: 'https://github.com/octo/written.git' };
    if (!args.repo) args.repo = variable;
    expect(parseConfig(args).map((target) => target.url)).toEqual([variable]);
  });

  test('a repo key wins over HEXO_DEPLOYER_REPO', async () => {
    const { deployTargets } = await parseHexoConfig(
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/written.git'),
      '_config.yml',
      { HEXO_DEPLOYER_REPO: 'https://github.com/octo/from-variable.git' },
    );

    expect(deployTargets).toEqual([expect.not.objectContaining({ via: expect.anything() as unknown })]);
    expect(deployTargets[0]?.url).toBe('https://github.com/octo/written.git');
  });

  test.each([
    [
      'no repo at all',
      ['  type: git', '  branch: main'],
      /names no repository to push to \(no repo\).*Add `repo: <url>`/,
    ],
    ['a number', ['  type: git', '  repo: 42'], /names no repository to push to \(repo: 42\)/],
    ['an empty map', ['  type: git', '  repo: {}'], /names no repository to push to/],
    [
      'an entry without a url',
      ['  type: git', '  repo:', '    main:', '      branch: x'],
      /repo entry "main" whose url is not a URL: null/,
    ],
    [
      'a list entry that is a number',
      ['  type: git', '  repo:', '    - https://github.com/o/b.git', '    - 7'],
      /repo entry "1" that is neither a URL nor \{url, branch\}: 7/,
    ],
    [
      'a token that is a map',
      ['  type: git', '  repo:', '    url: https://github.com/o/b.git', '    token: {a: 1}'],
      /whose token is not text/,
    ],
    [
      'a branch that is a list',
      ['  type: git', '  repo: https://github.com/o/b.git', '  branch: [a, b]'],
      /has a branch that is not a branch name: \["a","b"\]/,
    ],
  ])('refuses %s, naming the deployer, instead of dropping it', async (_, lines, message) => {
    await expect(parseHexoConfig(yaml('deploy:', ...lines), '_config.yml')).rejects.toThrow(message);
  });

  test('names which deployer of a list holds the unreadable repo', async () => {
    const text = yaml(
      'deploy:',
      '  - type: git',
      '    repo: https://github.com/o/b.git',
      '  - type: git',
      '    repo: 42',
    );

    await expect(parseHexoConfig(text, '_config.yml')).rejects.toThrow(
      'The git deployer (entry 2 of deploy) in _config.yml names no repository',
    );
  });
});
