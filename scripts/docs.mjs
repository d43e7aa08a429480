// Writes the README's inputs and outputs tables from action.yml, the one source of truth for them.
// `node scripts/docs.mjs` rewrites README.md; `--check` fails (exit 1) when README.md is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'));
const readmePath = path.join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');

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

const updated = replaceBetween(replaceBetween(readme, 'inputs', inputsTable()), 'outputs', outputsTable());
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('README.md does not match action.yml: run `npm run docs` and commit README.md.');
    process.exit(1);
  }
  console.log('README.md inputs and outputs match action.yml.');
} else if (updated !== readme) {
  writeFileSync(readmePath, updated);
  console.log('README.md inputs and outputs rewritten from action.yml.');
}
