// Whether a target is the workflow's own repository, however its address is spelled: the guard that refuses to
// publish over the sources' branch must not be passed by another name for the same server.

/** Other names GitHub answers to for the same repositories (SSH over port 443 is `ssh.github.com`). */
const ALIASES: Readonly<Record<string, string>> = { 'ssh.github.com': 'github.com', 'www.github.com': 'github.com' };

/**
 * The server a host (`name[:port]`, an IPv6 address in brackets) names, as git would reach it: case-folded, without
 * its port and a trailing dot, an IP address in its canonical form (`127.1` is `127.0.0.1`), and every name of
 * this machine (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`, `0.0.0.0`) the one server `loopback`. The
 * port is left out on purpose: one server serves a repository over https and ssh, on different ports, and when
 * in doubt the guard takes two addresses for the same server.
 */
export function serverName(host: string): string {
  const lower = host.trim().toLowerCase();
  const bracketed = /^(\[[^\]]*\])(?::\d*)?$/.exec(lower);
  let name = bracketed?.[1] ?? lower.replace(/:\d*$/, '');
  try {
    name = new URL(`http://${name}/`).hostname;
  } catch {
    // Not a host a URL can hold: compared as written.
  }
  name = name.replace(/\.+$/, '');
  if (isLoopbackName(name)) return 'loopback';
  return ALIASES[name] ?? name;
}

function isLoopbackName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '0.0.0.0' ||
    name === '[::1]' ||
    name === '[::]' ||
    // IPv4-mapped 127.0.0.0/8, as the URL parser writes it ([::ffff:127.0.0.1] is [::ffff:7f00:1]).
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name)
  );
}

/** A repository's path as a server takes it: no leading, trailing or doubled slashes, no `.git`, case-folded. */
export function repositoryKey(repoPath: string): string {
  return repoPath
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

/**
 * Whether a target at `host` with path `repoPath` is `currentRepository` (`owner/name`) on the workflow's server
 * (`serverUrl`): the same server by `serverName`, the same path by `repositoryKey`.
 */
export function isWorkflowRepository(
  target: { host: string; path: string },
  workflow: { serverUrl: string; repository: string },
): boolean {
  if (!workflow.repository) return false;
  let serverHost: string;
  try {
    serverHost = new URL(workflow.serverUrl).host;
  } catch {
    return false;
  }
  return (
    serverName(target.host) === serverName(serverHost) &&
    repositoryKey(target.path) === repositoryKey(workflow.repository)
  );
}
