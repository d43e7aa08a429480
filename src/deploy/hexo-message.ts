// hexo-deployer-git's `message` for our push: rendered by the real Nunjucks and Luxon, as that deployer renders it,
// in a process of its own that is treated as the user's commands are (a template can run any code), and stored as
// `git commit -m` stores it.
import { constants } from 'node:os';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import * as core from '../shared/runner.js';
import { gitCommitMessage } from '../branch/message.js';
import { disableSigusr1Flag } from '../hardening/no-inspector.js';
import { runUserCommand, throwIfCancelled } from '../processes/processes.js';
import { RENDER_MESSAGES, type Rendered } from './render-messages.js';

/** How long rendering may take: a template that loops is stopped, and the step fails. */
const TIME_LIMIT_MS = 10_000;
/** How much the renderer may print: a template that fills its output is stopped there. */
const OUTPUT_LIMIT = 16 * 1024 * 1024;
/** The heap the renderer gets: a template that builds a huge string ends it, not the runner. */
const HEAP_MB = 256;
/** What Luxon reads to format the time as hexo would on this runner: the time zone and the locale, nothing else. */
const LOCALE_VARIABLES = /^(TZ|TZDIR|LANG|LANGUAGE|LC_ALL|LC_TIME|LC_MESSAGES|NODE_ICU_DATA)$/;
const SETTING = "The message in _config.yml's deploy";
/** hexo-deployer-git's message when its config sets none, exactly as that deployer writes it. */
export const HEXO_DEFAULT_MESSAGE = 'Site updated: {{ now("yyyy-MM-dd HH:mm:ss") }}';
const FIX = "Fix it (Nunjucks, with now('yyyy-MM-dd HH:mm:ss') for the time), or set the commit-message input.";

export interface RenderOptions {
  /** Where the renderer runs (the site's folder, where hexo deploy would run). */
  cwd: string;
  /** The runner's environment, of which the renderer gets only the time zone and locale. */
  env: NodeJS.ProcessEnv;
  /** The bundle to start in its rendering mode: the one running now, unless told. */
  bundle?: string;
  timeoutMs?: number;
  /** The job's cancel (see index.ts): the renderer is killed. */
  signal: AbortSignal;
}

/** Loads Luxon (a chunk of dist/), which the default message's time takes, ahead of `renderHexoMessages`. */
export async function loadMessageClock(): Promise<void> {
  await import('luxon');
}

/**
 * Renders each of `templates` (hexo-deployer-git's `message`, `m` or `msg`) once, in one process, before any
 * credential is open, and returns each one's commit message, as `git commit -m` would store it. Throws, naming the
 * setting and the fix, when one does not render, renders to nothing, or takes too long: nothing is pushed then.
 */
export async function renderHexoMessages(
  templates: readonly string[],
  options: RenderOptions,
): Promise<Map<string, string>> {
  const rendered = new Map<string, string>();
  if (templates.includes(HEXO_DEFAULT_MESSAGE)) {
    // The deployer's own default, a template of ours, not the site's: Luxon formats its time here, no sandbox needed.
    const { DateTime } = await import('luxon');
    rendered.set(
      HEXO_DEFAULT_MESSAGE,
      gitCommitMessage(`Site updated: ${DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')}`),
    );
  }
  const distinct = [...new Set(templates)].filter((template) => template !== HEXO_DEFAULT_MESSAGE);
  if (distinct.length === 0) return rendered;
  const bundle = path.resolve(options.bundle ?? process.argv[1] ?? '');
  const timeoutMs = options.timeoutMs ?? TIME_LIMIT_MS;
  const stdout = new Collector(OUTPUT_LIMIT);
  const stderr = new Collector(64 * 1024);
  const args = [
    ...disableSigusr1Flag(),
    ...sandboxFlags(bundle),
    `--max-old-space-size=${HEAP_MB}`,
    bundle,
    RENDER_MESSAGES,
  ];
  const { exitCode, timedOut } = await runUserCommand(process.execPath, args, {
    cwd: options.cwd,
    env: rendererEnvironment(options.env),
    stdout,
    stderr,
    signal: options.signal,
    input: JSON.stringify({ templates: distinct }),
    timeoutMs,
  });
  core.debug(`The message renderer ended with code ${exitCode}; it printed: ${stderr.text().trim()}`);
  throwIfCancelled(options.signal);
  if (timedOut) {
    throw new Error(
      `${SETTING} did not render within ${timeoutMs / 1000} seconds (a loop that does not end?); hexo deploy ` +
        `would hang on it too. ${FIX}`,
    );
  }
  const results = exitCode === 0 && !stdout.overflowed ? parseResults(stdout.text(), distinct.length) : undefined;
  if (!results) {
    const said = lastWords(stderr.text());
    throw new Error(
      `${SETTING} could not be rendered: ${howItEnded(exitCode, stdout.overflowed)}${said ? ` (${said})` : ''}. ${FIX}`,
    );
  }
  distinct.forEach((template, index) => {
    rendered.set(template, messageOf(template, results[index]));
  });
  return rendered;
}

