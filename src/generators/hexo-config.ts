// Reads what a Hexo site's config files say about publishing: its output folder and its git deploy target(s).
import { identityValue } from '../inputs/input-values.js';
import type { DeployerOptions, DeployTarget, OtherDeployer } from '../shared/hexo-deploy-targets.js';
import { hexoMerge, loadHexoYaml } from './hexo-yaml.js';

export interface HexoConfig {
  publicDir: string;
  /** `theme`: the theme Hexo renders the pages with (`themes/<name>`, or the package `hexo-theme-<name>`); or empty. */
  theme: string;
  /** The git deployers' targets, in the order the config lists them. */
  deployTargets: DeployTarget[];
  /** The deployers of the list of another type than git (rsync, heroku…), which only `hexo deploy` runs. */
  otherDeployers: OtherDeployer[];
}

/** One config file Hexo reads: its name as the log gives it, and its text. */
export interface ConfigText {
  file: string;
  text: string;
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
  return parseHexoConfigs([{ file, text }], env);
}

/**
 * The config Hexo makes of its `--config` files: each read as Hexo reads it, the later merged over the earlier
 * (see hexo-yaml.ts). The deploy section names the files that wrote it, for the log.
 */
export async function parseHexoConfigs(
  files: readonly ConfigText[],
  env: { HEXO_DEPLOYER_REPO?: string } = {},
): Promise<HexoConfig> {
  let config: unknown = {};
  const writers: string[] = [];
  for (const { file, text } of files) {
    const read = await loadHexoYaml(text, file);
    if (isRecord(read) && read.deploy !== undefined && read.deploy !== null) writers.push(file);
    config = files.length === 1 ? read : hexoMerge(config, read);
  }
  const file =
    writers.length > 1
      ? `${writers.at(-1) ?? ''} (merged over ${writers.slice(0, -1).join(', ')}, as Hexo merges its --config files)`
      : (writers[0] ?? files[0]?.file ?? '_config.yml');
  const root = isRecord(config) ? config : {};
  const publicDir = typeof root.public_dir === 'string' && root.public_dir.trim() ? root.public_dir.trim() : 'public';
  const deployers = Array.isArray(root.deploy) ? root.deploy : root.deploy ? [root.deploy] : [];
  const deployTargets: DeployTarget[] = [];
  const otherDeployers: OtherDeployer[] = [];
  const count = deployers.length;
  deployers.forEach((deployer: unknown, index) => {
    const entry = count > 1 ? ` (entry ${index + 1} of deploy)` : '';
    if (!isRecord(deployer) || typeof deployer.type !== 'string' || deployer.type.trim() === '') return;
    if (deployer.type.trim() !== 'git') {
      otherDeployers.push({ type: deployer.type.trim(), where: `deploy${entry} in ${file}` });
      return;
    }
    const where = `The git deployer${entry} in ${file}`;
    refuseUnread(deployer, where);
    const deployerBranch = branchValue(deployer.branch, `${where} has a branch`);
    // As hexo-deployer-git does: `repo` when set, else the HEXO_DEPLOYER_REPO variable, else `repository`.
    const fromVariable = !filled(deployer.repo) && Boolean(env.HEXO_DEPLOYER_REPO);
    const repo = filled(deployer.repo) ? deployer.repo : fromVariable ? env.HEXO_DEPLOYER_REPO : deployer.repository;
    const options = deployerOptions(deployer, file);
    const via = fromVariable ? { via: 'HEXO_DEPLOYER_REPO' as const } : {};
    for (const target of repoTargets(repo, deployerBranch, where)) {
      deployTargets.push({ ...target, options, configFile: file, ...via });
    }
  });
  const theme = typeof root.theme === 'string' ? root.theme.trim() : '';
  return { publicDir, theme, deployTargets, otherDeployers };
}

/**
 * What hexo deploy fails on, or reads otherwise than it looks, in a git deployer's own keys: refused before
 * anything runs, naming the key and the fix (pages-push would otherwise push where hexo deploy does not).
 */
