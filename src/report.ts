// Tells the workflow what happened: the step's outputs and the job summary.
import * as core from '@actions/core';
import type { Changes } from './git/publish.js';

export interface Timings {
  installMs: number;
  buildMs: number;
  publishMs: number;
}

export interface Outcome {
  repository: string;
  branch: string;
  commit: string;
  pushed: boolean;
  changes: Changes | undefined;
  pageUrl: string;
  dryRun: boolean;
  /** Set when the user's deploy command pushed instead of us. */
  deployCommand: string;
  timings: Timings;
}

export async function report(outcome: Outcome): Promise<void> {
  const changed = outcome.changes ? outcome.changes.added + outcome.changes.modified + outcome.changes.deleted : 0;
  core.setOutput('commit', outcome.commit);
  core.setOutput('pushed', String(outcome.pushed));
  core.setOutput('changed-files', String(changed));
  core.setOutput('repository', outcome.repository);
  core.setOutput('branch', outcome.branch);
  core.setOutput('page-url', outcome.pageUrl);

  const status = outcome.deployCommand
    ? `deployed by <code>${escapeHtml(outcome.deployCommand)}</code>`
    : outcome.dryRun
      ? 'dry run: committed locally, not pushed'
      : outcome.pushed
        ? 'pushed'
        : 'unchanged: nothing to push';
  const rows: [string, string][] = [
    ['Result', status],
    ['Target', escapeHtml(outcome.repository)],
    ['Branch', escapeHtml(outcome.branch)],
  ];
  if (outcome.commit) rows.push(['Commit', `<code>${outcome.commit}</code>`]);
  if (outcome.changes) {
    const { added, modified, deleted } = outcome.changes;
    rows.push(['Files', `${added} added, ${modified} changed, ${deleted} removed`]);
  }
  if (outcome.pageUrl)
    rows.push(['Page', `<a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`]);
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  rows.push(['Install', seconds(outcome.timings.installMs)]);
  rows.push(['Build', seconds(outcome.timings.buildMs)]);
  rows.push(['Publish', seconds(outcome.timings.publishMs)]);

  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary
    .addHeading('pages-push', 3)
    .addTable([
      [
        { data: 'What', header: true },
        { data: 'Value', header: true },
      ],
      ...rows,
    ])
    .write();
}

/** The summary is HTML: user-given text must not become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