/** What became of a renderer that gave no results, in words (not its exit code: 0, 134 or 137 say little). */
export function howItEnded(exitCode: number, overflowed: boolean): string {
  if (overflowed)
    return `the message came to more than ${OUTPUT_LIMIT / 1024 / 1024} MiB (a template that repeats text?)`;
  if (exitCode === 0) return 'the renderer printed something other than the messages (a template that writes out?)';
  const signal = exitCode > 128 ? signalName(exitCode - 128) : undefined;
  if (signal === 'SIGABRT' || signal === 'SIGKILL') {
    return (
      `the renderer was stopped by ${signal}, as when it runs out of its ${HEAP_MB} MB of memory ` +
      '(a template that builds a huge text?) or another process kills it'
    );
  }
  if (signal) return `the renderer was stopped by ${signal}, which something else sent it`;
  return `the renderer failed (exit code ${exitCode})`;
}

/** What the renderer said last that tells something: not Node's warnings' advice, nor a native stack's frames. */
function lastWords(stderr: string): string | undefined {
  if (stderr.includes('JavaScript heap out of memory')) return 'JavaScript heap out of memory';
  const telling = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\d+: 0x[0-9a-f]+|--trace-warnings|^\(node:\d+\) \w*Warning:/.test(line));
  return telling.pop()?.slice(0, 300);
}

function signalName(number: number): string | undefined {
  return Object.entries(constants.signals).find(([, value]) => value === number)?.[0];
}

/** The rendered message as git stores it, or the reason it cannot be one. */
function messageOf(template: string, rendered: Rendered | undefined): string {
  const named = `${SETTING} (${quoted(template)})`;
  if (!rendered || 'error' in rendered) {
    throw new Error(`${named} does not render as hexo-deployer-git renders it: ${rendered?.error ?? '?'}. ${FIX}`);
  }
  // git commit -m takes no NUL (it is an argument); hexo-deployer-git ignores its failure, and pushes no new commit.
  const message = rendered.message.includes('\0') ? '' : gitCommitMessage(rendered.message);
  if (message === '') {
    throw new Error(
      `${named} renders to an empty message: hexo deploy's git commit would fail on it and push no new ` +
        `commit. Give it some text, or set the commit-message input.`,
    );
  }
  return message;
}

/** The results the renderer wrote, one for each template, or undefined when it wrote something else. */
function parseResults(text: string, count: number): Rendered[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const results = (parsed as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || results.length !== count) return undefined;
  const valid = results.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      (typeof (item as { message?: unknown }).message === 'string' ||
        typeof (item as { error?: unknown }).error === 'string'),
  );
  return valid ? (results as Rendered[]) : undefined;
}

/** The renderer's environment: the time zone and the locale, when set; nothing of ours, nor the runner's tokens. */
export function rendererEnvironment(base: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && LOCALE_VARIABLES.test(name)) env[name] = value;
  }
  return env;
}

/**
 * Node's permission model for the renderer: it may read the bundle's own folder (to load Nunjucks and Luxon), and
 * nothing else; it may write no file, start no process, thread or addon. A second wall behind the process's own
 * (see processes/processes.ts): a template that escapes Nunjucks gets neither our memory nor our environment either
 * way.
 */
function sandboxFlags(bundle: string): string[] {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const stable = major > 23 || (major === 23 && minor >= 5) || (major === 22 && minor >= 13);
  const folder = path.dirname(bundle);
  return [stable ? '--permission' : '--experimental-permission', `--allow-fs-read=${path.join(folder, '*')}`];
}

/** Keeps what a stream gets, up to `limit` bytes. */
class Collector extends Writable {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  overflowed = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.size + chunk.length > this.limit) this.overflowed = true;
    else {
      this.chunks.push(chunk);
      this.size += chunk.length;
    }
    done();
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** The template as the error names it: its first line, shortened. */
function quoted(template: string): string {
  // A blank template is shown as written (" "), so the user finds it.
  const line = (template.trim() === '' ? template : template.trim()).split('\n')[0] ?? '';
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 77)}...` : line);
}
