// One git server, bound once to its target: every command that talks to it, and each failure explained.
import * as core from '../shared/runner.js';
import { explainGitFailure, scrubUrls, type FailureContext } from './errors.js';
import { GitError, type Git, type GitResult } from './git.js';
import { refNameProblem } from './refname.js';
import type { Target } from './target.js';

export interface RemoteState {
  branch: string;
  /** The branch tip's sha, or empty when the branch does not exist yet. */
  tip: string;
  /** The `tag` input's tag is on the server already. */
  tagExists?: boolean;
  /** The remote's default branch (its HEAD), when it has one: the branch GitHub Pages serves a user site from. */
  defaultBranch?: string;
}

export class Remote {
  constructor(
    readonly git: Git,
    readonly target: Target,
    /** The deploy key's `SHA256:…`, so a refused key can be matched with the target's deploy keys. */
    private readonly keyFingerprint?: string,
  ) {}

  /** The same server, reached from the repository at `gitDir` (its `origin` is the target). */
  from(gitDir: string): Remote {
    return new Remote(this.git.with({ GIT_DIR: gitDir }), this.target, this.keyFingerprint);
  }

  /**
   * Asks for the branch's tip, and for the default branch when the branch follows the remote's (a
   * `<owner>.github.io` target). This is the first contact with the server: a wrong token or name fails here,
   * before any build time is spent.
   */
  async probe(branch: string | undefined, options: { tag?: string } = {}): Promise<RemoteState> {
    const args = ['ls-remote', '--symref', '--', this.target.url, 'HEAD'];
    if (branch) args.push(`refs/heads/${branch}`);
    // The tag the deploy will make, asked in the same round trip: one that exists already fails before the build.
    if (options.tag) args.push(`refs/tags/${options.tag}`);
    const result = await this.run(args, 'read');
    const tagged = options.tag && findRef(result.stdout, `refs/tags/${options.tag}`) ? { tagExists: true } : {};
    const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(result.stdout);
    if (branch) {
      const head = symref?.[1] ? { defaultBranch: symref[1] } : {};
      return { branch, tip: findRef(result.stdout, `refs/heads/${branch}`), ...head, ...tagged };
    }
    // No branch named: follow the remote's default branch, whose tip is HEAD's; an empty repository gets `main`.
    return { branch: symref?.[1] ?? 'main', tip: symref ? findRef(result.stdout, 'HEAD') : '', ...tagged };
  }

  /**
   * Whether the credentials may push, asked before any build time is spent: a dry-run push (of a deletion, so
   * nothing is sent) from the empty repository at `gitDir` makes the server check them on its receive-pack, which
   * refuses a token or key that may only read (HTTP 401/403, a read-only deploy key).
   */
  async checkWrite(gitDir: string): Promise<void> {
    const probe = ':refs/heads/pages-push/write-check';
    const args = ['push', '--dry-run', '--porcelain', '--', this.target.url, probe];
    const result = await this.git.with({ GIT_DIR: gitDir }).remote(args);
    if (result.exitCode !== 0) throw this.explain(`${result.stdout}\n${result.stderr}`, { action: 'push' });
  }

  /** The branch's tip now, or empty when it does not exist. */
  async tip(branch: string): Promise<string> {
    const ref = `refs/heads/${branch}`;
    const result = await this.run(['ls-remote', '--', this.target.url, ref], 'read');
    return findRef(result.stdout, ref);
  }

  /**
   * Fetches the branch's tip commit and its trees only (depth 1, no blobs) into `ref` of this repository, from its
   * `origin`, or from the target itself into a repository that has no remote (`asPack`: kept as one pack, never
   * unpacked into loose objects, for the target check's prefetch; see tip.ts).
   */
  async fetchTip(branch: string, ref: string, options: { asPack?: boolean } = {}): Promise<void> {
    const prefix = options.asPack ? ['-c', 'fetch.unpackLimit=1', '-c', `remote.origin.url=${this.target.url}`] : [];
    // Blobs stay on the server (a server without filters just sends them too).
    const args = [...prefix, 'fetch', '--quiet', '--depth=1', '--filter=blob:none', '--no-tags', 'origin'];
    await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
  }

