// A trap for tests of where the token goes: an HTTP server on loopback that records every request it gets.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on loopback that answers 404 to everything and records what it was sent. */
export async function recorder(): Promise<{
  url: string;
  requests: { url: string; authorization: string }[];
  stop(): Promise<void>;
}> {
  const requests: { url: string; authorization: string }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '' });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
