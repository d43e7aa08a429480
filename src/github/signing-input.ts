// The `commit-signing` input and who a token is to GitHub: what settings.ts reads, with no import of its own.

export type CommitSigning = 'none' | 'github';

/** The settings of this file's input (settings.ts reads it). */
export interface SigningSettings {
  /** `github`: GitHub makes (and signs) the deploy commit through its API. */
  commitSigning: CommitSigning;
}

/** The `commit-signing` input. */
export function commitSigningSetting(value: string): CommitSigning {
  const given = value.trim() || 'none';
  if (given === 'none' || given === 'github') return given;
  throw new Error(`Input "commit-signing" must be "none" or "github", got "${given}".`);
}

/**
 * Who a token is to GitHub, by its prefix: an installation's (`ghs_`: the workflow's GITHUB_TOKEN, a GitHub App
 * installation token), whose API commits GitHub signs; a user's (`ghp_` classic and `github_pat_` fine-grained
 * personal access tokens, `gho_` OAuth, `ghu_` an app acting for a user), whose API commits are the user's and
 * unsigned; or unknown (an older format, a server of its own).
 */
export function tokenKind(token: string): 'installation' | 'user' | 'unknown' {
  if (token.startsWith('ghs_')) return 'installation';
  if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token) || /^[0-9a-f]{40}$/.test(token)) return 'user';
  return 'unknown';
}
