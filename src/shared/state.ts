// What the main step hands to the post step: the temporary folder to delete, the config files to restore, whether
// it finished, the Pages deployment it follows; and the proof that the folder is the one it made.
import * as core from './runner.js';
import * as path from 'node:path';
import { errorMessage } from './errors.js';

/**
 * A command's session: its id (the leader's pid: a command spawned detached leads a session and a group of its
 * own, both with its pid) and the leader's start time, in clock ticks since boot.
 */
export interface GroupStamp {
  pgid: number;
  started: string;
}

const IS_POST = 'isPost';
const TEMP_DIR = 'tempDir';
const TEMP_PROOF = 'tempProof';
const RESTORE = 'restore';
const FINISHED = 'finished';
const USER_GROUPS = 'userGroups';
const GIT_GROUPS = 'gitGroups';
const UPLOADS = 'uploads';
const PAGES_DEPLOYMENT = 'pagesDeployment';
/** The file in the temporary folder that proves the post step may delete it. */
const MARKER = '.pages-push';
const TEMP_PREFIX = 'pages-push-';

/**
 * The argument dist/post.js (action.yml's runs.post; written by scripts/post-entry.mjs) starts the bundle with: the
 * post step knows itself even when the main step was cancelled before it saved any state.
 */
export const POST_ENTRY_ARGUMENT = '--pages-push-post';

/** The post step runs the same bundle, through its own entry; the state the main step saved says so too. */
export function isPost(): boolean {
  return process.argv.includes(POST_ENTRY_ARGUMENT) || mainStarted();
}

export function markMainStarted(): void {
  core.saveState(IS_POST, 'true');
}

/** The main step saved its first state: its code ran (a cancel while Node started it leaves none). */
export function mainStarted(): boolean {
  return core.getState(IS_POST) === 'true';
}

/** The main step ran to its end (with success or an error): it restored and scrubbed what it had to itself. */
export function markMainFinished(): void {
  core.saveState(FINISHED, 'true');
}

export function mainFinished(): boolean {
  return core.getState(FINISHED) === 'true';
}

/**
 * Makes the step's temporary folder under RUNNER_TEMP, with a marker file holding a random proof, and tells the
 * post step to delete it.
 */
export async function makeTempDir(runnerTemp: string): Promise<string> {
  const fs = await import('node:fs/promises');
  const dir = await fs.mkdtemp(path.join(runnerTemp, TEMP_PREFIX));
  const proof = await randomProof(fs);
  await fs.writeFile(path.join(dir, MARKER), proof, { mode: 0o600 });
  core.saveState(TEMP_DIR, dir);
  core.saveState(TEMP_PROOF, proof);
  return dir;
}

/**
 * 16 random bytes, as hex, from the kernel's random source where there is one: node:crypto (the same source) cost
 * the step's first work about 5 ms to load, and nothing else of that work needs it.
 */
async function randomProof(fs: typeof import('node:fs/promises')): Promise<string> {
  if (process.platform !== 'win32') {
    try {
      const source = await fs.open('/dev/urandom', 'r');
      try {
        const { bytesRead, buffer } = await source.read(Buffer.alloc(16), 0, 16, null);
        if (bytesRead === 16) return buffer.toString('hex');
      } finally {
        await source.close();
      }
    } catch {
      // no such device: the runtime's own
    }
  }
  return process.getBuiltinModule('node:crypto').randomUUID();
}

/**
 * The temporary folder the main step made, only when it can be proven: directly under RUNNER_TEMP, with the name
 * it chose, a real folder (not a link), holding the marker with the proof. A command that appended another folder
 * to the saved state gets nothing deleted.
 */
export async function provenTempDir(runnerTemp: string): Promise<string | undefined> {
  const dir = core.getState(TEMP_DIR);
  if (!dir) return undefined;
  const resolved = path.resolve(dir);
  const fs = await import('node:fs/promises');
  const stat = await fs.lstat(resolved).catch(() => undefined);
  const marker = await fs.readFile(path.join(resolved, MARKER), 'utf8').catch(() => '');
  const proof = core.getState(TEMP_PROOF);
  if (
    path.dirname(resolved) !== path.resolve(runnerTemp) ||
    !path.basename(resolved).startsWith(TEMP_PREFIX) ||
    !stat?.isDirectory() ||
    proof === '' ||
    marker !== proof
  ) {
    if (stat) core.warning(`Not deleting ${dir}: it is not the temporary folder the main step made.`);
    return undefined;
  }
  return resolved;
}

/** Deletes the temporary folder; a failure only warns (the deploy itself is done), and post tries again. */
export async function removeTempDir(dir: string): Promise<void> {
  try {
    const fs = await import('node:fs/promises');
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    core.warning(`Could not remove the temporary folder ${dir}: ${errorMessage(error)}`);
  }
}