function refuseUnread(deployer: Record<string, unknown>, where: string): void {
  if (filled(deployer.token)) {
    throw new Error(
      `${where} has \`token:\` beside \`repo:\`, where hexo-deployer-git does not read it (it reads a token only ` +
        'inside repo), so hexo deploy pushes without it. Move it into repo: `repo: {url: <url>, branch: <branch>, ' +
        'token: $GITHUB_TOKEN}`, or remove it to let pages-push push with its "token" input.',
    );
  }
  for (const name of ['m', 'msg', 'message']) {
    const value = deployer[name];
    if (typeof value === 'object' && value !== null) {
      throw new Error(
        `${where} has \`${name}: ${shown(value)}\`, a YAML ${Array.isArray(value) ? 'list' : 'map'}, not ` +
          `text, on which hexo deploy fails: write the commit message as text, e.g. \`${name}: "Site updated: ` +
          `{{ now('yyyy-MM-dd HH:mm:ss') }}"\` (the brackets of hexo.io's template are not to be kept).`,
      );
    }
  }
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
    const target = fromString(repo, `${where} has a repo`, !deployerBranch);
    return [{ ...target, branch: deployerBranch || target.branch }];
  }
  if (isRecord(repo) && 'url' in repo) return [fromObject(repo, `${where} has a repo`)];
  const entries = Array.isArray(repo) ? repo.map((value, at) => [String(at), value] as const) : undefined;
  const named = entries ?? (isRecord(repo) ? Object.entries(repo) : []);
  if (named.length === 0) {
    throw new Error(
      `${where} names no repository to push to (${repo === undefined || repo === null || repo === '' ? 'no repo' : `repo: ${shown(repo)}`}), ` +
        `and hexo deploy would push nothing. Add \`repo: <url>\` (${REPO_FORMS}), or remove the deployer to let ` +
        'pages-push publish to the "repository" input or the current repository.',
    );
  }
  return named.map(([name, value]) => {
    const entry = `${where} has a repo entry "${name}"`;
    if (typeof value === 'string' && value.trim() !== '') return fromString(value, entry);
    if (isRecord(value)) return fromObject(value, entry);
    throw new Error(`${entry} that is neither a URL nor {url, branch}: ${shown(value)}. ${REPO_FORMS}.`);
  });
}

/**
 * `url,branch`: split at the first comma, as hexo-deployer-git does (a second comma's part is dropped by it too).
 * `branchUsed`: the branch written here is pushed to (no deployer branch wins over it); hexo keeps a blank after
 * the comma in the branch's name, and git refuses it.
 */
function fromString(value: string, where: string, branchUsed = true): Omit<DeployTarget, 'options'> {
  const [url = '', branch = ''] = value.split(',');
  if (url.trim() === '') throw new Error(`${where} without a URL: "${value}". ${REPO_FORMS}.`);
  if (branchUsed && branch.trim() !== '' && branch !== branch.trim()) {
    throw new Error(
      `${where} with a blank after the comma ("${withoutUserInfo(url.trim())}, ${branch.trim()}"): ` +
        `hexo deploy reads the branch as "${branch}", which git refuses. Write it without the blank: ` +
        `\`<url>,${branch.trim()}\`.`,
    );
  }
  refuseVariable(url, where);
  return { url: url.trim(), branch: branch.trim(), token: '' };
}

/** An address without the user info of a `scheme://user@host` form, for a message. */
function withoutUserInfo(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}

/** `http://${GH_TOKEN}@host/…`: a shell variable no one expands (the config is read as text, not run by a shell). */
function refuseVariable(url: string, where: string): void {
  const userInfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@]*)@/i.exec(url.trim())?.[1] ?? '';
  const variable = /\$\{?([A-Za-z_]\w*)\}?/.exec(userInfo);
  if (!variable) return;
  throw new Error(
    `${where} whose URL holds ${variable[0]}, which nothing expands: hexo deploy sends it as written, and fails. ` +
      `Write \`repo: {url: ${withoutUserInfo(url.trim())}, token: $${variable[1] ?? ''}}\`, or the "token-placeholder" ` +
      '(GITHUB_ACCESS_TOKEN) in its place, which pages-push replaces with its "token" input.',
  );
}

function fromObject(value: Record<string, unknown>, where: string): Omit<DeployTarget, 'options'> {
  if (typeof value.url !== 'string' || value.url.trim() === '') {
    throw new Error(`${where} whose url is not a URL: ${shown(value.url ?? null)}. ${REPO_FORMS}.`);
  }
  if (value.token !== undefined && value.token !== null && typeof value.token !== 'string') {
    throw new Error(
      `${where} whose token is not text: write \`token: $NAME\` (NAME a variable the step's env sets) or the token.`,
    );
  }
  refuseVariable(value.url, where);
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
  // `branch: [master]` (hexo.io's template with its brackets kept): hexo pushes to the list's one name.
  if (Array.isArray(value) && value.length === 1) return branchValue(value[0], where);
  throw new Error(`${where} that is not a branch name: ${shown(value)}. Write it as text, e.g. "gh-pages".`);
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

/**
 * A value of the config for a message, at most a few hundred characters: js-yaml's aliases share a node, so a small
 * file can describe a value whose text is exponentially long; the walk stops after a bounded number of nodes.
 */
function shown(value: unknown): string {
  let nodes = 64;
  // undefined for undefined, whatever the declared type says.
  const text = JSON.stringify(value, (_key, node: unknown) => (nodes-- > 0 ? node : '…')) as string | undefined;
  if (text === undefined) return 'null';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
