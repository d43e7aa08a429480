// The main step: the deploy, top to bottom; the only place that fails the step.
import * as core from './runner.js';
import { checkPlan } from './check.js';
import { CredentialOwner } from './credentials.js';
import { commandOutcome, commandStepOf } from './deploy/command.js';
import { pushSites } from './deploy/push.js';
import { withoutVariables } from './environment.js';
import { errorMessage } from './errors.js';
import { leakContext } from './leaks.js';
import { choosePlan, configTokenVariables } from './plan.js';
import { previewBaseUrl } from './preview.js';
import { Progress, report, reportFailure, skipped } from './report.js';
import { readSettings } from './settings.js';
import { buildSite } from './site/build.js';
import { detectSite } from './site/detect.js';
import { onPath } from './site/files.js';
import { SiteProblems } from './site/problems.js';
import { describedLines, describeSteps, planSteps } from './site/steps.js';
import * as state from './state.js';
import { mark, timingsLine } from './timings.js';

export async function main(): Promise<void> {
  mark('loaded');
  const progress = new Progress();
  try {
    state.markMainStarted();
    await run(progress);
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

/** settings ▸ credentials ▸ detect and plan ▸ check the target ▸ build the site ▸ deploy ▸ report. */
async function run(progress: Progress): Promise<void> {
  const settings = readSettings();
  const tempDir = await state.makeTempDir(settings.runnerTemp);
  try {
    const credentials = await CredentialOwner.prepare(settings, tempDir);
    progress.secrets = credentials.secrets;
    const site = await detectSite(settings.siteRoot, { onPath, env: process.env, top: settings.workspace });
    const plan = choosePlan(settings, site, credentials.hasDeployKey);
    const steps = await planSteps(settings, site, { baseUrl: previewBaseUrl(settings, plan), tempDir });
    progress.ran = describeSteps(site, steps, settings.workspace);
    for (const line of describedLines(progress.ran)) core.info(line);
    progress.next('checking the target', 'inputs read');
    // The first contact with each target, before any build time is spent.
    const targets = await checkPlan(plan, credentials, settings, tempDir);
    const [{ connection, found, destination }] = targets;
    Object.assign(progress, { repository: destination.target.url, branch: found.branch });
    const skip = targets.find((target) => target.found.skip)?.found.skip;
    if (skip) {
      report(skipped(destination.target.url, found.branch, skip), progress);
      return;
    }

    progress.next('installing and building the site', 'target checked');
    const problems = new SiteProblems(settings.onSiteProblems);
    progress.problems = problems.found;
    const leaks = leakContext(settings, credentials.secrets);
    const built = await buildSite(settings, site, steps, {
      token: credentials.token,
      tempDir,
      leaks,
      problems,
      baseEnv: withoutVariables(process.env, configTokenVariables(plan)),
      whileSubstituted: commandStepOf(plan, connection, found, {
        cwd: site.root,
        settings,
        leaks,
        onStart: (command) => {
          progress.next(`running the deploy command "${command}"`, 'site built');
        },
      }),
    });

    const timings = { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
    const where = { siteRoot: site.root, workDir: tempDir, timings };
    if (plan.kind !== 'push') {
      const outcome = await commandOutcome(plan, connection.local, { ...where, found, cname: settings.cname });
      report(outcome, progress);
      return;
    }
    progress.next('publishing', 'site built');
    report(await pushSites(targets, settings, { ...built, ...where, leaks, problems }), progress);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
