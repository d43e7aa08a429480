// The bundle's own files, as index.ts knows them: what our own threads and processes are started from.

let entry: URL | undefined;
/** The reading workers' code (see `readerCode`), once read. */
let reader: string | undefined;

/** Set once, by the bundle's entry, at its start. */
export function setBundleEntry(url: string): void {
  entry = new URL(url);
}

/** The bundle's entry; undefined where the code runs from its sources (the suite's in-process tests). */
export function bundleEntry(): URL | undefined {
  return entry;
}

/**
 * Reads the reading workers' code now (dist/read-worker/index.js, a bundle of its own, built with nothing to import):
 * called before each user command. The site's install and build run as the same user as the action, and may rewrite
 * the action's files; a worker started from a file after them would run what they wrote, inside the process that
 * holds the token. A worker is started from the text read here instead (`readerCode`).
 */
export function holdReaderCode(): void {
  if (entry === undefined || reader !== undefined) return;
  const readFileSync = process.getBuiltinModule('node:fs').readFileSync;
  reader = readFileSync(new URL('./read-worker/index.js', entry), 'utf8');
}

/** The reading workers' code, read before any user command ran; undefined where the code runs from its sources. */
export function readerCode(): string | undefined {
  holdReaderCode();
  return reader;
}
