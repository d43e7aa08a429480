// The one client of GitHub's REST API, bound to the workflow's API server: the token goes nowhere else. Our own,
// on Node's http(s) client, for the few calls the action makes: Node's http module loads only for a run that calls
// the API, and @actions/github's chunk (1.16 MB, 70-94 ms to parse) is gone from every run (docs/performance.md).
import { explainApiFailure, RefusedRequest, type CallContext } from './errors.js';
import { agentFor, proxyFor } from './proxy.js';
import { exchange, type Answer, type Exchange } from './request.js';
import { throwIfCancelled } from '../processes/processes.js';

/** A call: its method, its path with `{name}` filled from `params`, its query and JSON body. */
export interface ApiCall {
  method: Exchange['method'];
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
  const base = new URL(apiUrl);
  const origin = base.origin;
  const agent = await agentFor(base, proxyFor(base, env));
  const headers = {
    accept: 'application/vnd.github.v3+json',
    authorization: `token ${token}`,
    'user-agent': userAgent(env),
  };
  const checkOrigin = (url: URL): void => {
    if (url.origin !== origin) {
      throw new RefusedRequest(`refused to send the token to ${url.origin}, which is not ${origin}`);
    }
  };
  const send = async (context: Omit<CallContext, 'apiUrl'>, url: URL, call: ApiCall): Promise<Answer> => {
    throwIfCancelled(cancel);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([cancel, timeout]);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    try {
      return await exchange({ method: call.method, url, headers, body }, { agent, signal, checkOrigin });
    } catch (error) {
      // A cancel is no failure of the API's: it is said as every other step of a cancelled job says it.
      throwIfCancelled(cancel);
      if (error instanceof RefusedRequest) throw error;
      const failure = timeout.aborted ? new Error(`no answer in ${timeoutMs / 1000} s`) : error;
      throw explainApiFailure(failure, { ...context, apiUrl });
    }
  };
  return {
    apiUrl,
    async call<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T> {
      return (await send(context, urlOf(apiUrl, call), call)).data as T;
    },
    async list<T>(context: Omit<CallContext, 'apiUrl'>, call: ApiCall): Promise<T[]> {
      const items: T[] = [];
      let url: URL | undefined = urlOf(apiUrl, call);
      for (let pages = 0; url; pages += 1) {
        if (pages === MAX_PAGES) {
          throw explainApiFailure(new Error(`the list went on past ${MAX_PAGES} pages`), { ...context, apiUrl });
        }
        const answer = await send(context, url, call);
        items.push(...(Array.isArray(answer.data) ? (answer.data as T[]) : []));
        url = nextPage([answer.headers.link ?? []].flat().join(', '), (target) =>
          explainApiFailure(new Error(target), { ...context, apiUrl }),
        );
      }
      return items;
    },
  };
}

/** The call's URL: the base joined to the path as GitHub's clients join it, each parameter encoded as one segment. */
function urlOf(apiUrl: string, call: ApiCall): URL {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${call.path}`);
    return encodeURIComponent(String(value)).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  });
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  const search = query ? `?${query}` : '';
  return new URL(`${apiUrl}${path}${search}`);
}

/**
 * The next page's address, parsed as fetch parses a URL, with no base: resolved against the API's address,
 * `http:/other-host/…` would read as a path on it, while an HTTP client goes to other-host.
 */
function nextPage(link: string | undefined, refuse: (why: string) => Error): URL | undefined {
  const next = /<([^<>]*)>;\s*rel="next"/.exec(link ?? '')?.[1];
  if (next === undefined) return undefined;
  try {
    return new URL(next);
  } catch {
    throw refuse(
      `refused to send the token to an address that is not absolute (${JSON.stringify(next.slice(0, 100))})`,
    );
  }
}

/** Who calls: the action, and the job's orchestration id as the toolkit adds it (GitHub's support reads it). */
function userAgent(env: NodeJS.ProcessEnv): string {
  const orchestration = env.ACTIONS_ORCHESTRATION_ID?.trim();
  return orchestration
    ? `pages-push actions_orchestration_id/${orchestration.replace(/[^a-z0-9_.-]/gi, '_')}`
    : 'pages-push';
}
