// The only owner of the credentials' lifetime: masks every form of the token and the deploy key, and turns them
// into what git's child processes need only while a caller holds them open.
import * as core from '@actions/core';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { ConfigEntry } from './git/git.js';
import type { Target } from './git/target.js';
import type { Settings } from './settings.js';
import { hasHostKey, normaliseKey, prepareDeployKey, writeKey, writeKnownHosts, type DeployKey } from './ssh.js';

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
  private isOpen = false;

  private constructor(
    private readonly credentials: Credentials,
    /** The checked private key, to write at each `open`. */
    private readonly key: string,
    /** The folder the key and known_hosts are written to while open. */
    private readonly keyDir: string,
  ) {}

  /**
   * Registers every derived form of the token as a secret before anything is logged, and checks the deploy key, if
   * there is one, with ssh-keygen: a bad key fails here, before any work. Nothing is left on disk.
   */
  static async prepare(
    settings: Pick<Settings, 'token' | 'deployKey' | 'knownHosts'>,
    dir: string,
  ): Promise<CredentialOwner> {
    const secrets = settings.token ? derivedForms(settings.token) : [];
    for (const secret of secrets) core.setSecret(secret);
    const keyDir = path.join(dir, 'ssh');
    let deployKey: DeployKey | undefined;
    if (settings.deployKey.trim()) {
      await fs.mkdir(keyDir, { recursive: true, mode: 0o700 });
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
    return new CredentialOwner(credentials, deployKey ? normaliseKey(settings.deployKey) : '', keyDir);
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

  /** Fails, naming the input to set, when the credentials cannot reach `target`; nothing is written. */
  check(target: Target): void {
    gitAuth(this.credentials, target);
  }

  /** What git needs to reach `target`; for an SSH target the key and known_hosts are written until `close`. */
  async open(target: Target): Promise<GitAuth> {
    const auth = gitAuth(this.credentials, target);
    if (target.protocol === 'ssh') {
      await fs.mkdir(this.keyDir, { recursive: true, mode: 0o700 });
      this.isOpen = true;
      await writeKey(this.key, this.keyDir);
      await writeKnownHosts(this.credentials.knownHosts, this.keyDir);
    }
    return auth;
  }

  /** Removes what `open` wrote. */
  async close(): Promise<void> {
    if (!this.isOpen) return;
    this.isOpen = false;
    await fs.rm(this.keyDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }

  /** Runs `work` with the credentials for `target` open, and closes them whatever happens. */
  async use<T>(target: Target, work: (auth: GitAuth) => Promise<T>): Promise<T> {
    try {
      return await work(await this.open(target));
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
      `The target ${target.url} is an HTTPS address, which needs "token". Pass a token, or use an SSH target with "deploy-key".`,
    );
  }
  return { config: tokenGitConfig(credentials.token, target.origin), env: {} };
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
