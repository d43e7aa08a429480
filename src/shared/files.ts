// Small reads of files that detection, the build steps and the deploy share: whether a path exists, a text file.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

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

/** Whether `binary` is a program on PATH (with one of PATHEXT's endings on Windows), as a shell would find it. */
export async function onPath(binary: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const endings = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';') : [''];
  const mode = process.platform === 'win32' ? fs.constants.F_OK : fs.constants.X_OK;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const ending of endings) {
      if (await isRunnable(path.join(dir, binary + ending), mode)) return true;
    }
  }
  return false;
}

/** Whether `file` is a file that `mode` (execute, or existence on Windows) allows. */
async function isRunnable(file: string, mode: number): Promise<boolean> {
  try {
    if (!(await fs.stat(file)).isFile()) return false;
    await fs.access(file, mode);
    return true;
  } catch {
    return false;
  }
}
