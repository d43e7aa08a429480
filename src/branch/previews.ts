// `preview-retention`: pull request previews that no deploy touched for that many days are removed. A preview's
// date is the empty file its deploy left in its folder (see inputs/preview.ts `deployedMarker`), which a rewritten
// history keeps; a preview deployed before those files existed is dated from the branch's history (when its folder last
// changed), which a rewrite resets.
import * as core from '../shared/runner.js';
import { deployedSeconds, stalePreviews, type Preview } from '../inputs/preview.js';
import type { Tip } from '../git/tip.js';
import type { TemporaryRepository } from '../git/tip.js';
import type { TreeEntry } from '../objects/tree.js';

/**
 * The tip's entries without the previews to remove. Costs nothing without a retention or without previews; else
 * two `ls-tree`s of the tip's folders (fetched already), and, only for previews without a date file, one fetch of
 * the branch's commits and trees (never a file) and one `git log` of the preview folder.
 */
export async function withoutStalePreviews(
  repository: TemporaryRepository,
  branch: string,
  tip: Tip,
  settings: { previewDir: string; previewRetentionDays: number; preview?: Preview },
  now = Date.now(),
): Promise<TreeEntry[]> {
  if (!settings.previewRetentionDays || !tip.sha) return tip.entries;
  const { git } = repository;
  const listed = await git.tryExec(['ls-tree', '-d', '--name-only', `${tip.sha}:${settings.previewDir}`]);
  const names = listed.exitCode === 0 ? listed.stdout.split('\n').filter((name) => /^pr-\d+$/.test(name)) : [];
  if (names.length === 0) return tip.entries;
  const prefix = `${settings.previewDir}/`;
  const folders = names.map((name) => `${prefix}${name}`);
  const deployed = await datedByFile(repository, tip.sha, folders);
  const undated = folders.filter((folder) => !deployed.has(folder));
  if (undated.length > 0) {
    for (const [folder, seconds] of await datedByHistory(repository, branch, tip.sha, settings.previewDir)) {
      if (undated.includes(folder)) deployed.set(folder, seconds);
    }
  }
  const cutoff = Math.floor(now / 1000) - settings.previewRetentionDays * 86400;
  const stale = stalePreviews(deployed, cutoff, settings.preview?.folder ?? '');
  if (stale.length === 0) return tip.entries;
  core.info(
    `Removing ${stale.length === 1 ? 'a preview' : `${stale.length} previews`} no deploy touched for ` +
      `${settings.previewRetentionDays} days ("preview-retention"): ${stale.join(', ')}`,
  );
  return tip.entries.filter((entry) => !stale.some((folder) => entry.path.startsWith(`${folder}/`)));
}

/** Each preview folder's newest date file, read from the names in the tip's trees: one `ls-tree` for them all. */
async function datedByFile(
  repository: TemporaryRepository,
  tip: string,
  folders: string[],
): Promise<Map<string, number>> {
  const dated = new Map<string, number>();
  const pathspecs = folders.map((folder) => `:(literal)${folder}/`);
  const listed = await repository.git.output(['ls-tree', '--name-only', '-z', tip, '--', ...pathspecs]);
  for (const entryPath of listed.split('\0')) {
    const slash = entryPath.lastIndexOf('/');
    const seconds = deployedSeconds(entryPath.slice(slash + 1));
    if (seconds === undefined) continue;
    const folder = entryPath.slice(0, slash);
    dated.set(folder, Math.max(seconds, dated.get(folder) ?? 0));
  }
  return dated;
}

/** When each preview folder last changed, from the branch's first-parent history (newest first). */
async function datedByHistory(
  repository: TemporaryRepository,
  branch: string,
  tip: string,
  previewDir: string,
): Promise<Map<string, number>> {
  const { git } = repository;
  await repository.remote.fetchHistory(branch, 'refs/pages-push/history', { depth: 'all', filter: 'blob:none' });
  const lastTouched = new Map<string, number>();
  let seconds = 0;
  const prefix = `${previewDir}/`;
  // Each commit's time comes on a line of its own that starts with a NUL, which no path holds (a marker such as "@"
  // would also start the paths of a preview-dir "@prev", whose previews were then never found).
  await git.stream(
    ['log', '--first-parent', '--no-renames', '--format=%x00%ct', '--name-only', tip, '--', previewDir],
    {
      onRecord: (line) => {
        if (line.startsWith('\0')) seconds = Number(line.slice(1));
        else if (line.startsWith(prefix)) {
          const folder = `${prefix}${line.slice(prefix.length).split('/')[0] ?? ''}`;
          if (!lastTouched.has(folder)) lastTouched.set(folder, seconds); // newest first: the first is the last touch
        }
      },
    },
  );
  return lastTouched;
}
