// A deterministic synthetic site for the benchmark: N pages in nested folders plus binary assets (version 1), and
// a version 2 with a share of pages changed, a few removed and a few added.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { random } from '../__tests__/support/random.mjs';

const WORDS = 'static site deploy branch pages hexo post archive tag category build commit tree blob push fetch'.split(
  ' ',
);

function pagePath(index) {
  const year = 2015 + (index % 10);
  const month = String(1 + (index % 12)).padStart(2, '0');
  return `${year}/${month}/post-${index}/index.html`;
}

/**
 * What a generator writes around a page's text when `links` is set: a head and a nav of root and absolute links
 * (a style sheet, a script, an icon, the canonical address, the nav's pages), every one of which the site holds.
 */
function pageLinks(index) {
  const own = `/${path.posix.dirname(pagePath(index))}/`;
  return {
    head:
      '<link rel="stylesheet" href="/css/style.css"><link rel="icon" href="/favicon.png">' +
      `<link rel="canonical" href="https://octo.github.io${own}"><script src="/js/main.js"></script>`,
    nav: `<nav><a href="/">Home</a> <a href="/archives/">Archives</a> <a href="${own}">This post</a></nav>`,
  };
}

function pageBody(index, version, rand, links) {
  const words = [];
  const count = 600 + Math.floor(rand() * 600);
  for (let i = 0; i < count; i += 1) words.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const { head, nav } = links ? pageLinks(index) : { head: '', nav: '' };
  return `<!DOCTYPE html>\n<html><head><title>Post ${index}</title>${head}</head>\n<body>${nav}<h1>Post ${index}</h1>\n<p>${words.join(' ')}</p>\n<footer>v${version}</footer></body></html>\n`;
}

async function write(root, relative, content) {
  const file = path.join(root, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/**
 * Writes version `version` of the site into `root`. Version 2 changes `changedPercent` of the pages, removes
 * `removed` pages and adds `added` new ones; `onlyChange` instead changes exactly that one page. With `links`, every
 * page links the site's style sheet, script, icon and archive by root paths, and itself by its absolute address
 * (see `pageLinks`): what the link check parses.
 */
export async function writeSite(
  root,
  { pages, assets, version = 1, changedPercent = 5, removed = 10, added = 10, onlyChange, links = false },
) {
  await fs.rm(root, { recursive: true, force: true });
  await fs.mkdir(root, { recursive: true });
  const pick = random(42);
  const changed = new Set();
  const gone = new Set();
  if (version > 1 && onlyChange === undefined) {
    while (changed.size < Math.floor((pages * changedPercent) / 100)) changed.add(Math.floor(pick() * pages));
    while (gone.size < Math.min(removed, pages - changed.size)) {
      const index = Math.floor(pick() * pages);
      if (!changed.has(index)) gone.add(index);
    }
  }
  if (version > 1 && onlyChange !== undefined) changed.add(onlyChange);
  const batch = [];
  for (let index = 0; index < pages; index += 1) {
    if (gone.has(index)) continue;
    const pageVersion = changed.has(index) ? version : 1;
    batch.push(write(root, pagePath(index), pageBody(index, pageVersion, random(index * 7919 + pageVersion), links)));
    if (batch.length >= 256) await Promise.all(batch.splice(0));
  }
  if (version > 1 && onlyChange === undefined) {
    for (let index = pages; index < pages + added; index += 1) {
      batch.push(write(root, pagePath(index), pageBody(index, version, random(index * 7919 + version), links)));
    }
  }
  for (let index = 0; index < assets; index += 1) {
    const rand = random(1_000_003 + index);
    const bytes = Buffer.alloc(4096 + Math.floor(rand() * 60_000));
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(rand() * 256);
    batch.push(write(root, `assets/img-${index}.png`, bytes));
  }
  batch.push(write(root, 'index.html', `<!DOCTYPE html>\n<p>${pages} posts, v${version}</p>\n`));
  if (links) {
    batch.push(write(root, 'css/style.css', 'body { margin: 0 auto; max-width: 40em; }\n'));
    batch.push(write(root, 'js/main.js', 'document.documentElement.dataset.ready = "1";\n'));
    batch.push(write(root, 'favicon.png', Buffer.from('89504e470d0a1a0a', 'hex')));
    batch.push(write(root, 'archives/index.html', '<!DOCTYPE html>\n<p>Archives</p>\n'));
  }
  await Promise.all(batch);
}
