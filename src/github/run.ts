// What a run does through GitHub's API, in the few places step/main.ts calls it: the Pages settings read beside the
// target check (where the build's address comes from, the post-push check and `page-url`: one read for all), the
// signed deploy commit, the preview's comment. A run that needs none of them never loads the API client.
import { withHeartbeat } from '../shared/heartbeat.js';
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import type { Destination } from '../git/destination.js';
import { mayWritePreview, previewUrl } from '../inputs/preview.js';
import type { Outcome } from '../report/report.js';
import type { Settings } from '../inputs/settings.js';
import { apiUrlOf, connectApi, type GitHubClient } from './client.js';
import { apiLander } from './commit.js';
import type { Lander } from '../branch/landing.js';
import { notePreview } from './comment.js';
import { pagesAddress, readPages, warnUnserved, type PagesAddress, type PagesRead, type PagesSite } from './pages.js';
import { onWorkflowServer } from './server.js';
import { refuseUnsignable } from './signing.js';
import type { tokenKind } from '../credentials/git-auth.js';
import type { CommitSigning } from '../inputs/input-values.js';

type RunSettings = Pick<
  Settings,
  'history' | 'tag' | 'source' | 'networkTimeoutMs' | 'targetDir' | 'preview' | 'waitForPages' | 'deploymentTimeoutMs'
> & {
  commitSigning: CommitSigning;
};

/** The owner of the `token` input (credentials/owner.ts): who the token is, and a client that sends it to the API. */
export interface ApiCredentials {
  readonly hasDeployKey: boolean;
  tokenKind(): ReturnType<typeof tokenKind> | 'none';
  apiClient<T, Limits>(
    connect: (apiUrl: string, token: string, limits: Limits) => Promise<T>,
    apiUrl: string,
    limits: Limits,
  ): Promise<T> | undefined;
}

/** How long the report waits for the Pages answer once the deploy is done, at most. */
const PAGES_WAIT_MS = 3000;

/** What `wait-for-pages` runs (pages-build.ts, and the deployment's poll delay): a chunk only such a run loads. */
async function loadBuildFollower(): Promise<{
  follow: typeof import('./pages-build.js').followPagesBuild;
  health: typeof import('./pages-build.js').reportDomainHealth;
  delayMs: typeof import('./pages-deployment.js').pollDelay;
}> {
  const [build, deployment] = await Promise.all([import('./pages-build.js'), import('./pages-deployment.js')]);
  return { follow: build.followPagesBuild, health: build.reportDomainHealth, delayMs: deployment.pollDelay };
}

export class GitHubRun {
  private client?: Promise<GitHubClient>;
  private pages?: Promise<PagesRead>;
  private buildFollower?: Awaited<ReturnType<typeof loadBuildFollower>>;

  private constructor(
    private readonly settings: RunSettings,
    private readonly credentials: ApiCredentials,
    private readonly signal: AbortSignal,
    private readonly repo?: { owner: string; name: string },
    /** Why the Pages settings are not asked, when they are not (for the log of the build's address). */
    private readonly unasked = '',
  ) {}

  /**
   * Refuses now, before the build, a `commit-signing: github` GitHub would not sign (see signing.ts); the API is
   * used for the first target when it is on the workflow's GitHub and a token may go there. With `wait-for-pages`,
   * loads what follows the Pages build now: a chunk of dist/ is loaded before the site's install and build could
   * rewrite it (CONTRIBUTING.md, the layout of `src/`).
   */
  static async start(
    settings: RunSettings,
    destinations: readonly [Destination, ...Destination[]],
    credentials: ApiCredentials,
    signal: AbortSignal,
    early?: PagesRead,
    env = process.env,
  ): Promise<GitHubRun> {
    const kind = credentials.tokenKind();
    refuseUnsignable(settings, destinations, { hasDeployKey: credentials.hasDeployKey, kind });
    const [first] = destinations;
    const usable = kind !== 'none' && onWorkflowServer(first.target, settings.source.serverUrl);
    const repo = usable ? { owner: first.target.owner, name: first.target.name } : undefined;
    const unasked =
      kind === 'none'
        ? 'no token is given (the "token" input is empty)'
        : usable
          ? ''
          : `${first.target.url} is not on the workflow's GitHub (${settings.source.serverUrl}), whose API the token is for`;
    if (settings.waitForPages && !usable) {
      throw new Error(
        `Input "wait-for-pages" follows GitHub Pages' build through GitHub's API, which this run cannot ask: ${unasked}. ` +
          'Give a "token" that may read the Pages settings (`pages: read`), or remove "wait-for-pages".',
      );
    }
    const run = new GitHubRun(settings, credentials, signal, repo, unasked);
    if (usable) run.apiUrl = apiUrlOf(env);
    // The current repository's Pages, read before the plan (github/pages-source.ts): not asked again.
    const current = settings.source.repository.toLowerCase();
    if (early && repo && `${repo.owner}/${repo.name}`.toLowerCase() === current) run.pages = Promise.resolve(early);
    if (settings.waitForPages) run.buildFollower = await loadBuildFollower();
    return run;
  }

