// Scans a published HTML page for the links it makes: a tokenizer of its own that reads tags and skips everything
// else by searching the page's bytes as read (only the attribute values it keeps become strings). It reads a page as
// htmlparser2's tokenizer reads the page's text (the suite compares the two on random markup, page-scanner.test.ts)
// at a fraction of the cost: HTML's syntax is all ASCII, and no byte of a UTF-8 character beyond ASCII is one. A
// chunk of dist/ of its own (with entities' tables), loaded only by a deploy that checks links (see
// checks/site-reader.ts `loadPageScanner`), and bundled into the reading workers' code.
import { decodeHTMLAttribute } from 'entities/decode';
import {
  at8,
  bodyEnd,
  cdataEnd,
  commentEnd,
  DASH,
  endsSection,
  find,
  GT,
  isWhitespace,
  LT,
  SLASH,
} from './html-sections.js';
import { srcsetUrls, cssUrls, worthKeeping } from './url-lists.js';

const EQUALS = 0x3d;
const BANG = 0x21;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** `[CDATA[`, after a `<!`. */
const CDATA = Buffer.from('[CDATA[', 'latin1');

/** Node's own decoder, which `toString('utf8', …)` calls after checking its arguments; not in its typings. */
type Utf8Slicing = Buffer & { utf8Slice?: (start: number, end: number) => string };

/**
 * The bytes from `start` to `end` as text (UTF-8), through the buffer's own decoder where the runtime has it: the
 * checks of `toString` cost as much again for a short value.
 */
function text(html: Buffer, start: number, end: number): string {
  const slicing = html as Utf8Slicing;
  return slicing.utf8Slice ? slicing.utf8Slice(start, end) : html.toString('utf8', start, end);
}

/**
 * Adds `more` to `urls` one at a time: a spread would pass each as an argument, and a style sheet of some 150,000
 * `url()`s would overflow the stack.
 */
function pushAll(urls: string[], more: readonly string[]): void {
  for (const url of more) urls.push(url);
}

/** Whether `html` holds `bytes` at `at`. */
function startsWith(html: Buffer, at: number, bytes: Buffer): boolean {
  return html.length >= at + bytes.length && html.compare(bytes, 0, bytes.length, at, at + bytes.length) === 0;
}

function isAsciiLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** Whether `html` from `start` to `end` is `name` (lower-case letters), ignoring ASCII case. */
function named(html: Buffer, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let at = 0; at < name.length; at += 1) {
    if ((at8(html, start + at) | 0x20) !== name.charCodeAt(at)) return false;
  }
  return true;
}

// Elements, by what the scan does with them: the attributes that load or link a URL (`href`: 1, `src`: 2,
// `srcset`: 4, `poster`: 8, in the order the browser's own list names them), and the text-only elements whose body
// is skipped to their end tag.
const HREF = 1;
const SRC = 2;
const SRCSET = 4;
const POSTER = 8;
const STYLE = 16;

interface Element {
  /** The URL attributes, in the order they are reported. */
  urls: readonly number[];
  /** The attributes read of it (a `<base>`'s `href` is read, not reported), `style` aside. */
  reads: number;
  /** A text-only element: `raw` (script, style…), `rcdata` (title, textarea) or `plaintext`; '' for others. */
  body: '' | 'raw' | 'rcdata' | 'plaintext';
  base?: true;
  style?: true;
}

const ELEMENTS: Readonly<Record<string, Element>> = {
  a: { urls: [HREF], reads: HREF, body: '' },
  area: { urls: [HREF], reads: HREF, body: '' },
  link: { urls: [HREF], reads: HREF, body: '' },
  base: { urls: [], reads: HREF, body: '', base: true },
  script: { urls: [SRC], reads: SRC, body: 'raw' },
  img: { urls: [SRC, SRCSET], reads: SRC | SRCSET, body: '' },
  source: { urls: [SRC, SRCSET], reads: SRC | SRCSET, body: '' },
  iframe: { urls: [SRC], reads: SRC, body: 'raw' },
  embed: { urls: [SRC], reads: SRC, body: '' },
  audio: { urls: [SRC], reads: SRC, body: '' },
  video: { urls: [SRC, POSTER], reads: SRC | POSTER, body: '' },
  track: { urls: [SRC], reads: SRC, body: '' },
  input: { urls: [SRC], reads: SRC, body: '' },
  style: { urls: [], reads: 0, body: 'raw', style: true },
  xmp: { urls: [], reads: 0, body: 'raw' },
  noembed: { urls: [], reads: 0, body: 'raw' },
  noframes: { urls: [], reads: 0, body: 'raw' },
  title: { urls: [], reads: 0, body: 'rcdata' },
  textarea: { urls: [], reads: 0, body: 'rcdata' },
  plaintext: { urls: [], reads: 0, body: 'plaintext' },
};
/** The elements' names by their first letter and length (a-z, 1 to 9): a tag of another name costs one look. */
const BY_START: (string[] | undefined)[] = [];
for (const name of Object.keys(ELEMENTS)) (BY_START[(name.charCodeAt(0) - 0x61) * 10 + name.length] ??= []).push(name);

