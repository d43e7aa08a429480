// Which runs `commit-signing: github` takes, and each refusal before the build naming the input and what instead.
import { parseTarget } from '../../src/git/target.js';
import type { Plan } from '../../src/plan.js';
import { refuseUnsignable } from '../../src/github/signing.js';
import { commitSigningSetting, tokenKind } from '../../src/github/signing-input.js';
import type { SourceContext } from '../../src/settings.js';

const SERVER = 'https://github.com';
const source = { serverUrl: SERVER, repository: 'octo/blog' } as SourceContext;
const pushTo = (spec: string): Plan => ({
  kind: 'push',
  destination: { target: parseTarget(spec, SERVER, 'octo/blog'), branch: 'gh-pages', source: 'input' },
  others: [],
});
const signing = {
  token: 'ghs_installation',
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
    refuseUnsignable(signing, pushTo('octo/blog'), false);
  }).not.toThrow();
});

test.each([
  ['a deploy key', signing, pushTo('octo/blog'), true, 'which a deploy key cannot call: remove "deploy-key"'],
  ['a personal access token', { ...signing, token: 'ghp_x' }, pushTo('octo/blog'), false, 'personal access token'],
  ['no token', { ...signing, token: '' }, pushTo('octo/blog'), false, 'needs a token GitHub signs commits for'],
  ['another server', signing, pushTo('https://git.example.com/o/r.git'), false, 'is elsewhere'],
  ['a rewritten history', { ...signing, history: 'replace' as const }, pushTo('octo/blog'), false, 'history: keep'],
  ['a tag', { ...signing, tag: 'v1' }, pushTo('octo/blog'), false, 'Remove "tag"'],
])('refuses %s before the build', (_what, settings, plan, hasDeployKey, message) => {
  expect(() => {
    refuseUnsignable(settings, plan, hasDeployKey);
  }).toThrow(message);
});

test("refuses a deploy command of the user's own", () => {
  const plan: Plan = { ...pushTo('octo/blog'), kind: 'command', command: 'npm run deploy' };

  expect(() => {
    refuseUnsignable(signing, plan, false);
  }).toThrow('works with pages-push\'s own push only, and this deploy runs "npm run deploy"');
});

test('with commit-signing: none, refuses nothing', () => {
  expect(() => {
    refuseUnsignable({ ...signing, commitSigning: 'none', token: 'ghp_x' }, pushTo('octo/blog'), true);
  }).not.toThrow();
});
