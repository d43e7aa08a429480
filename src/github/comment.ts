// The preview's link on its pull request: one comment, made on the first preview deploy, updated in place on each
// later one, and marked removed when the pull request closes; without `pull-requests: write`, a notice.
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import type { components } from '@octokit/openapi-types';
import type { GitHubClient } from './client.js';
import { answeredText, answeredUrl } from './answers.js';
import type { TokenKind } from '../credentials/git-auth.js';
import { ApiError } from './errors.js';

type Comment = components['schemas']['issue-comment'];

export interface PreviewNote {
  owner: string;
  name: string;
  number: number;
  /** The preview's folder on the branch: the comment's marker, so that each preview has one comment. */
  folder: string;
  closed: boolean;
  /** The preview's address (empty when the target has no Pages address). */
  url: string;
  /** The sources' commit that was built, and the deploy commit on the branch. */
  sourceSha: string;
  deployCommit: string;
  branch: string;
}

/** The first line of our comment, which finds it again. */
export function marker(folder: string): string {
  return `<!-- pages-push preview: ${folder} -->`;
}

/** The comment's text. */
export function commentBody(note: PreviewNote, now: Date): string {
  const time = now.toISOString().replace(/\.\d+Z$/, 'Z');
  const built = note.sourceSha ? note.sourceSha.slice(0, 7) : 'this pull request';
  const commit = note.deployCommit ? ` (commit ${note.deployCommit.slice(0, 7)} on \`${note.branch}\`)` : '';
  if (note.closed) {
    const was = note.url ? ` It was at ~~${note.url}~~.` : '';
    return `${marker(note.folder)}\n**Preview removed**: the pull request was closed${commit}, ${time}.${was}\n`;
  }
  const where = note.url ? `**Preview**: ${note.url}` : `**Preview** deployed to \`${note.folder}/\``;
  return `${marker(note.folder)}\n${where}\n\nBuilt from ${built}${commit}, ${time}.\n`;
}

/**
 * Whether a comment was written by this run's token: an installation token (the workflow's, a GitHub App's)
 * comments as its app's bot; a user's token as that user, whom GitHub names (`GET /user`, which it refuses an
 * installation token: then a bot). Anyone can copy the marker into a comment of their own; only ours is edited.
 */
async function writtenByUs(client: GitHubClient, kind: TokenKind): Promise<(comment: Comment) => boolean> {
  const isBot = (comment: Comment): boolean => comment.user?.type === 'Bot';
  if (kind === 'installation') return isBot;
  try {
    const user = await client.call<components['schemas']['public-user']>(
      { what: 'reading who the token is', permission: 'none' },
      { method: 'GET', path: '/user', params: {} },
    );
    const login = answeredText(user.login);
    return (comment) => comment.user?.login === login;
  } catch (error) {
    if (kind === 'unknown' && error instanceof ApiError && error.status === 403) return isBot;
    throw error;
  }
}

/** Writes (or updates) the preview's comment; never fails the step. */
export async function notePreview(
  client: GitHubClient,
  note: PreviewNote,
  kind: TokenKind,
  now = new Date(),
): Promise<void> {
  const { owner, name, number } = note;
  const permission = 'pull-requests: write';
  try {
    const ourOwn = await writtenByUs(client, kind);
    const comments = await client.list<Comment>(
      { what: `reading the comments of pull request #${number}`, permission },
      {
        method: 'GET',
        path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
        params: { owner, repo: name, issue_number: number },
        query: { per_page: 100 },
      },
    );
    const ours = comments.find((comment) => comment.body?.startsWith(marker(note.folder)) && ourOwn(comment));
    const body = commentBody(note, now);
    if (ours) {
      await client.call<Comment>(
        { what: `updating the preview's comment on pull request #${number}`, permission },
        {
          method: 'PATCH',
          path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
          params: { owner, repo: name, comment_id: ours.id },
          body: { body },
        },
      );
      core.info(`Updated the preview's comment on pull request #${number}: ${answeredUrl(ours.html_url)}`);
    } else if (!note.closed) {
      const made = await client.call<Comment>(
        { what: `commenting on pull request #${number}`, permission },
        {
          method: 'POST',
          path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
          params: { owner, repo: name, issue_number: number },
          body: { body },
        },
      );
      core.info(`Commented the preview's address on pull request #${number}: ${answeredUrl(made.html_url)}`);
    }
  } catch (error) {
    if (error instanceof ApiError && (error.denied || error.status === 401)) {
      core.notice(
        `No comment with the preview's address on pull request #${number}: ${error.message} The preview itself is deployed.`,
      );
      return;
    }
    core.warning(`Could not write the preview's comment on pull request #${number}: ${errorMessage(error)}`);
  }
}
