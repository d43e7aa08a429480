// Unit tests of the token's git configuration, of the forms of it that must be masked, and of choosing token or key
// (the owner's own tests, opening and closing, are in owner.test.ts).
import {
  basicCredential,
  derivedForms,
  gitAuth,
  refuseOwnCredential,
  resolveConfigToken,
  tokenGitConfig,
  type Credentials,
} from '../../src/credentials/git-auth.js';
import { parseTarget } from '../../src/git/target.js';
import type { DeployKey } from '../../src/credentials/ssh.js';

describe('basicCredential', () => {
  test('is the base64 of x-access-token:<token>', () => {
    expect(basicCredential('abc123')).toBe('eC1hY2Nlc3MtdG9rZW46YWJjMTIz');
  });

  test('encodes special characters of the token as UTF-8 bytes', () => {
    expect(Buffer.from(basicCredential('p@ss/w+rd=é'), 'base64').toString('utf8')).toBe('x-access-token:p@ss/w+rd=é');
  });
});

describe('derivedForms', () => {
  test('includes the token itself', () => {
    expect(derivedForms('abc123')).toContain('abc123');
  });

  test('includes the base64 of x-access-token:<token> that git sends', () => {
    expect(derivedForms('abc123')).toContain('eC1hY2Nlc3MtdG9rZW46YWJjMTIz');
  });

  test('includes the base64 of the bare token', () => {
    expect(derivedForms('abc123')).toContain('YWJjMTIz');
  });

  test('includes the URL-encoded form of a token with special characters', () => {
    expect(derivedForms('p@ss/w+rd=')).toContain('p%40ss%2Fw%2Brd%3D');
  });

  test('lists each form once when the URL-encoded form equals the token', () => {
    expect(derivedForms('abc123')).toEqual(['abc123', 'eC1hY2Nlc3MtdG9rZW46YWJjMTIz', 'YWJjMTIz']);
  });
});

describe('tokenGitConfig', () => {
  const origin = 'https://github.com/';

  test('resets the inherited extraheader, then sets the token header, both scoped to the origin', () => {
    const config = tokenGitConfig('abc123', origin);

    expect(config.slice(0, 2)).toEqual([
      ['http.https://github.com/.extraheader', ''],
      ['http.https://github.com/.extraheader', 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46YWJjMTIz'],
    ]);
  });

  test('switches credential helpers off', () => {
    expect(tokenGitConfig('abc123', origin)).toContainEqual(['credential.helper', '']);
  });

  test('scopes the header to a host and port of its own', () => {
    const keys = tokenGitConfig('abc123', 'http://127.0.0.1:8080/').map(([key]) => key);

    expect(keys).toEqual([
      'http.http://127.0.0.1:8080/.extraheader',
      'http.http://127.0.0.1:8080/.extraheader',
      'credential.helper',
    ]);
  });

  test('never puts the token itself in a value, only its base64 form', () => {
    const values = tokenGitConfig('abc123', origin).map(([, value]) => value);

    expect(values.some((value) => value.includes('abc123'))).toBe(false);
  });
});

describe('gitAuth', () => {
  const GITHUB = 'https://github.com';
  const deployKey: DeployKey = {
    keyFile: '/runner/temp/pages-push/deploy-key',
    knownHostsFile: '/runner/temp/pages-push/known_hosts',
    fingerprint: 'SHA256:AbCdEf0123456789AbCdEf0123456789AbCdEf01234',
    sshCommand: "ssh -F /dev/null -i '/runner/temp/pages-push/deploy-key' -o IdentitiesOnly=yes",
    secrets: [],
  };
  const noCredentials: Credentials = { token: '', deployKey: undefined, knownHosts: '' };

  test('refuses an SSH target without a deploy key, naming "deploy-key"', () => {
    const target = parseTarget('git@github.com:octo/blog.git', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, token: 'abc123' }, target)).toThrow(
      'The target git@github.com:octo/blog.git is an SSH address, which needs "deploy-key".',
    );
  });

  test('refuses an SSH target on a host without a known host key, naming "known-hosts"', () => {
    const target = parseTarget('git@git.example.com:octo/blog.git', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, deployKey }, target)).toThrow(
      /^No host key is known for git\.example\.com: .* Add the server's public host key to the "known-hosts" input/,
    );
  });

  test('names the ssh-keyscan command with the port for a host without a known host key', () => {
    const target = parseTarget('ssh://git@git.example.com:2222/octo/blog.git', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, deployKey }, target)).toThrow('`ssh-keyscan -p 2222 git.example.com`');
  });

  test('names the ssh-keyscan command without a port for a host on port 22', () => {
    const target = parseTarget('git@git.example.com:octo/blog.git', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, deployKey }, target)).toThrow('`ssh-keyscan git.example.com`');
  });

  test('accepts an SSH target whose host key is in the known-hosts input', () => {
    const target = parseTarget('ssh://git@git.example.com:2222/octo/blog.git', GITHUB, 'octo/blog');
    const knownHosts = '[git.example.com]:2222 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGgWn39v8S3AZgB+VOuVv3gr';

    expect(gitAuth({ ...noCredentials, deployKey, knownHosts }, target).env).toEqual({
      GIT_SSH_COMMAND: deployKey.sshCommand,
    });
  });

  test("pushes to github.com over SSH with the deploy key's ssh command and no git config", () => {
    const target = parseTarget('git@github.com:octo/blog.git', GITHUB, 'octo/blog');

    expect(gitAuth({ ...noCredentials, deployKey }, target)).toEqual({
      config: [],
      env: { GIT_SSH_COMMAND: deployKey.sshCommand },
    });
  });

  test('does not send the token to an SSH target', () => {
    const target = parseTarget('git@github.com:octo/blog.git', GITHUB, 'octo/blog');

    const auth = gitAuth({ ...noCredentials, token: 'abc123', deployKey }, target);

    expect(JSON.stringify(auth)).not.toContain(basicCredential('abc123'));
  });

  test('refuses an HTTPS target without a token, naming "token"', () => {
    const target = parseTarget('octo/blog', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, deployKey }, target)).toThrow(
      'The target https://github.com/octo/blog.git is an HTTPS address, which needs "token".',
    );
  });

  test('refuses an HTTPS target with no credential at all, naming both inputs and repo.token', () => {
    const target = parseTarget('octo/blog', GITHUB, 'octo/blog');

    expect(() => gitAuth(noCredentials, target)).toThrow(
      'No credentials: both "token" and "deploy-key" are empty, and the target has no token of its own (`repo: {url, token: $NAME}` in _config.yml).',
    );
  });

  test("authenticates to an HTTPS target with the token's config for the target's origin and no environment", () => {
    const target = parseTarget('http://127.0.0.1:8080/octo/blog.git', 'http://127.0.0.1:8080', 'octo/blog');

    expect(gitAuth({ ...noCredentials, token: 'abc123' }, target)).toEqual({
      config: tokenGitConfig('abc123', 'http://127.0.0.1:8080/'),
      env: {},
    });
  });

  test('refuses to send the token to a host only the site config names, saying to set "repository"', () => {
    const target = parseTarget('https://evil.example/octo/blog.git', GITHUB, 'octo/blog');

    expect(() => gitAuth({ ...noCredentials, token: 'abc123' }, target)).toThrow(
      'set "repository: https://evil.example/octo/blog.git"',
    );
  });

  test('refuses to send the token over plain http to another machine', () => {
    const target = { ...parseTarget('http://git.example.com/octo/blog.git', GITHUB, 'octo/blog'), trusted: true };

    expect(() => gitAuth({ ...noCredentials, token: 'abc123' }, target)).toThrow('is a plain http:// address');
  });

  // A `*.localhost` name is loopback (RFC 6761), and git's curl resolves it so without any resolver.
  test.each(['localhost', 'github.localhost'])('sends the token over plain http to this machine (%s)', (host) => {
    const server = `http://${host}:8080`;
    const target = parseTarget(`${server}/octo/blog.git`, server, 'octo/blog');

    expect(gitAuth({ ...noCredentials, token: 'abc123' }, target).config).toEqual(
      tokenGitConfig('abc123', `${server}/`),
    );
  });

  test('a name that only ends in "localhost" is another machine', () => {
    const target = { ...parseTarget('http://evil-localhost:8080/octo/blog.git', GITHUB, 'octo/blog'), trusted: true };

    expect(() => gitAuth({ ...noCredentials, token: 'abc123' }, target)).toThrow('is a plain http:// address');
  });
});

