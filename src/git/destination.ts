// Where to push, decided once from the inputs and the site config: every target with its branch, its source for the
// log, and, for a target of the site config, its own token and deployer options (hexo-deployer-git's rules).
import { hexoBranchRule, type DeployTarget } from '../shared/hexo-deploy-targets.js';
import { refInsteadOfBranch } from './refname.js';
import { repositoryKey, serverName } from './same-server.js';
import { DEPLOY_REPO, isUserSite, parseTarget, type Target } from './target.js';

export interface Destination {
  target: Target;
  /** The branch named by input or config; empty when it follows the remote's default branch. */
  branch: string;
  /** Where the target came from, for the log. */
  source: string;
  /** For a target the site config names: its own token (`repo.token`) and its deployer's options. */
  deploy?: Pick<DeployTarget, 'token' | 'options' | 'configFile'>;
  /** Why the branch is what it is, when a rule chose it (hexo-deployer-git's, for a config target without one). */
  branchRule?: string;
  /** Where the deploy goes elsewhere than `hexo deploy` would send it, and which input does that: for the log. */
  notes?: string[];
  /** Where the deploy goes elsewhere than the inputs seem to say: a warning. */
  warning?: string;
}

/** A git target of the site config: its URL and branch, and, when known, its own token and deployer options. */
export type ConfigTarget = Pick<DeployTarget, 'url' | 'branch'> &
  Partial<Pick<DeployTarget, 'token' | 'options' | 'via' | 'configFile'>>;

export interface DestinationInput {
  repository: string;
  branch: string;
  deployTargets: readonly ConfigTarget[];
  serverUrl: string;
  currentRepository: string;
  /** Whether an SSH deploy key is available; without one an SSH URL from the site config is read as HTTPS. */
  hasDeployKey: boolean;
}

/**
 * Every target of the deploy: the one the inputs or the current repository name, or each git target of the site
 * config, in its order (see `chooseDestination`).
 */
export function chooseDestinations(input: DestinationInput): Destination[] {
  if (input.repository || input.deployTargets.length <= 1) return [chooseDestination(input)];
  return input.deployTargets.map((deployTarget, index) => configDestination(input, deployTarget, index));
}

/**
 * The `repository` input wins, with the `branch` input; else the site config's first git deploy target with its
 * branch; else the current repository. The branch input always wins. A target of the site config without a branch
 * gets the one hexo-deployer-git would push to (`hexoBranchRule`), also when the `repository` input names that
 * target, which then keeps the deployer's options and its own token. Any other `<owner>.github.io` target follows
 * the remote's default branch, and the rest get `gh-pages`. With a deploy key, a target on this GitHub host is
 * pushed over SSH (`git@host:owner/name.git`); without one, the site config's SSH address on it over HTTPS.
 */
export function chooseDestination(input: DestinationInput): Destination {
  const [first] = input.deployTargets;
  if (!input.repository && first) return configDestination(input, first, 0);
  if (input.repository) {
    // The user named this target in the workflow: the token may go there.
    const target = { ...parseTarget(input.repository, input.serverUrl, input.currentRepository), trusted: true };
    const index = input.deployTargets.findIndex((candidate) => sameRepository(candidate, target, input));
    const others = input.deployTargets.filter((_, at) => at !== index).map((other) => withoutUserInfo(other.url));
    const notes =
      others.length > 0
        ? [
            `The "repository" input wins over _config.yml's deploy: hexo deploy would also push to ` +
              `${others.join(', ')}, which this deploy leaves as it is.`,
          ]
        : [];
    const named = input.deployTargets[index];
    if (named) {
      // The config's own target, named again in the workflow: its branch, options and token stay as hexo uses them.
      const destination = configDestination(input, named, index, target);
      const source =
        `the "repository" input, which is also a git target in ${named.configFile ?? '_config.yml'} ` +
        '(its options are kept)';
      return { ...destination, source, notes: [...notes, ...(destination.notes ?? [])] };
    }
    const destination = finishDestination(input, target, '', 'the "repository" input');
    return notes.length > 0 ? { ...destination, notes } : destination;
  }
  if (!input.currentRepository) {
    throw new Error(
      'No target: set "repository" (owner/name or a git URL), or add a git deploy target to _config.yml.',
    );
  }
  const target = parseTarget(input.currentRepository, input.serverUrl, input.currentRepository);
  return finishDestination(input, target, '', 'the current repository');
}

/**
 * An SSH address of the site config on GitHub (the workflow's server, or github.com) with a user other than git:
 * GitHub takes SSH only as git, so hexo deploy fails on it; without a deploy key pages-push would push over HTTPS.
 */
function refuseSshUser(url: string, target: Target, serverUrl: string, source: string): void {
  if (target.protocol !== 'ssh') return;
  const user = /^(?:ssh:\/\/)?([^@/:]+)@/.exec(url.trim())?.[1];
  const host = target.host.replace(/:\d+$/, '').toLowerCase();
  // GitHub's SSH listens on the standard port: an address with another port is another SSH server on that host.
  const port = /:(\d+)$/.exec(target.host)?.[1] ?? '22';
  const onGitHub = host === new URL(serverUrl).hostname.toLowerCase() || host === 'github.com';
  if (!user || user === 'git' || !onGitHub || port !== '22') return;
  throw new Error(
    `The target ${url.trim()} (from ${source}) is an SSH address as the user "${user}": GitHub takes SSH only as ` +
      `the user git, so hexo deploy fails on it. Write git@${host}:${target.owner}/${target.name}.git instead.`,
  );
}

