// Coverage of src/ by the whole suite: the unit tests' (Jest, in process) plus what the bundle ran in the
// end-to-end tests (V8 coverage mapped back to src/ through dist/index.js.map). Fails below the threshold.
// `--by-test-file`: also prints, for each end-to-end test file, the lines of src/ no other test ran (what leaving
// its bundle runs out of coverage, in run-action.mjs, would cost).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import libCoverage from 'istanbul-lib-coverage';

const LINES_THRESHOLD = 90;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const coverage = path.join(root, 'coverage');
const src = path.join(root, 'src') + path.sep;

const sources = [path.join(coverage, 'unit', 'coverage-final.json')];
if (existsSync(path.join(coverage, 'bundle-v8'))) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'c8', 'bin', 'c8.js'),
      'report',
      '--temp-directory',
      path.join(coverage, 'bundle-v8'),
      '--reporter',
      'json',
      '--report-dir',
      path.join(coverage, 'bundle'),
    ],
    { stdio: 'inherit' },
  );
  sources.push(path.join(coverage, 'bundle', 'coverage-final.json'));
}

/** file → line → hits, from one coverage-final.json. */
function lineCoverage(file) {
  const perFile = new Map();
  if (!existsSync(file)) return perFile;
  const map = libCoverage.createCoverageMap(JSON.parse(readFileSync(file, 'utf8')));
  for (const name of map.files()) {
    if (name.startsWith(src)) perFile.set(name, map.fileCoverageFor(name).getLineCoverage());
  }
  return perFile;
}

// Which lines count comes from the bundle's source map where there is one: it names executable lines only,
// while Jest lists every line (comments and types too) of a file a unit test never loaded.
const [unit, bundle] = sources.map(lineCoverage);
/** file → line → covered by any run. */
const lines = new Map();
for (const name of new Set([...(unit?.keys() ?? []), ...(bundle?.keys() ?? [])])) {
  const counted = bundle?.get(name) ?? unit?.get(name) ?? {};
  const perLine = new Map();
  for (const line of Object.keys(counted)) {
    perLine.set(line, (bundle?.get(name)?.[line] ?? 0) > 0 || (unit?.get(name)?.[line] ?? 0) > 0);
  }
  lines.set(name, perLine);
}
if (lines.size === 0) {
  console.error('No coverage was recorded: run `npm test`.');
  process.exit(1);
}

if (process.argv.includes('--by-test-file')) byTestFile();

let total = 0;
let covered = 0;
const rows = [...lines.entries()].sort(([a], [b]) => a.localeCompare(b));
for (const [name, perLine] of rows) {
  const fileCovered = [...perLine.values()].filter(Boolean).length;
  total += perLine.size;
  covered += fileCovered;
  const pct = ((100 * fileCovered) / perLine.size).toFixed(1).padStart(5);
  console.log(`${pct}%  ${path.relative(root, name)}`);
}
const pct = (100 * covered) / total;
console.log(
  `Lines of src/ covered by unit and end-to-end tests: ${pct.toFixed(1)}% (${covered}/${total}); threshold ${LINES_THRESHOLD}%.`,
);
if (pct < LINES_THRESHOLD) {
  console.error(`Coverage ${pct.toFixed(1)}% is under ${LINES_THRESHOLD}%: add tests for the lines listed above.`);
  process.exit(1);
}

/** For each test file whose bundle runs recorded coverage, the lines of src/ that no other test ran. */
function byTestFile() {
  const dir = path.join(coverage, 'bundle-v8');
  const names = readdirSync(dir);
  const maps = names.filter((name) => name.startsWith('source-map-cache-'));
  const labels = [...new Set(names.filter((name) => name.includes('--')).map((name) => name.split('--')[0]))];
  /** label → file → covered lines */
  const perLabel = new Map();
  for (const label of labels) {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'pages-push-coverage-'));
    mkdirSync(path.join(temp, 'v8'));
    for (const name of names.filter((name) => name.startsWith(`${label}--`)).concat(maps)) {
      symlinkSync(path.join(dir, name), path.join(temp, 'v8', name));
    }
    execFileSync(process.execPath, [
      path.join(root, 'node_modules', 'c8', 'bin', 'c8.js'),
      'report',
      '--temp-directory',
      path.join(temp, 'v8'),
      '--reporter',
      'json',
      '--report-dir',
      path.join(temp, 'out'),
    ]);
    const covered = new Map();
    for (const [name, hits] of lineCoverage(path.join(temp, 'out', 'coverage-final.json'))) {
      covered.set(name, new Set(Object.keys(hits).filter((line) => hits[line] > 0)));
    }
    perLabel.set(label, covered);
    rmSync(temp, { recursive: true, force: true });
  }
  const unitLines = lineCoverage(sources[0]);
  for (const label of labels) {
    let only = 0;
    const where = [];
    for (const [name, lines] of perLabel.get(label)) {
      const alone = [...lines].filter(
        (line) =>
          (unitLines.get(name)?.[line] ?? 0) === 0 &&
          labels.every((other) => other === label || !perLabel.get(other)?.get(name)?.has(line)),
      );
      only += alone.length;
      if (alone.length > 0) where.push(`${path.relative(root, name)}: ${alone.join(',')}`);
    }
    console.log(
      `${String(only).padStart(5)} lines run only by ${label}${where.length ? `\n    ${where.join('\n    ')}` : ''}`,
    );
  }
}
