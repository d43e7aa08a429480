// The runner's OIDC token for this job, as @actions/core's getIDToken asks for it: a GET of
// ACTIONS_ID_TOKEN_REQUEST_URL with ACTIONS_ID_TOKEN_REQUEST_TOKEN as the bearer, answered `{"value": "<jwt>"}`.
// The Pages deployment call carries it, certifying which run made the deployment. The token is a secret: masked at
// once, never logged, never written anywhere.
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import { throwIfCancelled } from '../processes/processes.js';
import { agentFor, proxyFor } from './proxy.js';
import { exchange, AnswerError } from './request.js';

/** The variables the runner sets for a job with `permissions: id-token: write`, and only then. */
export const ID_TOKEN_URL = 'ACTIONS_ID_TOKEN_REQUEST_URL';
export const ID_TOKEN_REQUEST_TOKEN = 'ACTIONS_ID_TOKEN_REQUEST_TOKEN';

/** What to add to the job when the runner gives no OIDC token. */
export const ID_TOKEN_FIX =
  'add `id-token: write` to the job\'s `permissions:` (beside `pages: write`), as in "permissions: { pages: write, ' +
  'id-token: write }"';

/** Whether the runner lets this job ask for an OIDC token. */
export function canRequestIdToken(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env[ID_TOKEN_URL] && env[ID_TOKEN_REQUEST_TOKEN]);
}

/**
 * Asks the runner for the job's OIDC token (for `audience` when given), within `timeoutMs` or the job's cancel. A
 * failure says what went wrong and the fix, never the token or the request's own token.
 */
export async function requestIdToken(
  env: NodeJS.ProcessEnv,
  { audience, timeoutMs, signal: cancel }: { audience?: string; timeoutMs: number; signal: AbortSignal },
): Promise<string> {
  const address = env[ID_TOKEN_URL] ?? '';
  const requestToken = env[ID_TOKEN_REQUEST_TOKEN] ?? '';
  if (!address || !requestToken) {
    throw new Error(`The runner gave this job no OIDC token, which a Pages deployment needs: ${ID_TOKEN_FIX}.`);
  }
  let url: URL;
  try {
    // The runner's address carries its own query (api-version): the audience is added to it, as the toolkit does.
    url = new URL(audience ? `${address}&audience=${encodeURIComponent(audience)}` : address);
  } catch {
    throw new Error(`${ID_TOKEN_URL} is not an address, so no OIDC token could be asked for: is this a runner?`);
  }
  const origin = url.origin;
  const agent = await agentFor(url, proxyFor(url, env));
  const timeout = AbortSignal.timeout(timeoutMs);
  const where = `the runner's OIDC token service (${origin})`;
  try {
    const answer = await exchange(
      {
        method: 'GET',
        url,
        headers: { accept: 'application/json', authorization: `Bearer ${requestToken}`, 'user-agent': 'pages-push' },
      },
      {
        agent,
        signal: AbortSignal.any([cancel, timeout]),
        checkOrigin: (next) => {
          if (next.origin !== origin) throw new Error(`refused a redirect to ${next.origin}, which is not ${origin}`);
        },
      },
    );
    const value = (answer.data as { value?: unknown } | null)?.value;
    if (typeof value !== 'string' || value === '') throw new Error('its answer held no token');
    core.setSecret(value);
    return value;
  } catch (error) {
    throwIfCancelled(cancel);
    const why = timeout.aborted
      ? `no answer in ${timeoutMs / 1000} s`
      : error instanceof AnswerError
        ? `HTTP ${error.status}`
        : errorMessage(error);
    throw new Error(
      `Could not get an OIDC token from ${where}: ${why}. A Pages deployment needs one: check that the job's ` +
        '`permissions:` has `id-token: write`, and run the job again.',
      { cause: error },
    );
  }
}
