// The target as our git reaches it: a Remote whose credentials are open only around the work given to `use`.
import type { CredentialOwner, GitAuth } from './credentials.js';
import { Git, gitEnvironment } from './git/git.js';
import { Remote } from './git/remote.js';
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
    this.local = new Git(this.environment({ config: [], env: {} }), options.cwd, options.networkTimeoutMs);
  }

  /**
   * Runs `work` with the credentials open: it gets the Remote, and git's environment for a command of the user's
   * that pushes (the deploy command). They are closed when it ends, whatever happens.
   */
  async use<T>(work: (remote: Remote, env: Record<string, string>) => Promise<T>): Promise<T> {
    return this.credentials.use(this.target, (auth) => {
      const env = this.environment(auth);
      const git = new Git(env, this.options.cwd, this.options.networkTimeoutMs);
      return work(new Remote(git, this.target, this.credentials.keyFingerprint), env);
    });
  }

  private environment(auth: GitAuth): Record<string, string> {
    return gitEnvironment(this.options.baseEnv, auth.config, auth.env);
  }
}
