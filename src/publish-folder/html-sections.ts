// Where the parts of an HTML page that hold no tag end (comments, CDATA sections, the bodies of text-only elements),
// on the page's bytes, as htmlparser2's tokenizer ends them: what the page scanner (page-scanner.ts) skips by them.

export const LT = 0x3c;
export const GT = 0x3e;
export const SLASH = 0x2f;
export const DASH = 0x2d;
export const RIGHT_BRACKET = 0x5d;

/** The byte at `at` (0 past the end). */
export function at8(html: Buffer, at: number): number {
  return html[at] ?? 0;
}

export function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0c || code === 0x0d;
}

/**
 * Where the next `byte` is in `html` from `from`, or -1: the next few bytes looked at here (a quote's match, the
 * space between two tags: mostly near), the rest by the buffer's own search (a call into the runtime costs as much
 * as looking at some dozens of bytes).
 */
export function find(html: Buffer, byte: number, from: number): number {
  const near = Math.min(html.length, from + 48);
  for (let at = from; at < near; at += 1) if (html[at] === byte) return at;
  return near < html.length ? html.indexOf(byte, near) : -1;
}

/** Where a tag's name or an attribute's name ends: whitespace, `/` or `>`. */
export function endsSection(code: number): boolean {
  return code === SLASH || code === GT || isWhitespace(code);
}

/**
 * Where a comment that starts at `from` (just after `<!--`) ends: the index after its `-->` (or `--!>`, or the `>`
 * of `<!-->` and `<!--->`); -1 when it runs to the end of the page.
 */
export function commentEnd(html: Buffer, from: number): number {
  const end = '--!>';
  let matched = 0;
  for (let at = from; at < html.length; at += 1) {
    const code = at8(html, at);
    if (matched <= 1 && at === from + matched && code === GT) return at + 1;
    if (matched === 2 && code === GT) return at + 1;
    if (matched === 3 && code !== GT) {
      matched = code === DASH ? 1 : 0;
    } else if (code === end.charCodeAt(matched)) {
      matched += 1;
      if (matched === 4) return at + 1;
    } else if (matched === 0) {
      const dash = find(html, DASH, at + 1);
      if (dash === -1) return -1;
      at = dash;
      matched = 1;
    } else if (code !== end.charCodeAt(matched - 1)) {
      matched = 0;
    }
  }
  return -1;
}

/** Where a CDATA section that starts at `from` (just after `<![CDATA[`) ends: after its `]]>`; -1: never. */
export function cdataEnd(html: Buffer, from: number): number {
  const end = ']]>';
  let matched = 0;
  for (let at = from; at < html.length; at += 1) {
    const code = at8(html, at);
    if (code === end.charCodeAt(matched)) {
      matched += 1;
      if (matched === 3) return at + 1;
    } else if (matched === 0) {
      const bracket = find(html, RIGHT_BRACKET, at + 1);
      if (bracket === -1) return -1;
      at = bracket;
      matched = 1;
    } else if (code !== RIGHT_BRACKET) {
      matched = 0;
    }
  }
  return -1;
}

/**
 * Where the end tag of a text-only element `name` starts in its body from `from` (at its `<`): `</name` in any case,
 * then whitespace, `/` or `>`; -1 when the body runs to the end of the page. An RCDATA body (title, textarea) is
 * read character by character, as the reference tokenizer reads it, so it takes the same characters as a `<`.
 */
export function bodyEnd(html: Buffer, from: number, name: string, rcdata: boolean): number {
  // The end tag as the reference matches it: each character ORed with 0x20 against `</name`.
  const sequence = `</${name}`;
  let matched = 0;
  for (let at = from; at < html.length; at += 1) {
    const code = at8(html, at);
    if (matched === sequence.length) {
      if (endsSection(code)) return at - sequence.length;
      matched = 0;
    }
    if ((code | 0x20) === sequence.charCodeAt(matched)) {
      matched += 1;
    } else if (matched === 0) {
      if (rcdata) continue;
      const lt = find(html, LT, at + 1);
      if (lt === -1) return -1;
      at = lt;
      matched = 1;
    } else {
      matched = code === LT ? 1 : 0;
    }
  }
  return -1;
}