/** The element of a tag's name, ignoring ASCII case; undefined for one the scan does nothing with. */
function elementOf(html: Buffer, start: number, end: number): Element | undefined {
  const length = end - start;
  if (length > 9) return undefined;
  const names = BY_START[((at8(html, start) | 0x20) - 0x61) * 10 + length];
  if (names === undefined) return undefined;
  for (const name of names) if (named(html, start, end, name)) return ELEMENTS[name];
  return undefined;
}

/** The attribute a name is, of those the scan keeps (0 for any other): only their values become strings. */
function attributeOf(html: Buffer, start: number, end: number): number {
  const length = end - start;
  if (length < 3 || length > 6) return 0;
  const first = at8(html, start) | 0x20;
  if (first === 0x68) return named(html, start, end, 'href') ? HREF : 0;
  if (first === 0x70) return named(html, start, end, 'poster') ? POSTER : 0;
  if (first !== 0x73) return 0;
  if (named(html, start, end, 'src')) return SRC;
  if (named(html, start, end, 'srcset')) return SRCSET;
  return named(html, start, end, 'style') ? STYLE : 0;
}

/** The name of a text-only element, lower-case, for `bodyEnd`. */
const BODY_NAMES = new Map(Object.entries(ELEMENTS).map(([name, element]) => [element, name]));

/** The URLs one page links: see `pageScanner`. */
export function scanPage(html: Buffer): string[] {
  const urls: string[] = [];
  const length = html.length;
  let at = 0;
  while (at < length) {
    const lt = find(html, LT, at);
    if (lt === -1 || lt + 1 >= length) break;
    const next = at8(html, lt + 1);
    if (next === SLASH || next === 0x3f /* ? */) {
      // An end tag (its attributes, if any, unread), `</>`, or a bogus comment: all end at the next `>`.
      const gt = find(html, GT, lt + 2);
      if (gt === -1) break;
      at = gt + 1;
      continue;
    }
    if (next === BANG) {
      if (at8(html, lt + 2) === DASH && at8(html, lt + 3) === DASH) {
        const end = commentEnd(html, lt + 4);
        if (end === -1) break;
        at = end;
      } else if (startsWith(html, lt + 2, CDATA)) {
        const end = cdataEnd(html, lt + 9);
        if (end === -1) break;
        at = end;
      } else {
        // A doctype, or a bogus comment.
        const gt = find(html, GT, lt + 2);
        if (gt === -1) break;
        at = gt + 1;
      }
      continue;
    }
    if (!isAsciiLetter(next)) {
      at = lt + 1;
      continue;
    }
    const end = readTag(html, lt + 1, urls);
    if (end === -1) break;
    at = end;
    if (tagStops) return urls.filter(worthKeeping);
    const element = tagElement;
    if (!element || element.body === '') continue;
    if (element.body === 'plaintext') break;
    const name = BODY_NAMES.get(element) ?? '';
    const bodyStop = bodyEnd(html, at, name, element.body === 'rcdata');
    if (bodyStop === -1) break;
    if (element.style) pushAll(urls, cssUrls(html.toString('utf8', at, bodyStop)));
    // The end tag: its name, then up to its `>`.
    let gt = bodyStop + 2 + name.length;
    if (at8(html, gt) !== GT) gt = find(html, GT, gt + 1);
    if (gt === -1) break;
    at = gt + 1;
  }
  return urls.filter(worthKeeping);
}

