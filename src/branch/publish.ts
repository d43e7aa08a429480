// Publishes the built site: reads it once, then, in attempts, composes the branch's new tree on its tip, stores
// what the branch lacks, commits and pushes; a branch that moved or a network that failed gets another attempt.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import { errorMessage } from '../shared/errors.js';
import { GitError, type Git } from '../git/git.js';
import { keepLast } from './history.js';
import { deployedMarker, type Preview } from '../inputs/preview.js';
import { withoutStalePreviews } from './previews.js';
import { identityEnvironment } from '../git/isolation.js';
import type { ChangeCounts } from '../objects/objects.js';
import type { Remote } from '../git/remote.js';
import { isNetworkFailure, retry } from '../git/retry.js';
import { throwIfCancelled } from '../processes/processes.js';
import { describeSplit, explainRefused, splitPushes, Uploads } from './split.js';
import type { HashedFile } from '../publish-folder/read.js';
import { extraFile, storeNewObjects, type Extra } from '../git/store.js';
import { TemporaryRepository, type KeepOptions, type PrefetchedTip, type Tip } from '../git/tip.js';
import { composeTree, keepRule, type TreeEntry } from '../objects/tree.js';
import { cnameDomain } from '../git/target.js';
import { mark } from '../shared/timings.js';
import type { Lander } from './landing.js';

export interface PublishOptions {
  /** The target, reached with the credentials open. */
  remote: Remote;
  /** A fresh folder for the temporary repository. */
  workDir: string;
  branch: string;
  /**
   * The tip the target check saw, and its commit and trees as it fetched them (see git/tip.ts prefetchTip): the first
   * attempt needs no round trip.
   */
  knownTip: string;
  prefetched?: PrefetchedTip;
  settings: PublishSettings;
  identity: { name: string; email: string };
  message: string;
  /**
   * Reads the site (see publish-folder/read.ts readSite), refusing a folder that must not be published; it is read once
   * for every target, while the first target's tip is fetched. Given that tip (what the branch keeps: the link
   * check's).
   */
  readSite: (tip: Promise<Tip>) => Promise<HashedFile[]>;
  /** Lands the commit instead of git's push: GitHub makes it through its API (`commit-signing: github`). */
  land?: Lander;
  /** Told as an attempt's first upload starts (a part's, the branch's or the landing's): this thread then waits. */
  uploading?: () => void;
  /** The job's cancel (see index.ts): no further upload starts after it. */
  signal: AbortSignal;
}

/** The inputs the publish follows, as inputs/settings.ts reads them (git/ knows no more of the inputs than this). */
export interface PublishSettings {
  /** `keep`, `replace`, or how many commits to keep. */
  history: 'keep' | 'replace' | number;
  keepFiles: readonly string[];
  targetDir: string;
  cname: string;
  nojekyll: boolean;
  dryRun: boolean;
  attempts: number;
  tag: string;
  previewDir: string;
  previewRetentionDays: number;
  preview?: Preview;
  pushSizeLimit: number;
}

/** What a deploy changed on the branch, counted by file path. */
export type Changes = ChangeCounts;

export interface PublishResult {
  /** The deploy commit, or empty when the branch already had this tree. */
  commit: string;
  pushed: boolean;
  changes: Changes;
  /** The domain in the branch's CNAME file after the deploy, if any. */
  cname: string;
  /** The tag pushed with the commit (the `tag` input), or empty. */
  tag?: string;
}

/**
 * The site as every attempt publishes it: its files, and the ones the action adds (.nojekyll, CNAME, a preview's
 * date file); and the temporary refs of a deploy sent in parts.
 */
interface Work {
  site: readonly HashedFile[];
  extras: readonly Extra[];
  keep: KeepOptions;
  uploads: Uploads;
}