/** A config file that holds the token now, and where its original bytes are kept until it is restored. */
export interface Substitution {
  file: string;
  backup: string;
}

/** The config files that hold the token right now; saved again (empty) once they are restored. */
export function saveSubstitutions(substitutions: readonly Substitution[]): void {
  core.saveState(RESTORE, JSON.stringify(substitutions));
}

export function savedSubstitutions(): Substitution[] {
  const text = core.getState(RESTORE);
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return value.filter((item: unknown): item is Substitution => {
    if (typeof item !== 'object' || item === null) return false;
    const { file, backup } = item as Partial<Record<'file' | 'backup', unknown>>;
    return typeof file === 'string' && typeof backup === 'string';
  });
}

/** The sessions of every user command the step started: the post step kills what a killed main step left of them. */
export function saveUserGroups(groups: readonly GroupStamp[]): void {
  core.saveState(USER_GROUPS, JSON.stringify(groups));
}

/** The sessions of our own git commands running now: the post step kills those a killed main step left. */
export function saveGitGroups(groups: readonly GroupStamp[]): void {
  core.saveState(GIT_GROUPS, JSON.stringify(groups));
}

/** The saved sessions of our git commands that have the right shape. */
export function savedGitGroups(): GroupStamp[] {
  return savedStamps(GIT_GROUPS);
}

/** The saved sessions of the user's commands that have the right shape. */
export function savedUserGroups(): GroupStamp[] {
  return savedStamps(USER_GROUPS);
}

/** The saved groups that have the right shape; a user command can write the state file, so nothing else is trusted. */
function savedStamps(key: string): GroupStamp[] {
  const value = savedJson(key);
  if (!Array.isArray(value)) return [];
  return value.filter((item: unknown): item is GroupStamp => {
    if (typeof item !== 'object' || item === null) return false;
    const { pgid, started } = item as Partial<Record<'pgid' | 'started', unknown>>;
    return (
      typeof pgid === 'number' && Number.isSafeInteger(pgid) && typeof started === 'string' && /^\d+$/.test(started)
    );
  });
}

/**
 * The Pages deployment the main step follows (its id, as GitHub gave it), saved as soon as it is made, and saved
 * again empty once it ended or was cancelled: the post step cancels one a killed main step left in progress.
 */
export function savePagesDeployment(id: string): void {
  core.saveState(PAGES_DEPLOYMENT, id);
}

/** The saved deployment's id, when it has the shape of one (digits, or a commit id): a command can write the state. */
export function savedPagesDeployment(): string | undefined {
  const id = core.getState(PAGES_DEPLOYMENT);
  return /^[0-9A-Za-z]{1,64}$/.test(id) ? id : undefined;
}

/** A deploy's temporary refs on its target: their id (see split.ts) and the target's URL. */
export interface SavedUploads {
  url: string;
  id: string;
  /** The ref of the push started last, and what it sends, until the server had it (see split.ts `Landing`). */
  landing?: { ref: string; bytes: number };
}

/** The temporary refs the deploys of this step may have left on their targets until each deleted its own. */
export function saveUploads(uploads: readonly SavedUploads[]): void {
  core.saveState(UPLOADS, JSON.stringify(uploads));
}

/** The saved temporary refs that have the right shape (an id of 12 hex digits); the URL is checked by its user. */
export function savedUploads(): SavedUploads[] {
  const value = savedJson(UPLOADS);
  if (!Array.isArray(value)) return [];
  return value.filter((item: unknown): item is SavedUploads => {
    if (typeof item !== 'object' || item === null) return false;
    const { url, id, landing } = item as Partial<Record<'url' | 'id' | 'landing', unknown>>;
    if (typeof url !== 'string' || typeof id !== 'string' || !/^[0-9a-f]{12}$/.test(id)) return false;
    return landing === undefined || isLanding(landing, id);
  });
}

function savedJson(key: string): unknown {
  try {
    return JSON.parse(core.getState(key) || '[]');
  } catch {
    return [];
  }
}

/** A landing ref as the main step saves it: one of this upload's temporary refs (see split.ts `uploadPrefixes`). */
function isLanding(value: unknown, id: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { ref, bytes } = value as Partial<Record<'ref' | 'bytes', unknown>>;
  if (typeof ref !== 'string' || typeof bytes !== 'number') return false;
  const ours = new RegExp(`^refs/(?:heads/)?pages-push/upload/${id}/\\d{1,9}$`);
  return ours.test(ref) && Number.isSafeInteger(bytes) && bytes >= 0;
}
