// The deployer of our own push: check every target with its tip, then publish the built site to each target's
// branch (a Hexo site config can name several, each with its deployer's options), and say what happened.
import * as core from '../runner.js';
import { checkDestinations, type CheckedTarget } from '../check.js';
import { commitMessage } from '../branch/message.js';
import { publish, type Changes, type PublishResult } from '../branch/publish.js';
import { pageUrl } from '../git/target.js';
import { scrubUnread, type LeakContext } from '../leaks.js';
import { previewUrl } from '../preview.js';
import type { Outcome, TargetReport, Timings } from '../report.js';
import type { Settings } from '../settings.js';
import type { BuiltSite, SiteStage } from '../site/build.js';
import type { SiteProblems } from '../site/problems.js';
import { runsNothing } from '../site/steps.js';
import {
  checkedDeploy,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
} from './deployer.js';
import { HEXO_DEFAULT_MESSAGE, renderHexoMessages } from './hexo-message.js';
import { deployIdentity } from './hexo.js';
import { layoutOf, type SiteLayout } from './layout.js';
import { checkExtraFolders } from '../publish-folder/listing.js';
import { siteReader, type SiteReader } from './site-reader.js';
import type { Lander } from '../branch/landing.js';

/**
 * The deployer of our own push: every target checked with its tip fetched, the site built with the config
 * restored before anything is read, then published to each target in turn.
 */
export class PushDeployer implements Deployer {
  /** The read of the publish folder, when it started before the target check (see `check`). */
  private early: SiteReader | undefined;

  constructor(readonly planned: PlannedDeploy & { layouts: readonly SiteLayout[] }) {}

  /**
   * When nothing of the site's runs (no install, no build), there is no build time to spare by checking first:
   * the site stage runs at once, and the site is read while the targets are checked.
   */
  async check(context: DeployContext, site: SiteStage): Promise<CheckedDeploy> {
    const { settings, progress } = context;
    if (runsNothing(site.planned)) {
      progress.next('preparing the site'); // then checking the target, as main.ts said
      const built = await site.build(site.planned);
      this.early = siteReader(settings, {
        publishDir: built.publishDir,
        leaks: context.leaks,
        problems: context.problems,
        signal: context.signal,
      });
      if (built.publishDir) this.early.start(this.planned.layouts[0] ?? {});
      progress.next('checking the target', 'site prepared');
    }
    const how = {
      branchSource: this.planned.branchSource,
      reads: true,
      prefetch: true,
      workDir: context.tempDir,
      signal: context.signal,
    };
    return checkedDeploy(await checkDestinations(this.planned.destinations, context.credentials, settings, how));
  }

  /** Nothing: our push reads the site once its config is restored. */
  whileTokenInConfig(): undefined {
    return undefined;
  }

  async publish(checked: CheckedDeploy, built: BuiltSite, context: DeployContext): Promise<Outcome> {
    const { progress } = context;
    progress.next('publishing', this.early ? undefined : 'site built');
    const input = {
      ...built,
      siteRoot: context.siteRoot,
      workDir: context.tempDir,
      timings: timingsOf(built),
      leaks: context.leaks,
      problems: context.problems,
      landed: progress.landed,
      env: context.env,
      land: context.land,
      signal: context.signal,
    };
    return pushSites(checked.targets, context.settings, input, this.early);
  }
}

export interface PushInput {
  publishDir: string;
  /** The site's folder, where Hexo's extend_dirs are. */
  siteRoot: string;
  /** A fresh folder for the temporary repositories. */
  workDir: string;
  /** How long install and build took (the publish time is measured here). */
  timings: Timings;
  leaks: LeakContext;
  /** Where the published files' problems are gathered, and settled before the first push. */
  problems: SiteProblems;
  /** Where each target's report goes as soon as it is done: a failure on a later one must not hide it. */
  landed?: TargetReport[];
  /** The runner's environment: the time zone and locale hexo deploy would format a deployer's message with. */
  env: NodeJS.ProcessEnv;
  /** How the first target's commit lands when GitHub makes it (`commit-signing: github`, see github/commit.ts). */
  land?: Lander | undefined;
  /** The job's cancel (see index.ts): no upload starts after it. */
  signal: AbortSignal;
}

/** One target: where it is reached, what it is, and its branch as the target check saw it. */
export type PushTarget = CheckedTarget;

/**
 * Publishes to every target in turn (see branch/publish.ts), each with the credentials for it open, and returns the
 * outcome to report: the first target's, with the others in `more`. Whatever happens, what the push did not read
 * of the publish folder is scrubbed afterwards (see leaks.ts `scrubUnread`).
 */
