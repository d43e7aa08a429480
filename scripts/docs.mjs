// Writes the README's inputs and outputs tables from action.yml, the one source of truth for them, and the action's
// name in every `uses: <owner>/pages-push@vN` line of README.md, CONTRIBUTING.md, SECURITY.md and docs/*.md from
// package.json (`repository` for the name, the major of `version` for the tag), the one source of truth for those.
// `node scripts/docs.mjs` rewrites the files; `--check` fails (exit 1) when one is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'));
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

export function inputsTable() {
  const rows = Object.entries(action.inputs).map(([name, spec]) => {
    const { meaning, fallback } = splitDefault(String(spec.description), String(spec.default ?? ''));
    return `| \`${name}\` | ${cell(fallback)} | ${cell(meaning)} |`;
  });
  return ['| input | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export function outputsTable() {
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

const uses = (text) => rewriteUses(text, repositoryName(pkg.repository), String(pkg.version));
const files = [
  [
    'README.md',
    (text) => uses(replaceBetween(replaceBetween(text, 'inputs', inputsTable()), 'outputs', outputsTable())),
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
const what = 'the inputs and outputs tables (from action.yml) and the `uses:` lines (from package.json)';
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`${stale.join(', ')}: ${what} are out of date: run \`npm run docs\` and commit.`);
    process.exit(1);
  }
  console.log(`${files.map(([name]) => name).join(', ')}: ${what} are up to date.`);
} else if (stale.length > 0) {
  console.log(`Rewrote ${stale.join(', ')}: ${what}.`);
}
