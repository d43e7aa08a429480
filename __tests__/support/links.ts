// The root-relative links of a published site, and those that lead nowhere below its base: what the base address
// tests (base-path.test.ts, and the npm generators' rows of generators.test.ts) check a build by.

/** Every root-relative link (`href`/`src` starting with one `/`) of the published HTML, quoted or not (minified). */
export function rootLinks(files: Record<string, string>): string[] {
  const links: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    if (!name.endsWith('.html')) continue;
    for (const match of text.matchAll(/\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      const link = match[1] ?? match[2] ?? match[3] ?? '';
      if (link.startsWith('/') && !link.startsWith('//')) links.push(link);
    }
  }
  return links;
}

/** The links that do not lead to a published file below `base` (a folder's link leads to its index.html). */
export function brokenUnder(files: Record<string, string>, base: string): string[] {
  const links = rootLinks(files);
  expect(links.length).toBeGreaterThan(0);
  return links.filter((link) => {
    const target = decodeURI(link.replace(/[?#].*$/, ''));
    if (!target.startsWith(base)) return true;
    const inSite = target.slice(base.length);
    const candidates = [inSite, `${inSite}index.html`, `${inSite}/index.html`, `${inSite}.html`];
    return !candidates.some((candidate) => candidate in files);
  });
}