/** A config target's URL for the log: without the user info of an https:// or ssh:// address (a token, or its placeholder). */
function withoutUserInfo(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}

/**
 * Whether a config target is the repository `target` names, however each is spelled (https or SSH, `.git` or
 * not, any case): the same server and the same `owner/name` path.
 */
function sameRepository(candidate: ConfigTarget, target: Target, input: DestinationInput): boolean {
  let parsed: Target;
  try {
    parsed = parseTarget(candidate.url, input.serverUrl, input.currentRepository, DEPLOY_REPO);
  } catch {
    return false;
  }
  if (serverName(parsed.host) !== serverName(target.host)) return false;
  if (parsed.owner && target.owner) {
    return repositoryKey(`${parsed.owner}/${parsed.name}`) === repositoryKey(`${target.owner}/${target.name}`);
  }
  return parsed.url === target.url;
}

/**
 * The site config's `index`-th git target, with its branch (or hexo-deployer-git's for it), its own token and its
 * deployer's options; reached at `named` when the `repository` input names it.
 */
function configDestination(
  input: DestinationInput,
  deployTarget: ConfigTarget,
  index: number,
  named?: Target,
): Destination {
  let target = named ?? parseTarget(deployTarget.url, input.serverUrl, input.currentRepository, DEPLOY_REPO);
  refuseSshUser(
    deployTarget.url,
    target,
    input.serverUrl,
    `the deploy config in ${deployTarget.configFile ?? '_config.yml'}`,
  );
  const server = new URL(input.serverUrl);
  const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
  if (
    target.protocol === 'ssh' &&
    !input.hasDeployKey &&
    targetHost === server.hostname.toLowerCase() &&
    target.owner
  ) {
    // hexo's SSH form (git@github.com:owner/name.git) on this GitHub host: push over HTTPS with the token. The
    // address built is on the workflow's server, so the token may go there (trusted as parseTarget finds it).
    target = parseTarget(`${target.owner}/${target.name}`, input.serverUrl, input.currentRepository);
  }
  const count = input.deployTargets.length;
  const which =
    count > 1
      ? index === 0
        ? ` (the first of its ${count} git targets)`
        : ` (git target ${index + 1} of ${count})`
      : '';
  const file = deployTarget.configFile ?? '_config.yml';
  const source =
    deployTarget.via === 'HEXO_DEPLOYER_REPO'
      ? `the HEXO_DEPLOYER_REPO variable, as the git deployer in ${file} names no repo${which}`
      : `the deploy config in ${file}${which}`;

  // As hexo deploy pushes it: the branch written, else the deployer's rule for the address as written.
  const rule = deployTarget.branch ? undefined : hexoBranchRule(deployTarget.url);
  const hexoBranch = deployTarget.branch || (rule?.branch ?? '');
  const destination = finishDestination(input, target, hexoBranch, source);
  const notes =
    input.branch && input.branch !== hexoBranch
      ? [
          `hexo deploy would push ${destination.target.url} to ${hexoBranch} ` +
            `(${rule ? rule.why : 'the branch in _config.yml'}); the "branch" input sends this deploy to ` +
            `${input.branch}.`,
        ]
      : [];
  // The README's one-repository layout (`branch: gh-pages` alone) on a blog whose config names another repository.
  const elsewhere =
    input.branch && !named && input.currentRepository && !destination.target.sameRepository
      ? `The "branch" input names ${input.branch}, and the deploy goes to ${destination.target.url} (from ` +
        `${source}), not to this repository (${input.currentRepository}). To publish to this repository's ` +
        `${input.branch}, set "repository: \${{ github.repository }}" on the step.`
      : '';
  const { options, token = '', configFile } = deployTarget;
  return {
    ...destination,
    ...(options ? { deploy: { token, options, ...(configFile ? { configFile } : {}) } } : {}),
    ...(rule && !input.branch ? { branchRule: rule.why } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ...(elsewhere ? { warning: elsewhere } : {}),
  };
}

function finishDestination(
  input: DestinationInput,
  given: Target,
  configuredBranch: string,
  source: string,
): Destination {
  let target = given;
  const serverHost = new URL(input.serverUrl).hostname.toLowerCase();
  // The host without its port: a GitHub Enterprise server at https://ghe.example.com:8443 serves SSH on port 22.
  const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
  if (input.hasDeployKey && target.protocol !== 'ssh' && target.owner && targetHost === serverHost) {
    // With a deploy key the push goes over SSH: GitHub's address for the same repository.
    target = parseTarget(
      `git@${serverHost}:${target.owner}/${target.name}.git`,
      input.serverUrl,
      input.currentRepository,
    );
  }
  if (target.protocol === 'ssh' && !input.hasDeployKey) {
    throw new Error(
      `The target ${target.url} (from ${source}) is an SSH address, which needs "deploy-key". To push with the ` +
        'token instead, set "repository" to owner/name or an https:// URL.',
    );
  }
  // The branch input was checked with the inputs; one from the site config is checked here, where its source is known.
  const refGiven = input.branch ? '' : refInsteadOfBranch(configuredBranch, `The branch in ${source}`);
  if (refGiven) throw new Error(refGiven);
  const branch = input.branch || configuredBranch || (isUserSite(target) ? '' : 'gh-pages');
  return { target, branch, source };
}
