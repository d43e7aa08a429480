// Unit tests of input validation: defaults, every refusal (naming the input), and the derived identity.
import * as path from 'node:path';
import { normaliseTargetDir, renderTag, sourceRef } from '../../src/inputs/input-values.js';
import { parseSettings, type Inputs, type Settings, type SourceContext } from '../../src/inputs/settings.js';
import { loadGlobEngine } from '../../src/objects/globs.js';

// minimatch, for the globs below (the action loads it while reading the settings: objects/globs.ts).
beforeAll(() => loadGlobEngine(['*']));

const workspace = path.resolve('/home/runner/work/blog/blog');

const source: SourceContext = {
  repository: 'octo/blog',
  sha: '0123456789abcdef0123456789abcdef01234567',
  refName: 'main',
  serverUrl: 'https://github.com',
  actor: 'octocat',
  actorId: '583231',
  eventName: 'push',
};

/** Settings from `inputs` plus a token, in a fixed workspace. */
function settingsFrom(inputs: Inputs, sourceChanges: Partial<SourceContext> = {}): Settings {
  return parseSettings(
    { token: 'ghs_workflowtoken', ...inputs },
    { workspace, runnerTemp: path.resolve('/home/runner/work/_temp'), source: { ...source, ...sourceChanges } },
  );
}

/** The message of the error `action` throws; fails the test when it does not throw. */
function errorFrom(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error, but none was thrown');
}

describe('parseSettings defaults', () => {
  test('fills every unset input with its documented default', () => {
    const settings = settingsFrom({});

    expect(settings).toMatchObject({
      repository: '',
      branch: '',
      publishDir: '',
      install: { kind: 'auto' },
      build: { kind: 'auto' },
      configFiles: [path.join(workspace, '_config.yml')],
      tokenPlaceholder: 'GITHUB_ACCESS_TOKEN',
      deployCommand: '',
      commitMessage: 'Deploy {sha} from {repository}@{ref}',
      history: 'keep',
      keepFiles: ['CNAME'],
      targetDir: '',
      cname: '',
      nojekyll: true,
      dryRun: false,
      attempts: 5,
      networkTimeoutMs: 15_000,
      pushSizeLimit: 1500 * 1024 * 1024,
      workspace,
    });
  });

  test('uses the default placeholder when token-placeholder is only whitespace', () => {
    const settings = settingsFrom({ 'token-placeholder': '   ' });

    expect(settings.tokenPlaceholder).toBe('GITHUB_ACCESS_TOKEN');
  });

  test('trims a custom token-placeholder', () => {
    const settings = settingsFrom({ 'token-placeholder': '  MY_TOKEN  ' });

    expect(settings.tokenPlaceholder).toBe('MY_TOKEN');
  });

  test('reads install and build as auto, skip or a shell command', () => {
    const settings = settingsFrom({ install: 'skip', build: 'npx hexo generate --silent' });

    expect([settings.install, settings.build]).toEqual([
      { kind: 'skip' },
      { kind: 'shell', command: 'npx hexo generate --silent' },
    ]);
  });

  test('reads cache as auto by default, or off, and refuses anything else naming both', () => {
    expect([settingsFrom({}).cache, settingsFrom({ cache: ' OFF ' }).cache]).toEqual(['auto', 'off']);

    expect(errorFrom(() => settingsFrom({ cache: 'npm' }))).toBe(
      'Input "cache" must be "auto" (restore node_modules and Hexo\'s db.json from the Actions cache, and save them) ' +
        'or "off" (install and build from scratch), got "npm".',
    );
  });
});

describe('parseSettings credentials', () => {
  test('accepts neither a token nor a deploy key: a target of the site config may have a token of its own', () => {
    const settings = parseSettings({ token: '  ', 'deploy-key': '\n' }, { workspace, runnerTemp: '/tmp', source });

    expect(settings.credentials).toEqual({ token: false, deployKey: false });
  });

  test('accepts a deploy key without a token', () => {
    const settings = parseSettings(
      { token: '', 'deploy-key': '-----BEGIN OPENSSH PRIVATE KEY-----\nkey\n' },
      { workspace, runnerTemp: '/tmp', source },
    );

    expect(settings.credentials).toEqual({ token: false, deployKey: true });
  });

  test('keeps no secret, only whether each was given', () => {
    const settings = parseSettings(
      { token: ' ghs_secret ', 'deploy-key': '-----BEGIN OPENSSH PRIVATE KEY-----\nkey\n' },
      { workspace, runnerTemp: '/tmp', source },
    );

    expect(settings.credentials).toEqual({ token: true, deployKey: true });
    expect(JSON.stringify(settings)).not.toMatch(/ghs_secret|PRIVATE KEY/);
  });
});

