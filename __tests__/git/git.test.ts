// Unit tests of the environment git child processes get.
import { gitEnvironment } from '../../src/git/git.js';
import { isolatedGitEnvironment, stallSeconds } from '../../src/git/isolation.js';

/** The config entries git will read from GIT_CONFIG_COUNT and GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n, in order. */
function configEntries(env: Record<string, string>): [string, string | undefined][] {
  const count = Number(env.GIT_CONFIG_COUNT);
  return Array.from({ length: count }, (_, index) => [
    env[`GIT_CONFIG_KEY_${index}`] ?? '',
    env[`GIT_CONFIG_VALUE_${index}`],
  ]);
}

describe('gitEnvironment', () => {
  test('drops variables that would point git at another repository or prompt for a password', () => {
    const env = gitEnvironment(
      {
        PATH: '/usr/bin',
        GIT_DIR: '/elsewhere/.git',
        GIT_WORK_TREE: '/elsewhere',
        GIT_INDEX_FILE: '/elsewhere/index',
        GIT_ASKPASS: '/usr/bin/askpass',
        SSH_ASKPASS: '/usr/bin/ssh-askpass',
      },
      [],
    );

    expect(Object.keys(env).filter((name) => /DIR|WORK_TREE|INDEX|ASKPASS/.test(name))).toEqual([]);
  });

  test('drops the variables that change how git reads a pathspec', () => {
    const names = ['GIT_LITERAL_PATHSPECS', 'GIT_GLOB_PATHSPECS', 'GIT_NOGLOB_PATHSPECS', 'GIT_ICASE_PATHSPECS'];
    const env = gitEnvironment(Object.fromEntries(names.map((name) => [name, '1'])), []);

    expect(Object.keys(env).filter((name) => name.endsWith('_PATHSPECS'))).toEqual([]);
  });

  test("drops the action's inputs and saved state, which may hold the token", () => {
    const env = gitEnvironment(
      { INPUT_TOKEN: 'ghs_secret', 'INPUT_DEPLOY-KEY': 'key', STATE_files: '[]', HOME: '/home/runner' },
      [],
    );

    expect(Object.keys(env).filter((name) => /^(INPUT|STATE)_/.test(name))).toEqual([]);
  });

  test('keeps the rest of the environment', () => {
    const env = gitEnvironment({ PATH: '/usr/bin', HOME: '/home/runner', GIT_AUTHOR_NAME: 'octo' }, []);

    expect(env).toMatchObject({ PATH: '/usr/bin', HOME: '/home/runner', GIT_AUTHOR_NAME: 'octo' });
  });

  test('passes config entries first, in order, through GIT_CONFIG_KEY_n/VALUE_n', () => {
    const env = gitEnvironment({}, [
      ['http.https://github.com/.extraheader', ''],
      ['credential.helper', ''],
    ]);

    expect(configEntries(env).slice(0, 2)).toEqual([
      ['http.https://github.com/.extraheader', ''],
      ['credential.helper', ''],
    ]);
  });

  test('appends config after the two entries the user already set, leaving theirs alone', () => {
    const env = gitEnvironment(
      {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: 'user.name',
        GIT_CONFIG_VALUE_0: 'octo',
        GIT_CONFIG_KEY_1: 'core.autocrlf',
        GIT_CONFIG_VALUE_1: 'false',
      },
      [['credential.helper', '']],
    );

    expect(configEntries(env).slice(0, 3)).toEqual([
      ['user.name', 'octo'],
      ['core.autocrlf', 'false'],
      ['credential.helper', ''],
    ]);
  });

  test('counts exactly the entries it set, so git reads them all', () => {
    const env = gitEnvironment({}, [['credential.helper', '']]);

    const keys = Object.keys(env).filter((name) => name.startsWith('GIT_CONFIG_KEY_'));

    expect(keys.sort()).toEqual(
      Array.from({ length: Number(env.GIT_CONFIG_COUNT) }, (_, index) => `GIT_CONFIG_KEY_${index}`).sort(),
    );
  });

  test('switches automatic gc and maintenance off, so nothing writes into the repository in the background', () => {
    const env = gitEnvironment({}, []);

    expect(configEntries(env)).toEqual(
      expect.arrayContaining([
        ['gc.auto', '0'],
        ['maintenance.auto', 'false'],
      ]),
    );
  });

  test('starts from zero when GIT_CONFIG_COUNT is not a number', () => {
    const env = gitEnvironment({ GIT_CONFIG_COUNT: 'many' }, [['credential.helper', '']]);

    expect(env.GIT_CONFIG_KEY_0).toBe('credential.helper');
  });

  test('turns terminal and credential-manager prompts off', () => {
    const env = gitEnvironment({ GIT_TERMINAL_PROMPT: '1' }, []);

    expect([env.GIT_TERMINAL_PROMPT, env.GCM_INTERACTIVE]).toEqual(['0', 'never']);
  });

  test('lets the extra variables win, even one it would drop from the base', () => {
    const env = gitEnvironment({ GIT_DIR: '/elsewhere/.git' }, [], { GIT_DIR: '/work/repo.git' });

    expect(env.GIT_DIR).toBe('/work/repo.git');
  });

  test('does not change the environment it was given', () => {
    const base = { GIT_DIR: '/elsewhere/.git', GIT_CONFIG_COUNT: '1' };

    gitEnvironment(base, [['credential.helper', '']]);

    expect(base).toEqual({ GIT_DIR: '/elsewhere/.git', GIT_CONFIG_COUNT: '1' });
  });
});

