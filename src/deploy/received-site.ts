// A deploy job's site (`mode: deploy`): the artifact a build job uploaded, downloaded and checked as data, then
// deployed on whichever route the inputs give, as a prebuilt folder: nothing of the site's runs in this job, and
// nothing in it steers the deploy (no config of it is read, no generator detected).
import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import * as core from '../shared/runner.js';
import type { Settings } from '../inputs/settings.js';
import type { Site } from '../site/detect.js';

/** The settings and the site of a deploy job: the received folder, with nothing to install or build. */
export interface Received {
  settings: Settings;
  site: Site;
}

/**
 * Downloads and checks the artifact `settings.job.artifact` into `tempDir` (see pages-artifact/site-artifact.ts),
 * and returns the settings and site that deploy it: the received folder is the workspace, the site's folder and
 * its publish folder; no install, no build, no cache, no config file, no base path (it was built for its address).
 * The site source of the plan's deploy-only route (see step/plan.ts `chooseSite`).
 */
export async function receiveSite(settings: Settings, tempDir: string, signal: AbortSignal): Promise<Received> {
  const { downloadSiteArtifact, refuseOnServer } = await import('../pages-artifact/site-artifact.js');
  refuseOnServer(settings.source.serverUrl, 'deploy');
  const into = path.join(tempDir, 'received');
  await mkdir(into, { mode: 0o700 });
  const runtime = {
    token: process.env.ACTIONS_RUNTIME_TOKEN ?? '',
    resultsUrl: process.env.ACTIONS_RESULTS_URL ?? '',
  };
  const { artifact } = settings.job;
  if (!runtime.token || !runtime.resultsUrl) {
    throw new Error(
      `Input "mode: deploy" downloads the artifact "${artifact}" from the run, and ACTIONS_RUNTIME_TOKEN or ` +
        "ACTIONS_RESULTS_URL is not set: this step must run as a step of a GitHub Actions job (not in a container's " +
        'own shell).',
    );
  }
  const received = await downloadSiteArtifact(artifact, into, { runtime, signal });
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
