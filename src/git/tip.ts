// The temporary repository a deploy is made in, and the branch's tip as an attempt builds on it: its commit and
// trees only, fetched without a blob.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Git } from './git.js';
import type { Remote } from './remote.js';
import { keepNothing, mayKeep, type KeepRule, type TreeEntry } from './tree.js';

/**
 * The branch's tip as an attempt builds on it: its id (empty: no branch yet), its root tree, and the files the
 * deploy may keep of it (outside target-dir, or matching keep-files), in git's order.
 */
export interface Tip {
  sha: string;
  tree: string;
  entries: TreeEntry[];
}

/** What of the tip a deploy keeps: everything outside target-dir, and what keep-files names. */
export interface KeepOptions {
  targetDir: string;
  keep: KeepRule;
}

/**
 * The temporary repository: a bare one in a folder made for it after the build (a name nobody could know before, so
 * nothing a user command planted, a hook say, is ever used), whose `origin` is the target (its URL has no
 * credential).
 */
export class DeployRepository {
  readonly git: Git;

  private constructor(
    readonly gitDir: string,
    readonly remote: Remote,
  ) {
    this.git = remote.git;
  }

  static async create(remote: Remote, workDir: string): Promise<DeployRepository> {
    const gitDir = await fs.mkdtemp(path.join(workDir, 'repo-'));
    const repository = new DeployRepository(gitDir, remote.from(gitDir));
    await repository.git.exec(['init', '--quiet', '--bare', '--', gitDir]);
    // A named remote, so the fetch can leave blobs out (a partial clone needs one); written as `git remote add`
    // would, without a second git command.
    const url = remote.target.url;
    if (/[\0\n\r]/.test(url)) throw new Error(`The target address ${JSON.stringify(url)} holds a line break.`);
    const quoted = `"${url.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    await fs.appendFile(
      path.join(gitDir, 'config'),
      `[remote "origin"]\n\turl = ${quoted}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
    );
    return repository;
  }

  /**
   * Brings in the tip the target check fetched (see `prefetchTip`): git index-pack checks every object as it
   * stores it, so nothing but the objects themselves is taken from before the build.
   */
  async adopt(prefetched: PrefetchedTip): Promise<void> {
    const { pack } = prefetched;
    if (!pack) return;
    prefetched.pack = undefined;
    await this.git.stream(['index-pack', '--stdin'], { onRecord: () => undefined, feed: (write) => write(pack) });
    // The repository as a filtered fetch of depth 1 leaves it: its history stops at the tip, and the server is
    // the promisor of the blobs it lacks (a later fetch of more history checks that what it got is complete).
    await fs.writeFile(path.join(this.gitDir, 'shallow'), `${prefetched.sha}\n`);
    const packs = path.join(this.gitDir, 'objects', 'pack');
    for (const name of await fs.readdir(packs)) {
      if (name.endsWith('.pack')) await fs.writeFile(path.join(packs, name.replace(/\.pack$/, '.promisor')), '');
    }
    await fs.appendFile(
      path.join(this.gitDir, 'config'),
      '[remote "origin"]\n\tpromisor = true\n\tpartialclonefilter = blob:none\n',
    );
  }

  /**
   * Fetches the tip's commit and trees unless they are here already, and lists the files the deploy may keep,
   * streamed from `ls-tree`: none when the site replaces the whole branch, so a deploy to the branch's root holds
   * no listing of it (the comparison reads the tip's trees where it needs them).
   */
  async readTip(branch: string, knownTip: string, keep: KeepOptions): Promise<Tip> {
    const tip: Tip = { sha: '', tree: '', entries: [] };
    if (!knownTip) return tip;
    Object.assign(tip, await this.fetchTip(branch, knownTip));
    if (keep.targetDir === '' && keep.keep === keepNothing) return tip;
    await this.git.stream(['ls-tree', '-r', '-z', '--full-tree', tip.sha], {
      separator: '\0',
      onRecord: (record) => {
        // "<mode> <type> <id>\t<path>", parsed without splitting: 100,000 records make no garbage arrays.
        const tab = record.indexOf('\t');
        const entryPath = record.slice(tab + 1);
        if (!mayKeep(entryPath, keep.targetDir, keep.keep)) return;
        const firstSpace = record.indexOf(' ');
        tip.entries.push({
          mode: internMode(record.slice(0, firstSpace)),
          sha: record.slice(tab - 40, tab),
          path: entryPath,
        });
      },
    });
    return tip;
  }

  /** What `forgetPromisor` took away, for `rememberPromisor` to put back. */
  private forgotten: { config: [string, string][]; packs: string[] } | undefined;

  /**
   * The push needs no old blob, but git would fetch the old versions of changed files one by one to look for
   * deltas against them, as long as the repository says the server can supply them. Unmarked, it just sends the
   * new objects whole. `rememberPromisor` marks it again, for a fetch.
   */
  async forgetPromisor(): Promise<void> {
    const forgotten: { config: [string, string][]; packs: string[] } = { config: [], packs: [] };
    // One look for all three keys: a repository that was never fetched into with a filter has none of them.
    const pattern = '^(remote\\.origin\\.(promisor|partialclonefilter)|extensions\\.partialclone)$';
    const found = await this.git.tryExec(['config', '--get-regexp', pattern]);
    for (const line of found.stdout.split('\n')) {
      const space = line.indexOf(' ');
      if (space === -1) continue;
      const key = line.slice(0, space);
      forgotten.config.push([key, line.slice(space + 1)]);
      await this.git.tryExec(['config', '--unset', key]);
    }
    const packs = path.join(this.gitDir, 'objects', 'pack');
    for (const name of await fs.readdir(packs).catch(() => [])) {
      if (!name.endsWith('.promisor')) continue;
      await fs.rm(path.join(packs, name), { force: true });
      forgotten.packs.push(name);
    }
    this.forgotten = forgotten;
  }

  /**
   * Marks the repository partial again after a push: a later fetch (of a tip that moved, or of older commits) checks
   * that what it got is complete, and only a promisor pack may lack the old blobs.
   */
  async rememberPromisor(): Promise<void> {
    const forgotten = this.forgotten;
    if (!forgotten) return;
    this.forgotten = undefined;
    for (const [key, value] of forgotten.config) await this.git.exec(['config', key, value]);
    const packs = path.join(this.gitDir, 'objects', 'pack');
    for (const name of forgotten.packs) await fs.writeFile(path.join(packs, name), '');
  }

  /**
   * Fetches only the tip commit and its trees, unless we have it already, and returns the tip as fetched: a branch
   * that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
   */
  private async fetchTip(branch: string, tip: string): Promise<{ sha: string; tree: string }> {
    const present = await this.git.tryExec(['rev-parse', '--verify', '--quiet', `${tip}^{tree}`]);
    if (present.exitCode === 0) return { sha: tip, tree: present.stdout.trim() };
    const ref = 'refs/pages-push/tip';
    await this.remote.fetchTip(branch, ref);
    const [sha = '', tree = ''] = (await this.git.output(['rev-parse', `${ref}^{commit}`, `${ref}^{tree}`])).split(
      '\n',
    );
    return { sha, tree };
  }
}

