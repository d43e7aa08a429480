// The post step: for a main step that died before its end (killed, cancelled), stop the user's commands it left
// running, restore the config files and scrub the workspace as the main step would have; then delete the temporary
// folder, if it is provably the one it made. Never fails the job: it only warns.
import * as core from '@actions/core';
import * as os from 'node:os';
import * as path from 'node:path';
import { secretForms } from './credentials.js';
import { errorMessage } from './errors.js';
import { leakContext, scrubWorkspace } from './leaks.js';
import { killProvenGroups } from './process-stamps.js';
import { readSettings } from './settings.js';
import { restoreFiles } from './site/placeholder.js';
import * as state from './state.js';

export async function cleanup(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // First, so that nothing a build left behind writes the token again once the workspace is scrubbed.
  const stopped = await killProvenGroups(state.savedUserGroups());
  if (stopped > 0) core.info(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
  const tempDir = await state.provenTempDir(path.resolve(env.RUNNER_TEMP || os.tmpdir()));
  if (!state.mainFinished()) {
    try {
      await repair(tempDir);
    } catch (error) {
      core.warning(`Could not restore the site config: ${errorMessage(error)}`);
    }
  }
  if (tempDir) await state.removeTempDir(tempDir);
}

async function repair(tempDir: string | undefined): Promise<void> {
  const settings = readSettings();
  // Only what the main step saved: backups in its own folder, config files in the workspace.
  const substitutions = state
    .savedSubstitutions()
    .filter(({ file, backup }) => tempDir && isInside(tempDir, backup) && isInside(settings.workspace, file));
  if (substitutions.length > 0) {
    await restoreFiles(substitutions);
    core.info(`Restored ${substitutions.length} config file(s) the main step had not restored.`);
  }
  await scrubWorkspace(leakContext(settings, secretForms(settings)), []);
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
