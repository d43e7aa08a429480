// The reference for the link check's page scanner (src/publish-folder/page-scanner.ts): the same links taken from a
// page by htmlparser2's own tokenizer, as the deploy took them until its scanner of its own replaced it (the
// tokenizer made the link check cost a site with links about half again its read). page-scanner.test.ts runs both
// on the same random markup.
import { decodeHTMLAttribute } from 'entities/decode';
import { Tokenizer } from 'htmlparser2';
import { srcsetUrls, cssUrls, worthKeeping } from '../../src/publish-folder/url-lists.js';

const BASE_ATTRIBUTES = ['href'] as const;

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

/** The attributes that may hold a URL: an element's own (`URL_ATTRIBUTES`), and any element's inline `style`. */
const KEPT: Readonly<Record<string, true>> = { href: true, src: true, srcset: true, poster: true, style: true };

/**
 * A scanner of pages, one page at a time, with one tokenizer (reset for each page) and its callbacks made once
 * for the thread, not for each of 20,000 pages. Only the attributes that may hold a URL (`KEPT`, of an element that
 * loads or links in that attribute, and `style`) are sliced out of a page: its other attributes (`class`, `id`,
 * `data-*`, most of them) cost the tokenizer's pass alone.
 */
export function htmlparser2Scanner(): (html: string) => string[] {
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
  const tokenizer = new Tokenizer(
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
