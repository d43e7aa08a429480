// The leak guard: no published file may hold a credential, and none is left in the workspace after the step.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { SecretForms } from '../credentials/owner.js';
import { holdsSecret } from '../publish-folder/chunk.js';
import { replaceSecrets } from './redact.js';

const READ_CONCURRENCY = 8;
/** Files larger than this are not scrubbed (a credential sits in config and text files, not in media). */
const SCRUB_MAX_BYTES = 50 * 1024 * 1024;

/** The files among `files` that hold any of `secrets` (see `holdsSecret`: also unpacked, and a key re-wrapped). */
export async function filesHolding(files: readonly string[], secrets: readonly string[]): Promise<string[]> {
  const needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret, 'utf8'));
  if (needles.length === 0) return [];
  const found: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++];
      if (file === undefined) break;
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(file);
      } catch {
        continue;
      }
      if (holdsSecret(bytes, file, needles)) found.push(file);
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  return found.sort();
}

/** Replaces every secret in `file` by `replacement`; true when the file changed. */
export async function scrubFile(file: string, secrets: readonly string[], replacement: string): Promise<boolean> {
  const original = await fs.readFile(file);
  // Byte for byte: each byte a latin1 character, each secret its UTF-8 bytes.
  const bytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
  const scrubbed = Buffer.from(replaceSecrets(original.toString('latin1'), bytes, replacement), 'latin1');
  if (scrubbed.equals(original)) return false;
  await fs.writeFile(file, scrubbed);
  return true;
}

/**
 * The files a build or deploy command may have left a credential in: everything under `root` except
 * node_modules (but its .cache), the folders in `skip`, and the workspace's own `.git` (actions/checkout's, not ours to touch);
 * inside any other `.git` folder (hexo's `.deploy_git/.git`) only its config and credential files.
 */
export async function workspaceFiles(root: string, skip: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  const skipped = new Set([...skip.map((dir) => path.resolve(dir)), path.join(root, '.git')]);
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop() ?? root;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (skipped.has(full)) continue;
        if (entry.name === 'node_modules') {
          // Installed packages are not the build's output, but the caches in there are (webpack's, Babel's…).
          pending.push(path.join(full, '.cache'));
          continue;
        }
        if (entry.name === '.git') {
          for (const name of ['config', 'credentials', 'FETCH_HEAD']) files.push(path.join(full, name));
          continue;
        }
        pending.push(full);
      } else if (entry.isFile()) {
        files.push(full);
      }
    }
  }
  return scrubbable(files);
}

/**
 * Every file under `dir` (or `dir` itself, when it is a file), a `.git` folder's every file and node_modules too:
 * the publish folder's parts the push does not read, where nothing is the user's own to keep.
 */
export async function everyFile(dir: string): Promise<string[]> {
  const files: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const next = pending.pop() ?? dir;
    const stat = await fs.lstat(next).catch(() => undefined);
    if (stat?.isFile()) {
      files.push(next);
      continue;
    }
    if (!stat?.isDirectory()) continue;
    const entries = await fs.readdir(next).catch(() => []);
    for (const name of entries) pending.push(path.join(next, name));
  }
  return scrubbable(files);
}

/** The regular files among `files` small enough to scrub (see `SCRUB_MAX_BYTES`). */
async function scrubbable(files: readonly string[]): Promise<string[]> {
  const sized: string[] = [];
  for (const file of files) {
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.size <= SCRUB_MAX_BYTES) sized.push(file);
  }
  return sized;
}

/**
 * Removes the secrets from a file that holds one: the token becomes the placeholder again. A file that holds one
 * in a form no byte replacement reaches (inside a .gz file, a re-wrapped key) is emptied instead. Returns what
 * was done.
 */
export async function cleanFile(
  file: string,
  secrets: readonly string[],
  replacement: string,
): Promise<'scrubbed' | 'emptied'> {
  if (await scrubFile(file, secrets, replacement)) return 'scrubbed';
  await fs.truncate(file, 0);
  return 'emptied';
}

/**
 * Removes the secrets from every file that holds one (the token becomes the placeholder again, or the file is
 * emptied, see `cleanFile`), and says which files it cleaned, never what it found.
 */
export async function scrubLeftovers(
  files: readonly string[],
  secrets: readonly string[],
  replacement: string,
  label: (file: string) => string,
  why: string,
): Promise<string[]> {
  const holding = await filesHolding(files, secrets);
  const cleaned: string[] = [];
  for (const file of holding) {
    const done = await cleanFile(file, secrets, replacement);
    cleaned.push(done === 'emptied' ? `${label(file)} (emptied: it held it in another form)` : label(file));
  }
  if (cleaned.length > 0) core.info(`Removed the token from ${cleaned.join(', ')} (${why}).`);
  return cleaned;
}

