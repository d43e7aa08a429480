// The one client of GitHub's REST API, bound to the workflow's API server: the token goes nowhere else. Octokit (the
// core @actions/github builds on, octokit.ts) makes each call, loaded when a run first connects (its own chunk of
// dist/, about 80 KB: a run that calls no API never loads it), and given a fetch of ours (api-fetch.ts) that keeps the
// bounds: one origin for every request and redirect, the size of an answer, the time of a call, the job's cancel, the
// runner's proxy rules.
import * as core from '../shared/runner.js';
import { apiFetch, NoAnswer } from './api-fetch.js';
import { ApiError, explainApiFailure, RefusedRequest, type CallContext } from './errors.js';
import { agentFor, proxyFor } from './proxy.js';
import { throwIfCancelled } from '../processes/processes.js';

/** A call: its method, its path with `{name}` filled from `params`, its query and JSON body. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH';
  /** `/repos/{owner}/{repo}/pages`, as GitHub's description names the operation. */
  path: string;
  params: Record<string, string | number | bigint>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** The few calls the action makes, answered with the fields it reads. */
export interface GitHubClient {
  readonly apiUrl: string;
  /** Runs one call; any failure throws an ApiError that explains it (see errors.ts). */
  call<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T>;
  /** Every page of a list (GitHub's `Link: <…>; rel="next"`), each page checked to go to the API as a call is. */
  list<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T[]>;
}

/** How long one exchange may take, and the job's cancel, which ends any exchange at once. */
export interface ApiLimits {
  timeoutMs: number;
  signal: AbortSignal;
}

/** The most pages a list is read to: 30 pages of 100 items; GitHub's lists the action reads are far shorter. */
export const MAX_PAGES = 30;

/** The API server of the workflow's GitHub (GITHUB_API_URL; api.github.com outside Actions). */
export function apiUrlOf(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

/** Octokit, loaded once, when a run first connects: during the target check, before any user command runs. */
let toolkit: Promise<typeof import('./octokit.js')> | undefined;

/**
 * A client of the API at `apiUrl` with `token`. Every request is checked to go to that server (an absolute URL
 * elsewhere, a next page's or a redirect's, never gets the token), goes through the proxy the runner's variables
 * name (proxy.ts), and stops after `timeoutMs` without an answer, or at once when the job is cancelled (`signal`).
 */
export async function connectApi(
  apiUrl: string,
  token: string,
  { timeoutMs, signal: cancel }: ApiLimits,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GitHubClient> {
  toolkit ??= import('./octokit.js');
  // Loaded before anything here can fail: the site's commands, which could rewrite dist/, wait for this to settle.
  const { PagesPushOctokit, userAgentOf } = await toolkit;
  const base = new URL(apiUrl);
  const agent = await agentFor(base, proxyFor(base, env));
  const fetch = apiFetch({ origin: base.origin, agent, timeoutMs, cancel });
  const octokit = new PagesPushOctokit({
    auth: token,
    baseUrl: apiUrl,
    userAgent: userAgentOf('pages-push', env),
    request: { fetch },
    // Octokit's own warnings (an endpoint's deprecation) are for us, not for the user's log.
    log: { debug: quiet, info: quiet, warn: core.debug, error: core.debug },
  });
  /** Whatever a call threw, as what the user reads: a cancel, a refused address, or the API's failure explained. */
  const explained = (error: unknown, context: Omit<CallContext, 'apiUrl'>): Error => {
    // A cancel is no failure of the API's: it is said as every other step of a cancelled job says it.
    throwIfCancelled(cancel);
    // Octokit wraps what its fetch throws in a RequestError of status 500: the cause is what happened.
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (cause instanceof RefusedRequest) return cause;
    if (error instanceof RefusedRequest) return error;
    return explainApiFailure(cause instanceof NoAnswer ? cause : error, { ...context, apiUrl });
  };
  return {
    apiUrl,
    async call<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T> {
      throwIfCancelled(cancel);
      let answer: { status: number; data: unknown };
      try {
        answer = await octokit.request(`${call.method} ${call.path}`, parametersOf(call));
      } catch (error) {
        throw explained(error, context);
      }
      // A redirect not followed (another hop past the fifth): no answer of the call's.
      if (answer.status >= 300) throw explained({ status: answer.status, response: answer }, context);
      return answer.data as T;
    },
    async list<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T[]> {
      throwIfCancelled(cancel);
      const items: T[] = [];
      let pages = 0;
      try {
        for await (const page of octokit.paginate.iterator(`${call.method} ${call.path}`, parametersOf(call))) {
          pages += 1;
          items.push(...(Array.isArray(page.data) ? (page.data as T[]) : []));
          // The next page is not asked for past the bound.
          if (pages === MAX_PAGES && (page.headers.link ?? '').includes('rel="next"')) {
            throw explainApiFailure(new Error(`the list went on past ${MAX_PAGES} pages`), { ...context, apiUrl });
          }
        }
      } catch (error) {
        throw error instanceof ApiError ? error : explained(error, context);
      }
      return items;
    },
  };
}

function quiet(): void {
  // Octokit's debug and info lines: nothing the user needs.
}

/** Octokit's parameters of a call: the path's, the query's, and the JSON body as `data` (no field taken as a path's). */
function parametersOf(call: ApiCall): Record<string, unknown> {
  return { ...call.params, ...call.query, ...(call.body === undefined ? {} : { data: call.body }) };
}
