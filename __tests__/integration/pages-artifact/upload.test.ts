// The Pages artifact uploaded by `@actions/artifact` to a stand-in of the runner's artifact service in front of
// Azurite (the Azure Storage emulator), then read back from Azurite: one zip holding `artifact.tar`, as
// upload-pages-artifact uploads it, whose files GNU tar extracts with the site's paths, modes and bytes.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { packSite, type PackedSite } from '../../../src/pages-artifact/pack.js';
import { readSite } from '../../../src/publish-folder/read.js';
import { uploadPagesArtifact, type UploadedArtifact } from '../../../src/pages-artifact/upload.js';
import { ArtifactService } from '../../support/artifact-service.mjs';
import { Azurite } from '../../support/azurite.mjs';
import { FaultProxy } from '../../support/fault-proxy.mjs';
import { recorder } from '../../support/recorder.js';

let azurite: Azurite;
let service: ArtifactService;
let root: string;
let workspace: string;
let site: string;
let temp: string;
const serverUrl = process.env.GITHUB_SERVER_URL;

const LONG = `${'chapter-'.repeat(8)}/${'section-'.repeat(9)}/a-page-whose-path-is-well-over-one-hundred-bytes.html`;
const EXCLUDED = (relative: string): boolean => relative.startsWith('drafts/');

/** The one read of the site every route takes (publish-folder/read.ts), then the pack of what it checked. */
async function readAndPack(signal: AbortSignal): Promise<PackedSite> {
  const refuseLeaks = (): Promise<never> => Promise.reject(new Error('no secret was given'));
  const options = { targetDir: '', secrets: [], refuseLeaks, workspace, exclude: EXCLUDED, signal, keepLarge: true };
  return packSite(site, await readSite(site, options), { tempDir: temp, signal });
}

beforeAll(async () => {
  // The toolkit refuses GitHub Enterprise Server by this variable (no artifact service there).
  process.env.GITHUB_SERVER_URL = 'https://github.com';
  azurite = await Azurite.start();
  service = await ArtifactService.start(azurite);
});

