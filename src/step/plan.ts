// Decides once which deploy runs, and where it goes: our own push, a deploy command of the user's, hexo deploy (a
// deploy command that runs hexo-deployer-git, whose .deploy_git is seeded with the target branch first), or a
// deployment through the Pages "GitHub Actions" source; and picks the one deployer that runs it (see
// deploy/deployer.ts), and, first, where the site comes from (`chooseSite`). The mode is asked here only.
import * as core from '../shared/runner.js';
import { branchFeatures, sourceChosen, throughActions, type SourceSettings } from '../deploy/actions-refusals.js';
import { loadPackAndUpload, loadSitePackAndUpload } from '../deploy/load-artifact.js';
import { CommandDeployer } from '../deploy/command.js';
import type { Deployer } from '../deploy/deployer.js';
import { hexoDestination, HexoDeployer, noteOtherDeployers, runsHexoDeploy } from '../deploy/hexo.js';
import { hexoLayouts, layoutOf, type SiteLayout } from '../deploy/layout.js';
import { PushDeployer } from '../deploy/push.js';
import { chooseDestination, chooseDestinations, type Destination } from '../git/destination.js';
import type { Settings } from '../inputs/settings.js';
import { detectSite, type Site } from '../site/detect.js';
import { receiveSite } from '../deploy/received-site.js';
import { onPath } from '../shared/files.js';
import type { DeployTarget } from '../shared/hexo-deploy-targets.js';
import type { PagesRead } from '../github/pages.js';

export type Plan =
  /** We push the publish folder ourselves, to `destination` and to the site config's further git targets. */
  | { kind: 'push'; destination: Destination; others: Destination[] }
  /** The user's command pushes where it likes: the target is not checked first, only its credentials given. */
  | { kind: 'command'; destination: Destination; command: string }
  /**
   * hexo deploy pushes where _config.yml says, on top of the first target's branch; `targets` git targets in all,
   * `deployers` the options of each one's deployer and the config file that gave it, in order.
   */
  | {
      kind: 'hexo';
      destination: Destination;
      command: string;
      targets: number;
      deployers: Pick<DeployTarget, 'options' | 'configFile'>[];
    }
  /** The Pages "GitHub Actions" source: the built site deployed, as an artifact, to the current repository's Pages. */
  | { kind: 'actions'; destination: Destination };

/**
 * Where the site comes from, the plan's first choice, with the settings that deploy it: a deploy job's (`mode:
 * deploy`) is the artifact a build job uploaded, received and checked as data (deploy/received-site.ts: nothing of
 * it runs, nothing of it is detected); every other job's is the site of the workspace, detected (site/detect.ts).
 */
export async function chooseSite(
  settings: Settings,
  tempDir: string,
  signal: AbortSignal,
  credentials: Parameters<typeof receiveSite>[3],
): Promise<{ settings: Settings; site: Site }> {
  if (settings.job.mode === 'deploy') return receiveSite(settings, tempDir, signal, credentials);
  const configSources = {
    build: settings.build.kind === 'shell' ? settings.build.command : undefined,
    deployCommand: settings.deployCommand,
    configFiles: settings.configFiles,
  };
  const runner = { onPath, env: process.env, top: settings.workspace, configSources };
  return { settings, site: await detectSite(settings.siteRoot, runner) };
}

/**
 * The deployer of the plan (see `choosePlan`), as setup-node's factory picks one distribution class. Every
 * target's deployer options are worked out now (see deploy/layout.ts), so that a refused one stops the deploy
 * before the build and the first push.
 */
export async function chooseDeployer(
  settings: Parameters<typeof choosePlan>[0] & Partial<Pick<Settings, 'commitSigning' | 'job'>>,
  site: Parameters<typeof choosePlan>[1] & Pick<Site, 'root' | 'otherDeployers'>,
  hasDeployKey: boolean,
  pages?: PagesRead,
): Promise<Deployer> {
  const plan = choosePlan(settings, site, hasDeployKey, pages);
  const planned = {
    destinations: destinationsOf(plan),
    tokenVariables: configTokenVariables(plan),
    branchSource: branchSource(plan, settings),
  };
  // A build job builds for where the deploy job will deploy (the plan's first target), and uploads the site.
  if (settings.job?.mode === 'build') {
    const { BuildOnlyDeployer } = await import('../deploy/build-only.js');
    return new BuildOnlyDeployer(planned, settings.job.artifact, loadSitePackAndUpload);
  }
  core.info(sourceChosen(settings, plan.kind === 'actions', plan.destination, pages));
  // A deploy command of the user's own deploys as it likes; ours and hexo deploy's say what runs the others.
  if (plan.kind !== 'command') noteOtherDeployers(site.otherDeployers ?? [], plan.kind === 'hexo');
  if (settings.commitSigning === 'github' && plan.kind !== 'push' && plan.kind !== 'actions') {
    throw new Error(
      `Input "commit-signing: github" works with pages-push's own push only, and this deploy runs "${plan.command}": ` +
        'remove "deploy-command" (or the hexo deploy it runs), or set `commit-signing: none`.',
    );
  }
  const layouts = planLayouts(plan, site.root);
  switch (plan.kind) {
    case 'push':
      return new PushDeployer({ ...planned, layouts });
    case 'command':
      return new CommandDeployer(planned, plan.command);
    case 'hexo':
      return new HexoDeployer({ ...planned, targets: plan.targets, layouts }, plan.command);
    case 'actions': {
      // The Actions source's deployer (and the Pages deployment's calls) is a chunk only such a run loads.
      const { ActionsDeployer } = await import('../deploy/actions.js');
      return new ActionsDeployer(planned, loadPackAndUpload);
    }
  }
}

