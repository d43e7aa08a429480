// A deploy command of the user's own (hexo deploy among them): the leak check before it, the run, what it did.
import type { Connection } from '../connection.js';
import type { Git } from '../git/git.js';
import { identityEnvironment } from '../git/isolation.js';
import type { Changes } from '../git/publish.js';
import type { RemoteState } from '../git/remote.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { checkLinks } from '../git/links.js';
import { walkSite } from '../git/stage.js';
import { confined } from '../paths.js';
import { exists } from '../site/files.js';
import { pageUrl } from '../git/target.js';
import { filesHolding, refuseLeaks, type LeakContext } from '../leaks.js';
import type { Plan } from '../plan.js';
import type { Outcome, Timings } from '../report.js';
import type { Settings } from '../settings.js';
import { runSteps } from '../site/build.js';
import { shellStep } from '../site/steps.js';
import { cnameDomain, deployedCommit, deployIdentity, seedDeployGit, type SeedOptions } from './hexo.js';
import { planLayouts } from './layout.js';

export interface CommandOptions {
  /** The site's folder, where the command runs. */
  cwd: string;
  /** Who the deploy commit is by; the workspace, which no folder the command publishes may lead out of. */
  settings: Pick<Settings, 'userName' | 'userEmail' | 'given' | 'workspace'>;
  leaks: LeakContext;
  /** For hexo deploy: how to seed `.deploy_git` first (after the build, so nothing the build ran touches it). */
  seed?: Omit<SeedOptions, 'remote'>;
  /** Told when the command is about to run (the site is built and checked). */
  onStart?: (command: string) => void;
  /** The folders hexo deploy publishes beside the publish folder (`extend_dirs` of every git target). */
  extendDirs?: readonly string[];
  /** Who the commit is by, author and committer: the workflow's identity, for hexo deploy the deployer's. */
  identity: { name: string; email: string };
}

/** The deploy step of a plan whose command pushes (hexo deploy with a seeded `.deploy_git`, or the user's own). */
export function commandStepOf(
  plan: Plan,
  connection: Connection,
  found: RemoteState,
  options: Omit<CommandOptions, 'seed' | 'identity'>,
): ((publishDir: string) => Promise<number>) | undefined {
  if (plan.kind === 'push') return undefined;
  // hexo-deployer-git sets the first git deployer's name and email in .deploy_git's config, for every target.
  const identity =
    plan.kind === 'hexo'
      ? deployIdentity(options.settings, plan.destination.deploy?.options)
      : { name: options.settings.userName, email: options.settings.userEmail };
  const seed =
    plan.kind === 'hexo' ? { siteRoot: options.cwd, ...found, identity, fullHistory: plan.targets > 1 } : undefined;
  // Every git target's extend_dirs: the deployer copies each one's, and each is checked before the command runs.
  const extendDirs = [
    ...new Set(
      planLayouts(plan, options.cwd)
        .flatMap((layout) => layout.extraFolders ?? [])
        .map((folder) => folder.dir),
    ),
  ];
  return deployCommandStep(connection, plan.command, { ...options, seed, extendDirs, identity });
}

/**
 * The deploy step to run once the site is built: the leak guard checks the publish folder (a file holding a
 * credential stops the deploy before anything is pushed), then the command runs with the credentials open and the
 * deploy identity. It returns how long the command ran.
 */
export function deployCommandStep(
  connection: Connection,
  command: string,
  options: CommandOptions,
): (publishDir: string) => Promise<number> {
  return async (publishDir) => {
    options.onStart?.(command);
    const leaking = await filesHolding(await publishedFiles(publishDir, options), options.leaks.secrets);
    if (leaking.length > 0) await refuseLeaks(leaking, options.leaks);
    return connection.use(async (remote, gitEnv) => {
      if (options.seed) await seedDeployGit({ remote, ...options.seed });
      const env = { ...gitEnv, ...identityEnvironment(options.identity) };
      return runSteps('Deploying', [shellStep(command)], 'deploy', {
        cwd: options.cwd,
        env,
        secrets: options.leaks.secrets,
      });
    });
  };
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
 * What the deploy command did: for hexo deploy, the commit `.deploy_git` ended on and what it changed from the
 * tip the check saw; for any other command, only that it succeeded. The page address takes the `cname` input's
 * domain, else the one of the CNAME file the deploy published: for hexo deploy, the deployed commit's; for another
 * command, which pushes what it likes, the publish folder's (what such a command publishes, as a rule).
 */
export async function commandOutcome(
  plan: Extract<Plan, { kind: 'command' | 'hexo' }>,
  git: Git,
  input: {
    siteRoot: string;
    publishDir: string;
    workDir: string;
    found: RemoteState;
    cname: string;
    timings: Timings;
  },
): Promise<Outcome> {
  const { target } = plan.destination;
  const { found } = input;
  let made: { commit: string; changes: Changes; pushed: boolean } | undefined;
  let published: string;
  if (plan.kind === 'hexo') {
    const { cname, ...deployed } = await deployedCommit(git, input.siteRoot, found.tip, input.workDir);
    made = { ...deployed, pushed: deployed.commit !== '' && deployed.commit !== found.tip };
    published = cname;
  } else published = input.cname ? '' : await publishedCname(input.publishDir);
  return {
    kind: 'command',
    command: plan.command,
    repository: target.url,
    branch: found.branch,
    pageUrl: pageUrl(target, input.cname || published),
    timings: input.timings,
    made,
  };
}

/** The domain of the publish folder's CNAME file (a file, not a link); empty without one. */
async function publishedCname(publishDir: string): Promise<string> {
  if (!publishDir) return '';
  const file = path.join(publishDir, 'CNAME');
  const stats = await fs.lstat(file).catch(() => undefined);
  if (!stats?.isFile() || stats.size > 4096) return '';
  return cnameDomain(await fs.readFile(file, 'utf8'));
}
