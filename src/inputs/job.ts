// Reads the `mode`, `artifact` and `artifact-run-id` inputs: whether this job builds and deploys, only builds (into an
// artifact, with no credential needed), or only deploys the artifact a build job made, of this run or another.
import type { WorkflowRun } from './workflow-run.js';

/** `build-and-deploy`: the one-job deploy; `build`: build, check and upload the site; `deploy`: deploy that upload. */
export type JobMode = 'build-and-deploy' | 'build' | 'deploy';

export interface JobSetting {
  mode: JobMode;
  /** The artifact the build job uploads and the deploy job downloads, by name. */
  artifact: string;
  /**
   * The run whose artifact a deploy job takes, when not its own: `artifact-run-id`, or the triggering run of a
   * `workflow_run` event. Downloaded through the REST API with the `token` input (`actions: read`).
   */
  artifactRun?: number;
}

/** The name a build job's artifact takes when the `artifact` input is empty. */
export const DEFAULT_ARTIFACT = 'pages-push-site';

/** The name the Pages deployment takes its artifact by, which a deploy through the Actions source uploads itself. */
const PAGES_ARTIFACT = 'github-pages';

/** What the artifact service refuses in a name (upload-artifact's list), and the path separators. */
const REFUSED_IN_NAME = /[":<>|*?\r\n\\/]/;

/** The job's part of the deploy, from the inputs (`get` reads one, trimmed); every error names the input and the fix. */
export function jobSetting(
  get: (name: string) => string,
  run: { workflowRun?: WorkflowRun; repository?: string } = {},
): JobSetting {
  const given = get('mode').toLowerCase() || 'build-and-deploy';
  if (given !== 'build-and-deploy' && given !== 'build' && given !== 'deploy') {
    throw new Error(
      `Input "mode" must be "build-and-deploy" (one job), "build" (build and upload the site, in a job that holds ` +
        `no credential) or "deploy" (deploy what a "mode: build" job uploaded), got "${get('mode')}".`,
    );
  }
  const artifact = get('artifact') || DEFAULT_ARTIFACT;
  if (REFUSED_IN_NAME.test(artifact) || artifact.length > 256) {
    throw new Error(
      `Input "artifact" ("${artifact}") must be an artifact name: at most 256 characters, none of " : < > | * ? \\ / ` +
        `and no line break. For example "${DEFAULT_ARTIFACT}".`,
    );
  }
  if (artifact.toLowerCase() === PAGES_ARTIFACT) {
    throw new Error(
      `Input "artifact" cannot be "${PAGES_ARTIFACT}": a deploy through the Pages "GitHub Actions" source uploads ` +
        `an artifact of that name itself. Leave "artifact" empty (it is then "${DEFAULT_ARTIFACT}") or pick another name.`,
    );
  }
  if (given !== 'build-and-deploy' && get('deploy-command')) {
    throw new Error(
      `Input "deploy-command" needs the site's sources and the token in one job, and "mode: ${given}" splits them: ` +
        'leave "deploy-command" empty (the deploy job pushes the built site itself), or use "mode: build-and-deploy".',
    );
  }
  const artifactRun = artifactRunOf(get('artifact-run-id'), given, run);
  return { mode: given, artifact, ...(artifactRun === undefined ? {} : { artifactRun }) };
}

/** The run a deploy job downloads from: the input, else a `workflow_run` event's triggering run, else its own. */
function artifactRunOf(
  input: string,
  mode: JobMode,
  { workflowRun, repository = '' }: { workflowRun?: WorkflowRun; repository?: string },
): number | undefined {
  if (input) {
    if (!/^[1-9]\d{0,15}$/.test(input) || !Number.isSafeInteger(Number(input))) {
      throw new Error(
        `Input "artifact-run-id" must be a workflow run's id (a whole number, as \`github.event.workflow_run.id\` ` +
          `or the number in a run's address .../actions/runs/<id>), got "${input}".`,
      );
    }
    if (mode !== 'deploy') {
      throw new Error(
        `Input "artifact-run-id" names the run whose artifact a deploy job takes, and this job is "mode: ${mode}": ` +
          'remove "artifact-run-id", or use "mode: deploy".',
      );
    }
    return Number(input);
  }
  if (mode !== 'deploy' || !workflowRun) return undefined;
  // The triggering run is of this repository: a workflow_run event names no other. Said plainly if one does.
  if (workflowRun.repository && repository && workflowRun.repository.toLowerCase() !== repository.toLowerCase()) {
    throw new Error(
      `Input "artifact-run-id" defaults to the run that triggered this one (${String(workflowRun.id)}), which ` +
        `belongs to ${workflowRun.repository}, not ${repository}: a deploy job takes an artifact of its own ` +
        'repository\'s runs only. Give "artifact-run-id" a run of this repository.',
    );
  }
  // A run that failed may still have uploaded its artifact (a build whose later checks failed, a partial site).
  if (workflowRun.conclusion !== 'success') {
    const ended = workflowRun.conclusion ? `concluded "${workflowRun.conclusion}"` : 'has not concluded';
    throw new Error(
      `Input "artifact-run-id" defaults to the run that triggered this one (${String(workflowRun.id)}), which ` +
        `${ended}: a deploy job deploys the site of a run that succeeded only, and nothing was deployed. Run the job ` +
        'only then (`if: github.event.workflow_run.conclusion == \'success\'`), or give "artifact-run-id" the run ' +
        'to deploy.',
    );
  }
  return workflowRun.id;
}
