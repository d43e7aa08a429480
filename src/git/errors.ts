// Maps git's stderr to what went wrong and what to do about it; never just "exit code 128".
import { GitError, type FailureKind } from './git.js';
import type { Target } from './target.js';

export interface FailureContext {
  target: Target;
  action: 'read' | 'push';
  branch?: string;
  /** The deploy key's `SHA256:…`, so a refused key can be matched with the target's deploy keys. */
  keyFingerprint?: string;
  /** The input that made this push rewrite the branch's history (`history: 3`), when it does. */
  rewrite?: string;
}

/** Removes any `user:password@` from URLs in git's output before it is shown. */
export function scrubUrls(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1');
}

/** curl's low-speed limit, or ssh's keep-alives, stopped a transfer that no longer moved. */
const STALLED = /Operation too slow|Timeout, server \S+ not responding/i;

/**
 * git (ours, or the server's) missed an object a push or fetch needs: one pages-push told it to send or take without
 * having it. Tried before the network's kinds, since the push then also ends in "the remote end hung up".
 */
const MISSING_OBJECT =
  /\b(?:unable to read(?: blob| tree| commit| tag)?|missing (?:blob|tree|commit|tag)(?: object)?|bad object|did not receive expected object|could not read)\s+'?([0-9a-f]{40}(?:[0-9a-f]{24})?)\b|missing necessary objects/i;

/** The object a missing-object failure names, or empty. */
export function missingObjectId(stderr: string): string {
  return MISSING_OBJECT.exec(stderr)?.[1] ?? '';
}

