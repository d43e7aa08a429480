// A runner's proxy in front of the loopback stand-ins: an HTTP proxy on loopback (what `https_proxy` names) that
// answers CONNECT to the names it serves (github.com, api.github.com, a GitHub Enterprise host) with TLS of a test
// certificate made for them, and passes the decrypted bytes to a stand-in on loopback; CONNECT to any other host is
// tunnelled to it unchanged, as a runner's proxy does (the npm registry, for the jobs' installs).
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { promisify } from 'node:util';

/** The names a test plays github.com by: its web and git host, and its REST API's. */
export const GITHUB_DOT_COM = 'github.com';
export const GITHUB_API = 'api.github.com';

export class TlsFront {
  constructor(dir, credentials, names) {
    this.dir = dir;
    this.credentials = credentials;
    this.names = names;
    /** `name` → the loopback port its stand-in listens on. */
    this.routes = new Map();
    this.sockets = new Set();
    this.proxy = http.createServer((_request, response) => response.writeHead(405).end());
    this.proxy.on('connect', (request, client) => this.connect(request, client));
  }

  /** A front whose certificate names `names` (a certificate of its own, made now, valid two days). */
  static async start(names) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-keyout', key, '-out', cert, '-subj', `/CN=${names[0]}`,
      '-addext', `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
    ]); // prettier-ignore
    const front = new TlsFront(dir, { key: await fs.readFile(key), cert: await fs.readFile(cert) }, names);
    front.certFile = cert;
    await new Promise((resolve) => front.proxy.listen(0, '127.0.0.1', resolve));
    return front;
  }

  /** Serves `name` (one of the certificate's) from the stand-in on loopback at `port`. */
  route(name, port) {
    if (!this.names.includes(name)) throw new Error(`the front's certificate does not name ${name}`);
    this.routes.set(name, port);
  }

  /**
   * What a step needs to go through the front: the proxy, and its certificate trusted by git (GIT_SSL_CAINFO, in
   * place of the system's: only the front's names are reached over https by git) and by Node (added to its own).
   */
  get env() {
    const proxy = `http://127.0.0.1:${this.proxy.address().port}`;
    return {
      https_proxy: proxy,
      HTTPS_PROXY: proxy,
      GIT_SSL_CAINFO: this.certFile,
      NODE_EXTRA_CA_CERTS: this.certFile,
    };
  }

  connect(request, client) {
    this.track(client);
    const [, host = '', port = ''] = /^(.*):(\d+)$/.exec(request.url ?? '') ?? [];
    const routed = port === '443' ? this.routes.get(host.toLowerCase()) : undefined;
    const upstream = routed ? net.connect(routed, '127.0.0.1') : net.connect(Number(port), host);
    this.track(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', () => {
      if (!client.destroyed) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      end();
    });
    client.on('error', end);
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (!routed) {
        client.pipe(upstream).pipe(client);
        return;
      }
      const secure = new tls.TLSSocket(client, { isServer: true, ...this.credentials });
      secure.on('error', end);
      secure.pipe(upstream).pipe(secure);
    });
  }

  track(socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.proxy.close(resolve));
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}
