// The environment our child processes inherit: the runner's, without our inputs or the state we saved.

/** Our inputs (INPUT_*, the token among them) and saved state (STATE_*): no child process of ours may read them. */
const OURS = /^(INPUT_|STATE_)/;

/**
 * `base` without our inputs and saved state, nor anything `drop` names; variables without a value are left out.
 * Both the user's commands and git start from this.
 */
export function inheritedEnvironment(base: NodeJS.ProcessEnv, drop?: RegExp): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !OURS.test(name) && !drop?.test(name)) env[name] = value;
  }
  return env;
}
