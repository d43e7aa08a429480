// Putting the token into the site's config files for the build, and every byte back afterwards: the owner's tools
// (see owner.ts `substituteToken`), which nothing else calls.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Substitution } from '../shared/state.js';

export type { Substitution };

/** Replaces every occurrence of `placeholder`, byte for byte; undefined when there is none. */
export function replaceAll(content: Buffer, placeholder: string, value: string): Buffer | undefined {
  if (placeholder === '') return undefined;
  const needle = Buffer.from(placeholder, 'utf8');
  const replacement = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  let start = 0;
  let found = content.indexOf(needle, start);
  if (found === -1) return undefined;
  while (found !== -1) {
    parts.push(content.subarray(start, found), replacement);
    start = found + needle.length;
    found = content.indexOf(needle, start);
  }
  parts.push(content.subarray(start));
  return Buffer.concat(parts);
}

/**
 * Substitutes the token into each existing file that contains the placeholder. The original bytes go to
 * `backupDir` first, so the post step can restore them even if this process dies. Missing files and files
 * without the placeholder are left alone.
 */
export async function substitutePlaceholder(
  files: readonly string[],
  placeholder: string,
  token: string,
  backupDir: string,
  onBackup: (substitutions: Substitution[]) => void,
): Promise<Substitution[]> {
  const done: Substitution[] = [];
  for (const [index, file] of files.entries()) {
    const original = await readIfExists(file);
    if (!original) continue;
    const substituted = replaceAll(original, placeholder, token);
    if (!substituted) continue;
    const backup = path.join(backupDir, `config-${index}.orig`);
    await fs.writeFile(backup, original, { mode: 0o600 });
    done.push({ file, backup });
    onBackup([...done]);
    await fs.writeFile(file, substituted);
  }
  return done;
}

/** Writes each file's original bytes back and deletes the backup; a backup already gone was restored before. */
export async function restoreFiles(substitutions: readonly Substitution[]): Promise<void> {
  for (const { file, backup } of substitutions) {
    const original = await readIfExists(backup);
    if (!original) continue;
    await fs.writeFile(file, original);
    await fs.rm(backup, { force: true });
  }
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