afterAll(async () => {
  await service.stop();
  await azurite.stop();
  if (serverUrl === undefined) delete process.env.GITHUB_SERVER_URL;
  else process.env.GITHUB_SERVER_URL = serverUrl;
});

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'upload-test-'));
  workspace = path.join(root, 'workspace');
  site = path.join(workspace, 'public');
  temp = path.join(root, 'temp');
  mkdirSync(temp);
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>\n',
    '.nojekyll': '',
    '.well-known/security.txt': 'Contact: mailto:a@example.com\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.github/workflows/pages.yml': 'on: push\n',
    'drafts/unfinished.html': 'excluded\n',
    '文章/日本語のページ.html': '<p>non-ASCII</p>\n',
    [LONG]: 'a long path\n',
    'tools/build.sh': '#!/bin/sh\n',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), content);
  }
  chmodSync(path.join(site, 'tools/build.sh'), 0o755);
  mkdirSync(path.join(site, 'images'));
  writeFileSync(path.join(site, 'images/logo.png'), randomBytes(3000));
  symlinkSync('images/logo.png', path.join(site, 'logo.png'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function packAndUpload(
  options: { token?: string; signal?: AbortSignal; name?: string } = {},
): Promise<UploadedArtifact> {
  const signal = options.signal ?? new AbortController().signal;
  const packed = await readAndPack(signal);
  return uploadPagesArtifact(packed, {
    runtime: { token: options.token ?? service.token(), resultsUrl: service.url },
    name: options.name,
    signal,
  });
}

/** The entries of a zip (names and contents), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + compressed);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The site as Pages should serve it: each published file's path, mode and bytes (a link: its target's). */
function expectedFiles(): Map<string, { mode: number; content: Buffer }> {
  const files = new Map<string, { mode: number; content: Buffer }>();
  const visit = (relative: string): void => {
    for (const name of readdirSync(path.join(site, relative))) {
      if (name === '.git' || name === '.github') continue;
      const child = relative === '' ? name : `${relative}/${name}`;
      const stats = statSync(path.join(site, child));
      if (stats.isDirectory()) visit(child);
      else if (!EXCLUDED(child)) {
        const mode = (stats.mode & 0o111) !== 0 ? 0o755 : 0o644;
        files.set(child, { mode, content: readFileSync(path.join(site, child)) });
      }
    }
  };
  visit('');
  return files;
}

/** What GNU tar extracts from `tar`: each regular file's path, mode and bytes; fails on anything else. */
function extractedFiles(tar: Buffer): Map<string, { mode: number; content: Buffer }> {
  const out = path.join(root, 'extracted');
  mkdirSync(out);
  writeFileSync(path.join(root, 'artifact.tar'), tar);
  execFileSync('tar', ['-xf', path.join(root, 'artifact.tar'), '-C', out]);
  const files = new Map<string, { mode: number; content: Buffer }>();
  const visit = (relative: string): void => {
    for (const name of readdirSync(path.join(out, relative))) {
      const child = relative === '' ? name : `${relative}/${name}`;
      const stats = lstatSync(path.join(out, child));
      if (stats.isDirectory()) visit(child);
      else if (stats.isFile())
        files.set(child, { mode: stats.mode & 0o777, content: readFileSync(path.join(out, child)) });
      else throw new Error(`${child} is neither a file nor a folder`);
    }
  };
  visit('');
  return files;
}

test('uploads the site as the artifact github-pages: a zip holding artifact.tar with every file, mode and byte', async () => {
  const before = service.requests.length;
  const uploaded = await packAndUpload();
  const artifact = service.artifacts.get('github-pages');
  expect(artifact?.finalized).toBe(true);
  expect(uploaded.id).toBe(artifact?.id);
  expect(service.requests.slice(before).map((request) => request.method)).toEqual([
    'CreateArtifact',
    'FinalizeArtifact',
  ]);
  const stored = await service.readArtifact('github-pages');
  expect(stored?.contentType).toBe('application/zip');
  expect(uploaded.size).toBe(stored?.content.length);
  const entries = unzip(stored?.content ?? Buffer.alloc(0));
  expect([...entries.keys()]).toEqual(['artifact.tar']);
  const extracted = extractedFiles(entries.get('artifact.tar') ?? Buffer.alloc(0));
  const expected = expectedFiles();
  expect([...extracted.keys()].sort()).toEqual([...expected.keys()].sort());
  expect([...extracted.keys()]).toEqual(
    expect.arrayContaining(['.nojekyll', '.well-known/security.txt', LONG, 'logo.png']),
  );
  for (const [name, file] of expected) {
    expect({ name, mode: extracted.get(name)?.mode.toString(8) }).toEqual({ name, mode: file.mode.toString(8) });
    expect(extracted.get(name)?.content.equals(file.content)).toBe(true);
  }
  expect(readdirSync(temp)).toEqual([]); // the tar is removed once uploaded
});

test('the artifact is kept one day, as upload-pages-artifact keeps it, unless told otherwise', async () => {
  await packAndUpload({ name: 'pages-retention' });
  const created = service.artifacts.get('pages-retention')?.created as { expiresAt?: { seconds: string } };
  const days = (Number(created.expiresAt?.seconds) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(0.9);
  expect(days).toBeLessThanOrEqual(1);
});

test('a runtime token the service refuses fails with the status, the fix, and no token in the message', async () => {
  const token = service.foreignToken();
  const upload = packAndUpload({ token, name: 'refused' });
  await expect(upload).rejects.toThrow(
    /Could not upload the Pages artifact to the runner's artifact service: .*\(401\) Unauthorized: the runtime token is not valid for this run.*pages-source: branch/s,
  );
  await expect(upload).rejects.not.toThrow(token.split('.')[2] ?? token);
  expect(service.artifacts.has('refused')).toBe(false);
  expect(readdirSync(temp)).toEqual([]);
});

test('a cancel mid-upload stops it: nothing finalized, no blob committed, and no temporary file left', async () => {
  // A large file that does not compress, sent to Azurite through a slow link: the upload takes many seconds.
  writeFileSync(path.join(site, 'video.bin'), randomBytes(12 * 1024 * 1024));
  const azuritePort = Number(new URL(azurite.accountUrl).port);
  const proxy = await FaultProxy.start(azuritePort, [
    {
      match: (request) => request.method === 'PUT',
      action: 'throttle',
      direction: 'request',
      bytesPerSecond: 512 * 1024,
    },
  ]);
  const slowService = await ArtifactService.start(azurite, { uploadBase: `${proxy.url}/devstoreaccount1` });
  try {
    const cancel = new AbortController();
    const packed = await readAndPack(cancel.signal);
    const upload = uploadPagesArtifact(packed, {
      runtime: { token: slowService.token(), resultsUrl: slowService.url },
      signal: cancel.signal,
    });
    upload.catch(() => undefined);
    // Once the first block is on its way to the storage, the runner cancels.
    while (proxy.injected === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelledAt = Date.now();
    cancel.abort(new Error('The job was cancelled.'));
    await expect(upload).rejects.toThrow('The job was cancelled.');
    expect(Date.now() - cancelledAt).toBeLessThan(2000); // the toolkit gave up, not the 5 s limit
    expect(readdirSync(temp)).toEqual([]);
    // Given time, nothing more arrives: the toolkit gave up, and its requests were cut.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(slowService.requests.map((request) => request.method)).toEqual(['CreateArtifact']);
    expect(await slowService.readArtifact('github-pages')).toBeUndefined();
  } finally {
    await slowService.stop();
    await proxy.stop();
  }
});

/** A front of the results service that passes every call on to it, but redirects the calls `redirect` picks. */
async function resultsFront(
  upstream: string,
  redirect: (path: string) => string | undefined,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const to = new URL(upstream);
  const server = http.createServer((request, response) => {
    const location = redirect(request.url ?? '/');
    if (location) {
      request.resume();
      response.writeHead(307, { location }).end();
      return;
    }
    const options = { host: to.hostname, port: to.port, path: request.url, method: request.method };
    const forward = http.request({ ...options, headers: request.headers }, (answered) => {
      response.writeHead(answered.statusCode ?? 502, answered.headers);
      answered.pipe(response);
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

test('a redirect of the results service to another origin is refused before the runtime token is sent there', async () => {
  // The blob is stored (its requests carry no authorization), then the finalize is redirected to the same host at
  // another port, where @actions/http-client keeps the authorization header.
  const trap = await recorder();
  const front = await resultsFront(service.url, (path) =>
    path.endsWith('/FinalizeArtifact') ? `${trap.url}${path}` : undefined,
  );
  const token = service.token();
  try {
    const packed = await readAndPack(neverCancelled());
    const started = Date.now();
    const upload = uploadPagesArtifact(packed, {
      runtime: { token, resultsUrl: front.url },
      name: 'redirected',
      signal: neverCancelled(),
    });
    await expect(upload).rejects.toThrow(
      `The runner's results service (ACTIONS_RESULTS_URL, ${new URL(front.url).origin}) redirected the artifact ` +
        `upload to ${trap.url}, another host: refused`,
    );
    expect(Date.now() - started).toBeLessThan(3000); // the toolkit gave up at once: no retries of 3 s and more
    expect(trap.requests).toEqual([]);
    // The blob store took the zip (its requests carry no authorization); the artifact was never finalized.
    expect((await service.readArtifact('redirected'))?.contentType).toBe('application/zip');
    expect(service.artifacts.get('redirected')?.finalized).toBe(false);
    expect(readdirSync(temp)).toEqual([]);
  } finally {
    await front.stop();
    await trap.stop();
  }
});

function neverCancelled(): AbortSignal {
  return new AbortController().signal;
}

test("the stand-in refuses a request the package's own types refuse (an unknown field)", async () => {
  const response = await fetch(
    new URL('/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact', service.url),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${service.token()}` },
      body: JSON.stringify({
        workflow_run_backend_id: service.runId,
        workflow_job_run_backend_id: service.jobId,
        name: 'extra',
        version: 7,
        compression: 'gzip',
      }),
    },
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    code: 'malformed',
    msg: expect.stringContaining('compression') as string,
  });
});
