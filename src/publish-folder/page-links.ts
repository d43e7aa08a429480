// Finds the links of published HTML pages (with htmlparser2) and CSS files that name a root path or an absolute
// address: what served-links.ts then resolves against where the branch is served. Parsed while the files are read.
import { decodeHTMLAttribute } from 'entities/decode';
import { Tokenizer } from 'htmlparser2';
import type { ChunkResult } from './chunk.js';
import { cssUrls, srcsetUrls } from './url-lists.js';

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

/**
 * htmlparser2's tokenizer, skipping text up to the next `<` (or a quote, a comment's end) with the string's own
 * search instead of a loop over each character: a page is mostly text, and that loop made the parse of a 60 KB page
 * cost 0.8 ms, as much as reading it. The same method, the same result (see served-links.test.ts); used only without
 * entity decoding, which is when the tokenizer calls it, and only where this version of the tokenizer has it.
 */
export class TextSkippingTokenizer extends Tokenizer {}
const tokenizerInside = Tokenizer.prototype as unknown as Record<string, unknown>;

/** What the tokenizer's state methods use of it. */
interface TokenizerInside {
  buffer: string;
  index: number;
  offset: number;
}

if (typeof tokenizerInside.fastForwardTo === 'function' && tokenizerInside.fastForwardTo.length === 1) {
  Object.defineProperty(TextSkippingTokenizer.prototype, 'fastForwardTo', {
    value: function fastForwardTo(this: TokenizerInside, code: number): boolean {
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

/** The attributes that may hold a URL: an element's own (`URL_ATTRIBUTES`), and any element's inline `style`. */
const KEPT: Readonly<Record<string, true>> = { href: true, src: true, srcset: true, poster: true, style: true };

/**
 * A scanner of pages, one page at a time, with one tokenizer (reset for each page) and its callbacks made once
 * for the thread, not for each of 20,000 pages. Only the attributes that may hold a URL (`KEPT`, of an element that
 * loads or links in that attribute, and `style`) are sliced out of a page: its other attributes (`class`, `id`,
 * `data-*`, most of them) cost the tokenizer's pass alone.
 */
function pageScanner(): (html: string) => string[] {
  let html = '';
  let urls: string[] = [];
  let tag = '';
  /** The URL attributes of the element being read; undefined for an element that links nothing. */
  let wanted: readonly string[] | undefined;
  /** The attribute being read, when it is one to keep; '' for any other. */
  let attribute = '';
  let value = '';
  let href: string | undefined;
  let src: string | undefined;
  let srcset: string | undefined;
  let poster: string | undefined;
  let style: string | undefined;
  let inStyle = false;
  let styleText = '';
  let stopped = false;
  const valueOf = (name: string): string | undefined =>
    name === 'href' ? href : name === 'src' ? src : name === 'srcset' ? srcset : name === 'poster' ? poster : style;
  const opened = (): void => {
    if (stopped) return;
    if (tag === 'base') {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test((href ?? '').trim())) {
        stopped = true;
        return;
      }
    } else {
      for (const name of wanted ?? []) {
        const found = valueOf(name);
        if (found === undefined) continue;
        if (name === 'srcset') urls.push(...srcsetUrls(found));
        else urls.push(found);
      }
    }
    if (style?.includes('(')) urls.push(...cssUrls(style));
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
        wanted = tag === 'base' ? BASE_ATTRIBUTES : URL_ATTRIBUTES[tag];
        href = src = srcset = poster = style = undefined;
      },
      onattribname(start, end) {
        value = '';
        attribute = '';
        // Only a name of 3 to 6 letters that starts with h, s or p may be kept: others are not even sliced out.
        if (end - start < 3 || end - start > 6) return;
        const first = html.charCodeAt(start) | 0x20;
        if (first !== 0x68 && first !== 0x73 && first !== 0x70) return;
        const name = html.slice(start, end).toLowerCase();
        if (KEPT[name] === true && (name === 'style' || wanted?.includes(name))) attribute = name;
      },
      onattribdata(start, end) {
        if (attribute) value += html.slice(start, end);
      },
      onattribend() {
        // As the browser (and htmlparser2's Parser) does: the first of an attribute written twice wins.
        if (attribute && valueOf(attribute) === undefined) {
          const decoded = value.includes('&') ? decodeHTMLAttribute(value) : value;
          if (attribute === 'href') href = decoded;
          else if (attribute === 'src') src = decoded;
          else if (attribute === 'srcset') srcset = decoded;
          else if (attribute === 'poster') poster = decoded;
          else style = decoded;
        }
        attribute = '';
        value = '';
      },
      onopentagend: opened,
      onselfclosingtag: opened,
      ontext(start, end) {
        if (inStyle) styleText += html.slice(start, end);
      },
      onclosetag(start, end) {
        if (!inStyle || html.slice(start, end).toLowerCase() !== 'style') return;
        inStyle = false;
        if (!stopped) urls.push(...cssUrls(styleText));
        styleText = '';
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
  return (page) => {
    html = page;
    urls = [];
    tag = attribute = value = styleText = '';
    wanted = href = src = srcset = poster = style = undefined;
    inStyle = stopped = false;
    tokenizer.reset();
    try {
      tokenizer.write(page);
      tokenizer.end();
      return urls.filter(worthKeeping);
    } finally {
      // Nothing of the page is kept past its scan.
      html = styleText = '';
      href = src = srcset = poster = style = undefined;
      tokenizer.reset();
    }
  };
}

const BASE_ATTRIBUTES = ['href'] as const;
let scanPage: ((html: string) => string[]) | undefined;

/**
 * The URLs an HTML page links or loads: the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, and the `url()`s of inline `style` attributes and `<style>` elements. After a `<base>` whose address
 * is on a host, nothing more: its links resolve there. htmlparser2's tokenizer alone, in one pass: its Parser keeps
 * the open elements in an array it shifts at the front, which made a page of 200,000 unclosed tags take minutes.
 */
export function htmlUrls(html: string): string[] {
  scanPage ??= pageScanner();
  return scanPage(html);
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
