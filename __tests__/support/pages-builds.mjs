// GitHub Pages' side of a branch push, for the REST stand-in (github-api.mjs): each new tip of the branch Pages
// serves gets a build, as GitHub queues one on a push, which goes queued → building → built (or errored, with the
// message a test sets) one step per look at it (GET …/pages/builds/latest); and the custom domain's health check
// (GET …/pages/health) a test sets. The answers follow GitHub's description (the stand-in checks each one).

export class PagesBuilds {
  constructor(apiUrl) {
    this.apiUrl = apiUrl;
    /** `owner/name` → its builds, oldest first. */
    this.builds = new Map();
    /** `owner/name` → how its next builds end: `{ error, steps }`. */
    this.outcomes = new Map();
    /** `owner/name` → the health check's answer: `[status, body]`. */
    this.health = new Map();
  }

  /** How the builds of `repo` end from now on: `error` (a message) makes them errored; `steps` looks to get there. */
  setOutcome(repo, { error = null, steps = 2 } = {}) {
    this.outcomes.set(repo, { error, steps });
  }

  /** The answer of the health check of `repo`: its domain's fields (GitHub's), or `pending` for a 202. */
  setHealth(repo, domain) {
    this.health.set(repo, domain === 'pending' ? [202, {}] : [200, { domain }]);
  }

  /** Builds of `repo`, oldest first: `{ commit, status, looks }`. */
  buildsOf(repo) {
    return this.builds.get(repo) ?? [];
  }

  /** The latest build of `repo`, after the branch's tip `tip` got one; a Refusal-like [404] before any. */
  latest(repo, tip) {
    const builds = this.builds.get(repo) ?? [];
    this.builds.set(repo, builds);
    if (tip && builds.at(-1)?.commit !== tip) {
      const { error, steps } = this.outcomes.get(repo) ?? { error: null, steps: 2 };
      builds.push({ commit: tip, created: new Date().toISOString(), looks: 0, steps, error, status: 'queued' });
    }
    const build = builds.at(-1);
    if (!build) return [404, undefined];
    build.looks += 1;
    build.status =
      build.looks > build.steps ? (build.error ? 'errored' : 'built') : build.looks > 1 ? 'building' : 'queued';
    const done = build.status === 'built' || build.status === 'errored';
    return [
      200,
      {
        url: `${this.apiUrl}/repos/${repo}/pages/builds/${builds.length}`,
        status: build.status,
        error: { message: build.status === 'errored' ? build.error : null },
        pusher: null,
        commit: build.commit,
        duration: done ? 1234 : 0,
        created_at: build.created,
        updated_at: new Date().toISOString(),
      },
    ];
  }

  /** The health check's answer for `repo`: 404 when the test set none (no custom domain). */
  healthOf(repo) {
    return this.health.get(repo) ?? [404, undefined];
  }
}
