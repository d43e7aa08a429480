// Unit tests of reading a Hexo _config.yml: the output folder and every deploy form hexo-deployer-git accepts.
import { DEFAULT_DEPLOYER_OPTIONS, parseHexoConfig } from '../../src/site/hexo.js';

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
    expect(await parseHexoConfig('', '_config.yml')).toEqual({ publicDir: 'public', theme: '', deployTargets: [] });
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
      yaml('deploy:', '  type: git', '  repo: https://github.com/octo/blog.git, master'),
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