describe('parseSettings history', () => {
  test('accepts "replace"', () => {
    expect(settingsFrom({ history: 'replace' }).history).toBe('replace');
  });

  test('takes a number of deploy commits to keep', () => {
    expect(settingsFrom({ history: '20' }).history).toBe(20);
    expect(settingsFrom({ history: '1' }).history).toBe(1);
  });

  test.each(['squash', '0', '-3', '2.5', '100001', '20 commits'])(
    'refuses %j, naming the input and the value',
    (value) => {
      const message = errorFrom(() => settingsFrom({ history: value }));

      expect(message).toBe(
        `Input "history" must be "keep", "replace", or the number of deploy commits to keep (1 to 100000), got "${value}".`,
      );
    },
  );
});

describe('parseSettings tag', () => {
  const source = { sha: 'abcdef0123456789abcdef0123456789abcdef01', runNumber: '42' };

  test('fills in {sha}, {full-sha}, {run} and {date}', () => {
    expect(renderTag('deploy-{run}-{sha}', source, new Date('2026-11-23T23:59:00Z'))).toBe('deploy-42-abcdef0');
    expect(renderTag('site/{date}/{full-sha}', source, new Date('2026-11-23T23:59:00Z'))).toBe(
      'site/2026-11-23/abcdef0123456789abcdef0123456789abcdef01',
    );
    expect(renderTag('{other}', source, new Date())).toBe('{other}');
  });

  test('refuses a template that makes no valid tag name, saying why', () => {
    expect(errorFrom(() => settingsFrom({ tag: 'release {run}' }))).toMatch(
      /^Input "tag" makes "release .*", which is not a valid git tag name: it holds a space or control character\.$/,
    );
    expect(errorFrom(() => settingsFrom({ tag: 'v1..2' }))).toContain('it holds ".."');
  });

  test('fills in {attempt} from GITHUB_RUN_ATTEMPT, 1 without one', () => {
    expect(settingsFrom({ tag: 'deploy-{run}-{attempt}' }, { runNumber: '7', runAttempt: '2' }).tag).toBe('deploy-7-2');
    expect(settingsFrom({ tag: 'deploy-{run}-{attempt}' }, { runNumber: '7' }).tag).toBe('deploy-7-1');
  });

  test.each([
    ['HEAD', 'git reads "HEAD" as the checked-out commit, not as this tag'],
    [
      'refs/heads/gh-pages',
      'it would create "refs/tags/refs/heads/gh-pages", which git confuses with "refs/heads/gh-pages"',
    ],
    ['refs/tags/v1', 'it would create "refs/tags/refs/tags/v1"'],
  ])('refuses the ambiguous tag %s, as the branch input refuses it', (tag, why) => {
    const message = errorFrom(() => settingsFrom({ tag }));

    expect(message).toContain(`Input "tag" makes "${tag}", which is refused: `);
    expect(message).toContain(why);
    expect(message).toContain('such as "deploy-{run}-{attempt}"');
  });

  test('exclude takes globs, and refuses a negation', () => {
    expect(settingsFrom({ exclude: '**/*.map\ndrafts' }).exclude).toEqual(['**/*.map', 'drafts']);
    expect(errorFrom(() => settingsFrom({ exclude: '!keep' }))).toBe(
      'Input "exclude" lists files to leave out; "!keep" is a negation, which it does not support.',
    );
  });
});

describe('parseSettings attempts', () => {
  test.each(['0', '-1', 'x', '101', '2.5'])('refuses "%s", naming the input and the value', (given) => {
    const message = errorFrom(() => settingsFrom({ attempts: given }));

    expect(message).toBe(`Input "attempts" must be a whole number from 1 to 100, got "${given}".`);
  });

  test.each([
    ['1', 1],
    ['100', 100],
    [' 7 ', 7],
  ])('accepts "%s" as %i', (given, expected) => {
    expect(settingsFrom({ attempts: given }).attempts).toBe(expected);
  });
});

