// How git authenticates, from credentials the owner holds (see owner.ts): the token's header, scoped to the
// target's origin, or the deploy key's ssh command; and every form of a token that must be masked.
import type { ConfigEntry } from '../git/git.js';
import { isLoopback, type Target } from '../git/target.js';
import { hasHostKey, type DeployKey } from './ssh.js';

/** The credentials for one target, as the owner hands them to `gitAuth`; they never leave the owner. */
export interface Credentials {
  /** Pushes over HTTPS; may be empty when a deploy key pushes. */
  token: string;
  deployKey: DeployKey | undefined;
  /** Extra known_hosts lines (the `known-hosts` input). */
  knownHosts: string;
}

/** What git needs to reach one target: config entries and environment variables for its child processes. */
export interface GitAuth {
  config: ConfigEntry[];
  env: Record<string, string>;
}

/**
 * How git authenticates to `target`: the deploy key over SSH (pinned host keys only), the token over HTTPS.
 * A missing credential or host key fails here, before any network traffic, naming the input to set.
 */
export function gitAuth(credentials: Credentials, target: Target): GitAuth {
  if (target.protocol === 'ssh') {
    if (!credentials.deployKey) {
      throw new Error(
        `The target ${target.url} is an SSH address, which needs "deploy-key". To push with the token, use owner/name or an https:// URL.`,
      );
    }
    if (!hasHostKey(target.host, credentials.knownHosts)) {
      const [name = '', port = ''] = target.host.split(/:(?=\d+$)/);
      throw new Error(
        `No host key is known for ${target.host}: only github.com's are built in, and nothing is trusted on first ` +
          `use. Add the server's public host key to the "known-hosts" input, e.g. the output of ` +
          `\`ssh-keyscan ${port ? `-p ${port} ` : ''}${name}\`, checked against a fingerprint you trust.`,
      );
    }
    return { config: [], env: { GIT_SSH_COMMAND: credentials.deployKey.sshCommand } };
  }
  if (!credentials.token) {
    throw new Error(
      credentials.deployKey
        ? `The target ${target.url} is an HTTPS address, which needs "token". Pass a token, or use an SSH target with "deploy-key".`
        : 'No credentials: both "token" and "deploy-key" are empty, and the target has no token of its own ' +
            '(`repo: {url, token: $NAME}` in _config.yml). Pass a token (for example ' +
            '`token: ${{ secrets.PAGES_TOKEN }}`, or leave it unset to use the workflow token) or a deploy key ' +
            '(`deploy-key: ${{ secrets.DEPLOY_KEY }}`). If you passed a secret, check that it exists in this ' +
            'repository: a missing secret is an empty string.',
    );
  }
  if (!target.trusted) {
    throw new Error(
      `The target ${target.url} comes from the site config and is not on the workflow's GitHub server: the ` +
        '"token" input is sent only there, or to a host the "repository" input names, and a credential written ' +
        'into a config URL is not used. Give the target a token of its own for that host, as hexo-deployer-git ' +
        `reads it: \`repo: {url: ${target.url}, token: $MIRROR_TOKEN}\` in _config.yml, with ` +
        '`env: MIRROR_TOKEN: ${{ secrets.MIRROR_TOKEN }}` on the step. (Only if the "token" input is meant for ' +
        `that host: set "repository: ${target.url}", which keeps the target's options.)`,
    );
  }
  if (target.protocol === 'http' && !isLoopback(target.host)) {
    throw new Error(
      `The target ${target.url} is a plain http:// address: the token would cross the network unencrypted. Use its https:// address.`,
    );
  }
  return { config: tokenGitConfig(credentials.token, target.origin), env: {} };
}

/**
 * A target's own token as the site config writes it (hexo-deployer-git's `repo.token`): `$NAME` reads the
 * environment variable NAME, anything else is the token itself. Empty when there is none. `env` is the environment
 * the runner gave the step, without the action's inputs, its state and the runner's own tokens
 * (`inheritedEnvironment`): `$INPUT_TOKEN` must not send the `token` input to a host only the config names.
 */
