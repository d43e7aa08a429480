// Reads single input values: lists, booleans, commands, paths inside the workspace and the branch, the tag template.
import * as path from 'node:path';
import { ambiguousTag, refNameProblem } from '../git/refname.js';
import { isGitFolderName, namesGitFolder } from '../shared/paths.js';

/** `keep` every commit, `replace` the branch with one root commit, or keep the last N deploy commits. */
export type History = 'keep' | 'replace' | number;

/** An `install` or `build` input: detect the command, do nothing, or run the user's shell command. */
export type CommandSetting = { kind: 'auto' } | { kind: 'skip' } | { kind: 'shell'; command: string };

/** The raw inputs, by their action.yml names. */
export type Inputs = Record<string, string>;

/** What the `tag` input's placeholders are filled from: the sources' commit, the run's number and attempt. */
export interface TagSource {
  sha: string;
  runNumber?: string;
  /** `GITHUB_RUN_ATTEMPT`: 1, then 2, 3… for each "Re-run jobs" of the same run (which keeps its number). */
  runAttempt?: string;
}

/**
 * The `tag` input with `{sha}` (7 characters), `{full-sha}`, `{run}`, `{attempt}` and `{date}` (YYYY-MM-DD, UTC)
 * filled in.
 */
export function renderTag(template: string, source: TagSource, now: Date): string {
  const values: Record<string, string> = {
    sha: source.sha.slice(0, 7),
    'full-sha': source.sha,
    run: source.runNumber ?? '',
    attempt: source.runAttempt || '1',
    date: now.toISOString().slice(0, 10),
  };
  return template.replace(/\{(sha|full-sha|run|attempt|date)\}/g, (_match, name: string) => values[name] ?? '');
}

