// Stages the publish folder in a temporary repository without copying it, commits on the branch tip, and pushes.
import * as core from '@actions/core';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { History } from '../settings.js';
import { explainGitFailure, GitFailure, scrubUrls } from './errors.js';
import { backoffMs, isNetworkFailure, sleep } from './retry.js';
import type { Git } from './git.js';
import { composeTree, type TreeEntry, type KeepRule } from './tree.js';
import type { Target } from './target.js';

/** GitHub refuses files over 100 MiB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

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
  /** The leak guard: throws when one of the files must not be published. */
  refuseFiles: (files: readonly string[]) => Promise<void>;
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

/** A file of the publish folder: its path on the branch (with `/`), where it is on disk, and its git mode. */
interface SiteFile {
  branchPath: string;
  diskPath: string;
  mode: '100644' | '100755' | '120000';
  size: number;
}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const files = await scanPublishDir(options.publishDir, options.targetDir);
  core.info(`Publishing ${files.length} files from ${options.publishDir}`);
  await options.refuseFiles(files.filter((file) => file.mode !== '120000').map((file) => file.diskPath));

  const gitDir = path.join(options.workDir, 'repo.git');
  await options.git.exec(['init', '--quiet', '--bare', gitDir]);
  const git = options.git.with({ GIT_DIR: gitDir, GIT_INDEX_FILE: path.join(options.workDir, 'index') });

  const published = await hashFiles(git, files);
  const extras: TreeEntry[] = [];
  if (options.nojekyll) extras.push({ mode: '100644', sha: await hashText(git, ''), path: '.nojekyll' });
  if (options.cname) extras.push({ mode: '100644', sha: await hashText(git, `${options.cname}\n`), path: 'CNAME' });

  let tip = options.knownTip;
  for (let attempt = 1; ; attempt += 1) {
    let outcome: Attempt;
    try {
      if (attempt > 1) tip = await remoteTip(git, options);
      outcome = await deployOnto(git, options, { published, extras }, tip);
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

type Attempt = { kind: 'done'; result: PublishResult } | { kind: 'moved' } | { kind: 'network'; failure: GitFailure };

/**
 * One attempt: the new tree on top of `tip` (what the branch keeps, plus the site), one commit, one push.
 * An unchanged tree makes no commit. A push refused because the branch moved asks for another attempt.
 */
async function deployOnto(
  git: Git,
  options: PublishOptions,
  site: { published: readonly TreeEntry[]; extras: readonly TreeEntry[] },
  tip: string,
): Promise<Attempt> {
  if (tip) tip = await fetchTip(git, options, tip);
  const oldEntries = tip ? await listTree(git, tip) : [];
  const entries = composeTree({ oldEntries, ...site, targetDir: options.targetDir, keep: options.keep });
  const tree = await writeTree(git, entries);
  const oldTree = tip ? await git.output(['rev-parse', `${tip}^{tree}`]) : '';
  const cname = await readCname(git, entries);
  const tipIsRoot = tip ? (await git.output(['rev-list', '--parents', '-n', '1', tip])).split(' ').length === 1 : false;
  if (tree === oldTree && (options.history === 'keep' || tipIsRoot)) {
    core.info(`The branch "${options.branch}" already holds this site: nothing to commit, nothing to push.`);
    const changes = { added: 0, modified: 0, deleted: 0 };
    return { kind: 'done', result: { commit: '', pushed: false, changes, cname, files: entries.length } };
  }
  const parents = options.history === 'keep' && tip ? ['-p', tip] : [];
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
      (tip ? ` on top of ${tip.slice(0, 7)}` : ` as the first commit of "${options.branch}"`) +
      (options.history === 'replace' ? ' (history replaced)' : ''),
  );
  if (options.dryRun) {
    core.info('Dry run: not pushing.');
    return { kind: 'done', result: { commit, pushed: false, changes, cname, files: entries.length } };
  }
  if ((await push(git, options, commit, tip)) === 'moved') return { kind: 'moved' };
  return { kind: 'done', result: { commit, pushed: true, changes, cname, files: entries.length } };
}

/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder.
 * Refuses an empty folder (a build that produced nothing must not wipe a live site) and files GitHub refuses.
 */
export async function scanPublishDir(publishDir: string, targetDir: string): Promise<SiteFile[]> {
  let stat;
  try {
    stat = await fs.stat(publishDir);
  } catch {
    throw new Error(
      `The publish folder ${publishDir} does not exist. Did the build write somewhere else? Set "publish-dir" to ` +
        'the folder your generator writes (Hexo: public_dir in _config.yml), or check that "build" ran.',
    );
  }
  if (!stat.isDirectory()) throw new Error(`"publish-dir" must be a folder, but ${publishDir} is a file.`);
  const files = await walkSite(publishDir, targetDir ? `${targetDir}/` : '');
  const tooLarge = files.filter((file) => file.size > MAX_FILE_BYTES);
  if (tooLarge.length > 0) {
    const names = tooLarge.map(
      (file) =>
        `${path.relative(publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`,
    );
    throw new Error(
      `GitHub refuses files over 100 MiB, and the publish folder has ${tooLarge.length === 1 ? 'one' : tooLarge.length}: ` +
        `${names.slice(0, 10).join(', ')}. Keep such files out of the site (host them elsewhere, or use Git LFS in another repository).`,
    );
  }
  if (files.length === 0) {
    throw new Error(
      `The publish folder ${publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
        'Check the build output above, and that "publish-dir" names the folder the build writes.',
    );
  }
  return files;
}

/** The publish folder's files on disk, or none when it does not exist (yet). */
export async function listFiles(publishDir: string): Promise<string[]> {
  const stat = await fs.stat(publishDir).catch(() => undefined);
  if (!stat?.isDirectory()) return [];
  return (await walkSite(publishDir, '')).filter((file) => file.mode !== '120000').map((file) => file.diskPath);
}

async function walkSite(publishDir: string, prefix: string): Promise<SiteFile[]> {
  const files: SiteFile[] = [];
  const pending: string[] = [''];
  while (pending.length > 0) {
    const relativeDir = pending.pop() ?? '';
    const entries = await fs.readdir(path.join(publishDir, relativeDir), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name === '.git') continue;
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      const diskPath = path.join(publishDir, relative);
      if (entry.isDirectory()) {
        pending.push(relative);
      } else if (entry.isSymbolicLink()) {
        files.push({ branchPath: prefix + relative, diskPath, mode: '120000', size: 0 });
      } else if (entry.isFile()) {
        const { size, mode } = await fs.stat(diskPath);
        const executable = process.platform !== 'win32' && (mode & 0o111) !== 0;
        files.push({ branchPath: prefix + relative, diskPath, mode: executable ? '100755' : '100644', size });
      }
    }
  }
  return files;
}

/** Hashes and stores every file through one long-lived `git hash-object --stdin-paths`, streaming both ways. */
async function hashFiles(git: Git, files: SiteFile[]): Promise<TreeEntry[]> {
  const entries: TreeEntry[] = [];
  const regular = files.filter((file) => file.mode !== '120000' && !file.diskPath.includes('\n'));
  let next = 0;
  await git.stream(['hash-object', '-w', '--no-filters', '--stdin-paths'], {
    onRecord: (sha) => {
      const file = regular[next++];
      if (file) entries.push({ mode: file.mode, sha, path: file.branchPath });
    },
    feed: async (write) => {
      let batch = '';
      for (const file of regular) {
        batch += `${file.diskPath}\n`;
        if (batch.length > 64 * 1024) {
          await write(batch);
          batch = '';
        }
      }
      if (batch) await write(batch);
    },
  });
  if (next !== regular.length) throw new Error(`git hashed ${next} of ${regular.length} files of the publish folder.`);
  for (const file of files) {
    if (file.mode === '120000') {
      entries.push({
        mode: file.mode,
        sha: await hashText(git, await fs.readlink(file.diskPath)),
        path: file.branchPath,
      });
    } else if (file.diskPath.includes('\n')) {
      const sha = await git.output(['hash-object', '-w', '--no-filters', '--', file.diskPath]);
      entries.push({ mode: file.mode, sha, path: file.branchPath });
    }
  }
  return entries;
}

async function hashText(git: Git, text: string): Promise<string> {
  return git.output(['hash-object', '-w', '--stdin'], { input: text });
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
 * Fetches only the tip commit and its tree (depth 1), unless we have it already, and returns the tip as fetched:
 * a branch that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
 */
async function fetchTip(git: Git, options: PublishOptions, tip: string): Promise<string> {
  const present = await git.tryExec(['cat-file', '-e', `${tip}^{commit}`]);
  if (present.exitCode === 0) return tip;
  const ref = 'refs/pages-push/tip';
  const args = [
    'fetch',
    '--quiet',
    '--depth=1',
    '--no-tags',
    options.target.url,
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

/** The tip's tree as entries, streamed from `ls-tree -r -z`. */
async function listTree(git: Git, tip: string): Promise<TreeEntry[]> {
  const entries: TreeEntry[] = [];
  await git.stream(['ls-tree', '-r', '-z', '--full-tree', tip], {
    separator: '\0',
    onRecord: (record) => {
      const tab = record.indexOf('\t');
      const [mode = '', , sha = ''] = record.slice(0, tab).split(' ');
      entries.push({ mode, sha, path: record.slice(tab + 1) });
    },
  });
  return entries;
}

/** Builds the tree from entries through a private index: no work tree, no checkout, no copy. */
async function writeTree(git: Git, entries: readonly TreeEntry[]): Promise<string> {
  await git.exec(['read-tree', '--empty']);
  await git.stream(['update-index', '-z', '--index-info'], {
    onRecord: () => undefined,
    feed: async (write) => {
      let batch = '';
      for (const entry of entries) {
        batch += `${entry.mode} ${entry.sha}\t${entry.path}\0`;
        if (batch.length > 64 * 1024) {
          await write(batch);
          batch = '';
        }
      }
      if (batch) await write(batch);
    },
  });
  return git.output(['write-tree']);
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

async function readCname(git: Git, entries: readonly TreeEntry[]): Promise<string> {
  const entry = entries.find((candidate) => candidate.path === 'CNAME');
  if (!entry) return '';
  const text = await git.tryExec(['cat-file', 'blob', entry.sha]);
  return text.exitCode === 0 ? (text.stdout.split(/\r?\n/)[0] ?? '').trim() : '';
}

/** Pushes the commit: a plain push for `keep`, a lease on the tip we saw for `replace`. */
async function push(git: Git, options: PublishOptions, commit: string, tip: string): Promise<'pushed' | 'moved'> {
  const ref = `refs/heads/${options.branch}`;
  const lease = options.history === 'replace' ? [`--force-with-lease=${ref}:${tip}`] : [];
  core.info(`Pushing ${commit.slice(0, 7)} to ${options.target.url} (${options.branch})`);
  const result = await git.remote(['push', '--porcelain', ...lease, options.target.url, `${commit}:${ref}`]);
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
