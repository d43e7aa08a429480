// Unit tests of choosing where to push: parsing targets, the Pages address, ls-remote output, destination rules.
import { findRef } from '../../src/git/remote.js';
import { refNameProblem } from '../../src/git/refname.js';
import { chooseDestination, type DestinationInput } from '../../src/git/destination.js';
import { isUserSite, onGitHubDotCom, pageUrl, parseTarget } from '../../src/git/target.js';
import { DEFAULT_DEPLOYER_OPTIONS } from '../../src/shared/hexo-deploy-targets.js';

const GITHUB = 'https://github.com';

describe('parseTarget', () => {
  test('reads owner/name as a repository on the Actions server', () => {
    const target = parseTarget('octo/blog', GITHUB, '');

    expect(target).toEqual({
      url: 'https://github.com/octo/blog.git',
      protocol: 'https',
      host: 'github.com',
      origin: 'https://github.com/',
      owner: 'octo',
      name: 'blog',
      sameRepository: false,
      trusted: true,
    });
  });

  test('reads owner/name.git without doubling the .git suffix', () => {
    const target = parseTarget('octo/blog.git', GITHUB, '');

    expect([target.url, target.name]).toEqual(['https://github.com/octo/blog.git', 'blog']);
  });

  test('reads owner/name on a GitHub Enterprise server with a trailing slash', () => {
    const target = parseTarget('octo/blog', 'https://ghe.example.com/', '');

    expect([target.url, target.origin]).toEqual(['https://ghe.example.com/octo/blog.git', 'https://ghe.example.com/']);
  });

  test('strips user and token from an https URL', () => {
    const target = parseTarget('https://x-access-token:ghp_SECRET123@github.com/octo/blog.git', GITHUB, '');

    expect(target.url).toBe('https://github.com/octo/blog.git');
  });

  test('keeps the token of an https URL out of every field', () => {
    const target = parseTarget('https://x-access-token:ghp_SECRET123@github.com/octo/blog.git', GITHUB, '');

    expect(JSON.stringify(target)).not.toContain('ghp_SECRET123');
  });

  test('strips a token given as the user name alone', () => {
    const target = parseTarget('https://ghp_SECRET123@github.com/octo/blog.git', GITHUB, '');

    expect(JSON.stringify(target)).not.toContain('ghp_SECRET123');
  });

  test('reads an http URL with a port, scoping the origin to host and port', () => {
    const target = parseTarget('http://127.0.0.1:8080/octo/blog.git', 'http://127.0.0.1:8080', '');

    expect(target).toMatchObject({
      url: 'http://127.0.0.1:8080/octo/blog.git',
      protocol: 'http',
      host: '127.0.0.1:8080',
      origin: 'http://127.0.0.1:8080/',
      owner: 'octo',
      name: 'blog',
    });
  });

  test('reads an ssh:// URL with a port', () => {
    const target = parseTarget('ssh://git@git.example.com:2222/octo/blog.git', GITHUB, '');

    expect(target).toMatchObject({
      url: 'ssh://git@git.example.com:2222/octo/blog.git',
      protocol: 'ssh',
      host: 'git.example.com:2222',
      origin: '',
      owner: 'octo',
      name: 'blog',
    });
  });

  test('reads the scp-like git@host:owner/name.git form', () => {
    const target = parseTarget('git@github.com:octo/blog.git', GITHUB, '');

    expect(target).toMatchObject({
      url: 'git@github.com:octo/blog.git',
      protocol: 'ssh',
      host: 'github.com',
      owner: 'octo',
      name: 'blog',
    });
  });

  test('strips a password from an ssh:// URL', () => {
    const target = parseTarget('ssh://git:hunter2secret@git.example.com/octo/blog.git', GITHUB, '');

    expect(JSON.stringify(target)).not.toContain('hunter2secret');
  });

  test.each(['not a repo', 'a/b/c', 'https://', ''])('refuses "%s", naming the input and the value', (given) => {
    expect(() => parseTarget(given, GITHUB, '')).toThrow(
      `Input "repository" must be "owner/name" or a git URL (https://…, ssh://…, git@host:path), got "${given}".`,
    );
  });

  test('names the source it was given in the error', () => {
    expect(() => parseTarget('nonsense here', GITHUB, '', "the repo in _config.yml's deploy")).toThrow(
      /^The repo in _config\.yml's deploy must be "owner\/name"/,
    );
  });
});

