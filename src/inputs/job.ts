// Reads the `mode` and `artifact` inputs: whether this job builds and deploys, only builds (into an artifact, with no
// credential needed), or only deploys the artifact a build job made.

/** `build-and-deploy`: the one-job deploy; `build`: build, check and upload the site; `deploy`: deploy that upload. */
export type JobMode = 'build-and-deploy' | 'build' | 'deploy';

export interface JobSetting {
  mode: JobMode;
  /** The artifact the build job uploads and the deploy job downloads, by name. */
  artifact: string;
}

/** The name a build job's artifact takes when the `artifact` input is empty. */
export const DEFAULT_ARTIFACT = 'pages-push-site';

/** The name the Pages deployment takes its artifact by, which a deploy through the Actions source uploads itself. */
const PAGES_ARTIFACT = 'github-pages';

/** What the artifact service refuses in a name (upload-artifact's list), and the path separators. */
const REFUSED_IN_NAME = /[":<>|*?\r\n\\/]/;

/** The job's part of the deploy, from the inputs (`get` reads one, trimmed); every error names the input and the fix. */
export function jobSetting(get: (name: string) => string): JobSetting {
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
  return { mode: given, artifact };
}
