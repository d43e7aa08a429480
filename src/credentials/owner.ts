// The only owner of every credential's life: the `token` input, the deploy key and its known_hosts, a target's own
// token from the site config, and the token substituted into the site's config while it builds. Nothing else holds
// a raw value: callers get what git needs while a credential is open, and the current list of every form to mask,
// look for and scrub.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { isInside } from '../shared/paths.js';
import { errorMessage } from '../shared/errors.js';
import { stallSeconds } from '../git/isolation.js';
import type { Target } from '../git/target.js';
import * as state from '../shared/state.js';
import { restoreFiles, substitutePlaceholder, type Substitution } from './config-token.js';
import {
  derivedForms,
  gitAuth,
  refuseOwnCredential,
  resolveConfigToken,
  tokenKind,
  type Credentials,
  type GitAuth,
} from './git-auth.js';
import {
  keySecrets,
  normaliseKey,
  prepareDeployKey,
  sshCommand,
  writeKey,
  writeKnownHosts,
  type DeployKey,
} from './ssh.js';

/** What the workflow gave: read from the inputs by inputs/settings.ts and handed over at once, kept nowhere else. */
export interface GivenCredentials {
  /** The `token` input: pushes over HTTPS, and fills the placeholder; may be empty when a deploy key pushes. */
  token: string;
  /** The `deploy-key` input as given. */
  deployKey: string;
  /** Extra known_hosts lines (the `known-hosts` input). */
  knownHosts: string;
}

/** Who can tell every form of every secret held right now: a read-only list, asked for again at each use. */
export interface SecretForms {
  secretForms(): readonly string[];
}

/** The credentials open for one use: what git needs, and `close`, which removes what this opening wrote, only that. */
export interface OpenCredentials {
  auth: GitAuth;
  close(): Promise<void>;
}

/** The config files that hold the token now; `restore` puts their bytes back and clears the saved record. */
export interface SubstitutedToken {
  files: readonly string[];
  restore(): Promise<void>;
}

/**
 * Holds the credentials, and is the one place that decides when they exist where a process could use them: git's
 * auth is handed out by `open` (the deploy key's files on disk from there to that opening's `close` only), the token
 * is in the site's config from `substituteToken` to its `restore`. It knows nothing of the order of the deploy.
 */
export class CredentialOwner implements SecretForms {
  readonly #given: GivenCredentials;
  /** `network-timeout` in seconds: how long ssh waits for a server that stopped answering. */
  readonly #stallSeconds: number;
  /** Each target's own token from the site config (`repo.token`, resolved), by the target it goes to. */
  readonly #own = new Map<Target, string>();
  /** Every form of every secret held; replaced, never changed, when a secret is added. */
  #forms: readonly string[];
  /** The deploy key, once `prepare` checked it. */
  #deployKey: DeployKey | undefined;
  /** Where each opening makes a folder of its own, and the config's originals are kept (`prepare`). */
  #dir = '';

  /** Takes the secrets; from the inputs alone, it knows their forms (the post step scrubs with no ssh-keygen). */
  constructor(given: GivenCredentials, networkTimeoutMs: number) {
    this.#given = given;
    this.#stallSeconds = stallSeconds(networkTimeoutMs);
    const forms = given.token ? derivedForms(given.token) : [];
    if (given.deployKey.trim()) forms.push(...keySecrets(normaliseKey(given.deployKey)));
    this.#forms = Object.freeze(forms);
  }

