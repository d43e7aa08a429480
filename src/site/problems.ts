// Catches a broken site before it goes live: empty pages, no index.html, no HTML at all, and error lines a
// generator printed while exiting 0. Each becomes a warning annotation and a summary row, or fails the step before
// anything is pushed when `on-site-problems: fail`.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { walkSite } from '../publish-folder/read.js';
import { GENERATORS } from '../generators/registry.js';

export type OnSiteProblems = 'warn' | 'fail';

/** A published file, as the checks need it: its path in the published folder (with `/`) and its size. */
export interface PageFile {
  path: string;
  size: number;
}

/** Lines at error level in the output of the generators (each says its own, see generators/), once each. */
const ERROR_LINES = [...new Set(GENERATORS.flatMap((generator) => generator.errorLines ?? []))];

// eslint-disable-next-line no-control-regex -- the escape sequences of coloured output
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;

/** Whether a line of a generator's output reports an error (colour codes and surrounding blanks ignored). */
export function isErrorLine(line: string): boolean {
  const text = line.replace(ANSI, '').trim();
  return ERROR_LINES.some((pattern) => pattern.test(text));
}

/** What is wrong with the published files; `base` is the folder they are published into (`target-dir/`, or ''). */
export function inspectPages(files: readonly PageFile[], base: string): string[] {
  const problems: string[] = [];
  const shown = (paths: string[]): string =>
    paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '');
  const pages = files.filter((file) => /\.html?$/i.test(file.path));
  const empty = pages.filter((file) => file.size === 0).map((file) => file.path);
  if (empty.length > 0) {
    problems.push(
      `${empty.length === 1 ? 'A page is' : `${empty.length} pages are`} empty (0 bytes): ${shown(empty)}. A ` +
        'generator writes an empty page when its template fails to render: look for errors in the build output.',
    );
  }
  if (pages.length === 0) {
    const names = [...new Set(files.map((file) => file.path.slice(base.length).split('/')[0] ?? ''))].sort();
    problems.push(
      `The publish folder holds no HTML page (${files.length} ${files.length === 1 ? 'file' : 'files'}: ` +
        `${shown(names)}): is it the site? Set ` +
        '"publish-dir" to the folder your generator writes the site to, or "build" to the command that builds it.',
    );
  } else if (base === '' && !files.some((file) => file.path === 'index.html')) {
    const names = [...new Set(files.map((file) => file.path.split('/')[0] ?? ''))].sort();
    problems.push(
      `The publish folder has no index.html at its root, so the site's address will answer 404 (it holds ` +
        `${shown(names)}). If the site is in a subfolder, set "publish-dir" to it.`,
    );
  }
  return problems;
}

/** The files of a folder on disk, for a deploy command's site (our own push reads them anyway and passes them). */
export function listPages(dir: string): PageFile[] {
  return walkSite(dir, '').map((file) => {
    const size = /\.html?$/i.test(file.path) ? statSize(file.diskPath) : 1;
    return { path: file.path, size };
  });
}

function statSize(file: string): number {
  return fs.statSync(file, { throwIfNoEntry: false })?.size ?? 1;
}

/** Gathers the problems found along the run; `settle` reports them once, and fails the step if asked to. */
export class SiteProblems {
  private readonly errorLines: string[] = [];
  private errorLineCount = 0;
  readonly found: string[] = [];
  /** What `settle` printed (or failed the step with): what the outputs and the summary count. */
  readonly reported: string[] = [];
  private settled = false;
  /** A cause found for what the pages will show (a missing theme): it is reported instead of its symptoms. */
  private explained = false;

  constructor(
    private readonly onProblems: OnSiteProblems,
    /** The site's generator (its id, see generators/), whose setting the fixes name. */
    readonly generator = 'none',
  ) {}

  /** The cause of links that break where the site is served (a base of the site's config): see `explainLinks`. */
  private linksExplained = false;

  /** How the build got the base path it is served at, when it did: the link check's advice depends on it. */
  baseApplied = '';

  /** The page address the Pages settings gave the build (see address.ts), where the link check checks; or ''. */
  servedPage = '';

  /** Adds the links that would answer 404 (see link-check.ts), or nothing for '', unless their cause is known. */
  add(problem: string): void {
    if (problem && !this.linksExplained) this.found.push(problem);
  }

  /**
   * Adds the cause of links that break where the site is served (the site's config builds it for another base):
   * reported instead of the links it breaks.
   */
  explainLinks(cause: string): void {
    this.found.push(cause);
    this.linksExplained = true;
  }

  /** A stream to put between a build command's (redacted) output and the log: it notes the error lines. */
  watch(target: NodeJS.WritableStream): Writable {
    const decoder = new StringDecoder('utf8');
    let partial = '';
    // Hexo prints a bare `ERROR` with the error on the next line: that line is shown with it.
    let continues = false;
    const note = (line: string): void => {
      const text = line.replace(ANSI, '').trim();
      if (continues && text) {
        continues = false;
        const last = this.errorLines.length - 1;
        if (last >= 0) this.errorLines[last] = `${this.errorLines[last] ?? ''} ${text}`.slice(0, 300);
        return;
      }
      if (!isErrorLine(text)) return;
      this.errorLineCount += 1;
      continues = /^\W*\w+\W*$/.test(text.replace(/^\d[\d:.]*\s+/, ''));
      if (this.errorLines.length < 5) this.errorLines.push(text.slice(0, 300));
      else continues = false;
    };
    return new Writable({
      write: (chunk: Buffer | string, _encoding, callback) => {
        const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
        target.write(text);
        const lines = (partial + text).split('\n');
        partial = (lines.pop() ?? '').slice(-4096);
        lines.forEach(note);
        callback();
      },
      final: (callback) => {
        if (partial) note(partial);
        partial = '';
        callback();
      },
    });
  }

  /** Adds a cause of broken pages found by the build (a generator's `missingTheme`), or nothing for an empty one. */
  explain(cause: string): void {
    if (!cause) return;
    this.found.push(cause);
    this.explained = true;
  }

  /** Adds the problems of the published files (see inspectPages), unless their cause is known already. */
  inspect(files: readonly PageFile[], base: string): void {
    if (!this.explained) this.found.push(...inspectPages(files, base));
  }

  /**
   * Reports what was found as warning annotations (once); with `on-site-problems: fail`, throws before anything is
   * published.
   */
  settle(): void {
    if (this.settled) return;
    this.settled = true;
    if (this.errorLineCount > 0) {
      const lines = this.errorLines.map((line) => `"${line}"`).join('; ');
      this.found.unshift(
        `The build printed ${this.errorLineCount === 1 ? 'an error line' : `${this.errorLineCount} error lines`} ` +
          `but exited 0: ${lines}. The pages it names may be broken.`,
      );
    }
    if (this.found.length === 0) return;
    this.reported.push(...this.found);
    if (this.onProblems === 'fail') {
      throw new Error(
        `The site has ${this.found.length === 1 ? 'a problem' : `${this.found.length} problems`}, and ` +
          `"on-site-problems" is "fail", so nothing was published:\n- ${this.found.join('\n- ')}\nFix the site, or ` +
          'set "on-site-problems: warn" to publish it anyway.',
      );
    }
    for (const problem of this.found) core.warning(problem, { title: 'pages-push: site problem' });
  }
}