  private apiUrl = '';

  private connect(): Promise<GitHubClient> | undefined {
    if (!this.repo) return undefined;
    if (!this.client) {
      const limits = { timeoutMs: this.settings.networkTimeoutMs, signal: this.signal };
      this.client = this.credentials.apiClient(connectApi, this.apiUrl, limits);
      this.client?.catch(() => undefined); // its failure is taken where it is awaited
    }
    return this.client;
  }

  /**
   * Starts reading the Pages settings, while the target is checked (no time added to the run): once per run, for
   * the build's address (`pagesForBuild`), the check after the push and `page-url` (`afterPush`). Settles once the
   * client's code is loaded (or could not connect), which the site's commands wait for: they could rewrite dist/.
   */
  startPagesCheck(): Promise<unknown> {
    if (this.pages) return Promise.resolve();
    const client = this.connect();
    if (!client || !this.repo) return Promise.resolve();
    const { owner, name } = this.repo;
    this.pages = client.then(
      (connected) => readPages(connected, owner, name),
      (error: unknown) => {
        core.debug(`Pages check skipped: ${errorMessage(error)}`);
        return { unread: errorMessage(error) };
      },
    );
    return client.catch(() => undefined);
  }

  /**
   * Where Pages serves the first target, for the build's address, asked only when there is a build to give it to:
   * the read started beside the target check, waited for at most `network-timeout`. An answer later than that is
   * not taken by the rest of the run either (the build, the check after the push and `page-url` agree).
   */
  async pagesForBuild(): Promise<PagesAddress> {
    if (!this.pages || !this.repo) return { unread: this.unasked || 'the Pages settings were not asked' };
    const waitMs = this.settings.networkTimeoutMs;
    const read = await this.answerWithin(waitMs, `no answer within network-timeout (${Math.round(waitMs / 1000)} s)`);
    return pagesAddress(read, this.repo);
  }

  /**
   * What Pages said, once the deploy is done: the deploy never waits on it, and after it, at most `PAGES_WAIT_MS` more
   * (an API slower than that is skipped, in the debug log).
   */
  private async pagesAnswer(): Promise<PagesSite | undefined> {
    if (!this.pages) return undefined;
    const read = await this.answerWithin(PAGES_WAIT_MS, `no answer ${PAGES_WAIT_MS} ms after the deploy`);
    return 'site' in read ? read.site : undefined;
  }

