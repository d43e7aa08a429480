// Sends a deploy larger than "push-size-limit" in parts: the new files in groups under the limit, each pushed to a
// temporary ref, so that the branch's own push carries only its folders; the temporary refs go when the deploy ends.
import * as core from '../shared/runner.js';
import { formatBytes } from '../shared/bytes.js';
import { errorMessage } from '../shared/errors.js';
import { throwIfCancelled } from '../processes/processes.js';
import { saveUploads, type SavedUploads } from '../shared/state.js';
import { GitError, type Git } from '../git/git.js';
import type { Remote } from '../git/remote.js';
import type { Stored } from '../git/store.js';
import { ANSWERED, deleteWhenLanded, type Landing } from './late-refs.js';

/** What a pack holds besides its objects: a 12-byte header and a 20-byte checksum. */
const PACK_FRAME = 32;
/** A commit of ours (the deploy's, with a long message, or a part's), with its pack entry: at most this. */
const COMMIT_BYTES = 4096;
/** One file in a part's tree: `100644 <id in hex>\0<id>`, which compression barely shrinks. */
const TREE_ENTRY_BYTES = 68;

/** A group of new files pushed together, to a temporary ref, and what its push sends, at most. */
export interface Part {
  blobs: string[];
  bytes: number;
}

/** How a deploy reaches the server: its parts first (none when one push carries it), then the branch. */
export interface SplitPushes {
  /** What one push of all the new objects would send. */
  bytes: number;
  parts: Part[];
}

/**
 * The pushes a deploy takes under `limit` bytes a push. The sizes are those of the objects in the pack that
 * stored them, which a push sends as they are (git reuses the compressed data; deltas it finds only shrink it).
 */
export function splitPushes(stored: Omit<Stored, 'counts'>, limit: number): SplitPushes {
  const blobBytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, 0);
  const bytes = PACK_FRAME + COMMIT_BYTES + stored.treeBytes + blobBytes;
  return { bytes, parts: bytes <= limit ? [] : partition(stored.blobs, limit) };
}

/**
 * Groups the blobs, in order (the site's, so a part holds neighbouring files), into parts whose push stays under
 * `limit` bytes, each filled before the next starts. A blob over the limit by itself makes a part of its own,
 * which the server may still refuse (GitHub takes files of up to 100 MiB only; the stage refused larger ones).
 */
export function partition(blobs: readonly { sha: string; bytes: number }[], limit: number): Part[] {
  const parts: Part[] = [];
  let part: Part | undefined;
  for (const blob of blobs) {
    const bytes = blob.bytes + TREE_ENTRY_BYTES;
    if (!part || (part.blobs.length > 0 && part.bytes + bytes > limit)) {
      part = { blobs: [], bytes: PACK_FRAME + COMMIT_BYTES };
      parts.push(part);
    }
    part.blobs.push(blob.sha);
    part.bytes += bytes;
  }
  return parts;
}

/** The log's account of a plan: nothing for one push, else why and how the deploy is split. */
export function describeSplit(plan: SplitPushes, limit: number): string {
  if (plan.parts.length === 0) return '';
  return (
    `The new objects come to ${formatBytes(plan.bytes)}, over "push-size-limit" (${formatBytes(limit)}): ` +
    `they go in ${plan.parts.length} parts, each to a temporary ref, then the branch moves in a last push ` +
    `(${plan.parts.length + 1} pushes).`
  );
}

/**
 * The temporary refs of one publish, under a name no other deploy uses. Every attempt adds to them (a part pushed
 * once is not sent again: the server advertises it, and git sends only what it lacks), and they are deleted once,
 * when the publish ends, whether it landed or not.
 */
/** The temporary refs of this step's publishes not deleted yet: what the post step of a killed main step deletes. */
const pending: SavedUploads[] = [];

/** The prefixes a publish's temporary refs may have on the server: its own refs, or branches (see `choosePrefix`). */
export function uploadPrefixes(id: string): [own: string, branches: string] {
  return [`refs/pages-push/upload/${id}/`, `refs/heads/pages-push/upload/${id}/`];
}

export class Uploads {
  private readonly id = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
  /**
   * The ref of the push started last, until the server has it or refused it: a push cut short may still land it
   * (see `deleteWhenLanded`), so the publish's end and the post step wait for it.
   */
  private landing: Landing | undefined;
  /** Where the temporary refs go (see `choosePrefix`); empty until a first ref landed there. */
  private prefix = '';
  private count = 0;
  /** The server the parts went to (every attempt's is the same). */
  private remote: Remote | undefined;
  /** The commits of the parts this attempt pushed. */
  private partCommits: string[] = [];

