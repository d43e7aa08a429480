// A deploy job's site (`mode: deploy`): the artifact a build job uploaded, downloaded and checked as data, then
// deployed on whichever route the inputs give, as a prebuilt folder: nothing of the site's runs in this job, and
// nothing in it steers the deploy (no config of it is read, no generator detected).
import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import * as core from '../shared/runner.js';
import type { Settings } from '../inputs/settings.js';
import type { Site } from '../site/detect.js';
import type { ApiCredentials } from '../github/run.js';
import { apiUrlOf, connectApi } from '../github/client.js';
import { pullRequestOfRun } from '../github/run-pull-request.js';
import { previewOf } from '../inputs/preview.js';
import type { ReceivedSite } from '../pages-artifact/site-artifact.js';

/** The settings and the site of a deploy job: the received folder, with nothing to install or build. */
export interface Received {
  settings: Settings;
  site: Site;
}

/**
 * Downloads and checks the artifact `settings.job.artifact` (of this run, or of `artifact-run-id`) into `tempDir`
 * (see pages-artifact/site-artifact.ts), and, for a `workflow_run` event's preview, finds its pull request first;
 * returns the settings and site that deploy it: the received folder is the workspace, the site's folder and
 * its publish folder; no install, no build, no cache, no config file, no base path (it was built for its address).
 * The site source of the plan's deploy-only route (see step/plan.ts `chooseSite`).
 */
export async function receiveSite(
  given: Settings,
  tempDir: string,
  signal: AbortSignal,
  credentials: Pick<ApiCredentials, 'apiClient'>,
): Promise<Received> {
  const { refuseOnServer } = await import('../pages-artifact/site-artifact.js');
  refuseOnServer(given.source.serverUrl, 'deploy');
  // A fork's preview: its pull request is found before anything is downloaded.
  const settings = given.previewOfRun ? await withRunPreview(given, credentials, signal) : given;
  const into = path.join(tempDir, 'received');
  await mkdir(into, { mode: 0o700 });
  const { artifact } = settings.job;
  const received = await download(settings, into, signal, credentials);
  const folder = realpathSync(received.folder);
  const ignored = (['install', 'build'] as const).filter((name) => settings[name].kind !== 'auto');
  if (ignored.length > 0) {
    core.info(
      `Input "mode: deploy" runs nothing of the site's: ${ignored.map((name) => `"${name}"`).join(' and ')} ` +
        'belong to the build job.',
    );
  }
  const site: Site = {
    root: folder,
    generator: 'none',
    name: `the artifact "${artifact}"`,
    reason: `built by a job of "mode: build"`,
    packageManager: undefined,
    workspace: undefined,
    scripts: {},
    build: [],
    outputDirs: [folder],
    outputReason: `the artifact "${artifact}"`,
    deployTargets: [],
  };
  return {
    site,
    settings: {
      ...settings,
      workspace: folder,
      siteRoot: folder,
      publishDir: folder,
      install: { kind: 'skip' },
      build: { kind: 'skip' },
      cache: 'off',
      basePath: 'off',
      configFiles: [],
      deployCommand: '',
    },
  };
}

/** The settings of a deploy into the preview of the pull request the triggering run built (`previewOfRun`). */
async function withRunPreview(
  settings: Settings,
  credentials: Pick<ApiCredentials, 'apiClient'>,
  signal: AbortSignal,
): Promise<Settings> {
  const run = settings.previewOfRun;
  if (!run) return settings;
  const client = credentials.apiClient(connectApi, apiUrlOf(process.env), {
    timeoutMs: settings.networkTimeoutMs,
    signal,
  });
  if (!client) {
    throw new Error(
      'Input "preview" on a `workflow_run` event finds the pull request through the API, and the "token" input is ' +
        'empty: give `token: ${{ github.token }}` with `permissions: pull-requests: write`.',
    );
  }
  const number = await pullRequestOfRun(await client, settings.source.repository, run);
  // This run's token is the repository's own (a workflow_run run's, not the fork's run's): it may push the preview.
  const preview = previewOf(true, { number, action: 'completed', fromFork: false }, settings.previewDir);
  if (!preview) return settings;
  core.info(`The run ${String(run.id)} built ${run.headSha.slice(0, 7)} of pull request #${String(number)}.`);
  // The preview is of the pull request's commit, the one the run built, not of this run's (the default branch's).
  return { ...settings, preview, targetDir: preview.folder, source: { ...settings.source, sha: run.headSha } };
}

/** The artifact, from this run's artifact service, or from another run through the REST API (`artifactRun`). */
async function download(
  settings: Settings,
  into: string,
  signal: AbortSignal,
  credentials: Pick<ApiCredentials, 'apiClient'>,
): Promise<ReceivedSite> {
  const { downloadSiteArtifact } = await import('../pages-artifact/site-artifact.js');
  const { artifact, artifactRun } = settings.job;
  const runtime = {
    token: process.env.ACTIONS_RUNTIME_TOKEN ?? '',
    resultsUrl: process.env.ACTIONS_RESULTS_URL ?? '',
  };
  if (artifactRun !== undefined) {
    const { repository } = settings.source;
    const fromRun = (apiUrl: string, token: string): Promise<ReceivedSite> =>
      downloadSiteArtifact(artifact, into, {
        runtime,
        signal,
        from: { runId: artifactRun, repository, token, apiUrl },
      });
    const received = credentials.apiClient(fromRun, apiUrlOf(process.env), undefined);
    if (!received) {
      throw new Error(
        `Input "artifact-run-id" (run ${String(artifactRun)}) downloads the artifact "${artifact}" of another run ` +
          'through the API, and the "token" input is empty: give `token: ${{ github.token }}` with `permissions: ' +
          'actions: read`.',
      );
    }
    return received;
  }
  if (!runtime.token || !runtime.resultsUrl) {
    throw new Error(
      `Input "mode: deploy" downloads the artifact "${artifact}" from the run, and ACTIONS_RUNTIME_TOKEN or ` +
        "ACTIONS_RESULTS_URL is not set: this step must run as a step of a GitHub Actions job (not in a container's " +
        'own shell).',
    );
  }
  return downloadSiteArtifact(artifact, into, { runtime, signal });
}
