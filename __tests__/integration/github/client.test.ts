// The API client against servers on loopback: a call with no answer stops at its time limit and says so; a
// redirect is followed on the API's origin only, and the token never reaches another.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectApi } from '../../../src/github/client.js';
import { ApiError } from '../../../src/github/errors.js';

const TOKEN = 'ghs_clientTestToken0123456789abcdef';

interface Server {
  url: string;
  seen: { method: string; url: string; authorization: string }[];
  stop: () => Promise<void>;
}

async function serve(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void): Promise<Server> {
  const seen: Server['seen'] = [];
  const server = http.createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

const json = (response: http.ServerResponse, status: number, body: unknown, headers = {}): void => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const pages = { method: 'GET', path: '/repos/{owner}/{repo}/pages', params: { owner: 'octo', repo: 'blog' } } as const;
const context = { what: 'reading the Pages settings of octo/blog', permission: 'pages: read' };

test('a call with no answer stops at its time limit and says it got none', async () => {
  const api = await serve(() => undefined);
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 300, signal: new AbortController().signal },
      {},
    );
    const started = Date.now();

    const failure = client.call(context, pages);

    await expect(failure).rejects.toThrow(
      `Could not reach GitHub's API at ${api.url}/api/v3 while reading the Pages settings of octo/blog: no answer in 0.3 s`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await api.stop();
  }
});

test('a redirect on the API’s origin is followed, as for a renamed repository', async () => {
  const api = await serve((request, response) => {
    if (request.url === '/api/v3/repos/octo/blog/pages') {
      json(response, 301, { message: 'Moved Permanently' }, { location: '/api/v3/repositories/42/pages' });
    } else {
      json(response, 200, { html_url: 'https://octo.github.io/blog/' });
    }
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );

    const site = await client.call<{ html_url: string }>(context, pages);

    expect(site.html_url).toBe('https://octo.github.io/blog/');
    expect(api.seen.map((request) => [request.url, request.authorization])).toEqual([
      ['/api/v3/repos/octo/blog/pages', `token ${TOKEN}`],
      ['/api/v3/repositories/42/pages', `token ${TOKEN}`],
    ]);
  } finally {
    await api.stop();
  }
});

test('a redirect to another origin is refused, and that server gets nothing', async () => {
  const elsewhere = await serve((_, response) => {
    json(response, 200, {});
  });
  const api = await serve((_, response) => {
    json(response, 302, { message: 'Found' }, { location: `${elsewhere.url}/steal` });
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );

    await expect(client.call(context, pages)).rejects.toThrow(
      `refused to send the token to ${elsewhere.url}, which is not ${api.url}`,
    );
    expect(elsewhere.seen).toEqual([]);
  } finally {
    await Promise.all([api.stop(), elsewhere.stop()]);
  }
});

test('a refusal says the status, GitHub’s words and the permissions line', async () => {
  const api = await serve((_, response) => {
    json(response, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs' });
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );

    const failure = await client.call(context, pages).then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect([failure?.status, failure?.githubMessage]).toEqual([403, 'Resource not accessible by integration']);
    expect(failure?.message).toContain("add `pages: read` to the job's `permissions:`");
  } finally {
    await api.stop();
  }
});

test('an answer over 8 MiB is cut off and refused, not read into memory', async () => {
  const api = await serve((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const more = (): void => {
      // Up to 400 MiB, as a hostile or broken server would send; it stops when the client hangs up.
      while (sent < 400 && !response.destroyed) {
        sent += 1;
        if (!response.write(chunk)) {
          response.once('drain', more);
          return;
        }
      }
      response.end();
    };
    more();
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 20_000, signal: new AbortController().signal },
      {},
    );
    const before = process.memoryUsage().rss;

    await expect(client.call(context, pages)).rejects.toThrow(
      `Could not reach GitHub's API at ${api.url}/api/v3 while reading the Pages settings of octo/blog: the answer ` +
        'was over 8 MiB',
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  } finally {
    await api.stop();
  }
});

test('a list whose pages never end is read to 30 pages and refused', async () => {
  const api = await serve((request, response) => {
    const page = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('page') ?? '1');
    json(response, 200, [{ id: page }], {
      link: `<${api.url}/api/v3/repos/octo/blog/issues/1/comments?page=${page + 1}>; rel="next"`,
    });
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );
    const comments = {
      method: 'GET',
      path: '/repos/{owner}/{repo}/issues/{number}/comments',
      params: { owner: 'octo', repo: 'blog', number: 1 },
    } as const;

    await expect(client.list(context, comments)).rejects.toThrow('the list went on past 30 pages');
    expect(api.seen).toHaveLength(30);
  } finally {
    await api.stop();
  }
});

test("the job's cancel ends a call waiting for its answer at once, said as a cancel, not as the API's failure", async () => {
  const api = await serve(() => undefined);
  try {
    const job = new AbortController();
    const client = await connectApi(`${api.url}/api/v3`, TOKEN, { timeoutMs: 60_000, signal: job.signal }, {});
    const started = Date.now();

    const failure = client.call(context, pages);
    setTimeout(() => {
      job.abort('SIGTERM');
    }, 200);

    await expect(failure).rejects.toThrow('The job was cancelled (SIGTERM): stopped before the next step.');
    expect(Date.now() - started).toBeLessThan(5000);
    // A call after the cancel sends nothing.
    await expect(client.call(context, pages)).rejects.toThrow('The job was cancelled (SIGTERM)');
    expect(api.seen).toHaveLength(1);
  } finally {
    await api.stop();
  }
});

test('a next page on another origin is refused, and that server gets nothing', async () => {
  const elsewhere = await serve((_, response) => {
    json(response, 200, [{ id: 2 }]);
  });
  const api = await serve((_, response) => {
    json(response, 200, [{ id: 1 }], { link: `<${elsewhere.url}/api/v3/comments?page=2>; rel="next"` });
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );
    const comments = {
      method: 'GET',
      path: '/repos/{owner}/{repo}/issues/{number}/comments',
      params: { owner: 'octo', repo: 'blog', number: 1 },
      query: { per_page: 100 },
    } as const;

    await expect(client.list(context, comments)).rejects.toThrow(
      `refused to send the token to ${elsewhere.url}, which is not ${api.url}`,
    );
    expect(api.seen.map((request) => request.url)).toEqual(['/api/v3/repos/octo/blog/issues/1/comments?per_page=100']);
    expect(elsewhere.seen).toEqual([]);
  } finally {
    await Promise.all([api.stop(), elsewhere.stop()]);
  }
});

test('a redirect that never ends is followed five times, then refused with its status', async () => {
  const api = await serve((request, response) => {
    json(response, 302, { message: 'Found' }, { location: `${request.url ?? '/'}x` });
  });
  try {
    const client = await connectApi(
      `${api.url}/api/v3`,
      TOKEN,
      { timeoutMs: 5000, signal: new AbortController().signal },
      {},
    );

    await expect(client.call(context, pages)).rejects.toThrow(
      "GitHub's API refused reading the Pages settings of octo/blog (302: Found).",
    );
    expect(api.seen).toHaveLength(6);
  } finally {
    await api.stop();
  }
});
