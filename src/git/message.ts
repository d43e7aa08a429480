// Fills the `commit-message` template.

export interface MessageValues {
  fullSha: string;
  repository: string;
  ref: string;
  branch: string;
}

/** Replaces `{sha}`, `{full-sha}`, `{repository}`, `{ref}` and `{branch}`; any other braces stay as written. */
export function commitMessage(template: string, values: MessageValues): string {
  const replacements: Record<string, string> = {
    sha: values.fullSha.slice(0, 7),
    'full-sha': values.fullSha,
    repository: values.repository,
    ref: values.ref,
    branch: values.branch,
  };
  const message = template.replace(
    /\{(sha|full-sha|repository|ref|branch)\}/g,
    (_, name: string) => replacements[name] ?? '',
  );
  // A message git would reject or strip to nothing gets a plain fallback.
  return message.trim() === '' ? `Deploy to ${values.branch}` : message;
}
