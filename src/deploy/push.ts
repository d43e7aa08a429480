// Our own push of the built site: publish it to each target's branch (a Hexo site config can name several, each
// with its deployer's options), and say what happened.
import * as core from '../runner.js';
import type { Connection } from '../connection.js';
import { commitMessage } from '../git/message.js';
import { HEXO_DEFAULT_MESSAGE, renderHexoMessages } from './hexo-message.js';
import { deployIdentity } from './hexo.js';
import { layoutOf, type SiteLayout } from './layout.js';
import { publish, type Changes, type PublishResult } from '../git/publish.js';
import type { Checked } from '../check.js';
import { readSite, type Leave, type Listing, type StagedFile } from '../git/stage.js';
import type { Destination } from '../git/destination.js';
import { pageUrl, type Target } from '../git/target.js';
import type { Tip } from '../git/tip.js';
import { linkHosts, linkProblem } from '../site/link-check.js';
import { LinkCollector } from '../site/page-links.js';
import { keepRule } from '../git/tree.js';
import { mark } from '../timings.js';
import { refuseLeaks, scrubUnread, type LeakContext } from '../leaks.js';
import type { Outcome, TargetReport, Timings } from '../report.js';
import type { Settings } from '../settings.js';
import { previewUrl } from '../preview.js';
import type { SiteProblems } from '../site/problems.js';
import type { Lander } from '../github/commit.js';

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
}

/** One target: where it is reached, what it is, and what the target check found there. */
export interface PushTarget {
  connection: Connection;
  destination: Destination;
  found: Checked;
}

/**
 * Publishes to every target in turn (see git/publish.ts), each with the credentials for it open, and returns the
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
  // Once for every deployer, before the first credential is opened, as hexo deploy renders it once.
  const templates = targets.map((target) => deployerMessage(target, settings)).filter((message) => message !== '');
  const messages = await renderHexoMessages(templates, { cwd: input.siteRoot, env: input.env });
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

/** Reads the site for a target's layout: once for every target with the same one (all of them, as a rule). */
export interface SiteReader {
  /** `served`: the first target and its tip, where the links of the first read are checked (see link-check.ts). */
  (layout: SiteLayout, served?: Served): Promise<StagedFile[]>;
  /**
   * Starts reading for `layout` now, before the target check, when nothing of the site's runs (no install, no
   * build): the reading overlaps the check's round trips. The files are logged and checked for problems when a
   * push takes them, as if read then; a failure of the reading is reported then too.
   */
  start(layout: SiteLayout): void;
  /** What each read left unread, to scrub once the push is over. */
  readonly listings: readonly Listing[];
}

/** Where the site is served: the target, and its tip as the publish reads it (what the branch keeps). */
export interface Served {
  target: Target;
  tip: Promise<Tip>;
}

/**
 * Reads the site once per layout (see stage.ts readSite) and, the first time, checks it for problems: with
 * `on-site-problems: fail` the first push never starts.
 */
export function siteReader(
  settings: Settings,
  input: Pick<PushInput, 'publishDir' | 'leaks' | 'problems'>,
): SiteReader {
  const reads = new Map<string, { files: Promise<StagedFile[]>; ms: Promise<number>; links?: LinkCollector }>();
  const listings: Listing[] = [];
  const taken = new Map<string, Promise<StagedFile[]>>();
  const keyOf = (layout: SiteLayout): string => {
    const leaving = (leave?: Leave): unknown[] => [leave?.hidden, leave?.pattern?.source];
    return JSON.stringify([
      leaving(layout.leave),
      layout.extraFolders?.map((folder) => [folder.dir, folder.under, leaving(folder.leave)]),
    ]);
  };
  const start = (layout: SiteLayout): string => {
    const key = keyOf(layout);
    if (reads.has(key)) return key;
    const started = Date.now();
    mark('reading');
    const listing: Listing = { leftOut: [], complete: false };
    listings.push(listing);
    // The first read's links are checked (as its files are for problems): gathered while it hashes them.
    const links = reads.size === 0 ? new LinkCollector(linkHosts(settings.cname)) : undefined;
    const files = readSite(input.publishDir, {
      ...(links ? { links } : {}),
      listing,
      targetDir: settings.targetDir,
      workspace: settings.workspace,
      secrets: input.leaks.secrets,
      refuseLeaks: (found) => refuseLeaks(found, input.leaks),
      exclude: settings.exclude.length > 0 ? keepRule(settings.exclude) : undefined,
      ...layout,
    });
    const ms = files.then(() => {
      mark('site read');
      return Date.now() - started;
    });
    ms.catch(() => undefined); // a read started early fails when a push takes it, not before
    reads.set(key, { files, ms, ...(links ? { links } : {}) });
    return key;
  };
  const take = (layout: SiteLayout, served?: Served): Promise<StagedFile[]> => {
    const key = start(layout);
    let reading = taken.get(key);
    if (!reading) {
      const { files, ms, links } = reads.get(key) ?? { files: Promise.resolve([]), ms: Promise.resolve(0) };
      const first = taken.size === 0;
      // What the branch keeps, for the link check: a tip that could not be read leaves it unchecked.
      const keeps = served?.tip.then((tip) => tip.entries, () => undefined); // prettier-ignore
      reading = Promise.all([files, ms, keeps]).then(([found, took, kept]) => {
        const bytes = found.reduce((sum, file) => sum + file.size, 0);
        core.info(
          `Read ${found.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${input.publishDir} in ` +
            `${took} ms`,
        );
        if (first) {
          input.problems.inspect(found, settings.targetDir ? `${settings.targetDir}/` : '');
          const { generator } = input.problems;
          if (links && served) {
            input.problems.add(linkProblem({ links, files: found, kept, target: served.target, settings, generator }));
          }
          input.problems.settle();
        }
        return found;
      });
      taken.set(key, reading);
    }
    return reading;
  };
  // A closed pull request's preview: its folder gets nothing, so it is removed from the branch.
  if (settings.preview?.closed) {
    return Object.assign(() => Promise.resolve([]), { start: () => undefined, listings });
  }
  return Object.assign(take, {
    start: (layout: SiteLayout) => {
      start(layout);
    },
    listings,
  });
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
  const { branch } = target.found;
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
  const { branch, tip, prefetched } = target.found;
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
      readSite: (tip) => read(layout, { target: target.connection.target, tip }),
    }),
  );
}
