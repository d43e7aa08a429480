// Keeps the step's secrets out of reach of the user's commands at the process level: the runner starts us with
// every input (the token, the deploy key) in our environment, and a command of ours can read our initial
// environment from /proc/<pid>/environ even after process.env forgot it. So, before anything else runs, the main
// step starts itself over in the same process (execve), with an environment that holds neither the inputs nor the
// runner's internal tokens; the inputs reach the new image through a file only it reads, deleted at once. The new
// image also gets the V8 flags the step runs with, and the C library's settings (see index.ts), which the new image
// takes out of its environment again: they are read once, at the start, and the user's commands never inherit them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { isRunnerSecret } from './environment.js';
import { disableSigusr1Flag, withoutInspectorArgs, withoutInspectorOptions } from './no-inspector.js';

/**
 * The argument that names the inputs' file for the new image: an argument, not a variable, so nothing an earlier
 * step puts in the job's environment (GITHUB_ENV) can hand the step inputs of its own choosing.
 */
const HANDOFF = '--pages-push-inputs=';

/** The folder (a prefix of its name) and the file that hand the inputs over. */
const HANDOFF_FOLDER = 'pages-push-inputs-';
const HANDOFF_FILE = 'inputs.json';

/**
 * What the new image takes back from the file: the inputs, the variables set for its start alone, and those given
 * back once it started (NODE_OPTIONS with the inspector's flags, for the user's commands).
 */
interface Handoff {
  inputs: Record<string, string>;
  /**
   * The runner's own tokens (see environment.ts), for the Pages "GitHub Actions" source's upload and OIDC token:
   * back in process.env only, which no child process inherits as it is.
   */
  runner?: Record<string, string>;
  unset: string[];
  restore?: Record<string, string>;
}

/**
 * In the main step: starts the process over with `v8Flags` and without the secrets in its environment, when the
 * runtime can (`process.execve`, Node 22.15 and later, not on Windows): that call does not return. `startEnv` are
 * variables the runtime reads as it starts (the C library's), each set only where the environment does not set it
 * already. In the new image: takes the inputs back from the file, deletes it, takes out of its environment what
 * `startEnv` set, and says 'started over'. 'cannot' where the runtime cannot start over: the environment is as the
 * runner gave it.
 */
export function startOver(
  v8Flags: readonly string[],
  startEnv: Readonly<Record<string, string>> = {},
): 'started over' | 'cannot' {
  const at = handoffArgument();
  if (at !== -1) {
    const handoff = process.argv[at]?.slice(HANDOFF.length) ?? '';
    process.argv.splice(at, 1);
    try {
      const { inputs, runner, unset, restore } = JSON.parse(readFileSync(handoff, 'utf8')) as Handoff;
      for (const name of unset) Reflect.deleteProperty(process.env, name);
      Object.assign(process.env, inputs, runner, restore);
    } finally {
      rmSync(path.dirname(handoff), { recursive: true, force: true });
    }
    return 'started over';
  }
  if (typeof process.execve !== 'function' || process.platform === 'win32') return 'cannot';
  const handoff: Handoff = { inputs: {}, runner: {}, unset: [] };
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (name.startsWith('INPUT_')) handoff.inputs[name] = value;
    else if (isRunnerSecret(name)) (handoff.runner ??= {})[name] = value;
    else env[name] = value;
  }
  // The new image starts with no inspector (see no-inspector.ts): no `--inspect` of NODE_OPTIONS or of our own
  // arguments, and no SIGUSR1 that opens one before its first line runs. The user's commands get NODE_OPTIONS back.
  const nodeOptions = env.NODE_OPTIONS;
  if (nodeOptions !== undefined) {
    const kept = withoutInspectorOptions(nodeOptions);
    if (kept !== nodeOptions) {
      handoff.restore = { NODE_OPTIONS: nodeOptions };
      if (kept.trim() === '') delete env.NODE_OPTIONS;
      else env.NODE_OPTIONS = kept;
    }
  }
  for (const [name, value] of Object.entries(startEnv)) {
    if (Object.hasOwn(env, name)) continue;
    env[name] = value;
    handoff.unset.push(name);
  }
  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), HANDOFF_FOLDER));
  const file = path.join(dir, HANDOFF_FILE);
  writeFileSync(file, JSON.stringify(handoff), { mode: 0o600 });
  const execArgs = withoutInspectorArgs(process.execArgv).filter((arg) => arg !== '--disable-sigusr1');
  const args = [...disableSigusr1Flag(), ...v8Flags, ...execArgs, ...process.argv.slice(1), `${HANDOFF}${file}`];
  try {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } catch (error) {
    // The file holds the inputs, the token among them: it never outlives a failed start.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return 'cannot'; // not reached: execve replaced this process
}

/** Where the argument naming the inputs' file is in process.argv: -1 but in the new image. */
function handoffArgument(): number {
  return process.argv.findIndex((arg) => arg.startsWith(HANDOFF));
}

/** Whether this process is the new image of a main step that started itself over. */
export function isStartedOver(): boolean {
  return handoffArgument() !== -1;
}

/**
 * For the post step: deletes the inputs a main step left in `dir` when its new image ended before it read them back
 * (the runtime refused a flag, or the job was cancelled in that instant): each folder named as the hand-off's that
 * holds its file and nothing else. Returns how many it deleted. Never throws: a folder it cannot read (one a user
 * command made unreadable, say) is passed over, and the post step goes on to restore and scrub.
 */
export function removeLeftInputs(dir: string): number {
  let removed = 0;
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    // no such folder: nothing was left there
  }
  for (const entry of entries) {
    // A folder itself, not a link someone put in its place.
    if (!entry.isDirectory() || !entry.name.startsWith(HANDOFF_FOLDER)) continue;
    const folder = path.join(dir, entry.name);
    try {
      const names = readdirSync(folder);
      if (names.length === 0 || names.some((inside) => inside !== HANDOFF_FILE)) continue;
      rmSync(folder, { recursive: true, force: true });
      removed += 1;
    } catch {
      // left for the runner, which empties RUNNER_TEMP after the job
    }
  }
  return removed;
}
