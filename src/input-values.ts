// Reads single input values: lists, booleans, commands, paths inside the workspace and the branch, the tag template.
import * as path from 'node:path';
import { refNameProblem } from './git/refname.js';
import { isGitFolderName, namesGitFolder } from './paths.js';

/** `keep` every commit, `replace` the branch with one root commit, or keep the last N deploy commits. */
export type History = 'keep' | 'replace' | number;

/** An `install` or `build` input: detect the command, do nothing, or run the user's shell command. */
export type CommandSetting = { kind: 'auto' } | { kind: 'skip' } | { kind: 'shell'; command: string };

/** The raw inputs, by their action.yml names. */
export type Inputs = Record<string, string>;

/** The `tag` input with `{sha}` (7 characters), `{full-sha}`, `{run}` and `{date}` (YYYY-MM-DD, UTC) filled in. */
export function renderTag(template: string, source: { sha: string; runNumber?: string }, now: Date): string {
  const values: Record<string, string> = {
    sha: source.sha.slice(0, 7),
    'full-sha': source.sha,
    run: source.runNumber ?? '',
    date: now.toISOString().slice(0, 10),
  };
  return template.replace(/\{(sha|full-sha|run|date)\}/g, (_match, name: string) => values[name] ?? '');
}

/** The tag the `tag` input makes (see `renderTag`), refused when git would refuse it. */
export function tagName(template: string, source: { sha: string; runNumber?: string }, now: Date): string {
  const tag = renderTag(template, source, now);
  const problem = tag ? refNameProblem(tag) : '';
  if (problem) throw new Error(`Input "tag" makes "${tag}", which is not a valid git tag name: ${problem}.`);
  return tag;
}

export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function commandSetting(value: string): CommandSetting {
  if (value === '' || value === 'auto') return { kind: 'auto' };
  if (value === 'skip') return { kind: 'skip' };
  return { kind: 'shell', command: value };
}

export function booleanInput(inputs: Inputs, name: string, fallback: boolean): boolean {
  const value = (inputs[name] ?? '').trim();
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new Error(`Input "${name}" must be "true" or "false", got "${value}".`);
}

/** Resolves a path relative to `base` and refuses one outside the workspace or inside its `.git`. */
export function resolveInside(workspace: string, base: string, given: string, input: string): string {
  const resolved = path.resolve(base, given);
  const relative = path.relative(workspace, resolved);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error(`Input "${input}" must be a path inside the workspace (${workspace}), got "${given}".`);
  }
  if (namesGitFolder(relative)) {
    const which = isGitFolderName(relative.split(path.sep)[0] ?? '') ? "the workspace's .git folder" : 'a .git folder';
    throw new Error(`Input "${input}" points into ${which} ("${given}"): name your site's folder.`);
  }
  return resolved;
}

/** `./docs/` → `docs`; refuses absolute paths and `..`, which would escape the branch. */
export function normaliseTargetDir(given: string, input = 'target-dir'): string {
  if (given === '') return '';
  const slashed = given.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
    throw new Error(`Input "${input}" must be a folder relative to the branch root, got the absolute path "${given}".`);
  }
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    throw new Error(`Input "${input}" must stay inside the branch: "${given}" uses "..".`);
  }
  if (parts.some(isGitFolderName)) {
    throw new Error(`Input "${input}" cannot be or contain a ".git" folder, got "${given}".`);
  }
  return parts.join('/');
}

export function hostOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).hostname || 'github.com';
  } catch {
    return 'github.com';
  }
}

/**
 * The run's branch or tag name (`GITHUB_REF_NAME`, else from `GITHUB_REF`) and which of the two it is
 * (`GITHUB_REF_TYPE`, else what `GITHUB_REF` starts with; unknown for a pull request's ref or outside Actions).
 */
export function sourceRef(env: NodeJS.ProcessEnv): { refName: string; refType?: 'branch' | 'tag' } {
  const ref = env.GITHUB_REF || '';
  const refName = env.GITHUB_REF_NAME || ref.replace(/^refs\/(heads|tags)\//, '');
  const { GITHUB_REF_TYPE: refType } = env;
  if (refType === 'tag' || refType === 'branch') return { refName, refType };
  if (ref.startsWith('refs/tags/')) return { refName, refType: 'tag' };
  return ref.startsWith('refs/heads/') ? { refName, refType: 'branch' } : { refName };
}
