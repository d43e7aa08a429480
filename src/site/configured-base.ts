// The base address a site's own config sets, and the CNAME its sources will publish: read from the files on disk,
// without running anything, as the site's generator says where (see generators/).
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import type { ConfiguredBase } from '../generators/generator.js';
import { generatorNamed } from '../generators/registry.js';
import { cnameDomain } from '../git/target.js';
import type { Site } from './detect.js';

/** The base the site's config sets, for the generators whose links depend on one; undefined when it sets none. */
export async function configuredBase(site: Site): Promise<ConfiguredBase | undefined> {
  return generatorNamed(site.generator)?.configuredBase?.(site);
}

/** The domain of the CNAME the site's sources publish, and its file; undefined when they have none. */
export async function siteCname(site: Site): Promise<{ domain: string; file: string } | undefined> {
  for (const file of generatorNamed(site.generator)?.cnameFiles ?? []) {
    const domain = cnameDomain((await readText(path.join(site.root, file))) ?? '');
    if (domain) return { domain, file };
  }
  return undefined;
}
