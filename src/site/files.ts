// Small reads of the site's folder that detection and the build steps share.
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
      const candidate = path.join(dir, binary + ending);
      const stat = await fs.stat(candidate).catch(() => undefined);
      if (
        stat?.isFile() &&
        (await fs.access(candidate, mode).then(
          () => true,
          () => false,
        ))
      )
        return true;
    }
  }
  return false;
}
