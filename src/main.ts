// The main step: the deploy, top to bottom; the only place that fails the step.
import * as core from './runner.js';
import { checkPlan } from './check.js';
import { CredentialOwner } from './credentials.js';
import { commandOutcome, commandStepOf } from './deploy/command.js';
import { planLayouts } from './deploy/layout.js';
import { pushSites, siteReader, type SiteReader } from './deploy/push.js';
import { withoutVariables } from './environment.js';
import { errorMessage } from './errors.js';
import { GitHubRun } from './github/run.js';
import { leakContext } from './leaks.js';
import { choosePlan, configTokenVariables } from './plan.js';
import { Progress, report, reportFailure, skipped } from './report.js';
import { readSettings } from './settings.js';
import { addressSteps } from './site/address.js';
import { buildSite, type BuiltSite } from './site/build.js';
import { detectSite } from './site/detect.js';
import { onPath } from './site/files.js';
import { SiteProblems } from './site/problems.js';
import { describedLines, describeSteps, planSteps, runsNothing } from './site/steps.js';
import * as state from './state.js';
import { mark, timingsLine } from './timings.js';

export async function main(): Promise<void> {
  mark('loaded');
  const progress = new Progress();
  try {
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

/**
 * settings ▸ credentials ▸ detect and plan ▸ check the target ▸ build the site ▸ deploy ▸ report; with nothing of
 * the site's to run, the site stage comes before the check, and the site is read while the target is checked.
 */
async function run(progress: Progress): Promise<void> {
  const settings = readSettings();
  const tempDir = await state.makeTempDir(settings.runnerTemp);
  try {
    const credentials = await CredentialOwner.prepare(settings, tempDir);
    progress.secrets = credentials.secrets;
    const site = await detectSite(settings.siteRoot, { onPath, env: process.env, top: settings.workspace });
    const plan = choosePlan(settings, site, credentials.hasDeployKey);
    const github = GitHubRun.plan(settings, plan, credentials.hasDeployKey); // refuses an unsignable commit-signing
    // Every target's deployer options, refused now (before the build and the first push) if one is refused.
    const layouts = planLayouts(plan, site.root);
    const steps = await planSteps(settings, site);
    progress.ran = describeSteps(site, steps, settings.workspace);
    for (const line of describedLines(progress.ran)) core.info(line);
    const problems = new SiteProblems(settings.onSiteProblems, site.generator);
    progress.problems = problems.found;
    const leaks = leakContext(settings, credentials.secrets);
    const siteOptions = {
      token: credentials.token,
      tempDir,
      leaks,
      problems,
      baseEnv: withoutVariables(process.env, configTokenVariables(plan)),
    };
    // When nothing of the site's runs (no install, no build, our own push), there is no build time to spare by
    // checking first: the site stage runs at once, and the site is read while the target is checked.
    let built: BuiltSite | undefined;
    let read: SiteReader | undefined;
    if (plan.kind === 'push' && runsNothing(steps)) {
      progress.next('preparing the site', 'inputs read');
      built = await buildSite(settings, site, steps, siteOptions);
      read = siteReader(settings, { publishDir: built.publishDir, leaks, problems });
      if (built.publishDir) read.start(layouts[0] ?? {});
      progress.next('checking the target', 'site prepared');
    } else progress.next('checking the target', 'inputs read');
    mark('checking');
    github.startPagesCheck(); // read while the target is checked
    // The first contact with each target, before any build time is spent.
    const targets = await checkPlan(plan, credentials, settings, tempDir);
    const [{ connection, found, destination }] = targets;
    await github.checkPages(found);
    const checked = targets.map((target) => ({
      repository: target.connection.target.url,
      branch: target.found.branch,
    }));
    Object.assign(progress, { repository: destination.target.url, branch: found.branch, targets: checked });
    const skip = targets.find((target) => target.found.skip)?.found.skip;
    if (skip) {
      report(skipped(destination.target.url, found.branch, skip), progress);
      return;
    }
    progress.next(built ? 'publishing' : 'installing and building the site', 'target checked');
    const addressed = await addressSteps(site, steps, { settings, plan, found, tempDir, problems });
    progress.ran = describeSteps(site, addressed, settings.workspace);
    built ??= await buildSite(settings, site, addressed, {
      ...siteOptions,
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
    const where = { siteRoot: site.root, publishDir: built.publishDir, workDir: tempDir, timings };
    if (plan.kind !== 'push') {
      const outcome = await commandOutcome(plan, connection.local, { ...where, found, cname: settings.cname });
      report(outcome, progress);
      return;
    }
    if (!read) progress.next('publishing', 'site built');
    const landed = progress.landed;
    const land = await github.lander();
    const pushInput = { ...built, ...where, leaks, problems, landed, env: siteOptions.baseEnv, land };
    report(await github.afterPush(await pushSites(targets, settings, pushInput, read)), progress);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
