// One HTTP exchange on Node's own http(s) client (the API's, through the fetch Octokit is given, and the runner's OIDC
// token's): the request, its redirects on the same origin, the answer read whole and bounded, within one time limit.
// Node's fetch is not used: its first call loads an HTTP stack of its own, which cost more than the whole call
// (docs/performance.md).
import type { Agent, IncomingHttpHeaders } from 'node:http';

export interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The JSON answered, or the text when it is not JSON. */
  data: unknown;
  /** The body as it came, read as UTF-8. */
  text: string;
  /** Where the answer came from (after redirects). */
  url: URL;
}

/** A failure with an answer: GitHub's status, and what it said (`data.message`, read by errors.ts). */
export class AnswerError extends Error {
  readonly response: { data: unknown };
  constructor(
    readonly status: number,
    data: unknown,
  ) {
    super(`HTTP ${status}`);
    this.response = { data };
  }
}

const REDIRECTS = 5;
/** The most an answer may hold: the largest the action reads (a page of 100 comments) is well under 1 MiB. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Sends `exchange` and reads the answer, as `follow` does; a status of 300 or more left throws an AnswerError. */
export async function exchange(request: Exchange, how: ExchangeOptions): Promise<Answer> {
  const answer = await follow(request, how);
  if (answer.status >= 300) throw new AnswerError(answer.status, answer.data);
  return answer;
}

export interface ExchangeOptions {
  agent: Agent;
  signal: AbortSignal;
  checkOrigin: (url: URL) => void;
}

/**
 * Sends `exchange` and reads the answer, whatever its status. A redirect is followed on
 * the same origin only (`checkOrigin` throws for any other, before anything is sent there), as fetch would (303, and
 * 301 or 302 after a POST, go on as a GET without the body). Everything, redirects included, ends by `signal`.
 */
export async function follow(request: Exchange, { agent, signal, checkOrigin }: ExchangeOptions): Promise<Answer> {
  let current = request;
  for (let redirects = 0; ; redirects += 1) {
    checkOrigin(current.url);
    const answer = await once(current, agent, signal);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location && redirects < REDIRECTS) {
      const asGet =
        answer.status === 303 || ((answer.status === 301 || answer.status === 302) && current.method === 'POST');
      current = {
        ...current,
        url: new URL(location, current.url),
        ...(asGet ? { method: 'GET', body: undefined } : {}),
      };
      continue;
    }
    return answer;
  }
}

async function once(request: Exchange, agent: Agent, signal: AbortSignal): Promise<Answer> {
  const { request: send } = request.url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const headers = { ...request.headers };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = send(request.url, { method: request.method, headers, agent, signal }, (incoming) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= MAX_ANSWER_BYTES) chunks.push(chunk);
        else {
          // Not kept, not read on: a body this large is no answer of GitHub's to these calls.
          outgoing.destroy(new Error(`the answer was over ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`));
        }
      });
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          data: parsed(text, incoming.headers),
          text,
          url: request.url,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function parsed(text: string, headers: IncomingHttpHeaders): unknown {
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(headers['content-type'] ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
