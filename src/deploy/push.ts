// Our own push of the built site: publish it to the target's branch, and say what happened.
import * as core from '@actions/core';
import { commitMessage } from '../git/message.js';
import { publish } from '../git/publish.js';
import type { Connection } from '../connection.js';
import type { RemoteState } from '../git/remote.js';
import { pageUrl } from '../git/target.js';
import { refuseLeaks, type LeakContext } from '../leaks.js';
import type { Outcome, Timings } from '../report.js';
import type { Settings } from '../settings.js';

export interface PushInput {
  publishDir: string;
  /** A fresh folder for the temporary repository. */
  workDir: string;
  /** What the target check found: the branch, and its tip. */
  found: RemoteState;
  /** How long install and build took (the publish time is measured here). */
  timings: Timings;
  leaks: LeakContext;
}

/** Publishes (see git/publish.ts) with the credentials open, and returns the outcome to report. */
export async function pushSite(connection: Connection, settings: Settings, input: PushInput): Promise<Outcome> {
  const { branch, tip } = input.found;
  const started = Date.now();
  const message = commitMessage(settings.commitMessage, {
    fullSha: settings.source.sha,
    repository: settings.source.repository,
    ref: settings.source.refName,
    branch,
  });
  const result = await core.group('Publishing', () =>
    connection.use((remote) =>
      publish({
        remote,
        workDir: input.workDir,
        publishDir: input.publishDir,
        branch,
        knownTip: tip,
        settings,
        identity: { name: settings.userName, email: settings.userEmail },
        message,
        secrets: input.leaks.secrets,
        refuseLeaks: (files) => refuseLeaks(files, input.leaks),
      }),
    ),
  );
  const { target } = connection;
  const page = pageUrl(target, result.cname);
  if (result.pushed)
    core.info(`Deployed ${result.commit} to ${target.url} (${branch}).${page ? ` Page: ${page}` : ''}`);
  return {
    kind: 'push',
    repository: target.url,
    branch,
    commit: result.commit,
    pushed: result.pushed,
    changes: result.changes,
    pageUrl: page,
    dryRun: settings.dryRun,
    timings: { ...input.timings, publishMs: Date.now() - started },
  };
}
