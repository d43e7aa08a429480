// How a deploy commit lands on its branch when git's own push does not move it (`commit-signing: github`, where
// GitHub makes the commit: see github/commit.ts), as the publish hands it over.
import type { Git } from '../git/git.js';
import type { Remote } from '../git/remote.js';
import type { Uploads } from './split.js';

/** What the publish hands over: the commit it made here (its tree and parents are GitHub's commit's). */
export interface Landing {
  commit: string;
  branch: string;
  /** The tip the commit was made on; empty for a new branch. */
  tip: string;
  message: string;
  git: Git;
  remote: Remote;
  /** The publish's temporary refs, deleted when it ends whatever happens. */
  uploads: Uploads;
}

/** Lands a commit: the commit on the branch (its id, which may differ from the one made here), or 'moved'. */
export type Lander = (landing: Landing) => Promise<{ commit: string } | 'moved'>;
