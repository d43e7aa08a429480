// The target as our git reaches it: a Remote whose credentials are open only around the work given to `use`.
import type { CredentialOwner, GitAuth } from './credentials.js';
import { Git, gitEnvironment, isolatedGitEnvironment } from './git/git.js';
import { Remote } from './git/remote.js';
import { throwIfCancelled } from './processes.js';
import type { Target } from './git/target.js';

export interface ConnectionOptions {
  /** The environment git starts from (the runner's). */
  baseEnv: NodeJS.ProcessEnv;
  /** Where git runs (the temporary folder). */
  cwd: string;
  /** The time limit of each command that talks to the server. */
  networkTimeoutMs: number;
}

export class Connection {
  /** git with no credentials at all, for commands that talk to no server. */
  readonly local: Git;

  constructor(
    private readonly credentials: CredentialOwner,
    readonly target: Target,
    private readonly options: ConnectionOptions,
  ) {
    this.local = this.git({ config: [], env: {} });
  }

  /**
   * Runs `work` with the credentials open: it gets the Remote (our git, isolated from any config a user command
   * could have written), and the environment for a command of the user's that pushes (the deploy command), which
   * has the credentials but reads the user's git config as usual. They are closed when it ends, whatever happens.
   */
  async use<T>(work: (remote: Remote, commandEnv: Record<string, string>) => Promise<T>): Promise<T> {
    throwIfCancelled();
    return this.credentials.use(this.target, (auth) => {
      const remote = new Remote(this.git(auth), this.target, this.credentials.keyFingerprint);
      return work(remote, gitEnvironment(this.options.baseEnv, auth.config, auth.env));
    });
  }

  private git(auth: GitAuth): Git {
    const allowHttp = this.target.protocol === 'http';
    const env = { ...isolatedGitEnvironment(this.options.baseEnv, auth.config, { allowHttp }), ...auth.env };
    return new Git(env, this.options.cwd, this.options.networkTimeoutMs);
  }
}
