// The artifact a build job (`mode: build`) hands a deploy job (`mode: deploy`): the site's tar, as pack.ts writes it
// for Pages, and a manifest of what was packed (its bytes, files and hash). The deploy job downloads it by id and
// checks it as data against that manifest and the artifact service's own digest before anything is unpacked.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../shared/errors.js';
import * as core from '../shared/runner.js';
import { throwIfCancelled } from '../processes/processes.js';
import { HARD_LIMIT, type PackedSite } from './pack.js';
import { unpackSiteTar } from './tar-reader.js';
import { runDownloadFailure, type ArtifactRun } from './run-download.js';
import { unzipEntries, ZipRefusal } from './zip-reader.js';
export { refuseOnServer } from './artifact-server.js';
import {
  keepingTokenHome,
  untilCancelled,
  uploadPagesArtifact,
  withRuntime,
  type UploadedArtifact,
  type UploadOptions,
} from './upload.js';

/** The manifest's file in the artifact, beside the tar (`artifact.tar`, see pack.ts). */
export const MANIFEST = 'pages-push.json';
const TAR = 'artifact.tar';
/** The largest manifest read: a few numbers. */
const MAX_MANIFEST_BYTES = 4096;

/** What the build job says it packed: checked against what the deploy job downloads. */
export interface SiteManifest {
  version: 1;
  /** The tar's bytes, its regular files, and its SHA-256 (hex). */
  bytes: number;
  files: number;
  sha256: string;
}

/** Uploads `packed` as the artifact `name`, with its manifest beside it. */
export async function uploadSiteArtifact(
  packed: PackedSite,
  options: Pick<UploadOptions, 'runtime' | 'signal'> & { name: string },
): Promise<UploadedArtifact> {
  const manifest: SiteManifest = {
    version: 1,
    bytes: packed.bytes,
    files: packed.files,
    sha256: await sha256(packed.file),
  };
  const manifestFile = path.join(path.dirname(packed.file), MANIFEST);
  await writeFile(manifestFile, `${JSON.stringify(manifest)}\n`, { mode: 0o600, flag: 'wx' });
  return uploadPagesArtifact(packed, { ...options, beside: [manifestFile] });
}

/** The site a deploy job received: the unpacked folder, and the artifact it came from. */
export interface ReceivedSite {
  folder: string;
  id: number;
  files: number;
  bytes: number;
}

/**
 * Downloads the artifact `name` of this run (or of `from`, another run of the repository) into `into` (an empty folder of the step's own), checks it, and unpacks
 * its site into `into/site`. Refused, with what was wrong: an artifact the service's digest does not match, one
 * holding anything but the tar and its manifest, a tar whose size, hash or file count is not the manifest's, and
 * every member unpack.ts refuses.
 */
export async function downloadSiteArtifact(
  name: string,
  into: string,
  options: Pick<UploadOptions, 'runtime' | 'signal'> & { from?: ArtifactRun },
): Promise<ReceivedSite> {
  const { runtime, signal, from } = options;
  throwIfCancelled(signal);
  if (runtime.token) core.setSecret(runtime.token);
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const download = path.join(into, 'download');
  await mkdir(download, { mode: 0o700 });
  // From this run: the runner's artifact service, with the runtime token. From another: the REST API, with the token.
  const service = <T>(call: () => Promise<T>): Promise<T> =>
    from
      ? keepingTokenHome(from.apiUrl, () => untilCancelled(signal, call))
      : withRuntime(runtime, () => keepingTokenHome(runtime.resultsUrl, () => untilCancelled(signal, call)));
  const [owner = '', repositoryName = ''] = from ? from.repository.split('/') : [];
  const findBy = from
    ? { findBy: { token: from.token, workflowRunId: from.runId, repositoryOwner: owner, repositoryName } }
    : {};
  let id: number;
  try {
    const { artifact } = await service(() => client.getArtifact(name, findBy));
    id = artifact.id;
    // The zip as it is (its digest still computed over the bytes): the toolkit's unzip would write every entry,
    // whole, before any check (a small zip can inflate to fill the disk); ours is bounded (zip-reader.ts).
    const got = await service(() =>
      client.downloadArtifact(artifact.id, {
        path: download,
        ...findBy,
        skipDecompress: true,
        ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
      }),
    );
    if (got.digestMismatch) {
      throw new Error(`its bytes are not the ones uploaded (the artifact service's digest ${artifact.digest ?? ''})`);
    }
  } catch (error) {
    throwIfCancelled(signal);
    if (from) throw runDownloadFailure(error, name, from);
    throw new Error(
      `Could not download the artifact "${name}" of this run: ${errorMessage(error)}. Input "mode: deploy" takes ` +
        `what a "mode: build" job of the same run uploaded: give this job \`needs:\` that job, and the same ` +
        `"artifact" input (now "${name}").`,
      { cause: error },
    );
  }
  const unzipped = path.join(into, 'unzipped');
  await mkdir(unzipped, { mode: 0o700 });
  await unzipArtifact(download, unzipped, name, signal);
  const manifest = await checkedDownload(unzipped, name);
  const folder = path.join(into, 'site');
  await mkdir(folder, { mode: 0o755 });
  const unpacked = unpackSiteTar(path.join(unzipped, TAR), folder, name);
  if (unpacked.files !== manifest.files) {
    throw new Error(
      `The artifact "${name}" holds ${String(unpacked.files)} files, and its build job packed ${String(manifest.files)}: ` +
        'refused, nothing of it is deployed. The artifact was changed after the build: run the build job again.',
    );
  }
  const of = from ? ` of run ${String(from.runId)}` : '';
  core.info(`Received the artifact "${name}"${of} (id ${String(id)}): ${String(unpacked.files)} files, checked.`);
  return { folder, id, files: unpacked.files, bytes: manifest.bytes };
}