describe('parseSettings push-size-limit', () => {
  test.each([
    ['1500M', 1500 * 1024 ** 2],
    ['1.5G', 1.5 * 1024 ** 3],
    ['2g', 2 * 1024 ** 3],
    ['20m', 20 * 1024 ** 2],
    [' 4096 K ', 4096 * 1024],
    ['1048576', 1024 ** 2],
  ])('reads "%s" as %i bytes (K, M, G counted as git counts them)', (given, expected) => {
    expect(settingsFrom({ 'push-size-limit': given }).pushSizeLimit).toBe(expected);
  });

  test.each(['', '   '])('takes "%s" as the default, 1500M', (given) => {
    expect(settingsFrom({ 'push-size-limit': given }).pushSizeLimit).toBe(1500 * 1024 ** 2);
  });

  test.each(['1.5 GB', 'big', '-1M', '1e9', 'M', '1T', '9999999999G'])('refuses "%s", naming the input', (given) => {
    const message = errorFrom(() => settingsFrom({ 'push-size-limit': given }));

    expect(message).toBe(
      `Input "push-size-limit" must be a size such as "1500M" or "1.5G" (K, M, G: KiB, MiB, GiB), got "${given.trim()}".`,
    );
  });

  test('refuses a limit under 1 MiB, saying that a bare number counts bytes', () => {
    const message = errorFrom(() => settingsFrom({ 'push-size-limit': '1500' }));

    expect(message).toBe(
      'Input "push-size-limit" must be at least 1.0 MiB, got "1500" (1.5 KiB); a number without K, M or G counts bytes.',
    );
  });
});

