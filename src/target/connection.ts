// The target as our git reaches it: a Remote whose credentials are open only around the work given to `use`.
import * as core from '../shared/runner.js';
import type { GitAuth } from '../credentials/git-auth.js';
import type { CredentialOwner } from '../credentials/owner.js';
import { inheritedEnvironment } from '../hardening/environment.js';
import { Git, gitEnvironment, type ConfigEntry } from '../git/git.js';
import { isolatedGitEnvironment } from '../git/isolation.js';
import { Remote } from '../git/remote.js';
import { stopLeftovers, throwIfCancelled } from '../processes/processes.js';
import type { Destination } from '../git/destination.js';
import type { Target } from '../git/target.js';

export interface ConnectionOptions {
  /** The environment git starts from (the runner's). */
  baseEnv: NodeJS.ProcessEnv;
  /** Where git runs (the temporary folder). */
  cwd: string;
  /** How long a command that talks to the server may go without progress before it is stopped. */
  stallMs: number;
  /** The job's cancel (see index.ts): no credential is opened after it. */
  signal: AbortSignal;
}

export class Connection {
  /**
   * The connection to one destination: its own token from the site config (`repo.token`) goes to the owner, which
   * resolves and masks it, and the credentials are checked before any network traffic (a missing one fails here).
   */
  static to(credentials: CredentialOwner, destination: Destination, options: ConnectionOptions): Connection {
    const configToken = destination.deploy?.token ?? '';
    // Only what the workflow gave the step: never the action's own inputs (the token, the deploy key) or state.
    credentials.addTargetToken(destination.target, configToken, inheritedEnvironment(options.baseEnv));
    const tokenSource = configToken.startsWith('$') ? `repo.token (${configToken})` : 'repo.token';
    core.info(`${destination.target.url} gets ${credentials.describe(destination.target, tokenSource)}.`);
    credentials.check(destination.target);
    return new Connection(credentials, destination.target, options);
  }

  /** git with no credentials at all, for commands that talk to no server. */
  readonly local: Git;
  /** The step's temporary folder, where git runs. */
  readonly workDir: string;

  constructor(
    private readonly credentials: CredentialOwner,
    readonly target: Target,
    private readonly options: ConnectionOptions,
  ) {
    this.local = this.git({ config: [], env: {} });
    this.workDir = options.cwd;
  }

  /**
   * Runs `work` with the credentials open: it gets the Remote (our git, isolated from any config a user command
   * could have written), and the environment for a command of the user's that pushes (the deploy command), which
   * has the credentials but reads the user's git config as usual. They are closed when it ends, whatever happens.
   */
  async use<T>(work: (remote: Remote, commandEnv: Record<string, string>) => Promise<T>): Promise<T> {
    throwIfCancelled(this.options.signal);
    // Whatever of a user command outlived it in its session is killed once more, before a credential exists.
    stopLeftovers();
    return this.credentials.use(this.target, (auth) => {
      const remote = new Remote(this.git(auth), this.target, this.credentials.keyFingerprint);
      // No hook, fsmonitor command or program-running transport in the deploy command's git either: the build
      // could have planted one in a repository's config (entries from the environment win over config files).
      const noHooks: ConfigEntry[] = [
        ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
        ['core.fsmonitor', 'false'],
        ['protocol.ext.allow', 'never'],
      ];
      return work(remote, gitEnvironment(this.options.baseEnv, [...auth.config, ...noHooks], auth.env));
    });
  }

  private git(auth: GitAuth): Git {
    const allowHttp = this.target.protocol === 'http';
    const env = {
      ...isolatedGitEnvironment(this.options.baseEnv, auth.config, { allowHttp, stallMs: this.options.stallMs }),
      ...auth.env,
    };
    return new Git(env, this.options.cwd);
  }
}
