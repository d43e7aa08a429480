// What the main step hands to the post step: the temporary folder to delete and config files to restore.
import * as core from '@actions/core';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from './errors.js';
import type { Substitution } from './site/placeholder.js';

const IS_POST = 'isPost';
const TEMP_DIR = 'tempDir';
const RESTORE = 'restore';

/** The post step runs the same bundle; it knows itself by the state the main step saved. */
export function isPost(): boolean {
  return core.getState(IS_POST) === 'true';
}

export function markMainStarted(): void {
  core.saveState(IS_POST, 'true');
}

/** Makes the step's temporary folder under RUNNER_TEMP, and tells the post step to delete it. */
export async function makeTempDir(runnerTemp: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(runnerTemp, 'pages-push-'));
  core.saveState(TEMP_DIR, dir);
  return dir;
}

/** Deletes the temporary folder; a failure only warns (the deploy itself is done), and post tries again. */
export async function removeTempDir(dir: string): Promise<void> {
  try {
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    core.warning(`Could not remove the temporary folder ${dir}: ${errorMessage(error)}`);
  }
}

export function savedTempDir(): string {
  return core.getState(TEMP_DIR);
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
