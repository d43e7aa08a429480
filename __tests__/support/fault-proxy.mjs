// A proxy in front of the git server that injects faults by rule: HTTP 500s, a server that stops, a stall, a slow link.
// The git server behind it stays the real one; only what the rules name goes wrong.
import * as http from 'node:http';
import * as net from 'node:net';

export class FaultProxy {
  /**
   * @param {number} upstreamPort the git server's port
   * @param {{ match: (request: http.IncomingMessage) => boolean, action: '500' | 'stop' | 'stall' | 'throttle' | 'hold', times?: number, bytesPerSecond?: number, direction?: 'answer' | 'request', holdMs?: number, onHeld?: () => void }[]} rules
   */
  constructor(upstreamPort, rules) {
    this.upstreamPort = upstreamPort;
    this.rules = rules.map((rule) => ({ times: Number.POSITIVE_INFINITY, ...rule }));
    this.injected = 0;
    /** The URLs of held requests the server answered, in order. */
    this.landed = [];
    this.timers = new Set();
    this.sockets = new Set();
    this.server = http.createServer((request, response) => this.handle(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(upstreamPort, rules) {
    const proxy = new FaultProxy(upstreamPort, rules);
    await new Promise((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url() {
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  handle(request, response) {
    const rule = this.rules.find((candidate) => candidate.times > 0 && candidate.match(request));
    if (rule) {
      rule.times -= 1;
      this.injected += 1;
      if (rule.action === '500') {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end('injected failure\n');
        return;
      }
      if (rule.action === 'stop') {
        // The server goes away: no new connections, and this one is cut.
        this.server.close();
        for (const socket of this.sockets) socket.destroy();
        return;
      }
      if (rule.action === 'hold') {
        this.hold(request, response, rule);
        return;
      }
      if (rule.action !== 'throttle') return; // 'stall': accept the request and never answer
    }
    const pace = rule?.action === 'throttle' ? (rule.bytesPerSecond ?? 50 * 1024) : 0;
    // 'throttle' slows the answer (a fetch), or with direction 'request' the request's body (a push's pack).
    const slowRequest = pace && rule?.direction === 'request';
    const upstream = this.forward(request, response, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      if (pace && !slowRequest) throttled(answer, response, pace);
      else answer.pipe(response);
    });
    if (slowRequest) throttled(request, upstream, pace);
    else request.pipe(upstream);
  }

  /**
   * 'hold': takes the whole request, calls `onHeld`, and passes it to the server `holdMs` later, whether its sender
   * is still there or not: a server that got a whole push and lands it late (its hooks, a large pack's indexing).
   */
  hold(request, response, rule) {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      rule.onHeld?.();
      const timer = setTimeout(() => {
        const upstream = this.forward(request, response, (answer) => {
          if (response.destroyed) answer.resume();
          else {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          }
          answer.on('end', () => this.landed.push(request.url ?? ''));
        });
        upstream.end(Buffer.concat(chunks));
      }, rule.holdMs ?? 1000);
      this.timers.add(timer);
    });
  }

  /** A request to the git server like `request`, its answer to `onAnswer`; a failure cuts `response`. */
  forward(request, response, onAnswer) {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: this.upstreamPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
        // A connection of its own for each request: Node's default agent keeps connections alive, and a request sent
        // on one the web server was closing as idle got a reset, which cut the client's answer ("Empty reply from
        // server", seen under load).
        agent: false,
      },
      onAnswer,
    );
    upstream.on('error', () => response.destroy());
    return upstream;
  }

  async stop() {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(() => resolve(undefined)));
  }
}

/**
 * Passes `from` on to `to` at about `bytesPerSecond`, in small slices ten times a second: a slow link that keeps
 * moving. Reading from `from` pauses while two slices wait, so its sender is held back as a slow link would hold it
 * (once the sockets' buffers are full: a few MiB on loopback), rather than seeing all its bytes vanish at once.
 */
function throttled(from, to, bytesPerSecond) {
  const slice = Math.max(1, Math.round(bytesPerSecond / 10));
  let pending = Buffer.alloc(0);
  let ended = false;
  from.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    if (pending.length >= 2 * slice) from.pause();
  });
  from.on('end', () => {
    ended = true;
  });
  const timer = setInterval(() => {
    if (pending.length > 0) {
      to.write(pending.subarray(0, slice));
      pending = pending.subarray(slice);
      if (pending.length < 2 * slice) from.resume();
    } else if (ended) {
      clearInterval(timer);
      to.end();
    }
  }, 100);
  to.on('close', () => clearInterval(timer));
}

/** A server that accepts connections and never says anything: a stalled server. */
export async function startSilentServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * A TCP proxy (for the SSH server) that passes everything on until the server has sent `stallAfterBytes` on a
 * connection (past the SSH handshake, in the middle of git's transfer), then passes nothing more either way, with
 * both connections left open: a network path that went dead, which only ssh's keep-alives can notice.
 */
export async function startStallingTcpProxy(upstreamPort, { stallAfterBytes }) {
  const sockets = new Set();
  const proxy = { port: 0, stalled: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    let sent = 0;
    let dead = false;
    upstream.on('data', (chunk) => {
      if (dead) return;
      sent += chunk.length;
      if (sent <= stallAfterBytes) {
        client.write(chunk);
        return;
      }
      dead = true;
      proxy.stalled += 1;
    });
    client.on('data', (chunk) => {
      if (!dead) upstream.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(proxy, {
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  });
}