  constructor(
    private readonly branch: string,
    /** The job's cancel (see index.ts). */
    private readonly signal: AbortSignal,
  ) {}

  /**
   * Pushes each part as a commit of its own (a tree of its files, named by their ids, no parent) to a temporary
   * ref. `git` is the temporary repository's, with the deploy's identity for the commits.
   */
  async send(parts: readonly Part[], git: Git, remote: Remote, limit: number): Promise<void> {
    this.partCommits = [];
    throwIfCancelled(this.signal);
    if (parts.length === 0) return;
    for (const [index, part] of parts.entries()) {
      // A cancelled job starts no further upload; the refs made so far are deleted on the way out.
      throwIfCancelled(this.signal);
      const tree = await git.output(['mktree'], {
        input: part.blobs.map((sha) => `100644 blob ${sha}\t${sha}\n`).join(''),
      });
      const message = `pages-push: part ${index + 1} of ${parts.length} of a deploy to ${this.branch}, deleted after it`;
      const commit = await git.output(['commit-tree', tree, '-m', message]);
      const ref = await this.newRef(git, remote);
      const files = `${part.blobs.length} file ${part.blobs.length === 1 ? 'content' : 'contents'}`;
      core.info(`Part ${index + 1} of ${parts.length}: ${files}, at most ${formatBytes(part.bytes)}, to ${ref}`);
      this.land(ref, part.bytes);
      try {
        await remote.pushRef(commit, ref, this.branch);
      } catch (error) {
        if (error instanceof GitError && ANSWERED.has(error.kind)) this.land(undefined);
        throw explainRefused(error, part.bytes, limit);
      }
      this.partCommits.push(commit);
    }
  }

  /**
   * A commit to push with the branch, to a temporary ref, whose parents are the parts' commits and `onServer`, the
   * old branch's commits whose trees the new one uses without having them as ancestors (a shortened or replaced
   * history's, see history.ts); none when there is neither. git counts as the server's only what the pushed commits
   * reach through their parents: without it, a new branch's push would send every file of the parts again (a
   * server's limit refuses it), and a new root commit every unchanged file, which is not here to send.
   */
  async edges(git: Git, onServer: readonly string[]): Promise<string | undefined> {
    if (this.partCommits.length === 0 && onServer.length === 0) return undefined;
    const emptyTree = await git.output(['mktree'], { input: '' });
    const parents = [...onServer, ...this.partCommits].flatMap((sha) => ['-p', sha]);
    const message = `pages-push: what the server has of a deploy to ${this.branch}, deleted after it`;
    return git.output(['commit-tree', emptyTree, ...parents, '-m', message]);
  }

  /**
   * A new temporary ref of this publish on `remote` (a part's, or the one a rewrite of the history pushes with the
   * branch), under the prefix the server takes, chosen on first use; it is deleted with the others at the end.
   */
  async newRef(git: Git, remote: Remote): Promise<string> {
    this.remote = remote;
    // Its push follows: none starts after the cancel.
    throwIfCancelled(this.signal);
    if (!this.prefix) {
      // Saved before the first ref is pushed: a step killed from here on leaves them to its post step.
      pending.push({ url: remote.target.url, id: this.id });
      saveUploads(pending);
      this.prefix = await this.choosePrefix(git, remote);
    }
    this.count += 1;
    const ref = `${this.prefix}${this.count}`;
    // Its push follows (the branch's, with the edges; a signed commit's objects): noted as landing until the end.
    this.land(ref, COMMIT_BYTES);
    return ref;
  }

  /** Notes the ref a push is about to land (or none), where the post step of a killed main step reads it. */
  private land(ref: string | undefined, bytes = 0): void {
    this.landing = ref === undefined ? undefined : { ref, bytes };
    const saved = pending.find((each) => each.id === this.id);
    if (!saved) return;
    if (this.landing) saved.landing = this.landing;
    else delete saved.landing;
    saveUploads(pending);
  }

