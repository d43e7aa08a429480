// An HTTP server on loopback that answers 404 to everything and records what it was sent: where a test checks
// that the token is never sent to a host, it stands for that host.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorder {
  url: string;
  requests: { url: string; authorization: string }[];
  stop(): Promise<void>;
}

export async function recorder(): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
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
