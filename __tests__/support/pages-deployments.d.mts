// Types of pages-deployments.mjs, for the TypeScript tests.
export declare const LIVE: string[];

export declare class OidcService {
  readonly requestToken: string;
  readonly issued: Map<string, { repository: string; aud: string }>;
  readonly requests: { bearer: string; audience: string | null; status: number }[];
  repository: string;
  static start(): Promise<OidcService>;
  get env(): { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string };
  stop(): Promise<void>;
}

export interface MadeDeployment {
  id: number;
  artifactId: number;
  buildVersion: string;
  status: string;
  statuses: string[];
}

export declare class PagesDeployments {
  constructor(oidc: OidcService);
  artifactExists: ((id: number) => boolean) | undefined;
  script(repo: string, statuses: string[]): void;
  /** The statuses each of the next deployments of `repo` goes through, one script a deployment, in order. */
  scriptEach(repo: string, scripts: string[][]): void;
  /** The next calls of `operation` for `repo` are answered with these failures (`[status, message]`), one each. */
  failNext(repo: string, operation: string, failures: [number, string][]): void;
  /** `owner/name` → the artifact id its site is served from (the last deployment that reached `succeed`). */
  readonly served: Map<string, number>;
  inProgress(repo: string): { id: number; finish(): void };
  deploymentsOf(repo: string): MadeDeployment[];
}
