// What every deployer answers: step/plan.ts picks one per mode (our push, a deploy command, hexo deploy) once, as
// setup-node's factory picks one distribution class, and step/main.ts runs these stages in order without asking which.
import type { CheckedTarget } from '../target/check.js';
import { Connection } from '../target/connection.js';
import type { CredentialOwner } from '../credentials/owner.js';
import type { Destination } from '../git/destination.js';
import type { Lander } from '../branch/landing.js';
import type { LeakContext } from '../secrets/leaks.js';
import type { Outcome, Progress, TargetReport, Timings } from '../report/report.js';
import type { Settings } from '../inputs/settings.js';
import type { ServedTarget } from '../site/address.js';
import type { BuiltSite, TokenStep } from '../site/build.js';
import type { SiteProblems } from '../site/problems.js';
import type { SiteSteps } from '../site/steps.js';

/** What the stages share, made once in step/main.ts. */
export interface DeployContext {
  settings: Settings;
  credentials: CredentialOwner;
  /** A fresh folder of the step's own, for the temporary repositories. */
  tempDir: string;
  /** The site's folder, where the user's commands run. */
  siteRoot: string;
  leaks: LeakContext;
  problems: SiteProblems;
  /** The environment the user's commands start from: the runner's, without our inputs and the targets' tokens. */
  env: NodeJS.ProcessEnv;
  /** The job's cancel (see index.ts): given to every wait. */
  signal: AbortSignal;
}

/** What step/main.ts hands the publish stage alone. */
export interface PublishHooks {
  /** How our push's commit lands when GitHub makes it (`commit-signing: github`, see github/commit.ts). */
  land?: Lander | undefined;
  /**
   * Told what each target got as soon as it is done: a failure on a later one must not hide it (see
   * report/report.ts).
   */
  finished(done: TargetReport): void;
}

/** What the check found: every target with its branch, the first first. */
export interface CheckedDeploy {
  targets: [CheckedTarget, ...CheckedTarget[]];
  /** Why this run has nothing to do (see target/check.ts); the deploy stops there, green. */
  skip?: string;
  /** Where the site is served, for the address its build is given (see site/address.ts). */
  served: ServedTarget;
  /** Where the other targets serve it, in their order: one build must suit every one (see site/address.ts). */
  others: readonly ServedTarget[];
}

export interface Deployer {
  /** What the plan handed it: every target, and the variables that hold a target's own token. */
  readonly planned: PlannedDeploy;
  /**
   * Whether Pages are read while the target is checked, to warn when they do not serve the branch pushed (see
   * github/run.ts); all but the Actions source's deployer, which pushes no branch, and whose Pages the plan read.
   */
  readonly checksServedBranch?: false;
  /** False for a build job (`mode: build`), which holds no token for the site's config (see build-only.ts). */
  readonly substitutesToken?: false;
  /**
   * Whether the site stage runs before the target check rather than after it (step/check-and-build.ts runs it once,
   * where this says). After, as a rule: no build time is spent on a target that refuses the deploy, and the build
   * is given the address the check found. Before, for our push when nothing of the site's runs: there is no build
   * time to spare, and the site is read while the targets are checked.
   */
  buildsFirst(steps: SiteSteps): boolean;
  /**
   * The first contact with every target (see target/check.ts); `prepared`, the site, when its stage ran first (see
   * `buildsFirst`). `started` is called once the check's commands have started: what runs beside the check starts
   * then, in the time the step waits on them. When the prepared site is read during the check, that time is the
   * site's: our push calls it as each upload starts, when the step waits on git, and once it is over (what it
   * starts, it starts once).
   */
  check(context: DeployContext, prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy>;
  /** What runs once the site is built, while its config still holds the token (see site/build.ts); none for ours. */
  whileTokenInConfig(checked: CheckedDeploy, context: DeployContext): TokenStep | undefined;
  /** Publishes the built site, or says what the deploy command did: the outcome to report. */
  publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext, hooks: PublishHooks): Promise<Outcome>;
}

/** What step/plan.ts hands every deployer. */
export interface PlannedDeploy {
  /** Every target, the first first. */
  destinations: readonly [Destination, ...Destination[]];
  /** The variables that hold a target's own token (`repo.token: $NAME`): like our inputs, kept from user commands. */
  tokenVariables: readonly string[];
  /** What gave the branch, for the message when it is not a valid name (see target/check.ts). */
  branchSource: string;
}

/** The check's targets as the deployers return them: the skip of any, and where the first one serves the site. */
export function checkedDeploy(targets: [CheckedTarget, ...CheckedTarget[]], cnameUnreadBy = ''): CheckedDeploy {
  const skip = targets.find((target) => target.branchState.skip)?.branchState.skip;
  const [served, ...others] = targets.map(({ destination, branchState }): ServedTarget => ({
    target: destination.target,
    branchCname: branchState.prefetched?.cname ?? '',
    cnameUnreadBy,
  })) as [ServedTarget, ...ServedTarget[]];
  return { targets, ...(skip ? { skip } : {}), served, others };
}

/**
 * The checked deploy of a route that reads no branch (the Actions source, a build job): its first target alone, as
 * is, with a connection that opens nothing until used (none of these routes runs git against it).
 */
export function branchlessChecked(context: DeployContext, destination: Destination): CheckedDeploy {
  const connection = new Connection(context.credentials, destination.target, {
    baseEnv: context.env,
    cwd: context.tempDir,
    stallMs: context.settings.networkTimeoutMs,
    signal: context.signal,
  });
  return checkedDeploy([{ destination, connection, branchState: { branch: '', tip: '' } }]);
}

/** The checked targets, as the summary names them (of a failed run too). */
export function checkedSummary(checked: CheckedDeploy): Pick<Progress, 'repository' | 'branch' | 'targets'> {
  const [{ destination, branchState }] = checked.targets;
  const targets = checked.targets.map((target) => ({
    repository: target.connection.target.url,
    branch: target.branchState.branch,
  }));
  return { repository: destination.target.url, branch: branchState.branch, targets };
}

/** How long install, build and the deploy command took, as the report says. */
export function timingsOf(built: BuiltSite): Timings {
  return { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
}
