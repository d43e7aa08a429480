// Unit tests of the link check's rules: which links would answer 404 where GitHub Pages serves the branch, what
// the HTML and CSS parsers take from a page, and the fix each generator gets.
import { htmlUrls, LinkCollector, setPageScanner } from '../../src/publish-folder/page-links.js';
import { pageScanner } from '../../src/publish-folder/page-scanner.js';
import { random } from '../support/random.mjs';
import { cssUrls, srcsetUrls } from '../../src/publish-folder/url-lists.js';
import {
  baseFix,
  brokenLinks,
  brokenLinksProblem,
  checkLink,
  type LinkFailure,
  servedAt,
  serves,
  type ServedSite,
} from '../../src/site/served-links.js';

// The scanner the deploy loads before it reads (publish-folder/checks/site-reader.ts loadPageScanner).
beforeAll(() => {
  setPageScanner(pageScanner());
});

const files = new Set([
  'index.html',
  'css/style.css',
  'about.html',
  'docs/index.html',
  'posts/hello world/index.html',
  'img/a.png',
]);
const has = (path: string): boolean => files.has(path);
const projectSite: ServedSite = { ...servedAt('https://owner.github.io/repo/'), has };
const userSite: ServedSite = { ...servedAt('https://owner.github.io/'), has };

describe('servedAt', () => {
  test('a project site is served under its repository name, a user site or a domain at the root', () => {
    expect(servedAt('https://owner.github.io/repo/')).toEqual({
      origin: 'https://owner.github.io',
      basePath: '/repo/',
    });
    expect(servedAt('https://owner.github.io/')).toEqual({ origin: 'https://owner.github.io', basePath: '/' });
    expect(servedAt('https://www.example.com/')).toEqual({ origin: 'https://www.example.com', basePath: '/' });
  });
});

describe('serves', () => {
  test.each([
    ['', true],
    ['docs/', true],
    ['docs', true],
    ['about', true],
    ['about.html', true],
    ['css/style.css', true],
    ['css/', false],
    ['missing', false],
    ['CSS/style.css', false],
  ])('"%s": %s', (branchPath, expected) => {
    expect(serves(branchPath, has)).toBe(expected);
  });
});

describe('checkLink', () => {
  test("a root link outside a project site's base path fails, with the path it asks for", () => {
    expect(checkLink('/css/style.css', projectSite)).toEqual({ kind: 'outside', path: '/css/style.css' });
    expect(checkLink('/', projectSite)).toEqual({ kind: 'outside', path: '/' });
  });

  test('a root link under the base path to a published file is fine, by the rules of GitHub Pages', () => {
    for (const link of ['/repo/', '/repo', '/repo/css/style.css', '/repo/docs', '/repo/docs/', '/repo/about']) {
      expect(checkLink(link, projectSite)).toBeUndefined();
    }
  });

  test('a query, a fragment, dot segments and percent-encoding change nothing', () => {
    for (const link of [
      '/repo/css/style.css?v=3',
      '/repo/about#team',
      '/repo/img/../css/./style.css',
      '/repo/posts/hello%20world/',
      ' /repo/about ',
    ]) {
      expect(checkLink(link, projectSite)).toBeUndefined();
    }
  });

  test('a root link under the base path to no published file fails as missing', () => {
    expect(checkLink('/repo/css/missing.css', projectSite)).toEqual({ kind: 'missing', path: '/repo/css/missing.css' });
  });

  test("an absolute link on the site's own origin is checked; http is the same origin", () => {
    expect(checkLink('https://owner.github.io/css/style.css', projectSite)?.kind).toBe('outside');
    expect(checkLink('http://owner.github.io/repo/nope.html', projectSite)?.kind).toBe('missing');
    expect(checkLink('https://owner.github.io/repo/about', projectSite)).toBeUndefined();
  });

  test('other origins, schemes, fragments and relative links are not judged', () => {
    for (const link of [
      '//cdn.example.com/x.js',
      '/\\evil.example.com/x',
      'https://other.github.io/css/x.css',
      'https://example.com/missing',
      'mailto:me@example.com',
      'data:image/png;base64,AAAA',
      'javascript:void(0)',
      '#top',
      '?page=2',
      'css/missing.css',
      '../missing.html',
      '',
    ]) {
      expect(checkLink(link, projectSite)).toBeUndefined();
    }
  });

  test('on a site served at the root, root links to published files are fine and others are missing', () => {
    expect(checkLink('/css/style.css', userSite)).toBeUndefined();
    expect(checkLink('/', userSite)).toBeUndefined();
    expect(checkLink('/css/missing.css', userSite)).toEqual({ kind: 'missing', path: '/css/missing.css' });
  });

  test('a domain whose name is unknown: root links are checked, absolute ones are not', () => {
    const unknown: ServedSite = { origin: '', basePath: '/', has };
    expect(checkLink('/css/style.css', unknown)).toBeUndefined();
    expect(checkLink('https://owner.github.io/missing', unknown)).toBeUndefined();
    expect(checkLink('/missing', unknown)?.kind).toBe('missing');
  });

  test('a malformed percent-escape is not judged', () => {
    expect(checkLink('/repo/%E0%A4%A', projectSite)).toBeUndefined();
  });

  // checkLink reads a plain link's path itself (no escape, query, fragment or dot segment); every other link goes
  // through the runtime's URL parser. On 20,000 seeded random links, each is judged as the URL parser reads it. The
  // site has no file, so every judged link fails, with the path it was read as.
  test('reads each link as the URL parser does, on 20,000 random links', () => {
    const next = random(41);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const prefixes = ['/', '/repo/', '/repo', 'https://owner.github.io/', 'https://owner.github.io', '//', ' /'];
    prefixes.push('http://owner.github.io/repo/', 'HTTPS://Owner.GitHub.io/repo/', 'https://owner.github.io:443/');
    const alphabet = Array.from('aZ09/.%2eE?# \\:@!$&\'()*+,;=~_-"<>`{}^|[]é\t');
    const none: ServedSite = { ...servedAt('https://owner.github.io/repo/'), has: () => false };
    const root: ServedSite = { ...servedAt('https://owner.github.io/'), has: () => false };
    let plain = 0;
    for (let at = 0; at < 20_000; at += 1) {
      let link = pick(prefixes);
      for (let length = Math.floor(next() * 12); length > 0; length -= 1) link += pick(alphabet);
      if (/^(?:\/|https:\/\/owner\.github\.io\/)[\w/]*$/.test(link)) plain += 1;
      for (const site of [none, root])
        expect([link, checkLink(link, site)]).toEqual([link, asTheParserReads(link, site)]);
    }
    expect(plain).toBeGreaterThan(500);
  });
});

