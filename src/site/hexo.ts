// Reads what a Hexo site's _config.yml says about publishing: its output folder and its git deploy target(s).
import { identityValue } from '../input-values.js';

export interface DeployTarget {
  /** The repo URL exactly as written (it may still hold the token placeholder as user info). */
  url: string;
  /** The branch written with it, if any. */
  branch: string;
  /** `repo.token` as written: a token, or `$NAME` of an environment variable holding one; empty without. */
  token: string;
  /** The options of the git deployer the target belongs to. */
  options: DeployerOptions;
}

/** hexo-deployer-git's options besides the targets, as one deployer of `deploy` sets them. */
export interface DeployerOptions {
  /** `message` (or `m`, `msg`): the commit message, a Nunjucks template with `now(format)`; empty for the default. */
  message: string;
  /** `name` (or `user`, `userName`) and `email` (or `userEmail`): the commit's author; empty for ours. */
  name: string;
  email: string;
  /** `ignore_hidden`: leave out dotfiles (the default, true), for all folders or per folder (`public`, extend dirs). */
  ignoreHidden: boolean | Readonly<Record<string, boolean>>;
  /** `ignore_pattern`: a regular expression of names to leave out, for all folders or per folder. */
  ignorePattern: string | Readonly<Record<string, string>>;
  /** `extend_dirs`: folders of the site published beside the public folder's files, each under its own name. */
  extendDirs: string[];
}

/** What a deployer with no options does: hidden files left out, our message and identity. */
export const DEFAULT_DEPLOYER_OPTIONS: DeployerOptions = {
  message: '',
  name: '',
  email: '',
  ignoreHidden: true,
  ignorePattern: '',
  extendDirs: [],
};

export interface HexoConfig {
  publicDir: string;
  /** `theme`: the theme Hexo renders the pages with (`themes/<name>`, or the package `hexo-theme-<name>`); or empty. */
  theme: string;
  /** The git deployers' targets, in the order the config lists them. */
  deployTargets: DeployTarget[];
}

/**
 * Parses the config text. hexo-deployer-git accepts `deploy` as one deployer or a list, and `repo`/`repository`
 * as `url[,branch]`, as `{url, branch}`, or as a map of named targets of either form.
 */
export async function parseHexoConfig(
  text: string,
  file: string,
  env: { HEXO_DEPLOYER_REPO?: string } = {},
): Promise<HexoConfig> {
  const { parse } = await import('yaml'); // loaded for a site that has YAML to read (see configs.ts)
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
    // As the deployer does: without a repo of its own, the HEXO_DEPLOYER_REPO variable names one.
    const repo = deployer.repo ?? deployer.repository ?? (env.HEXO_DEPLOYER_REPO || undefined);
    const options = deployerOptions(deployer, file);
    for (const target of repoTargets(repo, deployerBranch)) deployTargets.push({ ...target, options });
  }
  const theme = typeof root.theme === 'string' ? root.theme.trim() : '';
  return { publicDir, theme, deployTargets };
}

/**
 * As hexo-deployer-git reads it: for a single `url[,branch]` string the deployer's `branch` wins; the object and
 * named-map forms carry their own branch and ignore the deployer's.
 */
function repoTargets(repo: unknown, deployerBranch: string): Omit<DeployTarget, 'options'>[] {
  if (typeof repo === 'string') {
    const target = fromString(repo);
    return [{ ...target, branch: deployerBranch || target.branch }];
  }
  if (!isRecord(repo)) return [];
  if (typeof repo.url === 'string') return [fromObject(repo)];
  const targets: Omit<DeployTarget, 'options'>[] = [];
  for (const value of Object.values(repo)) {
    if (typeof value === 'string') targets.push(fromString(value));
    else if (isRecord(value) && typeof value.url === 'string') targets.push(fromObject(value));
  }
  return targets;
}

/** `url,branch`: split at the first comma, as hexo-deployer-git does. */
function fromString(value: string): Omit<DeployTarget, 'options'> {
  const [url = '', branch = ''] = value.split(',');
  return { url: url.trim(), branch: branch.trim(), token: '' };
}

function fromObject(value: Record<string, unknown>): Omit<DeployTarget, 'options'> {
  return {
    url: String(value.url).trim(),
    branch: typeof value.branch === 'string' ? value.branch.trim() : '',
    token: typeof value.token === 'string' ? value.token.trim() : '',
  };
}

/** The deployer's options, under every name hexo-deployer-git reads them by. */
function deployerOptions(deployer: Record<string, unknown>, file: string): DeployerOptions {
  const text = (...names: string[]): string => {
    for (const name of names) {
      const value = deployer[name];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return '';
  };
  const perFolder = <T>(value: unknown, accept: (item: unknown) => item is T): T | Record<string, T> | undefined => {
    if (accept(value)) return value;
    if (!isRecord(value)) return undefined;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, T] => accept(entry[1])));
  };
  const extend = deployer.extend_dirs;
  return {
    message: text('m', 'msg', 'message'),
    name: identityValue(text('name', 'user', 'userName').trim(), `The name of the git deployer in ${file}`),
    email: identityValue(text('email', 'userEmail').trim(), `The email of the git deployer in ${file}`),
    ignoreHidden: perFolder(deployer.ignore_hidden, (item): item is boolean => typeof item === 'boolean') ?? true,
    ignorePattern: perFolder(deployer.ignore_pattern, (item): item is string => typeof item === 'string') ?? '',
    extendDirs: (typeof extend === 'string' ? [extend] : Array.isArray(extend) ? extend : [])
      .filter((dir): dir is string => typeof dir === 'string' && dir.trim() !== '')
      .map((dir) => dir.trim()),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
