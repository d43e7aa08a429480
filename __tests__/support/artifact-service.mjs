// A stand-in of the runner's artifact service (the "results" service's Twirp API, ACTIONS_RESULTS_URL) for the
// calls `@actions/artifact` makes, in front of Azurite: CreateArtifact answers with a signed URL into the emulator,
// FinalizeArtifact checks the committed blob against the size and hash it is told; ListArtifacts and
// GetSignedArtifactURL give the run's finalized artifacts to any job of the run (a deploy job's download). Every request body is read with
// the message types the package itself ships (its generated protobuf-ts code), which throw on an unknown field or
// a wrong type, and must carry a runtime token this stand-in signed, whose Actions.Results scope names the run.
// The Twirp and token plumbing is twirp-service.mjs's, shared with the cache service's stand-in.
import { createHash, randomUUID } from 'node:crypto';
import archiver from 'archiver';
import * as messages from '../../node_modules/@actions/artifact/lib/generated/index.js';
import { answer, TwirpService, twirpError } from './twirp-service.mjs';

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

export class ArtifactService extends TwirpService {
  /**
   * @param {import('./azurite.mjs').Azurite} azurite
   * @param {{ uploadBase?: string }} options `uploadBase`: the address signed upload URLs point at (a proxy in
   *   front of Azurite), instead of the emulator's own
   */
  constructor(azurite, options = {}) {
    super(azurite, { service: SERVICE, methods: METHODS });
    this.uploadBase = options.uploadBase;
    /** The artifacts by name: their id, blob, and whether they were finalized. */
    this.artifacts = new Map();
    this.nextId = 1000;
  }

  static async start(azurite, options) {
    await azurite.createContainer(CONTAINER);
    return new ArtifactService(azurite, options).listen();
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

  /** ACTIONS_RUNTIME_TOKEN of another job of the same run (a deploy job that needs the build job). */
  jobToken(jobId = randomUUID()) {
    return this.token(this.key, { scp: `Actions.ExampleScope Actions.Results:${this.runId}:${jobId}` });
  }

  async call(method, message, response, claims) {
    // The backend ids a request names are its token's (a job of this run), as the service checks them.
    const scope = /Actions\.Results:([^:\s]+):([^:\s]+)/.exec(claims.scp ?? '');
    if (!scope || message.workflowRunBackendId !== this.runId || message.workflowRunBackendId !== scope[1]) {
      twirpError(response, 403, 'permission_denied', 'the backend ids are not the token scope');
      return;
    }
    const ownJob = message.workflowJobRunBackendId === scope[2];
    if (method === 'ListArtifacts') this.list(message, response);
    else if (method === 'GetSignedArtifactURL') this.signedUrl(message, response);
    else if (!ownJob) twirpError(response, 403, 'permission_denied', 'the job id is not the token scope');
    else if (method === 'CreateArtifact') this.create(message, response);
    else if (method === 'FinalizeArtifact') await this.finalize(message, response);
    else twirpError(response, 501, 'unimplemented', `${method} is not used by an upload or a download`);
  }

  /** The run's finalized artifacts, by the name or id the request filters on. */
  list(message, response) {
    const artifacts = [...this.artifacts.entries()]
      .filter(([name, artifact]) => artifact.finalized && (!message.nameFilter || message.nameFilter.value === name))
      .filter(([, artifact]) => !message.idFilter || String(artifact.id) === String(message.idFilter.value))
      .map(([name, artifact]) => ({
        workflowRunBackendId: this.runId,
        workflowJobRunBackendId: artifact.jobId,
        databaseId: String(artifact.id),
        name,
        size: String(artifact.size),
        ...(artifact.hash ? { digest: { value: artifact.hash } } : {}),
      }));
    answer(response, messages.ListArtifactsResponse, { artifacts });
  }

  /** A URL that reads the artifact's zip from Azurite for an hour. */
  signedUrl(message, response) {
    const artifact = this.artifacts.get(message.name);
    if (!artifact?.finalized) return twirpError(response, 404, 'not_found', `no artifact named ${message.name}`);
    const signedUrl = this.azurite.signedDownloadUrl(CONTAINER, artifact.blob);
    answer(response, messages.GetSignedArtifactURLResponse, { signedUrl });
  }

  /**
   * Puts a finalized artifact `name` holding `files` (name to content) into the run, zipped as upload-artifact
   * zips: what a tampered artifact, or one another tool made, looks like to a job that downloads it.
   */
  async putArtifact(name, files, jobId = randomUUID()) {
    const zip = archiver('zip', { zlib: { level: 6 } });
    const chunks = [];
    zip.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve, reject) => {
      zip.on('end', resolve);
      zip.on('error', reject);
    });
    for (const [file, content] of Object.entries(files)) zip.append(content, { name: file });
    await zip.finalize();
    await ended;
    return this.putZip(name, Buffer.concat(chunks), jobId);
  }

  /** Puts a finalized artifact `name` whose zip is `content` as it is (a zip made by hand: a bomb, say). */
  async putZip(name, content, jobId = randomUUID()) {
    const blob = `${this.runId}/${jobId}/${name}.zip`;
    await this.azurite.writeBlob(CONTAINER, blob, content);
    const hash = `sha256:${createHash('sha256').update(content).digest('hex')}`;
    const artifact = { id: this.nextId++, blob, finalized: true, size: content.length, hash, jobId, created: {} };
    this.artifacts.set(name, artifact);
    return artifact;
  }

  create(message, response) {
    if (!message.name) return twirpError(response, 400, 'invalid_argument', 'the artifact has no name');
    if (this.artifacts.get(message.name)?.finalized) {
      return twirpError(response, 409, 'already_exists', `an artifact named ${message.name} exists in this run`);
    }
    if (message.version < 4) return twirpError(response, 400, 'invalid_argument', 'version 4 or later only');
    const blob = `${this.runId}/${message.workflowJobRunBackendId}/${message.name}.zip`;
    const jobId = message.workflowJobRunBackendId;
    this.artifacts.set(message.name, { id: this.nextId++, blob, finalized: false, created: message, jobId });
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
    artifact.hash = hash;
    answer(response, messages.FinalizeArtifactResponse, { ok: true, artifactId: String(artifact.id) });
  }
}