  /**
   * A blob that a tree fetched without blobs names, read from the target: git fetches it from the partial
   * repository's promisor remote, the target itself (a fetch of the blob by its id would fail git's check of what
   * it got, in a shallow repository).
   */
  async readBlob(id: string): Promise<string> {
    return (await this.run(['-c', `remote.origin.url=${this.target.url}`, 'cat-file', 'blob', id], 'read')).stdout;
  }

  /**
   * Fetches the branch's last `depth` commits (or all of them) into `ref`, with what `filter` lets through: their
   * trees (`blob:none`), or the commits alone (`tree:0`).
   */
  async fetchHistory(
    branch: string,
    ref: string,
    options: { depth: number | 'all'; filter: 'blob:none' | 'tree:0' },
  ): Promise<void> {
    // git's own --unshallow is this depth, but refuses a repository that is not shallow.
    const depth = options.depth === 'all' ? 2147483647 : options.depth;
    const args = ['fetch', '--quiet', `--depth=${depth}`, `--filter=${options.filter}`, '--no-tags', 'origin'];
    await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
  }

  /** Clones the branch into `dir`: its tip only, or its whole history. */
  async clone(branch: string, dir: string, options: { fullHistory: boolean }): Promise<void> {
    const depth = options.fullHistory ? [] : ['--depth=1'];
    const args = ['clone', '--quiet', ...depth, '--single-branch', '--no-tags', '--branch', branch];
    await this.run([...args, '--', this.target.url, dir], 'read');
  }

  /**
   * Pushes `commit` to the branch from this repository's `origin`: a plain push, or one with a lease on the tip
   * that was read. 'moved' when the branch moved meanwhile; any other refusal throws, explained.
   */
  async push(
    commit: string,
    branch: string,
    options: { leaseOn?: string; tag?: string; edges?: { commit: string; ref: string }; rewrite?: string },
  ): Promise<'pushed' | 'moved'> {
    const ref = `refs/heads/${branch}`;
    const lease = options.leaseOn === undefined ? [] : [`--force-with-lease=${ref}:${options.leaseOn}`];
    // The commit that names the kept trees goes with the branch, to a temporary ref (see branch/history.ts), deleted later.
    const refspecs = [
      `${commit}:${ref}`,
      ...(options.tag ? [`refs/tags/${options.tag}:refs/tags/${options.tag}`] : []),
      ...(options.edges ? [`${options.edges.commit}:${options.edges.ref}`] : []),
    ];
    // Several refs go in one atomic push: all land, or none.
    const atomic = refspecs.length > 1 ? ['--atomic'] : [];
    core.info(
      `Pushing ${commit.slice(0, 7)} to ${this.target.url} (${branch}${options.tag ? `, tag ${options.tag}` : ''})`,
    );
    // No thin pack: its deltas against the server's copies would need the old blobs, which are not fetched.
    const args = ['push', '--porcelain', '--no-thin', ...atomic, ...lease, 'origin', ...refspecs];
    const result = await this.git.remote(args);
    if (result.exitCode === 0) return 'pushed';
    const output = `${result.stdout}\n${result.stderr}`;
    if (options.tag && output.includes('(already exists)')) {
      throw new GitError('other', tagExistsMessage(options.tag, this.target.url));
    }
    if (
      /\[rejected\].*\((fetch first|non-fast-forward|stale info)\)|failed to lock|cannot lock ref|failed to update ref/.test(
        output,
      )
    ) {
      return 'moved';
    }
    throw this.refusal(output, branch, `the push to "${branch}"`, undefined, options.rewrite);
  }