export async function pushSites(
  targets: readonly [PushTarget, ...PushTarget[]],
  settings: Settings,
  input: PushInput,
  read: SiteReader = siteReader(settings, input),
): Promise<Outcome> {
  const started = Date.now();
  const [first, ...others] = targets;
  // Every target's folders exist before the first push: a later target's missing one must not leave a half deploy.
  for (const target of targets) checkExtraFolders(layoutOf(target.destination, input.siteRoot).extraFolders ?? []);
  // Once for every deployer, before the first credential is opened, as hexo deploy renders it once.
  const templates = targets.map((target) => deployerMessage(target, settings)).filter((message) => message !== '');
  const messages = await renderHexoMessages(templates, { cwd: input.siteRoot, env: input.env, signal: input.signal });
  const pushTo = async (target: PushTarget): Promise<TargetReport & { changes: Changes }> => {
    const done = await pushAndReport(target, targets.length, settings, input, read, messages);
    input.landed?.push({ ...done, dryRun: settings.dryRun });
    return done;
  };
  const more = [];
  let firstReport;
  try {
    firstReport = await pushTo(first);
    for (const target of others) more.push(await pushTo(target));
  } finally {
    await scrubUnread(input.leaks, input.publishDir, read.listings);
  }
  return {
    kind: 'push',
    ...firstReport,
    dryRun: settings.dryRun,
    ...(settings.preview ? { preview: { number: settings.preview.number, closed: settings.preview.closed } } : {}),
    more,
    timings: { ...input.timings, publishMs: Date.now() - started },
  };
}

/** Publishes to one target in a log group of its own, and says what it got. */
async function pushAndReport(
  target: PushTarget,
  count: number,
  settings: Settings,
  input: PushInput,
  read: SiteReader,
  messages: ReadonlyMap<string, string>,
): Promise<TargetReport & { changes: Changes }> {
  const { url } = target.connection.target;
  const { branch } = target.branchState;
  const title = count > 1 ? `Publishing to ${url} (${branch})` : 'Publishing';
  const result = await core.group(title, () => pushOne(target, settings, input, read, messages));
  const site = pageUrl(target.connection.target, result.cname);
  // A preview's page is its folder's; a closed one's is gone, and the site's own address is what remains.
  const { preview } = settings;
  const page = preview && !preview.closed ? previewUrl(site, preview) : site;
  if (result.pushed) core.info(`Deployed ${result.commit} to ${url} (${branch}).${page ? ` Page: ${page}` : ''}`);
  return {
    repository: url,
    branch,
    commit: result.commit,
    pushed: result.pushed,
    changes: result.changes,
    pageUrl: page,
    ...(result.tag ? { tag: result.tag } : {}),
  };
}

/**
 * The deployer's `message` template a target's commit takes (hexo-deployer-git's default for a deployer that sets
 * none); empty where the workflow's or a preview's wins, or for a target no deployer names.
 */
function deployerMessage(target: PushTarget, settings: Settings): string {
  const { deploy } = target.destination;
  if (settings.given.commitMessage || settings.preview || !deploy) return '';
  return deploy.options.message || HEXO_DEFAULT_MESSAGE;
}

async function pushOne(
  target: PushTarget,
  settings: Settings,
  input: PushInput,
  read: SiteReader,
  messages: ReadonlyMap<string, string>,
): Promise<PublishResult> {
  const { branch, tip, prefetched } = target.branchState;
  const deployer = target.destination.deploy?.options;
  const values = {
    fullSha: settings.source.sha,
    repository: settings.source.repository,
    ref: settings.source.refName,
    branch,
  };
  // The workflow's inputs win; else what the site config's deployer says, as hexo deploy would use it.
  const { preview } = settings;
  const message =
    !settings.given.commitMessage && preview
      ? preview.closed
        ? `Remove the preview of pull request #${preview.number}`
        : commitMessage(`Preview {sha} of pull request #${preview.number} from {repository}`, values)
      : (messages.get(deployerMessage(target, settings)) ?? commitMessage(settings.commitMessage, values));
  const identity = deployIdentity(settings, deployer);
  const layout = layoutOf(target.destination, input.siteRoot);
  return target.connection.use((remote) =>
    publish({
      remote,
      workDir: input.workDir,
      branch,
      knownTip: tip,
      prefetched,
      settings,
      identity,
      message,
      ...(input.land ? { land: input.land } : {}),
      signal: input.signal,
      readSite: (tip) => read(layout, { target: target.connection.target, tip }),
    }),
  );
}
