// Reads what a Hexo site's _config.yml says about publishing: its output folder and its git deploy target(s).
import { identityValue } from '../input-values.js';
import type { DeployerOptions, DeployTarget } from '../hexo-deploy-targets.js';

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
  const count = deployers.length;
  deployers.forEach((deployer: unknown, index) => {
    if (!isRecord(deployer) || typeof deployer.type !== 'string' || deployer.type.trim() !== 'git') return;
    const where = `The git deployer${count > 1 ? ` (entry ${index + 1} of deploy)` : ''} in ${file}`;
    const deployerBranch = branchValue(deployer.branch, `${where} has a branch`);
    // As hexo-deployer-git does: `repo` when set, else the HEXO_DEPLOYER_REPO variable, else `repository`.
    const fromVariable = !filled(deployer.repo) && Boolean(env.HEXO_DEPLOYER_REPO);
    const repo = filled(deployer.repo) ? deployer.repo : fromVariable ? env.HEXO_DEPLOYER_REPO : deployer.repository;
    const options = deployerOptions(deployer, file);
    const via = fromVariable ? { via: 'HEXO_DEPLOYER_REPO' as const } : {};
    for (const target of repoTargets(repo, deployerBranch, where)) deployTargets.push({ ...target, options, ...via });
  });
  const theme = typeof root.theme === 'string' ? root.theme.trim() : '';
  return { publicDir, theme, deployTargets };
}

/** How a deployer's targets may be written, for the message that refuses one that is not. */
const REPO_FORMS =
  'hexo-deployer-git reads `repo: <url>[,<branch>]`, `repo: {url, branch, token}`, or a map or list of either';

/**
 * Every target of a deployer, as hexo-deployer-git reads it: for a single `url[,branch]` string the deployer's
 * `branch` wins; the object form, and each entry of a map of named targets or of a list (hexo reads a list as a
 * map whose names are 0, 1, …), carry their own branch and ignore the deployer's. What the deployer would fail on
 * or skip without a word (no repo, a number, an entry without a url) is refused here, naming it.
 */
function repoTargets(repo: unknown, deployerBranch: string, where: string): Omit<DeployTarget, 'options'>[] {
  if (typeof repo === 'string' && repo.trim() !== '') {
    const target = fromString(repo, `${where} has a repo`);
    return [{ ...target, branch: deployerBranch || target.branch }];
  }
  if (isRecord(repo) && 'url' in repo) return [fromObject(repo, `${where} has a repo`)];
  const entries = Array.isArray(repo) ? repo.map((value, at) => [String(at), value] as const) : undefined;
  const named = entries ?? (isRecord(repo) ? Object.entries(repo) : []);
  if (named.length === 0) {
    throw new Error(
      `${where} names no repository to push to (${repo === undefined || repo === null || repo === '' ? 'no repo' : `repo: ${JSON.stringify(repo)}`}), ` +
        `and hexo deploy would push nothing. Add \`repo: <url>\` (${REPO_FORMS}), or remove the deployer to let ` +
        'pages-push publish to the "repository" input or the current repository.',
    );
  }
  return named.map(([name, value]) => {
    const entry = `${where} has a repo entry "${name}"`;
    if (typeof value === 'string' && value.trim() !== '') return fromString(value, entry);
    if (isRecord(value)) return fromObject(value, entry);
    throw new Error(`${entry} that is neither a URL nor {url, branch}: ${JSON.stringify(value)}. ${REPO_FORMS}.`);
  });
}

/** `url,branch`: split at the first comma, as hexo-deployer-git does (a second comma's part is dropped by it too). */
function fromString(value: string, where: string): Omit<DeployTarget, 'options'> {
  const [url = '', branch = ''] = value.split(',');
  if (url.trim() === '') throw new Error(`${where} without a URL: "${value}". ${REPO_FORMS}.`);
  return { url: url.trim(), branch: branch.trim(), token: '' };
}

function fromObject(value: Record<string, unknown>, where: string): Omit<DeployTarget, 'options'> {
  if (typeof value.url !== 'string' || value.url.trim() === '') {
    throw new Error(`${where} whose url is not a URL: ${JSON.stringify(value.url ?? null)}. ${REPO_FORMS}.`);
  }
  if (value.token !== undefined && value.token !== null && typeof value.token !== 'string') {
    throw new Error(
      `${where} whose token is not text: write \`token: $NAME\` (NAME a variable the step's env sets) or the token.`,
    );
  }
  return {
    url: value.url.trim(),
    branch: branchValue(value.branch, `${where} with a branch`),
    token: typeof value.token === 'string' ? value.token.trim() : '',
  };
}

/** A branch as YAML may give it: text, or a number (`branch: 2024`), which hexo-deployer-git pushes to as written. */
function branchValue(value: unknown, where: string): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`${where} that is not a branch name: ${JSON.stringify(value)}. Write it as text, e.g. "gh-pages".`);
}

/** Set, as hexo-deployer-git tests it (`!args.repo`): an empty string, null or false is unset. */
function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false && value !== 0;
}

/** The deployer's options, under every name hexo-deployer-git reads them by. */
function deployerOptions(deployer: Record<string, unknown>, file: string): DeployerOptions {
  // As hexo-deployer-git reads them (`args.m || args.msg || args.message`): the first non-empty string; for a name
  // or an email, a blank one is unset too, and a blank message is kept (it fails, as hexo's commit does).
  const text = (...names: string[]): string => {
    for (const name of names) {
      const value = deployer[name];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return '';
  };
  const raw = (...names: string[]): string => {
    for (const name of names) {
      const value = deployer[name];
      if (typeof value === 'string' && value !== '') return value;
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
    message: raw('m', 'msg', 'message'),
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