describe('parseTarget sameRepository', () => {
  test('is true for the current repository, whatever the letter case', () => {
    expect(parseTarget('Octo/Blog', GITHUB, 'octo/blog').sameRepository).toBe(true);
  });

  test('is true for the current repository written as an https URL', () => {
    expect(parseTarget('https://github.com/octo/blog.git', GITHUB, 'octo/blog').sameRepository).toBe(true);
  });

  test('is false for another repository on the same server', () => {
    expect(parseTarget('octo/site', GITHUB, 'octo/blog').sameRepository).toBe(false);
  });

  test('is false for the same owner/name on another host', () => {
    expect(parseTarget('https://gitlab.com/octo/blog.git', GITHUB, 'octo/blog').sameRepository).toBe(false);
  });

  test('ignores the port when comparing hosts', () => {
    expect(parseTarget('ssh://git@github.com:22/octo/blog.git', GITHUB, 'octo/blog').sameRepository).toBe(true);
  });

  test('is true for the workflow server named another way: localhost for 127.0.0.1, letter case, slashes', () => {
    const server = 'http://127.0.0.1:8080';

    expect(parseTarget('http://LocalHost:8080//Octo/Blog.git/', server, 'octo/blog').sameRepository).toBe(true);
  });
});

describe('pageUrl', () => {
  test('uses the custom domain when there is one', () => {
    expect(pageUrl(parseTarget('octo/blog', GITHUB, ''), 'blog.example.com')).toBe('https://blog.example.com/');
  });

  test('serves a <owner>.github.io repository at the root of the owner site', () => {
    expect(pageUrl(parseTarget('Octo/octo.github.io', GITHUB, ''), '')).toBe('https://octo.github.io/');
  });

  test('serves any other repository under its name, with the owner in lower case', () => {
    expect(pageUrl(parseTarget('Octo/My-Blog', GITHUB, ''), '')).toBe('https://octo.github.io/My-Blog/');
  });

  test('is empty for a target without an owner/name path', () => {
    expect(pageUrl(parseTarget('https://git.example.com/site.git', GITHUB, ''), '')).toBe('');
  });

  test("is github.io's on github.com alone: another host's Pages address is known only from its settings", () => {
    const ghe = parseTarget('octo/blog', 'https://ghe.example.com', '');
    expect(pageUrl(ghe, '')).toBe('');
    expect(pageUrl(ghe, 'blog.example.com')).toBe('https://blog.example.com/');
    expect(pageUrl(parseTarget('git@github.com:octo/blog.git', 'https://ghe.example.com', ''), '')).toBe(
      'https://octo.github.io/blog/',
    );
  });
});

describe('isUserSite', () => {
  test('is true for <owner>.github.io, whatever the letter case', () => {
    expect(isUserSite(parseTarget('octo/OCTO.github.io', GITHUB, ''))).toBe(true);
  });

  test("is false for a .github.io repository of another owner's name", () => {
    expect(isUserSite(parseTarget('octo/other.github.io', GITHUB, ''))).toBe(false);
  });

  test('is false for a project repository', () => {
    expect(isUserSite(parseTarget('octo/blog', GITHUB, ''))).toBe(false);
  });
});

describe('findRef', () => {
  const headSha = 'a'.repeat(40);
  const pagesSha = 'b'.repeat(40);
  const output = [
    'ref: refs/heads/main\tHEAD',
    `${headSha}\tHEAD`,
    `${'c'.repeat(40)}\trefs/heads/gh-pages-old`,
    `${pagesSha}\trefs/heads/gh-pages`,
    '',
  ].join('\n');

  test('returns the sha printed for the ref', () => {
    expect(findRef(output, 'refs/heads/gh-pages')).toBe(pagesSha);
  });

  test("returns HEAD's sha, not its symref line", () => {
    expect(findRef(output, 'HEAD')).toBe(headSha);
  });

  test('returns empty for a ref that is not listed', () => {
    expect(findRef(output, 'refs/heads/main')).toBe('');
  });

  test('accepts a SHA-256 object name', () => {
    const sha256 = 'd'.repeat(64);

    expect(findRef(`${sha256}\trefs/heads/gh-pages\n`, 'refs/heads/gh-pages')).toBe(sha256);
  });
});

