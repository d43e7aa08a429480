// Keeps the step's secrets out of reach of the user's commands at the process level: the runner starts us with
// every input (the token, the deploy key) in our environment, and a command of ours can read our initial
// environment from /proc/<pid>/environ even after process.env forgot it. So, before anything else runs, the main
// step starts itself over in the same process (execve), with an environment that holds neither the inputs nor the
// runner's internal tokens; the inputs reach the new image through a file only it reads, deleted at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Our inputs, and the runner's tokens for its cache, artifacts and OIDC, which the action has no use for. */
const SECRET_VARIABLE =
  /^(INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL|ACTIONS_CACHE_URL|ACTIONS_RESULTS_URL)$/;
/** The variable that names the inputs' file for the new image. */
const HANDOFF = 'PAGES_PUSH_INPUTS_FILE';

/**
 * In the main step: starts the process over without the secrets in its environment, when the runtime can
 * (`process.execve`, Node 22.15 and later, not on Windows); returns only when it did not need to or cannot. In the
 * new image: takes the inputs back from the file and deletes it.
 */
export function shedSecretEnvironment(): void {
  const handoff = process.env[HANDOFF];
  if (handoff) {
    Reflect.deleteProperty(process.env, HANDOFF);
    try {
      Object.assign(process.env, JSON.parse(readFileSync(handoff, 'utf8')) as Record<string, string>);
    } finally {
      rmSync(path.dirname(handoff), { recursive: true, force: true });
    }
    return;
  }
  // The post step runs no command of the user's; a runtime without execve keeps today's environment.
  if (process.env.STATE_isPost === 'true' || typeof process.execve !== 'function' || process.platform === 'win32') {
    return;
  }
  const inputs: Record<string, string> = {};
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (!SECRET_VARIABLE.test(name)) env[name] = value;
    else if (name.startsWith('INPUT_')) inputs[name] = value;
  }
  if (Object.keys(env).length === Object.keys(process.env).length) return;
  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'pages-push-inputs-'));
  const file = path.join(dir, 'inputs.json');
  writeFileSync(file, JSON.stringify(inputs), { mode: 0o600 });
  env[HANDOFF] = file;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}