describe('parseSettings publish-dir', () => {
  test('resolves a relative folder inside the workspace', () => {
    expect(settingsFrom({ 'publish-dir': './site/public/' }).publishDir).toBe(path.join(workspace, 'site', 'public'));
  });

  test('accepts the workspace itself', () => {
    expect(settingsFrom({ 'publish-dir': '.' }).publishDir).toBe(workspace);
  });

  test.each(['../other', '/etc', 'public/../../other'])(
    'refuses "%s", outside the workspace, naming the input',
    (given) => {
      const message = errorFrom(() => settingsFrom({ 'publish-dir': given }));

      expect(message).toBe(`Input "publish-dir" must be a path inside the workspace (${workspace}), got "${given}".`);
    },
  );

  test('refuses a folder inside the workspace .git, naming the input', () => {
    const message = errorFrom(() => settingsFrom({ 'publish-dir': '.git/objects' }));

    expect(message).toMatch(/^Input "publish-dir" points into the workspace's \.git folder \("\.git\/objects"\)/);
  });

  // Bug: resolveInside tests `relative.startsWith('..')`, so a folder whose name merely starts with two dots is
  // taken for a path that climbs out of the workspace.
  test('accepts a folder inside the workspace whose name starts with two dots', () => {
    expect(settingsFrom({ 'publish-dir': '..public' }).publishDir).toBe(path.join(workspace, '..public'));
  });
});

describe('parseSettings working-directory', () => {
  test('defaults to the workspace', () => {
    expect(settingsFrom({}).siteRoot).toBe(workspace);
  });

  test('is a folder of the workspace, and publish-dir and config-file are read from it', () => {
    const settings = settingsFrom({
      'working-directory': './website/',
      'publish-dir': 'build',
      'config-file': '_config.yml',
    });

    expect(settings.siteRoot).toBe(path.join(workspace, 'website'));
    expect(settings.publishDir).toBe(path.join(workspace, 'website', 'build'));
    expect(settings.configFiles).toEqual([path.join(workspace, 'website', '_config.yml')]);
  });

  test('refuses a folder outside the workspace', () => {
    expect(errorFrom(() => settingsFrom({ 'working-directory': '../elsewhere' }))).toBe(
      `Input "working-directory" must be a path inside the workspace (${workspace}), got "../elsewhere".`,
    );
  });

  test('publish-dir may still name a folder above it, inside the workspace', () => {
    const settings = settingsFrom({ 'working-directory': 'website', 'publish-dir': '../public' });

    expect(settings.publishDir).toBe(path.join(workspace, 'public'));
    expect(errorFrom(() => settingsFrom({ 'working-directory': 'website', 'publish-dir': '../../x' }))).toMatch(
      /^Input "publish-dir" must be a path inside the workspace/,
    );
  });
});

describe('parseSettings config-file', () => {
  test('resolves each line against the workspace, skipping blank lines', () => {
    const settings = settingsFrom({ 'config-file': 'site/_config.yml\r\n\r\n  _config.theme.yml  \n' });

    expect(settings.configFiles).toEqual([
      path.join(workspace, 'site', '_config.yml'),
      path.join(workspace, '_config.theme.yml'),
    ]);
  });

  test('accepts an absolute path inside the workspace', () => {
    const absolute = path.join(workspace, 'config', 'site.yml');

    expect(settingsFrom({ 'config-file': absolute }).configFiles).toEqual([absolute]);
  });

  test('an empty config-file input names no file', () => {
    expect(settingsFrom({ 'config-file': '' }).configFiles).toEqual([]);
  });

  test('refuses a file outside the workspace, naming the input', () => {
    const message = errorFrom(() => settingsFrom({ 'config-file': '_config.yml\n../secrets.yml' }));

    expect(message).toBe(
      `Input "config-file" must be a path inside the workspace (${workspace}), got "../secrets.yml".`,
    );
  });

  test('refuses a file inside the workspace .git, naming the input', () => {
    const message = errorFrom(() => settingsFrom({ 'config-file': '.git/config' }));

    expect(message).toMatch(/^Input "config-file" points into the workspace's \.git folder/);
  });
});

describe('parseSettings cname', () => {
  test.each([
    'https://x.com',
    'a b',
    'blog.example.com/path',
    'localhost',
    '-blog.example.com',
    'blog_site.example.com',
  ])('refuses "%s", naming the input and the value', (given) => {
    const message = errorFrom(() => settingsFrom({ cname: given }));

    expect(message).toBe(
      `Input "cname" must be a bare domain name such as "blog.example.com" (no "https://", no path), got "${given}".`,
    );
  });

  test('accepts a domain name as given', () => {
    expect(settingsFrom({ cname: 'Blog.Example-1.com' }).cname).toBe('Blog.Example-1.com');
  });

  test('accepts a fully qualified name and strips its trailing dot', () => {
    expect(settingsFrom({ cname: 'blog.example.com.' }).cname).toBe('blog.example.com');
  });
});

describe('parseSettings booleans', () => {
  test.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    [' false ', false],
  ])('reads nojekyll "%s" as %s', (given, expected) => {
    expect(settingsFrom({ nojekyll: given }).nojekyll).toBe(expected);
  });

  test('reads dry-run "true" as true', () => {
    expect(settingsFrom({ 'dry-run': 'true' }).dryRun).toBe(true);
  });

  test('refuses "maybe", naming the input and the value', () => {
    const message = errorFrom(() => settingsFrom({ 'dry-run': 'maybe' }));

    expect(message).toBe('Input "dry-run" must be "true" or "false", got "maybe".');
  });

  test('refuses "yes" for nojekyll, naming the input', () => {
    const message = errorFrom(() => settingsFrom({ nojekyll: 'yes' }));

    expect(message).toBe('Input "nojekyll" must be "true" or "false", got "yes".');
  });
});

describe('parseSettings keep-files', () => {
  test('reads one glob a line, trimmed, without blank lines, from LF or CRLF text', () => {
    const settings = settingsFrom({ 'keep-files': 'CNAME\r\n\r\n  docs/**  \n\n*.txt\r\n' });

    expect(settings.keepFiles).toEqual(['CNAME', 'docs/**', '*.txt']);
  });
});

describe('parseSettings target-dir', () => {
  test('stores the normalised folder', () => {
    expect(settingsFrom({ 'target-dir': './docs/' }).targetDir).toBe('docs');
  });

  test('refuses a folder that leaves the branch, naming the input', () => {
    expect(errorFrom(() => settingsFrom({ 'target-dir': '../up' }))).toMatch(/^Input "target-dir"/);
  });
});

