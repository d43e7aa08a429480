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

/**
 * `message` as `git commit -m` stores it (git's "whitespace" cleanup, its default for -m): trailing whitespace cut
 * from every line, blank lines at the start and the end dropped, runs of blank lines made one, and every line ended
 * with a newline. Lines starting with `#` stay. An empty result is a message git refuses.
 */
export function gitCommitMessage(message: string): string {
  const lines: string[] = [];
  let blank = false;
  for (const line of message.split('\n')) {
    let end = line.length;
    while (end > 0 && ' \t\r'.includes(line[end - 1] ?? '')) end -= 1; // git's isspace: not \v or \f
    const kept = line.slice(0, end);
    if (kept === '') {
      blank = lines.length > 0;
      continue;
    }
    if (blank) lines.push('');
    blank = false;
    lines.push(kept);
  }
  return lines.map((line) => `${line}\n`).join('');
}
