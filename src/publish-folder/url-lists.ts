// The URLs a `srcset` attribute and CSS text list, as the browser reads them: what page-links.ts takes out of a
// page's `<img srcset>`, inline styles and `<style>` elements. Pure string work, no parser.

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

/** Whether a link, as written, may name a root path or an address on some host (relative ones are never kept). */
export function worthKeeping(url: string): boolean {
  const text = url.trimStart();
  return text.startsWith('/') || /^https?:/i.test(text);
}
