// A target's address, parsed and checked: the URL git pushes to (never with credentials), whether the token may go
// there, and the Pages address it will serve. Nothing here talks to a server (remote.ts does).
import { sourceOf } from '../shared/errors.js';
import { isWorkflowRepository, serverName } from './same-server.js';

export interface Target {
  /** The URL git pushes to; credentials are always stripped. */
  url: string;
  protocol: 'https' | 'http' | 'ssh';
  host: string;
  /** `scheme://host[:port]/`: the scope of the auth header. Empty for SSH. */
  origin: string;
  /** Owner and name when the path has the `owner/name` shape (GitHub's). */
  owner: string;
  name: string;
  /** True when the target is the repository the workflow runs in. */
  sameRepository: boolean;
  /**
   * Whether the token may go to this target: it is on the workflow's GitHub server (same scheme, host and port), or
   * the `repository` input named it. A host only the site config names never gets the token.
   */
  trusted: boolean;
}

/** How messages name a target of the site config (it is no input of the action). */
export const DEPLOY_REPO = "the repo in _config.yml's deploy";

const OWNER_NAME = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(\.git)?$/;

/**
 * Parses the `repository` input (or the site config's deploy repo): `owner/name` on the Actions server, or a
 * git URL. Credentials in a URL are dropped: the token reaches git through the environment only.
 */
