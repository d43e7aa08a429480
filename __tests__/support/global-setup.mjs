// Jest global setup: a file where the robustness tests tally what they did, and, when the run measures coverage,
// a folder where the bundles the end-to-end tests run record theirs, with the bundle they run for it.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAP_COMMENT = /\/\/# sourceMappingURL=[^\n]*$/;

export default async function globalSetup(globalConfig) {
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
