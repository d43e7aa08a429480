// The environment our child processes inherit: the runner's, without our inputs, the state we saved, or the
// runner's own tokens.

/**
 * The runner's own tokens (for the cache, artifacts and OIDC): no child of ours gets them. The main step holds them
 * in process.env (handed over by reexec.ts) for the Pages "GitHub Actions" source's upload and OIDC token, and the
 * Actions cache (site/actions-cache.ts).
 */
const RUNNER_SECRETS =
  /^(ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL|ACTIONS_CACHE_URL|ACTIONS_RESULTS_URL)$/;

/** Our inputs (INPUT_*, the token among them) and saved state (STATE_*, GITHUB_STATE). */
const OURS = /^(INPUT_.*|STATE_.*|GITHUB_STATE)$/;

export function isRunnerSecret(name: string): boolean {
  return RUNNER_SECRETS.test(name);
}

/** What a step's own process must not show in its first environment: our inputs and the runner's tokens. */
export function isStepSecret(name: string): boolean {
  return name.startsWith('INPUT_') || isRunnerSecret(name);
}

/**
 * `base` without our inputs and saved state, the runner's tokens, nor anything `drop` names; variables without a
 * value are left out. Both the user's commands and git start from this.
 */
export function inheritedEnvironment(base: NodeJS.ProcessEnv, drop?: RegExp): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !OURS.test(name) && !isRunnerSecret(name) && !drop?.test(name)) env[name] = value;
  }
  return env;
}

/** `base` without the variables `names`. */
export function withoutVariables(base: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const name of names) Reflect.deleteProperty(env, name);
  return env;
}
