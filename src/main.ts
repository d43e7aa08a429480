// Entry: runs the deploy (main step) or the clean-up (post step), and is the only place that fails the step.
import * as core from '@actions/core';
import * as io from '@actions/io';
import { checkTarget } from './check.js';
import { cleanup } from './cleanup.js';
import { Connection } from './connection.js';
import { CredentialOwner } from './credentials.js';
import { commandOutcome, deployCommandStep } from './deploy/command.js';
import { pushSite } from './deploy/push.js';
import { errorMessage } from './errors.js';
import { checkKeepGlobs } from './git/tree.js';
import { leakContext } from './leaks.js';
import { choosePlan } from './plan.js';
import { report } from './report.js';
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
    const site = await detectSite(settings.siteRoot, { onPath: async (binary) => (await io.which(binary)) !== '' });
    core.info(describeSite(site));
    const plan = choosePlan(settings, site, credentials.hasDeployKey);
    const { target } = plan.destination;
    credentials.check(target);
    const { networkTimeoutMs } = settings;
    const connection = new Connection(credentials, target, { baseEnv: process.env, cwd: tempDir, networkTimeoutMs });
    // The first contact with the server, before any build time is spent.
    const found = await checkTarget(connection, plan, settings, site.root);

    const leaks = leakContext(settings, credentials.secrets);
    const built = await buildSite(settings, site, {
      token: credentials.token,
      tempDir,
      leaks,
      baseEnv: process.env,
      whileSubstituted:
        plan.kind === 'push'
          ? undefined
          : deployCommandStep(connection, plan.command, { cwd: site.root, settings, leaks }),
    });

    const timings = { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
    const outcome =
      plan.kind === 'push'
        ? await pushSite(connection, settings, { ...built, workDir: tempDir, found, timings, leaks })
        : await commandOutcome(plan, connection.local, { siteRoot: site.root, found, cname: settings.cname, timings });
    await report(outcome);
  } finally {
    await state.removeTempDir(tempDir);
  }
}
