// The temporary repository a deploy is made in, and the branch's tip as an attempt builds on it: its commit and
// trees only, fetched without a blob.
import { mkdtempSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { cnameDomain } from './target.js';
import { addOrigin, initBare } from './bare.js';
import type { Git } from './git.js';
import type { Remote } from './remote.js';
import { fromRoot } from '../objects/globs.js';
import { keepNothing, mayKeep, type KeepRule, type TreeEntry } from '../objects/tree.js';

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
export class TemporaryRepository {
  readonly git: Git;

  private constructor(
    readonly gitDir: string,
    readonly remote: Remote,
  ) {
    this.git = remote.git;
  }

  static async create(remote: Remote, workDir: string): Promise<TemporaryRepository> {
    const gitDir = await fs.mkdtemp(path.join(workDir, 'repo-'));
    initBare(gitDir);
    // A named remote, so the fetch can leave blobs out (a partial clone needs one).
    await addOrigin(gitDir, remote.target.url);
    return new TemporaryRepository(gitDir, remote.from(gitDir));
  }

  /** The tip the target check brought in (see `takePrefetchedTip`): its commit and root tree, which need no git to read. */
  private prefetchedTip: { sha: string; tree: string } | undefined;

  /**
   * Brings in the tip the target check fetched (see `prefetchTip`): its pack and index, as git wrote them in the
   * scratch repository before any command of the site ran, written from memory into this repository (made after
   * the build) without a git process; nothing else is taken from before the build.
   */
  async takePrefetchedTip(prefetched: PrefetchedTip): Promise<void> {
    const { pack } = prefetched;
    if (!pack) return;
    prefetched.pack = undefined;
    const packs = path.join(this.gitDir, 'objects', 'pack');
    // The index last: git takes a pack for there once its index is.
    const files = [...pack.files].sort(([a], [b]) => Number(a === '.idx') - Number(b === '.idx'));
    for (const [suffix, bytes] of files) await fs.writeFile(path.join(packs, `${pack.name}${suffix}`), bytes);
    // The repository as a filtered fetch of depth 1 leaves it: its history stops at the tip, and the server is
    // the promisor of the blobs it lacks (a later fetch of more history checks that what it got is complete).
    await fs.writeFile(path.join(packs, `${pack.name}.promisor`), '');
    await fs.writeFile(path.join(this.gitDir, 'shallow'), `${prefetched.sha}\n`);
    await fs.appendFile(
      path.join(this.gitDir, 'config'),
      '[remote "origin"]\n\tpromisor = true\n\tpartialclonefilter = blob:none\n',
    );
    this.prefetchedTip = { sha: prefetched.sha, tree: prefetched.tree };
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
    // Only the folders the keep rule can keep are listed, where its globs name them (the previews' folder, CNAME):
    // a site's own files are never listed.
    const where = keep.targetDir === '' ? keptFolders(keep.keep) : undefined;
    const pathspecs = where ? ['--', ...where.map((folder) => `:(literal)${folder}`)] : [];
    if (where?.length === 0) return tip;
    await this.git.stream(['ls-tree', '-r', '-z', '--full-tree', tip.sha, ...pathspecs], {
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

  /** What `forgetPromisor` took away, for `rememberPromisor` to put back: the config as it was, and the marks. */
  private forgotten: { config: string; packs: string[] } | undefined;

  /**
   * The push needs no old blob, but git would fetch the old versions of changed files one by one to look for
   * deltas against them, as long as the repository says the server can supply them. Unmarked, it just sends the
   * new objects whole. `rememberPromisor` marks it again, for a fetch. The config is ours (written here, and by
   * our git's fetches), edited as text: no git process.
   */
  async forgetPromisor(): Promise<void> {
    const file = path.join(this.gitDir, 'config');
    const config = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, withoutPromisor(config));
    const packs = path.join(this.gitDir, 'objects', 'pack');
    const names = (await fs.readdir(packs).catch(() => [])).filter((name) => name.endsWith('.promisor'));
    for (const name of names) await fs.rm(path.join(packs, name), { force: true });
    this.forgotten = { config, packs: names };
  }

  /**
   * Marks the repository partial again after a push: a later fetch (of a tip that moved, or of older commits) checks
   * that what it got is complete, and only a promisor pack may lack the old blobs. Nothing writes the config
   * between the two: the push does not.
   */
  async rememberPromisor(): Promise<void> {
    const forgotten = this.forgotten;
    if (!forgotten) return;
    this.forgotten = undefined;
    await fs.writeFile(path.join(this.gitDir, 'config'), forgotten.config);
    const packs = path.join(this.gitDir, 'objects', 'pack');
    for (const name of forgotten.packs) await fs.writeFile(path.join(packs, name), '');
  }

  /**
   * Fetches only the tip commit and its trees, unless we have it already, and returns the tip as fetched: a branch
   * that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
   */
  private async fetchTip(branch: string, tip: string): Promise<{ sha: string; tree: string }> {
    if (this.prefetchedTip?.sha === tip) return this.prefetchedTip;
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
  /** The tip commit's root tree. */
  tree: string;
  /** The pack's name (`pack-<id>`) and its files by suffix: `.pack`, `.idx` (and `.rev` where git writes one). */
  pack?: { name: string; files: [string, Buffer][] };
  /** The domain the tip's CNAME file names (where GitHub Pages serves it); empty without one, or when it names none. */
  cname: string;
}

/** A larger pack (a server that ignores the blob filter sends every file) is not held: the publish fetches instead. */
const MAX_PREFETCH_BYTES = 32 * 1024 * 1024;

/**
 * Fetches the branch's tip commit and trees during the target check, before any user command runs, into a scratch
 * repository, and keeps them, the pack and the index git wrote of it, in memory; the scratch repository is deleted
 * at once. So the publish after the build needs no round trip for the tip, nor any git process to bring it in.
 * Undefined when that cannot be had (no such branch, a failure, a pack too large to hold): the publish then fetches
 * the tip itself, and the target check reports any real failure.
 */
export async function prefetchTip(remote: Remote, workDir: string, branch: string): Promise<PrefetchedTip | undefined> {
  let gitDir = '';
  try {
    // Made at once (see bare.ts): the fetch starts without waiting for the event loop.
    gitDir = mkdtempSync(path.join(workDir, 'tip-'));
    initBare(gitDir);
    const scratch = remote.from(gitDir);
    const ref = 'refs/pages-push/tip';
    await scratch.fetchTip(branch, ref, { asPack: true });
    const [sha = '', tree = ''] = (await scratch.git.output(['rev-parse', `${ref}^{commit}`, `${ref}^{tree}`])).split(
      '\n',
    );
    const packs = path.join(gitDir, 'objects', 'pack');
    const names = await fs.readdir(packs);
    const packNames = names.filter((name) => name.endsWith('.pack'));
    if (packNames.length !== 1 || !packNames[0]) return undefined;
    const name = packNames[0].slice(0, -'.pack'.length);
    if (!names.includes(`${name}.idx`)) return undefined;
    if ((await fs.stat(path.join(packs, `${name}.pack`))).size > MAX_PREFETCH_BYTES) return undefined;
    const files: [string, Buffer][] = [];
    for (const suffix of ['.pack', '.idx', '.rev']) {
      if (names.includes(`${name}${suffix}`))
        files.push([suffix, await fs.readFile(path.join(packs, `${name}${suffix}`))]);
    }
    return { sha, tree, pack: { name, files }, cname: await readCname(scratch, ref) };
  } catch {
    return undefined;
  } finally {
    if (gitDir) await fs.rm(gitDir, { recursive: true, force: true });
  }
}

/**
 * The domain the tip's CNAME names (`cnameDomain`), for the address the site is built for: the one blob fetched
 * (after the pack is read, so it stays out of it), only when the tree has the file. Empty when it has none, when it
 * cannot be read, or when it names no domain (the site is then built for its github.io address).
 */
async function readCname(scratch: Remote, ref: string): Promise<string> {
  try {
    const entry = await scratch.git.tryExec(['ls-tree', '-z', ref, '--', 'CNAME']);
    const [, type = '', id = ''] = /^\d+ (\w+) ([0-9a-f]{40,64})\t/.exec(entry.stdout) ?? [];
    if (entry.exitCode !== 0 || type !== 'blob') return '';
    return cnameDomain(await scratch.readBlob(id));
  } catch {
    return '';
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

/**
 * The config without what makes the repository a partial clone (`remote.origin.promisor`,
 * `remote.origin.partialclonefilter`, `extensions.partialclone`), as git itself writes those: one `key = value`
 * a line, under its section's header.
 */
export function withoutPromisor(config: string): string {
  let section = '';
  return config
    .split('\n')
    .filter((line) => {
      const header = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
      if (header) {
        section = `${(header[1] ?? '').toLowerCase()}${header[2] === undefined ? '' : `.${header[2]}`}`;
        return true;
      }
      const key = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=|$)/.exec(line)?.[1]?.toLowerCase();
      if (section === 'remote.origin') return key !== 'promisor' && key !== 'partialclonefilter';
      if (section === 'extensions') return key !== 'partialclone';
      return true;
    })
    .join('\n');
}

/**
 * The folders (or files) the keep rule's globs name before their first wildcard, from the branch root: listing
 * the tip there finds every file the rule can keep. Undefined when a glob starts with a wildcard (`**\/CNAME`), or
 * holds a `..` or braces anywhere (minimatch resolves `docs/../CNAME` and `docs/{..,x}/CNAME` to paths outside
 * `docs`): then the whole tip is listed.
 */
export function keptFolders(keep: KeepRule): string[] | undefined {
  if (keep === keepNothing) return [];
  const globs = keep.globs;
  if (!globs) return undefined;
  const folders: string[] = [];
  for (const glob of globs) {
    if (glob.includes('{') || glob.split('/').includes('..')) return undefined;
    const literal: string[] = [];
    for (const part of fromRoot(glob).split('/')) {
      if (/[*?[\]{}()!+@\\]/.test(part) || part === '' || part === '.' || part === '..') break;
      literal.push(part);
    }
    if (literal.length === 0) return undefined;
    folders.push(literal.join('/'));
  }
  return folders;
}
