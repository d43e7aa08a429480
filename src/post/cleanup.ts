// The post step: its duties, in order, in one list (`DUTIES`). For a main step that died before its end (killed,
// cancelled): stop our git commands and the user's commands it left running, cancel the Pages deployment it left in
// progress, delete the temporary refs a split push left on the remote, restore the config files and scrub the
// workspace as the main step would have (repair.ts, left-deployment.ts, leftover-refs.ts, loaded only then);
// always, delete the temporary folder, if it is provably the one it made. A main step that ran to its end leaves
// nothing to do: the post step loads no more than this. Never fails the job: a duty that fails only warns, and the
// next one runs.
import * as core from '../shared/runner.js';
import * as os from 'node:os';
import * as path from 'node:path';
import { errorMessage } from '../shared/errors.js';
import { killProvenGroups } from '../processes/process-stamps.js';
import * as state from '../shared/state.js';

/** What the duties share: the runner's temporary folder, and the main step's, where it is proven to be its own. */
interface PostContext {
  runnerTemp: string;
  /** Proven when first asked (after the processes are stopped: none of them can swap it meanwhile), then kept. */
  tempDir: () => Promise<string | undefined>;
}

/** One duty of the post step: what it does (for the warning when it fails), and when it is due. */
interface Duty {
  /** "Could not …" when it fails. */
  what: string;
  /** `always`; or `main died`, for a main step that did not reach its end. */
  when: 'always' | 'main died';
  run: (context: PostContext) => Promise<void>;
}

const DUTIES: readonly Duty[] = [
  {
    // First, so that no git of ours holding the token lives on or lands a push.
    what: "stop the main step's git commands",
    when: 'always',
    run: async () => {
      const gits = await killProvenGroups(state.savedGitGroups());
      if (gits > 0) core.info(`Stopped ${gits} git command(s) of the main step's that were still running.`);
    },
  },
  {
    // Before the workspace is scrubbed: nothing a build left behind writes the token again.
    what: "stop the user's commands the main step left running",
    when: 'always',
    run: async () => {
      const stopped = await killProvenGroups(state.savedUserGroups());
      if (stopped > 0)
        core.info(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
    },
  },
  {
    // The token among them: a main step that ended in its start over left its inputs on disk.
    what: 'delete the inputs a main step that ended as it started left behind',
    when: 'always',
    run: async ({ runnerTemp }) => {
      const { removeLeftInputs } = await import('../hardening/reexec.js'); // its own chunk, which the main step loads too
      if (removeLeftInputs(runnerTemp) > 0)
        core.info('Deleted the inputs a main step that ended as it started left behind.');
    },
  },
  {
    what: 'cancel the Pages deployment the main step left in progress',
    when: 'main died',
    run: async () => {
      const id = state.savedPagesDeployment();
      if (id) await (await import('./left-deployment.js')).cancelLeftDeployment(id);
    },
  },
  {
    what: 'delete the temporary refs the main step left',
    when: 'main died',
    run: async ({ runnerTemp }) => {
      const uploads = state.savedUploads();
      if (uploads.length === 0) return;
      const { removeLeftRefs } = await import('./leftover-refs.js');
      await removeLeftRefs(uploads, runnerTemp);
    },
  },
  {
    what: 'restore the site config',
    when: 'main died',
    run: async ({ tempDir }) => {
      const { repair } = await import('./repair.js');
      await repair(await tempDir());
    },
  },
  {
    what: "delete the main step's temporary folder",
    when: 'always',
    run: async ({ tempDir }) => {
      const dir = await tempDir();
      if (dir) await state.removeTempDir(dir);
    },
  },
];

export async function cleanup(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const runnerTemp = path.resolve(env.RUNNER_TEMP || os.tmpdir());
  let proven: Promise<string | undefined> | undefined;
  const context: PostContext = { runnerTemp, tempDir: () => (proven ??= state.provenTempDir(runnerTemp)) };
  const mainDied = !state.mainFinished();
  // Its git commands for what a dead main step left are kept in the state, as the main step's are (the file
  // commands, and node:crypto with them: loaded only then, see shared/runner.ts).
  if (mainDied) await core.loadFileCommands();
  if (!state.mainStarted()) {
    core.info('The main step saved no state: it was stopped as it started, before any work, and deployed nothing.');
  }
  for (const duty of DUTIES) {
    if (duty.when === 'main died' && !mainDied) continue;
    try {
      await duty.run(context);
    } catch (error) {
      core.warning(`Could not ${duty.what}: ${errorMessage(error)}`);
    }
  }
}
