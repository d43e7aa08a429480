// What the main step hands to the post step: the temporary folder to delete and config files to restore.
import * as core from '@actions/core';
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

export function saveTempDir(dir: string): void {
  core.saveState(TEMP_DIR, dir);
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