/** The tag the `tag` input makes (see `renderTag`), refused when git would refuse it or read it as another ref. */
export function tagName(template: string, source: TagSource, now: Date): string {
  const tag = renderTag(template, source, now);
  const problem = tag ? refNameProblem(tag) : '';
  if (problem) throw new Error(`Input "tag" makes "${tag}", which is not a valid git tag name: ${problem}.`);
  const ambiguous = tag ? ambiguousTag(tag) : '';
  if (ambiguous) {
    throw new Error(
      `Input "tag" makes "${tag}", which is refused: ${ambiguous}. Give the tag a name of its own, such as ` +
        '"deploy-{run}-{attempt}".',
    );
  }
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

/** Characters of a glob (minimatch's, with its extglobs and braces): `preview-dir` is also a keep-files glob. */
const GLOB_CHARACTER = /[*?[\]{}()!\\]/;
/** What a `preview-dir` may hold: a folder's path that is the same as a glob, as a pathspec, and in an address. */
const PLAIN_FOLDER = /^[A-Za-z0-9._@+~-]+(\/[A-Za-z0-9._@+~-]+)*$/;

/**
 * The `preview-dir` input, normalised (`./previews/` → `previews`). Every deploy keeps it by a keep-files glob, git
 * lists it by a pathspec, and it is part of each preview's address: a name that any of them would read otherwise
 * (`*` would keep every file, and put the previews in a folder named `*`) is refused.
 */
export function previewFolder(given: string): string {
  const folder = normaliseTargetDir(given, 'preview-dir');
  if (folder === '') {
    throw new Error(
      `Input "preview-dir" must name a folder of the branch, not its root, got "${given}". Use a folder such as ` +
        '"pr-preview".',
    );
  }
  if (!PLAIN_FOLDER.test(folder)) {
    const character = /[^A-Za-z0-9._@+~/-]/u.exec(folder)?.[0] ?? '';
    const shown = /^[\s\p{Cc}]$/u.test(character) ? 'a space or control character' : `"${character}"`;
    const why = GLOB_CHARACTER.test(character)
      ? `"${character}" is a glob character, and every deploy keeps this folder by a glob (it would keep other files)`
      : `it holds ${shown}, which the previews' addresses and git's paths would read otherwise`;
    throw new Error(
      `Input "preview-dir" must be a plain folder path (letters, digits, ".", "_", "-", "@", "+", "~", and "/" ` +
        `between folders), got "${given}": ${why}. Use a name such as "pr-preview".`,
    );
  }
  return folder;
}

/** `preview-retention`: a whole number of days (1 or more), or 0 for an empty input (previews are kept). */
export function retentionDays(text: string): number {
  if (text === '') return 0;
  if (!/^[0-9]+$/.test(text) || Number(text) < 1) {
    throw new Error(
      `Input "preview-retention" must be a whole number of days (1 or more), or empty to keep previews, got "${text}".`,
    );
  }
  return Number(text);
}

/** `base-path`: `auto` (build for the address the site is served at) or `off` (build as the config says). */
export function basePathSetting(text: string): 'auto' | 'off' {
  const value = text.trim().toLowerCase() || 'auto';
  if (value === 'auto' || value === 'off') return value;
  throw new Error(
    `Input "base-path" must be "auto" (build the site for the address it is served at) or "off" (build it as its ` +
      `config says), got "${text}".`,
  );
}

/** `cache`: `auto` (keep installs and Hexo's database in the runner's Actions cache when it offers one) or `off`. */
export function cacheSetting(text: string): 'auto' | 'off' {
  const value = text.trim().toLowerCase() || 'auto';
  if (value === 'auto' || value === 'off') return value;
  throw new Error(
    `Input "cache" must be "auto" (restore node_modules and Hexo's db.json from the Actions cache, and save them) ` +
      `or "off" (install and build from scratch), got "${text}".`,
  );
}

/**
 * The commit's author name or email, refused with a line break or a NUL (git's environment cannot hold a NUL, and
 * its identity lines no line break); `where` names where it came from (`Input "user-name"`, or the site config).
 */
export function identityValue(value: string, where: string): string {
  const problem = value.includes('\0') ? 'a NUL character' : /[\r\n]/.test(value) ? 'a line break' : '';
  if (problem) {
    throw new Error(
      `${where} holds ${problem}, which a git author's name or email cannot hold, got ${JSON.stringify(value)}. ` +
        'Write it on one line, without control characters.',
    );
  }
  return value;
}

/** The `history` input: `keep` (the default), `replace`, or how many deploy commits to keep (1 to 100000). */
export function historySetting(value: string): History {
  const text = value || 'keep';
  if (text === 'keep' || text === 'replace') return text;
  const history = Number(text.replace(/^0+(?=\d)/, ''));
  if (!/^[0-9]+$/.test(text) || history < 1 || history > 100000) {
    throw new Error(
      `Input "history" must be "keep", "replace", or the number of deploy commits to keep (1 to 100000), got "${text}".`,
    );
  }
  return history;
}

/** `commit-signing`: `none`, or `github`: GitHub makes (and signs) the deploy commit through its API. */
export type CommitSigning = 'none' | 'github';

/** The `commit-signing` input. */
export function commitSigningSetting(value: string): CommitSigning {
  const given = value.trim() || 'none';
  if (given === 'none' || given === 'github') return given;
  throw new Error(`Input "commit-signing" must be "none" or "github", got "${given}".`);
}

/**
 * `pages-source`, named after the Pages settings' "Source": `branch` (a push, as "Deploy from a branch" serves),
 * `actions` (an artifact deployed through the Pages API, as the "GitHub Actions" source serves), or `auto`: the
 * second when the target is the current repository and its Pages say `build_type: workflow` (see step/plan.ts).
 */
export type PagesSource = 'auto' | 'branch' | 'actions';

export function pagesSourceSetting(value: string): PagesSource {
  const given = value.trim().toLowerCase() || 'auto';
  if (given === 'auto' || given === 'branch' || given === 'actions') return given;
  throw new Error(
    `Input "pages-source" must be "auto", "branch" (push to a branch Pages serves) or "actions" (deploy through ` +
      `the Pages "GitHub Actions" source), got "${value.trim()}".`,
  );
}

/** A whole number from `min` to `max` (`fallback` when empty), or an error naming the input and its unit. */
export function wholeNumberInput(
  text: string,
  {
    input,
    fallback,
    min,
    max,
    unit = '',
  }: { input: string; fallback: string; min: number; max: number; unit?: string },
): number {
  const value = text || fallback;
  if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new Error(`Input "${input}" must be a whole number${unit} from ${min} to ${max}, got "${value}".`);
  }
  return Number(value);
}

/** A number of seconds from 1 to 21600 (6 hours, a job's longest run). */
export function secondsInput(text: string, input: string, fallback: string): number {
  return wholeNumberInput(text, { input, fallback, min: 1, max: 21600, unit: ' of seconds' });
}

/** The `cname` input: a bare domain name, without its final dot; empty when not given. */
export function cnameSetting(cname: string): string {
  if (cname && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+\.?$/.test(cname)) {
    throw new Error(
      `Input "cname" must be a bare domain name such as "blog.example.com" (no "https://", no path), got "${cname}".`,
    );
  }
  return cname.replace(/\.$/, '');
}

/** Which of the commit's identity and message the workflow set itself (they then win over a site config's). */
export function givenIdentity(get: (name: string) => string): {
  userName: boolean;
  userEmail: boolean;
  commitMessage: boolean;
} {
  return {
    userName: get('user-name') !== '',
    userEmail: get('user-email') !== '',
    commitMessage: get('commit-message') !== '',
  };
}
