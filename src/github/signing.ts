// `commit-signing: github`: which runs can have GitHub make (and sign) the deploy commit, refused before the build
// when GitHub would not sign it, with what to use instead.
import { destinationsOf, type Plan } from '../plan.js';
import type { Settings } from '../settings.js';
import { onWorkflowServer } from './server.js';
import { tokenKind, type CommitSigning } from './signing-input.js';

const INSTEAD =
  'Use the workflow\'s token (leave "token" unset, with `permissions: contents: write`) or a GitHub App ' +
  'installation token (actions/create-github-app-token), or set `commit-signing: none`.';

/**
 * Refuses, before the build, a run whose deploy commit GitHub would not make or sign: a deploy key (git alone, no
 * API), a user's token (its API commits are the user's, unsigned), a deploy the action does not push itself,
 * a target on another server, or a history rewrite or tag (GitHub makes one commit on the tip, nothing else).
 */
export function refuseUnsignable(
  settings: Pick<Settings, 'token' | 'history' | 'tag' | 'source'> & { commitSigning: CommitSigning },
  plan: Plan,
  hasDeployKey: boolean,
): void {
  if (settings.commitSigning !== 'github') return;
  const refuse = (why: string): never => {
    throw new Error(`Input "commit-signing: github" ${why}`);
  };
  if (hasDeployKey) {
    refuse(
      'has GitHub make the deploy commit through its API, which a deploy key cannot call: remove "deploy-key". ' +
        INSTEAD,
    );
  }
  if (!settings.token) refuse(`needs a token GitHub signs commits for. ${INSTEAD}`);
  if (tokenKind(settings.token) === 'user') {
    refuse(
      'needs a token GitHub signs commits for, and the "token" input is a personal access token (or another ' +
        "user's token): GitHub makes that token's API commits as the user, unsigned, so a branch that requires " +
        `signed commits would still refuse them. ${INSTEAD}`,
    );
  }
  if (plan.kind !== 'push') {
    refuse(`works with pages-push's own push only, and this deploy runs "${plan.command}". ${INSTEAD}`);
  }
  if (destinationsOf(plan).length > 1) {
    refuse('makes the commit of one target through its API, and the site config names several. Set "repository".');
  }
  for (const destination of destinationsOf(plan)) {
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
