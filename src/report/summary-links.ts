// The job summary's HTML pieces: each thing a user may want to open (the page, the commit, the repository, the
// deployment, the run) as a link, where its web address is known; user-given text escaped.

/** The summary is HTML: user-given text must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `text` (HTML already) as a link to `href`, or as it is when there is no address. */
export function linked(href: string | undefined, text: string): string {
  return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
}

/**
 * The web page of the repository `target` (its URL as the deploy names it: https, or `git@host:owner/name.git`),
 * when it is on the workflow's own server (`serverUrl`), whose pages have GitHub's shape; undefined elsewhere (a
 * git server whose web pages, if any, the action cannot know).
 */
export function repositoryPage(target: string, serverUrl: string | undefined): string | undefined {
  if (!serverUrl) return undefined;
  let server: URL;
  try {
    server = new URL(serverUrl);
  } catch {
    return undefined;
  }
  const scp = /^[\w.-]+@([^:/]+):\/?([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(target);
  let host: string | undefined;
  let repoPath: string | undefined;
  if (scp) [, host, repoPath] = [scp[0], scp[1], `${scp[2] ?? ''}/${scp[3] ?? ''}`];
  else {
    try {
      const url = new URL(target);
      host = url.host;
      repoPath = url.pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
    } catch {
      return undefined;
    }
  }
  const base = server.pathname.replace(/\/+$/, '');
  if (host !== server.host || !repoPath) return undefined;
  const relative = base && repoPath.startsWith(`${base.slice(1)}/`) ? repoPath.slice(base.length) : repoPath;
  if (!/^[^/]+\/[^/]+$/.test(relative)) return undefined;
  return `${server.origin}${base}/${relative}`;
}

/** The workflow run's page, from the runner's variables; undefined outside a run. */
export function runPage(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  if (!server || !repository || !runId) return undefined;
  const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== '1' ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : '';
  return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}${attempt}`;
}

/** The "Site problems" row's value: each problem on a line of its own, or "none". */
export function problemsCell(problems: readonly string[]): string {
  return problems.length > 0
    ? problems.map((problem) => escapeHtml(problem).replace(/\n/g, '<br>')).join('<br>')
    : 'none';
}
