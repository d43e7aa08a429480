// Reads what a Hexo site's _config.yml says about publishing: its output folder and its git deploy target(s).
import { parse } from 'yaml';

export interface DeployTarget {
  /** The repo URL exactly as written (it may still hold the token placeholder as user info). */
  url: string;
  /** The branch written with it, if any. */
  branch: string;
}

export interface HexoConfig {
  publicDir: string;
  /** The git deployers' targets, in the order the config lists them. */
  deployTargets: DeployTarget[];
}

/**
 * Parses the config text. hexo-deployer-git accepts `deploy` as one deployer or a list, and `repo`/`repository`
 * as `url[,branch]`, as `{url, branch}`, or as a map of named targets of either form.
 */
export function parseHexoConfig(text: string, file: string): HexoConfig {
  let config: unknown;
  try {
    config = parse(text);
  } catch (error) {
    // Say where, not what: the parser quotes the text, which may hold a secret, so its error is not the cause.
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`${file} is not valid YAML${line ? ` (line ${line})` : ''}: fix it so that Hexo can read it too.`);
  }
  const root = isRecord(config) ? config : {};
  const publicDir = typeof root.public_dir === 'string' && root.public_dir.trim() ? root.public_dir.trim() : 'public';
  const deployers = Array.isArray(root.deploy) ? root.deploy : root.deploy ? [root.deploy] : [];
  const deployTargets: DeployTarget[] = [];
  for (const deployer of deployers) {
    if (!isRecord(deployer) || typeof deployer.type !== 'string' || deployer.type.trim() !== 'git') continue;
    const deployerBranch = typeof deployer.branch === 'string' ? deployer.branch.trim() : '';
    deployTargets.push(...repoTargets(deployer.repo ?? deployer.repository, deployerBranch));
  }
  return { publicDir, deployTargets };
}

/**
 * As hexo-deployer-git reads it: for a single `url[,branch]` string the deployer's `branch` wins; the object and
 * named-map forms carry their own branch and ignore the deployer's.
 */
function repoTargets(repo: unknown, deployerBranch: string): DeployTarget[] {
  if (typeof repo === 'string') {
    const target = fromString(repo);
    return [{ url: target.url, branch: deployerBranch || target.branch }];
  }
  if (!isRecord(repo)) return [];
  if (typeof repo.url === 'string') return [fromObject(repo)];
  const targets: DeployTarget[] = [];
  for (const value of Object.values(repo)) {
    if (typeof value === 'string') targets.push(fromString(value));
    else if (isRecord(value) && typeof value.url === 'string') targets.push(fromObject(value));
  }
  return targets;
}

/** `url,branch`: split at the first comma, as hexo-deployer-git does. */
function fromString(value: string): DeployTarget {
  const [url = '', branch = ''] = value.split(',');
  return { url: url.trim(), branch: branch.trim() };
}

function fromObject(value: Record<string, unknown>): DeployTarget {
  return { url: String(value.url).trim(), branch: typeof value.branch === 'string' ? value.branch.trim() : '' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
