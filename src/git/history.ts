// `history: N`: the branch keeps its last N deploy commits. The older ones are dropped by writing the newest N - 1
// again on a new root (same trees, messages, authors, committers and dates), with the new deploy commit on top.
import type { DeployRepository } from './tip.js';

export interface Trimmed {
  /** The deploy commit to push: the new one, or its copy on the shortened history. */
  commit: string;
  /** How many commits the branch lost (0: it had no more than N with the new one). */
  dropped: number;
  /**
   * A commit to push with the branch (to a temporary ref, deleted afterwards) whose parents are the kept commits'
   * originals: it shows git that the server holds their trees, so only commit objects are sent. Without it git
   * would send those trees again, and their old files, which are not here (see `keepLast`).
   */
  edges?: string;
}

/**
 * Shortens the history under `deployCommit` (whose parent is `tip`) to `limit` commits. Only commit objects are
 * written: their trees are the server's already. Fetches the last `limit` commits of the branch with their trees
 * (no blob), and, when there are more, the rest of its commits without trees, to count them. The old files are
 * never fetched: the push must be told the server has the kept trees (`edges`), or it would look for them.
 */
export async function keepLast(
  repository: DeployRepository,
  branch: string,
  tip: string,
  deployCommit: string,
  limit: number,
): Promise<Trimmed> {
  const { git } = repository;
  const ref = 'refs/pages-push/history';
  await repository.remote.fetchHistory(branch, ref, { depth: limit, filter: 'blob:none' });
  const recent = (await git.output(['rev-list', '--first-parent', `--max-count=${limit}`, tip])).split('\n');
  if (recent.length < limit || !(await hasParent(repository, recent[recent.length - 1] ?? ''))) {
    return { commit: deployCommit, dropped: 0 };
  }
  // The rest of the history, commits only, to say how many go.
  await repository.remote.fetchHistory(branch, ref, { depth: 'all', filter: 'tree:0' });
  const total = Number(await git.output(['rev-list', '--first-parent', '--count', tip]));
  const kept = recent.slice(0, limit - 1).reverse();
  let parent = '';
  for (const sha of [...kept, deployCommit]) parent = await rewrite(repository, sha, parent);
  // git marks as the server's only the trees of the commits it is told the server has (the tip) and of their
  // children's parents; the copies' trees are those of the tip's ancestors, so a commit names them as parents.
  const emptyTree = await git.output(['hash-object', '-t', 'tree', '-w', '--stdin']);
  const stamp = `pages-push <pages-push@localhost> ${Math.floor(Date.now() / 1000)} +0000`;
  const edgesText =
    `tree ${emptyTree}\n${kept.map((sha) => `parent ${sha}\n`).join('')}author ${stamp}\ncommitter ${stamp}\n\n` +
    'pages-push: history rewrite (temporary)\n';
  const edges = await git.output(['hash-object', '-t', 'commit', '-w', '--stdin'], { input: edgesText });
  return { commit: parent, dropped: total - kept.length, edges };
}

async function hasParent(repository: DeployRepository, sha: string): Promise<boolean> {
  return /^parent /m.test(await repository.git.output(['cat-file', 'commit', sha]));
}

/**
 * The commit `sha` written again with `parent` as its only parent (none when empty): its tree, author, committer,
 * encoding and message as they were; a signature is left out (it signed the old parents).
 */
async function rewrite(repository: DeployRepository, sha: string, parent: string): Promise<string> {
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
