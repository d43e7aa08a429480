// Reads the publish folder for our own push: once per layout of the targets (all of them the same, as a rule), the
// first read checked for the site's problems and links; started before the target check when nothing of the site's
// runs (see deploy/push.ts).
import * as core from '../../shared/runner.js';
import { readSite, type Leave, type Listing, type HashedFile } from '../read.js';
import type { SiteLayout } from '../listing.js';
import type { Target } from '../../git/target.js';
import type { Tip } from '../../git/tip.js';
import { keepRule } from '../../objects/tree.js';
import { refuseLeaks, type LeakContext } from '../../secrets/leaks.js';
import type { Settings } from '../../inputs/settings.js';
import { linkHosts, linkProblems } from '../../site/link-check.js';
import { LinkCollector, setPageScanner } from '../page-links.js';
import type { SiteProblems } from '../../site/problems.js';
import { mark } from '../../shared/timings.js';

/**
 * Loads the page scanner of the link check (publish-folder/page-scanner.ts, with entities' tables, a chunk
 * of dist/ of its own), which a read parses pages with: not in the step's start, and before the site's commands run.
 */
export async function loadPageScanner(): Promise<void> {
  const { pageScanner } = await import('../page-scanner.js');
  setPageScanner(pageScanner());
}

/** What a deploy that replaces the whole site keeps of the one before, as the link check takes it: nothing. */
export const NOTHING_KEPT: Tip = { sha: '', tree: '', entries: [] };

/** Reads the site for a target's layout: once for every target with the same one (all of them, as a rule). */
export interface SiteReader {
  /** `served`: the first target and its tip, where the links of the first read are checked (see site/link-check.ts). */
  (layout: SiteLayout, served?: Served): Promise<HashedFile[]>;
  /**
   * Starts reading for `layout` now, before the target check, when nothing of the site's runs (no install, no
   * build): the reading overlaps the check's round trips. The files are logged and checked for problems when a
   * push takes them, as if read then; a failure of the reading is reported then too. Settles when the reading ends.
   */
  start(layout: SiteLayout): Promise<unknown>;
  /** What each read left unread, to scrub once the push is over. */
  readonly listings: readonly Listing[];
}

/** Where the site is served: the target, and its tip as the publish reads it (what the branch keeps). */
export interface Served {
  target: Target;
  tip: Promise<Tip>;
}

/** Nothing: what a settled promise resolves to when only its end matters. */
function ended(): void {
  // the promise settled
}

/**
 * Reads the site once per layout (see publish-folder/read.ts readSite) and, the first time, checks it for problems:
 * with `on-site-problems: fail` the first push never starts.
 */
export function siteReader(
  settings: Settings,
  input: {
    publishDir: string;
    /** The domain the publish folder's CNAME names, as the site stage read it (see site/build.ts BuiltSite). */
    cname: string;
    leaks: LeakContext;
    problems: SiteProblems;
    signal: AbortSignal;
    /** Files over GitHub's 100 MiB kept for a Pages artifact, rather than refused (see publish-folder/read.ts). */
    keepLarge?: boolean;
  },
): SiteReader {
  const reads = new Map<string, { files: Promise<HashedFile[]>; ms: Promise<number>; links?: LinkCollector }>();
  const listings: Listing[] = [];
  const taken = new Map<string, Promise<HashedFile[]>>();
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
      ...(input.keepLarge ? { keepLarge: true } : {}),
      listing,
      signal: input.signal,
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
  const take = (layout: SiteLayout, served?: Served): Promise<HashedFile[]> => {
    const key = start(layout);
    let reading = taken.get(key);
    if (!reading) {
      const { files, ms, links } = reads.get(key) ?? { files: Promise.resolve([]), ms: Promise.resolve(0) };
      const first = taken.size === 0;
      // What the branch keeps, for the link check: a tip that could not be read leaves it unchecked.
      const keeps = served?.tip.then((tip) => tip.entries, () => undefined); // prettier-ignore
      reading = Promise.all([files, ms, keeps]).then(([read, took, kept]) => {
        const bytes = read.reduce((sum, file) => sum + file.size, 0);
        core.info(
          `Read ${read.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${input.publishDir} in ` +
            `${took} ms`,
        );
        if (first) {
          input.problems.inspect(read, settings.targetDir ? `${settings.targetDir}/` : '');
          const { generator, baseApplied, servedPage } = input.problems;
          if (links && served) {
            const where = {
              target: served.target,
              settings,
              generator,
              baseApplied,
              servedPage,
              published: input.cname,
            };
            const checked = { links, files: read, kept, ...where };
            for (const problem of linkProblems(checked)) input.problems.add(problem);
          }
          input.problems.settle();
        }
        return read;
      });
      taken.set(key, reading);
    }
    return reading;
  };
  // A closed pull request's preview: its folder gets nothing, so it is removed from the branch.
  if (settings.preview?.closed) {
    return Object.assign(() => Promise.resolve([]), { start: () => Promise.resolve(), listings });
  }
  return Object.assign(take, {
    // Settles, never fails, when the reading ends: its failure is reported when a push takes the files.
    start: (layout: SiteLayout) => reads.get(start(layout))?.ms.then(ended, ended) ?? Promise.resolve(),
    listings,
  });
}
