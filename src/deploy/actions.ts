// The deployer of the Pages "GitHub Actions" source: no branch; the built site is packed into the `github-pages`
// artifact, uploaded to the run, and deployed through the Pages API, followed until it is live (or cancelled with
// the job). What only a branch can do is refused by the plan (see actions-refusals.ts), before the build.
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { withHeartbeat } from '../shared/heartbeat.js';
import * as core from '../shared/runner.js';
import { apiUrlOf, connectApi, type GitHubClient } from '../github/client.js';
import { canRequestIdToken, ID_TOKEN_FIX, requestIdToken } from '../github/oidc.js';
import {
  cancelPagesDeployment,
  createPagesDeployment,
  DeploymentFailed,
  followPagesDeployment,
  type DeploymentLimits,
  type PagesDeployment,
  type PagesRepository,
} from '../github/pages-deployment.js';
import { refuseLeaks, scrubUnread } from '../secrets/leaks.js';
import { pageUrl } from '../git/target.js';
import { hostOf } from '../inputs/input-values.js';
import type { Outcome } from '../report/report.js';
import type { BuiltSite } from '../site/build.js';
import { savePagesDeployment } from '../shared/state.js';
import { backoffMs } from '../git/retry.js';
import { freshBuildVersion } from '../github/pages-version.js';
import { waitUnlessCancelled } from '../processes/processes.js';
import { mark } from '../shared/timings.js';
import { loadPageScanner, NOTHING_KEPT, siteReader } from '../publish-folder/checks/site-reader.js';
import type { packSite } from '../pages-artifact/pack.js';
import type { uploadPagesArtifact } from '../pages-artifact/upload.js';
import {
  branchlessChecked,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';

/** The name the Pages deployment takes its artifact by. */
export const PAGES_ARTIFACT = 'github-pages';

/** How the site becomes the artifact (pages-artifact/): packed, then uploaded to the run's artifacts. */
export interface ArtifactPackAndUpload {
  pack: typeof packSite;
  upload: typeof uploadPagesArtifact;
}

/** What the runner gives a job that may upload artifacts (its results service) and ask for an OIDC token. */
const RUNTIME_VARIABLES = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;

/** How long the cancel of a deployment may take once the job is cancelled (the runner kills the step at 10 s). */
const CANCEL_TIMEOUT_MS = 5000;

export class ActionsDeployer implements Deployer {
  /** Pages were read before the plan: no branch is pushed whose serving the run would check. */
  readonly checksServedBranch = false;

  /** The packer and the upload, loaded by the check: before the site's commands, which could rewrite dist/. */
  private packAndUpload: ArtifactPackAndUpload | undefined;

  /** `artifact`: loads the packer and the upload (and @actions/artifact with it) only for a run that deploys so. */
  constructor(
    readonly planned: PlannedDeploy,
    private readonly artifact: () => Promise<ArtifactPackAndUpload>,
  ) {}

  /** The site stage runs after the check: nothing is built for a deploy the runner cannot make. */
  buildsFirst(): false {
    return false;
  }

  /** No branch to read: what the runner must give for an upload and a deployment is checked instead. */
  async check(context: DeployContext, _prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy> {
    const env = context.env;
    if (!canRequestIdToken(env)) {
      throw new Error(
        'Deploying through the Pages "GitHub Actions" source needs an OIDC token, and the runner gave this job ' +
          `none: ${ID_TOKEN_FIX}. Or push to a branch with \`pages-source: branch\`.`,
      );
    }
    const host = hostOf(context.settings.source.serverUrl).toLowerCase();
    if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
      // The toolkit's artifact client (v2 and later, which Pages takes) refuses GitHub Enterprise Server.
      throw new Error(
        `Deploying through the Pages "GitHub Actions" source uploads the site with the artifact client of the ` +
          `Actions toolkit, which does not work on GitHub Enterprise Server (${host}): use \`pages-source: branch\`, ` +
          'and set Pages to "Deploy from a branch".',
      );
    }
    const missing = RUNTIME_VARIABLES.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Deploying through the Pages "GitHub Actions" source uploads an artifact to the run, and ${missing.join(' and ')} ` +
          "is not set: this step must run as a step of a GitHub Actions job (not in a container's own shell), or use " +
          '`pages-source: branch`.',
      );
    }
    const [destination] = this.planned.destinations;
    const { owner, name } = destination.target;
    if (context.settings.cname) {
      core.warning(
        `Input "cname" ("${context.settings.cname}") is written to a branch's CNAME file, which the Pages "GitHub ` +
          `Actions" source does not read: set the custom domain in ${context.settings.source.serverUrl}/${owner}/` +
          `${name}/settings/pages (the site is built for it all the same).`,
      );
    }
    core.info(`Deploying to the Pages of ${owner}/${name} through the "GitHub Actions" source (no branch is pushed).`);
    started?.();
    // Every chunk of dist/ this deploy runs is loaded here, before the build: the site's install and build run
    // as the same user as the action, and a chunk loaded after them could be theirs (with the runner's tokens,
    // which their commands are not given, in reach).
    [this.packAndUpload] = await Promise.all([this.artifact(), loadPageScanner()]);
    return branchlessChecked(context, destination);
  }

  /** Nothing runs with the token in the config: the site is read once its config is restored. */
  whileTokenInConfig(): undefined {
    return undefined;
  }

  /** Packs and uploads the site, deploys it, and follows the deployment until the site is live. */
  async publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const started = Date.now();
    const { settings, signal } = context;
    const [{ destination }] = checked.targets;
    const repo: PagesRepository = {
      owner: destination.target.owner,
      name: destination.target.name,
      serverUrl: settings.source.serverUrl,
    };
    const packAndUpload = this.packAndUpload ?? (await this.artifact());
    // The one read of the site, with every check a branch push makes (names, links, special files, secrets, empty
    // pages, the link check: see publish-folder/checks/site-reader.ts), settled before anything is packed. A
    // deployment replaces the whole site, so nothing is kept from before (its links are checked against this site
    // alone).
    const { leaks, problems } = context;
    const read = siteReader(settings, {
      publishDir: built.publishDir,
      cname: built.cname,
      leaks,
      problems,
      signal,
      keepLarge: true,
    });
    const served = { target: destination.target, tip: Promise.resolve(NOTHING_KEPT) };
    let packed;
    try {
      const files = await withHeartbeat('reading the site', () => read({}, served));
      // The pack takes those files, each opened again without following a link and matched to the bytes the read
      // hashed; the leak guard (see secrets/leaks.ts) searches the very bytes packed too, as they are read.
      packed = await withHeartbeat('packing the Pages artifact', () =>
        packAndUpload.pack(built.publishDir, files, { tempDir: context.tempDir, signal, secrets: leaks.secrets }),
      );
    } finally {
      // What the read left out (a .git folder, an excluded file) is not published: its credentials are removed.
      await scrubUnread(leaks, built.publishDir, read.listings);
    }
    if (packed.leaking.length > 0) await refuseLeaks(packed.leaking, context.leaks);
    mark('packed'); // pack.ts said how many files, and their size
    if (settings.dryRun) {
      // Everything but the deploy: the tar says what would go out; nothing is uploaded, no deployment made.
      await rm(path.dirname(packed.file), { recursive: true, force: true });
      core.info('Dry run: the artifact was not uploaded, and no Pages deployment was made.');
      const artifact = { bytes: packed.bytes, files: packed.files };
      const timings = { ...timingsOf(built), publishMs: Date.now() - started };
      const page = pageUrl(destination.target, '');
      return {
        kind: 'pages',
        repository: destination.target.url,
        branch: '',
        pageUrl: page,
        deploymentId: '',
        artifact,
        timings,
        dryRun: true,
      };
    }
    const runtime = {
      token: context.env.ACTIONS_RUNTIME_TOKEN ?? '',
      resultsUrl: context.env.ACTIONS_RESULTS_URL ?? '',
    };
    const uploaded = await packAndUpload.upload(packed, { runtime, name: PAGES_ARTIFACT, signal });
    mark('uploaded'); // pages-artifact/upload.ts said its id and size
    const limits = { timeoutMs: settings.networkTimeoutMs, signal };
    const client = await context.credentials.apiClient(connectApi, apiUrlOf(process.env), limits);
    if (!client) throw new Error('The "token" input is needed to deploy Pages through the API: give it a token.');
    const timeoutSeconds = settings.deploymentTimeoutMs / 1000;
    const deadline = { deadline: Date.now() + settings.deploymentTimeoutMs, timeoutSeconds, signal };
    const run = { runNumber: settings.source.runNumber ?? '', attempt: settings.source.runAttempt || '1' };
    let deployment: PagesDeployment;
    // A deployment GitHub failed on its side ("try again later") is made again, as a fresh build version (a
    // deployment's version serves once: see github/pages-version.ts), within "deployment-timeout".
    for (let failed = 1; ; failed += 1) {
      const buildVersion = await freshBuildVersion(client, repo, settings.source.sha, run);
      const oidcToken = await requestIdToken(context.env, limits);
      const request = { artifactId: uploaded.id, buildVersion, oidcToken };
      deployment = await createPagesDeployment(client, repo, request, deadline);
      try {
        await this.follow(client, repo, deployment, { deadline, context });
        break;
      } catch (error) {
        const wait = backoffMs(failed);
        const again = error instanceof DeploymentFailed && error.status === 'deployment_failed';
        if (!again || Date.now() + wait > deadline.deadline) throw error;
        core.info(`GitHub Pages failed deployment ${deployment.id} on its side: a new one in ${wait} ms.`);
        await waitUnlessCancelled(wait, signal);
      }
    }
    mark('deployed');
    const page = deployment.pageUrl || pageUrl(destination.target, '');
    // Live while the cancel came (the status read under way was left to finish): said, and the step fails as cancelled.
    if (signal.aborted) {
      throw new Error(
        `The job was cancelled (${String(signal.reason)}) while Pages deployment ${deployment.id} was followed: it ` +
          `went live (${page}). Nothing started after the cancel.`,
      );
    }
    core.info(`The site is live at ${page}.`);
    return {
      kind: 'pages',
      repository: destination.target.url,
      branch: '',
      pageUrl: page,
      deploymentId: deployment.id,
      artifact: { bytes: uploaded.size || packed.bytes, files: packed.files },
      timings: { ...timingsOf(built), publishMs: Date.now() - started },
      dryRun: false,
    };
  }

  /** Follows the deployment until it is live; cancels it when the job's cancel or the deadline stops that. */
  private async follow(
    client: GitHubClient,
    repo: PagesRepository,
    deployment: PagesDeployment,
    { deadline, context }: { deadline: DeploymentLimits; context: DeployContext },
  ): Promise<void> {
    // Saved at once: the post step cancels it if this step is killed while it is in progress (post/cleanup.ts).
    savePagesDeployment(deployment.id);
    try {
      await withHeartbeat(`following Pages deployment ${deployment.id}`, (beat) =>
        followPagesDeployment(client, repo, deployment, deadline, (status) => {
          beat.moved();
          core.info(`Pages deployment ${deployment.id}: ${status.replace(/_/g, ' ')}.`);
        }),
      );
    } catch (error) {
      if (!(error instanceof DeploymentFailed)) await this.cancel(repo, deployment, context);
      throw error;
    } finally {
      // Ended (live, failed, or cancelled here): nothing left for the post step.
      savePagesDeployment('');
    }
  }

  /**
   * Cancels the deployment, the job's cancel or the deadline having stopped its following: by a client of its own,
   * since the job's (already cancelled) signal ends every call of the run's client.
   */
  private async cancel(repo: PagesRepository, deployment: PagesDeployment, context: DeployContext): Promise<void> {
    const limits = { timeoutMs: CANCEL_TIMEOUT_MS, signal: new AbortController().signal };
    const client: GitHubClient | undefined = await context.credentials
      .apiClient(connectApi, apiUrlOf(process.env), limits)
      ?.catch(() => undefined);
    if (client) await cancelPagesDeployment(client, repo, deployment);
  }
}
