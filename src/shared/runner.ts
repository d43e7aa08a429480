// The Actions runner's interface, as the step uses it: log lines, annotations, masks and groups as workflow commands,
// outputs and state as file commands, the job summary, inputs and state from the environment; written by @actions/core.
//
// Its modules are imported by path, not through the package's entry: that entry loads its OIDC client at once, and
// with it an HTTP stack (undici, about a megabyte of code), which cost each start of the step some 180 ms; the
// command, file-command and summary modules are the protocol itself, without it. The few one-line wrappers below are
// what the entry's own functions do with them. The file commands' module loads node:crypto (a multi-line value's
// delimiter), which costs a start about 15 ms: the post step after a main step that ran to its end, which writes no
// output and no state, does not load it.
import type { AnnotationProperties as ToolkitAnnotation } from '@actions/core';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';
import { issue, issueCommand } from '../../node_modules/@actions/core/lib/command.js';
import { summary } from '../../node_modules/@actions/core/lib/summary.js';
import { toCommandProperties, toCommandValue } from '../../node_modules/@actions/core/lib/utils.js';

type FileCommands = typeof import('../../node_modules/@actions/core/lib/file-command.js');
let files: FileCommands | undefined;

/**
 * Loads the toolkit's file commands (GITHUB_OUTPUT, GITHUB_STATE), which a step loads before it writes any output or
 * state: the main step at its start (index.ts), the post step when the main step did not reach its end (its git
 * commands are kept in the state: post/cleanup.ts).
 */
export async function loadFileCommands(): Promise<void> {
  files ??= await import('../../node_modules/@actions/core/lib/file-command.js');
}

/** Where an annotation points, and its title: the toolkit's properties, of which the action uses these. */
export type AnnotationProperties = Pick<ToolkitAnnotation, 'title' | 'file' | 'startLine'>;

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

/** Shown only when the run has debug logging on (the runner hides the rest). */
export function debug(message: string): void {
  issueCommand('debug', {}, message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('notice', toCommandProperties(properties), message);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('warning', toCommandProperties(properties), message);
}

export function error(message: string): void {
  issueCommand('error', {}, message);
}

/** Fails the step: the message as an error annotation, and a non-zero exit code. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Masks `secret` in everything the job logs from now on. */
export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function startGroup(name: string): void {
  issue('group', name);
}

export function endGroup(): void {
  issue('endgroup');
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

/**
 * An input as the runner passes it (`INPUT_<NAME>`), trimmed; empty when not given. The toolkit's rule, kept here
 * because its `getInput` reads only `process.env` and this one reads the environment it is given.
 */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** A name and value the runner reads as one `name=value` line: a name without `=` or `<`, neither with a line break. */
const ONE_LINE = /^[^=<\r\n]+=[^\r\n]*$/;

/**
 * Appends a value to a file command (GITHUB_OUTPUT, GITHUB_STATE) as the toolkit does, `name<<delimiter`, the
 * value's lines, the delimiter; a one-line value as the one `name=value` line the runner reads the same way, kept
 * from before so that the files stay one line a value for what reads them back (the state's tests, a person).
 * On an old runner without the file, the workflow command it reads instead (as the toolkit's functions do).
 */
function fileCommand(command: 'OUTPUT' | 'STATE', fallback: string, name: string, value: string): void {
  if (process.env[`GITHUB_${command}`]) {
    if (!files) throw new Error(`${name} was not written to GITHUB_${command}: the file commands are not loaded.`);
    const line = `${name}=${value}`;
    files.issueFileCommand(command, ONE_LINE.test(line) ? line : files.prepareKeyValueMessage(name, value));
    return;
  }
  process.stdout.write(EOL);
  issueCommand(fallback, { name }, toCommandValue(value));
}

export function setOutput(name: string, value: string): void {
  fileCommand('OUTPUT', 'set-output', name, value);
}

/** Saves a value for the post step, which reads it with `getState`. */
export function saveState(name: string, value: string): void {
  fileCommand('STATE', 'save-state', name, value);
}

/** A value the main step saved (`STATE_<name>`); empty when none. The toolkit's rule, as `getInput`'s. */
export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

/**
 * Appends a heading and a two-column table (cells are HTML, escaped by the caller) to the job summary. The HTML is
 * the toolkit's; the file is appended here at once, because its `write()` is asynchronous and the report writes the
 * summary on its way out, failures included, where nothing may be left pending.
 */
export function appendSummaryTable(
  heading: string,
  header: readonly [string, string],
  rows: readonly [string, string][],
): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary.');
  const html = summary
    .emptyBuffer()
    .addHeading(heading, 3)
    .addTable([header.map((data) => ({ data, header: true })), ...rows.map((cells) => [...cells])])
    .stringify();
  summary.emptyBuffer();
  appendFileSync(file, html, 'utf8');
}