  /**
   * Registers every derived form of the token as a secret before anything is logged, and checks the deploy key, if
   * there is one, with ssh-keygen: a bad key fails here, before any work. Nothing is left on disk; `dir` is where
   * what the owner writes goes from now on.
   */
  async prepare(dir: string): Promise<void> {
    this.#dir = dir;
    const { token, deployKey, knownHosts } = this.#given;
    if (token) for (const form of derivedForms(token)) core.setSecret(form);
    if (!deployKey.trim()) return;
    const keyDir = await fs.mkdtemp(path.join(dir, 'ssh-'));
    try {
      this.#deployKey = await prepareDeployKey(deployKey, knownHosts, keyDir);
    } finally {
      await fs.rm(keyDir, { recursive: true, force: true });
    }
    for (const secret of this.#deployKey.secrets) core.setSecret(secret);
    core.info(
      `Deploy key ${this.#deployKey.fingerprint}: it must be listed, with write access, under the target's Settings → Deploy keys.`,
    );
  }

  /** Who the `token` input is to GitHub (see credentials/git-auth.ts `tokenKind`); `none` without one. */
  tokenKind(): ReturnType<typeof tokenKind> | 'none' {
    return this.#given.token ? tokenKind(this.#given.token) : 'none';
  }

  /**
   * A client of GitHub's API at `apiUrl` made by `connect` with the `token` input (github/client.ts, which sends it
   * to that server only, and keeps it inside the client); undefined without a token.
   */
  apiClient<T, Limits>(
    connect: (apiUrl: string, token: string, limits: Limits) => Promise<T>,
    apiUrl: string,
    limits: Limits,
  ): Promise<T> | undefined {
    return this.#given.token ? connect(apiUrl, this.#given.token, limits) : undefined;
  }

  /** Every form of every secret held now: what must never be published, logged, or left on disk. */
  secretForms(): readonly string[] {
    return this.#forms;
  }

  get hasDeployKey(): boolean {
    return this.#given.deployKey.trim() !== '';
  }

  /** The deploy key's `SHA256:…`, for messages about a refused key. */
  get keyFingerprint(): string | undefined {
    return this.#deployKey?.fingerprint;
  }

  /**
   * Takes a target's own token from the site config (`repo.token` as written: the token, or `$NAME` read from
   * `env`, see `resolveConfigToken`): masked, and looked for like ours. It is used for that target only, and wins
   * there over the `token` input, as hexo deploy uses it. Says whether the target has one.
   */
  addTargetToken(target: Target, written: string, env: Readonly<Record<string, string | undefined>>): boolean {
    const token = resolveConfigToken(written, env);
    if (!token) return false;
    refuseOwnCredential(token, written, target, this.#given);
    this.#own.set(target, token);
    const forms = [...this.#forms];
    for (const form of derivedForms(token)) {
      core.setSecret(form);
      if (!forms.includes(form)) forms.push(form);
    }
    this.#forms = Object.freeze(forms);
    return true;
  }

  /** Which credential `target` gets, and why, for the log. */
  describe(target: Target, tokenSource: string): string {
    if (target.protocol === 'ssh') return 'the deploy key (an SSH address)';
    if (this.#own.has(target)) return `its own token, ${tokenSource} in _config.yml, as hexo deploy uses it`;
    return target.trusted ? 'the "token" input' : 'none (see below)';
  }

  /** Fails, naming the input to set, when the credentials cannot reach `target`; nothing is written. */
  check(target: Target): void {
    gitAuth(...this.#forTarget(target));
  }

  /**
   * What git needs to reach `target`. For an SSH target the key and known_hosts are written, until this opening's
   * `close`, into a folder made now (mode 0700, a name nobody could know before), never one that existed while a
   * user command ran; openings that overlap each get their own.
   */
  async open(target: Target): Promise<OpenCredentials> {
    const [credentials, reached] = this.#forTarget(target);
    const auth = gitAuth(credentials, reached); // the checks, before anything is written
    const { deployKey } = credentials;
    if (reached.protocol !== 'ssh' || !deployKey) return { auth, close: () => Promise.resolve() };
    const dir = await fs.mkdtemp(path.join(this.#dir, 'ssh-'));
    try {
      const keyFile = await writeKey(normaliseKey(this.#given.deployKey), dir);
      const knownHostsFile = await writeKnownHosts(credentials.knownHosts, dir);
      const command = sshCommand(keyFile, knownHostsFile, this.#stallSeconds);
      const opened = { ...deployKey, keyFile, knownHostsFile, sshCommand: command };
      return { auth: gitAuth({ ...credentials, deployKey: opened }, reached), close: () => removeKeyFolder(dir) };
    } catch (error) {
      await removeKeyFolder(dir);
      throw error;
    }
  }

  /** Runs `work` with the credentials for `target` open, and closes them whatever happens. */
  async use<T>(target: Target, work: (auth: GitAuth) => Promise<T>): Promise<T> {
    const opened = await this.open(target);
    try {
      return await work(opened.auth);
    } finally {
      await opened.close();
    }
  }

  /**
   * Writes the `token` input into each of `files` that holds `placeholder`, for the build. Each original goes to
   * the owner's folder and into the saved state before its file changes, so the post step puts it back if this
   * process dies (`restoreRecorded`); a failure part way puts back what was written.
   */
  async substituteToken(files: readonly string[], placeholder: string): Promise<SubstitutedToken> {
    let recorded: Substitution[] = [];
    const record = (substitutions: Substitution[]): void => {
      recorded = substitutions;
      state.saveSubstitutions(substitutions);
    };
    let substituted: Substitution[];
    try {
      substituted = await substitutePlaceholder(files, placeholder, this.#given.token, this.#dir, record);
    } catch (error) {
      await restoreFiles(recorded);
      state.saveSubstitutions([]);
      throw error;
    }
    return {
      files: substituted.map((item) => item.file),
      restore: async () => {
        await restoreFiles(substituted);
        state.saveSubstitutions([]);
      },
    };
  }

  /**
   * In the post step, for a main step that died with the token in the config: puts back what it recorded, only
   * backups in its own folder (`tempDir`) and config files in `workspace`. Returns how many files.
   */
  async restoreRecorded(tempDir: string | undefined, workspace: string): Promise<number> {
    const substitutions = state
      .savedSubstitutions()
      .filter(({ file, backup }) => tempDir && isInside(tempDir, backup) && isInside(workspace, file));
    await restoreFiles(substitutions);
    return substitutions.length;
  }

  /**
   * The credentials a target gets: its own token from the site config, where it names one (it goes to that target
   * only, as `hexo deploy` sends it); else the `token` input where it may go (the workflow's server, or a host the
   * `repository` input names).
   */
  #forTarget(target: Target): [Credentials, Target] {
    const credentials = { token: this.#given.token, deployKey: this.#deployKey, knownHosts: this.#given.knownHosts };
    const own = this.#own.get(target);
    if (!own) return [credentials, target];
    return [
      { ...credentials, token: own },
      { ...target, trusted: true },
    ];
  }
}

/** Removes what one opening wrote. A failure only warns: the post step removes the whole temporary folder again. */
async function removeKeyFolder(dir: string): Promise<void> {
  try {
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    core.warning(`Could not remove the deploy key's folder ${dir}: ${errorMessage(error)}`);
  }
}
