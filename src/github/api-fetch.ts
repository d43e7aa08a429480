// The fetch Octokit is given: every request it makes, and each redirect that request leads to, sent by request.ts on
// Node's own http(s) client through the runner's proxy, checked to go to the API's origin, its answer bounded in
// size, within the call's time limit, ended at once by the job's cancel.
import type { Agent, IncomingHttpHeaders } from 'node:http';
import { RefusedRequest } from './errors.js';
import { follow, type Answer } from './request.js';
import { throwIfCancelled } from '../processes/processes.js';

/** A call that got no answer GitHub gave (none in time, no connection, one over the size bound): said as such. */
export class NoAnswer extends Error {}

/** What Octokit passes to fetch, of which these are read. */
interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The part of a fetch Response that Octokit reads (status, url, headers, the body as text or bytes). */
export interface FetchAnswer {
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null; [Symbol.iterator](): Iterator<[string, string]> };
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ApiFetchBounds {
  /** The API's origin: the only one a request, a next page or a redirect may go to. */
  origin: string;
  agent: Agent;
  timeoutMs: number;
  cancel: AbortSignal;
}

/** The fetch for a client of the API at `origin`: each request within `timeoutMs`, and none after the cancel. */
export function apiFetch({
  origin,
  agent,
  timeoutMs,
  cancel,
}: ApiFetchBounds): (url: string, init?: FetchInit) => Promise<FetchAnswer> {
  const checkOrigin = (url: URL): void => {
    if (url.origin !== origin) {
      throw new RefusedRequest(`refused to send the token to ${url.origin}, which is not ${origin}`);
    }
  };
  return async (url: string, init: FetchInit = {}): Promise<FetchAnswer> => {
    throwIfCancelled(cancel);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([cancel, timeout]);
    const body = typeof init.body === 'string' ? init.body : undefined;
    const method = (init.method ?? 'GET').toUpperCase();
    try {
      // Parsed as fetch parses a URL, with no base: `http:/other-host/…` goes to other-host, and is refused.
      const answer = await follow(
        { method, url: new URL(url), headers: init.headers ?? {}, body },
        {
          agent,
          signal,
          checkOrigin,
        },
      );
      return fetchAnswer(answer);
    } catch (error) {
      throwIfCancelled(cancel);
      if (error instanceof RefusedRequest) throw error;
      if (timeout.aborted) throw new NoAnswer(`no answer in ${timeoutMs / 1000} s`);
      throw new NoAnswer(error instanceof Error ? error.message : String(error));
    }
  };
}

function fetchAnswer(answer: Answer): FetchAnswer {
  const headers = headerPairs(answer.headers);
  const bytes = Buffer.from(answer.text, 'utf8');
  return {
    status: answer.status,
    statusText: '',
    url: answer.url.href,
    headers: {
      get: (name) => headers.find(([key]) => key === name.toLowerCase())?.[1] ?? null,
      [Symbol.iterator]: () => headers[Symbol.iterator](),
    },
    text: () => Promise.resolve(answer.text),
    json: () => Promise.resolve(JSON.parse(answer.text) as unknown),
    arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
  };
}

/** The answer's headers as fetch lists them: lower-case names, a repeated header's values joined by ", ". */
function headerPairs(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers)
    .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
    .map(([name, value]) => [name.toLowerCase(), [value].flat().join(', ')]);
}
