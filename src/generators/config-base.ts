// How a generator's config states a base of its own, in the few shapes the generators share: a whole address
// (Hugo's baseURL, MkDocs' site_url), or a path written literally in a JavaScript config.
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { basePathOf } from '../inputs/preview.js';
import { literalOption, readConfig } from './configs.js';
import type { ConfiguredBase } from './generator.js';

/** Placeholders the generators' own starters write: a config that holds one sets no base of its own. */
const PLACEHOLDERS = new Set([
  'http://example.com',
  'https://example.com',
  'http://example.org',
  'https://example.org',
]);

/** Whether `url` is one of the starters' placeholders (a trailing slash ignored). */
export function isPlaceholder(url: string): boolean {
  return PLACEHOLDERS.has(url.replace(/\/+$/, ''));
}

/** A setting that holds the site's whole address (Hugo's baseURL, MkDocs' site_url); a relative one is a path. */
export function urlBase(
  value: string | undefined,
  setting: string,
  fix: (url: string) => string,
): ConfiguredBase | undefined {
  if (value === undefined || value === '/' || isPlaceholder(value)) return undefined;
  return { setting, value, basePath: /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? basePathOf(value) : slashed(value), fix };
}

/** The first of `files` (relative to `root`) that sets `key` literally; `rootIsOwn`: a `/` is the site's own too. */
export async function literalBase(
  root: string,
  files: readonly string[],
  options: { key: string; rootIsOwn?: boolean },
): Promise<ConfiguredBase | undefined> {
  for (const file of files) {
    const text = await readText(path.join(root, file));
    const value = text === undefined ? undefined : literalOption(text, options.key);
    if (value === undefined) continue;
    if (value === '/' && !options.rootIsOwn) return undefined;
    const fix = (url: string): string => `${options.key} to "${basePathOf(url)}"`;
    return { setting: `${options.key} in ${file}`, value, basePath: slashed(value), fix };
  }
  return undefined;
}

/** A path as a base path: one slash at each end. */
export function slashed(value: string): string {
  return `/${value.trim()}/`.replace(/\/{2,}/g, '/');
}

/** A YAML config's top level (empty when it cannot be read). */
export async function yamlFile(root: string, file: string): Promise<Record<string, unknown>> {
  return readConfig((await readText(path.join(root, file))) ?? '', 'yaml');
}
