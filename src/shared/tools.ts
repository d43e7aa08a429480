// The programs the deploy runs with a credential in reach (git, with the token in its environment; ssh, with the
// deploy key, and ssh-keygen, which checks it; tar and the compressors the Actions cache runs, with the runner's token
// in theirs), found on PATH once, before any user command, and run by that file (git, ssh, ssh-keygen) or from those
// folders alone (the cache) from then on. The site's install and build run as the runner's user, who may write
// folders that come before the system's on PATH (the tool cache's `bin` folders that setup-node and the like put
// first): a `git` written there by a build would otherwise be what our push runs, with the token.

const found = new Map<string, string>();

/** The programs held: looked up when first asked for, and at the latest before the first user command. */
const HELD = ['git', 'ssh', 'ssh-keygen', 'tar', 'zstd', 'gzip'] as const;
type Tool = (typeof HELD)[number];

/** Looks up every held program now (see processes/processes.ts: before each user command; only the first looks). */
export function holdTools(): void {
  for (const name of HELD) toolPath(name);
}

/**
 * The file `name` runs from: the first executable file of that name in a folder PATH names (an empty or relative
 * entry, the working folder, is skipped), as found the first time it was asked for; the bare name where none is
 * found (the spawn then fails as it would have) and on Windows (where PATHEXT decides).
 */
export function toolPath(name: Tool): string {
  const known = found.get(name);
  if (known !== undefined) return known;
  const file = process.platform === 'win32' ? name : lookUp(name);
  found.set(name, file);
  return file;
}

function lookUp(name: string): string {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    try {
      if (!fs.statSync(candidate).isFile()) continue;
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not there, or not executable: the next folder
    }
  }
  return name;
}

/**
 * A PATH of the folders `names` were found in, and nothing else (see site/actions-cache.ts): for a program that runs
 * them by name, on PATH.
 */
export function toolFolders(names: readonly Tool[]): string {
  const path = process.getBuiltinModule('node:path');
  const found = names.map(toolPath).filter((file) => path.isAbsolute(file));
  return [...new Set(found.map((file) => path.dirname(file)))].join(path.delimiter);
}