/** A push refused because the branch moved since its tip was read: the next attempt builds on the new tip. */
class BranchMoved extends Error {}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { settings, branch } = options;
  mark('publishing');
  // Every deploy keeps the pull request previews but a preview's own deploy, whose folder is the one it replaces.
  const keepGlobs = settings.preview ? settings.keepFiles : [...settings.keepFiles, settings.previewDir];
  const keep = { targetDir: settings.targetDir, keep: keepRule(keepGlobs) };
  // The repository is made, and the tip the target check fetched brought in, before the site is read (no git
  // process: see git/tip.ts); what of the tip may be kept is listed while the site is read, and a tip the check could
  // not bring is fetched meanwhile.
  const repository = await TemporaryRepository.create(options.remote, options.workDir);
  if (options.prefetched?.sha === options.knownTip) await repository.takePrefetchedTip(options.prefetched);
  const firstTip = repository.readTip(branch, options.knownTip, keep);
  firstTip.then(mark.bind(undefined, 'tip fetched'), () => undefined);
  let site: HashedFile[];
  try {
    site = await options.readSite(firstTip);
  } catch (error) {
    await firstTip.catch(() => undefined); // let git finish before the folder goes
    throw error;
  }
  const extras: Extra[] = [];
  if (settings.nojekyll) extras.push(extraFile('.nojekyll', ''));
  if (settings.cname) extras.push(extraFile('CNAME', `${settings.cname}\n`));
  // A preview's date, in its folder, for "preview-retention": the history may be rewritten, its tree is kept.
  if (settings.preview && !settings.preview.closed) {
    const marker = deployedMarker(Math.floor(Date.now() / 1000));
    extras.push(extraFile(`${settings.preview.folder}/${marker}`, ''));
  }
  const uploads = new Uploads(branch, options.signal);
  const work = { site, extras, keep, uploads };
  // The temporary refs go once, when the last attempt ended, however it ended.
  return retry(
    settings.attempts,
    {
      retry: (error) => {
        if (error instanceof BranchMoved) {
          return (wait) => `the branch moved while we deployed; rebuilding the commit on the new tip in ${wait} ms.`;
        }
        return isNetworkFailure(error) ? (wait) => `the network failed; trying again in ${wait} ms.` : undefined;
      },
      giveUp: (error, attempts) =>
        error instanceof BranchMoved
          ? new Error(
              `The branch "${branch}" of ${options.remote.target.url} kept moving: gave up after ${attempts} ` +
                'attempts, nothing was pushed. Other deploys are landing at the same time: raise "attempts", or ' +
                'put the deploying jobs in one `concurrency:` group.',
            )
          : new GitError(
              'network',
              `${errorMessage(error)}\n(Gave up after ${attempts} attempts; nothing was pushed.)`,
            ),
    },
    options.signal,
    async (attempt) => {
      await repository.rememberPromisor();
      const tip =
        attempt === 1
          ? await firstTip
          : await repository.readTip(branch, await repository.remote.tip(branch), work.keep);
      return deployOnto(repository, options, work, tip);
    },
  ).finally(() => uploads.remove());
}

/**
 * One attempt: the new tree on top of `tip` (what the branch keeps, plus the site), one commit, one push.
 * An unchanged tree makes no commit. A push refused because the branch moved throws BranchMoved.
 */
