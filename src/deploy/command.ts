// The deployer of a deploy command of the user's own: its target is not read first, only its credentials given;
// the command runs once the site is built, while the config holds the token, and pushes where it likes.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { checkDestinations } from '../check.js';
import type { Outcome } from '../report.js';
import type { BuiltSite, TokenStep } from '../site/build.js';
import {
  checkedDeploy,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';
import { cnameDomain } from '../git/target.js';
import { commandOutcome, commandStepOf, warnNoTag } from './run-command.js';

export class CommandDeployer implements Deployer {
  constructor(
    readonly planned: PlannedDeploy,
    private readonly command: string,
  ) {}

  /** The branch name only: the command pushes where it likes, with the credentials for the planned target. */
  async check(context: DeployContext): Promise<CheckedDeploy> {
    warnNoTag(context.settings, this.command);
    const how = {
      branchSource: this.planned.branchSource,
      reads: false,
      prefetch: false,
      workDir: context.tempDir,
      signal: context.signal,
    };
    const targets = await checkDestinations(this.planned.destinations, context.credentials, context.settings, how);
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
  async publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const { cname } = context.settings;
    const published = cname ? '' : await publishedCname(built.publishDir);
    return commandOutcome(this.command, checked, { cname, published, timings: timingsOf(built) });
  }
}

/** The domain of the publish folder's CNAME file (a file, not a link); empty without one. */
async function publishedCname(publishDir: string): Promise<string> {
  if (!publishDir) return '';
  const file = path.join(publishDir, 'CNAME');
  const stats = await fs.lstat(file).catch(() => undefined);
  if (!stats?.isFile() || stats.size > 4096) return '';
  return cnameDomain(await fs.readFile(file, 'utf8'));
}
