// The one client of GitHub's REST API: @actions/github's Octokit, loaded only by a run that calls the API (ncc
// makes the dynamic import a chunk of its own), bound to the workflow's API server; the token goes nowhere else.
import { explainApiFailure, type CallContext } from './errors.js';

/** The few calls the action makes, answered with the fields it reads. */
export interface GitHubClient {
  readonly apiUrl: string;
  /** Runs one call; any failure throws an ApiError that explains it (see errors.ts). */
  call<T>(context: Omit<CallContext, 'apiUrl'>, run: (octokit: Octokit) => Promise<{ data: T }>): Promise<T>;
}

type Octokit = ReturnType<typeof import('@actions/github').getOctokit>;

/** The API server of the workflow's GitHub (GITHUB_API_URL; api.github.com outside Actions). */
export function apiUrlOf(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

/**
 * A client of the API at `apiUrl` with `token`. Every request is checked to go to that server (an absolute URL
 * elsewhere never gets the token), and stops after `timeoutMs` without an answer.
 */
export async function connectApi(apiUrl: string, token: string, timeoutMs: number): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github');
  const origin = new URL(apiUrl).origin;
  // No `request` option here: it would replace, not extend, @actions/github's proxy-aware fetch (the runner's
  // HTTPS_PROXY). A redirect elsewhere does not carry the token: fetch drops it on a cross-origin redirect.
  const octokit = getOctokit(token, { baseUrl: apiUrl });
  octokit.hook.before('request', (options) => {
    // Checked on the URL fetch gets, built as the request builds it (a path joined to the base, an absolute URL
    // such as a pagination link as it stands) and parsed as fetch parses it, with no base: resolved against the
    // API's address, `http:/other-host/…` would read as a path on it, while fetch goes to other-host.
    const target = originOf(octokit.request.endpoint.parse(options).url);
    if (target !== origin) throw new Error(`refused to send the token to ${target}, which is not ${origin}`);
    options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
  });
  return {
    apiUrl,
    async call(context, run) {
      try {
        return (await run(octokit)).data;
      } catch (error) {
        throw explainApiFailure(error, { ...context, apiUrl });
      }
    },
  };
}

/** The origin a request to `url` goes to, or what `url` is when it names none. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return `an address that is not absolute (${JSON.stringify(url.slice(0, 100))})`;
  }
}