describe('parseSettings identity', () => {
  test('defaults the name to the actor and the email to its id+name noreply address', () => {
    const settings = settingsFrom({});

    expect([settings.userName, settings.userEmail]).toEqual(['octocat', '583231+octocat@users.noreply.github.com']);
  });

  test('uses the GitHub Enterprise host in the noreply address', () => {
    const settings = settingsFrom({}, { serverUrl: 'https://ghe.example.com' });

    expect(settings.userEmail).toBe('583231+octocat@users.noreply.ghe.example.com');
  });

  test('leaves out the id when the actor has none', () => {
    const settings = settingsFrom({}, { actorId: '' });

    expect(settings.userEmail).toBe('octocat@users.noreply.github.com');
  });

  test('falls back to github-actions[bot] and its id when there is no actor', () => {
    const settings = settingsFrom({}, { actor: '', actorId: '' });

    expect([settings.userName, settings.userEmail, settings.source.actor]).toEqual([
      'github-actions[bot]',
      '41898282+github-actions[bot]@users.noreply.github.com',
      'github-actions[bot]',
    ]);
  });

  test('ignores a stray actor id when there is no actor', () => {
    const settings = settingsFrom({}, { actor: '', actorId: '583231' });

    expect(settings.userEmail).toBe('41898282+github-actions[bot]@users.noreply.github.com');
  });

  test.each([
    ['user-name', 'Site\nBot'],
    ['user-email', 'bot@example.com\rX-Evil: 1'],
  ])('refuses a line break in %s, naming the input', (input, value) => {
    expect(errorFrom(() => settingsFrom({ [input]: value }))).toBe(
      `Input "${input}" holds a line break, which a git author's name or email cannot hold, got ` +
        `${JSON.stringify(value)}. Write it on one line, without control characters.`,
    );
  });

  test('user-name and user-email inputs win over the defaults', () => {
    const settings = settingsFrom({ 'user-name': ' Site Bot ', 'user-email': 'bot@example.com' });

    expect([settings.userName, settings.userEmail]).toEqual(['Site Bot', 'bot@example.com']);
  });
});

