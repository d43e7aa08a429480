// The toolkit's own log lines (@actions/artifact's "Artifact github-pages successfully finalized …") at debug level:
// they repeat what our lines say, and a user reads each fact once. They stay in the step's debug log.
import type { AsyncLocalStorage } from 'node:async_hooks';

let context: AsyncLocalStorage<true> | undefined;

/** `text` (what the toolkit writes) with each plain line made a debug line; the runner's commands (`::…`) kept. */
export function asDebugLines(text: string): string {
  return text.replace(/^(?!::)(.+)$/gm, '::debug::$1');
}

/**
 * Runs `work` (a call of the toolkit) with the plain lines it writes to the log turned into debug lines, each
 * handed to `onLine` too (the upload's `Uploaded bytes N`, its progress). Its lines are told from ours (a heartbeat's,
 * started before it) by the call's async context.
 */
export async function toolkitLinesAtDebug<T>(work: () => Promise<T>, onLine?: (line: string) => void): Promise<T> {
  const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
  const store = (context ??= new AsyncLocalStorage<true>());
  const write = process.stdout.write.bind(process.stdout);
  const quieted = function (chunk: unknown, ...rest: unknown[]): boolean {
    if (store.getStore() && typeof chunk === 'string') {
      for (const line of chunk.split('\n')) if (line && !line.startsWith('::')) onLine?.(line);
      return (write as (...args: unknown[]) => boolean)(asDebugLines(chunk), ...rest);
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  } as typeof process.stdout.write;
  process.stdout.write = quieted;
  try {
    return await store.run(true, work);
  } finally {
    if (process.stdout.write === quieted) process.stdout.write = write;
  }
}
