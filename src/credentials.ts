// The only owner of the credentials' lifetime: masks every form of the token and the deploy key, and turns them
// into what git's child processes need only while a caller holds them open.
import * as core from './runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from './errors.js';
import type { ConfigEntry } from './git/git.js';
import { isLoopback, type Target } from './git/target.js';
import type { Settings } from './settings.js';
import {
  hasHostKey,
  keySecrets,
  normaliseKey,
  prepareDeployKey,
  sshCommand,
  writeKey,
  writeKnownHosts,
  type DeployKey,
} from './ssh.js';

export interface Credentials {
  /** Pushes over HTTPS, and fills the placeholder; may be empty when a deploy key pushes. */
  token: string;
  deployKey: DeployKey | undefined;
  /** Extra known_hosts lines (the `known-hosts` input). */
  knownHosts: string;
  /** Every form of every secret: what must never be published, logged, or left on disk. */
  secrets: string[];
}

/** What git needs to reach one target: config entries and environment variables for its child processes. */
export interface GitAuth {
  config: ConfigEntry[];
  env: Record<string, string>;
}

/**
 * Holds the credentials, and is the one place that decides when they exist where a process could use them: the
 * token's git config is handed out by `open`, and the deploy key's files are on disk from `open` to `close` only.
 * It knows nothing of the order of the deploy: its callers open it around their own git commands.
 */
export class CredentialOwner {
  /** The folder the key and known_hosts are in while open. */
  private openDir: string | undefined;

  private constructor(
    private readonly credentials: Credentials,
    /** The checked private key, to write at each `open`. */
    private readonly key: string,
    /** Where each `open` makes a folder of its own. */
    private readonly dir: string,
    /** `network-timeout` in seconds: how long ssh waits for a server that stopped answering. */
    private readonly stallSeconds: number,
  ) {}

  /**
   * Registers every derived form of the token as a secret before anything is logged, and checks the deploy key, if
   * there is one, with ssh-keygen: a bad key fails here, before any work. Nothing is left on disk.
   */
  static async prepare(
    settings: Pick<Settings, 'token' | 'deployKey' | 'knownHosts' | 'networkTimeoutMs'>,
    dir: string,
  ): Promise<CredentialOwner> {
    const secrets = settings.token ? derivedForms(settings.token) : [];
    for (const secret of secrets) core.setSecret(secret);
    let deployKey: DeployKey | undefined;
    if (settings.deployKey.trim()) {
      const keyDir = await fs.mkdtemp(path.join(dir, 'ssh-'));
      try {
        deployKey = await prepareDeployKey(settings.deployKey, settings.knownHosts, keyDir);
      } finally {
        await fs.rm(keyDir, { recursive: true, force: true });
      }
      for (const secret of deployKey.secrets) core.setSecret(secret);
      secrets.push(...deployKey.secrets);
      core.info(
        `Deploy key ${deployKey.fingerprint}: it must be listed, with write access, under the target's Settings → Deploy keys.`,
      );
    }
    const credentials = { token: settings.token, deployKey, knownHosts: settings.knownHosts, secrets };
    const key = deployKey ? normaliseKey(settings.deployKey) : '';
    return new CredentialOwner(credentials, key, dir, Math.max(1, Math.round(settings.networkTimeoutMs / 1000)));
  }

  /** Every form of every secret: what must never be published, logged, or left on disk. */
  get secrets(): readonly string[] {
    return this.credentials.secrets;
  }

  /** The token, for the config files that hold its placeholder; may be empty when a deploy key pushes. */
  get token(): string {
    return this.credentials.token;
  }

  get hasDeployKey(): boolean {
    return this.credentials.deployKey !== undefined;
  }

  /** The deploy key's `SHA256:…`, for messages about a refused key. */
  get keyFingerprint(): string | undefined {
    return this.credentials.deployKey?.fingerprint;
  }

