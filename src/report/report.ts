// Tells the workflow what happened: the step's outputs and the job summary.
import * as core from '../shared/runner.js';
import type { Changes } from '../branch/publish.js';
import type { SecretForms } from '../credentials/owner.js';
import { describeOutcome, targetsJson, writeSummary, type TargetOutcome } from './report-text.js';
import { mark } from '../shared/timings.js';
import type { Described } from '../site/steps.js';
import { escapeHtml, linked, problemsCell, repositoryPage, runPage } from './summary-links.js';

export interface Timings {
  installMs: number;
  buildMs: number;
  publishMs: number;
}

interface Deployed {
  /** The target's URL (never with credentials) and branch. */
  repository: string;
  branch: string;
  pageUrl: string;
  timings: Timings;
}

/** What one target got. */
export interface TargetReport {
  repository: string;
  branch: string;
  commit: string;
  pushed: boolean;
  pageUrl: string;
  /** The tag pushed with the commit, if any. */
  tag?: string;
  /** Only a dry run's commit is made and not pushed. */
  dryRun?: boolean;
  /** What the push changed on the branch, once done. */
  changes?: Changes;
}

export type Outcome =
  /**
   * Our own push: a commit pushed, a commit made but not pushed (dry run), or none (nothing changed); `more` for
   * the site config's further git targets.
   */
  | (Deployed & {
      kind: 'push';
      commit: string;
      pushed: boolean;
      changes: Changes;
      dryRun: boolean;
      /** The tag pushed with the commit (the `tag` input), if any. */
      tag?: string;
      /** A pull request's preview: deployed (`pageUrl` is its address), or removed when the pull request closed. */
      preview?: { number: number; closed: boolean };
      more?: (TargetReport & { changes: Changes })[];
    })
  /**
   * The user's deploy command pushed. What it made is known when it was hexo deploy (the commit .deploy_git ended
   * on); of any other command, only that it succeeded.
   */
  | (Deployed & { kind: 'command'; command: string; made?: { commit: string; pushed: boolean; changes: Changes } })
  /**
   * The Pages "GitHub Actions" source: the site packed into an artifact (its bytes and files) and deployed through
   * the Pages API; live when reported.
   */
  | (Deployed & { kind: 'pages'; deploymentId: string; artifact: { bytes: number; files: number }; dryRun: boolean })
  /** A build job's site, uploaded as an artifact for a deploy job (`mode: build`); `id` empty for a dry run. */
  | (Deployed & {
      kind: 'artifact';
      artifact: { name: string; id: string; bytes: number; files: number };
      dryRun: boolean;
    })
  /** Nothing to do: the run was started by the deploy's own push (see target/check.ts). */
  | (Deployed & { kind: 'skipped'; reason: string });

/** The outcome of a run with nothing to do. */
export function skipped(repository: string, branch: string, reason: string): Outcome {
  return {
    kind: 'skipped',
    reason,
    repository,
    branch,
    pageUrl: '',
    timings: { installMs: 0, buildMs: 0, publishMs: 0 },
  };
}

/** What the outputs and the summary say, whatever kind of deploy ran. */
function facts(outcome: Outcome): { commit: string; pushed: boolean; changes?: Changes; status: string } {
  if (outcome.kind === 'skipped')
    return { commit: '', pushed: false, status: `skipped: ${escapeHtml(outcome.reason)}` };
  if (outcome.kind === 'pages') {
    const status = outcome.dryRun
      ? 'dry run: packed, not uploaded or deployed'
      : 'deployed through the Pages &quot;GitHub Actions&quot; source: live';
    return { commit: '', pushed: !outcome.dryRun, status };
  }
  if (outcome.kind === 'artifact') {
    const how = outcome.dryRun ? 'dry run: packed, not uploaded' : 'built and uploaded for a deploy job';
    return {
      commit: '',
      pushed: false,
      status: `${how}: the artifact &quot;${escapeHtml(outcome.artifact.name)}&quot;`,
    };
  }
  if (outcome.kind === 'command') {
    const status = `deployed by <code>${escapeHtml(outcome.command)}</code>`;
    return outcome.made ? { ...outcome.made, status } : { commit: '', pushed: true, status };
  }
  const status = outcome.dryRun
    ? 'dry run: committed locally, not pushed'
    : outcome.pushed
      ? 'pushed'
      : 'unchanged: nothing to push';
  return { commit: outcome.commit, pushed: outcome.pushed, changes: outcome.changes, status };
}