describe('parseSettings preview-dir and preview-retention', () => {
  test.each([
    ['./previews/', 'previews'],
    ['@prev', '@prev'],
    ['site/pr+previews~1', 'site/pr+previews~1'],
  ])('takes the plain folder "%s" as "%s"', (given, folder) => {
    expect(settingsFrom({ 'preview-dir': given }).previewDir).toBe(folder);
  });

  test.each(['*', 'pr-*', 'pr-{a,b}', 'p[rR]', 'x/!(y)', 'pr?'])(
    'refuses the glob "%s", which every deploy would keep as a glob',
    (given) => {
      const message = errorFrom(() => settingsFrom({ 'preview-dir': given }));

      expect(message).toMatch(/^Input "preview-dir" must be a plain folder path \(letters, digits,/);
      expect(message).toContain(`got "${given}": "`);
      expect(message).toContain('is a glob character, and every deploy keeps this folder by a glob');
      expect(message).toContain('Use a name such as "pr-preview".');
    },
  );

  test.each([
    ['pr preview', 'a space or control character'],
    ['#prev', '"#"'],
    ['pr%20', '"%"'],
    [':prev', '":"'],
  ])('refuses "%s", which an address or git would read otherwise', (given, shown) => {
    expect(errorFrom(() => settingsFrom({ 'preview-dir': given }))).toContain(
      `got "${given}": it holds ${shown}, which the previews' addresses and git's paths would read otherwise.`,
    );
  });

  test.each(['./', '.', './.'])('refuses "%s", the branch root, quoting it as written', (given) => {
    expect(errorFrom(() => settingsFrom({ 'preview-dir': given }))).toBe(
      `Input "preview-dir" must name a folder of the branch, not its root, got "${given}". Use a folder such as "pr-preview".`,
    );
  });

  test('preview-retention takes whole days, and refuses anything else', () => {
    expect(settingsFrom({ 'preview-retention': '30' }).previewRetentionDays).toBe(30);
    expect(settingsFrom({}).previewRetentionDays).toBe(0);
    expect(errorFrom(() => settingsFrom({ 'preview-retention': '0' }))).toContain(
      'Input "preview-retention" must be a whole number of days (1 or more)',
    );
  });
});

describe('normaliseTargetDir', () => {
  test.each([
    ['./docs/', 'docs'],
    ['a\\b', 'a/b'],
    ['a//b/./c/', 'a/b/c'],
    ['', ''],
    ['.', ''],
    ['./', ''],
    ['..docs', '..docs'],
  ])('normalises "%s" to "%s"', (given, expected) => {
    expect(normaliseTargetDir(given)).toBe(expected);
  });

  test.each(['/abs', 'C:/x', 'c:\\x', '\\\\server\\share'])(
    'refuses the absolute path "%s", naming the input',
    (given) => {
      expect(normaliseTargetDir.bind(null, given)).toThrow(
        `Input "target-dir" must be a folder relative to the branch root, got the absolute path "${given}".`,
      );
    },
  );

  test.each(['../x', 'a/../../b', 'a/../b', 'a\\..\\b'])('refuses "%s", which uses "..", naming the input', (given) => {
    expect(normaliseTargetDir.bind(null, given)).toThrow(
      `Input "target-dir" must stay inside the branch: "${given}" uses "..".`,
    );
  });

  test.each(['.git', 'docs/.git', './.git/hooks'])(
    'refuses "%s", which is or contains .git, naming the input',
    (given) => {
      expect(normaliseTargetDir.bind(null, given)).toThrow(
        `Input "target-dir" cannot be or contain a ".git" folder, got "${given}".`,
      );
    },
  );
});

describe('branch', () => {
  test.each([
    ['refs/heads/gh-pages', 'gh-pages'],
    ['refs/pages', 'pages'],
  ])('refuses the ref %s, naming the branch to give instead', (given, name) => {
    expect(errorFrom(() => settingsFrom({ branch: given }))).toBe(
      `Input "branch" takes a branch's name, not a ref: "${given}" would create "refs/heads/${given}". Use "${name}".`,
    );
  });
});

describe('.git folders in any spelling', () => {
  test.each(['.GIT', 'docs/.Git', '.git.', 'git~1'])('refuses target-dir "%s"', (given) => {
    expect(errorFrom(() => settingsFrom({ 'target-dir': given }))).toBe(
      `Input "target-dir" cannot be or contain a ".git" folder, got "${given}".`,
    );
  });

  test('refuses a publish-dir inside a nested .git folder', () => {
    expect(errorFrom(() => settingsFrom({ 'publish-dir': 'vendor/.GIT/site' }))).toBe(
      'Input "publish-dir" points into a .git folder ("vendor/.GIT/site"): name your site\'s folder.',
    );
  });
});

describe('sourceRef', () => {
  test.each([
    [
      { GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main' },
      { refName: 'main', refType: 'branch' },
    ],
    [{ GITHUB_REF: 'refs/tags/gh-pages' }, { refName: 'gh-pages', refType: 'tag' }],
    [
      { GITHUB_REF: 'refs/tags/v1', GITHUB_REF_NAME: 'v1', GITHUB_REF_TYPE: 'tag' },
      { refName: 'v1', refType: 'tag' },
    ],
    [{ GITHUB_REF: 'refs/pull/7/merge', GITHUB_REF_NAME: '7/merge' }, { refName: '7/merge' }],
    [{}, { refName: '' }],
  ])('reads %j as %j', (env, expected) => {
    expect(sourceRef(env)).toEqual(expected);
  });
});

describe('pages-source and deployment-timeout', () => {
  test('default to auto and thirty minutes; take branch and actions in any case', () => {
    expect(settingsFrom({})).toMatchObject({ pagesSource: 'auto', deploymentTimeoutMs: 1_800_000 });
    expect(settingsFrom({ 'pages-source': 'Actions', 'deployment-timeout': '90' })).toMatchObject({
      pagesSource: 'actions',
      deploymentTimeoutMs: 90_000,
    });
    expect(settingsFrom({ 'pages-source': 'branch' }).pagesSource).toBe('branch');
  });

  test('refuse another value, naming what each takes', () => {
    expect(errorFrom(() => settingsFrom({ 'pages-source': 'workflow' }))).toBe(
      'Input "pages-source" must be "auto", "branch" (push to a branch Pages serves) or "actions" (deploy through ' +
        'the Pages "GitHub Actions" source), got "workflow".',
    );
    expect(errorFrom(() => settingsFrom({ 'deployment-timeout': '10m' }))).toBe(
      'Input "deployment-timeout" must be a whole number of seconds from 1 to 21600, got "10m".',
    );
  });
});