  /** Pushes `commit` to a ref of its own that no one else writes (a part of a deploy, see branch/split.ts). */
  async pushRef(commit: string, ref: string, branch: string): Promise<void> {
    const result = await this.git.remote(['push', '--porcelain', '--no-thin', 'origin', `${commit}:${ref}`]);
    if (result.exitCode !== 0) throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `the push to ${ref}`);
  }

  /** The server's refs under `prefix` (ending in `/`). */
  async refsUnder(prefix: string): Promise<string[]> {
    const result = await this.run(['ls-remote', '--', this.target.url, `${prefix}*`], 'read');
    return result.stdout
      .split('\n')
      .map((line) => line.split('\t')[1] ?? '')
      .filter((ref) => ref.startsWith(prefix));
  }

  /** Deletes `refs` on the server, in one push. */
  async deleteRefs(refs: readonly string[], branch: string): Promise<void> {
    const result = await this.git.remote(['push', '--porcelain', 'origin', ...refs.map((ref) => `:${ref}`)]);
    if (result.exitCode !== 0) {
      throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `to delete ${refs.join(', ')}`, '');
    }
  }

  /**
   * A push's failure, explained; a server-side hook that said no is quoted, after what it refused (`what`, as in
   * "The server refused the push to …") and what that left (`outcome`).
   */
  private refusal(
    output: string,
    branch: string,
    what: string,
    outcome = '; nothing was pushed',
    rewrite?: string,
  ): GitError {
    const failure = this.explain(output, { action: 'push', branch, rewrite });
    if (failure.kind !== 'other' || !output.includes('[remote rejected]')) return failure;
    // Its own words are the reason, and trying again would not change them.
    const said = output
      .split('\n')
      .filter((line) => line.startsWith('remote:'))
      .map((line) => line.slice('remote:'.length).trim())
      .filter((line) => line !== '');
    const reason = /\[remote rejected\][^(]*\(([^)]*)\)/.exec(output)?.[1] ?? 'refused';
    return new GitError(
      'other',
      `The server refused ${what} of ${this.target.url} (${reason})${outcome}.` +
        (said.length > 0 ? ` It said:\n${scrubUrls(said.join('\n'))}` : `\ngit said: ${scrubUrls(output.trim())}`),
    );
  }

  /** Runs a command that talks to the server; a non-zero exit throws, explained. */
  private async run(args: readonly string[], action: FailureContext['action']): Promise<GitResult> {
    const result = await this.git.remote(args);
    if (result.exitCode !== 0) throw this.explain(result.stderr, { action });
    return result;
  }

  private explain(output: string, context: Pick<FailureContext, 'action' | 'branch' | 'rewrite'>): GitError {
    return explainGitFailure(output, { target: this.target, keyFingerprint: this.keyFingerprint, ...context });
  }
}

/** The sha `ls-remote` printed for `ref`, or empty. */
export function findRef(lsRemoteOutput: string, ref: string): string {
  for (const line of lsRemoteOutput.split('\n')) {
    const [sha, name] = line.split('\t');
    if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return '';
}

/** The message for a `tag` that is on the server already: tags are never moved. */
export function tagExistsMessage(tag: string, url: string): string {
  return (
    `The tag "${tag}" exists already on ${url}, and pages-push never moves a tag: nothing was pushed. Make the ` +
    '"tag" input differ for each deploy (`site-{sha}`, or `deploy-{run}-{attempt}`: "Re-run jobs" keeps the run\'s ' +
    'number, and only `{attempt}` changes), or delete the old tag.'
  );
}

/**
 * Refuses, before any work, a branch name that breaks git's rules (see refNameProblem), with a message naming
 * where it came from.
 */
export function refuseBadBranchName(branch: string, source: string): void {
  const problem = refNameProblem(branch);
  if (problem) throw badBranchName(branch, source, problem);
}

/** Git's own verdict on a branch name (`git check-ref-format --branch`), for a rule refNameProblem may lack. */
export async function checkBranchNameWithGit(git: Git, branch: string, source: string): Promise<void> {
  const result = await git.tryExec(['check-ref-format', '--branch', branch]);
  if (result.exitCode !== 0) throw badBranchName(branch, source, 'git refuses it');
}

function badBranchName(branch: string, source: string, problem: string): Error {
  return new Error(
    `${source} "${branch}" is not a valid git branch name: ${problem}. Use a name such as "gh-pages" or "main".`,
  );
}