describe('resolveConfigToken', () => {
  test('reads $NAME from the environment', () => {
    expect(resolveConfigToken('$GITEE_TOKEN', { GITEE_TOKEN: 'gitee-secret' })).toBe('gitee-secret');
  });

  test('takes anything else as the token itself, and nothing as none', () => {
    expect([resolveConfigToken('literal-token', {}), resolveConfigToken('', {})]).toEqual(['literal-token', '']);
  });

  test('fails for a variable that is not set, saying how to set it', () => {
    expect(() => resolveConfigToken('$GITEE_TOKEN', {})).toThrow(
      '_config.yml gives a target the token in $GITEE_TOKEN, which is not set: add it to the step, `env: GITEE_TOKEN: ${{ secrets.GITEE_TOKEN }}`',
    );
  });

  test("fails for one of the action's own variables, which the environment it is given never holds", () => {
    expect(() => resolveConfigToken('$INPUT_TOKEN', {})).toThrow(
      "_config.yml gives a target the token in $INPUT_TOKEN, which is the action's own: a token named in the config is read from the variables the workflow sets for the step.",
    );
  });
});

describe('refuseOwnCredential', () => {
  const given = { token: 'ghs_stepToken', deployKey: '-----BEGIN KEY-----\nabc\n-----END KEY-----\n' };
  const mirror = parseTarget('https://git.example.com/octo/blog.git', 'https://github.com', 'octo/src');
  const own = parseTarget('https://github.com/octo/blog.git', 'https://github.com', 'octo/src');

  test("refuses the token input's value for a host only the config names, naming the variable and the fix", () => {
    expect(() => {
      refuseOwnCredential('ghs_stepToken', '$GITHUB_TOKEN', mirror, given);
    }).toThrow(
      '_config.yml gives https://git.example.com/octo/blog.git the token in $GITHUB_TOKEN, whose value is the "token" input',
    );
  });

  test("lets the token input's value go where the token goes anyway, and another value anywhere", () => {
    expect(() => {
      refuseOwnCredential('ghs_stepToken', '$GITHUB_TOKEN', own, given);
      refuseOwnCredential('mirror-token', '$MIRROR_TOKEN', mirror, given);
    }).not.toThrow();
  });

  test('refuses the deploy key, however it is wrapped, for any host', () => {
    expect(() => {
      refuseOwnCredential('-----BEGIN KEY----- abc -----END KEY-----', 'literal', own, given);
    }).toThrow('a token written in repo.token, whose value is the "deploy-key" input');
  });
});
