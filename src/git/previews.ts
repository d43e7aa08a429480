// `preview-retention`: pull request previews that no deploy touched for that many days are removed, read from the
// branch's own history (when each preview's folder last changed).
import * as core from '../runner.js';
import { stalePreviews } from '../preview.js';
import type { Settings } from '../settings.js';
import type { Tip } from './tip.js';
import type { DeployRepository } from './tip.js';
import type { TreeEntry } from './tree.js';

/**
 * The tip's entries without the previews to remove. Costs nothing without a retention or without previews; else
 * one fetch of the branch's commits and trees (never a file) and one `git log` of the preview folder.
 */
export async function withoutStalePreviews(
  repository: DeployRepository,
  branch: string,
  tip: Tip,
  settings: Pick<Settings, 'previewDir' | 'previewRetentionDays' | 'preview'>,
  now = Date.now(),
): Promise<TreeEntry[]> {
  if (!settings.previewRetentionDays || !tip.sha) return tip.entries;
  const { git } = repository;
  const listed = await git.tryExec(['ls-tree', '-d', '--name-only', `${tip.sha}:${settings.previewDir}`]);
  const folders = listed.exitCode === 0 ? listed.stdout.split('\n').filter((name) => /^pr-\d+$/.test(name)) : [];
  if (folders.length === 0) return tip.entries;
  await repository.remote.fetchHistory(branch, 'refs/pages-push/history', { depth: 'all', filter: 'blob:none' });
  const lastTouched = new Map<string, number>();
  let seconds = 0;
  const prefix = `${settings.previewDir}/`;
  // Each commit's time comes on a line of its own that starts with a NUL, which no path holds (a marker such as "@"
  // would also start the paths of a preview-dir "@prev", whose previews were then never found).
  await git.stream(
    ['log', '--first-parent', '--no-renames', '--format=%x00%ct', '--name-only', tip.sha, '--', settings.previewDir],
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
  const stillThere = new Map([...lastTouched].filter(([folder]) => folders.includes(folder.slice(prefix.length))));
  const cutoff = Math.floor(now / 1000) - settings.previewRetentionDays * 86400;
  const stale = stalePreviews(stillThere, cutoff, settings.preview?.folder ?? '');
  if (stale.length === 0) return tip.entries;
  core.info(
    `Removing ${stale.length === 1 ? 'a preview' : `${stale.length} previews`} no deploy touched for ` +
      `${settings.previewRetentionDays} days ("preview-retention"): ${stale.join(', ')}`,
  );
  return tip.entries.filter((entry) => !stale.some((folder) => entry.path.startsWith(`${folder}/`)));
}
