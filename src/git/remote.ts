// One git server, bound once to its target: every command that talks to it, and each failure explained.
import * as core from '@actions/core';
import { explainGitFailure, scrubUrls, type FailureContext } from './errors.js';
import { GitError, type Git, type GitResult } from './git.js';
import type { Target } from './target.js';

export interface RemoteState {
  branch: string;
  /** The branch tip's sha, or empty when the branch does not exist yet. */
  tip: string;
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
  async probe(branch: string | undefined): Promise<RemoteState> {
    const args = ['ls-remote', '--symref', '--', this.target.url, 'HEAD'];
    if (branch) args.push(`refs/heads/${branch}`);
    const result = await this.run(args, 'read');
    if (branch) return { branch, tip: findRef(result.stdout, `refs/heads/${branch}`) };
    // No branch named: follow the remote's default branch, whose tip is HEAD's; an empty repository gets `main`.
    const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(result.stdout);
    return { branch: symref?.[1] ?? 'main', tip: symref ? findRef(result.stdout, 'HEAD') : '' };
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

  /** Fetches the branch's tip commit and its trees only (depth 1, no blobs) into `ref` of this repository. */
  async fetchTip(branch: string, ref: string): Promise<void> {
    // Blobs stay on the server (a server without filters just sends them too).
    const args = ['fetch', '--quiet', '--depth=1', '--filter=blob:none', '--no-tags', 'origin'];
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
  async push(commit: string, branch: string, options: { leaseOn?: string }): Promise<'pushed' | 'moved'> {
    const ref = `refs/heads/${branch}`;
    const lease = options.leaseOn === undefined ? [] : [`--force-with-lease=${ref}:${options.leaseOn}`];
    core.info(`Pushing ${commit.slice(0, 7)} to ${this.target.url} (${branch})`);
    // No thin pack: its deltas against the server's copies would need the old blobs, which are not fetched.
    const result = await this.git.remote(['push', '--porcelain', '--no-thin', ...lease, 'origin', `${commit}:${ref}`]);
    if (result.exitCode === 0) return 'pushed';
    const output = `${result.stdout}\n${result.stderr}`;
    if (
      /\[rejected\].*\((fetch first|non-fast-forward|stale info)\)|failed to lock|cannot lock ref|failed to update ref/.test(
        output,
      )
    ) {
      return 'moved';
    }
    const failure = this.explain(output, { action: 'push', branch });
    if (failure.kind === 'other' && output.includes('[remote rejected]')) {
      // A server-side hook said no: its own words are the reason, and trying again would not change them.
      const said = output
        .split('\n')
        .filter((line) => line.startsWith('remote:'))
        .map((line) => line.slice('remote:'.length).trim())
        .filter((line) => line !== '');
      const reason = /\[remote rejected\][^(]*\(([^)]*)\)/.exec(output)?.[1] ?? 'refused';
      throw new GitError(
        'other',
        `The server refused the push to "${branch}" of ${this.target.url} (${reason}); nothing was pushed.` +
          (said.length > 0 ? ` It said:\n${scrubUrls(said.join('\n'))}` : `\ngit said: ${scrubUrls(output.trim())}`),
      );
    }
    throw failure;
  }

  /** Runs a command that talks to the server; a non-zero exit throws, explained. */
  private async run(args: readonly string[], action: FailureContext['action']): Promise<GitResult> {
    const result = await this.git.remote(args);
    if (result.exitCode !== 0) throw this.explain(result.stderr, { action });
    return result;
  }

  private explain(output: string, context: Pick<FailureContext, 'action' | 'branch'>): GitError {
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

/** `git check-ref-format --branch`, so a bad branch fails before any work with a message naming where it came from. */
export async function checkBranchName(git: Git, branch: string, source: string): Promise<void> {
  const result = await git.tryExec(['check-ref-format', '--branch', branch]);
  const problem = branchNameProblem(branch);
  if (result.exitCode !== 0 || problem) {
    throw new Error(
      `${source} "${branch}" is not a valid git branch name: ${problem || 'git refuses it'}. Use a name such as ` +
        '"gh-pages" or "main".',
    );
  }
}

// eslint-disable-next-line no-control-regex -- control characters are among the things git refuses
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, with the characters git gives a meaning in revisions
const BAD_CHARACTER = /[\u0000-\u0020\u007f~^:?*[\\]/;

/** Why git refuses a branch name (its check-ref-format rules), or empty. */
export function branchNameProblem(branch: string): string {
  const character = BAD_CHARACTER.exec(branch)?.[0];
  const parts = branch.split('/');
  if (branch === '') return 'it is empty';
  if (branch.startsWith('-')) return 'it starts with "-", which git would read as an option';
  if (character !== undefined) {
    const shown = SPACE_OR_CONTROL.test(character) ? 'a space or control character' : `"${character}"`;
    return `it holds ${shown}`;
  }
  if (branch.includes('..')) return 'it holds ".."';
  if (branch.includes('@{')) return 'it holds "@{"';
  if (branch === '@') return 'it is "@"';
  if (parts.some((part) => part === '')) return 'it starts or ends with "/", or holds "//"';
  if (parts.some((part) => part.startsWith('.'))) return 'a part of it starts with "."';
  if (parts.some((part) => part.endsWith('.lock'))) return 'a part of it ends with ".lock"';
  if (branch.endsWith('.')) return 'it ends with "."';
  return '';
}
