// Finds the links of published HTML pages (with htmlparser2) and CSS files that name a root path or an absolute
// address: what served-links.ts then resolves against where the branch is served. Parsed while the files are read.
import { decodeHTMLAttribute } from 'entities/decode';
import { Tokenizer } from 'htmlparser2';
import type { ChunkResult } from './chunk.js';

/** Attributes that load or link a URL, by element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  input: ['src'],
};

/** Whether a link, as written, may name a root path or an address on some host (relative ones are never kept). */
function worthKeeping(url: string): boolean {
  const text = url.trimStart();
  return text.startsWith('/') || /^https?:/i.test(text);
}

/** The URLs of a `srcset`, as HTML splits it: each candidate's URL, then its descriptors up to a comma. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let at = 0;
  const length = srcset.length;
  const space = (char: string | undefined): boolean =>
    char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
  while (at < length) {
    while (at < length && (space(srcset[at]) || srcset[at] === ',')) at += 1;
    const start = at;
    while (at < length && !space(srcset[at])) at += 1;
    const url = srcset.slice(start, at);
    if (url === '') break;
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // The descriptors: up to the next comma outside parentheses.
    let depth = 0;
    for (; at < length; at += 1) {
      const char = srcset[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (char === ',' && depth === 0) break;
    }
  }
  return urls;
}

/**
 * The URLs of CSS text: `url(…)` (quoted or not) and `@import "…"`, outside comments. A small tokenizer: strings and
 * comments are skipped whole, so a `url(` inside one is not taken.
 */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const length = css.length;
  const readString = (from: number): { value: string; end: number } => {
    const quote = css[from];
    let value = '';
    let at = from + 1;
    for (; at < length && css[at] !== quote && css[at] !== '\n'; at += 1) {
      if (css[at] === '\\' && at + 1 < length) at += 1;
      value += css.charAt(at);
    }
    return { value, end: at + 1 };
  };
  let at = 0;
  while (at < length) {
    const char = css[at];
    if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end === -1 ? length : end + 2;
    } else if (char === '"' || char === "'") {
      at = readString(at).end;
    } else if ((char === 'u' || char === 'U') && css.slice(at, at + 4).toLowerCase() === 'url(') {
      let inner = at + 4;
      while (inner < length && /\s/.test(css[inner] ?? '')) inner += 1;
      if (css[inner] === '"' || css[inner] === "'") {
        const string = readString(inner);
        urls.push(string.value);
        at = string.end;
      } else {
        const end = css.indexOf(')', inner);
        urls.push(css.slice(inner, end === -1 ? length : end).trim());
        at = end === -1 ? length : end + 1;
      }
    } else if (char === '@' && css.slice(at, at + 7).toLowerCase() === '@import') {
      let inner = at + 7;
      while (inner < length && /\s/.test(css[inner] ?? '')) inner += 1;
      if (css[inner] === '"' || css[inner] === "'") {
        const string = readString(inner);
        urls.push(string.value);
        at = string.end;
      } else at = inner; // `@import url(…)`: the url( is taken next
    } else at += 1;
  }
  return urls;
}

/**
 * htmlparser2's tokenizer, skipping text up to the next `<` (or a quote, a comment's end) with the string's own
 * search instead of a loop over each character: a page is mostly text, and that loop made the parse of a 60 KB page
 * cost 0.8 ms, as much as reading it. The same method, the same result (see served-links.test.ts); used only without
 * entity decoding, which is when the tokenizer calls it, and only where this version of the tokenizer has it.
 */
export class TextSkippingTokenizer extends Tokenizer {}
const tokenizerInside = Tokenizer.prototype as unknown as Record<string, unknown>;
if (typeof tokenizerInside.fastForwardTo === 'function' && tokenizerInside.fastForwardTo.length === 1) {
  Object.defineProperty(TextSkippingTokenizer.prototype, 'fastForwardTo', {
    value: function fastForwardTo(this: { buffer: string; index: number; offset: number }, code: number): boolean {
      const at = this.buffer.indexOf(String.fromCharCode(code), this.index - this.offset + 1);
      if (at === -1) {
        // Where the tokenizer's own loop leaves it: on the last character, which its caller steps past.
        this.index = this.buffer.length + this.offset - 1;
        return false;
      }
      this.index = at + this.offset;
      return true;
    },
  });
}

/**
 * The URLs an HTML page links or loads: the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, and the `url()`s of inline `style` attributes and `<style>` elements. After a `<base>` whose address
 * is on a host, nothing more: its links resolve there. htmlparser2's tokenizer alone, in one pass: its Parser keeps
 * the open elements in an array it shifts at the front, which made a page of 200,000 unclosed tags take minutes.
 */
