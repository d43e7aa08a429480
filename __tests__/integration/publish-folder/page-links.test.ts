// The link collector's memory: a site whose every page has a root link of its own (a canonical link, say) keeps
// only the links, not the pages they were found in (issue 39: 20,000 pages of 60 KB ran V8 out of memory).
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { LinkCollector, setPageScanner } from '../../../src/publish-folder/page-links.js';
import { pageScanner } from '../../../src/publish-folder/page-scanner.js';

// The scanner the deploy loads before it reads (publish-folder/checks/site-reader.ts loadPageScanner).
beforeAll(() => {
  setPageScanner(pageScanner());
});

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

test('100 pages of 1 MiB, each with its own root link: what is kept is the links, not the pages', () => {
  const collector = new LinkCollector(['.github.io']);
  const filler = 'x'.repeat(1024 * 1024);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let page = 0; page < 100; page += 1) {
    // Each page a string of its own, as each file's text is when read.
    const html = `<html><head><link rel="canonical" href="/posts/${page}/a-canonical-address-long-enough-to-be-sliced/"></head><body>${filler}${page}</body></html>`;
    collector.add(`posts/${page}/index.html`, Buffer.from(html).toString());
  }
  gc();
  const kept = process.memoryUsage().heapUsed - before;
  expect(collector.links.size).toBe(100);
  expect(collector.links.get('/posts/99/a-canonical-address-long-enough-to-be-sliced/')).toEqual({
    page: 'posts/99/index.html',
    count: 1,
  });
  // Sliced links held every page: 100 MiB. Copies hold a few KiB.
  expect(kept).toBeLessThan(32 * 1024 * 1024);
});
