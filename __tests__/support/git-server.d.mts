// Types of git-server.mjs, for the TypeScript tests.
export declare const VALID_TOKEN: string;
export declare const TOKEN_USER: string;
export declare function git(
  args: string[],
  options?: { cwd?: string; env?: Record<string, string>; encoding?: BufferEncoding },
): Promise<string>;
export declare function freePort(): Promise<number>;
export declare function serverTag(kind: string): string;
export declare function isolatedGitEnv(extra?: Record<string, string>): Record<string, string>;

export interface CommitInfo {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  committerName: string;
  committerEmail: string;
  message: string;
}

export declare class GitServer {
  readonly root: string;
  readonly repos: string;
  port: number;
  readonly token: string;
  static start(options?: { token?: string }): Promise<GitServer>;
  get url(): string;
  get localUrl(): string;
  readonly front: import('./tls-front.mjs').TlsFront | undefined;
  playAs(url: string, front: import('./tls-front.mjs').TlsFront): void;
  stop(): Promise<void>;
  gitDir(repo: string): string;
  repoUrl(repo: string): string;
  createRepo(
    repo: string,
    options?: { defaultBranch?: string; readOnly?: boolean; filters?: boolean; maxInputSize?: string },
  ): Promise<string>;
  commit(
    repo: string,
    branch: string,
    files: Record<string, string>,
    options?: { message?: string; keepExisting?: boolean },
  ): Promise<string>;
  tip(repo: string, branch: string): Promise<string>;
  files(repo: string, ref: string): Promise<Record<string, string>>;
  paths(repo: string, ref: string): Promise<string[]>;
  log(repo: string, branch: string): Promise<CommitInfo[]>;
  refs(repo: string): Promise<Record<string, string>>;
  fsck(repo: string): Promise<void>;
  holdsAny(repo: string, needles: string[]): Promise<boolean>;
}
