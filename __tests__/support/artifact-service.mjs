// A stand-in of the runner's artifact service (the "results" service's Twirp API, ACTIONS_RESULTS_URL) for the
// calls `@actions/artifact` makes, in front of Azurite: CreateArtifact answers with a signed URL into the emulator,
// FinalizeArtifact checks the committed blob against the size and hash it is told. Every request body is read with
// the message types the package itself ships (its generated protobuf-ts code), which throw on an unknown field or
// a wrong type, and must carry a runtime token this stand-in signed, whose Actions.Results scope names the run.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import * as messages from '../../node_modules/@actions/artifact/lib/generated/index.js';

const SERVICE = 'github.actions.results.api.v1.ArtifactService';
const CONTAINER = 'actions-results';

/** The methods, each with its request's message type. */
const METHODS = {
  CreateArtifact: messages.CreateArtifactRequest,
  FinalizeArtifact: messages.FinalizeArtifactRequest,
  ListArtifacts: messages.ListArtifactsRequest,
  GetSignedArtifactURL: messages.GetSignedArtifactURLRequest,
  DeleteArtifact: messages.DeleteArtifactRequest,
};

const base64url = (value) => Buffer.from(value).toString('base64url');

export class ArtifactService {
  /**
   * @param {import('./azurite.mjs').Azurite} azurite
   * @param {{ uploadBase?: string }} options `uploadBase`: the address signed upload URLs point at (a proxy in
   *   front of Azurite), instead of the emulator's own
   */
  constructor(azurite, options = {}) {
    this.azurite = azurite;
    this.uploadBase = options.uploadBase;
    this.key = randomBytes(32);
    this.runId = randomUUID();
    this.jobId = randomUUID();
    /** Every request, in order: its method and the request message (as the package's type read it). */
    this.requests = [];
    /** The artifacts by name: their id, blob, and whether they were finalized. */
    this.artifacts = new Map();
    this.nextId = 1000;
    this.server = http.createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        twirpError(response, 500, 'internal', String(error?.message ?? error));
      });
    });
  }

  static async start(azurite, options) {
    await azurite.createContainer(CONTAINER);
    const service = new ArtifactService(azurite, options);
    await new Promise((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  /** ACTIONS_RESULTS_URL (the client takes its origin). */
  get url() {
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  }

  /** ACTIONS_RUNTIME_TOKEN: a JWT signed by this service, its scope naming the run's and the job's backend ids. */
  token(key = this.key) {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const claims = {
      scp: `Actions.ExampleScope Actions.Results:${this.runId}:${this.jobId}`,
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    const payload = base64url(JSON.stringify(claims));
    const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  }

  /** A token of the same form signed with another key: what a job's expired or foreign token looks like here. */
  foreignToken() {
    return this.token(randomBytes(32));
  }

  /** The content of the artifact `name` as Azurite holds it (the committed blob), or undefined. */
  async readArtifact(name) {
    const artifact = this.artifacts.get(name);
    if (!artifact) return undefined;
    return this.azurite.readBlob(CONTAINER, artifact.blob);
  }

  /** The blocks staged for the artifact `name` and never committed. */
  async uncommittedBlocks(name) {
    const artifact = this.artifacts.get(name);
    return artifact ? this.azurite.uncommittedBlocks(CONTAINER, artifact.blob) : 0;
  }

  async handle(request, response) {
    const route = /^\/twirp\/([\w.]+)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !route || route[1] !== SERVICE || !(route[2] in METHODS)) {
      twirpError(response, 404, 'bad_route', `no handler for ${request.method} ${request.url}`);
      return;
    }
    const method = route[2];
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    if (!this.authorized(request.headers.authorization)) {
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
      message = METHODS[method].fromJson(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch (error) {
      twirpError(response, 400, 'malformed', `${method}: ${error.message}`);
      return;
    }
    this.requests.push({ method, message });
    if (message.workflowRunBackendId !== this.runId || message.workflowJobRunBackendId !== this.jobId) {
      twirpError(response, 403, 'permission_denied', 'the backend ids are not the token scope');
      return;
    }
    if (method === 'CreateArtifact') this.create(message, response);
    else if (method === 'FinalizeArtifact') await this.finalize(message, response);
    else twirpError(response, 501, 'unimplemented', `${method} is not used by an upload`);
  }

  /** Whether `authorization` is `Bearer <a token this service signed>`. */
  authorized(authorization) {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const [header, payload, signature] = token?.split('.') ?? [];
    if (!header || !payload || !signature) return false;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  create(message, response) {
    if (!message.name) return twirpError(response, 400, 'invalid_argument', 'the artifact has no name');
    if (this.artifacts.get(message.name)?.finalized) {
      return twirpError(response, 409, 'already_exists', `an artifact named ${message.name} exists in this run`);
    }
    if (message.version < 4) return twirpError(response, 400, 'invalid_argument', 'version 4 or later only');
    const blob = `${this.runId}/${this.jobId}/${message.name}.zip`;
    this.artifacts.set(message.name, { id: this.nextId++, blob, finalized: false, created: message });
    const signedUploadUrl = this.azurite.signedUploadUrl(CONTAINER, blob, this.uploadBase);
    answer(response, messages.CreateArtifactResponse, { ok: true, signedUploadUrl });
  }

  async finalize(message, response) {
    const artifact = this.artifacts.get(message.name);
    if (!artifact) return twirpError(response, 404, 'not_found', `no artifact named ${message.name} was created`);
    const stored = await this.azurite.readBlob(CONTAINER, artifact.blob);
    if (!stored) return twirpError(response, 400, 'failed_precondition', 'nothing was uploaded');
    if (BigInt(message.size) !== BigInt(stored.content.length)) {
      return twirpError(response, 400, 'invalid_argument', `size ${message.size}, blob ${stored.content.length}`);
    }
    const hash = `sha256:${createHash('sha256').update(stored.content).digest('hex')}`;
    if (message.hash !== undefined && message.hash.value !== hash) {
      return twirpError(response, 400, 'invalid_argument', `hash ${message.hash.value}, blob ${hash}`);
    }
    artifact.finalized = true;
    artifact.size = stored.content.length;
    answer(response, messages.FinalizeArtifactResponse, { ok: true, artifactId: String(artifact.id) });
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(() => resolve(undefined)));
  }
}

/** An answer, written through the package's type as the real service's JSON is (field names in proto form). */
function answer(response, type, value) {
  const body = JSON.stringify(type.toJson(type.create(value), { useProtoFieldName: true }));
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(body);
}

/** A Twirp error: its status, and `{code, msg}` as JSON. */
function twirpError(response, status, code, msg) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ code, msg }));
}
