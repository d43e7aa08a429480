// What the post step does for a main step that died before its end (killed, cancelled): restore the config files
// and scrub the workspace as the main step would have.
import * as core from './runner.js';
import * as path from 'node:path';
import { secretForms } from './credentials.js';
import { leakContext, scrubWorkspace } from './leaks.js';
import { readSettings } from './settings.js';
import { restoreFiles } from './site/placeholder.js';
import * as state from './state.js';

export async function repair(tempDir: string | undefined): Promise<void> {
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
