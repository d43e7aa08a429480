// The plumbing every stand-in of the runner's results service (ACTIONS_RESULTS_URL) shares: a Twirp JSON server on
// loopback in front of Azurite, whose every request body is read with the message type the toolkit package itself
// ships (its generated protobuf-ts code, which throws on an unknown field or a wrong type), which refuses a call
// without a runtime token it signed, and records every call it read. artifact-service.mjs and cache-service.mjs
// each add their methods.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';

const base64url = (value) => Buffer.from(value).toString('base64url');

export class TwirpService {
  /**
   * @param {import('./azurite.mjs').Azurite} azurite
   * @param {{ service: string, methods: Record<string, { fromJson(json: unknown): unknown }> }} api the Twirp
   *   service's full name, and each method's request message type
   */
  constructor(azurite, api) {
    this.azurite = azurite;
    this.api = api;
    this.key = randomBytes(32);
    this.runId = randomUUID();
    this.jobId = randomUUID();
    /** Every request, in order: its method and the request message (as the package's type read it). */
    this.requests = [];
    this.server = http.createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        twirpError(response, 500, 'internal', String(error?.message ?? error));
      });
    });
  }

  async listen() {
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** ACTIONS_RESULTS_URL (the clients take its origin). */
  get url() {
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  }

  /** The token's claims beyond the run's scope (the cache service adds the cache scopes). */
  claims() {
    return {};
  }

  /** ACTIONS_RUNTIME_TOKEN: a JWT signed by this service, its scope naming the run's and the job's backend ids. */
  token(key = this.key, extra = {}) {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const claims = {
      scp: `Actions.ExampleScope Actions.Results:${this.runId}:${this.jobId}`,
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...this.claims(),
      ...extra,
    };
    const payload = base64url(JSON.stringify(claims));
    const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  }

  /** A token of the same form signed with another key: what a job's expired or foreign token looks like here. */
  foreignToken() {
    return this.token(randomBytes(32));
  }

  async handle(request, response) {
    const route = /^\/twirp\/([\w.]+)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !route || route[1] !== this.api.service || !(route[2] in this.api.methods)) {
      twirpError(response, 404, 'bad_route', `no handler for ${request.method} ${request.url}`);
      return;
    }
    const method = route[2];
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const claims = this.verified(request.headers.authorization);
    if (!claims) {
      twirpError(response, 401, 'unauthenticated', 'the runtime token is not valid for this run');
      return;
    }
    if (request.headers['content-type'] !== 'application/json') {
      twirpError(response, 415, 'malformed', `content-type ${request.headers['content-type']}`);
      return;
    }
    let message;
    try {
      // The package's own type: an unknown field, a wrong type or a bad enum throws.
      message = this.api.methods[method].fromJson(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch (error) {
      twirpError(response, 400, 'malformed', `${method}: ${error.message}`);
      return;
    }
    this.requests.push({ method, message });
    await this.call(method, message, response, claims);
  }

  /** Answers one call the route, the token and the message type accepted (each service its own). */
  // eslint-disable-next-line no-unused-vars
  async call(method, message, response, claims) {
    twirpError(response, 501, 'unimplemented', method);
  }

  /** The claims of `authorization`'s token when it is `Bearer <a token this service signed>`, else undefined. */
  verified(authorization) {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const [header, payload, signature] = token?.split('.') ?? [];
    if (!header || !payload || !signature) return undefined;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  }

  /** Whether `authorization` is `Bearer <a token this service signed>`. */
  authorized(authorization) {
    return this.verified(authorization) !== undefined;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(() => resolve(undefined)));
  }
}

/** An answer, written through the package's type as the real service's JSON is (field names in proto form). */
export function answer(response, type, value) {
  const body = JSON.stringify(type.toJson(type.create(value), { useProtoFieldName: true }));
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(body);
}

/** A Twirp error: its status, and `{code, msg}` as JSON. */
export function twirpError(response, status, code, msg) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ code, msg }));
}
