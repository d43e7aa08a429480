// Unit tests of how the own-branch guard tells that a target is the workflow's own repository, however spelled.
import { isWorkflowRepository, repositoryKey, serverName } from '../../src/git/same-server.js';

describe('serverName', () => {
  test.each([
    ['GitHub.COM', 'github.com'],
    ['github.com:443', 'github.com'],
    ['github.com.', 'github.com'],
    ['ssh.github.com:443', 'github.com'],
    ['ghe.example.com:8443', 'ghe.example.com'],
  ])('takes %s for the server %s', (host, name) => {
    expect(serverName(host)).toBe(name);
  });

  test.each([
    'localhost',
    'LOCALHOST:8080',
    'localhost.',
    'pages.localhost',
    '127.0.0.1',
    '127.0.0.1:36649',
    '127.1',
    '127.8.9.10',
    '2130706433',
    '0x7f.0.0.1',
    '0.0.0.0',
    '[::1]',
    '[::1]:8080',
    '[0:0:0:0:0:0:0:1]',
    '[::ffff:127.0.0.1]',
  ])('takes %s for this machine', (host) => {
    expect(serverName(host)).toBe('loopback');
  });

  test.each(['128.0.0.1', '10.0.0.1', 'localhost.example.com', '[::2]'])(
    'does not take %s for this machine',
    (host) => {
      expect(serverName(host)).not.toBe('loopback');
    },
  );
});

describe('repositoryKey', () => {
  test.each(['octo/blog', 'Octo/Blog', '/octo/blog.git', 'octo/blog.GIT/', '//octo//blog/', 'octo/blog/'])(
    'reads %s as octo/blog',
    (repoPath) => {
      expect(repositoryKey(repoPath)).toBe('octo/blog');
    },
  );

  test('keeps a name that only ends in git', () => {
    expect(repositoryKey('octo/digit')).toBe('octo/digit');
  });
});

describe('isWorkflowRepository', () => {
  const workflow = { serverUrl: 'http://127.0.0.1:36649', repository: 'octo/blog' };

  test.each([
    ['localhost:36649', 'octo/blog.git'],
    ['LOCALHOST', '/Octo/Blog/'],
    ['[::1]:36649', 'octo/blog'],
    ['127.0.0.1:9999', 'octo/blog'],
  ])('takes %s with %s for the workflow repository on 127.0.0.1', (host, repoPath) => {
    expect(isWorkflowRepository({ host, path: repoPath }, workflow)).toBe(true);
  });

  test('takes github.com over SSH for the repository of a run on https://github.com', () => {
    const github = { serverUrl: 'https://github.com', repository: 'octo/blog' };

    expect(isWorkflowRepository({ host: 'ssh.github.com:443', path: 'octo/blog.git' }, github)).toBe(true);
  });

  test.each([
    ['localhost', 'octo/site'],
    ['example.com', 'octo/blog'],
  ])('does not take %s with %s for it', (host, repoPath) => {
    expect(isWorkflowRepository({ host, path: repoPath }, workflow)).toBe(false);
  });

  test('is false outside Actions, with no workflow repository', () => {
    expect(isWorkflowRepository({ host: 'localhost', path: 'octo/blog' }, { ...workflow, repository: '' })).toBe(false);
  });
});
