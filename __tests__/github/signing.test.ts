// Which runs `commit-signing: github` takes, and each refusal before the build naming the input and what instead.
import { parseTarget } from '../../src/git/target.js';
import type { Destination } from '../../src/git/destination.js';
import { refuseUnsignable } from '../../src/github/signing.js';
import { tokenKind } from '../../src/credentials/git-auth.js';
import { commitSigningSetting } from '../../src/inputs/input-values.js';
import type { SourceContext } from '../../src/inputs/settings.js';

const SERVER = 'https://github.com';
const source = { serverUrl: SERVER, repository: 'octo/blog' } as SourceContext;
const pushTo = (spec: string): Destination[] => [
  { target: parseTarget(spec, SERVER, 'octo/blog'), branch: 'gh-pages', source: 'input' },
];
const installation = { hasDeployKey: false, kind: 'installation' as const };
const signing = {
  history: 'keep' as const,
  tag: '',
  source,
  commitSigning: 'github' as const,
};

test('the input takes none (the default) or github', () => {
  expect(commitSigningSetting('')).toBe('none');
  expect(commitSigningSetting(' github ')).toBe('github');
  expect(() => commitSigningSetting('gpg')).toThrow('Input "commit-signing" must be "none" or "github", got "gpg".');
});

test.each([
  ['ghs_abc', 'installation'],
  ['ghp_abc', 'user'],
  ['github_pat_11abc', 'user'],
  ['gho_abc', 'user'],
  ['ghu_abc', 'user'],
  ['0123456789abcdef0123456789abcdef01234567', 'user'],
  ['some-enterprise-token', 'unknown'],
])('a token %s is an %s token', (token, kind) => {
  expect(tokenKind(token)).toBe(kind);
});

test("takes the workflow's token for a target on the workflow's GitHub", () => {
  expect(() => {
    refuseUnsignable(signing, pushTo('octo/blog'), installation);
  }).not.toThrow();
});

test.each([
  ['a deploy key', signing, pushTo('octo/blog'), { hasDeployKey: true, kind: 'none' as const }, 'remove "deploy-key"'],
  [
    'a personal access token',
    signing,
    pushTo('octo/blog'),
    { ...installation, kind: 'user' as const },
    'personal access',
  ],
  ['no token', signing, pushTo('octo/blog'), { ...installation, kind: 'none' as const }, 'needs a token GitHub signs'],
  ['another server', signing, pushTo('https://git.example.com/o/r.git'), installation, 'is elsewhere'],
  [
    'a rewritten history',
    { ...signing, history: 'replace' as const },
    pushTo('octo/blog'),
    installation,
    'history: keep',
  ],
  ['a tag', { ...signing, tag: 'v1' }, pushTo('octo/blog'), installation, 'Remove "tag"'],
  ['several targets', signing, [...pushTo('octo/blog'), ...pushTo('octo/mirror')], installation, 'names several'],
])('refuses %s before the build', (_what, settings, destinations, token, message) => {
  expect(() => {
    refuseUnsignable(settings, destinations, token);
  }).toThrow(message);
});

test('with commit-signing: none, refuses nothing', () => {
  expect(() => {
    refuseUnsignable({ ...signing, commitSigning: 'none' }, pushTo('octo/blog'), { hasDeployKey: true, kind: 'user' });
  }).not.toThrow();
});
