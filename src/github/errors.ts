// Every failure of a GitHub API call, explained: its status and GitHub's own message, and what to change.
import { errorMessage } from '../shared/errors.js';

/** A refused or failed API call: the status (0 when no answer came), GitHub's message, and the whole explanation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly githubMessage: string,
    message: string,
  ) {
    super(message);
  }

  /** The token may not do this (403/404 from a permission GitHub did not grant): a `permissions:` line is missing. */
  get denied(): boolean {
    return this.status === 403 || this.status === 404;
  }

  /** GitHub's side failed, or no answer came (5xx, 429, none): the same call may pass a little later. */
  get passes(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/**
 * A request our client refused to send (the token would go to another origin, or to no absolute address): never
 * GitHub's failure, so never tried again.
 */
export class RefusedRequest extends Error {}

/** What a call needs, for the explanation: what it did, and the `permissions:` entry that allows it. */
export interface CallContext {
  /** "reading the Pages settings of octo/blog" */
  what: string;
  /** "pages: read" */
  permission: string;
  /** The API server, for a failure without an answer. */
  apiUrl: string;
}

/** Turns whatever an Octokit call threw into an ApiError that says the status, GitHub's words and the fix. */
export function explainApiFailure(error: unknown, context: CallContext): ApiError {
  const status = statusOf(error);
  const said = githubMessageOf(error);
  const head = `GitHub's API refused ${context.what}`;
  if (status === 0) {
    return new ApiError(
      0,
      '',
      `Could not reach GitHub's API at ${context.apiUrl} while ${context.what}: ${errorMessage(error)}`,
    );
  }
  const quoted = `(${status}${said ? `: ${said}` : ''})`;
  if (status === 401) {
    return new ApiError(status, said, `${head} ${quoted}: the token is not valid there. Check the "token" input.`);
  }
  if (status === 403 || status === 404) {
    const rateLimited = /rate limit/i.test(said);
    const fix = rateLimited
      ? 'The API rate limit is used up: try again later.'
      : `The token may lack the permission: add \`${context.permission}\` to the job's \`permissions:\` ` +
        "(for the workflow's token), or give the token that access (a fine-grained token's repository permissions). " +
        (status === 404 ? 'GitHub answers 404 also when the repository or the object does not exist.' : '');
    return new ApiError(status, said, `${head} ${quoted}. ${fix}`.trim());
  }
  return new ApiError(status, said, `${head} ${quoted}.`);
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 100 ? status : 0;
}

function githubMessageOf(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? (message.split('\n')[0]?.trim() ?? '') : '';
}
