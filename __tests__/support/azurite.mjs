// Azurite, the Azure Storage emulator Microsoft publishes (a devDependency), as the blob storage behind the runner's
// artifact service: `azurite-blob` on loopback, on a free port, its blobs in memory, no telemetry. The tests read
// what was uploaded straight from it, with the emulator's well-known development account.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';

const require = createRequire(import.meta.url);

/** Azurite's development account, the same in every copy of the emulator (its documentation publishes it). */
const ACCOUNT = 'devstoreaccount1';
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export class Azurite {
  /** @param {import('node:child_process').ChildProcess} child @param {number} port */
  constructor(child, port) {
    this.child = child;
    this.port = port;
    this.credential = new StorageSharedKeyCredential(ACCOUNT, ACCOUNT_KEY);
    this.service = new BlobServiceClient(this.accountUrl, this.credential);
  }

  /** Starts `azurite-blob` and waits for the port it listens on. */
  static async start() {
    const main = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
    const child = spawn(
      process.execPath,
      [
        main,
        '--blobHost',
        '127.0.0.1',
        '--blobPort',
        '0',
        '--inMemoryPersistence',
        '--disableTelemetry',
        '--disableProductStyleUrl',
        '--skipApiVersionCheck',
        '--silent',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const port = await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output += String(chunk);
        const listening = /successfully listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (listening) resolve(Number(listening[1]));
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`azurite-blob ended (${code}) before it listened:\n${output}`)));
    });
    child.stdout.resume();
    child.stderr.resume();
    return new Azurite(child, port);
  }

  get accountUrl() {
    return `http://127.0.0.1:${this.port}/${ACCOUNT}`;
  }

  /** Creates the container `name` (the artifact service keeps each run's artifacts in one). */
  async createContainer(name) {
    await this.service.getContainerClient(name).createIfNotExists();
  }

  /**
   * A URL that lets its holder write the blob `container/blob` for an hour, as the artifact service's
   * CreateArtifact answer gives one: signed with the account's key (a service SAS), its signature in the query.
   * `base` replaces the emulator's address (a proxy in front of it).
   */
  signedUploadUrl(container, blob, base = this.accountUrl) {
    return this.signedUrl(container, blob, 'cw', base);
  }

  /** A URL that lets its holder read the blob `container/blob` for an hour (the cache service's download URL). */
  signedDownloadUrl(container, blob, base = this.accountUrl) {
    return this.signedUrl(container, blob, 'r', base);
  }

  signedUrl(container, blob, permissions, base) {
    const sas = generateBlobSASQueryParameters(
      {
        containerName: container,
        blobName: blob,
        permissions: BlobSASPermissions.parse(permissions),
        startsOn: new Date(Date.now() - 60_000),
        expiresOn: new Date(Date.now() + 3_600_000),
      },
      this.credential,
    );
    return `${base}/${container}/${blob.split('/').map(encodeURIComponent).join('/')}?${sas.toString()}`;
  }

  /** The blob's committed content and properties, or undefined when no committed blob is there. */
  async readBlob(container, blob) {
    const client = this.service.getContainerClient(container).getBlobClient(blob);
    if (!(await client.exists())) return undefined;
    const properties = await client.getProperties();
    return { content: await client.downloadToBuffer(), contentType: properties.contentType };
  }

  /** Writes `content` as the committed blob `container/blob` (an artifact put there as the service stores one). */
  async writeBlob(container, blob, content, contentType = 'application/zip') {
    const client = this.service.getContainerClient(container).getBlockBlobClient(blob);
    await client.upload(content, content.length, { blobHTTPHeaders: { blobContentType: contentType } });
  }

  /** The blocks staged for a blob and not committed: what an upload cut short leaves. */
  async uncommittedBlocks(container, blob) {
    const client = this.service.getContainerClient(container).getBlockBlobClient(blob);
    try {
      const list = await client.getBlockList('uncommitted');
      return list.uncommittedBlocks?.length ?? 0;
    } catch (error) {
      if (error.statusCode === 404) return 0;
      throw error;
    }
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const ended = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await ended;
  }
}
