// Every generator the action knows, in the order detection tries them (the README's table): the first whose
// `detect` matches is the site's. A new generator is its file in this folder and one line here; `npm run docs` then
// names it in action.yml and the README (scripts/docs.mjs reads this list).
import { astro } from './astro.js';
import { buildScript } from './build-script.js';
import { docusaurus } from './docusaurus.js';
import { eleventy } from './eleventy.js';
import type { Generator } from './generator.js';
import { hexo } from './hexo.js';
import { hugo } from './hugo.js';
import { jekyll } from './jekyll.js';
import { mkdocs } from './mkdocs.js';
import { vitepress } from './vitepress.js';

export const GENERATORS: readonly Generator[] = [
  hexo,
  hugo,
  jekyll,
  mkdocs,
  eleventy,
  vitepress,
  astro,
  docusaurus,
  buildScript,
];

/** The generator `Site.generator` names; undefined for none (`none`) or a name no generator has. */
export function generatorNamed(id: string): Generator | undefined {
  return GENERATORS.find((generator) => generator.id === id);
}

/** The generator whose build a command line's first word runs (`hugo`, `@11ty/eleventy`), if any. */
export function generatorRunBy(binary: string): Generator | undefined {
  return GENERATORS.find((generator) => generator.binaries?.includes(binary));
}
