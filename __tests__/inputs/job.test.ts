// Unit tests of the `mode` and `artifact` inputs (inputs/job.ts): the three modes, the artifact's name, and what a
// split deploy cannot take, each refused with the input and the fix.
import { jobSetting } from '../../src/inputs/job.js';
import { webhookSchema } from '../support/described.mjs';
import { openApi } from '../support/openapi.mjs';

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

interface Schema {
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  enum?: (string | null)[];
}

/** The conclusions other than success of a completed run, from the `workflow_run.completed` webhook's schema. */
function failedConclusions(): string[] {
  const api = openApi();
  const of = (item: unknown): Schema => api.resolve(item) ?? {};
  const run = of(of(webhookSchema('workflow-run-completed')).properties?.workflow_run);
  const parts = [run, ...(run.allOf ?? []).map(of)];
  const conclusion = of(parts.find((part) => part.properties?.conclusion)?.properties?.conclusion);
  const values = (conclusion.enum ?? []).filter((value): value is string => typeof value === 'string');
  if (!values.includes('success')) throw new Error(`the schema's conclusions are not read: ${values.join(', ')}`);
  return values.filter((value) => value !== 'success');
}

describe('artifact-run-id', () => {
  const triggering = {
    id: 4242,
    repository: 'octo/blog',
    event: 'pull_request',
    conclusion: 'success',
    headRepository: 'someone/blog',
    headBranch: 'fix',
    headSha: 'a'.repeat(40),
  };

  test('a deploy job takes the run the input names', () => {
    expect(jobSetting(inputs({ mode: 'deploy', 'artifact-run-id': '77' })).artifactRun).toBe(77);
  });

  test('a deploy job of a workflow_run event defaults to the triggering run; the input wins over it', () => {
    const run = { workflowRun: triggering, repository: 'octo/blog' };
    expect(jobSetting(inputs({ mode: 'deploy' }), run).artifactRun).toBe(4242);
    expect(jobSetting(inputs({ mode: 'deploy', 'artifact-run-id': '9' }), run).artifactRun).toBe(9);
    expect(jobSetting(inputs({ mode: 'build' }), run).artifactRun).toBeUndefined();
  });

  test.each(['0', '-3', '12a', '1.5', '99999999999999999'])('"%s" is refused, named with what a run id is', (id) => {
    expect(() => jobSetting(inputs({ mode: 'deploy', 'artifact-run-id': id }))).toThrow(
      `Input "artifact-run-id" must be a workflow run's id (a whole number`,
    );
  });

  test('a job that does not deploy refuses it', () => {
    expect(() => jobSetting(inputs({ mode: 'build', 'artifact-run-id': '7' }))).toThrow(
      'Input "artifact-run-id" names the run whose artifact a deploy job takes, and this job is "mode: build"',
    );
  });

  // Every conclusion but success a completed workflow_run event's run may have, by GitHub's description.
  test.each(failedConclusions())(
    'a triggering run that concluded "%s" is refused, with the `if:` to add; the input still names any run',
    (conclusion) => {
      const run = { workflowRun: { ...triggering, conclusion }, repository: 'octo/blog' };
      expect(() => jobSetting(inputs({ mode: 'deploy' }), run)).toThrow(
        `(4242), which concluded "${conclusion}": a deploy job deploys the site of a run that succeeded only, and ` +
          "nothing was deployed. Run the job only then (`if: github.event.workflow_run.conclusion == 'success'`)",
      );
      expect(jobSetting(inputs({ mode: 'deploy', 'artifact-run-id': '4242' }), run).artifactRun).toBe(4242);
    },
  );

  test('a triggering run still running (no conclusion) is refused', () => {
    const run = { workflowRun: { ...triggering, conclusion: '' }, repository: 'octo/blog' };
    expect(() => jobSetting(inputs({ mode: 'deploy' }), run)).toThrow('(4242), which has not concluded: a deploy job');
  });

  test('a triggering run of another repository is refused', () => {
    expect(() =>
      jobSetting(inputs({ mode: 'deploy' }), {
        workflowRun: { ...triggering, repository: 'other/blog' },
        repository: 'octo/blog',
      }),
    ).toThrow('which belongs to other/blog, not octo/blog');
  });
});