/**
 * Where a run is, and what it knows: for the outputs and the summary when it fails. Recorded by step/main.ts alone,
 * from what each stage returns or tells it as it goes (and each target's report as it is finished).
 */
export class Progress {
  /** What the run is doing (what failed, if it fails). */
  stage = 'reading the inputs';
  readonly done: string[] = [];
  repository = '';
  branch = '';
  /** The site's problems found so far (see site/problems.ts). */
  problems: readonly string[] = [];
  /** What the site stage runs, as the log said it (see site/steps.ts). */
  ran?: Described;
  /** Who holds the credentials: every form of them is kept out of the summary, which the runner does not mask. */
  credentials: SecretForms = { secretForms: () => [] };
  get secrets(): readonly string[] {
    return this.credentials.secretForms();
  }
  /** Every target of the deploy, once checked, in the order they are pushed. */
  targets: readonly { repository: string; branch: string }[] = [];
  /** What each target done so far got: a failure on a later one leaves these as they are. */
  readonly finished: TargetReport[] = [];

  /** Marks the current stage done and starts the next. */
  next(stage: string, done?: string): void {
    if (done) {
      this.done.push(done);
      mark(done);
    }
    this.stage = stage;
  }
}

/**
 * The outputs and summary of a failed run: what failed, the message, how far it got, and, target by target, what
 * was pushed before the failure (a deploy to several targets may have moved some branches).
 */
export function reportFailure(progress: Progress, message: string): void {
  const { finished } = progress;
  const moved = finished.filter((item) => item.pushed && !item.dryRun);
  core.setOutput('pushed', String(moved.length > 0));
  core.setOutput('commit', moved[0]?.commit ?? '');
  core.setOutput('tag', moved.find((item) => item.tag)?.tag ?? '');
  // As for `commit`: the first target that moved, also when a later one failed.
  const changes = moved[0]?.changes;
  core.setOutput('changed-files', String(changes ? changes.added + changes.modified + changes.deleted : 0));
  core.setOutput('site-problems', String(progress.problems.length));
  core.setOutput('repository', progress.repository);
  core.setOutput('branch', progress.branch);
  const targets = progress.targets.map((target, index): TargetReport & { outcome: TargetOutcome } => {
    const done = finished[index];
    if (done) return { ...done, outcome: outcomeOf(done) };
    const outcome = index === finished.length ? 'failed' : 'not-tried';
    return { ...target, commit: '', pushed: false, pageUrl: '', outcome };
  });
  core.setOutput('targets', targetsJson(targets));
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const rows: [string, string][] = [
    ['Result', `failed while ${escapeHtml(progress.stage)}`],
    ['Error', escapeHtml(message).replace(/\n/g, '<br>')],
  ];
  if (progress.repository) rows.push(['Target', escapeHtml(progress.repository)]);
  if (progress.branch) rows.push(['Branch', escapeHtml(progress.branch)]);
  rows.push(['Done', progress.done.length > 0 ? escapeHtml(progress.done.join(', ')) : 'nothing yet']);
  if (targets.length > 1 && finished.length > 0) {
    const line = (target: (typeof targets)[number]): string =>
      `${escapeHtml(target.repository)} (${escapeHtml(target.branch)}): ${describeOutcome(target.outcome)}` +
      (target.outcome === 'pushed' ? ` <code>${target.commit}</code>` : '');
    rows.push(['Pushed', targets.map(line).join('<br>')]);
  } else rows.push(['Pushed', 'nothing: the target branch is as it was']);
  if (progress.ran) {
    rows.push(['Install', escapeHtml(progress.ran.install)]);
    rows.push(['Build', escapeHtml(progress.ran.build)]);
    rows.push(['Publish folder', escapeHtml(progress.ran.publish)]);
  }
  if (progress.problems.length > 0) rows.push(['Site problems', problemsCell(progress.problems)]);
  writeSummary(rows, progress.secrets);
}

