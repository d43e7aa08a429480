// What the two deployers whose command pushes share (the user's own deploy command, hexo deploy): the leak check
// before the command, its run with the credentials open, and the outcome it leaves to report.
import * as core from '../runner.js';
import * as fs from 'node:fs/promises';
import type { Connection } from '../connection.js';
import { identityEnvironment } from '../git/isolation.js';
import { checkLinks } from '../publish-folder/links.js';
import type { Changes } from '../branch/publish.js';
import type { Remote } from '../git/remote.js';
import { walkSite } from '../publish-folder/read.js';
import { pageUrl } from '../git/target.js';
import { filesHolding, refuseLeaks, type LeakContext } from '../leaks.js';
import { confined } from '../paths.js';
import type { Outcome, Timings } from '../report.js';
import type { Settings } from '../settings.js';
import { runSteps, type TokenStep } from '../site/build.js';
import { exists } from '../files.js';
import { shellStep } from '../site/steps.js';
import type { CheckedDeploy, DeployContext } from './deployer.js';

export interface CommandOptions {
  /** The site's folder, where the command runs. */
  cwd: string;
  /** The workspace, which no folder the command publishes may lead out of. */
  settings: Pick<Settings, 'workspace'>;
  leaks: LeakContext;
  /** What runs with the credentials open before the command (hexo deploy seeds `.deploy_git`). */
  prepare?: (remote: Remote) => Promise<unknown>;
  /** The folders hexo deploy publishes beside the publish folder (`extend_dirs` of every git target). */
  extendDirs?: readonly string[];
  /** Who the commit is by, author and committer: the workflow's identity, for hexo deploy the deployer's. */
  identity: { name: string; email: string };
  /** The job's cancel (see index.ts). */
  signal: AbortSignal;
}

/** The deploy step of a deployer whose command pushes (see `deployCommandStep`), in the deploy's context. */
export function commandStepOf(
  connection: Connection,
  command: string,
  context: DeployContext,
  options: Pick<CommandOptions, 'identity' | 'extendDirs' | 'prepare'>,
): TokenStep {
  return deployCommandStep(connection, command, {
    cwd: context.siteRoot,
    settings: context.settings,
    leaks: context.leaks,
    signal: context.signal,
    ...options,
  });
}

/** A deploy command's own push makes no tag: said before its target is checked. */
export function warnNoTag(settings: Pick<Settings, 'tag'>, command: string): void {
  if (settings.tag) {
    core.warning(`"tag" is made by pages-push's own push only: "${command}" pushes instead, so no tag is made.`);
  }
}

/**
 * The deploy step to run once the site is built: the leak guard checks the publish folder (a file holding a
 * credential stops the deploy before anything is pushed), then the command runs with the credentials open and the
 * deploy identity. Its `run` returns how long the command ran.
 */
export function deployCommandStep(connection: Connection, command: string, options: CommandOptions): TokenStep {
  const run = async (publishDir: string): Promise<number> => {
    const leaking = await filesHolding(await publishedFiles(publishDir, options), options.leaks.secrets);
    if (leaking.length > 0) await refuseLeaks(leaking, options.leaks);
    return connection.use(async (remote, gitEnv) => {
      await options.prepare?.(remote);
      const env = { ...gitEnv, ...identityEnvironment(options.identity) };
      return runSteps('Deploying', [shellStep(command)], 'deploy', {
        cwd: options.cwd,
        env,
        secrets: options.leaks.secrets,
        signal: options.signal,
      });
    });
  };
  return { command, run };
}

/**
 * The files the deploy command will publish (the publish folder's, and hexo deploy's `extend_dirs`), to check for
 * the secrets. Each folder stays inside the workspace, and so does each symbolic link in them (hexo deploy copies
 * what a link points at): checked as our own push checks them, before the command has a credential.
 */
async function publishedFiles(publishDir: string, options: CommandOptions): Promise<string[]> {
  const workspace = await fs.realpath(options.settings.workspace);
  const files: string[] = [];
  const folders = [
    { dir: publishDir, input: 'publish-dir' },
    ...(options.extendDirs ?? []).map((dir) => ({ dir, input: "the extend_dirs in _config.yml's deploy" })),
  ];
  for (const folder of folders) {
    if (!(await exists(folder.dir))) continue;
    const dir = await confined(workspace, folder.dir, folder.input);
    const listed = checkLinks(walkSite(dir, ''), { workspace, input: folder.input, copy: false });
    for (const file of listed) if (!file.symlink) files.push(file.diskPath);
  }
  return files;
}

/**
 * What a deploy command did, to report: its first target and branch, the page address (the `cname` input's
 * domain, else `published`, the domain of the CNAME file the command published), and what it made, when known.
 */
export function commandOutcome(
  command: string,
  checked: CheckedDeploy,
  input: {
    cname: string;
    published: string;
    timings: Timings;
    made?: { commit: string; changes: Changes; pushed: boolean };
  },
): Outcome {
  const [{ destination, branchState }] = checked.targets;
  return {
    kind: 'command',
    command,
    repository: destination.target.url,
    branch: branchState.branch,
    pageUrl: pageUrl(destination.target, input.cname || input.published),
    timings: input.timings,
    made: input.made,
  };
}
