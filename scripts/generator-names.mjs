// Fails when a generator's id appears as a string in src/ outside its own file and the registry: everything the
// action knows of a generator is in its file under src/generators/ (see generators/generator.ts), and the rest of
// src/ asks the registry (`generatorNamed`, `generatorRunBy`) instead of comparing names. Checked: every string
// literal (quoted, or a template without substitutions; in types too, `'hugo' | 'jekyll'`, and `case 'hugo':`)
// and every property name (`{ hugo: … }`, a map keyed by generator) whose whole text is an id. A sentence that
// names a generator is not a comparison and is left alone. Part of `npm run lint`; it reads the tree when it runs.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.mjs';

export const REGISTRY = 'generators/registry.ts';

/**
 * Strings of src/ that spell an id but mean something else, as `file → id → why`. One that no longer appears is
 * reported, to be removed.
 */
export const KNOWN = new Map([
  [
    'step/plan.ts',
    new Map([['hexo', 'the deploy mode that runs hexo deploy with a seeded .deploy_git, not the generator']]),
  ],
]);

/** The generators the registry lists: each id with its file (relative to src/), read from the files themselves. */
export function generatorIds(srcRoot) {
  const registry = readFileSync(path.join(srcRoot, REGISTRY), 'utf8');
  const ids = new Map();
  for (const match of registry.matchAll(/^import\s+\{[^}]*\}\s+from\s+'\.\/([^']+)\.js';/gm)) {
    const file = `generators/${match[1]}.ts`;
    const source = readFileSync(path.join(srcRoot, file), 'utf8');
    for (const id of source.matchAll(/^\s+id:\s*'([^']+)',/gm)) ids.set(id[1], file);
  }
  return ids;
}

/** The ids a module's source spells as a whole string or a property name, each with its line (from 1). */
export function namesIn(source, ids) {
  const found = [];
  for (const token of tokens(source)) {
    if ((token.kind === 'string' || token.kind === 'property') && ids.has(token.text)) {
      found.push({ id: token.text, line: token.line });
    }
  }
  return found;
}

/** Keywords after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'case', 'in', 'of', 'delete', 'void', 'throw', 'new', 'else', 'do']);

/**
 * The tokens of TypeScript source that matter here, in order: whole strings (quoted, or templates without
 * substitutions: a template's text beside a `${…}` is not a whole string), property names (an identifier followed
 * by `:` or `?:` right after `{`, `,` or `;`), and the other identifiers, numbers and punctuation as `other`.
 * Comments and regular expressions are skipped, so a quote in them starts nothing.
 */
function* tokens(source) {
  let at = 0;
  let line = 1;
  let previous = { kind: 'punct', text: ';' };
  // Each open template's brace depth: a `}` at that depth resumes the template's text.
  const templates = [];
  let depth = 0;
  const advance = (to) => {
    for (let index = at; index < to; index += 1) if (source[index] === '\n') line += 1;
    at = to;
  };
  const scanTemplate = () => {
    // From inside a template's text to its end (`) or the next substitution (${): returns which.
    let text = '';
    while (at < source.length) {
      const char = source[at];
      if (char === '\\') {
        text += source.slice(at, at + 2);
        advance(at + 2);
      } else if (char === '`') {
        advance(at + 1);
        return { end: true, text };
      } else if (char === '$' && source[at + 1] === '{') {
        advance(at + 2);
        return { end: false, text };
      } else {
        text += char;
        advance(at + 1);
      }
    }
    return { end: true, text };
  };
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    if (/\s/.test(char)) advance(at + 1);
    else if (char === '/' && next === '/')
      advance(source.indexOf('\n', at) < 0 ? source.length : source.indexOf('\n', at));
    else if (char === '/' && next === '*')
      advance(source.indexOf('*/', at + 2) < 0 ? source.length : source.indexOf('*/', at + 2) + 2);
    else if (char === "'" || char === '"') {
      const start = line;
      let end = at + 1;
      while (end < source.length && source[end] !== char && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1;
      const text = source.slice(at + 1, end);
      advance(end + 1);
      previous = { kind: 'string', text, line: start };
      yield previous;
    } else if (char === '`') {
      const start = line;
      advance(at + 1);
      const part = scanTemplate();
      if (part.end) {
        previous = { kind: 'string', text: part.text, line: start };
        yield previous;
      } else {
        templates.push(depth);
        depth += 1;
        previous = { kind: 'punct', text: '${' };
      }
    } else if (char === '}' && templates.length > 0 && templates.at(-1) === depth - 1) {
      advance(at + 1);
      depth -= 1;
      templates.pop();
      const part = scanTemplate();
      if (!part.end) {
        templates.push(depth);
        depth += 1;
      }
      previous = { kind: 'other', text: '`' };
    } else if (char === '/' && regexMayStart(previous)) {
      let end = at + 1;
      let inClass = false;
      while (end < source.length && source[end] !== '\n' && (inClass || source[end] !== '/')) {
        if (source[end] === '\\') end += 1;
        else if (source[end] === '[') inClass = true;
        else if (source[end] === ']') inClass = false;
        end += 1;
      }
      advance(end + 1);
      while (at < source.length && /[a-z]/i.test(source[at])) advance(at + 1);
      previous = { kind: 'other', text: '/regex/' };
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z0-9_$]+/.exec(source.slice(at, at + 200));
      const text = match[0];
      const start = line;
      advance(at + text.length);
      const after = /^\s*\??\s*:/.exec(source.slice(at, at + 50));
      const isProperty = after && previous.kind === 'punct' && ['{', ',', ';'].includes(previous.text);
      previous = { kind: isProperty ? 'property' : 'identifier', text, line: start };
      yield previous;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9A-Za-z_.]+/.exec(source.slice(at, at + 100));
      advance(at + match[0].length);
      previous = { kind: 'other', text: match[0] };
    } else {
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      advance(at + 1);
      previous = { kind: 'punct', text: char };
    }
  }
}

function regexMayStart(previous) {
  if (previous.kind === 'punct') return ![')', ']', '}'].includes(previous.text);
  return previous.kind === 'identifier' && BEFORE_REGEX.has(previous.text);
}

/** What is wrong with src/ (the folder `srcRoot`), one line each; empty when nothing is. */
export function nameProblems(srcRoot) {
  const ids = generatorIds(srcRoot);
  const problems = [];
  const seen = new Set();
  for (const file of sourceFilesUnder(srcRoot)) {
    if (file === REGISTRY) continue;
    const known = KNOWN.get(file);
    for (const { id, line } of namesIn(readFileSync(path.join(srcRoot, file), 'utf8'), ids)) {
      if (ids.get(id) === file) continue;
      if (known?.has(id)) {
        seen.add(`${file}:${id}`);
        continue;
      }
      problems.push(
        `src/${file}:${line} names the generator "${id}": ask the registry (generators/registry.ts) for it, and ` +
          `put what it knows of it into src/${ids.get(id)}.`,
      );
    }
  }
  for (const [file, names] of KNOWN) {
    for (const id of names.keys()) {
      if (!seen.has(`${file}:${id}`)) problems.push(`src/${file} no longer spells "${id}": remove it from KNOWN.`);
    }
  }
  return problems;
}

/** Every .ts file under a folder, as paths relative to it with / separators, sorted. */
function sourceFilesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

if (isMain(import.meta.url)) {
  const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const problems = nameProblems(srcRoot);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  } else {
    console.log(`No generator's id is spelled in src/ outside its own file and ${REGISTRY}.`);
  }
}