export function resolveConfigToken(raw: string, env: Readonly<Record<string, string | undefined>>): string {
  if (!raw.startsWith('$')) return raw;
  const braced = /^\$\{(\w+)\}$/.exec(raw)?.[1];
  if (braced) {
    // A shell's spelling: hexo-deployer-git reads the variable named after the `$`, braces and all.
    throw new Error(
      `_config.yml gives a target the token in ${raw}, but a token variable is written $NAME (hexo deploy would ` +
        `look for a variable named "{${braced}}"): write \`token: $${braced}\`, with ` +
        `\`env: ${braced}: \${{ secrets.${braced} }}\` on the step.`,
    );
  }
  const name = raw.slice(1);
  const value = env[name] ?? '';
  if (!value) {
    const ours = /^(INPUT_|STATE_|ACTIONS_|GITHUB_STATE$)/i.test(name);
    throw new Error(
      ours
        ? `_config.yml gives a target the token in $${name}, which is the action's own: a token named in the ` +
            'config is read from the variables the workflow sets for the step. Set `env: MY_TOKEN: ${{ secrets.… }}` ' +
            'on the step and write `token: $MY_TOKEN`, or remove repo.token to use the "token" input.'
        : `_config.yml gives a target the token in $${name}, which is not set: add it to the step, ` +
            `\`env: ${name}: \${{ secrets.${name} }}\`, or remove repo.token to use the "token" input.`,
    );
  }
  return value;
}

/**
 * Refuses a target's own token (`repo.token`, `written` as the config writes it) whose value is a credential the
 * action holds, whatever the variable's name (`$GITHUB_TOKEN` and `$GH_TOKEN` often hold the "token" input's value):
 * the deploy key never goes over HTTPS, and the "token" input only where it would go anyway (a trusted target).
 */
export function refuseOwnCredential(
  token: string,
  written: string,
  target: Target,
  given: { token: string; deployKey: string },
): void {
  const key = given.deployKey.replace(/\s+/g, '');
  const isKey = key !== '' && token.replace(/\s+/g, '') === key;
  const isToken = given.token !== '' && token === given.token;
  if (!isKey && !(isToken && !target.trusted)) return;
  const where = written.startsWith('$') ? `the token in ${written}` : 'a token written in repo.token';
  const what = isKey
    ? 'the "deploy-key" input'
    : 'the "token" input, which goes only to the workflow\'s GitHub server or the host the "repository" input names';
  throw new Error(
    `_config.yml gives ${target.url} ${where}, whose value is ${what}. Give that target a secret of its own: ` +
      '`env: MIRROR_TOKEN: ${{ secrets.MIRROR_TOKEN }}` on the step and `token: $MIRROR_TOKEN` in _config.yml' +
      (isKey ? '.' : `, or set "repository: ${target.url}" if the "token" input is meant for that host.`),
  );
}

/** The HTTP basic credential git sends: the user name is ignored by GitHub, the token is the password. */
export function basicCredential(token: string): string {
  return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}

/** Every form of the token that could reach a log or a file: itself, URL-encoded, and its base64 forms. */
export function derivedForms(token: string): string[] {
  const forms = new Set<string>([
    token,
    encodeURIComponent(token),
    basicCredential(token),
    Buffer.from(token, 'utf8').toString('base64'),
  ]);
  return [...forms].filter((form) => form.length > 0);
}

/**
 * The config that makes git authenticate to the target's server with the token. The header is scoped to the
 * target's origin, so a push or a redirect to any other host never carries it, and an empty value first resets
 * any extraheader inherited from the user's or the runner's git config (actions/checkout leaves one).
 * Credential helpers are switched off so a stored credential of someone else's is never used instead.
 */
export function tokenGitConfig(token: string, origin: string): ConfigEntry[] {
  const key = `http.${origin}.extraheader`;
  return [
    [key, ''],
    [key, `AUTHORIZATION: basic ${basicCredential(token)}`],
    ['credential.helper', ''],
  ];
}

/**
 * Who a token is to GitHub, by its prefix: an installation's (`ghs_`: the workflow's GITHUB_TOKEN, a GitHub App
 * installation token), whose API commits GitHub signs; a user's (`ghp_` classic and `github_pat_` fine-grained
 * personal access tokens, `gho_` OAuth, `ghu_` an app acting for a user), whose API commits are the user's and
 * unsigned; or unknown (an older format, a server of its own).
 */
export type TokenKind = 'installation' | 'user' | 'unknown';

export function tokenKind(token: string): TokenKind {
  if (token.startsWith('ghs_')) return 'installation';
  if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token) || /^[0-9a-f]{40}$/.test(token)) return 'user';
  return 'unknown';
}