/**
 * Whether the plan's choice waits on the current repository's Pages (read before it, see github/pages-source.ts):
 * always for `pages-source: actions` (which is refused without them); for `auto`, when the deploy could go either
 * way: its one target is the current repository, and none of a branch's features is asked for.
 */
export function planReadsPages(
  settings: Parameters<typeof choosePlan>[0],
  site: Parameters<typeof choosePlan>[1],
  hasDeployKey: boolean,
): boolean {
  if (settings.pagesSource === 'actions') return true;
  const destination = actionsDestination(settings, planInput(settings, site, hasDeployKey));
  return destination !== undefined && destination.target.sameRepository && branchFeatures(settings).length === 0;
}

type PlanInput = Parameters<typeof chooseDestinations>[0];

function planInput(
  settings: Pick<Settings, 'repository' | 'branch' | 'source' | 'tokenPlaceholder'>,
  site: Pick<Site, 'deployTargets'>,
  hasDeployKey: boolean,
): PlanInput {
  return {
    repository: settings.repository,
    branch: settings.branch,
    // `repo: {url, token: GITHUB_ACCESS_TOKEN}`: the recipe's sed puts the token input there, so the target takes
    // the "token" input, as one without a token of its own does (sent only where that input may go).
    deployTargets: site.deployTargets.map((target) =>
      target.token === settings.tokenPlaceholder ? { ...target, token: '' } : target,
    ),
    serverUrl: settings.source.serverUrl,
    currentRepository: settings.source.repository,
    hasDeployKey,
  };
}

/**
 * The one target the Actions source would deploy, for `actions` and `auto`: `actions` goes to the repository input
 * or the current repository (a site config's git targets are branches); undefined for `branch`, or for a deploy
 * to several targets.
 */
function actionsDestination(settings: SourceSettings, input: PlanInput): Destination | undefined {
  if (settings.pagesSource !== 'actions' && settings.pagesSource !== 'auto') return undefined;
  const [destination, ...more] = chooseDestinations(
    settings.pagesSource === 'actions' ? { ...input, deployTargets: [] } : input,
  );
  return more.length === 0 ? destination : undefined;
}

/**
 * The plan of the inputs, the site and, when they were read before it, the current repository's Pages: `auto`
 * deploys through the Actions source when they say so (see deploy/actions-refusals.ts).
 */
export function choosePlan(
  settings: Pick<Settings, 'repository' | 'branch' | 'deployCommand' | 'source' | 'preview' | 'tokenPlaceholder'> &
    SourceSettings,
  site: Pick<Site, 'deployTargets' | 'scripts'>,
  hasDeployKey: boolean,
  pages?: PagesRead,
): Plan {
  const input = planInput(settings, site, hasDeployKey);
  const actions = actionsDestination(settings, input);
  if (actions && throughActions(settings, actions, pages)) return { kind: 'actions', destination: actions };
  const command = settings.deployCommand;
  if (command && settings.preview) {
    throw new Error(
      `Input "preview" needs pages-push's own push, which puts each preview in its folder; "deploy-command" ` +
        `("${command}") pushes on its own. Leave "deploy-command" empty for previews.`,
    );
  }
  if (command && runsHexoDeploy(command, site.scripts)) {
    const destination = hexoDestination(input);
    if (destination) {
      const deployers = site.deployTargets.map(({ options, configFile }) => ({
        options,
        ...(configFile ? { configFile } : {}),
      }));
      return { kind: 'hexo', destination, command, targets: deployers.length, deployers };
    }
  }
  if (command) return { kind: 'command', destination: chooseDestination(input), command };
  const [destination = chooseDestination(input), ...others] = chooseDestinations(input);
  return { kind: 'push', destination, others };
}

/** Every target the plan pushes to, the first first. */
export function destinationsOf(plan: Plan): [Destination, ...Destination[]] {
  return plan.kind === 'push' ? [plan.destination, ...plan.others] : [plan.destination];
}

/**
 * The environment variables that hold a target's own token (`repo.token: $NAME` in the site config): like our
 * inputs, they are kept from the user's commands.
 */
export function configTokenVariables(plan: Plan): string[] {
  return destinationsOf(plan)
    .map((destination) => destination.deploy?.token ?? '')
    .filter((token) => token.startsWith('$'))
    .map((token) => token.slice(1));
}

/** Where the plan's branch name came from, for the message when it is not a valid name. */
export function branchSource(plan: Plan, settings: Pick<Settings, 'branch'>): string {
  return settings.branch && plan.kind !== 'hexo' ? 'Input "branch"' : 'The deploy branch';
}

/**
 * The layout of every target the plan publishes to, the first first; for hexo deploy, of every git target of the
 * config (the deployer copies each one's extend_dirs); none for a command of the user's own. Each is refused here,
 * from the config alone, so that a refused option of a later target stops the deploy before the build and before
 * the first push.
 */
export function planLayouts(plan: Plan, siteRoot: string): SiteLayout[] {
  if (plan.kind === 'command' || plan.kind === 'actions') return [];
  if (plan.kind === 'hexo') return hexoLayouts(plan.deployers, siteRoot);
  return destinationsOf(plan).map((destination) => layoutOf(destination, siteRoot));
}
