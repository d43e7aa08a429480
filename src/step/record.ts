// What step/main.ts records in its `Progress` as the check, the build and the publish go: the hooks it hands them,
// built here for the one `progress` main.ts owns, so that no stage writes into it.
import type { CheckAndBuildHooks, CheckedAndBuilt } from './check-and-build.js';
import { checkedSummary, type DeployContext, type Deployer } from '../deploy/deployer.js';
import type { GitHubRun } from '../github/run.js';
import type { Outcome, Progress, TargetReport } from '../report/report.js';

/** The check's and the site stage's hooks: each stage started, the targets checked, what the site stage runs. */
export function recordedIn(progress: Progress): CheckAndBuildHooks {
  return {
    stage: (next, done) => {
      progress.next(next, done);
    },
    checked: (checked) => {
      Object.assign(progress, checkedSummary(checked));
    },
    runs: (described) => {
      progress.ran = described;
    },
  };
}

/**
 * The publish of what the check and the site stage gave: the deployer's, with the landing GitHub's run gives and
 * the check after the push, each target recorded in `progress` as it is done.
 */
export function publisher(
  progress: Progress,
  github: Pick<GitHubRun, 'lander' | 'afterPush'>,
  deployer: Deployer,
  context: DeployContext,
): (done: CheckedAndBuilt) => Promise<Outcome> {
  return async ({ checked, built, command, prepared }) => {
    const land = await github.lander();
    // Our push publishes in a stage of its own (a deploy command published within the site stage).
    if (!command) progress.next('publishing', prepared ? undefined : 'site built');
    const finished = (target: TargetReport): void => {
      progress.finished.push(target);
    };
    return github.afterPush(await deployer.publish(checked, built, context, { land, finished }));
  };
}
