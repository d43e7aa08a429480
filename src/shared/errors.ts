// The one way to turn anything thrown into a message a user can read, and how a message names a value's source.

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return `Unexpected error: ${JSON.stringify(error)}`;
  } catch {
    return `Unexpected error: ${String(error)}`;
  }
}

/**
 * How a message names where a value came from: an input of the action by its name (`Input "publish-dir"`), or a
 * setting of the site's config as the caller words it (`the repo in _config.yml's deploy` → `The repo in …`).
 */
export function sourceOf(input: string): string {
  if (/^[a-z]+(-[a-z]+)*$/.test(input)) return `Input "${input}"`;
  return `${input.charAt(0).toUpperCase()}${input.slice(1)}`;
}