export function parseTarget(spec: string, serverUrl: string, currentRepository: string, input = 'repository'): Target {
  const trimmed = spec.trim();
  refuseUnsafe(trimmed, input);
  const server = new URL(serverUrl);
  const shorthand = OWNER_NAME.exec(trimmed);
  if (shorthand && !trimmed.includes(':')) {
    const [, owner = '', name = ''] = shorthand;
    const base = serverUrl.replace(/\/+$/, '');
    return finish({
      url: `${base}/${owner}/${name}.git`,
      protocol: server.protocol === 'http:' ? 'http' : 'https',
      host: server.host,
      origin: `${server.protocol}//${server.host}/`,
      path: `${owner}/${name}`,
    });
  }
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw badTarget(trimmed, input);
    }
    url.username = '';
    url.password = '';
    url.hash = '';
    url.search = '';
    return finish({
      url: url.toString(),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      host: url.host,
      origin: `${url.protocol}//${url.host}/`,
      path: decodeURIComponent(url.pathname),
    });
  }
  const sshUrl = /^ssh:\/\/(?:([^@/:-][^@/:]*)(?::[^@/]*)?@)?([^/:-][^/:]*)(?::(\d+))?\/(.+)$/i.exec(trimmed);
  if (sshUrl) {
    // A password in an ssh:// URL is dropped like any other credential; the user name stays (it is `git`).
    const [, user = '', host = '', port = '', repoPath = ''] = sshUrl;
    const url = `ssh://${user ? `${user}@` : ''}${host}${port ? `:${port}` : ''}/${repoPath}`;
    return finish({ url, protocol: 'ssh', host: port ? `${host}:${port}` : host, origin: '', path: repoPath });
  }
  if (/^ssh:\/\//i.test(trimmed)) throw badTarget(trimmed, input);
  // Neither the user nor the host may start with "-": ssh would read it as an option.
  const scpLike = /^(?:[^@/:-][^@/:]*@)?([^/:@-][^/:@]*):(?!\d+\/)(.+)$/.exec(trimmed);
  if (scpLike) {
    const [, host = '', repoPath = ''] = scpLike;
    return finish({ url: trimmed, protocol: 'ssh', host, origin: '', path: repoPath });
  }
  throw badTarget(trimmed, input);

  function finish(parts: {
    url: string;
    protocol: Target['protocol'];
    host: string;
    origin: string;
    path: string;
  }): Target {
    const match = /^\/*([^/]+)\/([^/]+?)(\.git)?\/*$/.exec(parts.path);
    const owner = match?.[1] ?? '';
    const name = match?.[2] ?? '';
    // However the address spells the workflow's server and repository (see same-server.ts).
    const sameRepository = isWorkflowRepository(parts, { serverUrl, repository: currentRepository });
    const trusted =
      parts.origin !== '' && parts.origin.toLowerCase() === `${server.protocol}//${server.host}/`.toLowerCase();
    return {
      trusted,
      url: parts.url,
      protocol: parts.protocol,
      host: parts.host,
      origin: parts.origin,
      owner,
      name,
      sameRepository,
    };
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A target is data, never a command: git's transports that run programs (`ext::`, `fd::`), local paths
 * (`file://`), any scheme but https, http and ssh, and a value starting with "-" (an option to git or ssh) or
 * holding control characters are refused before git sees them.
 */
function refuseUnsafe(spec: string, input: string): void {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(spec)?.[1]?.toLowerCase();
  const why =
    spec.startsWith('-') || CONTROL.test(spec)
      ? 'it starts with "-" or holds control characters'
      : spec.includes('::')
        ? "it names one of git's transports that run a program"
        : scheme === 'file'
          ? 'it is a local file:// path, and pages-push pushes to a git server (GitHub, GitHub Enterprise, or any ' +
            "https:// or ssh:// host); to try a deploy locally, serve the repository (the README's example does)"
          : scheme && !['https', 'http', 'ssh'].includes(scheme)
            ? `it is a ${scheme}:// address`
            : '';
  if (why) {
    throw new Error(
      `${sourceOf(input)} is refused: ${why}. A target is "owner/name" or a git URL (https://…, ssh://…, ` +
        `git@host:path), got "${spec}".`,
    );
  }
}

function badTarget(spec: string, input: string): Error {
  return new Error(
    `${sourceOf(input)} must be "owner/name" or a git URL (https://…, ssh://…, git@host:path), got "${spec}".`,
  );
}

/**
 * Whether `host` (`name[:port]`) is this machine, where plain http never crosses a network: a `*.localhost` name is
 * loopback by RFC 6761, and git's curl resolves it so itself, without asking any resolver.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * The address GitHub Pages serves the branch at, by the rules alone (no API): the domain of `cname`, else
 * github.io's for a target on github.com; '' on any other host, where only its Pages settings know (GitHub
 * Enterprise serves `https://<host>/pages/<owner>/<repo>/` or `https://pages.<host>/<owner>/<repo>/`, see
 * github/pages.ts).
 */
export function pageUrl(target: Target, cname: string): string {
  // A CNAME line is the site's text: only a domain name becomes an address (an output, the summary, a link).
  const domain = cnameDomain(cname);
  if (domain) return `https://${domain}/`;
  if (!target.owner || !target.name || !onGitHubDotCom(target)) return '';
  const owner = target.owner.toLowerCase();
  if (target.name.toLowerCase() === `${owner}.github.io`) return `https://${owner}.github.io/`;
  return `https://${owner}.github.io/${target.name}/`;
}

/**
 * Whether github.com's Pages rules (`<owner>.github.io`) hold for the target: it is on github.com, however the
 * address spells it (any case, a port, a trailing dot, `www.github.com`, `ssh.github.com`, over https or ssh; see
 * same-server.ts). Nothing else is: not a server on this machine, which is no more github.com than any other host.
 */
export function onGitHubDotCom(target: Pick<Target, 'host'>): boolean {
  return serverName(target.host) === 'github.com';
}

/** True for a `<owner>.github.io` repository, whose Pages branch is its default branch. */
export function isUserSite(target: Target): boolean {
  return target.owner !== '' && target.name.toLowerCase() === `${target.owner.toLowerCase()}.github.io`;
}

/** A domain name of two labels or more, as the `cname` input takes it. */
const DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The domain a CNAME file names (its first line, as GitHub Pages reads it); empty when that is not a domain. */
export function cnameDomain(text: string): string {
  const line = (text.slice(0, 300).split(/\r?\n/)[0] ?? '').trim().replace(/\.$/, '');
  return line.length <= 253 && DOMAIN.test(line) ? line : '';
}
