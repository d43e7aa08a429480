// Jest global setup: the Node the bundle runs under, a file where the robustness tests tally what they did, and,
// when the run measures coverage, a folder where the bundles the end-to-end tests run record theirs, with the bundle
// they run for it.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAP_COMMENT = /\/\/# sourceMappingURL=[^\n]*$/;

export default async function globalSetup(globalConfig) {
  await runtimeNode();
  process.env.PAGES_PUSH_TALLY = path.join(
    await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-tally-')),
    'tally.jsonl',
  );
  if (!globalConfig.collectCoverage) return;
  const dir = path.join(root, 'coverage', 'bundle-v8');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  process.env.PAGES_PUSH_V8_COVERAGE = dir;
  process.env.PAGES_PUSH_COVERAGE_BUNDLE = await coverageBundle(dir);
}

/** The action's runtime (action.yml's `runs.using`). */
const RUNTIME_MAJOR = 24;

/**
 * The Node the end-to-end tests run the bundle under (`PAGES_PUSH_NODE`, read by support/run-action.mjs): the
 * action's runtime, as CI sets it. Where it is not set and jest runs under an older Node, Node 24 is fetched from the
 * npm registry (npx keeps it in npm's cache): what the bundle does there, going through a proxy to the API, or
 * shedding its secrets in place, an older Node cannot, and the tests of it would fail. Set, it is kept as it is.
 */
async function runtimeNode() {
  if (process.env.PAGES_PUSH_NODE) return;
  if (Number(process.versions.node.split('.')[0]) >= RUNTIME_MAJOR) return;
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['-y', '-p', `node@${RUNTIME_MAJOR}`, 'node', '-p', 'process.execPath + " " + process.version'],
      { timeout: 600000 },
    );
    const [node, version] = stdout.trim().split(' ');
    process.env.PAGES_PUSH_NODE = node;
    console.log(
      `\nThe bundle runs under Node ${version}, the action's runtime (jest under ${process.version}): set ` +
        'PAGES_PUSH_NODE to the path of another node to choose it.',
    );
  } catch (error) {
    console.warn(
      `\nNode ${RUNTIME_MAJOR}, the action's runtime, could not be fetched with npx (${error.message.trim()}): the ` +
        `bundle runs under this Node (${process.version}), and the tests of what only Node 24 does fail. Set ` +
        'PAGES_PUSH_NODE to the path of a Node 24.',
    );
  }
}

/**
 * A copy of dist/ whose files name no source map, for the bundle runs that record coverage, and the source maps of
 * dist/ in `into`, once, as Node would record them (c8 maps the runs' coverage back to src/ with them). A process that
 * records coverage otherwise reads and parses the source map of every file of the bundle it loads (4 MB for the
 * largest chunk), and writes it into its coverage file, which the test's worker then reads: about 70 ms for each
 * Node start of the bundle. The copy's files are as long as dist/'s (the comment is blanked), so what V8 records of
 * the copy is what it would record of dist/.
 */
async function coverageBundle(into) {
  const dist = path.join(root, 'dist');
  const copy = path.join(root, 'coverage', 'dist');
  await fs.rm(copy, { recursive: true, force: true });
  await fs.cp(dist, copy, { recursive: true });
  for (const name of await fs.readdir(dist)) {
    if (!name.endsWith('.js')) continue;
    const text = await fs.readFile(path.join(dist, name), 'utf8');
    const comment = MAP_COMMENT.exec(text);
    if (!comment) continue;
    const mapFile = pathToFileURL(path.join(dist, `${name}.map`)).href;
    const map = JSON.parse(await fs.readFile(new URL(mapFile), 'utf8'));
    // As Node keeps a map: its sources as absolute URLs, from the map's own address.
    map.sources = map.sources.map((source) => new URL((map.sourceRoot ?? '') + source, mapFile).href);
    await fs.writeFile(path.join(copy, name), text.slice(0, comment.index) + ' '.repeat(comment[0].length));
    const url = pathToFileURL(path.join(dist, name)).href;
    const entry = { lineLengths: lineLengths(text), data: map, url: null };
    await fs.writeFile(
      path.join(into, `source-map-cache-${name}.json`),
      JSON.stringify({ result: [], 'source-map-cache': { [url]: entry } }),
    );
  }
  return path.join(copy, 'index.js');
}

/** Each line's length, as Node's source map cache counts them (line ends: \n, U+2028, U+2029). */
function lineLengths(text) {
  return text.split(/\n|\u2028|\u2029/).map((line) => line.length);
}
