// Entry: runs the deploy (main step) or the clean-up (post step), and is the only place that fails the step.
import * as core from '@actions/core';
import * as io from '@actions/io';
import { checkTargets, type TargetToCheck } from './check.js';
import { cleanup } from './cleanup.js';
import { Connection } from './connection.js';
import { CredentialOwner } from './credentials.js';
import { commandOutcome, deployCommandStep } from './deploy/command.js';
import { pushSites } from './deploy/push.js';
import { withoutVariables } from './environment.js';
import { errorMessage } from './errors.js';
import type { Destination } from './git/target.js';
import { checkKeepGlobs } from './git/tree.js';
import { leakContext } from './leaks.js';
import { choosePlan, configTokenVariables, destinationsOf } from './plan.js';
import { report, skipped } from './report.js';
import { readSettings } from './settings.js';
import { buildSite } from './site/build.js';
import { describeSite, detectSite } from './site/detect.js';
import * as state from './state.js';

export async function main(): Promise<void> {
  if (state.isPost()) {
    await cleanup();
    return;
  }
  try {
    state.markMainStarted();
    await run();
  } catch (error) {
    core.setFailed(errorMessage(error));
  } finally {
    state.markMainFinished();
  }
}

/** settings ▸ plan ▸ credentials ▸ check the target ▸ build the site ▸ deploy ▸ report. */
async function run(): Promise<void> {
  const settings = readSettings();
  checkKeepGlobs(settings.keepFiles);
  const tempDir = await state.makeTempDir(settings.runnerTemp);
  try {
    const credentials = await CredentialOwner.prepare(settings, tempDir);
    const onPath = async (binary: string): Promise<boolean> => (await io.which(binary)) !== '';
    const site = await detectSite(settings.siteRoot, { onPath, env: process.env });
    core.info(describeSite(site));
    const plan = choosePlan(settings, site, credentials.hasDeployKey);
    const options = { baseEnv: process.env, cwd: tempDir, stallMs: settings.networkTimeoutMs };
    const [first, ...more] = destinationsOf(plan);
    const connect = (destination: Destination): TargetToCheck => ({
      destination,
      connection: Connection.to(credentials, destination, options),
    });
    // The first contact with each target, before any build time is spent.
    const targets = await checkTargets([connect(first), ...more.map(connect)], plan, settings);
    const [{ connection, found }] = targets;
    if (targets.some((target) => target.found.ownTrigger)) {
      await report(skipped(first.target.url, found.branch, "this run was started by the deploy's own push"));
      return;
    }

    const leaks = leakContext(settings, credentials.secrets);
    const identity = { name: settings.userName, email: settings.userEmail };
    const built = await buildSite(settings, site, {
      token: credentials.token,
      tempDir,
      leaks,
      baseEnv: withoutVariables(process.env, configTokenVariables(plan)),
      whileSubstituted:
        plan.kind === 'push'
          ? undefined
          : deployCommandStep(connection, plan.command, {
              cwd: site.root,
              settings,
              leaks,
              seed:
                plan.kind === 'hexo'
                  ? { siteRoot: site.root, ...found, identity, fullHistory: plan.targets > 1 }
                  : undefined,
            }),
    });

    const timings = { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
    const outcome =
      plan.kind === 'push'
        ? await pushSites(targets, settings, { ...built, siteRoot: site.root, workDir: tempDir, timings, leaks })
        : await commandOutcome(plan, connection.local, {
            siteRoot: site.root,
            workDir: tempDir,
            found,
            cname: settings.cname,
            timings,
          });
    await report(outcome);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
