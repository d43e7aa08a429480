// The Actions runner's interface, as the step uses it: log lines and workflow commands on stdout, the file
// commands (outputs, state, summary), inputs and state from the environment. Our own small module rather than
// @actions/core, whose OIDC client pulls an HTTP stack (about a megabyte of code) into every start of the step.
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';

/** Where an annotation points, and its title. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

/** A workflow command's data: the runner reads `%`, CR and LF escaped. */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property: `:` and `,` also end it, so they are escaped too. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function issue(command: string, message: string, properties: Record<string, string | number | undefined> = {}): void {
  const given = Object.entries(properties).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  const props = given.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
  process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

/** Shown only when the run has debug logging on (the runner hides the rest). */
export function debug(message: string): void {
  issue('debug', message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issue('notice', message, { title: properties.title, file: properties.file, line: properties.startLine });
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issue('warning', message, { title: properties.title, file: properties.file, line: properties.startLine });
}

export function error(message: string): void {
  issue('error', message);
}

/** Fails the step: the message as an error annotation, and a non-zero exit code. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Masks `secret` in everything the job logs from now on. */
export function setSecret(secret: string): void {
  issue('add-mask', secret);
}

export function startGroup(name: string): void {
  issue('group', name);
}

export function endGroup(): void {
  issue('endgroup', '');
}

/** Runs `fn` inside a collapsible group of the log. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  startGroup(name);
  try {
    return await fn();
  } finally {
    endGroup();
  }
}

/** An input as the runner passes it (`INPUT_<NAME>`), trimmed; empty when not given. */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** A name and value the runner reads as one `name=value` line: a name without `=` or `<`, neither with a line break. */
const ONE_LINE = /^[^=<\r\n]+=[^\r\n]*$/;

/**
 * Appends a value to a file command (GITHUB_OUTPUT, GITHUB_STATE): one `name=value` line where that is how the
 * runner reads it back, else `name<<delimiter`, the value's lines, the delimiter, which the value cannot contain.
 * The random delimiter's module loads only then: the post step and the start of the main step write one-line values
 * only, and loading `node:crypto` cost each about 5 ms.
 */
function fileCommand(variable: string, fallback: string, name: string, value: string): void {
  const file = process.env[variable];
  if (!file) {
    // An old runner without the file: the workflow command it reads instead.
    issue(fallback, value, { name });
    return;
  }
  if (!existsSync(file)) throw new Error(`The file ${file} that ${variable} names does not exist.`);
  if (ONE_LINE.test(`${name}=${value}`)) {
    appendFileSync(file, `${name}=${value}${EOL}`, 'utf8');
    return;
  }
  const delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`The value of "${name}" holds its delimiter: it cannot be written.`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

export function setOutput(name: string, value: string): void {
  fileCommand('GITHUB_OUTPUT', 'set-output', name, value);
}

/** Saves a value for the post step, which reads it with `getState`. */
export function saveState(name: string, value: string): void {
  fileCommand('GITHUB_STATE', 'save-state', name, value);
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

/** Appends a heading and a two-column table (cells are HTML, escaped by the caller) to the job summary. */
export function appendSummaryTable(
  heading: string,
  header: readonly [string, string],
  rows: readonly [string, string][],
): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary.');
  const row = (cells: readonly string[], tag: 'th' | 'td'): string =>
    `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  const table = `<table>${row(header, 'th')}${rows.map((cells) => row(cells, 'td')).join('')}</table>`;
  appendFileSync(file, `<h3>${heading}</h3>${EOL}${table}${EOL}`, 'utf8');
}
