// The deployer of our own push: check every target with its tip, then publish the built site to each target's
// branch (a Hexo site config can name several, each with its deployer's options), and say what happened.
import { withHeartbeat } from '../shared/heartbeat.js';
import * as core from '../shared/runner.js';
import { checkDestinations, type CheckedTarget } from '../target/check.js';
import type { Destination } from '../git/destination.js';
import { commitMessage } from '../branch/message.js';
import { publish, type Changes, type PublishResult } from '../branch/publish.js';
import { pageUrl } from '../git/target.js';
import { scrubUnread, type LeakContext } from '../secrets/leaks.js';
import { previewUrl } from '../inputs/preview.js';
import { cancelSignalName, throwIfCancelled } from '../processes/processes.js';
import type { Outcome, TargetReport, Timings } from '../report/report.js';
import type { Settings } from '../inputs/settings.js';
import type { BuiltSite } from '../site/build.js';
import { runsNothing, type SiteSteps } from '../site/steps.js';
import {
  checkedDeploy,
  timingsOf,
  type CheckedDeploy,
  type DeployContext,
  type Deployer,
  type PlannedDeploy,
  type PublishHooks,
} from './deployer.js';
import { HEXO_DEFAULT_MESSAGE, loadMessageClock, renderHexoMessages } from './hexo-message.js';
import { deployIdentity } from './hexo.js';
import type { SiteLayout } from './layout.js';
import { checkExtraFolders } from '../publish-folder/listing.js';
import { loadPageScanner, siteReader, type SiteReader } from '../publish-folder/checks/site-reader.js';

/**
 * The deployer of our own push: every target checked with its tip fetched, the site built with the config
 * restored before anything is read, then published to each target in turn.
 */
export class PushDeployer implements Deployer {
  /** The read of the publish folder, when it started before the target check (see `check`). */
  private early: SiteReader | undefined;
  /** What runs beside the check, when it waits for the first upload (see `check`). */
  private besideUploads: (() => void) | undefined;

  /** `layouts`: what each target's deployer options make of the site, in the targets' order (see layout.ts). */
  constructor(readonly planned: PlannedDeploy & { layouts: readonly SiteLayout[] }) {}

  /**
   * When nothing of the site's runs (no install, no build), there is no build time to spare by checking first:
   * the site is prepared first, and read while the targets are checked.
   */
  buildsFirst(steps: SiteSteps): boolean {
    return runsNothing(steps);
  }

  /** Every target with its tip fetched; the site prepared first (see `buildsFirst`) is read meanwhile. */
  async check(context: DeployContext, prepared?: BuiltSite, started?: () => void): Promise<CheckedDeploy> {
    const how = {
      branchSource: this.planned.branchSource,
      reads: true,
      prefetch: true,
      workDir: context.tempDir,
      signal: context.signal,
    };
    const { destinations } = this.planned;
    // The check's git commands start first; what this thread loads meanwhile waits on them, not they on it.
    const checking = checkDestinations(destinations, context.credentials, context.settings, how);
    checking.catch(() => undefined); // awaited below
    if (!prepared?.publishDir) started?.();
    // The chunks of dist/ the push uses after the site's commands are loaded before they run: they could rewrite
    // dist/, and the push runs in this process, with the token in reach. The page scanner, for the link
    // check of the site's first read; the clock of hexo-deployer-git's default message (Luxon).
    await loadPageScanner();
    const messages = destinations.map((destination) => deployerMessage(destination, context.settings));
    if (messages.includes(HEXO_DEFAULT_MESSAGE)) await loadMessageClock();
    // A deployer's message is rendered before the first upload, by a process treated as the site's commands are.
    const rendersFirst = messages.some((message) => message !== '');
    if (prepared) {
      this.early = readerOf(prepared, context);
      if (prepared.publishDir) {
        void this.early.start(this.planned.layouts[0] ?? {});
        // The check's commands, the site's read and the composing of the trees keep this thread and the machine
        // busy until the first upload, which the step then waits on: what runs beside the check starts then. Nothing
        // of the site's runs on this route before it, so nothing can rewrite dist/ before it is loaded.
        if (!rendersFirst) this.besideUploads = started;
      }
    }
    const checked = checkedDeploy(await checking);
    // Else it starts as the check ends, and its code is loaded before any message is rendered.
    if (prepared?.publishDir && rendersFirst) started?.();
    return checked;
  }

  /** Nothing: our push reads the site once its config is restored. */
  whileTokenInConfig(): undefined {
    return undefined;
  }

