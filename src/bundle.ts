// The bundle's own file, as index.ts knows it: what our own worker threads are started from, in a mode of theirs.

/** The argument a reading worker is started with (see publish-folder/read-worker.ts). */
export const READ_WORKER = '--pages-push-read-worker';

let entry: URL | undefined;

/** Set once, by the bundle's entry, at its start. */
export function setBundleEntry(url: string): void {
  entry = new URL(url);
}

/** The bundle's entry; undefined where the code runs from its sources (the suite's in-process tests). */
export function bundleEntry(): URL | undefined {
  return entry;
}
