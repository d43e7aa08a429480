// What the two deployers whose command pushes share (the user's own deploy command, hexo deploy): the leak check
// before the command, its run with the credentials open, and the outcome it leaves to report.
import * as core from '../shared/runner.js';
import type { Connection } from '../target/connection.js';
import { identityEnvironment } from '../git/isolation.js';
import type { Changes } from '../branch/publish.js';
import type { Remote } from '../git/remote.js';
import { pageUrl, type Target } from '../git/target.js';
import type { LeakContext } from '../secrets/leaks.js';
import type { Outcome, Timings } from '../report/report.js';
import type { Settings } from '../inputs/settings.js';
import { runSteps, type TokenStep } from '../site/build.js';
import type { SiteProblems } from '../site/problems.js';
import { exists } from '../shared/files.js';
import { shellStep } from '../site/steps.js';
import type { CheckedDeploy, DeployContext } from './deployer.js';
import type { SiteLayout } from './layout.js';
import { NOTHING_KEPT, siteReader } from '../publish-folder/checks/site-reader.js';

export interface DeployCommandOptions {
  /** The site's folder, where the command runs. */
  cwd: string;
  settings: Settings;
  leaks: LeakContext;
  problems: SiteProblems;
  /** Where the command publishes the site, as the plan named it: the link check's address. */
  served: Target;
  /** What runs with the credentials open before the command (hexo deploy seeds `.deploy_git`). */
  prepare?: (remote: Remote) => Promise<unknown>;
  /** What of the site the command publishes: for hexo deploy, its options' (`extend_dirs`, `ignore_hidden`). */
  layout?: SiteLayout;
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
  options: Pick<DeployCommandOptions, 'identity' | 'layout' | 'prepare'>,
): TokenStep {
  return deployCommandStep(connection, command, {
    cwd: context.siteRoot,
    settings: context.settings,
    leaks: context.leaks,
    problems: context.problems,
    served: connection.target,
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
 * The deploy step to run once the site is built: the one read of the publish folder checks it as our own push
 * checks what it publishes (names, links, special files, secrets, empty pages, the link check; see
 * publish-folder/checks/site-reader.ts), and `on-site-problems` decides, before the command has a credential;
 * then the command runs with the credentials open and the deploy identity. Its `run` returns how long the command ran.
 */
export function deployCommandStep(connection: Connection, command: string, options: DeployCommandOptions): TokenStep {
  const run = async (publishDir: string): Promise<number> => {
    await checkPublished(publishDir, options);
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
 * Reads the folders the deploy command will publish (the publish folder's, and hexo deploy's `extend_dirs`) once,
 * with every check of the site; with no publish folder (a command that builds the site itself), the build's own
 * problems are settled alone.
 */
async function checkPublished(publishDir: string, options: DeployCommandOptions): Promise<void> {
  if (!(await exists(publishDir))) {
    options.problems.settle();
    return;
  }
  const { leaks, problems, signal } = options;
  // Every file, whatever "exclude" (our push's alone) or a deployer's ignore_hidden leaves out: the command may
  // publish it. Files over GitHub's 100 MiB are the command's to refuse (it may deploy elsewhere).
  const settings = { ...options.settings, exclude: [] };
  const extraFolders = options.layout?.extraFolders?.map(({ dir, under }) => ({ dir, under }));
  const read = siteReader(settings, { publishDir, cname: settings.cname, leaks, problems, signal, keepLarge: true });
  await read(
    { ...(extraFolders ? { extraFolders } : {}) },
    { target: options.served, tip: Promise.resolve(NOTHING_KEPT) },
  );
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
