// What the action takes from an API answer into a log line, an output or the summary, checked first: an answer is
// the server's word, and a newline in it would start a workflow command (`::add-mask::`, `::error::`) on its own line.

/** Control characters, newlines among them: none may reach a log line. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A URL of an answer (a page's, a comment's), or '' when it is not one to show: `https:`, at most 2,000 characters,
 * with no control character (so no `javascript:`, no `http://` page, no line of its own).
 */
export function answeredUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || CONTROL.test(value)) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return '';
  return url.href;
}

/** A name of an answer (a commit's author), shown as it is when it is one line of at most 100 characters. */
export function answeredText(value: unknown): string {
  if (typeof value !== 'string') return '(none)';
  const line = value.replace(new RegExp(CONTROL.source, 'g'), ' ').trim();
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}

/** A commit id of an answer: 40 (SHA-1) or 64 (SHA-256) hex digits; anything else is no commit GitHub made. */
export function answeredSha(value: unknown, what: string): string {
  if (typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value)) return value;
  throw new Error(`GitHub's answer to ${what} holds no commit id (${JSON.stringify(String(value).slice(0, 80))})`);
}
