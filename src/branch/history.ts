// `history: N`: the branch keeps its last N deploy commits, the new one among them. The older ones are dropped by
// writing the newest N - 1 again on a new root (same trees, messages, authors, committers and dates), with the new
// deploy commit on top.
import type { TemporaryRepository } from '../git/tip.js';

export interface Trimmed {
  /** The deploy commit to push: the new one, or its copy on the shortened history. */
  commit: string;
  /** How many commits the branch lost (0: it had no more than N with the new one). */
  dropped: number;
  /**
   * The branch's commits whose trees the shortened history still uses: the kept commits' originals, or the tip
   * when none is kept. The push must show git the server has them (see split.ts `Uploads.edges`), or git would
   * send their files again, which are not here.
   */
  onServer: string[];
}

/**
 * Shortens the history under `deployCommit` (whose parent is `tip`) to `limit` commits: the deploy commit and the
 * tip's last `limit - 1`. Only commit objects are written: their trees are the server's already. Fetches those
 * commits of the branch with their trees (no blob), and, when there are more, the rest of its commits without
 * trees, to count them. The old files are never fetched: the push must be told the server has the kept trees
 * (`onServer`), or it would look for them.
 */
export async function keepLast(
  repository: TemporaryRepository,
  branch: string,
  tip: string,
  deployCommit: string,
  limit: number,
): Promise<Trimmed> {
  const { git } = repository;
  const ref = 'refs/pages-push/history';
  // The new deploy commit is one of the `limit`: the tip keeps one fewer of its own.
  const keep = limit - 1;
  let kept: string[] = [];
  if (keep > 0) {
    await repository.remote.fetchHistory(branch, ref, { depth: keep, filter: 'blob:none' });
    const recent = (await git.output(['rev-list', '--first-parent', `--max-count=${keep}`, tip])).split('\n');
    if (recent.length < keep || !(await hasParent(repository, recent[recent.length - 1] ?? ''))) {
      return { commit: deployCommit, dropped: 0, onServer: [] };
    }
    kept = recent.reverse();
  }
  // The rest of the history, commits only, to say how many go.
  await repository.remote.fetchHistory(branch, ref, { depth: 'all', filter: 'tree:0' });
  const total = Number(await git.output(['rev-list', '--first-parent', '--count', tip]));
  let parent = '';
  for (const sha of [...kept, deployCommit]) parent = await rewrite(repository, sha, parent);
  return { commit: parent, dropped: total - kept.length, onServer: kept.length > 0 ? kept : [tip] };
}

async function hasParent(repository: TemporaryRepository, sha: string): Promise<boolean> {
  return /^parent /m.test(await repository.git.output(['cat-file', 'commit', sha]));
}

/**
 * The commit `sha` written again with `parent` as its only parent (none when empty): its tree, author, committer,
 * encoding and message as they were; a signature is left out (it signed the old parents).
 */
async function rewrite(repository: TemporaryRepository, sha: string, parent: string): Promise<string> {
  const raw = (await repository.git.exec(['cat-file', 'commit', sha])).stdout;
  const split = raw.indexOf('\n\n');
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split);
  const kept: string[] = [];
  let dropping = false;
  for (const line of headers.split('\n')) {
    if (line.startsWith(' ')) {
      if (!dropping) kept.push(line);
      continue;
    }
    dropping = /^(parent|gpgsig|gpgsig-sha256|mergetag) /.test(line);
    if (dropping) continue;
    kept.push(line);
    if (line.startsWith('tree ') && parent) kept.push(`parent ${parent}`);
  }
  return repository.git.output(['hash-object', '-t', 'commit', '-w', '--stdin'], {
    input: `${kept.join('\n')}${body}`,
  });
}