export function classifyGitFailure(stderr: string): FailureKind {
  if (MISSING_OBJECT.test(stderr)) return 'missing-object';
  if (/Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/i.test(stderr)) {
    return 'host-key';
  }
  if (/Permission denied \(publickey|marked as read only|deploy keys? (is|are) disabled/i.test(stderr))
    return 'ssh-key';
  if (/GH001|exceeds GitHub's file size limit|file size limit/i.test(stderr)) return 'too-large';
  // receive.maxInputSize (GitHub: 2 GiB) as git reports it, or a proxy's limit on the request: before the network
  // kinds, since the push fails as an RPC failure too, and sending it again would fail the same way.
  if (/pack exceeds maximum allowed size|returned error: 413|HTTP 413|Request Entity Too Large/i.test(stderr)) {
    return 'push-too-large';
  }
  // A token without the `workflow` scope may not change .github/workflows: a permission, not a branch rule.
  if (/without `?workflow`? scope/i.test(stderr)) return 'permission';
  if (/GH006|GH013|protected branch|rule violations/i.test(stderr)) return 'protected';
  if (
    /returned error: 401|Authentication failed|could not read (Username|Password)|Invalid username or (password|token)|terminal prompts disabled/i.test(
      stderr,
    )
  ) {
    return 'auth';
  }
  if (
    /returned error: 403|Permission to .* denied|permission denied|write access to repository not granted/i.test(stderr)
  ) {
    return 'permission';
  }
  if (
    /Repository not found|repository '.*' not found|returned error: 404|does not appear to be a git repository/i.test(
      stderr,
    )
  ) {
    return 'not-found';
  }
  if (STALLED.test(stderr)) return 'network';
  if (
    /Could not resolve host|Failed to connect|Connection refused|Connection reset|Connection timed out|Operation timed out|timed out|returned error: 5\d\d|RPC failed|early EOF|unexpected disconnect|the remote end hung up|SSL_ERROR|TLS|transfer closed|Empty reply from server/i.test(
      stderr,
    )
  ) {
    return 'network';
  }
  return 'other';
}

/** An Error whose message names the cause and the fix, with git's own words (scrubbed) after it. */
export function explainGitFailure(stderr: string, context: FailureContext): GitError {
  const kind = classifyGitFailure(stderr);
  const { target } = context;
  const where = target.owner ? `${target.owner}/${target.name}` : target.url;
  const details = scrubUrls(stderr.trim());
  const fix = (() => {
    switch (kind) {
      case 'auth':
        return target.sameRepository
          ? `The git server refused the token for ${target.url}: it is missing, expired or revoked. For the same ` +
              'repository, leave "token" unset to use the workflow token and give the job `permissions: contents: write`.'
          : `The git server refused the token for ${target.url}: it is missing, expired, revoked or of the wrong ` +
              `kind. Pushing to another repository needs a personal access token stored as a secret and passed as ` +
              `"token": a classic token with the "repo" scope ("public_repo" for a public target), or a ` +
              `fine-grained token with Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
      case 'permission':
        if (/without `?workflow`? scope/i.test(stderr)) {
          return (
            `The token may not change workflow files (.github/workflows) in ${where}: GitHub needs the ` +
            '"workflow" scope (classic token) or Workflows: Read and write (fine-grained) for that. Add it, or ' +
            'keep .github/workflows out of the published branch.'
          );
        }
        return target.sameRepository
          ? `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. Give the workflow ` +
              '`permissions: contents: write` (or allow "Read and write permissions" under Settings → Actions → ' +
              'General → Workflow permissions).'
          : `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. A classic personal ` +
              `access token needs the "repo" scope ("public_repo" for a public target); a fine-grained one needs ` +
              `Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
      case 'not-found':
        return (
          `Repository ${target.url} was not found. Check "repository" (or the deploy repo in the site config), ` +
          `and that the token can see it: a private repository looks missing to a token without access to it.`
        );
      case 'ssh-key':
        return (
          `The SSH server refused the deploy key ${context.keyFingerprint ?? ''}`.trimEnd() +
          `: it is not a deploy key of ${where}, or it may only read. Add its public half under the target's ` +
          'Settings → Deploy keys with "Allow write access" (the fingerprint above tells which key it is).'
        );
      case 'host-key':
        return (
          `The SSH host key of ${target.host} does not match the pinned keys, so nothing was sent. If the server's ` +
          'key really changed, put its new key in the "known-hosts" input (`ssh-keyscan` output checked against ' +
          "a fingerprint you trust); github.com's published keys are built in."
        );
      case 'too-large':
        return (
          'The server refused a file over its size limit (GitHub: 100 MiB). Remove or shrink the file named ' +
          'above, or keep it out of the publish folder.'
        );
      case 'push-too-large':
        return (
          'The server refused the push as too large: it takes less in one push than this one sent (GitHub: 2 GiB). ' +
          'Set "push-size-limit" below the server\'s limit, so pages-push sends the new files in several pushes.'
        );
      case 'protected':
        if (context.rewrite) {
          return (
            `The branch "${context.branch ?? ''}" is protected by a rule that refused this push: "${context.rewrite}" ` +
            'rewrites the branch\'s history (a force-push), which the rule does not allow. Set "history: keep" (the ' +
            "default) to add each deploy on top of the branch instead, or allow force-pushes in the branch's rule."
          );
        }
        return (
          `The branch "${context.branch ?? ''}" is protected by a rule that refused this push. Allow the ` +
          'token to push to it, deploy to an unprotected branch, or note that `history: replace` cannot force-push a protected branch.'
        );
      case 'network':
        if (STALLED.test(stderr)) {
          return (
            `The server at ${target.url} stopped answering: nothing moved for as long as "network-timeout" allows, ` +
            'so the attempt was stopped. Re-run the job; raise "network-timeout" only for a link that pauses longer.'
          );
        }
        return (
          `Could not reach ${target.url}: the network or the server failed. Re-run the job; if it keeps ` +
          'failing, check the server address and its status.'
        );
      case 'missing-object': {
        const id = missingObjectId(stderr);
        return (
          `git could not ${context.action === 'push' ? 'push to' : 'read'} ${target.url}: an object it needed is ` +
          `missing${id ? ` (${id})` : ''}. This is a bug of pages-push, not a failure of the network or of the ` +
          'server, and trying again would fail the same way: please report it in the issues of pages-push with ' +
          'this log.' +
          (context.rewrite
            ? ` Until it is fixed, "history: keep" (the default) deploys without the rewrite ("${context.rewrite}").`
            : '')
        );
      }
      default:
        return `git could not ${context.action === 'push' ? 'push to' : 'read'} ${target.url}.`;
    }
  })();
  return new GitError(kind, details ? `${fix}\ngit said: ${details}` : fix);
}
