// Whether a target is on the workflow's own GitHub, the server whose API the workflow's token is for.
import type { Target } from '../git/target.js';

/** The target is served by the workflow's GitHub (`GITHUB_SERVER_URL`), reached over HTTP(S), owner/name shaped. */
export function onWorkflowServer(target: Target, serverUrl: string): boolean {
  if (target.protocol === 'ssh' || !target.owner || !target.name) return false;
  try {
    return target.origin === `${new URL(serverUrl).origin}/`;
  } catch {
    return false;
  }
}