async function deployOnto(
  repository: TemporaryRepository,
  options: PublishOptions,
  work: Work,
  tip: Tip,
): Promise<PublishResult> {
  const { git } = repository;
  const { settings, branch } = options;
  const clock = stopwatch();
  const entries = composeTree({
    oldEntries: await withoutStalePreviews(repository, branch, tip, settings),
    published: work.site,
    extras: work.extras,
    ...work.keep,
  });
  clock.lap('compose');
  mark('composed');
  const stored = await storeNewObjects(repository, entries, tip);
  clock.lap('store');
  mark('packed');
  const { rss, heapUsed, external } = process.memoryUsage();
  const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  core.debug(`attempt: ${clock.report()}; memory: rss ${mib(rss)}, heap ${mib(heapUsed)}, external ${mib(external)}`);
  const cname = await readCname(git, entries, work);
  // The commit object names its parents even when the fetch was shallow (rev-list would show none).
  const keepsParent = settings.history !== 'replace';
  const tipIsRoot = async (): Promise<boolean> =>
    tip.sha ? !/^parent /m.test(await git.output(['cat-file', 'commit', tip.sha])) : false;
  if (stored.root === tip.tree && (keepsParent || (await tipIsRoot()))) {
    core.info(`The branch "${branch}" already holds this site: nothing to commit, nothing to push.`);
    if (settings.tag) core.info(`No new commit, so no tag "${settings.tag}".`);
    return { commit: '', pushed: false, changes: { added: 0, modified: 0, deleted: 0 }, cname };
  }
  const parents = keepsParent && tip.sha ? ['-p', tip.sha] : [];
  let commit = await git
    .with(identityEnvironment(options.identity))
    .output(['commit-tree', stored.root, ...parents, '-F', '-'], { input: options.message });
  // A replaced or shortened history is pushed with a lease on the tip that was read: a deploy that landed since is
  // never overwritten unseen (the attempt is made again on it).
  let leaseOn = settings.history === 'replace' ? tip.sha : undefined;
  let historyNote = settings.history === 'replace' ? ' (history replaced)' : '';
  // The old commits whose trees the new commit uses without descending from them: the push must name them.
  let onServer = settings.history === 'replace' && tip.sha ? [tip.sha] : [];
  if (typeof settings.history === 'number' && tip.sha) {
    const trimmed = await keepLast(repository, branch, tip.sha, commit, settings.history);
    if (trimmed.dropped > 0) {
      ({ commit, onServer } = trimmed);
      leaseOn = tip.sha;
      historyNote =
        ` (history: ${settings.history}: the ${trimmed.dropped} older ` +
        `${trimmed.dropped === 1 ? 'commit is' : 'commits are'} dropped)`;
    }
  }
  const changes = stored.counts;
  core.info(
    `Commit ${commit.slice(0, 7)}: ${changes.added} files added, ${changes.modified} changed, ${changes.deleted} removed` +
      (tip.sha ? ` on top of ${tip.sha.slice(0, 7)}` : ` as the first commit of "${branch}"`) +
      historyNote,
  );
  if (settings.tag) {
    // -f: an earlier attempt may have made it on another commit, in this repository only.
    await git
      .with(identityEnvironment(options.identity))
      .exec(['tag', '-f', '-a', '-m', options.message, '--', settings.tag, commit]);
  }
  const limit = settings.pushSizeLimit;
  const plan = splitPushes(stored, limit);
  const split = describeSplit(plan, limit);
  if (split) core.info(split);
  if (settings.dryRun) {
    core.info('Dry run: not pushing.');
    return { commit, pushed: false, changes, cname };
  }
  await repository.forgetPromisor();
  const tag = settings.tag || undefined;
  const uploadGit = git.with(identityEnvironment(options.identity));
  options.uploading?.();
  // The parts carry the files; the branch's push then sends only the commit and its folders.
  await work.uploads.send(plan.parts, uploadGit, repository.remote, limit);
  // A commit that names the parts (and a rewritten history's old commits) goes with the branch to a temporary ref.
  const edgesCommit = await work.uploads.edges(uploadGit, onServer);
  const edgesRef = edgesCommit
    ? { commit: edgesCommit, ref: await work.uploads.newRef(uploadGit, repository.remote) }
    : undefined;
  // The last moment a cancel stops the deploy: a push under way is left to finish, and what it landed reported.
  throwIfCancelled(options.signal);
  if (options.land) {
    const landing = { commit, branch, tip: tip.sha, message: options.message, uploads: work.uploads };
    const landed = await options.land({ ...landing, git: uploadGit, remote: repository.remote });
    if (landed === 'moved') throw new BranchMoved();
    return { commit: landed.commit, pushed: true, changes, cname };
  }
  let pushed: 'pushed' | 'moved';
  try {
    // A lease on a tip that was read means the push rewrites the branch: a protected branch refuses it.
    const rewrite = leaseOn ? `history: ${settings.history}` : undefined;
    pushed = await repository.remote.push(commit, branch, { leaseOn, tag, edges: edgesRef, rewrite });
  } catch (error) {
    throw explainRefused(error, plan.parts.length > 0 ? stored.treeBytes : plan.bytes, limit);
  }
  if (pushed === 'moved') throw new BranchMoved();
  mark('pushed');
  if (plan.parts.length > 0)
    core.info(`Pushed in ${plan.parts.length + 1} pushes: ${plan.parts.length} parts, then the branch.`);
  return { commit, pushed: true, changes, cname, tag };
}

/** Times the phases of an attempt, for the debug log. */
function stopwatch(): { lap: (name: string) => void; report: () => string } {
  let last = Date.now();
  const laps: string[] = [];
  return {
    lap: (name) => {
      const now = Date.now();
      laps.push(`${name} ${now - last} ms`);
      last = now;
    },
    report: () => laps.join(', '),
  };
}

/**
 * The domain in the branch's CNAME after the deploy (a domain name, else ''): from the site or the `cname` input
 * when it comes from there; a CNAME the branch keeps is read from the server (the one old blob ever fetched).
 */
async function readCname(git: Git, entries: readonly TreeEntry[], work: Work): Promise<string> {
  const entry = entries.find((candidate) => candidate.path === 'CNAME');
  if (!entry) return '';
  const extra = work.extras.find((candidate) => candidate.sha === entry.sha);
  const file = work.site.find((candidate) => candidate.sha === entry.sha && !candidate.symlink);
  if (extra) return cnameDomain(extra.content.toString('utf8'));
  if (file) return cnameDomain(await fs.readFile(file.diskPath, 'utf8'));
  const result = await git.tryExec(['cat-file', 'blob', entry.sha]);
  return result.exitCode === 0 ? cnameDomain(result.stdout) : '';
}