/** checkLink's judgement with every link read by the URL parser (what it did for all links before its plain path). */
function asTheParserReads(raw: string, site: ServedSite): LinkFailure | undefined {
  const text = raw.trim();
  let url: URL;
  try {
    if (/^\/(?![/\\])/.test(text)) url = new URL(text, 'https://served.invalid');
    else if (/^https?:/i.test(text)) {
      url = new URL(text);
      if (`https://${url.host}` !== site.origin) return undefined;
    } else return undefined;
  } catch {
    return undefined;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (`${path}/` === site.basePath) return undefined;
  if (!path.startsWith(site.basePath)) return { kind: 'outside', path };
  return serves(path.slice(site.basePath.length), site.has) ? undefined : { kind: 'missing', path };
}

describe('htmlUrls', () => {
  test('takes href, src, srcset and poster of the elements that load or link, and CSS url()s', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/css/a.css"><script src="/js/a.js"></script>
      <style>body { background: url("/img/bg.png") } /* url(/commented.png) */ @import "/css/b.css";</style>
      </head><body>
      <A HREF="/about/">About</A> <a href="relative.html">r</a> <a href="https://owner.github.io/x">x</a>
      <img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x">
      <picture><source srcset="/img/b.webp"></picture>
      <video poster="/img/poster.jpg" src="/v.mp4"></video>
      <div style="background-image: url(/img/div.png)"></div>
      <p data-href="/not-a-link">/text/path</p>
      <script>var a = "<a href='/in-script'>";</script>
      <!-- <a href="/in-comment"> -->
      <a href="/q?a=1&amp;b=2">q</a>
      </body></html>`;

    expect(htmlUrls(html)).toEqual([
      '/css/a.css',
      '/js/a.js',
      '/img/bg.png',
      '/css/b.css',
      '/about/',
      'https://owner.github.io/x',
      '/img/a.png',
      '/img/a.png',
      '/img/a@2x.png',
      '/img/b.webp',
      '/v.mp4',
      '/img/poster.jpg',
      '/img/div.png',
      '/q?a=1&b=2',
    ]);
  });

  test('stops at a <base> on another host, whose links resolve there', () => {
    expect(htmlUrls('<a href="/before">b</a><base href="https://cdn.example.com/"><a href="/after">a</a>')).toEqual([
      '/before',
    ]);
  });
});

describe('cssUrls and srcsetUrls', () => {
  test('url() quoted or not, @import strings, nothing from comments or strings', () => {
    const css = `@import url("/a.css"); @import '/b.css'; .x{background:URL( /c.png )}
      .y{content:"url(/in-string)"} /* url(/in-comment) */ .z{background:url(d.png)}`;
    expect(cssUrls(css)).toEqual(['/a.css', '/b.css', '/c.png', 'd.png']);
  });

  test('srcset candidates, with commas in a URL and in descriptors', () => {
    expect(srcsetUrls('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/a,b.png 100w,/c.png 200w')).toEqual(['/a,b.png', '/c.png']);
    expect(srcsetUrls('  /only.png  ')).toEqual(['/only.png']);
  });
});

describe('the problem reported', () => {
  test("counts each link once per page, shows page → link, and names the generator's setting", () => {
    const links = new LinkCollector([]);
    links.add('index.html', '<link href="/css/style.css"><a href="/repo/about">ok</a>');
    links.add('about.html', '<link href="/css/style.css"><img src="/repo/img/missing.png">');
    links.add('css/style.css', 'body{background:url(/img/a.png)}');

    const broken = brokenLinks(links, projectSite);
    const problem = brokenLinksProblem(broken, {
      pageUrl: 'https://owner.github.io/repo/',
      basePath: '/repo/',
      generator: 'hugo',
    });

    expect(problem).toBe(
      '4 links (to 3 addresses) would answer 404 where the site is served, https://owner.github.io/repo/: ' +
        'index.html → /css/style.css, about.html → /repo/img/missing.png, css/style.css → /img/a.png. The site is ' +
        'served under /repo/, and root links must start with it: set baseURL = "https://owner.github.io/repo/" in ' +
        'the Hugo config (hugo.toml or config.toml), or build with --baseURL.',
    );
  });

  test('links that are under the base path but name no file say so, without a base path fix', () => {
    const links = new LinkCollector([]);
    links.add('index.html', '<a href="/repo/gone/">gone</a>');
    expect(
      brokenLinksProblem(brokenLinks(links, projectSite), {
        pageUrl: 'https://owner.github.io/repo/',
        basePath: '/repo/',
        generator: 'hexo',
      }),
    ).toBe(
      'A link (to one address) would answer 404 where the site is served, https://owner.github.io/repo/: ' +
        'index.html → /repo/gone/. No published file is at that path.',
    );
  });

  test("a link of the 404 page and of other pages is named by another page, one of the 404 page's alone by it", () => {
    const links = new LinkCollector([]);
    links.add('404.html', '<link href="/css/base.css"><a href="/about/">About</a>');
    links.add('index.html', '<a href="/about/">About</a>');
    links.add('docs/404.html', '<a href="/about/">About</a>');
    expect([...links.links]).toEqual([
      ['/css/base.css', { page: '404.html', count: 1 }],
      ['/about/', { page: 'index.html', count: 3 }],
    ]);
  });

  test('no broken link, no problem', () => {
    expect(brokenLinksProblem([], { pageUrl: 'https://o.github.io/', basePath: '/', generator: 'none' })).toBe('');
  });

  test.each([
    ['hexo', 'set url: https://owner.github.io/repo/ and root: /repo/ in _config.yml'],
    ['hugo', 'set baseURL = "https://owner.github.io/repo/"'],
    ['astro', 'set base: "/repo/" (and site: "https://owner.github.io") in astro.config.mjs'],
    ['vitepress', 'set base: "/repo/" in .vitepress/config'],
    ['docusaurus', 'set baseUrl: "/repo/" (and url: "https://owner.github.io") in docusaurus.config.js'],
    ['mkdocs', 'set site_url: https://owner.github.io/repo/ in mkdocs.yml'],
    ['eleventy', 'set pathPrefix: "/repo/" in the Eleventy config'],
    ['jekyll', 'set baseurl: "/repo" in _config.yml'],
    ['none', 'build the site for the base path /repo/'],
  ] as const)('the fix for %s', (generator, fix) => {
    expect(baseFix(generator, 'https://owner.github.io/repo/', '/repo/')).toContain(fix);
  });
});

describe('htmlUrls on hostile markup', () => {
  test('200,000 unclosed tags parse in linear time, and the link after them is found', () => {
    const started = Date.now();
    const urls = htmlUrls(`${'<b>'.repeat(200_000)}<a href="/after/">x</a>`);
    expect(urls).toEqual(['/after/']);
    // htmlparser2's Parser took about 20 s here (quadratic in the nesting); the tokenizer alone, well under 2 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('one scan after another: nothing of a page cut off in a tag, a comment, a style or after a <base> is kept', () => {
    // One tokenizer serves every page of a thread: each page starts as the first did.
    const next = '<link href="/next.css"><a href="/next/" style="background:url(/n.png)">n</a>';
    const cutOff = [
      '<a href="/cut/',
      '<a href=/bare',
      '<a title="x" hr',
      '<!-- never closed',
      '<style>a{background:url(/in-style.png)}',
      '<script>var a = "<a href=\'/x/\'>";',
      '<base href="https://cdn.example.com/"><a href="/after-base/">',
      '<![CDATA[ open',
    ];
    for (const page of cutOff) {
      htmlUrls(page);
      expect(htmlUrls(next)).toEqual(['/next.css', '/next/', '/n.png']);
    }
  });

  test('an attribute written twice: the first wins, entities decoded, as a browser reads it', () => {
    expect(htmlUrls('<a href="/one/?a=1&amp;b=2" href="/two/">x</a><img SRC=/pic.png>')).toEqual([
      '/one/?a=1&b=2',
      '/pic.png',
    ]);
  });
});