// What `readTag` found of the tag it read (module state, so that a tag costs no object): its element, whether it is
// a `<base>` on a host, and the kept attributes' values (by bit: href, src, srcset, poster, style) with the bits of
// those seen.
let tagElement: Element | undefined;
let tagStops = false;
let kept = 0;
const values = ['', '', '', '', ''];
const SLOT: Readonly<Record<number, number>> = { [HREF]: 0, [SRC]: 1, [SRCSET]: 2, [POSTER]: 3, [STYLE]: 4 };

/** Keeps an attribute's value: the first of each wins, as in the browser, with its character references decoded. */
function keep(attribute: number, value: string): void {
  if ((kept & attribute) !== 0) return;
  if (attribute !== STYLE && ((tagElement?.reads ?? 0) & attribute) === 0) return;
  kept |= attribute;
  values[SLOT[attribute] ?? 4] = value.includes('&') ? decodeHTMLAttribute(value) : value;
}

/**
 * Reads a start tag from its name (at `from`) to its `>`, adding the URLs it loads or links to `urls`: where it ends
 * (-1: the page ends first); its element in `tagElement`, and in `tagStops` whether it is a `<base>` on a host (after
 * which no link is kept).
 */
function readTag(html: Buffer, from: number, urls: string[]): number {
  const length = html.length;
  let at = from + 1;
  while (at < length && !endsSection(at8(html, at))) at += 1;
  tagElement = undefined;
  tagStops = false;
  if (at >= length) return -1;
  tagElement = elementOf(html, from, at);
  kept = 0;
  for (;;) {
    if (at >= length) return -1;
    let code = at8(html, at);
    if (code === GT) break;
    if (code === SLASH) {
      // `/` before `>`: a self-closing tag, read as one that is not (the body of a text-only one still follows).
      at += 1;
      while (at < length && isWhitespace(at8(html, at))) at += 1;
      continue;
    }
    if (isWhitespace(code)) {
      at += 1;
      continue;
    }
    // An attribute's name: its first character whatever it is (`=` too), then up to `=`, whitespace, `/` or `>`.
    const nameStart = at;
    at += 1;
    while (at < length && (code = at8(html, at)) !== EQUALS && !endsSection(code)) at += 1;
    const attribute = attributeOf(html, nameStart, at);
    while (at < length && isWhitespace(at8(html, at))) at += 1;
    if (at >= length) return -1;
    if (at8(html, at) !== EQUALS) {
      // No value: the attribute is there, empty.
      if (attribute !== 0) keep(attribute, '');
      continue;
    }
    at += 1;
    while (at < length && isWhitespace(at8(html, at))) at += 1;
    if (at >= length) return -1;
    code = at8(html, at);
    if (code === QUOTE || code === APOSTROPHE) {
      const close = find(html, code, at + 1);
      if (close === -1) return -1;
      if (attribute !== 0) keep(attribute, text(html, at + 1, close));
      at = close + 1;
    } else {
      const valueStart = at;
      while (at < length && (code = at8(html, at)) !== GT && !isWhitespace(code)) at += 1;
      if (at >= length) return -1;
      if (attribute !== 0) keep(attribute, text(html, valueStart, at));
    }
  }
  if (kept === 0) return at + 1;
  const element = tagElement;
  if (element?.base && (kept & HREF) !== 0 && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test((values[0] ?? '').trim())) {
    tagStops = true;
    values.fill('');
    return at + 1;
  }
  for (const attribute of element?.urls ?? []) {
    if ((kept & attribute) === 0) continue;
    const value = values[SLOT[attribute] ?? 0] ?? '';
    if (attribute === SRCSET) pushAll(urls, srcsetUrls(value));
    else urls.push(value);
  }
  if ((kept & STYLE) !== 0 && (values[4] ?? '').includes('(')) pushAll(urls, cssUrls(values[4] ?? ''));
  values.fill('');
  return at + 1;
}

/**
 * The page scanner, for the link check: a page's URLs that may name a root path or an address on some host (see
 * url-lists.ts `worthKeeping`), from the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, inline `style` attributes and `<style>` elements; after a `<base>` whose address is on a host, nothing
 * (its links resolve there). Text, comments, scripts and the like are skipped by the string's own search, and only
 * the attributes that may hold a URL become strings: a page costs about its tags.
 */
export function pageScanner(): (html: Buffer) => string[] {
  return scanPage;
}
