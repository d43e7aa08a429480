// Which proxy a call to GitHub's API goes through: the rules of the runner's own toolkit (@actions/http-client, which
// @actions/github used), so that a runner's HTTPS_PROXY and NO_PROXY mean what they meant; and the agent that goes
// through it, Node's own (`proxyEnv`, Node 22.21 and 24.5 on).
import type { Agent } from 'node:http';

/**
 * The proxy for `url`, as the toolkit decides it: `https_proxy` (else `HTTPS_PROXY`) for https, `http_proxy` (else
 * `HTTP_PROXY`) for http; none for a loopback host or one `no_proxy` (else `NO_PROXY`) names (`*`, the host, the
 * host and port, a domain it is in, `.domain`); a proxy without a scheme is http.
 */
export function proxyFor(url: URL, env: NodeJS.ProcessEnv): URL | undefined {
  if (bypassed(url, env)) return undefined;
  const proxy = url.protocol === 'https:' ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
  if (!proxy) return undefined;
  const parsed = urlOf(proxy) ?? (/^https?:\/\//.test(proxy) ? undefined : urlOf(`http://${proxy}`));
  // The toolkit goes through a proxy only when its URL names a host.
  return parsed?.hostname ? parsed : undefined;
}

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function bypassed(url: URL, env: NodeJS.ProcessEnv): boolean {
  const host = url.hostname.toUpperCase();
  if (!host) return false;
  if (
    host === 'LOCALHOST' ||
    host.startsWith('127.') ||
    host.startsWith('[::1]') ||
    host.startsWith('[0:0:0:0:0:0:0:1]')
  ) {
    return true;
  }
  const noProxy = env.no_proxy || env.NO_PROXY || '';
  if (!noProxy) return false;
  const port = url.port
    ? Number(url.port)
    : url.protocol === 'http:'
      ? 80
      : url.protocol === 'https:'
        ? 443
        : undefined;
  const hosts = port === undefined ? [host] : [host, `${host}:${port}`];
  return noProxy
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry)
    .some(
      (entry) =>
        entry === '*' ||
        hosts.some(
          (name) => name === entry || name.endsWith(`.${entry}`) || (entry.startsWith('.') && name.endsWith(entry)),
        ),
    );
}

/** Whether this Node's http agents can go through a proxy (`proxyEnv`: 22.21 and 24.5 on). */
export function nodeProxies(version = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 25 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}

/**
 * The agent for calls to `url`: one that keeps its connection for the next call, through `proxy` when there is one
 * (Node tunnels https with CONNECT, and sends http to the proxy whole; credentials in the proxy's URL become its
 * `Proxy-Authorization`). Throws when this Node cannot use a proxy, rather than going around it.
 */
export async function agentFor(url: URL, proxy: URL | undefined): Promise<Agent> {
  const https = url.protocol === 'https:';
  const { Agent: AgentOf } = https ? await import('node:https') : await import('node:http');
  if (!proxy) return new AgentOf({ keepAlive: true });
  if (!nodeProxies()) {
    throw new Error(
      `this Node (${process.version}) cannot go through the proxy ${proxy.host} that ${https ? 'HTTPS_PROXY' : 'HTTP_PROXY'} names: Node 22.21 or 24.5 and later can`,
    );
  }
  // Only the proxy chosen above, and no NO_PROXY: the toolkit's rules decided already, and every call goes to `url`'s
  // origin (client.ts checks it).
  const proxyEnv = https ? { HTTPS_PROXY: proxy.href } : { HTTP_PROXY: proxy.href };
  return new AgentOf({ keepAlive: true, proxyEnv });
}
