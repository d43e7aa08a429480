// The Pages artifact's benchmark (issue 42): pages-push's pack and upload of a synthetic site against what
// upload-pages-artifact runs (`tar --dereference --hard-dereference -cvf artifact.tar --exclude=.git
// --exclude=.github .`, then `@actions/artifact`'s uploadArtifact of that file, which is upload-artifact@v4's
// call), both to the same Azurite behind the same stand-in of the runner's artifact service.
//
//   node bench/pages-artifact.mjs [--pages 2000,20000] [--rounds 3]
//
// `npm run bench` (bench/run.mjs) runs it too, at its own sizes (`--actions 0` leaves it out), through
// `benchPagesArtifact`. Every upload is read back from Azurite, and the tar in it extracted by GNU tar must hold
// exactly the site's files (`diff -r`): a side that uploads something else fails the benchmark.
//
// Each side runs as the runner would run it: fresh processes under the action's runtime (PAGES_PUSH_NODE, else
// this Node), timed from start to end; rounds alternate the two sides. Ours is the code of src/pages-artifact
// bundled by ncc as the action bundles it (its @actions/artifact chunk loaded by the dynamic import), rebuilt when
// a source (or this file) is newer than the bundle. The upload-artifact action is an ncc bundle too; here its call
// loads @actions/artifact from node_modules. Prints one line per side and size: the median, the range, and the artifact's
// size, and each side's two parts (ours: the pack as the process timed it, and the rest: the start, the chunk's
// load and the upload; theirs: the tar process and the upload process).
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArtifactService } from '../__tests__/support/artifact-service.mjs';
import { Azurite } from '../__tests__/support/azurite.mjs';
import { writeSite } from './site.mjs';
import { timed } from './timed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.env.PAGES_PUSH_NODE || process.execPath;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

/**
 * The entry ncc bundles: the one read of the site every route takes (its checks' own cost is the branch rows'),
 * the pack of what it read, then the upload, as the deployer calls them; the runner's variables from the env.
 */
const ENTRY = `import { packSite } from '../src/pages-artifact/pack.js';
import { readSite } from '../src/publish-folder/read.js';
import { uploadPagesArtifact } from '../src/pages-artifact/upload.js';
const [folder = '', tempDir = ''] = process.argv.slice(2);
const signal = new AbortController().signal;
const started = performance.now();
const refuseLeaks = () => Promise.reject(new Error('no secret was given'));
const files = await readSite(folder, { targetDir: '', secrets: [], refuseLeaks, workspace: folder, signal, keepLarge: true });
const packed = await packSite(folder, files, { tempDir, signal });
const runtime = { token: process.env.ACTIONS_RUNTIME_TOKEN ?? '', resultsUrl: process.env.ACTIONS_RESULTS_URL ?? '' };
const packMs = performance.now() - started;
const uploaded = await uploadPagesArtifact(packed, { runtime, name: process.env.BENCH_ARTIFACT, signal });
const uploadMs = performance.now() - started - packMs;
console.log('RESULT ' + JSON.stringify({ ...uploaded, tar: packed.bytes, files: packed.files, packMs, uploadMs }));
`;

/** What upload-artifact@v4 does with the tar upload-pages-artifact made: one file, the default compression. */
const THEIR_UPLOAD = `import { DefaultArtifactClient } from '@actions/artifact';
const [file] = process.argv.slice(1);
const result = await new DefaultArtifactClient().uploadArtifact(process.env.BENCH_ARTIFACT, [file],
  (await import('node:path')).dirname(file), { retentionDays: 1 });
console.log('RESULT ' + JSON.stringify(result));
`;

