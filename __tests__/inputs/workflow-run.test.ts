// Unit tests of the workflow_run payload's reading (inputs/workflow-run.ts): the triggering run's id and head.
import { workflowRunOf } from '../../src/inputs/workflow-run.js';

const sha = '0123456789abcdef0123456789abcdef01234567';
const payload = (run: unknown): string => JSON.stringify({ action: 'completed', workflow_run: run });

test("reads the run's id, repository, event, conclusion and head", () => {
  const run = {
    id: 4242,
    event: 'pull_request',
    conclusion: 'success',
    head_branch: 'fix-typo',
    head_sha: sha,
    pull_requests: [],
    repository: { full_name: 'octo/blog' },
    head_repository: { full_name: 'someone/blog' },
  };

  expect(workflowRunOf('workflow_run', payload(run))).toEqual({
    id: 4242,
    repository: 'octo/blog',
    event: 'pull_request',
    conclusion: 'success',
    headRepository: 'someone/blog',
    headBranch: 'fix-typo',
    headSha: sha,
  });
});

test('another event, a payload that is not JSON, or a run without a valid id is no run', () => {
  expect(workflowRunOf('pull_request', payload({ id: 1 }))).toBeUndefined();
  expect(workflowRunOf('workflow_run', '{')).toBeUndefined();
  expect(workflowRunOf('workflow_run', payload({ id: '1' }))).toBeUndefined();
  expect(workflowRunOf('workflow_run', payload({ id: 0 }))).toBeUndefined();
  expect(workflowRunOf('workflow_run', JSON.stringify({ workflow_run: null }))).toBeUndefined();
});

test('missing or malformed fields read as empty (a null conclusion, a short sha, no head repository)', () => {
  expect(
    workflowRunOf('workflow_run', payload({ id: 5, conclusion: null, head_sha: 'abc', head_repository: null })),
  ).toEqual({
    id: 5,
    repository: '',
    event: '',
    conclusion: '',
    headRepository: '',
    headBranch: '',
    headSha: '',
  });
});