describe('refNameProblem', () => {
  test.each([
    ['gh-pages', ''],
    ['release/v1.2', ''],
    ['-bad', 'it starts with "-", which git would read as an option'],
    ['a b', 'it holds a space or control character'],
    ['a:b', 'it holds ":"'],
    ['a..b', 'it holds ".."'],
    ['a@{1}', 'it holds "@{"'],
    ['@', 'it is "@"'],
    ['a//b', 'it starts or ends with "/", or holds "//"'],
    ['a/', 'it starts or ends with "/", or holds "//"'],
    ['a/.b', 'a part of it starts with "."'],
    ['a.lock', 'a part of it ends with ".lock"'],
    ['a.', 'it ends with "."'],
  ])('%s: %s', (branch, problem) => {
    expect(refNameProblem(branch)).toBe(problem);
  });
});

describe('chooseDestination', () => {
  const base: DestinationInput = {
    repository: '',
    branch: '',
    deployTargets: [],
    serverUrl: GITHUB,
    currentRepository: 'octo/blog',
    hasDeployKey: false,
  };

  test('takes the repository input over the site config deploy targets', () => {
    const destination = chooseDestination({
      ...base,
      repository: 'octo/site',
      deployTargets: [{ url: 'https://github.com/octo/hexo.git', branch: 'master' }],
    });

    expect([destination.target.url, destination.source]).toEqual([
      'https://github.com/octo/site.git',
      'the "repository" input',
    ]);
  });

  test('ignores the deploy target branch when the repository input is set', () => {
    const destination = chooseDestination({
      ...base,
      repository: 'octo/site',
      deployTargets: [{ url: 'https://github.com/octo/hexo.git', branch: 'master' }],
    });

    expect(destination.branch).toBe('gh-pages');
  });

  test('uses the first deploy target and its branch when the repository input is empty', () => {
    const destination = chooseDestination({
      ...base,
      deployTargets: [{ url: 'https://github.com/octo/hexo.git', branch: 'master' }],
    });

    expect([destination.target.url, destination.branch, destination.source]).toEqual([
      'https://github.com/octo/hexo.git',
      'master',
      'the deploy config in _config.yml',
    ]);
  });

  test('says which of several deploy targets it took', () => {
    const destination = chooseDestination({
      ...base,
      deployTargets: [
        { url: 'https://github.com/octo/first.git', branch: '' },
        { url: 'https://github.com/octo/second.git', branch: '' },
      ],
    });

    expect([destination.target.name, destination.source]).toEqual([
      'first',
      'the deploy config in _config.yml (the first of its 2 git targets)',
    ]);
  });

  test('strips the token placeholder from a deploy target URL', () => {
    const destination = chooseDestination({
      ...base,
      deployTargets: [{ url: 'https://GITHUB_ACCESS_TOKEN@github.com/octo/hexo.git', branch: '' }],
    });

    expect(destination.target.url).toBe('https://github.com/octo/hexo.git');
  });

  test('falls back to the current repository and gh-pages', () => {
    const destination = chooseDestination(base);

    expect([destination.target.url, destination.branch, destination.source]).toEqual([
      'https://github.com/octo/blog.git',
      'gh-pages',
      'the current repository',
    ]);
  });

  test('the branch input wins over the deploy target branch', () => {
    const destination = chooseDestination({
      ...base,
      branch: 'live',
      deployTargets: [{ url: 'https://github.com/octo/hexo.git', branch: 'master' }],
    });

    expect(destination.branch).toBe('live');
  });

  test('the branch input wins for a user site too', () => {
    const destination = chooseDestination({ ...base, repository: 'octo/octo.github.io', branch: 'live' });

    expect(destination.branch).toBe('live');
  });

  test("leaves the branch empty for a user site without one, to follow the remote's default", () => {
    const destination = chooseDestination({ ...base, repository: 'octo/octo.github.io' });

    expect(destination.branch).toBe('');
  });

  test.each([
    ['git@github.com:octo/octo.github.io.git', 'master', 'master for a <owner>.github.io repository on github.com'],
    ['https://github.com/octo/blog.git', 'gh-pages', 'gh-pages for a repository on github.com'],
    ['https://gitee.com/octo/octo.git', 'master', 'master on a host other than github.com'],
    ['git@coding.net:octo/blog.git', 'coding-pages', 'coding-pages on coding.net'],
  ])('gives a config target without a branch the one hexo deploy pushes to: %s → %s', (url, branch, why) => {
    const destination = chooseDestination({ ...base, hasDeployKey: true, deployTargets: [{ url, branch: '' }] });

    expect([destination.branch, destination.branchRule]).toEqual([
      branch,
      `hexo-deployer-git's rule for a target without a branch: ${why}`,
    ]);
  });

  test('says where the branch input sends a config target elsewhere than hexo deploy would', () => {
    const destination = chooseDestination({
      ...base,
      branch: 'main',
      deployTargets: [{ url: 'https://github.com/octo/octo.github.io.git', branch: '' }],
    });

    expect(destination.branch).toBe('main');
    expect(destination.branchRule).toBeUndefined();
    expect(destination.notes).toEqual([
      "hexo deploy would push https://github.com/octo/octo.github.io.git to master (hexo-deployer-git's rule for a " +
        'target without a branch: master for a <owner>.github.io repository on github.com); the "branch" input ' +
        'sends this deploy to main.',
    ]);
  });

  test("keeps a config target's branch, options and token when the repository input names it, however spelled", () => {
    const options = { ...DEFAULT_DEPLOYER_OPTIONS, name: 'Hexo Bot', ignoreHidden: false };
    const destination = chooseDestination({
      ...base,
      repository: 'Octo/Blog',
      deployTargets: [
        { url: 'https://gitee.com/octo/blog.git', branch: 'pages', token: '$GITEE', options: DEFAULT_DEPLOYER_OPTIONS },
        { url: 'git@github.com:octo/blog.git', branch: '', token: '$OWN', options },
      ],
    });

    expect(destination).toMatchObject({
      target: { url: 'https://github.com/Octo/Blog.git', trusted: true },
      branch: 'gh-pages',
      deploy: { token: '$OWN', options },
      source: 'the "repository" input, which is also a git target in _config.yml (its options are kept)',
      notes: [
        'The "repository" input wins over _config.yml\'s deploy: hexo deploy would also push to ' +
          'https://gitee.com/octo/blog.git, which this deploy leaves as it is.',
      ],
    });
  });

  test('names the config targets a repository input of its own leaves aside, without their credentials', () => {
    const destination = chooseDestination({
      ...base,
      repository: 'octo/elsewhere',
      deployTargets: [{ url: 'https://GITHUB_ACCESS_TOKEN@github.com/octo/blog.git', branch: '' }],
    });

    expect(destination.deploy).toBeUndefined();
    expect(destination.notes).toEqual([
      'The "repository" input wins over _config.yml\'s deploy: hexo deploy would also push to ' +
        'https://github.com/octo/blog.git, which this deploy leaves as it is.',
    ]);
  });

  test('pushes a hexo SSH address on the server host over HTTPS when there is no deploy key', () => {
    const destination = chooseDestination({
      ...base,
      deployTargets: [{ url: 'git@github.com:octo/hexo.git', branch: 'master' }],
    });

    expect([destination.target.protocol, destination.target.url]).toEqual([
      'https',
      'https://github.com/octo/hexo.git',
    ]);
  });

  test('pushes a hexo ssh:// address with a port on the server host over HTTPS too', () => {
    const destination = chooseDestination({
      ...base,
      deployTargets: [{ url: 'ssh://git@github.com:22/octo/hexo.git', branch: '' }],
    });

    expect(destination.target.url).toBe('https://github.com/octo/hexo.git');
  });

  test('keeps a hexo SSH address when there is a deploy key', () => {
    const destination = chooseDestination({
      ...base,
      hasDeployKey: true,
      deployTargets: [{ url: 'git@github.com:octo/hexo.git', branch: 'master' }],
    });

    expect(destination.target.url).toBe('git@github.com:octo/hexo.git');
  });

  test('pushes an owner/name repository input over SSH when there is a deploy key', () => {
    const destination = chooseDestination({ ...base, hasDeployKey: true, repository: 'octo/site' });

    expect([destination.target.protocol, destination.target.url]).toEqual(['ssh', 'git@github.com:octo/site.git']);
  });

  test('keeps the current repository recognised as such when a deploy key turns it into SSH', () => {
    const destination = chooseDestination({ ...base, hasDeployKey: true });

    expect([destination.target.url, destination.target.sameRepository]).toEqual(['git@github.com:octo/blog.git', true]);
  });

  test('pushes a hexo https address on the server host over SSH when there is a deploy key', () => {
    const destination = chooseDestination({
      ...base,
      hasDeployKey: true,
      deployTargets: [{ url: 'https://GITHUB_ACCESS_TOKEN@github.com/octo/hexo.git', branch: 'master' }],
    });

    expect([destination.target.protocol, destination.target.url]).toEqual(['ssh', 'git@github.com:octo/hexo.git']);
  });

  test('keeps an https address on another host over HTTPS when there is a deploy key', () => {
    const destination = chooseDestination({
      ...base,
      hasDeployKey: true,
      repository: 'https://gitlab.com/octo/site.git',
    });

    expect([destination.target.protocol, destination.target.url]).toEqual([
      'https',
      'https://gitlab.com/octo/site.git',
    ]);
  });

  test('refuses a hexo SSH address on another host without a deploy key', () => {
    expect(() =>
      chooseDestination({ ...base, deployTargets: [{ url: 'git@gitlab.com:octo/hexo.git', branch: '' }] }),
    ).toThrow(
      /^The target git@gitlab\.com:octo\/hexo\.git \(from the deploy config in _config\.yml\) is an SSH address/,
    );
  });

  test('refuses an SSH repository input without a deploy key, naming deploy-key and the fix', () => {
    expect(() => chooseDestination({ ...base, repository: 'git@github.com:octo/site.git' })).toThrow(
      'The target git@github.com:octo/site.git (from the "repository" input) is an SSH address, which needs ' +
        '"deploy-key". To push with the token instead, set "repository" to owner/name or an https:// URL.',
    );
  });

  test('refuses to guess when there is no repository anywhere', () => {
    expect(() => chooseDestination({ ...base, currentRepository: '' })).toThrow(
      'No target: set "repository" (owner/name or a git URL), or add a git deploy target to _config.yml.',
    );
  });

  test('names the deploy config when its repo cannot be parsed', () => {
    expect(() => chooseDestination({ ...base, deployTargets: [{ url: 'not a url', branch: '' }] })).toThrow(
      /^The repo in _config\.yml's deploy must be "owner\/name"/,
    );
  });
});

