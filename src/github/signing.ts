// `commit-signing: github`: which runs can have GitHub make (and sign) the deploy commit, refused before the build
// when GitHub would not sign it, with what to use instead.
import type { Destination } from '../git/destination.js';
import type { Settings } from '../inputs/settings.js';
import { onWorkflowServer } from './server.js';
import type { tokenKind } from '../credentials/git-auth.js';
import type { CommitSigning } from '../inputs/input-values.js';

/** What to use for a signed deploy commit: said by every refusal of `commit-signing: github`. */
export const INSTEAD =
  'Use the workflow\'s token (leave "token" unset, with `permissions: contents: write`) or a GitHub App ' +
  'installation token (actions/create-github-app-token), or set `commit-signing: none`.';

/**
 * Refuses, before the build, a run whose deploy commit GitHub would not make or sign: a deploy key (git alone, no
 * API), a user's token (its API commits are the user's, unsigned), a target on another server, or a history
 * rewrite or tag (GitHub makes one commit on the tip, nothing else). A deploy the action does not push itself is
 * refused by step/plan.ts, where the mode is known.
 */
export function refuseUnsignable(
  settings: Pick<Settings, 'history' | 'tag' | 'source'> & { commitSigning: CommitSigning },
  destinations: readonly Destination[],
  token: { hasDeployKey: boolean; kind: ReturnType<typeof tokenKind> | 'none' },
): void {
  if (settings.commitSigning !== 'github') return;
  const refuse = (why: string): never => {
    throw new Error(`Input "commit-signing: github" ${why}`);
  };
  if (token.hasDeployKey) {
    refuse(
      'has GitHub make the deploy commit through its API, which a deploy key cannot call: remove "deploy-key". ' +
        INSTEAD,
    );
  }
  if (token.kind === 'none') refuse(`needs a token GitHub signs commits for. ${INSTEAD}`);
  if (token.kind === 'user') {
    refuse(
      'needs a token GitHub signs commits for, and the "token" input is a personal access token (or another ' +
        "user's token): GitHub makes that token's API commits as the user, unsigned, so a branch that requires " +
        `signed commits would still refuse them. ${INSTEAD}`,
    );
  }
  if (destinations.length > 1) {
    refuse('makes the commit of one target through its API, and the site config names several. Set "repository".');
  }
  for (const destination of destinations) {
    if (!onWorkflowServer(destination.target, settings.source.serverUrl)) {
      refuse(
        `works for a target on this workflow's GitHub (${settings.source.serverUrl}) only, and ${destination.target.url} ` +
          'is elsewhere. Set `commit-signing: none` for it.',
      );
    }
  }
  if (settings.history !== 'keep') {
    refuse(
      `makes one commit on the branch's tip, and "history: ${String(settings.history)}" rewrites the history. ` +
        'Use `history: keep`, or `commit-signing: none`.',
    );
  }
  if (settings.tag) {
    refuse('makes the commit through the API, and the "tag" input needs a commit made here. Remove "tag".');
  }
}