  /**
   * Deletes every temporary ref this publish made, in one push. The deploy's outcome stands whatever happens here:
   * a failure is a warning that says how to delete them by hand.
   */
  async remove(): Promise<void> {
    const remote = this.remote;
    if (!remote) return;
    // Before a prefix was chosen (its first push failed, or the job was cancelled while it ran), either may hold one.
    const prefixes = this.prefix ? [this.prefix] : uploadPrefixes(this.id);
    let refs: string[] | undefined;
    try {
      // Asked, not assumed: a part whose push failed may or may not have landed.
      refs = [];
      for (const prefix of prefixes) refs.push(...(await remote.refsUnder(prefix)));
      if (refs.length > 0) await remote.deleteRefs(refs, this.branch);
      // A push cut short (a cancel) may land its ref after this listing: waited for, as the server lands it.
      const landing = this.landing;
      if (landing && !refs.includes(landing.ref) && (await deleteWhenLanded(remote, landing, this.branch))) {
        refs.push(landing.ref);
      }
      if (refs.length > 0) {
        const under = prefixes.join(' and ');
        core.info(`Deleted the ${refs.length} temporary ${refs.length === 1 ? 'ref' : 'refs'} under ${under}.`);
      }
      this.forget();
    } catch (error) {
      const patterns = prefixes.map((prefix) => `'${prefix}*'`).join(' ');
      const how = refs?.length
        ? `\`git push ${remote.target.url} --delete ${refs.join(' ')}\``
        : `\`git push ${remote.target.url} --delete <ref>\` for each ref \`git ls-remote ${remote.target.url} ${patterns}\` lists`;
      core.warning(
        `Could not delete the temporary refs under ${prefixes.join(' and ')} on ${remote.target.url}: ${errorMessage(error)}\n` +
          `They hold only files of this deploy; delete them with ${how}.`,
      );
    }
  }

  /** Takes this publish's refs off the list the post step would delete: they are deleted, or were never made. */
  private forget(): void {
    const index = pending.findIndex((saved) => saved.id === this.id);
    if (index === -1) return;
    pending.splice(index, 1);
    saveUploads(pending);
  }

  /**
   * Refs of our own (`refs/pages-push/upload/<id>/`) on GitHub are no branch: no push event, no workflow run, no
   * branch rule, nothing in the branch list. A server that takes only branches and tags refuses them, and then
   * the parts go to branches (`refs/heads/pages-push/upload/<id>/`). An empty commit pushed first tells which, in
   * one round trip, before a part is uploaded; it is deleted with the parts.
   */
  private async choosePrefix(git: Git, remote: Remote): Promise<string> {
    const tree = await git.output(['mktree'], { input: '' });
    const commit = await git.output(['commit-tree', tree, '-m', `pages-push: the parts of a deploy to ${this.branch}`]);
    const [own, branches] = uploadPrefixes(this.id);
    try {
      this.land(`${own}0`);
      await remote.pushRef(commit, `${own}0`, this.branch);
      return own;
    } catch (error) {
      if (!(error instanceof GitError) || error.kind !== 'other') throw error;
      this.land(undefined); // refused: the server's answer
      core.info(
        `The server refused a ref under refs/pages-push/: the temporary refs go to branches under ${branches}.`,
      );
    }
    try {
      this.land(`${branches}0`);
      await remote.pushRef(commit, `${branches}0`, this.branch);
      return branches;
    } catch (error) {
      if (!(error instanceof GitError) || error.kind !== 'other') throw error;
      throw new GitError(
        'other',
        `${error.message}\nA deploy over "push-size-limit" (sent in parts), or one that rewrites the history ` +
          '("history" as a number or "replace"), needs temporary refs, and the server refused them (under refs/pages-push/ and ' +
          'refs/heads/pages-push/): allow the token to create such refs, or raise "push-size-limit" to what the ' +
          'server takes in one push, or set "history: keep".',
      );
    }
  }
}

/** A push the server refused as too large, with what it sent and the limit it was sent under. */
export function explainRefused(error: unknown, bytes: number, limit: number): unknown {
  if (!(error instanceof GitError) || error.kind !== 'push-too-large') return error;
  // After the cause and the fix, before git's own words.
  const at = error.message.indexOf('\ngit said:');
  const fix = at === -1 ? error.message : error.message.slice(0, at);
  const sent = `(This push sent at most ${formatBytes(bytes)}; "push-size-limit" is ${formatBytes(limit)}.)`;
  return new GitError(error.kind, `${fix} ${sent}${at === -1 ? '' : error.message.slice(at)}`);
}
