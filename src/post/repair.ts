// What the post step does for a main step that died before its end (killed, cancelled): restore the config files
// and scrub the workspace as the main step would have.
import * as core from '../shared/runner.js';
import { leakContext, scrubWorkspace } from '../secrets/leaks.js';
import { readSettings } from '../inputs/settings.js';

export async function repair(tempDir: string | undefined): Promise<void> {
  const { settings, credentials } = await readSettings();
  // Only what the main step saved: backups in its own folder, config files in the workspace.
  const restored = await credentials.restoreRecorded(tempDir, settings.workspace);
  if (restored > 0) core.info(`Restored ${restored} config file(s) the main step had not restored.`);
  await scrubWorkspace(leakContext(settings, credentials), []);
}
