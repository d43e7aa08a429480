// Finds the package-manager workspace (pnpm, npm, Yarn or Bun) a site folder belongs to, so its dependencies are
// installed where the lockfile is, with the manager that wrote it.
import * as path from 'node:path';
import { isInside } from '../shared/paths.js';
import { globMatcher, loadGlobEngine } from '../objects/globs.js';
import { readText } from '../shared/files.js';

export interface Workspace {
  /** The workspace's root folder (absolute): where the install runs. */
  root: string;
  /** What marks it, for the log: `pnpm-workspace.yaml`, or `workspaces in package.json`. */
  reason: string;
}

/** Lockfiles of every manager: a site folder holding one installs on its own. */
export const LOCKFILES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
] as const;

/**
 * The nearest folder above `siteRoot`, up to `top` (the checkout) and never beyond it, that declares a workspace
 * (`pnpm-workspace.yaml`, or `workspaces` in package.json) whose package patterns include the site folder.
 * A site with a lockfile of its own is not looked up for.
 */
export async function findWorkspace(
  siteRoot: string,
  top: string,
  siteFiles: ReadonlySet<string>,
): Promise<Workspace | undefined> {
  if (LOCKFILES.some((name) => siteFiles.has(name))) return undefined;
  const ceiling = path.resolve(top);
  let folder = path.resolve(siteRoot);
  while (folder !== ceiling && isInside(ceiling, folder)) {
    folder = path.dirname(folder);
    const member = path.relative(folder, siteRoot).split(path.sep).join('/');
    const pnpm = await readText(path.join(folder, 'pnpm-workspace.yaml'));
    if (pnpm !== undefined) {
      const patterns = stringList((await safeYaml(pnpm))?.packages);
      await loadGlobEngine(patterns);
      if (includes(patterns, member)) return { root: folder, reason: 'pnpm-workspace.yaml' };
    }
    const manifest = await readText(path.join(folder, 'package.json'));
    if (manifest !== undefined) {
      const workspaces = safeJson(manifest)?.workspaces;
      // npm, Yarn and Bun take an array; Yarn 1 also `{ packages: [...] }`.
      const patterns = stringList(Array.isArray(workspaces) ? workspaces : record(workspaces)?.packages);
      await loadGlobEngine(patterns);
      if (includes(patterns, member)) return { root: folder, reason: 'workspaces in package.json' };
    }
  }
  return undefined;
}

/**
 * Whether a workspace's package patterns (globs, `!` to exclude) take in the folder at `member` (minimatch loaded
 * for them: `loadGlobEngine`).
 */
export function includes(patterns: readonly string[], member: string): boolean {
  let included = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const glob = (negated ? pattern.slice(1) : pattern).replace(/^\.\//, '').replace(/\/+$/, '');
    if (globMatcher(glob)(member)) included = !negated;
  }
  return included;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The YAML's top level; its parser loads only for a site that has YAML to read (see configs.ts). */
async function safeYaml(text: string): Promise<Record<string, unknown> | undefined> {
  try {
    const { parse } = await import('yaml');
    return record(parse(text));
  } catch {
    return undefined;
  }
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return record(JSON.parse(text));
  } catch {
    return undefined;
  }
}