export function report(
  outcome: Outcome,
  progress: Pick<Progress, 'problems' | 'ran' | 'secrets'> = { problems: [], secrets: [] },
): void {
  const { problems, ran } = progress;
  const { commit, pushed, changes, status } = facts(outcome);
  const changed = changes ? changes.added + changes.modified + changes.deleted : 0;
  core.setOutput('commit', commit);
  core.setOutput('pushed', String(pushed));
  core.setOutput('changed-files', String(changed));
  core.setOutput('site-problems', String(problems.length));
  core.setOutput('repository', outcome.repository);
  core.setOutput('branch', outcome.branch);
  core.setOutput('page-url', outcome.pageUrl);
  core.setOutput('tag', (outcome.kind === 'push' && outcome.tag) || '');
  const preview = outcome.kind === 'push' ? outcome.preview : undefined;
  core.setOutput('preview-url', preview && !preview.closed ? outcome.pageUrl : '');
  if (outcome.kind === 'pages' || outcome.kind === 'artifact') {
    core.setOutput(
      outcome.kind === 'pages' ? 'deployment-id' : 'artifact-id',
      outcome.kind === 'pages' ? outcome.deploymentId : outcome.artifact.id,
    );
    core.setOutput('artifact-size', String(outcome.artifact.bytes));
    core.setOutput('artifact-files', String(outcome.artifact.files));
  }
  const first: TargetReport = {
    repository: outcome.repository,
    branch: outcome.branch,
    commit,
    pushed,
    pageUrl: outcome.pageUrl,
  };
  const dryRun = outcome.kind === 'push' && outcome.dryRun;
  const every = [first, ...(outcome.kind === 'push' ? (outcome.more ?? []) : [])].map((item) => {
    const withRun = { ...item, dryRun };
    return { ...withRun, outcome: outcome.kind === 'skipped' ? ('unchanged' as const) : outcomeOf(withRun) };
  });
  core.setOutput('targets', targetsJson(every));

  if (!process.env.GITHUB_STEP_SUMMARY) return;
  // Links where the web address is known: the target on the workflow's own server.
  const web = repositoryPage(outcome.repository, process.env.GITHUB_SERVER_URL);
  const rows: [string, string][] = [
    ['Result', status],
    ['Target', linked(web, escapeHtml(outcome.repository))],
  ];
  if (outcome.kind !== 'pages' && outcome.kind !== 'artifact') rows.push(['Branch', escapeHtml(outcome.branch)]);
  else {
    if (outcome.kind === 'pages' && outcome.deploymentId) {
      const deployments = web && `${web}/deployments`;
      rows.push(['Deployment', linked(deployments, `<code>${escapeHtml(outcome.deploymentId)}</code>`)]);
    }
    rows.push(['Artifact', `${outcome.artifact.files} files, ${outcome.artifact.bytes} bytes`]);
  }
  if (commit) rows.push(['Commit', linked(web && `${web}/commit/${commit}`, `<code>${commit}</code>`)]);
  if (outcome.kind === 'push' && outcome.tag) rows.push(['Tag', `<code>${escapeHtml(outcome.tag)}</code>`]);
  if (preview) {
    rows.push([
      'Preview',
      preview.closed
        ? `pull request #${preview.number} closed: its preview is removed`
        : `pull request #${preview.number}: <a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`,
    ]);
  }
  if (changes) rows.push(['Files', `${changes.added} added, ${changes.modified} changed, ${changes.deleted} removed`]);
  if (outcome.pageUrl) {
    rows.push(['Page', `<a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`]);
  }
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  // What ran, as the log said it, and how long it took.
  const what = (text: string | undefined): string =>
    text && outcome.kind !== 'skipped' ? `${escapeHtml(text)}: ` : '';
  rows.push(['Install', `${what(ran?.install)}${seconds(outcome.timings.installMs)}`]);
  rows.push(['Build', `${what(ran?.build)}${seconds(outcome.timings.buildMs)}`]);
  if (ran && outcome.kind !== 'skipped') rows.push(['Publish folder', escapeHtml(ran.publish)]);
  rows.push(['Publish', seconds(outcome.timings.publishMs)]);
  rows.push(['Site problems', problemsCell(problems)]);
  const run = runPage(process.env);
  if (run) rows.push(['Run', linked(run, escapeHtml(run))]);
  writeSummary(rows, progress.secrets);
}

function outcomeOf(item: TargetReport): TargetOutcome {
  return item.dryRun && item.commit ? 'dry-run' : item.pushed ? 'pushed' : 'unchanged';
}