export function htmlUrls(html: string): string[] {
  const urls: string[] = [];
  let tag = '';
  let attributes: Record<string, string> = {};
  let attribute = '';
  let value = '';
  let inStyle = false;
  let style = '';
  let stopped = false;
  const opened = (): void => {
    if (stopped) return;
    if (tag === 'base' && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test((attributes.href ?? '').trim())) {
      stopped = true;
      return;
    }
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const found = attributes[name];
      if (found === undefined) continue;
      if (name === 'srcset') urls.push(...srcsetUrls(found));
      else urls.push(found);
    }
    if (attributes.style?.includes('(')) urls.push(...cssUrls(attributes.style));
    inStyle = tag === 'style';
  };
  const ignore = (): void => undefined;
  // Without entity decoding the tokenizer skips text at once; an attribute's value is decoded here, as the browser
  // decodes one (a legacy entity with no `;` before `=` or a letter is left as written).
  const tokenizer = new TextSkippingTokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        attributes = {};
      },
      onattribname(start, end) {
        attribute = html.slice(start, end).toLowerCase();
        value = '';
      },
      onattribdata(start, end) {
        value += html.slice(start, end);
      },
      onattribend() {
        // As the browser (and htmlparser2's Parser) does: the first of an attribute written twice wins.
        if (!Object.hasOwn(attributes, attribute))
          attributes[attribute] = value.includes('&') ? decodeHTMLAttribute(value) : value;
        value = '';
      },
      onopentagend: opened,
      onselfclosingtag: opened,
      ontext(start, end) {
        if (inStyle) style += html.slice(start, end);
      },
      onclosetag(start, end) {
        if (!inStyle || html.slice(start, end).toLowerCase() !== 'style') return;
        inStyle = false;
        if (!stopped) urls.push(...cssUrls(style));
        style = '';
      },
      // Entities come as written (decoded above, for a value); a `<style>`'s text is raw text, as in the browser.
      onattribentity: ignore,
      ontextentity: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return urls.filter(worthKeeping);
}

/** The links worth the check of one file, HTML or CSS by its name. */
export function pageUrls(name: string, text: string): string[] {
  return /\.css$/i.test(name) ? cssUrls(text).filter(worthKeeping) : htmlUrls(text);
}

/** The links of each file whose markup a chunk kept (`nameOf` names a file by its index in the chunk). */
export function linksOfChunk(
  result: Pick<ChunkResult, 'markup' | 'markupBytes' | 'markupEnds'>,
  nameOf: (index: number) => string,
): { index: number; urls: string[] }[] {
  const bytes = Buffer.from(result.markupBytes.buffer, result.markupBytes.byteOffset, result.markupBytes.byteLength);
  let start = 0;
  return result.markup.map((index, at) => {
    const end = result.markupEnds[at] ?? start;
    const urls = pageUrls(nameOf(index), bytes.toString('utf8', start, end));
    start = end;
    return { index, urls };
  });
}

/** A link found, for the report: where it was first seen, and how often. */
export interface FoundLink {
  /** The first page (or style sheet) it was seen on, as a path of the branch: a 404 page only when on no other. */
  page: string;
  count: number;
}

/**
 * The root and absolute links of a site's HTML and CSS files, gathered chunk by chunk as the files are read: each
 * distinct URL once (a root link means the same on every page), with the first page it was seen on and how often.
 */
export class LinkCollector {
  readonly links = new Map<string, FoundLink>();
  /** Pages parsed, for the debug log; and how many of them by a reading worker. */
  parsed = 0;
  parsedInWorkers = 0;

  constructor(
    /** The hosts whose absolute links are worth a parse (see chunk.ts `mayLinkRoot`). */
    readonly hosts: readonly string[],
  ) {}

  /** The links worth the check of one file, for `readChunk` to parse each page as it reads it. */
  linksOf(name: string, text: string): string[] {
    return pageUrls(name, text);
  }

  /**
   * Takes a chunk's links (see chunk.ts `ChunkResult`): parsed already as its pages were read, else (a worker run
   * from the sources) parsed here from its markup, whose bytes are then let go.
   */
  addChunk(files: readonly { path: string }[], result: ChunkResult): void {
    if (result.byWorker && result.found) this.parsedInWorkers += result.found.length;
    const found = result.found ?? linksOfChunk(result, (index) => files[index]?.path ?? '');
    for (const { index, urls } of found) this.addUrls(files[index]?.path ?? '', urls);
    result.found = undefined;
    result.markupBytes = new Uint8Array(0);
    result.markupEnds = new Uint32Array(0);
  }

  /** The links of one file, HTML or CSS by its name. */
  add(page: string, text: string): void {
    this.addUrls(page, pageUrls(page, text));
  }

  private addUrls(page: string, urls: readonly string[]): void {
    this.parsed += 1;
    const notFoundPage = NOT_FOUND_PAGE.test(page);
    for (const url of urls) {
      const found = this.links.get(url);
      if (found) {
        found.count += 1;
        // A link of other pages too is named by one of them (the 404 page's own links are told apart).
        if (!notFoundPage && NOT_FOUND_PAGE.test(found.page)) found.page = page;
      }
      // A copy: the link, as sliced from the page, would keep the whole page's text alive for as long as it is kept.
      else this.links.set(flat(url), { page, count: 1 });
    }
  }
}

/** A 404 page, as GitHub Pages serves it for a missing path. */
const NOT_FOUND_PAGE = /(?:^|\/)404\.html$/;

/** A string of its own (V8 keeps a slice or a concatenation pointing into the text it came from). */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
