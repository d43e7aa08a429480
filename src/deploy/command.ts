// The deployer of a deploy command of the user's own: its target is not read first, only its credentials given;
// the command runs once the site is built, while the config holds the token, and pushes where it likes.
import { checkDestinations } from '../target/check.js';
import type { Outcome } from '../report/report.js';
import type { BuiltSite, TokenStep } from '../site/build.js';
import {
  checkedDeploy,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';
import { commandOutcome, commandStepOf, warnNoTag } from './run-command.js';
import { loadPageScanner } from '../publish-folder/checks/site-reader.js';

export class CommandDeployer implements Deployer {
  constructor(
    readonly planned: PlannedDeploy,
    private readonly command: string,
  ) {}

  /** The site stage runs after the target check, as a rule (see deployer.ts). */
  buildsFirst(): false {
    return false;
  }

  /** The branch name only: the command pushes where it likes, with the credentials for the planned target. */
  async check(context: DeployContext, _prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy> {
    warnNoTag(context.settings, this.command);
    const how = {
      branchSource: this.planned.branchSource,
      reads: false,
      prefetch: false,
      workDir: context.tempDir,
      signal: context.signal,
    };
    const checking = checkDestinations(this.planned.destinations, context.credentials, context.settings, how);
    started?.();
    // The link check's scanner, a chunk of dist/, is loaded now: before the site's commands, which could rewrite it.
    const [targets] = await Promise.all([checking, loadPageScanner()]);
    return checkedDeploy(targets, 'deploy-command');
  }

  /** The command, by the workflow's identity. */
  whileTokenInConfig(checked: CheckedDeploy, context: DeployContext): TokenStep {
    const identity = { name: context.settings.userName, email: context.settings.userEmail };
    return commandStepOf(checked.targets[0].connection, this.command, context, { identity });
  }

  /**
   * Only that the command succeeded; the page address takes the `cname` input's domain, else the one of the
   * publish folder's CNAME file (what such a command publishes, as a rule).
   */
  publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const { cname } = context.settings;
    const outcome = commandOutcome(this.command, checked, { cname, published: built.cname, timings: timingsOf(built) });
    return Promise.resolve(outcome);
  }
}