/** Refuses the artifact `name`, saying what it holds, and how to make one this job takes. */
function refusal(name: string, what: string): Error {
  return new Error(
    `The artifact "${name}" ${what}: refused, nothing of it is deployed. Upload it with a pages-push job of ` +
      '"mode: build" (the same version of the action as this job).',
  );
}

/**
 * Unzips the one zip the download wrote (named as the service said) into `into`: the tar and the manifest alone,
 * each bounded (the tar by the 10 GiB a Pages site may be, see pack.ts); the zip is deleted once read.
 */
async function unzipArtifact(download: string, into: string, name: string, signal: AbortSignal): Promise<void> {
  const files = await readdir(download);
  const [zip] = files;
  if (files.length !== 1 || zip === undefined || !(await lstat(path.join(download, zip))).isFile()) {
    throw refusal(name, `was downloaded as ${String(files.length)} files, not one zip`);
  }
  try {
    await unzipEntries(path.join(download, zip), into, { [TAR]: HARD_LIMIT, [MANIFEST]: MAX_MANIFEST_BYTES }, signal);
  } catch (error) {
    throwIfCancelled(signal); // the job's cancel, said as every stage says it, not the unzip's abort
    throw error instanceof ZipRefusal ? refusal(name, error.message) : error;
  } finally {
    await rm(path.join(download, zip), { force: true });
  }
}

/** The download's manifest, once the folder holds the tar and the manifest alone, and the tar is what it says. */
async function checkedDownload(download: string, name: string): Promise<SiteManifest> {
  const refuse = (what: string): Error => refusal(name, what);
  const names = (await readdir(download)).sort();
  if (names.join('\n') !== [TAR, MANIFEST].sort().join('\n')) {
    throw refuse(`holds ${names.map((entry) => `"${entry}"`).join(', ') || 'nothing'}, not "${TAR}" and "${MANIFEST}"`);
  }
  for (const entry of names) {
    if (!(await lstat(path.join(download, entry))).isFile()) throw refuse(`holds "${entry}", which is not a file`);
  }
  const manifestPath = path.join(download, MANIFEST);
  if ((await lstat(manifestPath)).size > MAX_MANIFEST_BYTES)
    throw refuse(`has a manifest over ${MAX_MANIFEST_BYTES} bytes`);
  let manifest: Partial<Record<keyof SiteManifest, unknown>>;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as typeof manifest;
  } catch {
    throw refuse(`has a manifest that is not JSON`);
  }
  const whole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  const { version, bytes, files, sha256: hash } = manifest;
  if (version !== 1 || !whole(bytes) || !whole(files) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
    throw refuse('has a manifest of another form');
  }
  const tar = path.join(download, TAR);
  const size = (await lstat(tar)).size;
  if (size !== bytes) throw refuse(`holds a tar of ${String(size)} bytes, and its build job packed ${String(bytes)}`);
  if ((await sha256(tar)) !== hash) throw refuse('holds a tar whose bytes are not the ones its build job packed');
  return { version, bytes, files, sha256: hash };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
