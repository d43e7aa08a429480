// The main step: the deploy, top to bottom; the only place that fails the step.
import * as core from './runner.js';
import { checkedSummary } from './deploy/deployer.js';
import { withoutVariables } from './environment.js';
import { errorMessage } from './errors.js';
import { GitHubRun } from './github/run.js';
import { leakContext } from './leaks.js';
import { chooseDeployer } from './plan.js';
import { Progress, report, reportFailure, skipped } from './report.js';
import { readSettings } from './settings.js';
import { addressSteps } from './site/address.js';
import { siteStage } from './site/build.js';
import { detectSite } from './site/detect.js';
import { onPath } from './files.js';
import { SiteProblems } from './site/problems.js';
import { describedLines, describeSteps, planSteps } from './site/steps.js';
import * as state from './state.js';
import { mark, timingsLine } from './timings.js';

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
 * settings ▸ credentials ▸ detect ▸ plan (one deployer) ▸ check the target ▸ build the site ▸ deploy ▸ report. The
 * deployer runs each of its stages its own way (our push, with nothing of the site's to run, prepares the site
 * before the check and reads it meanwhile; see deploy/push.ts), and nothing here asks which deployer it is.
 */
async function run(progress: Progress, signal: AbortSignal): Promise<void> {
  const { settings, credentials } = readSettings();
  const tempDir = await state.makeTempDir(settings.runnerTemp);
  try {
    await credentials.prepare(tempDir);
    progress.credentials = credentials;
    const site = await detectSite(settings.siteRoot, { onPath, env: process.env, top: settings.workspace });
    const deployer = chooseDeployer(settings, site, credentials.hasDeployKey);
    // Refuses now a `commit-signing: github` that GitHub would not sign; reads Pages while the target is checked.
    const github = GitHubRun.plan(settings, deployer.planned.destinations, credentials, signal);
    const steps = await planSteps(settings, site);
    progress.ran = describeSteps(site, steps, settings.workspace);
    for (const line of describedLines(progress.ran)) core.info(line);
    const problems = new SiteProblems(settings.onSiteProblems, site.generator);
    progress.problems = problems.reported;
    const leaks = leakContext(settings, credentials);
    const env = withoutVariables(process.env, deployer.planned.tokenVariables);
    const stage = siteStage(settings, site, steps, {
      credentials,
      leaks,
      problems,
      baseEnv: env,
      signal,
    });
    const context = { settings, credentials, tempDir, siteRoot: site.root, leaks, problems, progress, env, signal };
    progress.next('checking the target', 'inputs read');
    // The first contact with each target, before any build time is spent.
    github.startPagesCheck();
    const checked = await deployer.check(context, stage);
    Object.assign(progress, checkedSummary(checked));
    if (checked.skip) {
      report(skipped(progress.repository, progress.branch, checked.skip), progress);
      return;
    }
    progress.next('installing and building the site', 'target checked');
    const addressed = await addressSteps(site, steps, {
      settings,
      served: checked.served,
      others: checked.others,
      tempDir,
      problems,
    });
    progress.ran = describeSteps(site, addressed, settings.workspace);
    const built = await stage.build(addressed, deployer.whileTokenInConfig(checked, context));
    const published = await deployer.publish(checked, built, { ...context, land: await github.lander() });
    report(await github.afterPush(published), progress);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