  /** The read, or `late` when it takes longer than `ms`: then the run keeps that it did not answer. */
  private async answerWithin(ms: number, late: string): Promise<PagesRead> {
    const pages = this.pages ?? Promise.resolve({ unread: late });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<PagesRead>((resolve) => {
      timer = setTimeout(() => {
        core.debug(`Pages check skipped: ${late}.`);
        this.pages = Promise.resolve({ unread: late });
        resolve({ unread: late });
      }, ms);
    });
    try {
      return await Promise.race([pages, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Warns when Pages does not serve the branch and folder this deploy pushed. */
  private warnUnserved(site: PagesSite | undefined, branch: string): void {
    if (!site || !this.repo) return;
    const { targetDir, preview, source } = this.settings;
    // A preview is a folder of the branch the site is served from: the branch is what counts.
    const folder = preview ? '' : targetDir;
    warnUnserved(site, { ...this.repo, branch, targetDir: folder, serverUrl: source.serverUrl });
  }

  /** How the deploy commit lands with `commit-signing: github`; undefined for git's own push. */
  async lander(): Promise<Lander | undefined> {
    if (this.settings.commitSigning !== 'github') return undefined;
    const client = this.connect();
    if (!client || !this.repo) return undefined;
    return apiLander(await client, this.repo.owner, this.repo.name);
  }

  /**
   * With `wait-for-pages`: GitHub Pages' build of the pushed commit, followed until it is live (or the error it ended
   * with, thrown with the fix); and the custom domain's DNS health, said once when GitHub finds a problem with it.
   */
  private async followPagesBuild(site: PagesSite, outcome: Extract<Outcome, { kind: 'push' }>): Promise<void> {
    // Told after the push: a build of another commit made since is a later push's.
    const pushedAt = new Date();
    const client = await this.connect()?.catch(() => undefined);
    const follower = this.buildFollower;
    if (!client || !this.repo || !follower || !site.enabled || outcome.dryRun) return;
    const health = site.cname ? follower.health(client, this.repo) : undefined;
    const served = site.buildType !== 'workflow' && site.branch === outcome.branch;
    if (served && outcome.pushed) {
      const { owner, name } = this.repo;
      const timeoutMs = this.settings.deploymentTimeoutMs;
      core.info(`Waiting for GitHub Pages to build ${outcome.commit.slice(0, 12)} (at most ${timeoutMs / 1000} s)…`);
      const repo = this.repo;
      const followed = await withHeartbeat(`waiting for GitHub Pages to build ${outcome.commit.slice(0, 12)}`, () =>
        follower.follow(client, repo, outcome.commit, {
          timeoutMs,
          delayMs: follower.delayMs,
          signal: this.signal,
          pushedAt,
          settingsPage: `${this.settings.source.serverUrl}/${owner}/${name}/settings/pages`,
        }),
      );
      if (followed.kind === 'built') {
        core.info(
          `GitHub Pages built ${outcome.commit.slice(0, 12)} in ${followed.seconds} s: live at ${site.htmlUrl}`,
        );
      } else if (followed.kind === 'superseded') {
        core.info(`GitHub Pages is building a later push (${followed.commit.slice(0, 12)}), which replaces this one.`);
      } else {
        throw new Error(
          `GitHub Pages had not built ${outcome.commit.slice(0, 12)} after ${timeoutMs / 1000} s (input ` +
            `"deployment-timeout"; its build was "${followed.status}"). The push landed; the build may still finish: ` +
            'see the repository\'s Actions tab ("pages build and deployment"), or raise "deployment-timeout".',
        );
      }
    } else if (!outcome.pushed) {
      core.info('Nothing was pushed, so GitHub Pages has nothing new to build.');
    } else {
      core.warning(
        `wait-for-pages: GitHub Pages does not serve the branch "${outcome.branch}" of ${this.repo.owner}/` +
          `${this.repo.name}, so no build of it was waited for.`,
      );
    }
    await health;
  }

  /** After the push: `page-url` from what Pages said, and the preview's comment on its pull request. */
  async afterPush(outcome: Outcome): Promise<Outcome> {
    // The Pages "GitHub Actions" source: the deployment said where the site is live; no branch is served. A build
    // job's upload (`mode: build`) pushed nothing: the deploy job checks what Pages serve.
    if (outcome.kind === 'pages' || outcome.kind === 'artifact') return outcome;
    const site = await this.pagesAnswer();
    this.warnUnserved(site, outcome.branch);
    if (outcome.kind !== 'push') {
      if (this.settings.waitForPages) {
        core.warning(
          'Input "wait-for-pages" waits for the build of what pages-push pushed itself: a deploy command\'s push is not followed.',
        );
      }
      return outcome;
    }
    if (this.settings.waitForPages) {
      if (site) await this.followPagesBuild(site, outcome);
      else
        core.warning(
          'Input "wait-for-pages": the Pages settings could not be read (see the debug log), so no build was waited for.',
        );
    }
    const { preview } = this.settings;
    let updated = outcome;
    if (site?.enabled && site.htmlUrl) {
      const pageUrl = preview && !preview.closed ? previewUrl(site.htmlUrl, preview) : site.htmlUrl;
      updated = { ...outcome, pageUrl };
    }
    const client = this.connect()?.catch(() => undefined);
    const kind = this.credentials.tokenKind();
    if (preview && client && this.repo && kind !== 'none' && mayWritePreview(preview) && !outcome.dryRun) {
      const url = preview.closed
        ? previewUrl(site?.enabled ? site.htmlUrl : outcome.pageUrl, preview)
        : updated.pageUrl;
      const connected = await client;
      if (!connected) return updated;
      await notePreview(
        connected,
        {
          ...this.repo,
          number: preview.number,
          folder: preview.folder,
          closed: preview.closed,
          url,
          sourceSha: this.settings.source.sha,
          deployCommit: outcome.commit,
          branch: outcome.branch,
        },
        kind,
      );
    }
    return updated;
  }
}
