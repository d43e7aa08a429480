// Writes the generators action.yml's description and `build` input and the README's first lines name, from the
// registry (src/generators/registry.ts, the one source of truth for them); the README's inputs and outputs tables
// from action.yml, the one source of truth for them; and the action's name in every `uses: <owner>/pages-push@vN` line of README.md, CONTRIBUTING.md, SECURITY.md and docs/*.md from
// package.json (`repository` for the name, the major of `version` for the tag), the one source of truth for those.
// `node scripts/docs.mjs` rewrites the files; `--check` fails (exit 1) when one is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isMain } from './is-main.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** A table cell: one line, pipes escaped. */
function cell(text) {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** Splits "Meaning. Default: what it falls back to." into the meaning and the default's words. */
function splitDefault(description, value) {
  const at = description.search(/\bDefault: /);
  if (at === -1) return { meaning: description, fallback: value === '' ? 'empty' : `\`${value}\`` };
  const fallback = description
    .slice(at + 'Default: '.length)
    .trim()
    .replace(/\.$/, '');
  return { meaning: description.slice(0, at).trim(), fallback: value === '' ? fallback : `\`${value}\`` };
}

/**
 * The registry's generators in the order detection tries them, each with its `title` and `autoBuild` (undefined when
 * it has none), read from the sources: `GENERATORS`' entries, each from the file the registry imports it from.
 */
export function registryGenerators(srcRoot = path.join(root, 'src')) {
  const registry = readFileSync(path.join(srcRoot, 'generators', 'registry.ts'), 'utf8');
  const files = new Map(
    [...registry.matchAll(/^import\s+\{\s*(\w+)\s*\}\s+from\s+'\.\/([^']+)\.js';/gm)].map((m) => [m[1], m[2]]),
  );
  const list = /\bGENERATORS\b[^=]*=\s*\[([^\]]*)\]/.exec(registry)?.[1];
  if (list === undefined) throw new Error('src/generators/registry.ts lacks its GENERATORS list');
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const file = `src/generators/${files.get(name)}.ts`;
      if (!files.has(name)) throw new Error(`src/generators/registry.ts lists ${name} but imports it from no file`);
      const source = readFileSync(path.join(srcRoot, '..', file), 'utf8');
      const field = (key) => new RegExp(`^  ${key}:\\s*'((?:[^'\\\\]|\\\\.)*)',`, 'm').exec(source)?.[1];
      const title = field('title');
      if (title === undefined) throw new Error(`${file} has no title as a one-line string`);
      return { title, autoBuild: field('autoBuild') };
    });
}

/** Names joined by commas: what comes before the text's own ", or any …". */
const named = (generators) => generators.filter((g) => g.autoBuild !== undefined).map((g) => g.title);

/** What `build: auto` runs, generator by generator; consecutive ones that run the same named together. */
export function autoBuilds(generators) {
  const groups = [];
  for (const { title, autoBuild } of generators.filter((g) => g.autoBuild !== undefined)) {
    const last = groups.at(-1);
    if (last?.autoBuild === autoBuild) last.titles.push(title);
    else groups.push({ titles: [title], autoBuild });
  }
  return groups.map(({ titles, autoBuild }) => `${titles.join(', ')} (${autoBuild})`).join(', ');
}

/** Rewraps the words of a folded YAML scalar's lines to `width` columns, each line indented by `indent`. */
function wrapped(words, indent, width = 120) {
  const lines = [];
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`${indent}${word}`);
  }
  return lines.join('\n');
}

/** Replaces what `pattern`'s second group matched in `text`, failing when the pattern finds nothing. */
function replaceGroup(text, pattern, content, where) {
  if (!pattern.test(text)) throw new Error(`${where} no longer has the text ${pattern} finds: update scripts/docs.mjs`);
  return text.replace(pattern, (_, before, _old, after) => `${before}${content}${after}`);
}

