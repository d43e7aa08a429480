// The deployer of a build job (`mode: build`): installs and builds the site for the address the deploy will serve,
// with no token in its config, reads and checks it as every route does, and uploads it as an artifact for a deploy
// job (`mode: deploy`), which holds the credentials. Nothing is pushed and no target is contacted.
import { readFile, rm } from 'node:fs/promises';
import * as path from 'node:path';
import * as core from '../shared/runner.js';
import type { CredentialOwner } from '../credentials/owner.js';
import { refuseLeaks, scrubUnread } from '../secrets/leaks.js';
import { pageUrl } from '../git/target.js';
import type { Outcome } from '../report/report.js';
import type { BuiltSite } from '../site/build.js';
import { mark } from '../shared/timings.js';
import { loadPageScanner, NOTHING_KEPT, siteReader } from '../publish-folder/checks/site-reader.js';
import type { packSite } from '../pages-artifact/pack.js';
import { refuseOnServer } from '../pages-artifact/artifact-server.js';
import type { uploadSiteArtifact } from '../pages-artifact/site-artifact.js';
import {
  branchlessChecked,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';

/** How the site becomes the build job's artifact (pages-artifact/): packed, then uploaded with its manifest. */
export interface SitePackAndUpload {
  pack: typeof packSite;
  upload: typeof uploadSiteArtifact;
}

/** What the runner gives a job that may upload artifacts: its results service, and the token for it. */
const RUNTIME_VARIABLES = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;

export class BuildOnlyDeployer implements Deployer {
  /** No branch is pushed whose serving the run would check. */
  readonly checksServedBranch = false;
  /** The build job holds no token for the site: its config keeps the placeholder (see `placeholderLeft`). */
  readonly substitutesToken = false;

  private stage: SitePackAndUpload | undefined;

  constructor(
    readonly planned: PlannedDeploy,
    private readonly artifact: string,
    private readonly load: () => Promise<SitePackAndUpload>,
  ) {}

  buildsFirst(): false {
    return false;
  }

  /** No target is read: what the upload needs from the runner is checked instead, before the build. */
  async check(context: DeployContext, _prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy> {
    refuseOnServer(context.settings.source.serverUrl, 'build');
    const missing = RUNTIME_VARIABLES.filter((name) => !context.env[name]);
    if (missing.length > 0 && !context.settings.dryRun) {
      throw new Error(
        `Input "mode: build" uploads the site as an artifact of the run, and ${missing.join(' and ')} is not set: ` +
          "this step must run as a step of a GitHub Actions job (not in a container's own shell).",
      );
    }
    const [destination] = this.planned.destinations;
    core.info(
      `Build only (input "mode: build"): the site is built for ${destination.target.url}, checked and uploaded as ` +
        `the artifact "${this.artifact}" for a job of "mode: deploy"; nothing is pushed from this job.`,
    );
    started?.();
    // Loaded before the site's commands run, which could rewrite dist/ (see actions.ts).
    [this.stage] = await Promise.all([this.load(), loadPageScanner()]);
    return branchlessChecked(context, destination);
  }

  whileTokenInConfig(): undefined {
    return undefined;
  }

  /** Reads and checks the site as a deploy does, packs it, and uploads it with its manifest. */
  async publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const started = Date.now();
    const { settings, signal, leaks, problems } = context;
    const [{ destination }] = checked.targets;
    const stage = this.stage ?? (await this.load());
    // The one read with every check (see site-reader.ts); the deploy job reads the received site again.
    const read = siteReader(settings, {
      publishDir: built.publishDir,
      cname: built.cname,
      leaks,
      problems,
      signal,
      keepLarge: true,
    });
    let packed;
    try {
      const files = await read({}, { target: destination.target, tip: Promise.resolve(NOTHING_KEPT) });
      // Read where it is served (a preview's folder: its links are checked there), packed from the site's root:
      // the deploy job publishes it into that folder again.
      const prefix = settings.targetDir ? `${settings.targetDir}/` : '';
      const rooted = files.map((file) => ({
        path: file.path.slice(prefix.length),
        diskPath: file.diskPath,
        symlink: file.symlink,
        mode: file.mode,
        sha: file.sha,
        size: file.size,
      }));
      packed = await stage.pack(built.publishDir, rooted, { tempDir: context.tempDir, signal, secrets: leaks.secrets });
    } finally {
      await scrubUnread(leaks, built.publishDir, read.listings);
    }
    if (packed.leaking.length > 0) await refuseLeaks(packed.leaking, leaks);
    mark('packed');
    const outcome = {
      kind: 'artifact' as const,
      repository: destination.target.url,
      branch: '',
      pageUrl: pageUrl(destination.target, ''),
      artifact: { name: this.artifact, id: '', bytes: packed.bytes, files: packed.files },
      dryRun: settings.dryRun,
    };
    if (settings.dryRun) {
      await rm(path.dirname(packed.file), { recursive: true, force: true });
      core.info(`Dry run: the artifact "${this.artifact}" was packed (${String(packed.files)} files), not uploaded.`);
      return { ...outcome, timings: { ...timingsOf(built), publishMs: Date.now() - started } };
    }
    const runtime = {
      token: context.env.ACTIONS_RUNTIME_TOKEN ?? '',
      resultsUrl: context.env.ACTIONS_RESULTS_URL ?? '',
    };
    const uploaded = await stage.upload(packed, { runtime, name: this.artifact, signal });
    mark('uploaded');
    core.info(
      `The site is the artifact "${this.artifact}" (id ${String(uploaded.id)}): deploy it from a job that needs this ` +
        'one, with input "mode: deploy".',
    );
    const artifact = { ...outcome.artifact, id: String(uploaded.id) };
    return { ...outcome, artifact, timings: { ...timingsOf(built), publishMs: Date.now() - started } };
  }
}

/**
 * The build job's stand-in for the token's substitution (see credentials/owner.ts `substituteToken`): nothing is
 * put in any file; a config file that holds the placeholder is named in the log, with where the token goes instead.
 */
export function placeholderLeft(): Pick<CredentialOwner, 'substituteToken'> {
  return {
    substituteToken: async (files, placeholder) => {
      const holding: string[] = [];
      for (const file of files) {
        const text = await readFile(file, 'utf8').catch(() => '');
        if (text.includes(placeholder)) holding.push(path.basename(file));
      }
      if (holding.length > 0) {
        core.info(
          `The token placeholder "${placeholder}" in ${holding.join(', ')} is left as it is: a build job ("mode: ` +
            'build") holds no token. The deploy job pushes the built site with its own; a "deploy-command" that ' +
            'needs the token in the config runs in a one-job deploy ("mode: build-and-deploy").',
        );
      }
      return { files: [], restore: () => Promise.resolve() };
    },
  };
}
