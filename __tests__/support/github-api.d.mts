// Types of github-api.mjs, for the TypeScript tests.
export declare const BOT_TOKEN: string;
export declare const BOT_AUTHOR: { name: string; email: string };
export declare const WEB_FLOW: { name: string; email: string };

export interface TokenOptions {
  bot?: boolean;
  login?: string;
  permissions?: Partial<Record<'contents' | 'pages' | 'pull-requests' | 'actions', 'none' | 'read' | 'write'>>;
  denied?: 403 | 404;
}

export interface StoredComment {
  id: number;
  body: string;
  login: string;
  created: string;
  updated: string;
}

export interface ApiRequest {
  method: string;
  path: string;
  operation?: string;
  status: number;
  token: string;
}

export interface PagesBuild {
  commit: string;
  status: 'queued' | 'building' | 'built' | 'errored';
  looks: number;
}

export declare class PagesBuilds {
  setOutcome(repo: string, outcome?: { error?: string | null; steps?: number }): void;
  setHealth(repo: string, domain: Record<string, unknown> | 'pending'): void;
  buildsOf(repo: string): PagesBuild[];
  readonly health: Map<string, unknown>;
}

export declare class GitHubApi {
  readonly requests: ApiRequest[];
  readonly pagesBuilds: PagesBuilds;
  readonly violations: string[];
  static start(repos: {
    gitDir(repo: string): string;
    front?: import('./tls-front.mjs').TlsFront | undefined;
  }): Promise<GitHubApi>;
  get url(): string;
  get localUrl(): string;
  stop(): Promise<void>;
  addToken(token: string, options?: TokenOptions): void;
  /** Serves an extension's operations too (see pages-deployments.mjs). */
  use<T>(extension: T): T;
  setPages(
    repo: string,
    options?: {
      branch?: string;
      folder?: string;
      buildType?: 'legacy' | 'workflow';
      htmlUrl?: string;
      cname?: string | null;
    },
  ): void;
  commentsOf(repo: string, number: number): StoredComment[];
  /** Answers the list of pull request `number`'s comments with `link` as its `Link` header (a next page, say). */
  setCommentsLink(repo: string, number: number, link: string): void;
  addComment(repo: string, number: number, body: string, login?: string): void;
  protectBranch(repo: string, branch: string): Promise<void>;
  beforeNextUpdate(repo: string, move: () => Promise<unknown>): void;
  expectValid(): void;
}
