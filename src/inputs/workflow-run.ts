// The run a `workflow_run` event is for (the payload's `workflow_run`): its id, whose artifact a deploy job takes,
// and its head (the repository, branch and commit it ran on), by which a fork's pull request is found.

/** The triggering run, as a `workflow_run` event's payload describes it. */
export interface WorkflowRun {
  /** The run's id: `github.event.workflow_run.id`. */
  id: number;
  /** The repository the run belongs to (`owner/name`): the workflow's own. */
  repository: string;
  /** The event that started it: `pull_request`, `push`, … */
  event: string;
  /** `success`, `failure`, … (`null` while it runs: empty). */
  conclusion: string;
  /** The repository, branch and commit it ran on: a fork's, for a fork's pull request. */
  headRepository: string;
  headBranch: string;
  headSha: string;
}

/** The triggering run of a `workflow_run` event's payload; undefined for any other event or an unreadable payload. */
export function workflowRunOf(eventName: string, payloadText: string): WorkflowRun | undefined {
  if (eventName !== 'workflow_run') return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    return undefined;
  }
  const run = record(record(payload).workflow_run);
  const { id } = run;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
  return {
    id,
    repository: text(record(run.repository).full_name),
    event: text(run.event),
    conclusion: text(run.conclusion),
    headRepository: text(record(run.head_repository).full_name),
    headBranch: text(run.head_branch),
    headSha: /^[0-9a-f]{40}$/.test(text(run.head_sha)) ? text(run.head_sha) : '',
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