describe('isolatedGitEnvironment', () => {
  const config = (env: Record<string, string>): Record<string, string> =>
    Object.fromEntries(configEntries(env).map(([key, value]) => [key, value ?? '']));

  test('reads no HOME or system git config', () => {
    const env = isolatedGitEnvironment({ HOME: '/home/runner' }, [], { allowHttp: false, stallMs: 20_000 });

    expect([env.GIT_CONFIG_GLOBAL, env.GIT_CONFIG_NOSYSTEM]).toEqual(['/dev/null', '1']);
  });

  test('runs no hook and no fsmonitor command', () => {
    const env = isolatedGitEnvironment({}, [], { allowHttp: false, stallMs: 20_000 });

    expect(config(env)).toMatchObject({ 'core.hooksPath': '/dev/null', 'core.fsmonitor': 'false' });
  });

  test('speaks https and ssh only, and http only when told', () => {
    const https = config(isolatedGitEnvironment({}, [], { allowHttp: false, stallMs: 20_000 }));
    const http = config(isolatedGitEnvironment({}, [], { allowHttp: true, stallMs: 20_000 }));

    expect([https['protocol.allow'], https['protocol.https.allow'], https['protocol.ssh.allow']]).toEqual([
      'never',
      'always',
      'always',
    ]);
    expect([https['protocol.http.allow'], http['protocol.http.allow']]).toEqual(['never', 'always']);
  });

  test('stops an HTTP transfer that moved less than a byte a second for the stall time', () => {
    expect(config(isolatedGitEnvironment({}, [], { allowHttp: false, stallMs: 7_000 }))).toMatchObject({
      'http.lowSpeedLimit': '1',
      'http.lowSpeedTime': '7',
    });
  });

  test('keeps the credentials config it is given', () => {
    const env = isolatedGitEnvironment({}, [['credential.helper', '']], { allowHttp: false, stallMs: 20_000 });

    expect(configEntries(env)[0]).toEqual(['credential.helper', '']);
  });
});

test.each([
  [500, 1],
  [1_499, 1],
  [1_500, 2],
  [15_000, 15],
])('network-timeout of %i ms is a stall limit of %i s for git and ssh (whole seconds, at least one)', (ms, seconds) => {
  expect(stallSeconds(ms)).toBe(seconds);
});
