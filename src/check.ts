// The first contact with the server, before any build time is spent: the token or key, the target's name, the
// branch and its tip. A wrong one fails here in seconds, not after the build.
import * as core from '@actions/core';
import type { Connection } from './connection.js';
import { seedDeployGit } from './deploy/hexo.js';
import { checkBranchName, type Remote, type RemoteState } from './git/remote.js';
import { retryNetwork } from './git/retry.js';
import { branchSource, type Plan } from './plan.js';
import type { Settings } from './settings.js';

type CheckSettings = Pick<Settings, 'attempts' | 'branch' | 'targetDir' | 'source' | 'userName' | 'userEmail'>;

/**
 * Checks the branch name, then, unless the user's own command pushes, reads the target's branch and tip with the
 * credentials open; for hexo deploy, .deploy_git is seeded from what was found in the same session. A deploy
 * command of the user's own gets the branch as planned and no tip.
 */
export async function checkTarget(
  connection: Connection,
  plan: Plan,
  settings: CheckSettings,
  siteRoot: string,
): Promise<RemoteState> {
  const { branch } = plan.destination;
  if (branch) await checkBranchName(connection.local, branch, branchSource(plan, settings));
  if (plan.kind === 'command') return { branch, tip: '' };
  return connection.use(async (remote) => {
    const found = await probe(remote, plan, settings);
    if (plan.kind === 'hexo') {
      const identity = { name: settings.userName, email: settings.userEmail };
      await seedDeployGit({ remote, siteRoot, ...found, identity, fullHistory: plan.targets > 1 });
    }
    return found;
  });
}

/** Reads the target's branch and tip (the default branch when none is named), and refuses the sources' branch. */
async function probe(remote: Remote, plan: Plan, settings: CheckSettings): Promise<RemoteState> {
  const { target, branch, source } = plan.destination;
  const found = await core.group('Checking the target', async () => {
    core.info(`Target: ${target.url} (from ${source})`);
    const state = await retryNetwork(settings.attempts, 'reading the target', () => remote.probe(branch || undefined));
    core.info(
      `Branch "${state.branch}"${branch ? '' : " (the target's default branch)"}: ` +
        (state.tip ? `tip ${state.tip.slice(0, 7)}` : 'does not exist yet; the deploy creates it'),
    );
    return state;
  });
  refuseSourceBranch(settings, target.sameRepository, found.branch);
  return found;
}

/** Publishing the built site over the branch the workflow's sources are on would replace the sources. */
function refuseSourceBranch(settings: CheckSettings, sameRepository: boolean, branch: string): void {
  if (sameRepository && !settings.targetDir && branch === settings.source.refName) {
    throw new Error(
      `The target branch "${branch}" is the branch this workflow runs on, in the same repository: publishing there ` +
        'would replace your sources with the built site. Set "branch" (for example gh-pages), or set ' +
        '"target-dir" to publish into a folder of that branch.',
    );
  }
}
