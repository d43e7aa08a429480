// The Pages deployments of the GitHub API stand-in (github-api.mjs, which checks every request and answer against
// GitHub's OpenAPI description), and the runner's OIDC token service they verify: a deployment is made only with a
// token this service issued to the same repository, as GitHub verifies the token's signature and claims.
import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import { Refusal } from './github-api.mjs';

/** Statuses a deployment ends with: no later status follows, and it no longer blocks a new deployment. */
const FINAL = new Set([
  'succeed',
  'deployment_failed',
  'deployment_content_failed',
  'deployment_cancelled',
  'deployment_lost',
]);

/**
 * What a deployment goes through when a test says nothing else: waiting its turn (GitHub's description has no
 * status of its own for a queued deployment: `deployment_in_progress` until its files move), its files synced,
 * Pages updated, then live.
 */
export const LIVE = ['deployment_in_progress', 'syncing_files', 'updating_pages', 'succeed'];

/** The runner's OIDC token service: GET <url> with the job's request token as the bearer answers `{"value": jwt}`. */
export class OidcService {
  constructor() {
    this.requestToken = `oidc-request-${randomBytes(12).toString('hex')}`;
    /** Token → its claims (the repository it was issued to). */
    this.issued = new Map();
    /** Every request: its bearer's first characters, the audience, the status answered. */
    this.requests = [];
    /** The repository the next tokens are issued to (the job's `GITHUB_REPOSITORY`). */
    this.repository = 'octo/blog';
    this.server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://oidc');
      const bearer = /^bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const record = { bearer: bearer.slice(0, 12), audience: url.searchParams.get('audience'), status: 0 };
      this.requests.push(record);
      const send = (status, body) => {
        record.status = status;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'GET' || url.pathname !== '/token') return send(404, { message: 'Not Found' });
      if (bearer !== this.requestToken) return send(401, { message: 'Unauthorized' });
      const claims = {
        repository: this.repository,
        aud: url.searchParams.get('audience') ?? 'https://github.com/octo',
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const token = `eyJhbGciOiJSUzI1NiJ9.${payload}.${randomBytes(24).toString('base64url')}`;
      this.issued.set(token, claims);
      send(200, { count: 1, value: token });
    });
  }

  static async start() {
    const service = new OidcService();
    await new Promise((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  /** The variables the runner sets for a job with `id-token: write`. */
  get env() {
    const { port } = this.server.address();
    return {
      ACTIONS_ID_TOKEN_REQUEST_URL: `http://127.0.0.1:${port}/token?api-version=2.0`,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: this.requestToken,
    };
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * The three calls of a Pages deployment (create, status, cancel) for the API stand-in; plugged in with
 * `api.use(new PagesDeployments(oidc))`. Each status read moves a deployment one step along its script.
 */
export class PagesDeployments {
  constructor(oidc) {
    this.oidc = oidc;
    /** What each operation needs, as github-api.mjs's NEEDS. */
    this.needs = {
      'repos/create-pages-deployment': ['pages', 'write'],
      'repos/get-pages-deployment': ['pages', 'read'],
      'repos/cancel-pages-deployment': ['pages', 'write'],
    };
    /** Every deployment made, by id: its repository, request, script and where it is in it. */
    this.made = new Map();
    /** `owner/name` → the statuses its next deployment goes through (LIVE unless told). */
    this.scripts = new Map();
    /** Which artifact ids exist, when the test says (see `artifacts`); any id is taken without it. */
    this.artifactExists = undefined;
    this.nextId = 7000;
    /** `owner/name operation` → the failures its next calls are answered with, `[status, message]`, in order. */
    this.failures = new Map();
    /** `owner/name` → the artifact id its site is served from: the last deployment's that reached `succeed`. */
    this.served = new Map();
  }

  /** The next calls of `operation` for `repo` are answered with `failures` (`[status, message]`), one each. */
  failNext(repo, operation, failures) {
    this.failures.set(`${repo} ${operation}`, [...failures]);
  }

  /** The statuses each of the next deployments of `repo` goes through, one script a deployment, in order. */
  scriptEach(repo, scripts) {
    this.queued = this.queued ?? new Map();
    this.queued.set(repo, [...scripts]);
  }

  /** The statuses the next deployment of `repo` goes through; one that does not end stays at its last. */
  script(repo, statuses) {
    this.scripts.set(repo, statuses);
  }

  /** A deployment of `repo` made elsewhere (an earlier run's), in progress until `finish()` is called. */
  inProgress(repo) {
    const id = (this.nextId += 1);
    const made = { repo, script: ['deployment_in_progress'], at: 0, external: true, seen: [] };
    this.made.set(id, made);
    return {
      id,
      finish: () => {
        made.script = ['succeed'];
        made.at = 0;
      },
    };
  }

  /** The deployments made of `repo`, oldest first (their request: artifact id and build version; their status). */
  deploymentsOf(repo) {
    return [...this.made.entries()]
      .filter(([, made]) => made.repo === repo && !made.external)
      .map(([id, made]) => ({ id, ...made.request, status: made.script[made.at], statuses: made.seen }));
  }

  answers(operation) {
    return operation in this.needs;
  }

  operate(operation, { repo, params, body, apiUrl, pages }) {
    const failure = this.failures.get(`${repo} ${operation}`)?.shift();
    if (failure) throw new Refusal(...failure);
    switch (operation) {
      case 'repos/create-pages-deployment':
        return this.create(repo, body, apiUrl, pages);
      case 'repos/get-pages-deployment': {
        const made = this.find(repo, params.pages_deployment_id);
        const status = made.script[made.at];
        made.seen.push(status);
        if (!FINAL.has(status) && made.at < made.script.length - 1) made.at += 1;
        // Served once: the deployment that reaches `succeed` puts its artifact live.
        if (made.script[made.at] === 'succeed' && !made.live && made.request) {
          made.live = true;
          this.served.set(repo, made.request.artifactId);
        }
        return [200, { status }];
      }
      case 'repos/cancel-pages-deployment': {
        const made = this.find(repo, params.pages_deployment_id);
        made.script = [...made.script.slice(0, made.at + 1), 'deployment_cancelled'];
        made.at = made.script.length - 1;
        made.cancelled = true;
        return [204, undefined];
      }
      default:
        throw new Error(`not a Pages deployment call: ${operation}`);
    }
  }

  create(repo, body, apiUrl, pages) {
    if (!pages || pages.build_type !== 'workflow') throw new Refusal(404, 'Not Found');
    const claims = this.oidc.issued.get(body.oidc_token);
    if (!claims || claims.repository !== repo) {
      throw new Refusal(400, 'Failed to verify the OIDC token: it was not issued to this repository by GitHub.');
    }
    if (!body.artifact_id || (this.artifactExists && !this.artifactExists(body.artifact_id))) {
      throw new Refusal(404, 'Not Found');
    }
    // GitHub keys a deployment by its build version (its id is that commit, which the status may be read by): a
    // version deployed before is that deployment again, whatever its end, and serves nothing new.
    const same = [...this.made.entries()].find(
      ([, made]) => made.repo === repo && made.request?.buildVersion === body.pages_build_version,
    );
    if (same) {
      return [
        200,
        { id: same[0], status_url: `${apiUrl}/repos/${repo}/pages/deployments/${same[0]}`, page_url: pages.html_url },
      ];
    }
    const busy = [...this.made.entries()].find(([, made]) => made.repo === repo && !FINAL.has(made.script[made.at]));
    if (busy) {
      throw new Refusal(
        400,
        `Deployment request failed for ${body.pages_build_version} due to in progress deployment. Please cancel ` +
          `${busy[0]} first or wait for it to complete.`,
      );
    }
    const id = (this.nextId += 1);
    const script = this.queued?.get(repo)?.shift() ?? this.scripts.get(repo) ?? LIVE;
    const request = { artifactId: body.artifact_id, buildVersion: body.pages_build_version };
    this.made.set(id, { repo, request, script: [...script], at: 0, seen: [] });
    return [200, { id, status_url: `${apiUrl}/repos/${repo}/pages/deployments/${id}`, page_url: pages.html_url }];
  }

  find(repo, id) {
    const byVersion = [...this.made.values()].find((each) => each.repo === repo && each.request?.buildVersion === id);
    const made = /^\d+$/.test(id) ? this.made.get(Number(id)) : byVersion;
    if (!made || made.repo !== repo) throw new Refusal(404, 'Not Found');
    made.seen ??= [];
    return made;
  }
}
