// Decides once which deploy runs, and where it goes: our own push, a deploy command of the user's, or hexo deploy
// (a deploy command that runs hexo-deployer-git, whose .deploy_git is seeded with the target branch first).
import { hexoDestination, runsHexoDeploy } from './deploy/hexo.js';
import { chooseDestination, chooseDestinations, type Destination } from './git/destination.js';
import type { Settings } from './settings.js';
import type { Site } from './site/detect.js';
import type { DeployerOptions } from './site/hexo.js';

export type Plan =
  /** We push the publish folder ourselves, to `destination` and to the site config's further git targets. */
  | { kind: 'push'; destination: Destination; others: Destination[] }
  /** The user's command pushes where it likes: the target is not checked first, only its credentials given. */
  | { kind: 'command'; destination: Destination; command: string }
  /**
   * hexo deploy pushes where _config.yml says, on top of the first target's branch; `targets` git targets in all,
   * `deployers` the options of each one's deployer, in order.
   */
  | { kind: 'hexo'; destination: Destination; command: string; targets: number; deployers: DeployerOptions[] };

export function choosePlan(
  settings: Pick<Settings, 'repository' | 'branch' | 'deployCommand' | 'source' | 'preview'>,
  site: Pick<Site, 'deployTargets' | 'scripts'>,
  hasDeployKey: boolean,
): Plan {
  const input = {
    repository: settings.repository,
    branch: settings.branch,
    deployTargets: site.deployTargets,
    serverUrl: settings.source.serverUrl,
    currentRepository: settings.source.repository,
    hasDeployKey,
  };
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
      const deployers = site.deployTargets.map((target) => target.options);
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
