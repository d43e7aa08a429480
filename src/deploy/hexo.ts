// The deployer of `hexo deploy`, which keeps history: hexo-deployer-git force-pushes its .deploy_git repository, so
// that repository is seeded with the target branch's tip before it runs, and its new commit lands on top of the
// published one; with what the plan and our push take from hexo deploy's ways (its command, target and identity).
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { checkDestinations } from '../target/check.js';
import { initBare } from '../git/bare.js';
import type { Git } from '../git/git.js';
import type { Changes } from '../branch/publish.js';
import { loadPageScanner } from '../publish-folder/checks/site-reader.js';
import type { Remote } from '../git/remote.js';
import { chooseDestination, type Destination, type DestinationInput } from '../git/destination.js';
import { cnameDomain } from '../git/target.js';
import type { Outcome } from '../report/report.js';
import type { Settings } from '../inputs/settings.js';
import type { BuiltSite, TokenStep } from '../site/build.js';
import { exists } from '../shared/files.js';
import type { DeployerOptions, OtherDeployer } from '../shared/hexo-deploy-targets.js';
import {
  checkedDeploy,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';
import type { SiteLayout } from './layout.js';
import { commandOutcome, commandStepOf, warnNoTag } from './run-command.js';

/**
 * The deployer of hexo deploy: its first target is checked (no tip fetched: the deployer clones it), `.deploy_git`
 * is seeded with that branch once the site is built, and the command's commit lands on top of the published one.
 */
export class HexoDeployer implements Deployer {
  constructor(
    /** `targets`: how many git targets the config names; `layouts`: what each one's options make of the site. */
    readonly planned: PlannedDeploy & { targets: number; layouts: readonly SiteLayout[] },
    private readonly command: string,
  ) {}

  /** The site stage runs after the target check, as a rule (see deployer.ts). */
  buildsFirst(): false {
    return false;
  }

  async check(context: DeployContext, _prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy> {
    warnNoTag(context.settings, this.command);
    // No tag is made, so none is looked for on the target.
    const settings = { ...context.settings, tag: '' };
    const how = {
      branchSource: this.planned.branchSource,
      reads: true,
      prefetch: false,
      workDir: context.tempDir,
      signal: context.signal,
    };
    const checking = checkDestinations(this.planned.destinations, context.credentials, settings, how);
    started?.();
    // The link check's scanner, a chunk of dist/, is loaded now: before the site's commands, which could rewrite it.
    const [targets] = await Promise.all([checking, loadPageScanner()]);
    return checkedDeploy(targets, 'hexo deploy');
  }

  /** `.deploy_git` seeded with the branch's tip, then the command, by the deployer's identity. */
  whileTokenInConfig(checked: CheckedDeploy, context: DeployContext): TokenStep {
    const [{ connection, destination, branchState }] = checked.targets;
    // hexo-deployer-git sets the first git deployer's name and email in .deploy_git's config, for every target.
    const identity = deployIdentity(context.settings, destination.deploy?.options);
    const { branch, tip } = branchState;
    const seed = { siteRoot: context.siteRoot, branch, tip, identity, fullHistory: this.planned.targets > 1 };
    // Every git target's extend_dirs: the deployer copies each one's, and each is checked before the command runs.
    const folders = this.planned.layouts.flatMap((layout) => layout.extraFolders ?? []);
    const extraFolders = folders.filter(
      (folder, index) =>
        folders.findIndex((other) => other.dir === folder.dir && other.under === folder.under) === index,
    );
    // Every file of the publish folder is read, whatever a target's ignore_hidden leaves out: another may publish it.
    const layout = { extraFolders };
    const prepare = (remote: Remote): Promise<boolean> => seedDeployGit({ remote, ...seed });
    return commandStepOf(connection, this.command, context, { identity, layout, prepare });
  }

  /** The commit `.deploy_git` ended on, what it changed from the checked tip, and the CNAME it published. */
  async publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const [{ connection, branchState }] = checked.targets;
    const { tip } = branchState;
    const { cname, ...deployed } = await deployedCommit(connection.local, context.siteRoot, tip, context.tempDir);
    const made = { ...deployed, pushed: deployed.commit !== '' && deployed.commit !== tip };
    const timings = timingsOf(built);
    return commandOutcome(this.command, checked, { cname: context.settings.cname, published: cname, timings, made });
  }
}

/** `hexo deploy`, `hexo d`, `hexo generate --deploy`, `hexo g -d`, with or without npx. */
const HEXO_DEPLOY = /\bhexo(?:\.cmd)?\s+(?:(?:deploy|d)\b|(?:generate|g)\b[^;&|\n]*\s(?:-d|--deploy)\b)/;
/** A package.json script run by name: `npm run deploy`, `yarn deploy`, `pnpm run deploy`, `bun run deploy`. */
const SCRIPT_RUN = /\b(?:npm|pnpm|bun)\s+(?:run(?:-script)?\s+)([\w:.-]+)|\byarn\s+(?:run\s+)?([\w:.-]+)/g;

/** Whether the deploy command runs hexo-deployer-git, itself or through a package.json script. */
export function runsHexoDeploy(command: string, scripts: Readonly<Record<string, string>>): boolean {
  if (HEXO_DEPLOY.test(command)) return true;
  for (const match of command.matchAll(SCRIPT_RUN)) {
    const script = scripts[match[1] ?? match[2] ?? ''];
    if (script !== undefined && HEXO_DEPLOY.test(script)) return true;
  }
  return false;
}

/**
 * Where `hexo deploy` will push: hexo-deployer-git reads its targets from _config.yml, so the inputs cannot move
 * it. The first git target is the one whose history .deploy_git is seeded with; the deployer force-pushes the same
 * commit to any others. Undefined when the config names no git target: the command then runs as it is.
 */
export function hexoDestination(input: DestinationInput): Destination | undefined {
  const [first] = input.deployTargets;
  if (!first) {
    core.info('The deploy command runs hexo deploy, but _config.yml names no git target: it runs as it is.');
    return undefined;
  }
  // The file of a --config list the deploy section came from (see generators/hexo-config.ts).
  const file = first.configFile ?? '_config.yml';
  if (input.repository || input.branch) {
    core.warning(
      `The deploy command runs hexo deploy, which pushes where ${file} says: the "repository" and "branch" ` +
        `inputs are not used. Change deploy.repo and deploy.branch in ${file} instead.`,
    );
  }
  if (input.deployTargets.length > 1) {
    core.info(
      `${file} names ${input.deployTargets.length} git targets: hexo deploy pushes the same commit to each, ` +
        "on top of the first one's history.",
    );
  }
  const destination = chooseDestination({ ...input, repository: '', branch: '' });
  return destination;
}

/**
 * The deployers of the config's list that are not git ones (rsync, heroku…), named in the log with what to do:
 * hexo deploy runs them with the git ones; our own push does not, which is a warning.
 */
export function noteOtherDeployers(deployers: readonly OtherDeployer[], runByHexoDeploy: boolean): void {
  for (const { type, where } of deployers) {
    if (runByHexoDeploy) {
      core.info(`The ${type} deployer (${where}) is run by hexo deploy in the deploy command, with the git ones.`);
      continue;
    }
    core.warning(
      `The ${type} deployer (${where}) is not run: pages-push pushes the git deployers of the list only. To run ` +
        `every deployer of the list, set "deploy-command: npx hexo deploy" (with hexo-deployer-${type} installed), ` +
        'or run it in a step of its own.',
    );
  }
}

/**
 * Who the deploy commit is by: each of the `user-name` and `user-email` inputs when the workflow set it, else the
 * git deployer's `name` and `email` in _config.yml (as hexo-deployer-git sets them in `.deploy_git`'s config), else
 * the inputs' defaults.
 */
export function deployIdentity(
  settings: Pick<Settings, 'userName' | 'userEmail' | 'given'>,
  deployer: Pick<DeployerOptions, 'name' | 'email'> | undefined,
): { name: string; email: string } {
  return {
    name: !settings.given.userName && deployer?.name ? deployer.name : settings.userName,
    email: !settings.given.userEmail && deployer?.email ? deployer.email : settings.userEmail,
  };
}

export interface SeedOptions {
  /** The target, reached with the credentials open. */
  remote: Remote;
  /** The site's folder, where Hexo keeps `.deploy_git`. */
  siteRoot: string;
  branch: string;
  /** The branch's tip on the server, or empty when the branch does not exist yet. */
  tip: string;
  identity: { name: string; email: string };
  /**
   * Clone the whole history, not only the tip: needed when the deployer also pushes to other targets, which
   * refuse a push from a shallow clone whose history they lack ("shallow update not allowed").
   */
  fullHistory: boolean;
}

/**
 * Makes `.deploy_git` a depth-1 clone of the target branch (a full one with several targets; or, for a new
 * branch, an empty repository, so the first deploy is one root commit instead of the deployer's placeholder
 * "First commit"), with the deploy identity in its config. The clone's remote URL carries no credential. A
 * `.deploy_git` that exists already (from a cache) is left as it is. Returns whether it seeded.
 */
export async function seedDeployGit(options: SeedOptions): Promise<boolean> {
  const { remote, branch, tip } = options;
  const { git } = remote;
  const deployDir = path.join(options.siteRoot, '.deploy_git');
  if (await exists(deployDir)) {
    core.info('.deploy_git exists already (restored from a cache?): hexo-deployer-git uses it as it is.');
    return false;
  }
  if (tip) {
    try {
      await remote.clone(branch, deployDir, { fullHistory: options.fullHistory });
    } catch (error) {
      await fs.rm(deployDir, { recursive: true, force: true });
      throw error;
    }
    core.info(`Seeded .deploy_git with ${branch} at ${tip.slice(0, 7)}: the deploy commit goes on top of it.`);
  } else {
    await git.exec(['init', '--quiet', deployDir]);
    core.info(`Branch ${branch} does not exist yet: .deploy_git starts empty, and the deploy makes its first commit.`);
  }
  await git.exec(['-C', deployDir, 'config', 'user.name', options.identity.name]);
  await git.exec(['-C', deployDir, 'config', 'user.email', options.identity.email]);
  return true;
}

/**
 * The commit `.deploy_git` ended on (empty when there is none), what it changed from `tip`, and the domain of its
 * CNAME file (the site's `source/CNAME`, which Hexo copies to the public folder; empty without one). The deploy
 * command wrote that repository, so git never runs in it (its config could make git run a command,
 * `core.fsmonitor` say): its HEAD is read from the files, and its objects through a repository of ours that
 * borrows them.
 */
export async function deployedCommit(
  git: Git,
  siteRoot: string,
  tip: string,
  workDir: string,
): Promise<{ commit: string; changes: Changes; cname: string }> {
  const dotGit = path.join(siteRoot, '.deploy_git', '.git');
  const changes: Changes = { added: 0, modified: 0, deleted: 0 };
  const commit = await readHead(dotGit);
  if (!commit) return { commit, changes, cname: '' };
  const scratch = await fs.mkdtemp(path.join(workDir, 'deployed-'));
  try {
    initBare(scratch);
    const borrowing = git.with({ GIT_DIR: scratch, GIT_ALTERNATE_OBJECT_DIRECTORIES: path.join(dotGit, 'objects') });
    if (commit !== tip) {
      const args = tip
        ? ['diff-tree', '-r', '--no-renames', '--name-status', tip, commit]
        : ['ls-tree', '-r', '--name-only', commit];
      const listed = await borrowing.tryExec(args);
      for (const line of listed.stdout.split('\n')) {
        if (line === '') continue;
        if (!tip || line.startsWith('A')) changes.added += 1;
        else if (line.startsWith('D')) changes.deleted += 1;
        else changes.modified += 1;
      }
    }
    const cname = await borrowing.tryExec(['cat-file', 'blob', `${commit}:CNAME`]);
    return { commit, changes, cname: cname.exitCode === 0 ? cnameDomain(cname.stdout) : '' };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** The commit a repository's HEAD names, read from its files (HEAD, the loose ref, packed-refs); empty if none. */
async function readHead(dotGit: string): Promise<string> {
  const read = (file: string): Promise<string> => fs.readFile(path.join(dotGit, file), 'utf8').catch(() => '');
  const head = (await read('HEAD')).trim();
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (!ref) return /^[0-9a-f]{40,64}$/.test(head) ? head : '';
  if (ref.split('/').includes('..')) return '';
  const loose = (await read(ref)).trim();
  if (/^[0-9a-f]{40,64}$/.test(loose)) return loose;
  for (const line of (await read('packed-refs')).split('\n')) {
    const [sha = '', name] = line.trim().split(' ');
    if (name === ref && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return '';
}
