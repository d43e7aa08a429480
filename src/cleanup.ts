// The post step: for a main step that died before its end (killed, cancelled), stop our git commands and the
// user's commands it left running, delete the temporary refs a split push left on the remote, restore the config
// files and scrub the workspace as the main step would have (repair.ts, leftover-refs.ts, loaded only then); then
// delete the temporary folder, if it is provably the one it made. A main step that ran to its end leaves nothing to
// do: the post step loads no more than this. Never fails the job: it only warns.
import * as core from './runner.js';
import * as os from 'node:os';
import * as path from 'node:path';
import { errorMessage } from './errors.js';
import { killProvenGroups } from './process-stamps.js';
import * as state from './state.js';

export async function cleanup(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // First, so that no git of ours holding the token lives on or lands a push, and nothing a build left behind
  // writes the token again once the workspace is scrubbed.
  const gits = await killProvenGroups(state.savedGitGroups());
  if (gits > 0) core.info(`Stopped ${gits} git command(s) of the main step's that were still running.`);
  const stopped = await killProvenGroups(state.savedUserGroups());
  if (stopped > 0) core.info(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
  const runnerTemp = path.resolve(env.RUNNER_TEMP || os.tmpdir());
  // The token among them: a main step that ended in its start over left its inputs on disk.
  const { removeLeftInputs } = await import('./reexec.js'); // its own chunk, which the main step loads too
  if (removeLeftInputs(runnerTemp) > 0)
    core.info('Deleted the inputs a main step that ended as it started left behind.');
  const tempDir = await state.provenTempDir(runnerTemp);
  if (!state.mainFinished()) {
    const uploads = state.savedUploads();
    if (uploads.length > 0) {
      try {
        const { removeLeftRefs } = await import('./leftover-refs.js');
        await removeLeftRefs(uploads, runnerTemp);
      } catch (error) {
        core.warning(`Could not delete the temporary refs the main step left: ${errorMessage(error)}`);
      }
    }
    try {
      const { repair } = await import('./repair.js');
      await repair(tempDir);
    } catch (error) {
      core.warning(`Could not restore the site config: ${errorMessage(error)}`);
    }
  }
  if (tempDir) await state.removeTempDir(tempDir);
}
