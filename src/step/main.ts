// The main step: the deploy, top to bottom; the only place that fails the step.
import * as core from '../shared/runner.js';
import { checkAndBuild } from './check-and-build.js';
import { publisher, recordedIn } from './record.js';
import { withoutVariables } from '../hardening/environment.js';
import { errorMessage } from '../shared/errors.js';
import { readPagesFirst } from '../github/pages-source.js';
import { GitHubRun } from '../github/run.js';
import { leakContext } from '../secrets/leaks.js';
import { chooseDeployer, chooseSite, planReadsPages } from './plan.js';
import { Progress, report, reportFailure, skipped } from '../report/report.js';
import { readSettings } from '../inputs/settings.js';
import { openSiteCache } from '../site/cache.js';
import { SiteProblems } from '../site/problems.js';
import { describedLines, describeSteps, chooseSteps } from '../site/steps.js';
import * as state from '../shared/state.js';
import { mark, timingsLine } from '../shared/timings.js';

export async function main(signal: AbortSignal): Promise<void> {
  mark('loaded');
  const progress = new Progress();
  try {
    await run(progress, signal);
  } catch (error) {
    core.setFailed(errorMessage(error));
    try {
      reportFailure(progress, errorMessage(error));
    } catch (failure) {
      core.warning(`Could not write the summary: ${errorMessage(failure)}`);
    }
  } finally {
    state.markMainFinished();
    core.debug(timingsLine());
  }
}

/**
 * settings ▸ credentials ▸ detect ▸ plan (one deployer) ▸ check the target ▸ build the site ▸ deploy ▸ report. Each
 * stage returns what it did, or tells it as it goes (check-and-build.ts's hooks, the publish's `finished`), and only
 * this function records it in `progress`, itself or through the hooks it builds for it (record.ts; no stage writes
 * into it), and reports the outcome; nothing here asks which deployer runs.
 */
async function run(progress: Progress, signal: AbortSignal): Promise<void> {
  const { settings: given, credentials } = await readSettings();
  const tempDir = await state.makeTempDir(given.runnerTemp);
  try {
    await credentials.prepare(tempDir);
    progress.credentials = credentials;
    // The plan's first choice: where the site comes from (a deploy job's is a build job's artifact, as data).
    const { settings, site } = await chooseSite(given, tempDir, signal, credentials);
    // The current repository's Pages, when they decide between a branch and the "GitHub Actions" source: the run's
    // one read of them (github/run.ts takes it for the build's address, the check after the push and page-url).
    const { hasDeployKey } = credentials;
    const reads = planReadsPages(settings, site, hasDeployKey);
    const pages = reads ? await readPagesFirst(settings, credentials, signal) : undefined;
    const deployer = await chooseDeployer(settings, site, hasDeployKey, pages);
    // Refuses now a `commit-signing: github` that GitHub would not sign; reads Pages while the target is checked
    // (where the build's address comes from, waited for only by a build), unless they were read above.
    const github = await GitHubRun.start(settings, deployer.planned.destinations, credentials, signal, pages);
    // node_modules restored from the Actions cache before `install: auto` judges what is there.
    const cache = await openSiteCache(settings, site, { env: process.env, signal });
    const steps = await chooseSteps(settings, site);
    progress.ran = describeSteps(site, steps, settings.workspace);
    for (const line of describedLines(progress.ran)) core.info(line);
    const problems = new SiteProblems(settings.onSiteProblems, site.generator);
    progress.problems = problems.reported;
    const leaks = leakContext(settings, credentials);
    const env = withoutVariables(process.env, deployer.planned.tokenVariables);
    const context = { settings, credentials, tempDir, siteRoot: site.root, leaks, problems, env, signal };
    progress.next('checking the target', 'inputs read');
    const pagesForBuild = (): ReturnType<GitHubRun['pagesForBuild']> => github.pagesForBuild();
    const beside = (): Promise<unknown> => github.startPagesCheck();
    const work = { site, steps, pages: pagesForBuild, cache, beside };
    const done = await checkAndBuild(deployer, context, work, recordedIn(progress));
    const publish = publisher(progress, github, deployer, context);
    report('skip' in done ? skipped(progress.repository, progress.branch, done.skip) : await publish(done), progress);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