/** action.yml with the registry's generators in its description and its `build` input's description. */
export function actionWithGenerators(text, generators) {
  const described = replaceGroup(
    text,
    /^(description: 'Build a static site \()(.*?)(, or any build command\))/m,
    named(generators).join(', '),
    "action.yml's description",
  );
  const build = /^( {2}build:\n {4}description: >-\n)((?: {6}.*\n)+)/m.exec(described);
  if (!build) throw new Error('action.yml has no `build` input with a folded description: update scripts/docs.mjs');
  const words = replaceGroup(
    build[2].replace(/\s+/g, ' '),
    /(run its build: )(.*?)(, or any package\.json `build` script)/,
    autoBuilds(generators),
    "action.yml's `build` input",
  );
  const at = build.index + build[1].length;
  return `${described.slice(0, at)}${wrapped(words, '      ')}\n${described.slice(at + build[2].length)}`;
}

/** The README with the registry's generators in its first lines. */
export function readmeWithGenerators(text, generators) {
  return replaceGroup(
    text,
    /(builds your static site \()([^)]*?)(,\s+or any `package\.json` build script\))/,
    named(generators).join(', '),
    "README.md's first lines",
  );
}

export function inputsTable(action) {
  const rows = Object.entries(action.inputs).map(([name, spec]) => {
    const { meaning, fallback } = splitDefault(String(spec.description), String(spec.default ?? ''));
    return `| \`${name}\` | ${cell(fallback)} | ${cell(meaning)} |`;
  });
  return ['| input | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export function outputsTable(action) {
  const rows = Object.entries(action.outputs).map(
    ([name, spec]) => `| \`${name}\` | ${cell(String(spec.description))} |`,
  );
  return ['| output | meaning |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text, name, content) {
  const start = `<!-- ${name}:start (generated from action.yml by npm run docs) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** `owner/name` on GitHub from package.json's `repository` (an object with `url`, a URL, or `github:owner/name`). */
export function repositoryName(repository) {
  const url = typeof repository === 'string' ? repository : repository?.url;
  const match =
    typeof url === 'string' &&
    (/^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url) ??
      /^git@github\.com:([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url) ??
      /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(url));
  if (!match)
    throw new Error(`package.json's "repository" must name the action's GitHub repository; got ${JSON.stringify(url)}`);
  return match[1];
}

/**
 * Every `uses: <anything>/<name>@vN` where <name> is the package's name (pages-push) or the repository's (so the
 * lines are still found after the repository is renamed), rewritten to `uses: <owner>/<name>@v<major>`.
 */
export function rewriteUses(text, repository, version) {
  const major = /^(\d+)\./.exec(version)?.[1];
  if (major === undefined)
    throw new Error(`package.json's "version" must look like 1.2.3; got ${JSON.stringify(version)}`);
  const names = [...new Set([pkg.name, repository.split('/')[1]])].map((name) => name.replace(/[.]/g, '\\.'));
  const line = new RegExp(`(uses:\\s*)[^\\s/@'"\`]+\\/(?:${names.join('|')})@v\\d+(?![\\w-]|\\.\\d)`, 'g');
  return text.replace(line, `$1${repository}@v${major}`);
}

if (isMain(import.meta.url)) main();

function main() {
  const generators = registryGenerators();
  const actionUpdated = actionWithGenerators(readFileSync(path.join(root, 'action.yml'), 'utf8'), generators);
  const action = parse(actionUpdated);
  const uses = (text) => rewriteUses(text, repositoryName(pkg.repository), String(pkg.version));
  const files = [
    ['action.yml', () => actionUpdated],
    [
      'README.md',
      (text) =>
        uses(
          readmeWithGenerators(
            replaceBetween(replaceBetween(text, 'inputs', inputsTable(action)), 'outputs', outputsTable(action)),
            generators,
          ),
        ),
    ],
    ['CONTRIBUTING.md', uses],
    ['SECURITY.md', uses],
    ...(existsSync(path.join(root, 'docs')) ? readdirSync(path.join(root, 'docs')) : [])
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => [`docs/${name}`, uses]),
  ];
  const stale = [];
  for (const [name, update] of files) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const updated = update(text);
    if (updated === text) continue;
    stale.push(name);
    if (!process.argv.includes('--check')) writeFileSync(file, updated);
  }
  const what =
    'the generators (from src/generators/registry.ts), the inputs and outputs tables (from action.yml) and the ' +
    '`uses:` lines (from package.json)';
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(`${stale.join(', ')}: ${what} are out of date: run \`npm run docs\` and commit.`);
      process.exit(1);
    }
    console.log(`${files.map(([name]) => name).join(', ')}: ${what} are up to date.`);
  } else if (stale.length > 0) {
    console.log(`Rewrote ${stale.join(', ')}: ${what}.`);
  }
}
