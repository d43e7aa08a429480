// The deploy commit made by GitHub through its API (`commit-signing: github`), so that GitHub signs it: the
// objects go to a temporary ref with git, GitHub makes the commit on them, and the branch moves without force.
import * as core from '../shared/runner.js';
import type { Lander } from '../branch/landing.js';
import { answeredSha, answeredText } from './answers.js';
import { ApiError } from './errors.js';
import type { components } from '@octokit/openapi-types';
import type { GitHubClient } from './client.js';
import { INSTEAD } from './signing.js';

/** The lander of `commit-signing: github`, for the target `owner/name`. */
export function apiLander(client: GitHubClient, owner: string, name: string): Lander {
  const repo = `${owner}/${name}`;
  return async ({ commit, branch, tip, message, git, remote, uploads }) => {
    // The tree and its files reach the server as today's pushes send them, to a ref of this publish's own.
    const ref = await uploads.newRef(git, remote);
    await remote.pushRef(commit, ref, branch);
    const header = (await git.output(['cat-file', 'commit', commit])).split('\n\n')[0] ?? '';
    const tree = /^tree (\S+)/m.exec(header)?.[1] ?? '';
    const parents = [...header.matchAll(/^parent (\S+)/gm)].map((found) => found[1] ?? '');
    // No author, no committer, no signature: GitHub then makes the commit as the token's app, and signs it.
    const made = await client.call<components['schemas']['git-commit']>(
      { what: `making the deploy commit of ${repo}`, permission: 'contents: write' },
      {
        method: 'POST',
        path: '/repos/{owner}/{repo}/git/commits',
        params: { owner, repo: name },
        body: { message, tree, parents },
      },
    );
    const sha = answeredSha(made.sha, `making the deploy commit of ${repo}`);
    if (!made.verification.verified) {
      // Asked for a signed commit, the branch gets none unsigned: a token whose form says nothing of who it is
      // (tokenKind 'unknown') is judged by what GitHub did with it. The commit GitHub made stays unreferenced.
      throw new Error(
        `GitHub did not sign the deploy commit ${sha.slice(0, 7)} (${answeredText(made.verification.reason)}), ` +
          `so the branch "${branch}" was left as it was: GitHub signs the API commits of an installation token ` +
          `only, and the "token" input is not one. ${INSTEAD}`,
      );
    }
    core.info(
      `GitHub made the commit ${sha.slice(0, 7)} (author ${answeredText(made.author.name)}, signed and verified by ` +
        `GitHub) on the objects of ${commit.slice(0, 7)}.`,
    );
    try {
      await client.call<components['schemas']['git-ref']>(
        { what: `moving the branch "${branch}" of ${repo}`, permission: 'contents: write' },
        tip
          ? {
              method: 'PATCH',
              path: '/repos/{owner}/{repo}/git/refs/{ref}',
              params: { owner, repo: name, ref: `heads/${branch}` },
              body: { sha, force: false },
            }
          : {
              method: 'POST',
              path: '/repos/{owner}/{repo}/git/refs',
              params: { owner, repo: name },
              body: { ref: `refs/heads/${branch}`, sha },
            },
      );
    } catch (error) {
      // Not moved: the branch is as it was. One that moved since its tip was read is tried again on the new tip.
      if (
        error instanceof ApiError &&
        error.status === 422 &&
        /not a fast forward|already exists|does not exist/i.test(error.githubMessage)
      ) {
        return 'moved';
      }
      throw error;
    }
    return { commit: sha };
  };
}