/** Our bundle, built by ncc into a cache folder, again when a source of src/pages-artifact is newer. */
function ourBundle() {
  const out = path.join(os.tmpdir(), 'pages-push-bench-artifact');
  const bundle = path.join(out, 'index.js');
  const sources = ['src/pages-artifact', 'src/publish-folder'].flatMap((folder) =>
    fs.readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name)),
  );
  // This file too: it holds the entry.
  const newest = Math.max(...[...sources, fileURLToPath(import.meta.url)].map((file) => fs.statSync(file).mtimeMs));
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs > newest) return bundle;
  const entry = path.join(root, 'bench', '.pages-artifact-entry.ts');
  fs.rmSync(out, { recursive: true, force: true });
  fs.writeFileSync(entry, ENTRY);
  try {
    const built = spawnSync('npx', ['ncc', 'build', entry, '-o', out], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('ncc could not build the benchmark bundle');
  } finally {
    fs.rmSync(entry, { force: true });
  }
  return bundle;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function result(stdout) {
  const line = stdout.split('\n').find((text) => text.startsWith('RESULT '));
  return JSON.parse(line.slice('RESULT '.length));
}

/**
 * The artifact `name` read back from Azurite: the zip the upload made, its `artifact.tar` taken out with unzip and
 * extracted with GNU tar, compared with the site by `diff -r`. Returns what differs, or undefined when it is exactly
 * the site's files.
 */
async function differsFromSite(service, name, site, temp) {
  const blob = await service.readArtifact(name);
  if (!blob) return `no artifact ${name} was committed`;
  const zip = path.join(temp, 'read-back.zip');
  fs.writeFileSync(zip, blob.content);
  const tar = path.join(temp, 'read-back.tar');
  fs.writeFileSync(tar, execFileSync('unzip', ['-p', zip, 'artifact.tar'], { maxBuffer: 1 << 30 }));
  const out = path.join(temp, 'read-back');
  fs.mkdirSync(out);
  execFileSync('tar', ['-xf', tar, '-C', out]);
  const diff = spawnSync('diff', ['-r', '--no-dereference', site, out], { encoding: 'utf8' });
  return diff.status === 0 ? undefined : `the uploaded tar is not the site: ${diff.stdout.slice(0, 500)}`;
}

/**
 * Times both sides for each size, `rounds` runs of each, alternating which goes first. Returns one row per size
 * (each side's median, range and parts, the tar's and the artifact's bytes) and what failed.
 */
export async function benchPagesArtifact({ sizes, rounds, log = console.log }) {
  const bundle = ourBundle();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-artifact-bench-'));
  const serverUrl = process.env.GITHUB_SERVER_URL;
  process.env.GITHUB_SERVER_URL = 'https://github.com';
  const azurite = await Azurite.start();
  const service = await ArtifactService.start(azurite);
  const env = {
    ...process.env,
    GITHUB_SERVER_URL: 'https://github.com',
    ACTIONS_RUNTIME_TOKEN: service.token(),
    ACTIONS_RESULTS_URL: service.url,
  };
  const rows = [];
  const failures = [];
  let runs = 0;
  try {
    for (const pages of sizes) {
      const site = path.join(scratch, `site-${pages}`);
      await writeSite(site, { pages, assets: Math.round(pages / 20) });
      const times = { ours: [], theirs: [] };
      /** Each side's two parts: packing (our pack / tar) and the rest (our upload / the upload process). */
      const parts = { ours: { pack: [], upload: [] }, theirs: { pack: [], upload: [] } };
      const sizesSeen = {};
      for (let round = 0; round < rounds; round += 1) {
        for (const side of round % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours']) {
          const temp = fs.mkdtempSync(path.join(scratch, 'temp-'));
          const name = `bench-${(runs += 1)}`;
          const sideEnv = { ...env, BENCH_ARTIFACT: name };
          if (side === 'ours') {
            const run = await timed(node, [bundle, site, temp], { env: sideEnv });
            times.ours.push(run.ms);
            sizesSeen.ours = result(run.stdout);
            parts.ours.pack.push(sizesSeen.ours.packMs);
            parts.ours.upload.push(run.ms - sizesSeen.ours.packMs);
          } else {
            const tar = path.join(temp, 'artifact.tar');
            const args = [
              '--dereference',
              '--hard-dereference',
              '--directory',
              site,
              '-cvf',
              tar,
              '--exclude=.git',
              '--exclude=.github',
              '.',
            ];
            const packed = await timed('tar', args, { env: sideEnv });
            const upload = await timed(node, ['--input-type=module', '-e', THEIR_UPLOAD, tar], {
              env: sideEnv,
              cwd: root,
            });
            times.theirs.push(packed.ms + upload.ms);
            parts.theirs.pack.push(packed.ms);
            parts.theirs.upload.push(upload.ms);
            sizesSeen.theirs = { ...result(upload.stdout), tar: fs.statSync(tar).size };
          }
          const differs = await differsFromSite(service, name, site, temp);
          if (differs) failures.push(`Pages artifact of ${pages} pages (${side}, round ${round + 1}): ${differs}`);
          fs.rmSync(temp, { recursive: true, force: true });
        }
      }
      const sideOf = (side) => ({
        ms: median(times[side]),
        min: Math.min(...times[side]),
        max: Math.max(...times[side]),
        runs: times[side].length,
        packMs: median(parts[side].pack),
        restMs: median(parts[side].upload),
        tar: sizesSeen[side].tar,
        artifact: sizesSeen[side].size,
      });
      const row = { pages, ours: sideOf('ours'), theirs: sideOf('theirs') };
      rows.push(row);
      for (const side of ['ours', 'theirs']) {
        const label = side === 'ours' ? 'pages-push pack + upload' : 'tar + @actions/artifact';
        const seen = row[side];
        log(
          `${pages} pages: ${label}: median ${seen.ms.toFixed(0)} ms (${seen.min.toFixed(0)}–${seen.max.toFixed(0)}, ${seen.runs} runs; pack ${seen.packMs.toFixed(0)} ms, start and upload ${seen.restMs.toFixed(0)} ms); tar ${seen.tar} bytes, artifact ${seen.artifact} bytes`,
        );
      }
    }
  } finally {
    await service.stop();
    await azurite.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    if (serverUrl === undefined) delete process.env.GITHUB_SERVER_URL;
    else process.env.GITHUB_SERVER_URL = serverUrl;
  }
  return { rows, failures };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = option('pages', '2000,20000').split(',').map(Number);
  const rounds = Number(option('rounds', '3'));
  const loads = () =>
    os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ');
  console.log(`Node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}, load average ${loads()}`);
  const { failures } = await benchPagesArtifact({ sizes, rounds });
  console.log(`load average after: ${loads()}`);
  if (failures.length > 0) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every uploaded tar holds exactly the site.');
  }
}