  async publish(
    checked: CheckedDeploy,
    built: BuiltSite,
    context: DeployContext,
    hooks: PublishHooks,
  ): Promise<Outcome> {
    const input = {
      publishDir: built.publishDir,
      siteRoot: context.siteRoot,
      workDir: context.tempDir,
      timings: timingsOf(built),
      leaks: context.leaks,
      env: context.env,
      signal: context.signal,
    };
    const layout = (index: number): SiteLayout => this.planned.layouts[index] ?? {};
    const [first, ...others] = checked.targets;
    const targets: [PushTarget, ...PushTarget[]] = [
      { ...first, layout: layout(0) },
      ...others.map((target, index) => ({ ...target, layout: layout(index + 1) })),
    ];
    const read = this.early ?? readerOf(built, context);
    const uploading = this.besideUploads;
    try {
      return await pushSites(targets, context.settings, input, { ...hooks, read, uploading });
    } finally {
      // No upload (nothing to commit, a dry run, a failure before one): what runs beside starts now, unless the job
      // was cancelled.
      if (!context.signal.aborted) uploading?.();
    }
  }
}

/** The reader of the built site's publish folder (see publish-folder/checks/site-reader.ts). */
function readerOf(built: BuiltSite, context: DeployContext): SiteReader {
  const { leaks, problems, signal } = context;
  return siteReader(context.settings, { publishDir: built.publishDir, cname: built.cname, leaks, problems, signal });
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
  /** The runner's environment: the time zone and locale hexo deploy would format a deployer's message with. */
  env: NodeJS.ProcessEnv;
  /** The job's cancel (see index.ts): no upload starts after it. */
  signal: AbortSignal;
}

/**
 * How the push goes: step/main.ts's hooks (the lander, where each target's report goes), the site's reader, and
 * what is told when an upload starts (see branch/publish.ts `uploading`).
 */
interface PushHow extends PublishHooks {
  read: SiteReader;
  uploading?: (() => void) | undefined;
}

/**
 * One target: where it is reached, what it is, and its branch as the target check saw it; and what its deployer
 * options make of the site (see layout.ts), worked out once by the plan.
 */
export type PushTarget = CheckedTarget & { layout: SiteLayout };

/**
 * Publishes to every target in turn (see branch/publish.ts), each with the credentials for it open, and returns the
 * outcome to report: the first target's, with the others in `more`. Whatever happens, what the push did not read
 * of the publish folder is scrubbed afterwards (see secrets/leaks.ts `scrubUnread`).
 */
export async function pushSites(
  targets: readonly [PushTarget, ...PushTarget[]],
  settings: Settings,
  input: PushInput,
  how: PushHow,
): Promise<Outcome> {
  const started = Date.now();
  const [first, ...others] = targets;
  // Every target's folders exist before the first push: a later target's missing one must not leave a half deploy.
  for (const target of targets) checkExtraFolders(target.layout.extraFolders ?? []);
  // Once for every deployer, before the first credential is opened, as hexo deploy renders it once.
  const templates = targets
    .map((target) => deployerMessage(target.destination, settings))
    .filter((message) => message !== '');
  const messages = await renderHexoMessages(templates, { cwd: input.siteRoot, env: input.env, signal: input.signal });
  const pushTo = async (target: PushTarget): Promise<TargetReport & { changes: Changes }> => {
    throwIfCancelled(input.signal);
    const done = await pushAndReport(target, targets.length, settings, input, how, messages);
    how.finished({ ...done, dryRun: settings.dryRun });
    // A push under way when the job was cancelled was left to finish: the step fails as cancelled, saying it landed.
    if (input.signal.aborted && done.pushed && !settings.dryRun) {
      throw new Error(
        `The job was cancelled (${cancelSignalName(input.signal)}) while the push to ${done.repository} ` +
          `(${done.branch}) was under way: it landed ${done.commit}, which the branch now holds. Nothing started ` +
          'after the cancel.',
      );
    }
    return done;
  };
  const more = [];
  let firstReport;
  try {
    firstReport = await pushTo(first);
    for (const target of others) more.push(await pushTo(target));
  } finally {
    await scrubUnread(input.leaks, input.publishDir, how.read.listings);
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
  how: PushHow,
  messages: ReadonlyMap<string, string>,
): Promise<TargetReport & { changes: Changes }> {
  const { url } = target.connection.target;
  const { branch } = target.branchState;
  const title = count > 1 ? `Publishing to ${url} (${branch})` : 'Publishing';
  const result = await core.group(title, () =>
    withHeartbeat(`publishing to ${url} (${branch})`, () => pushOne(target, settings, input, how, messages)),
  );
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
function deployerMessage(destination: Destination, settings: Settings): string {
  const { deploy } = destination;
  if (settings.given.commitMessage || settings.preview || !deploy) return '';
  return deploy.options.message || HEXO_DEFAULT_MESSAGE;
}

async function pushOne(
  target: PushTarget,
  settings: Settings,
  input: PushInput,
  how: PushHow,
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
      : (messages.get(deployerMessage(target.destination, settings)) ?? commitMessage(settings.commitMessage, values));
  const identity = deployIdentity(settings, deployer);
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
      ...(how.land ? { land: how.land } : {}),
      ...(how.uploading ? { uploading: how.uploading } : {}),
      signal: input.signal,
      readSite: (tip) => how.read(target.layout, { target: target.connection.target, tip }),
    }),
  );
}
