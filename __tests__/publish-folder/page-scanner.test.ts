// The link check's page scanner against htmlparser2: the same links from the same markup, on hand-picked pages where
// a quick skip could go wrong and on random markup made of every construct the two tokenizers treat apart (tags
// and attributes in every quoting, comments and their odd endings, CDATA, declarations, text-only elements and
// their end tags, character references, cut-off pages).
import { Parser } from 'htmlparser2';
import { htmlparser2Scanner } from '../support/htmlparser2-scanner.js';
import { random } from '../support/random.mjs';
import { scanPage } from '../../src/publish-folder/page-scanner.js';
import { cssUrls, srcsetUrls } from '../../src/publish-folder/url-lists.js';

const reference = htmlparser2Scanner();
/** The scanner, on a page's bytes as the reading gives them. */
const ours = (html: string): string[] => scanPage(Buffer.from(html, 'utf8'));

// Tag names: every element the scanner treats apart, in several cases, with near misses (`scr`, `scripts`,
// `styl`) and some it ignores. (Not U+212A, the Kelvin sign, whose JavaScript lower case is an ASCII `k`: the
// reference lowercased names that way, `<lin\u212A>` a link to it; a browser lowercases ASCII letters alone, as
// the scanner does.)
const TAGS = [
  'a',
  'A',
  'link',
  'LINK',
  'Link',
  'img',
  'IMG',
  'source',
  'video',
  'audio',
  'track',
  'embed',
  'input',
  'area',
  'base',
  'BASE',
  'script',
  'SCRIPT',
  'Script',
  'style',
  'STYLE',
  'title',
  'TITLE',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'div',
  'p',
  'b',
  'svg',
  'scr',
  'scripts',
  'styl',
  'titles',
  'a1',
  'img-x',
];
const ATTRIBUTES = [
  'href',
  'HREF',
  'Href',
  'src',
  'SRC',
  'srcset',
  'poster',
  'style',
  'STYLE',
  'data-href',
  'title',
  'x',
  'hr',
  'hrefs',
  'sr',
  '=x',
  'rel',
  'class',
];
const VALUES = [
  '/a/',
  '/b/?x=1&amp;y=2',
  '/c&#47;d',
  '&sol;e',
  'https://owner.github.io/x',
  'HTTP://Owner.github.io/y',
  '//cdn/z',
  'rel.html',
  '',
  ' /spaced/ ',
  'background:url(/bg.png)',
  'x:url("/q.png"); y:url(\'/r.png\')',
  '/one.png 1x, /two.png 2x',
  '/a,b.png 100w,/c.png 200w',
  '/gt>here',
  '/lt<here',
  '/é/中/',
  '/tab\there',
  '&amp',
  '/x?a=1&copy=2',
];
const TEXTS = [
  'text',
  ' ',
  '\n',
  '\t',
  '\f',
  '\r',
  '<',
  '>',
  '&',
  '&amp;',
  '"',
  "'",
  '/',
  '-',
  '--',
  '!',
  '?',
  ']',
  ']]',
  '=',
  '\u000f',
  '\u001c',
  'é',
  '中文',
  '😀',
  '< a',
  '<1',
  '<<',
  'url(/in-text.png)',
  '/text/path',
];
const COMMENTS = [
  '<!-- x -->',
  '<!-->',
  '<!--->',
  '<!---->',
  '<!-- x --!>',
  '<!-- x ---->',
  '<!-- x -- y -->',
  '<!-- <a href="/c/"> -->',
  '<!- x>',
  '<!>',
  '<!doctype html>',
  '<!DOCTYPE>',
  '<!d>',
  '<!x y>',
  '<![CDATA[ <a href="/cd/"> ]]>',
  '<![CDATA[ ]]]>',
  '<![CDATA[ ] ]> ]]>',
  '<![cdata[ x ]]>',
  '<![CDAT x>',
  '<?xml x?>',
  '<? <a href="/pi/"> ?>',
  '<!-- -!> still -->',
  '<!--x--!-->',
  '<!-- --!->-->',
];
const END_TAGS = ['</a>', '</A >', '</a x=">">', '</ a>', '</>', '</1>', '</script>', '</style>', '</title>', '</p/>'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function spaces(rand: () => number): string {
  return pick(rand, ['', '', ' ', '  ', '\n', '\t', '\f', '\r\n']);
}

function attribute(rand: () => number): string {
  const name = rand() < 0.5 ? pick(rand, ['href', 'src', 'srcset', 'style']) : pick(rand, ATTRIBUTES);
  const value = pick(rand, VALUES);
  switch (Math.floor(rand() * 6)) {
    case 0:
      return name;
    case 1:
      return `${name}${spaces(rand)}=${spaces(rand)}"${value.replace(/"/g, '')}"`;
    case 2:
      return `${name}='${value.replace(/'/g, '')}'`;
    case 3:
      return `${name}=${value.replace(/[\s>]/g, '')}`;
    case 4:
      return `${name}="${value.replace(/"/g, '')}"${pick(rand, ['', '/', 'x', '"'])}`;
    default:
      return `${name}=${spaces(rand)}${pick(rand, ['>', '/', '""', "''"])}`;
  }
}

function startTag(rand: () => number): string {
  const count = 1 + Math.floor(rand() * 3);
  let tag = `<${rand() < 0.5 ? pick(rand, ['a', 'img', 'link', 'video']) : pick(rand, TAGS)}`;
  for (let at = 0; at < count; at += 1) tag += `${pick(rand, [' ', '\n', '/', ' / ', '', '\t'])}${attribute(rand)}`;
  return `${tag}${spaces(rand)}${pick(rand, ['>', '>', '>', '/>', ' / >', '/ x>'])}`;
}

/** A body a text-only element may hold: markup that must not count, and end tags that do or do not close it. */
function body(rand: () => number): string {
  const parts = [
    'x',
    '<a href="/in-body/">',
    '</scriptx>',
    '</styl>',
    '<</script>',
    '</script ',
    '</SCRIPT/>',
    '</style\n>',
    '</title>',
    '</textarea>',
    '</xmp>',
    '</iframe>',
    '</noembed>',
    '</noframes>',
    'url(/in-body.png)',
    '</\u000fstyle>',
    '\u001c/title>',
    '<!-- </script> -->',
    '"</style>"',
  ];
  let text = '';
  for (let count = Math.floor(rand() * 4); count > 0; count -= 1) text += pick(rand, parts);
  return text;
}

function page(rand: () => number): string {
  let html = '';
  for (let count = 1 + Math.floor(rand() * 12); count > 0; count -= 1) {
    const kind = rand();
    if (kind < 0.4) html += startTag(rand);
    else if (kind < 0.55) html += pick(rand, TEXTS);
    else if (kind < 0.65) html += pick(rand, COMMENTS);
    else if (kind < 0.75) html += pick(rand, END_TAGS);
    else if (kind < 0.9) html += body(rand);
    else html += `${startTag(rand)}${body(rand)}`;
  }
  // A page cut off anywhere, now and then.
  return rand() < 0.2 ? html.slice(0, Math.floor(rand() * html.length)) : html;
}

describe('the page scanner against htmlparser2', () => {
  // Markup where a quick skip could go wrong: text, comments, scripts and styles holding tags, quotes of both kinds,
  // unquoted values, entities with and without `;`, CDATA, an unclosed comment and a tag cut off at the end.
  const pages = [
    `<p>${'text '.repeat(5000)}</p><a href="/a/">a</a>`,
    '<!-- <a href="/in-comment/"> --><a href=\'/single/\' title="x > y">q</a><a href=/bare/ data-x=">">b</a>',
    '<script>var s = "<a href=\\"/in-script/\\">";</script><style>a{background:url(/s.png)}</style><a href="/c/">',
    '<a href="/e/?a=1&amp;b=2&copy=3&notit;&#x2F;x&lt">e</a><img srcset="/one.png 1x, /two.png 2x" src=/x.png>',
    '<![CDATA[<a href="/cdata/">]]><textarea><a href="/in-textarea/"></textarea><title>&amp; <a></title><a href="/t/">',
    '<a href="/unclosed/">x<!-- never closed <a href="/after-comment/">',
    '<div\nclass="x"\n><a\nhref\n=\n"/spread/"\n>x</a><a href="/cut/',
    '<base href="/local/"><a href="/kept/"><base href="https://cdn.example.com/"><a href="/after-base/">',
    '<plaintext><a href="/in-plaintext/">',
    '<script src="/s.js"/><a href="/in-self-closed-script/"></script><a href="/after/">',
  ];

  test.each(pages.map((html, index) => [index, html]))('page %i: the same links', (_, html) => {
    expect(ours(html)).toEqual(reference(html));
  });

  test('20,000 random pages: the same links', () => {
    const wrong: string[] = [];
    let links = 0;
    for (let seed = 1; seed <= 20_000 && wrong.length < 5; seed += 1) {
      const html = page(random(seed));
      const expected = reference(html);
      links += expected.length;
      const found = ours(html);
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        wrong.push(
          `seed ${seed}: ${JSON.stringify(html)}\n  htmlparser2: ${JSON.stringify(expected)}\n  ours: ${JSON.stringify(found)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    // The markup links enough for the comparison to mean something.
    expect(links).toBeGreaterThan(5_000);
  });

  test('a style sheet and a srcset of 200,000 URLs each: every one found', () => {
    const many = Array.from({ length: 200_000 }, (_, index) => `/i/${index}.png`);
    const html = `<style>${many.map((url) => `a{background:url(${url})}`).join('')}</style><img srcset="${many.join(', ')}">`;
    const found = ours(html);
    expect(found).toHaveLength(400_000);
    expect(found.at(-1)).toBe('/i/199999.png');
  });

  test("the links found are those of htmlparser2's own parser, with its entity decoding", () => {
    for (const html of pages.slice(0, 7)) {
      const expected: string[] = [];
      let style = false;
      const parser = new Parser(
        {
          onopentag(name, attributes) {
            if (name === 'a' || name === 'link') expected.push(attributes.href ?? '');
            if (name === 'img') expected.push(attributes.src ?? '', ...srcsetUrls(attributes.srcset ?? ''));
            style = name === 'style';
          },
          ontext: (text) => style && expected.push(...cssUrls(text)),
          onclosetag: () => (style = false),
        },
        { decodeEntities: true },
      );
      parser.end(html);
      expect(ours(html)).toEqual(expected.filter((url) => url.startsWith('/')));
    }
  });
});
