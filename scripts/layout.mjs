// Checks that CONTRIBUTING.md's "The layout of `src/`" section names every source file under src/, and no file
// that is not there. A file is named by its path relative to src/ in backticks (`site/detect.ts`; `src/site/detect.ts`
// also counts); test files (`*.test.ts`) and paths of other folders (`__tests__/…`) are not names of src/.
// A generator's own file (one that `generators/registry.ts` imports a value from) is named by the section naming the
// registry: adding a generator is its file and its line in the registry, not a line here too.
// Part of `npm run lint`; it reads the tree when it runs, so a moved file shows up at once.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.mjs';

export const HEADING = '## The layout of `src/`';

/** The text of the layout section: from its heading to the next heading of the same level or higher. */
export function layoutSection(contributing) {
  const lines = contributing.split('\n');
  const start = lines.findIndex((line) => line.trim() === HEADING);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no "${HEADING}" section.`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The source files a text names: every `path.ts` in backticks, relative to src/, in order, without repeats. */
export function namedFiles(text) {
  const names = new Set();
  for (const match of text.matchAll(/`([^`\s]+\.ts)`/g)) {
    const name = match[1];
    if (name.endsWith('.test.ts') || name.startsWith('__tests__/')) continue;
    names.add(name.startsWith('src/') ? name.slice('src/'.length) : name);
  }
  return [...names];
}

export const REGISTRY = 'generators/registry.ts';

/**
 * The files the registry imports a value from (the generators: `import { hexo } from './hexo.js'`), as paths
 * relative to src/; not its type-only imports (`import type { Generator } …`).
 */
export function registeredFiles(registry) {
  const files = [];
  for (const match of registry.matchAll(/^import\s+(?!type\b)[^;]*?\bfrom\s+'\.\/([\w.-]+)\.js';/gm)) {
    files.push(`generators/${match[1]}.ts`);
  }
  return files;
}

/**
 * What is wrong with the layout section, one line each: source files it leaves out, names of missing files.
 * `registry`: the text of generators/registry.ts, whose generators count as named when the section names it.
 */
export function layoutProblems(contributing, sourceFiles, registry = '') {
  const named = namedFiles(layoutSection(contributing));
  const files = new Set(sourceFiles);
  const namedSet = new Set(named);
  if (namedSet.has(REGISTRY)) for (const file of registeredFiles(registry)) namedSet.add(file);
  return [
    ...sourceFiles
      .filter((file) => !namedSet.has(file))
      .map((file) => `CONTRIBUTING.md's layout of src/ does not name src/${file}: add \`${file}\` where it belongs.`),
    ...named
      .filter((name) => !files.has(name))
      .map((name) => `CONTRIBUTING.md's layout of src/ names \`${name}\`, but src/${name} does not exist.`),
  ];
}

/** Every .ts file under a folder, as paths relative to it with / separators, sorted. */
export function sourceFilesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

if (isMain(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = layoutProblems(
    readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8'),
    sourceFilesUnder(path.join(root, 'src')),
    readFileSync(path.join(root, 'src', REGISTRY), 'utf8'),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
