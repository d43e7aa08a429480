// The job summary's and the `targets` output's text: each target's outcome in words and as JSON, and the summary
// table itself, redacted (its HTML pieces, escaped and linked, are in summary-links.ts).
import * as core from '../shared/runner.js';
import { redactText } from '../secrets/redact.js';

/** What became of one target, in the `targets` output. */
export type TargetOutcome = 'pushed' | 'unchanged' | 'dry-run' | 'failed' | 'not-tried';

/** A target as the `targets` output lists it. */
interface ListedTarget {
  repository: string;
  branch: string;
  commit: string;
  pushed: boolean;
  pageUrl: string;
  outcome: TargetOutcome;
}

export function describeOutcome(outcome: TargetOutcome): string {
  const words: Record<TargetOutcome, string> = {
    pushed: 'pushed',
    unchanged: 'unchanged: nothing to push',
    'dry-run': 'dry run: not pushed',
    failed: 'failed: the branch is as it was',
    'not-tried': 'not tried: the branch is as it was',
  };
  return words[outcome];
}

/** The `targets` output: each target, what it got, and what became of it. */
export function targetsJson(targets: readonly ListedTarget[]): string {
  return JSON.stringify(
    targets.map((item) => ({
      repository: item.repository,
      branch: item.branch,
      commit: item.commit,
      pushed: item.pushed,
      'page-url': item.pageUrl,
      outcome: item.outcome,
    })),
  );
}

export function writeSummary(rows: readonly [string, string][], secrets: readonly string[]): void {
  const redacted = rows.map(([what, value]): [string, string] => [what, redactText(value, secrets)]);
  core.appendSummaryTable('pages-push', ['What', 'Value'], redacted);
}
