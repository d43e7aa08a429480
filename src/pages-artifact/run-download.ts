// Why an artifact of another run (`artifact-run-id`, or a `workflow_run` event's triggering run) could not be
// downloaded through the REST API, in the user's words: the token's permission, the run, the artifact's name.
import { errorMessage } from '../shared/errors.js';

/** Another run of the repository whose artifact is taken, through the REST API with a token that may read it. */
export interface ArtifactRun {
  runId: number;
  /** The repository, `owner/name`: the workflow's own. */
  repository: string;
  token: string;
  /** GITHUB_API_URL: the one place the token goes. */
  apiUrl: string;
}

/** The error a failed download from `run` is reported with: what went wrong, the input to change, and how. */
export function runDownloadFailure(error: unknown, name: string, run: ArtifactRun): Error {
  const runName = `run ${String(run.runId)} of ${run.repository}`;
  const status = (error as { status?: unknown } | null)?.status;
  const notFound = (error as { name?: unknown } | null)?.name === 'ArtifactNotFoundError';
  let why: string;
  if (notFound) {
    why =
      `${runName} has no artifact "${name}": give "artifact" the name its "mode: build" job uploaded (the same ` +
      'input in both jobs), and deploy only a run that succeeded (`if: github.event.workflow_run.conclusion == ' +
      "'success'`); an artifact also expires after its retention days";
  } else if (status === 401) {
    why = 'the API refused the "token" input (401 Bad credentials): give a valid token, as `github.token`';
  } else if (status === 403) {
    why =
      `the "token" input may not read the artifacts of ${runName} (403): give the job \`permissions: actions: ` +
      'read` (and `contents: write` to push), or a token that has it';
  } else if (status === 404) {
    why =
      `${runName} was not found (404): input "artifact-run-id" must be a run of this repository ` +
      '(`github.event.workflow_run.id`), and the "token" must be able to read it (`permissions: actions: read`)';
  } else {
    why = errorMessage(error);
  }
  return new Error(
    `Could not download the artifact "${name}" of ${runName} (input "artifact-run-id"): ${why}. Nothing was deployed.`,
    { cause: error },
  );
}
