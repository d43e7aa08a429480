// The bare repositories the action makes for itself (the deploy's, and the target check's scratch ones), written
// as `git init --bare` and `git remote add` would write them, without starting git: each of those processes cost
// a few milliseconds of the step's fixed time, more while the server shares the machine's cores. The few small
// writes are synchronous: the target check's git commands start at once, not each after the event loop has seen
// every write end (with the site read meanwhile, that took a few milliseconds a write).
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';

/**
 * Makes `gitDir` (an empty folder of ours) a bare repository: what git needs to take it for one (HEAD, config,
 * objects, refs), and nothing from git's templates (no sample hooks, no description).
 */
export function initBare(gitDir: string): void {
  for (const folder of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags']) {
    fs.mkdirSync(path.join(gitDir, folder), { recursive: true });
  }
  fs.writeFileSync(path.join(gitDir, 'HEAD'), 'ref: refs/heads/main\n');
  fs.writeFileSync(path.join(gitDir, 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = true\n');
}

/** Adds `url` as the repository's `origin`, fetching every branch, as `git remote add origin <url>` does. */
export async function addOrigin(gitDir: string, url: string): Promise<void> {
  if (/[\0\n\r]/.test(url)) throw new Error(`The target address ${JSON.stringify(url)} holds a line break.`);
  const quoted = `"${url.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  await fsp.appendFile(
    path.join(gitDir, 'config'),
    `[remote "origin"]\n\turl = ${quoted}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
  );
}
