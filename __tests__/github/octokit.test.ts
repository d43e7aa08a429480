// The Octokit octokit.ts builds sends what @actions/github's getOctokit sends (the oracle, a devDependency): the same
// address, method, headers and body for the same call, the runner's orchestration id in the user agent included.
import { getOctokit } from '@actions/github';
import { PagesPushOctokit, userAgentOf } from '../../src/github/octokit.js';

interface Sent {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A fetch that records each request and answers `{}` as JSON. */
function recordingFetch(sent: Sent[]) {
  return (url: string, init: Omit<Sent, 'url'> = {}): Promise<Response> => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  };
}

function route(method: string, path: string): string {
  return `${method} ${path}`;
}

function quiet(): void {
  // Octokit's own log lines: nothing this test reads.
}

/** What each client sends for a GET and a POST with a body, given `token`. */
async function sentBoth(token: string, env: NodeJS.ProcessEnv): Promise<{ ours: Sent[]; toolkit: Sent[] }> {
  const ours: Sent[] = [];
  const toolkit: Sent[] = [];
  const log = { debug: quiet, info: quiet, warn: quiet, error: quiet };
  const options = { baseUrl: 'https://api.example.test', log };
  const clients = [
    new PagesPushOctokit({
      ...options,
      auth: token,
      userAgent: userAgentOf('pages-push', env),
      request: { fetch: recordingFetch(ours) },
    }),
    getOctokit(token, { ...options, userAgent: 'pages-push', request: { fetch: recordingFetch(toolkit) } }),
  ];
  for (const client of clients) {
    await client.request('GET /repos/{owner}/{repo}/pages', { owner: 'o', repo: 'r' });
    // As client.ts calls it: a route made of the method and the path (a string), the JSON body as `data`.
    await client.request(route('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments'), {
      owner: 'o',
      repo: 'r',
      issue_number: 7,
      data: { body: 'a comment' },
    });
  }
  return { ours, toolkit };
}

describe('the Octokit of the API client', () => {
  const saved = process.env.ACTIONS_ORCHESTRATION_ID;
  afterEach(() => {
    if (saved === undefined) delete process.env.ACTIONS_ORCHESTRATION_ID;
    else process.env.ACTIONS_ORCHESTRATION_ID = saved;
  });

  test.each([
    ['an installation token', 'ghs_0123456789abcdefghijklmnopqrstuvwxyzAB'],
    ['a token shaped as a JWT (sent as bearer)', 'aaa.bbb.ccc'],
  ])('sends what getOctokit sends, with %s', async (_kind, token) => {
    delete process.env.ACTIONS_ORCHESTRATION_ID;
    const { ours, toolkit } = await sentBoth(token, process.env);
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(toolkit);
  });

  test('names the runner orchestration id in the user agent as getOctokit does, other characters as _', async () => {
    process.env.ACTIONS_ORCHESTRATION_ID = ' run/1 ä.b-c_d ';
    const { ours, toolkit } = await sentBoth('ghs_token', process.env);
    expect(ours[0]?.headers?.['user-agent']).toContain('actions_orchestration_id/run_1__.b-c_d');
    expect(ours).toEqual(toolkit);
  });
});
