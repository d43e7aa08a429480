// Publishes the staged site in a temporary repository: fetches only the tip's commit and trees, stores only the
// blobs the branch lacks, builds the tree from entries, commits on the tip, and pushes, retrying as needed.
import * as core from '@actions/core';
import { readlinkSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { History } from '../settings.js';
import { explainGitFailure, GitFailure, scrubUrls } from './errors.js';
import { backoffMs, isNetworkFailure, sleep } from './retry.js';
import type { Git } from './git.js';
import { changes, FolderIds, trees, writePack } from './objects.js';
import { blobId, MAX_FILE_BYTES, readWhole, stageFiles, walkSite, type StagedFile } from './stage.js';
import { composeTree, keepNothing, mayKeep, type TreeEntry, type KeepRule } from './tree.js';
import { TreeReader } from './tree-reader.js';
import type { Target } from './target.js';

export interface PublishOptions {
  /** Git with the credentials' environment; its GIT_DIR is set here. */
  git: Git;
  /** A fresh folder for the temporary repository and index. */
  workDir: string;
  publishDir: string;
  target: Target;
  branch: string;
  /** The tip the target check saw, so the first attempt needs no second round trip. */
  knownTip: string;
  history: History;
  keep: KeepRule;
  targetDir: string;
  cname: string;
  nojekyll: boolean;
  dryRun: boolean;
  attempts: number;
  identity: { name: string; email: string };
  message: string;
  /** The deploy key's fingerprint, for the message when the server refuses it. */
  keyFingerprint?: string;
  /** Every form of every secret: no published file may hold one. */
  secrets: readonly string[];
  /** The leak guard's answer to files holding a secret: it throws. */
  refuseLeaks: (files: readonly string[]) => Promise<never>;
}

export interface Changes {
  added: number;
  modified: number;
  deleted: number;
}

export interface PublishResult {
  /** The deploy commit, or empty when the branch already had this tree. */
  commit: string;
  pushed: boolean;
  changes: Changes;
  /** The domain in the branch's CNAME file after the deploy, if any. */
  cname: string;
  files: number;
}

/** A blob the action adds itself (.nojekyll, CNAME), with its content for storing it. */
interface Extra extends TreeEntry {
  content: Buffer;
}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const gitDir = path.join(options.workDir, 'repo.git');
  const git = options.git.with({ GIT_DIR: gitDir });
  // The branch's tip is fetched and listed while the site is read: git works while the threads hash.
  const firstTip = readTip(git, options, gitDir, options.knownTip);
  firstTip.catch(() => undefined);
  const started = Date.now();
  let site: StagedFile[];
  try {
    site = await readSite(options);
  } catch (error) {
    await firstTip.catch(() => undefined); // let git finish before the folder goes
    throw error;
  }
  const bytes = site.reduce((sum, file) => sum + file.size, 0);
  core.info(
    `Read ${site.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${options.publishDir} in ${Date.now() - started} ms`,
  );

  const extras: Extra[] = [];
  const addExtra = (entryPath: string, text: string): void => {
    const content = Buffer.from(text, 'utf8');
    extras.push({ mode: '100644', sha: blobId(content), path: entryPath, content });
  };
  if (options.nojekyll) addExtra('.nojekyll', '');
  if (options.cname) addExtra('CNAME', `${options.cname}\n`);
  // The staged files are tree entries themselves (path, mode, id): no copy of them is made.
  const published: readonly TreeEntry[] = site;
  const work = { site, published, extras };

  for (let attempt = 1; ; attempt += 1) {
    let outcome: Attempt;
    try {
      const tip = attempt === 1 ? await firstTip : await readTip(git, options, gitDir, await remoteTip(git, options));
      outcome = await deployOnto(git, options, work, tip);
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      outcome = { kind: 'network', failure: error };
    }
    if (outcome.kind === 'done') return outcome.result;
    if (attempt >= options.attempts) {
      throw outcome.kind === 'moved'
        ? new Error(
            `The branch "${options.branch}" of ${options.target.url} kept moving: gave up after ${attempt} ` +
              'attempts, nothing was pushed. Other deploys are landing at the same time: raise "attempts", or ' +
              'put the deploying jobs in one `concurrency:` group.',
          )
        : new GitFailure(
            'network',
            `${outcome.failure.message}\n(Gave up after ${attempt} attempts; nothing was pushed.)`,
          );
    }
    const wait = backoffMs(attempt);
    core.info(
      `Attempt ${attempt} of ${options.attempts}: ` +
        (outcome.kind === 'moved'
          ? `the branch moved while we deployed; rebuilding the commit on the new tip in ${wait} ms.`
          : `the network failed; trying again in ${wait} ms.`),
    );
    await sleep(wait);
  }
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

type Attempt = { kind: 'done'; result: PublishResult } | { kind: 'moved' } | { kind: 'network'; failure: GitFailure };

/**
 * One attempt: the new tree on top of `tip` (what the branch keeps, plus the site), one commit, one push.
 * An unchanged tree makes no commit. A push refused because the branch moved asks for another attempt.
 */
async function deployOnto(
  git: Git,
  options: PublishOptions,
  work: { site: readonly StagedFile[]; published: readonly TreeEntry[]; extras: readonly Extra[] },
  tip: Tip,
): Promise<Attempt> {
  const clock = stopwatch();
  const entries = composeTree({
    oldEntries: tip.entries,
    published: work.published,
    extras: work.extras,
    targetDir: options.targetDir,
    keep: options.keep,
  });
  clock.lap('compose');
  const tree = await storeNewObjects(git, entries, tip);
  clock.lap('store');
  const { rss, heapUsed, external } = process.memoryUsage();
  const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  core.debug(`attempt: ${clock.report()}; memory: rss ${mib(rss)}, heap ${mib(heapUsed)}, external ${mib(external)}`);
  const oldTree = tip.tree;
  const cname = await readCname(git, entries, work);
  // The commit object names its parents even when the fetch was shallow (rev-list would show none).
  const tipIsRoot = tip.sha ? !/^parent /m.test(await git.output(['cat-file', 'commit', tip.sha])) : false;
  if (tree === oldTree && (options.history === 'keep' || tipIsRoot)) {
    core.info(`The branch "${options.branch}" already holds this site: nothing to commit, nothing to push.`);
    const changes = { added: 0, modified: 0, deleted: 0 };
    return { kind: 'done', result: { commit: '', pushed: false, changes, cname, files: entries.length } };
  }
  const parents = options.history === 'keep' && tip.sha ? ['-p', tip.sha] : [];
  const commit = await git
    .with({
      GIT_AUTHOR_NAME: options.identity.name,
      GIT_AUTHOR_EMAIL: options.identity.email,
      GIT_COMMITTER_NAME: options.identity.name,
      GIT_COMMITTER_EMAIL: options.identity.email,
    })
    .output(['commit-tree', tree, ...parents, '-F', '-'], { input: options.message });
  const changes = oldTree ? await countChanges(git, oldTree, tree) : { added: entries.length, modified: 0, deleted: 0 };
  core.info(
    `Commit ${commit.slice(0, 7)}: ${changes.added} added, ${changes.modified} changed, ${changes.deleted} removed` +
      (tip.sha ? ` on top of ${tip.sha.slice(0, 7)}` : ` as the first commit of "${options.branch}"`) +
      (options.history === 'replace' ? ' (history replaced)' : ''),
  );
  if (options.dryRun) {
    core.info('Dry run: not pushing.');
    return { kind: 'done', result: { commit, pushed: false, changes, cname, files: entries.length } };
  }
  if ((await push(git, options, commit, tip.sha)) === 'moved') return { kind: 'moved' };
  return { kind: 'done', result: { commit, pushed: true, changes, cname, files: entries.length } };
}

/**
 * Reads the publish folder once (see stage.ts), and refuses it when it is missing or empty (a build that produced
 * nothing must not wipe a live site), when a file is too large for GitHub, or when a file holds a secret.
 */
async function readSite(options: PublishOptions): Promise<StagedFile[]> {
  const stat = await fs.stat(options.publishDir).catch(() => undefined);
  if (!stat) {
    throw new Error(
      `The publish folder ${options.publishDir} does not exist. Did the build write somewhere else? Set "publish-dir" ` +
        'to the folder your generator writes (Hexo: public_dir in _config.yml), or check that "build" ran.',
    );
  }
  if (!stat.isDirectory()) throw new Error(`"publish-dir" must be a folder, but ${options.publishDir} is a file.`);
  const listedAt = Date.now();
  const listed = walkSite(options.publishDir, options.targetDir ? `${options.targetDir}/` : '');
  if (listed.length === 0) {
    throw new Error(
      `The publish folder ${options.publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
        'Check the build output above, and that "publish-dir" names the folder the build writes.',
    );
  }
  const walked = Date.now();
  const staged = await stageFiles(listed, options.secrets);
  core.debug(`listed ${listed.length} files in ${walked - listedAt} ms, read them in ${Date.now() - walked} ms`);
  if (staged.tooLarge.length > 0) {
    const names = staged.tooLarge.map(
      (file) =>
        `${path.relative(options.publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`,
    );
    throw new Error(
      `GitHub refuses files over ${MAX_FILE_BYTES / 1024 / 1024} MiB, and the publish folder has ` +
        `${names.length === 1 ? 'one' : names.length}: ${names.slice(0, 10).join(', ')}. Keep such files out of the ` +
        'site (host them elsewhere, or use Git LFS in another repository).',
    );
  }
  if (staged.leaking.length > 0) await options.refuseLeaks(staged.leaking);
  return staged.files;
}

/** The publish folder's files on disk, or none when it does not exist (yet). */
export async function listFiles(publishDir: string): Promise<string[]> {
  const stat = await fs.stat(publishDir).catch(() => undefined);
  if (!stat?.isDirectory()) return [];
  return walkSite(publishDir, '')
    .filter((file) => !file.symlink)
    .map((file) => file.diskPath);
}

/**
 * Builds the deploy's trees in-process and stores what the tip does not have (the changed and new files, the
 * folders above them) as one pack through `git index-pack`. An unchanged file's blob is on the server already and
 * is never read back or fetched. Returns the root tree's id.
 */
async function storeNewObjects(git: Git, entries: readonly TreeEntry[], old: Tip): Promise<string> {
  // A first pass computes every folder's id (a pack also says its size first); of the trees themselves nothing is
  // kept: a first deploy of 100,000 folders holds none of them at once.
  const folders = new FolderIds(entries.length + 1);
  const counting = trees(entries, { record: folders });
  let step = counting.next();
  while (!step.done) step = counting.next();
  const root = step.value;
  let found: { changed: readonly TreeEntry[]; dirty?: Uint8Array } = { changed: entries };
  if (old.sha) {
    // Only the tip's folders whose ids differ are read, to tell which of their files are new.
    const reader = new TreeReader((args) => git.start(args));
    try {
      found = await changes(entries, folders, old.tree, (sha) => reader.read(sha));
    } finally {
      reader.close();
    }
  }
  const { changed, dirty } = found;
  const treeCount = dirty ? dirty.reduce((sum, flag) => sum + flag, 0) : folders.count;
  const unchanged = dirty ? { folders, dirty } : undefined;
  // The same content under two paths is one blob.
  const blobs: (StagedFile | Extra)[] = [];
  const seen = new Set<string>();
  for (const entry of changed) {
    if (seen.has(entry.sha)) continue;
    seen.add(entry.sha);
    blobs.push(entry as StagedFile | Extra);
  }
  seen.clear();
  const count = blobs.length + treeCount;
  if (count === 0) return root;
  function* objects(): Generator<{ type: 'blob' | 'tree'; content: Buffer }> {
    for (const blob of blobs) {
      if ('content' in blob) yield { type: 'blob', content: blob.content };
      else if (blob.symlink) yield { type: 'blob', content: readlinkSync(blob.diskPath, { encoding: 'buffer' }) };
      else yield { type: 'blob', content: readContent(blob) };
    }
    for (const tree of trees(entries, { unchanged })) yield { type: 'tree', content: tree.content };
  }
  await git.stream(['index-pack', '--stdin'], {
    onRecord: () => undefined,
    feed: (write) => writePack(count, objects(), write),
  });
  core.info(`Stored ${blobs.length} new or changed files and ${treeCount} folders; the branch has the rest.`);
  return root;
}

/** A file's content again, checked against the id it was staged with. */
function readContent(file: StagedFile): Buffer {
  const read = readWhole(file.diskPath);
  if (!('content' in read) || blobId(read.content) !== file.sha) {
    throw new Error(`${file.diskPath} changed while it was being published: run the deploy again.`);
  }
  return read.content;
}

async function remoteTip(git: Git, options: PublishOptions): Promise<string> {
  const ref = `refs/heads/${options.branch}`;
  const result = await git.remote(['ls-remote', options.target.url, ref]);
  if (result.exitCode !== 0)
    throw explainGitFailure(result.stderr, {
      target: options.target,
      action: 'read',
      keyFingerprint: options.keyFingerprint,
    });
  const line = result.stdout.split('\n').find((row) => row.endsWith(`\t${ref}`));
  return line?.split('\t')[0] ?? '';
}

/**
 * Fetches only the tip commit and its trees (depth 1, no blobs), unless we have it already, and returns the tip
 * as fetched:
 * a branch that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
 */
async function fetchTip(git: Git, options: PublishOptions, tip: string): Promise<string> {
  const present = await git.tryExec(['cat-file', '-e', `${tip}^{commit}`]);
  if (present.exitCode === 0) return tip;
  const ref = 'refs/pages-push/tip';
  // The tip's commit and trees only: blobs stay on the server (a server without filters just sends them too).
  const args = [
    'fetch',
    '--quiet',
    '--depth=1',
    '--filter=blob:none',
    '--no-tags',
    'origin',
    `+refs/heads/${options.branch}:${ref}`,
  ];
  const result = await git.remote(args);
  if (result.exitCode !== 0) {
    throw explainGitFailure(result.stderr, {
      target: options.target,
      action: 'read',
      keyFingerprint: options.keyFingerprint,
    });
  }
  return git.output(['rev-parse', '--verify', `${ref}^{commit}`]);
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
 * The branch's tip as this attempt builds on it: its id (empty: no branch yet), its root tree, and the files the
 * deploy may keep of it (outside target-dir, or matching keep-files), in git's order.
 */
interface Tip {
  sha: string;
  tree: string;
  entries: TreeEntry[];
}

/**
 * Makes the temporary repository (the first time), fetches the tip's commit and trees, and lists the files the
 * deploy may keep, streamed from `ls-tree`: none when the site replaces the whole branch, so a deploy to the
 * branch's root holds no listing of it (the comparison reads the tip's trees where it needs them).
 */
async function readTip(git: Git, options: PublishOptions, gitDir: string, knownTip: string): Promise<Tip> {
  const tip: Tip = { sha: '', tree: '', entries: [] };
  if ((await git.tryExec(['rev-parse', '--git-dir'])).exitCode !== 0) {
    await git.exec(['init', '--quiet', '--bare', gitDir]);
    // A named remote, so the fetch can leave blobs out (a partial clone needs one); the URL has no credentials.
    await git.exec(['remote', 'add', 'origin', options.target.url]);
  }
  if (!knownTip) return tip;
  tip.sha = await fetchTip(git, options, knownTip);
  tip.tree = await git.output(['rev-parse', `${tip.sha}^{tree}`]);
  if (options.targetDir === '' && options.keep === keepNothing) return tip;
  await git.stream(['ls-tree', '-r', '-z', '--full-tree', tip.sha], {
    separator: '\0',
    onRecord: (record) => {
      // "<mode> <type> <id>\t<path>", parsed without splitting: 100,000 records make no garbage arrays.
      const tab = record.indexOf('\t');
      const entryPath = record.slice(tab + 1);
      if (!mayKeep(entryPath, options.targetDir, options.keep)) return;
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

async function countChanges(git: Git, oldTree: string, newTree: string): Promise<Changes> {
  const changes: Changes = { added: 0, modified: 0, deleted: 0 };
  let expectStatus = true;
  await git.stream(['diff-tree', '-r', '--no-renames', '--name-status', '-z', oldTree, newTree], {
    separator: '\0',
    onRecord: (record) => {
      if (expectStatus) {
        if (record === 'A') changes.added += 1;
        else if (record === 'D') changes.deleted += 1;
        else changes.modified += 1;
      }
      expectStatus = !expectStatus;
    },
  });
  return changes;
}

/**
 * The domain in the branch's CNAME after the deploy: from the site or the `cname` input when it comes from
 * there; a CNAME the branch keeps is read from the server (the one old blob the deploy ever fetches).
 */
async function readCname(
  git: Git,
  entries: readonly TreeEntry[],
  work: { site: readonly StagedFile[]; extras: readonly Extra[] },
): Promise<string> {
  const entry = entries.find((candidate) => candidate.path === 'CNAME');
  if (!entry) return '';
  const extra = work.extras.find((candidate) => candidate.sha === entry.sha);
  const file = work.site.find((candidate) => candidate.sha === entry.sha && !candidate.symlink);
  let text: string;
  if (extra) text = extra.content.toString('utf8');
  else if (file) text = await fs.readFile(file.diskPath, 'utf8');
  else {
    const result = await git.tryExec(['cat-file', 'blob', entry.sha]);
    text = result.exitCode === 0 ? result.stdout : '';
  }
  return (text.split(/\r?\n/)[0] ?? '').trim();
}

/**
 * The push needs no old blob, but git would fetch the old versions of changed files one by one to look for
 * deltas against them, as long as the repository says the server can supply them. Unmarked, it just sends the
 * new objects whole. (The next attempt's filtered fetch marks it again.)
 */
async function forgetPromisor(git: Git, workDir: string): Promise<void> {
  for (const key of ['remote.origin.promisor', 'remote.origin.partialclonefilter', 'extensions.partialclone']) {
    await git.tryExec(['config', '--unset', key]);
  }
  const packs = path.join(workDir, 'repo.git', 'objects', 'pack');
  for (const name of await fs.readdir(packs).catch(() => [])) {
    if (name.endsWith('.promisor')) await fs.rm(path.join(packs, name), { force: true });
  }
}

/** Pushes the commit: a plain push for `keep`, a lease on the tip we saw for `replace`. */
async function push(git: Git, options: PublishOptions, commit: string, tip: string): Promise<'pushed' | 'moved'> {
  const ref = `refs/heads/${options.branch}`;
  const lease = options.history === 'replace' ? [`--force-with-lease=${ref}:${tip}`] : [];
  core.info(`Pushing ${commit.slice(0, 7)} to ${options.target.url} (${options.branch})`);
  await forgetPromisor(git, options.workDir);
  // No thin pack: its deltas against the server's copies would need the old blobs, which are not fetched.
  const result = await git.remote(['push', '--porcelain', '--no-thin', ...lease, 'origin', `${commit}:${ref}`]);
  if (result.exitCode === 0) return 'pushed';
  const output = `${result.stdout}\n${result.stderr}`;
  if (
    /\[rejected\].*\((fetch first|non-fast-forward|stale info)\)|failed to lock|cannot lock ref|failed to update ref/.test(
      output,
    )
  ) {
    return 'moved';
  }
  const failure = explainGitFailure(output, {
    target: options.target,
    action: 'push',
    branch: options.branch,
    keyFingerprint: options.keyFingerprint,
  });
  if (failure.kind === 'other' && output.includes('[remote rejected]')) {
    // A server-side hook said no: its own words are the reason, and trying again would not change them.
    const said = output
      .split('\n')
      .filter((line) => line.startsWith('remote:'))
      .map((line) => line.slice('remote:'.length).trim())
      .filter((line) => line !== '');
    const reason = /\[remote rejected\][^(]*\(([^)]*)\)/.exec(output)?.[1] ?? 'refused';
    throw new GitFailure(
      'other',
      `The server refused the push to "${options.branch}" of ${options.target.url} (${reason}); nothing was pushed.` +
        (said.length > 0 ? ` It said:\n${scrubUrls(said.join('\n'))}` : `\ngit said: ${scrubUrls(output.trim())}`),
    );
  }
  throw failure;
}
