// Unit tests of the `mode` and `artifact` inputs (inputs/job.ts): the three modes, the artifact's name, and what a
// split deploy cannot take, each refused with the input and the fix.
import { jobSetting } from '../../src/inputs/job.js';

function inputs(values: Record<string, string>): (name: string) => string {
  return (name) => (values[name] ?? '').trim();
}

test('empty inputs are the one-job deploy, its artifact named pages-push-site', () => {
  expect(jobSetting(inputs({}))).toEqual({ mode: 'build-and-deploy', artifact: 'pages-push-site' });
});

test.each(['build', 'deploy', 'BUILD', 'build-and-deploy'])('"%s" is a mode', (mode) => {
  expect(jobSetting(inputs({ mode, artifact: 'site' }))).toEqual({ mode: mode.toLowerCase(), artifact: 'site' });
});

test('an unknown mode is refused with the three that exist', () => {
  expect(() => jobSetting(inputs({ mode: 'build-only' }))).toThrow(
    'Input "mode" must be "build-and-deploy" (one job), "build" (build and upload the site, in a job that holds no ' +
      'credential) or "deploy" (deploy what a "mode: build" job uploaded), got "build-only".',
  );
});

test.each(['a/b', 'a:b', 'a*', 'a?b', 'a\\b', 'x'.repeat(257)])('the artifact name "%s" is refused', (artifact) => {
  expect(() => jobSetting(inputs({ artifact }))).toThrow(`Input "artifact" ("${artifact}") must be an artifact name`);
});

test('github-pages is refused: the Actions source uploads an artifact of that name itself', () => {
  expect(() => jobSetting(inputs({ mode: 'build', artifact: 'GitHub-Pages' }))).toThrow(
    'Input "artifact" cannot be "github-pages"',
  );
});

test.each(['build', 'deploy'])('a deploy-command is refused with mode: %s', (mode) => {
  expect(() => jobSetting(inputs({ mode, 'deploy-command': 'npx hexo deploy' }))).toThrow(
    `Input "deploy-command" needs the site's sources and the token in one job, and "mode: ${mode}" splits them`,
  );
});

test('a deploy-command is taken with the one-job deploy', () => {
  expect(jobSetting(inputs({ 'deploy-command': 'npx hexo deploy' })).mode).toBe('build-and-deploy');
});