  /**
   * Takes a target's own token from the site config (`repo.token`, resolved): masked, and looked for like ours.
   * It is used for that target only, and wins there over the `token` input, as hexo deploy uses it (see
   * `forTarget`).
   */
  addTargetToken(token: string): void {
    for (const form of derivedForms(token)) {
      core.setSecret(form);
      if (!this.credentials.secrets.includes(form)) this.credentials.secrets.push(form);
    }
  }

  /** Fails, naming the input to set, when the credentials cannot reach `target`; nothing is written. */
  check(target: Target, ownToken = ''): void {
    gitAuth(...this.forTarget(target, ownToken));
  }

  /**
   * What git needs to reach `target`. For an SSH target the key and known_hosts are written, until `close`, into a
   * folder made now (mode 0700, a name nobody could know before), never one that existed while a user command ran.
   */
  async open(target: Target, ownToken = ''): Promise<GitAuth> {
    const [credentials, reached] = this.forTarget(target, ownToken);
    const { deployKey } = credentials;
    if (reached.protocol !== 'ssh' || !deployKey) return gitAuth(credentials, reached);
    gitAuth(credentials, reached); // the checks, before anything is written
    this.openDir = await fs.mkdtemp(path.join(this.dir, 'ssh-'));
    const keyFile = await writeKey(this.key, this.openDir);
    const knownHostsFile = await writeKnownHosts(credentials.knownHosts, this.openDir);
    const opened = {
      ...deployKey,
      keyFile,
      knownHostsFile,
      sshCommand: sshCommand(keyFile, knownHostsFile, this.stallSeconds),
    };
    return gitAuth({ ...credentials, deployKey: opened }, reached);
  }

  /**
   * The token a target gets: its own token from the site config, where it names one (it goes to that target only,
   * as `hexo deploy` sends it); else the `token` input where it may go (the workflow's server, or a host the
   * `repository` input names).
   */
  private forTarget(target: Target, ownToken: string): [Credentials, Target] {
    if (!ownToken) return [this.credentials, target];
    return [
      { ...this.credentials, token: ownToken },
      { ...target, trusted: true },
    ];
  }

  /** Which credential `target` gets, and why, for the log. */
  describe(target: Target, ownToken: string, tokenSource: string): string {
    if (target.protocol === 'ssh') return 'the deploy key (an SSH address)';
    if (ownToken) return `its own token, ${tokenSource} in _config.yml, as hexo deploy uses it`;
    return target.trusted ? 'the "token" input' : 'none (see below)';
  }

  /** Removes what `open` wrote. A failure only warns: the post step removes the whole temporary folder again. */
  async close(): Promise<void> {
    const dir = this.openDir;
    if (!dir) return;
    this.openDir = undefined;
    try {
      await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch (error) {
      core.warning(`Could not remove the deploy key's folder ${dir}: ${errorMessage(error)}`);
    }
  }

  /** Runs `work` with the credentials for `target` open, and closes them whatever happens. */
  async use<T>(target: Target, work: (auth: GitAuth) => Promise<T>, ownToken = ''): Promise<T> {
    try {
      return await work(await this.open(target, ownToken));
    } finally {
      await this.close();
    }
  }
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
 * Every form of the token and the pieces of the deploy key that must not be left anywhere, from the inputs alone
 * (the post step has no checked key, and needs no ssh-keygen for this).
 */
export function secretForms(settings: Pick<Settings, 'token' | 'deployKey'>): string[] {
  const forms = settings.token ? derivedForms(settings.token) : [];
  if (settings.deployKey.trim()) forms.push(...keySecrets(normaliseKey(settings.deployKey)));
  return forms;
}

/**
 * A target's own token as the site config writes it (hexo-deployer-git's `repo.token`): `$NAME` reads the
 * environment variable NAME, anything else is the token itself. Empty when there is none. `env` is the environment
 * the runner gave the step, without the action's inputs, its state and the runner's own tokens
 * (`inheritedEnvironment`): `$INPUT_TOKEN` must not send the `token` input to a host only the config names.
 */
export function resolveConfigToken(raw: string, env: Readonly<Record<string, string | undefined>>): string {
  if (!raw.startsWith('$')) return raw;
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
