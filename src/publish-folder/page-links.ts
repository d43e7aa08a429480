// Finds the links of published HTML pages (scanned on their bytes, see page-scanner.ts) and CSS files that name a
// root path or an absolute address: what served-links.ts then resolves against where the branch is served. Parsed
// while the files are read.
import type { ChunkResult } from './chunk.js';
import { cssUrls, worthKeeping } from './url-lists.js';

let scanPage: ((html: Buffer) => string[]) | undefined;

/**
 * Sets the page scanner (page-scanner.ts `pageScanner()`): a deploy loads it with `loadPageScanner`, before the site's
 * commands run; a reading worker's bundle holds it.
 */
export function setPageScanner(scan: (html: Buffer) => string[]): void {
  scanPage ??= scan;
}

/**
 * The URLs an HTML page links or loads: the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, and the `url()`s of inline `style` attributes and `<style>` elements. After a `<base>` whose address
 * is on a host, nothing more: its links resolve there. One pass over the page's tags (no tree of elements:
 * htmlparser2's Parser, once used, made a page of 200,000 unclosed tags take minutes).
 */
export function htmlUrls(html: string | Buffer): string[] {
  if (!scanPage) throw new Error('A page was scanned before the page scanner was loaded (loadPageScanner).');
  return scanPage(typeof html === 'string' ? Buffer.from(html, 'utf8') : html);
}

/** The links worth the check of one file, HTML or CSS by its name, from its bytes (not kept). */
export function pageUrls(name: string, content: Buffer): string[] {
  return /\.css$/i.test(name) ? cssUrls(content.toString('utf8')).filter(worthKeeping) : htmlUrls(content);
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
    const urls = pageUrls(nameOf(index), bytes.subarray(start, end));
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

/** The links found, as the check reads them: no object a link, but for the few it reports. */
export interface FoundLinks {
  readonly size: number;
  /** Each distinct URL, in the order found, with its index for `found`. */
  forEachUrl(visit: (url: string, index: number) => void): void;
  /** Where the link at `index` was first seen, and how often. */
  found(index: number): FoundLink;
}

/**
 * The root and absolute links of a site's HTML and CSS files, gathered chunk by chunk as the files are read: each
 * distinct URL once (a root link means the same on every page), with the first page it was seen on and how often.
 */
export class LinkCollector implements FoundLinks {
  /**
   * Each distinct URL's slot in the arrays below: no object a link while the site is read (a site makes tens of
   * thousands of distinct links, a canonical address a page, and each object would be copied by the young
   * generation's collections on its way to the old one).
   */
  private readonly slots = new Map<string, number>();
  private readonly pages: string[] = [];
  private readonly counts: number[] = [];
  private readonly onNotFoundPage: boolean[] = [];
  private made: { map: Map<string, FoundLink>; added: number } | undefined;
  private added = 0;
  /** Pages parsed, for the debug log; and how many of them by a reading worker. */
  parsed = 0;
  parsedInWorkers = 0;

  constructor(
    /** The hosts whose absolute links are worth a parse (see chunk.ts `mayLinkRoot`). */
    readonly hosts: readonly string[],
  ) {}

  get size(): number {
    return this.slots.size;
  }

  forEachUrl(visit: (url: string, index: number) => void): void {
    for (const [url, slot] of this.slots) visit(url, slot);
  }

  found(index: number): FoundLink {
    return { page: this.pages[index] ?? '', count: this.counts[index] ?? 0 };
  }

  /** The links found, each with the first page it was seen on and how often, as a map (made when asked). */
  get links(): ReadonlyMap<string, FoundLink> {
    if (this.made?.added !== this.added) {
      const map = new Map<string, FoundLink>();
      this.forEachUrl((url, index) => map.set(url, this.found(index)));
      this.made = { map, added: this.added };
    }
    return this.made.map;
  }

  /** The links worth the check of one file, for `readChunk` to parse each page as it reads it. */
  linksOf(name: string, content: Buffer): string[] {
    return pageUrls(name, content);
  }

  /**
   * Takes a chunk's links (see chunk.ts `ChunkResult`): parsed already as its pages were read, else (a worker run
   * from the sources) parsed here from its markup, whose bytes are then let go.
   */
  addChunk(files: readonly { path: string }[], result: ChunkResult): void {
    const found = result.found;
    if (found) {
      this.parsed += found.parsed;
      if (result.byWorker) this.parsedInWorkers += found.parsed;
      const { text, pages } = found;
      let start = 0;
      for (let at = 0; at < pages.length; at += 4) {
        const end = start + (pages[at + 3] ?? 0);
        const page = files[pages[at] ?? 0]?.path ?? '';
        // Sliced from the chunk's string of URLs, which the links kept keep alive: about the size of its links.
        this.addUrl(text.slice(start, end), page, pages[at + 1] ?? 0, pages[at + 2] === 1, true);
        start = end;
      }
    } else {
      for (const { index, urls } of linksOfChunk(result, (index) => files[index]?.path ?? '')) {
        this.addUrls(files[index]?.path ?? '', urls);
      }
    }
    result.found = undefined;
    result.markupBytes = new Uint8Array(0);
    result.markupEnds = new Uint32Array(0);
  }

  /** The links of one file, HTML or CSS by its name. */
  add(page: string, text: string): void {
    this.addUrls(page, pageUrls(page, Buffer.from(text, 'utf8')));
  }

  private addUrls(page: string, urls: readonly string[]): void {
    this.parsed += 1;
    const notFoundPage = NOT_FOUND_PAGE.test(page);
    for (const url of urls) this.addUrl(url, page, 1, notFoundPage, false);
  }

  /** A link that `page` (a 404 page, or not) makes `count` times; `copied`: a string of its own already. */
  private addUrl(url: string, page: string, count: number, notFoundPage: boolean, copied: boolean): void {
    this.added += 1;
    const slot = this.slots.get(url);
    if (slot !== undefined) {
      this.counts[slot] = (this.counts[slot] ?? 0) + count;
      // A link of other pages too is named by one of them (the 404 page's own links are told apart).
      if (!notFoundPage && this.onNotFoundPage[slot]) {
        this.pages[slot] = page;
        this.onNotFoundPage[slot] = false;
      }
      return;
    }
    // A chunk's links are in a string of their own already (see chunk.ts); one of a page added alone is copied here:
    // as sliced from the page, the link would keep the whole page's text alive for as long as it is kept.
    this.slots.set(copied ? url : flat(url), this.pages.length);
    this.pages.push(page);
    this.counts.push(count);
    this.onNotFoundPage.push(notFoundPage);
  }
}

/** A 404 page, as GitHub Pages serves it for a missing path. */
const NOT_FOUND_PAGE = /(?:^|\/)404\.html$/;

/** A string of its own (V8 keeps a slice or a concatenation pointing into the text it came from). */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