describe('targets are data, never commands', () => {
  test.each([
    ['an option for git', '--upload-pack=cd;touch${IFS}PWNED;echo:x', 'starts with "-"'],
    ['a transport that runs a program', 'ext::sh -c touch% /tmp/PWNED', "git's transports that run a program"],
    ['a local path', 'file:///srv/git/blog.git', 'it is a local file:// path, and pages-push pushes to a git server'],
    ['a git:// address', 'git://example.com/octo/blog.git', 'it is a git:// address'],
    ['a control character', 'octo/\u0001blog', 'control characters'],
  ])('refuses %s, naming the input', (_, spec, why) => {
    expect(() => parseTarget(spec, GITHUB, 'octo/blog', "the repo in _config.yml's deploy")).toThrow(
      new RegExp(`^The repo in _config\\.yml's deploy is refused: .*${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  test.each([
    ['an SSH host that starts with "-"', 'git@-oProxyCommand=touch:octo/blog.git'],
    ['an SSH user that starts with "-"', '-oProxyCommand=x@host:octo/blog.git'],
    ['an ssh:// host that starts with "-"', 'ssh://-oProxyCommand=touch/octo/blog.git'],
  ])('refuses %s', (_, spec) => {
    expect(() => parseTarget(spec, GITHUB, 'octo/blog')).toThrow(/^Input "repository" (is refused|must be)/);
  });
});

describe('trusted', () => {
  test('trusts a target on the workflow server, and no other host', () => {
    expect([
      parseTarget('https://github.com/octo/blog.git', GITHUB, '').trusted,
      parseTarget('https://git.example.com/octo/blog.git', GITHUB, '').trusted,
      parseTarget('http://github.com/octo/blog.git', GITHUB, '').trusted,
      parseTarget('http://127.0.0.1:8081/octo/blog.git', 'http://127.0.0.1:8080', '').trusted,
    ]).toEqual([true, false, false, false]);
  });

  test('trusts any host the repository input names', () => {
    const destination = chooseDestination({
      repository: 'https://git.example.com/octo/blog.git',
      branch: '',
      deployTargets: [],
      serverUrl: GITHUB,
      currentRepository: 'octo/blog',
      hasDeployKey: false,
    });

    expect(destination.target.trusted).toBe(true);
  });

  test('does not trust a host only the site config names', () => {
    const destination = chooseDestination({
      repository: '',
      branch: '',
      deployTargets: [{ url: 'https://git.example.com/octo/blog.git', branch: '' }],
      serverUrl: GITHUB,
      currentRepository: 'octo/blog',
      hasDeployKey: false,
    });

    expect(destination.target.trusted).toBe(false);
  });
});

test('pushes over SSH with a deploy key to a GitHub Enterprise server whose URL has a port', () => {
  const destination = chooseDestination({
    repository: 'octo/blog',
    branch: '',
    deployTargets: [],
    serverUrl: 'https://ghe.example.com:8443',
    currentRepository: 'octo/sources',
    hasDeployKey: true,
  });

  expect([destination.target.protocol, destination.target.url]).toEqual(['ssh', 'git@ghe.example.com:octo/blog.git']);
});

describe('onGitHubDotCom', () => {
  test('github.com however spelled, over https or ssh; not GitHub Enterprise, nor another host', () => {
    const at = (spec: string): boolean => onGitHubDotCom(parseTarget(spec, GITHUB, ''));
    expect(at('octo/blog')).toBe(true);
    expect(at('https://www.github.com/octo/blog.git')).toBe(true);
    expect(at('https://GitHub.com./octo/blog.git')).toBe(true);
    expect(at('https://github.com:443/octo/blog.git')).toBe(true);
    expect(at('ssh://git@ssh.github.com:443/octo/blog.git')).toBe(true);
    expect(at('git@github.com:octo/blog.git')).toBe(true);
    expect(at('https://ghe.example.com/octo/blog.git')).toBe(false);
    expect(at('git@gitlab.com:octo/blog.git')).toBe(false);
    expect(at('https://github.com.example.org/octo/blog.git')).toBe(false);
  });

  test('a server on this machine is not github.com, whatever the workflow server is', () => {
    for (const server of [GITHUB, 'http://127.0.0.1:8080']) {
      const at = (spec: string): boolean => onGitHubDotCom(parseTarget(spec, server, ''));
      expect(at('http://127.0.0.1:8080/octo/blog.git')).toBe(false);
      expect(at('http://localhost:8080/octo/blog.git')).toBe(false);
      expect(at('https://127.1.2.3/octo/blog.git')).toBe(false);
      expect(at('git@127.0.0.1:octo/blog.git')).toBe(false);
      expect(at('ssh://git@localhost:2222/octo/blog.git')).toBe(false);
    }
    expect(onGitHubDotCom(parseTarget('octo/blog', 'http://127.0.0.1:8080', ''))).toBe(false);
  });
});

test("pageUrl: a project on this machine gets no github.io address, only a cname's", () => {
  const local = parseTarget('http://127.0.0.1:8080/octo/blog.git', GITHUB, '');
  expect(pageUrl(local, '')).toBe('');
  expect(pageUrl(parseTarget('http://localhost:8080/octo/octo.github.io.git', GITHUB, ''), '')).toBe('');
  expect(pageUrl(local, 'blog.example.com')).toBe('https://blog.example.com/');
});
