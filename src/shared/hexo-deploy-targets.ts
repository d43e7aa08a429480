// What hexo-deployer-git's deploy config is made of (a target, a deployer's options) and its rule for the branch of
// a target that names none: shared by the config's reader (generators/hexo-config.ts), the destinations (git/destination.ts) and
// the deployers (deploy/), so that none of those folders imports another for it.

export interface DeployTarget {
  /** The repo URL exactly as written (it may still hold the token placeholder as user info). */
  url: string;
  /** The branch written with it, if any. */
  branch: string;
  /** `repo.token` as written: a token, or `$NAME` of an environment variable holding one; empty without. */
  token: string;
  /** The options of the git deployer the target belongs to. */
  options: DeployerOptions;
  /** Set when the HEXO_DEPLOYER_REPO variable named the target (its deployer names no `repo`), as in hexo. */
  via?: 'HEXO_DEPLOYER_REPO';
  /** The config file that gave the deploy section (of several `--config` files), for the log; `_config.yml` if unset. */
  configFile?: string;
}

/** A deployer of the config's list of another type than git, which only `hexo deploy` runs. */
export interface OtherDeployer {
  /** Its `type` (rsync, heroku, …). */
  type: string;
  /** Where it is written: `deploy (entry 2 of deploy) in _config.yml`. */
  where: string;
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

/**
 * The branch hexo-deployer-git pushes to when the config names none, and why: on github.com, `master` for a
 * `<owner>.github.io` repository and `gh-pages` otherwise; `coding-pages` on coding.net; `master` elsewhere, also
 * when the URL does not end in `.git` (the deployer's pattern then does not match).
 */
export function hexoDefaultBranch(url: string): string {
  return hexoBranchRule(url).branch;
}

export function hexoBranchRule(url: string): { branch: string; why: string } {
  const match = /^(?:(?:git|https?|git\+https|git\+ssh):\/\/)?(?:[^@]+@)?([^/]+?)[/:](.+?)\.git$/.exec(url.trim());
  const rule = "hexo-deployer-git's rule for a target without a branch";
  if (!match) return { branch: 'master', why: `${rule}: master for an address not ending in .git` };
  const [, host, repoPath = ''] = match;
  if (host === 'github.com') {
    return /\.github\.(io|com)$/.test(repoPath)
      ? { branch: 'master', why: `${rule}: master for a <owner>.github.io repository on github.com` }
      : { branch: 'gh-pages', why: `${rule}: gh-pages for a repository on github.com` };
  }
  if (host === 'coding.net') return { branch: 'coding-pages', why: `${rule}: coding-pages on coding.net` };
  return { branch: 'master', why: `${rule}: master on a host other than github.com` };
}
