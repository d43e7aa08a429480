// What the install and build may have planted for the deploy command's git: a `.deploy_git` (hexo-deployer-git's
// repository) they made or changed is removed before the deploy command runs, which has the credentials.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

/**
 * `.deploy_git` of the site as it is now, and a way to remove it before the deploy command runs if the commands
 * made or changed it since: its git config (a proxy, `http.sslVerify`, `url.<base>.insteadOf`, a credential helper,
 * a filter, `include.path`) and its hooks would steer the deploy command's git, which sends the token. hexo deploy's
 * is then seeded again from the branch (deploy/hexo.ts); hexo-deployer-git makes a fresh one otherwise. One that
 * was there before (from a cache) and was left as it was is kept. Resolves to whether it removed it.
 */
export async function snapshotDeployGit(siteRoot: string): Promise<() => Promise<boolean>> {
  const dir = path.join(siteRoot, '.deploy_git');
  const before = await fingerprint(dir);
  return async () => {
    const after = await fingerprint(dir);
    if (after === before) return false;
    // Removed, not cleaned: a link in its place is removed itself, never followed.
    await fs.rm(dir, { recursive: true, force: true });
    core.info(
      '.deploy_git was made or changed by the install or build: it was removed, so that no git config or hook of ' +
        "theirs reaches the deploy command's git.",
    );
    return true;
  };
}

/**
 * What git would read of `.deploy_git`: every file of its `.git` folder but the objects (config, hooks, info,
 * refs, index), their names, types, modes and bytes; 'absent' when there is none. Anything but a plain folder
 * with a plain `.git` folder in it (a link, a `.git` file pointing elsewhere, no `.git`, where git would use the
 * workspace's repository) is never the same as before.
 */
async function fingerprint(dir: string): Promise<string> {
  const top = await fs.lstat(dir).catch(() => undefined);
  if (!top) return 'absent';
  const gitDir = path.join(dir, '.git');
  const git = await fs.lstat(gitDir).catch(() => undefined);
  const { createHash, randomUUID } = process.getBuiltinModule('node:crypto');
  if (!top.isDirectory() || !git?.isDirectory()) return `unknown ${randomUUID()}`;
  const hash = createHash('sha256');
  const pending = [''];
  for (let relative = pending.pop(); relative !== undefined; relative = pending.pop()) {
    const entries = await fs.readdir(path.join(gitDir, relative)).catch(() => []);
    for (const name of entries.sort()) {
      const entry = relative ? `${relative}/${name}` : name;
      if (entry === 'objects') continue; // objects run nothing, and may be large
      const full = path.join(gitDir, entry);
      const stat = await fs.lstat(full).catch(() => undefined);
      if (!stat) continue;
      hash.update(`${entry}\0${stat.mode}\0`);
      if (stat.isDirectory()) pending.push(entry);
      else if (stat.isSymbolicLink()) hash.update(await fs.readlink(full).catch(() => ''));
      else if (stat.isFile()) hash.update(await fs.readFile(full).catch(() => Buffer.alloc(0)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