/**
 * The tip's commit and trees as the target check fetched them, held in memory until the publish brings them in
 * (which lets go of the pack: a large site's folders are megabytes).
 */
export interface PrefetchedTip {
  sha: string;
  pack?: Buffer;
}

/** A larger pack (a server that ignores the blob filter sends every file) is not held: the publish fetches instead. */
const MAX_PREFETCH_BYTES = 32 * 1024 * 1024;

/**
 * Fetches the branch's tip commit and trees during the target check, before any user command runs, into a scratch
 * repository, and keeps them as one pack in memory; the scratch repository is deleted at once. So the publish after
 * the build needs no round trip for the tip. Undefined when that cannot be had (no such branch, a failure, a pack
 * too large to hold): the publish then fetches the tip itself, and the target check reports any real failure.
 */
export async function prefetchTip(remote: Remote, workDir: string, branch: string): Promise<PrefetchedTip | undefined> {
  let gitDir = '';
  try {
    gitDir = await fs.mkdtemp(path.join(workDir, 'tip-'));
    const scratch = remote.from(gitDir);
    await scratch.git.exec(['init', '--quiet', '--bare', '--', gitDir]);
    const ref = 'refs/pages-push/tip';
    await scratch.fetchTip(branch, ref, { asPack: true });
    const sha = await scratch.git.output(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    const packs = path.join(gitDir, 'objects', 'pack');
    const names = (await fs.readdir(packs)).filter((name) => name.endsWith('.pack'));
    if (names.length !== 1 || !names[0]) return undefined;
    const file = path.join(packs, names[0]);
    if ((await fs.stat(file)).size > MAX_PREFETCH_BYTES) return undefined;
    return { sha, pack: await fs.readFile(file) };
  } catch {
    return undefined;
  } finally {
    if (gitDir) await fs.rm(gitDir, { recursive: true, force: true });
  }
}

/** The same string object for every file of a mode: 100,000 entries do not need 100,000 copies of "100644". */
function internMode(mode: string): string {
  switch (mode) {
    case '100644':
      return '100644';
    case '100755':
      return '100755';
    case '120000':
      return '120000';
    case '160000':
      return '160000';
    default:
      return mode;
  }
}