/** The secrets to look for, the placeholder that replaces them, and the folders a deploy may leave them in. */
export interface LeakContext {
  /** Every form of every secret the credential owner holds now (see `leakContext`): read it where it is used. */
  readonly secrets: readonly string[];
  placeholder: string;
  workspace: string;
  home: string;
}

/**
 * The leak context of a run: every form of every secret, asked of their owner at each use (a target's own token
 * joins them at the target check), the token's placeholder, the workspace and HOME.
 */
export function leakContext(
  settings: { tokenPlaceholder: string; workspace: string; home: string },
  owner: SecretForms,
): LeakContext {
  const { tokenPlaceholder: placeholder, workspace, home } = settings;
  return {
    get secrets() {
      return owner.secretForms();
    },
    placeholder,
    workspace,
    home,
  };
}

/**
 * The leak guard's answer: a file of the site that holds the token (a theme printing `config.deploy.repo`, say)
 * or the deploy key stops the deploy before anything is pushed. The file is cleaned on disk, and only its name
 * is told.
 */
export async function refuseLeaks(leaking: readonly string[], context: LeakContext): Promise<never> {
  for (const file of leaking) await cleanFile(file, context.secrets, context.placeholder);
  const names = leaking.map((file) => path.relative(context.workspace, file)).slice(0, 10);
  throw new Error(
    `Refusing to publish: ${leaking.length === 1 ? 'a file of the site contains' : `${leaking.length} files of the site contain`} the ` +
      `token or the deploy key: ${names.join(', ')}${leaking.length > 10 ? ', …' : ''}. Nothing was published. A theme ` +
      'or plugin printed a value from the config while the token was substituted (for example `config.deploy.repo`): ' +
      'stop it from rendering that value, or set "config-file" to only the files that need the token.',
  );
}

/** HOME's git files: where git keeps global config and stored credentials. */
export function homeGitFiles(home: string): string[] {
  const names = [
    '.gitconfig',
    '.git-credentials',
    path.join('.config', 'git', 'config'),
    path.join('.config', 'git', 'credentials'),
  ];
  return names.map((name) => path.join(home, name));
}

/**
 * HOME's git files as they are now (a missing one as missing), and a way to put them back byte for byte: what the
 * install and build wrote there (a hook path, a proxy, a helper) must not reach the git of a deploy command, which
 * has the credentials.
 */
export async function snapshotHomeGitFiles(home: string): Promise<() => Promise<void>> {
  const saved = await Promise.all(
    homeGitFiles(home).map(async (file) => ({ file, bytes: await fs.readFile(file).catch(() => undefined) })),
  );
  return async () => {
    for (const { file, bytes } of saved) {
      // Removed first: a link put in its place is replaced, never written through.
      await fs.rm(file, { force: true });
      if (!bytes) continue;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    }
  };
}

/**
 * Removes credentials the build or deploy command left in the workspace (but `skip`) or in HOME's git files; in the
 * `whole` folders (the publish folder), every file, a nested `.git` folder's all.
 */
export async function scrubWorkspace(
  context: LeakContext,
  skip: readonly string[],
  whole: readonly string[] = [],
): Promise<void> {
  if (context.secrets.length === 0) return;
  const { home, workspace } = context;
  const inWhole = whole.filter((dir) => dir !== '');
  const files = await workspaceFiles(workspace, [...skip, ...inWhole]);
  // One at a time, here and below: a spread would pass each file as an argument, and a publish folder of some
  // 150,000 files would overflow the stack.
  for (const dir of inWhole) for (const file of await everyFile(dir)) files.push(file);
  if (home) files.push(...homeGitFiles(home));
  const label = (file: string): string =>
    home && file.startsWith(home + path.sep) ? `~/${path.relative(home, file)}` : path.relative(workspace, file);
  await scrubLeftovers(files, context.secrets, context.placeholder, label, 'left there by the build or deploy command');
}

/**
 * After our push, whatever its outcome: removes the credentials from what it did not read in the publish folder.
 * Each complete read (see publish-folder/read.ts `Listing`) read and checked every file but those it left out (excluded, hidden,
 * pattern-matched, in a `.git` folder), so only those are read here; without one (the push failed before the site
 * was read), the whole publish folder is.
 */
export async function scrubUnread(
  context: LeakContext,
  publishDir: string,
  listings: readonly { leftOut: readonly string[]; complete: boolean }[],
): Promise<void> {
  if (context.secrets.length === 0 || publishDir === '') return;
  const complete = listings.filter((listing) => listing.complete);
  const unread = complete.length > 0 ? new Set(complete.flatMap((listing) => listing.leftOut)) : [publishDir];
  const files: string[] = [];
  for (const item of unread) for (const file of await everyFile(item)) files.push(file);
  const label = (file: string): string => path.relative(context.workspace, file);
  await scrubLeftovers(files, context.secrets, context.placeholder, label, 'left in the publish folder, unpublished');
}
