// The first contact with the server, before any build time is spent: the token or key, the target's name, the
// branch and its tip. A wrong one fails here in seconds, not after the build.
import { mayWritePreview } from '../inputs/preview.js';
import * as core from '../shared/runner.js';
import { mkdtempSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { Connection } from './connection.js';
import { addOrigin, initBare } from '../git/bare.js';
import type { CredentialOwner } from '../credentials/owner.js';
import {
  checkBranchNameWithGit,
  refuseBadBranchName,
  tagExistsMessage,
  type Remote,
  type RemoteState,
} from '../git/remote.js';
import { retryNetwork } from '../git/retry.js';
import type { Destination } from '../git/destination.js';
import { prefetchTip, type PrefetchedTip } from '../git/tip.js';
import type { Settings } from '../inputs/settings.js';
import { mark } from '../shared/timings.js';

type CheckSettings = Pick<Settings, 'attempts' | 'branch' | 'targetDir' | 'source' | 'workspace' | 'tag' | 'preview'>;

/**
 * The branch as the check saw it, and its tip (with its commit and trees, for our own push); `skip` says why this
 * run has nothing to do (see below).
 */
export interface CheckedBranch extends RemoteState {
  skip?: string;
  prefetched?: PrefetchedTip;
}

/** A target to check: where it is, and how it is reached. */
export interface TargetToCheck {
  connection: Connection;
  destination: Destination;
}

/** A checked target: where it is, how it is reached, and its branch as the check saw it. */
export type CheckedTarget = TargetToCheck & { branchState: CheckedBranch };

/** What a deployer's check does (see deploy/deployer.ts): the check itself asks no mode. */
export interface CheckHow {
  /** What gave the branch, for the message when it is not a valid name. */
  branchSource: string;
  /** Whether the target is read at all: a deploy command of the user's own pushes where it likes. */
  reads: boolean;
  /** Whether the tip's commit and trees are fetched with the check (our own push builds on them). */
  prefetch: boolean;
  /** The job's cancel (see index.ts): no credential is opened after it. */
  signal: AbortSignal;
}

/** Connects to every destination (see connection.ts) and checks each in turn (see `checkTarget`), the first first. */
export async function checkDestinations(
  destinations: readonly [Destination, ...Destination[]],
  credentials: CredentialOwner,
  settings: CheckSettings & Pick<Settings, 'networkTimeoutMs'>,
  how: CheckHow & { workDir: string },
): Promise<[CheckedTarget, ...CheckedTarget[]]> {
  mark('checking');
  const options = { baseEnv: process.env, cwd: how.workDir, stallMs: settings.networkTimeoutMs, signal: how.signal };
  const connect = (destination: Destination): TargetToCheck => ({
    destination,
    connection: Connection.to(credentials, destination, options),
  });
  const [first, ...more] = destinations;
  return checkTargets([connect(first), ...more.map(connect)], settings, how);
}

/** Checks every target in turn (see `checkTarget`), the first first. */
export async function checkTargets(
  targets: readonly [TargetToCheck, ...TargetToCheck[]],
  settings: CheckSettings,
  how: CheckHow,
): Promise<[CheckedTarget, ...CheckedTarget[]]> {
  const [first, ...others] = targets;
  const checked: [CheckedTarget, ...CheckedTarget[]] = [
    { ...first, branchState: await checkTarget(first.connection, first.destination, settings, how) },
  ];
  for (const other of others) {
    checked.push({ ...other, branchState: await checkTarget(other.connection, other.destination, settings, how) });
  }
  return checked;
}

/**
 * Checks the branch name, then, when the deployer reads the target (`how.reads`), reads its branch and tip, and
 * whether the credentials may push, with them open. A deploy command of the user's own gets the branch as planned
 * and no tip.
 */
export async function checkTarget(
  connection: Connection,
  destination: Destination,
  settings: CheckSettings,
  how: CheckHow,
): Promise<CheckedBranch> {
  const { branch } = destination;
  const { preview } = settings;
  if (preview && !mayWritePreview(preview)) {
    // A fork's pull request: the token of its run may only read, and pull_request_target's must not build its code.
    const why = preview.baseToken
      ? "its code is not built with the repository's token of a pull_request_target run: deploy its preview with " +
        'the `workflow_run` pair of the README ("Previews for forks\' pull requests")'
      : 'the token of such a run may only read';
    core.notice(
      `No preview for pull request #${preview.number}: it comes from a fork, and ${why}. Its preview is not ` +
        'deployed; the check of the build is up to the workflow.',
    );
    return { branch, tip: '', skip: 'a pull request from a fork gets no preview (its token may only read)' };
  }
  // A name that breaks git's rules fails at once; git's own verdict on it comes while the target is read.
  if (branch) refuseBadBranchName(branch, how.branchSource);
  const named = branch ? checkBranchNameWithGit(connection.local, branch, how.branchSource) : Promise.resolve();
  named.catch(() => undefined); // its failure is taken where it is awaited, below
  if (!how.reads) {
    await named;
    return { branch, tip: '' };
  }
  return connection.use(async (remote) => {
    // Our own push needs the tip's commit and trees: fetched in the same round trip's time as the check, when
    // the branch is known before it.
    const prefetch = (name: string): Promise<PrefetchedTip | undefined> =>
      how.prefetch ? prefetchTip(remote, connection.workDir, name) : Promise.resolve(undefined);
    const early = branch ? prefetch(branch) : undefined;
    // It never fails; whatever happens here, its git ends before the credentials close.
    try {
      // Git's verdict on the name comes first: a name it refuses is the cause of whatever failed with it.
      const where = { workDir: connection.workDir, signal: how.signal };
      const state = await probe(remote, destination, settings, where, early).finally(() => named);
      if (await isOwnTrigger(remote, connection, destination, settings, state, how.signal)) {
        return { ...state, skip: "this run was started by the deploy's own push" };
      }
      const prefetched = state.tip ? await (early ?? prefetch(state.branch)) : undefined;
      return prefetched?.sha === state.tip ? { ...state, prefetched } : state;
    } finally {
      await early;
    }
  });
}

/**
 * Reads the target's branch and tip (the default branch when none is named), and refuses the sources' branch. A
 * named branch's tip fetched meanwhile (`early`) is its tip: no `ls-remote` then, unless the fetch failed (no such
 * branch, or a failure that the ls-remote then explains) or a tag must be looked for.
 */
async function probe(
  remote: Remote,
  destination: Destination,
  settings: CheckSettings,
  { workDir, signal }: { workDir: string; signal: AbortSignal },
  early?: Promise<PrefetchedTip | undefined>,
): Promise<RemoteState> {
  const { target, branch, source } = destination;
  return core.group('Checking the target', async () => {
    core.info(`Target: ${target.url} (from ${source})`);
    // Both at once: one round trip's time.
    const ask = (): Promise<RemoteState> =>
      retryNetwork(settings.attempts, 'reading the target', signal, () =>
        remote.probe(branch || undefined, { tag: settings.tag }),
      );
    const reading =
      early && branch && !settings.tag
        ? early.then((fetched): RemoteState | Promise<RemoteState> => (fetched ? { branch, tip: fetched.sha } : ask()))
        : ask();
    const writing = retryNetwork(settings.attempts, 'checking write access', signal, () => checkWrite(remote, workDir));
    const [read, write] = await Promise.allSettled([reading, writing]);
    // A failed read says more (a wrong name, a refused token) than a refused write: it is reported first.
    if (read.status === 'rejected') throw read.reason;
    if (write.status === 'rejected') throw write.reason;
    const state = read.value;
    if (state.tagExists) throw new Error(tagExistsMessage(settings.tag, target.url));
    if (settings.tag !== '' && settings.tag.toLowerCase() === state.branch.toLowerCase()) {
      throw new Error(
        `Input "tag" makes the tag "${settings.tag}", the name of the target branch: a tag and a branch of one name ` +
          'are ambiguous to git, and a run that tag starts would be taken for one on the branch. Nothing was pushed. ' +
          'Give the tag a name of its own, for example `deploy-{run}`.',
      );
    }
    const why = destination.branchRule ?? (branch ? '' : "the target's default branch");
    core.info(
      `Branch "${state.branch}"${why ? ` (${why})` : ''}: ` +
        (state.tip ? `tip ${state.tip.slice(0, 7)}` : 'does not exist yet; the deploy creates it'),
    );
    for (const note of destination.notes ?? []) core.info(note);
    if (destination.warning) core.warning(destination.warning);
    if (destination.branchRule && !state.tip && state.defaultBranch && state.defaultBranch !== state.branch) {
      core.warning(
        `The deploy creates the branch "${state.branch}" on ${target.url}, whose default branch is ` +
          `"${state.defaultBranch}": ${destination.branchRule}, as hexo deploy would. If GitHub Pages serves ` +
          `"${state.defaultBranch}", set \`branch: ${state.defaultBranch}\` in _config.yml's deploy (or the "branch" input).`,
      );
    }
    return state;
  });
}

/** Asks the server whether the credentials may push (see `Remote.checkWrite`), from an empty repository of ours. */
async function checkWrite(remote: Remote, workDir: string): Promise<void> {
  // Made at once (see bare.ts): its git starts without waiting for the event loop.
  const scratch = mkdtempSync(path.join(workDir, 'write-check-'));
  try {
    initBare(scratch);
    await remote.checkWrite(scratch);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Publishing over the branch this run's sources came from would replace them. But a run on the target branch is
 * most often the one the deploy's own push started (a push with a personal access token starts workflows): the
 * run checked out the sources from another branch, and has nothing to do. That run ends green at once, saying how
 * to stop such runs; a workspace that really holds the target branch (its tip, an older commit of it, or a tree
 * published there) is refused.
 */
async function isOwnTrigger(
  remote: Remote,
  connection: Connection,
  destination: Destination,
  settings: CheckSettings,
  branchState: RemoteState,
  signal: AbortSignal,
): Promise<boolean> {
  const { target } = destination;
  if (!target.sameRepository || settings.targetDir || branchState.branch !== settings.source.refName) return false;
  if (settings.source.refType === 'tag') {
    // A tag of the branch's name: this run's sources cannot be told from the branch by name, and a run the
    // deploy's own push started must not be taken for one on other sources.
    throw new Error(
      `This run was started by the tag "${settings.source.refName}", which has the name of the target branch in the ` +
        'same repository: pages-push cannot tell its sources from the branch it would publish over, so nothing was ' +
        'pushed. Rename the tag (tags and branches of one name are ambiguous to git), or set "branch" to another branch.',
    );
  }
  const head = await connection.local.tryExec(['-C', settings.workspace, 'rev-parse', 'HEAD^{commit}', 'HEAD^{tree}']);
  const [workspaceHead = '', workspaceTree = ''] = head.exitCode === 0 ? head.stdout.trim().split('\n') : [];
  let held = workspaceHead && workspaceHead === branchState.tip ? ', and the workspace holds its tip' : '';
  if (settings.source.eventName === 'push' && workspaceHead !== '' && !held) {
    const workspace = { commit: workspaceHead, tree: workspaceTree };
    const limits = { attempts: settings.attempts, signal };
    held = await heldByBranch(remote, connection.workDir, branchState, workspace, limits);
    if (!held) {
      core.notice(
        `Nothing to deploy: this run was started by a push to "${branchState.branch}", the branch this step publishes to ` +
          `(the deploy's own push, most likely), and the workspace holds other sources (${workspaceHead.slice(0, 7)}). ` +
          "To stop these extra runs, start the workflow only for the sources' branch: " +
          '`on: push: branches: [<your sources branch>]`.',
      );
      return true;
    }
  }
  throw new Error(
    `The target branch "${branchState.branch}" is the branch this workflow runs on, in the same repository${held}` +
      ': publishing there would replace your sources with the built site. Set "branch" (for example gh-pages), or ' +
      'set "target-dir" to publish into a folder of that branch. If your sources are on another branch, check them ' +
      'out from there (`actions/checkout` with `ref:`).',
  );
}

/**
 * Whether the workspace's commit is in the target branch's history, or has the tree of one of its commits: then
 * the workspace holds that branch (an older commit of it), not other sources. Says how, for the refusal; empty
 * when it does not. Reads the branch's commits only (no trees, no files), in a scratch repository.
 */
async function heldByBranch(
  remote: Remote,
  workDir: string,
  branchState: RemoteState,
  head: { commit: string; tree: string },
  { attempts, signal }: { attempts: number; signal: AbortSignal },
): Promise<string> {
  if (!branchState.tip) return '';
  const scratch = await fs.mkdtemp(path.join(workDir, 'own-trigger-'));
  try {
    initBare(scratch);
    await addOrigin(scratch, remote.target.url);
    const history = remote.from(scratch);
    const ref = 'refs/pages-push/target';
    await retryNetwork(attempts, 'reading the target branch', signal, () =>
      history.fetchHistory(branchState.branch, ref, { depth: 'all', filter: 'tree:0' }),
    );
    const log = await history.git.exec(['log', '--format=%H %T', ref]);
    for (const line of log.stdout.split('\n')) {
      const [commit = '', tree = ''] = line.split(' ');
      if (commit === head.commit) return `, and the workspace holds an older commit of it (${commit.slice(0, 7)})`;
      if (tree === head.tree) return `, and the workspace holds a tree published there (by ${commit.slice(0, 7)})`;
    }
    return '';
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
