// Our own git processes (and the helpers they start: git-remote-http, send-pack, ssh): each runs in a session of
// its own, saved in the state while it runs, so that the post step of a main step killed outright kills it before
// anything else. Orphaned, it would hold the token in its environment and could still land a push.
import type { ChildProcess } from 'node:child_process';
import { groupStamp, type GroupStamp } from './process-stamps.js';
import { saveGitGroups } from '../shared/state.js';

const running = new Map<ChildProcess, GroupStamp>();

/** Records `child` (spawned detached: it leads a session of its own) until it exits. */
export function trackOwnProcess(child: ChildProcess): void {
  // Outside a runner's step (no state file: a test of the git wrapper, say) there is no post step to tell.
  if (child.pid === undefined || process.platform === 'win32' || !process.env.GITHUB_STATE) return;
  const stamp = groupStamp(child.pid);
  if (!stamp) return;
  running.set(child, stamp);
  saveGitGroups([...running.values()]);
  child.once('exit', () => {
    running.delete(child);
    saveGitGroups([...running.values()]);
  });
}
