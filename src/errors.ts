// The one way to turn anything thrown into a message a user can read.

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return `Unexpected error: ${JSON.stringify(error)}`;
  } catch {
    return `Unexpected error: ${String(error)}`;
  }
}
