// Small reads of the site's folder that detection and the build steps share.
import * as fs from 'node:fs/promises';

/** Whether something (a file, a folder, a link) is at `file`. */
export async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}

/** A text file's content, or undefined when it cannot be read. */
export async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
