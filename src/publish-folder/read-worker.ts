// A reading worker: a thread started from the bundle in its reading mode (see read-chunks.ts). It reads, hashes
// and scans each chunk it is sent, and parses the links of each page worth the link check as it reads it, so that
// the links come back to the deploy's thread, not the pages: the parse is off that thread, and no page is kept.
import { parentPort, workerData } from 'node:worker_threads';
import { readChunk } from './chunk.js';
import { pageUrls } from './page-links.js';

interface ReadInput {
  needles: string[];
  maxBytes: number;
  linkHosts?: string[];
  /** How many chunks this worker has finished, counted here so the sender sees it while it is busy. */
  finished: Int32Array;
}

/** Serves the chunks the deploy's thread sends, until it ends the worker. */
export function serveReads(): void {
  const { needles, maxBytes, linkHosts, finished } = workerData as ReadInput;
  parentPort?.on('message', ({ id, paths }: { id: number; paths: Uint8Array }) => {
    const result = readChunk({ paths, needles, maxBytes, ...(linkHosts ? { linkHosts, linksOf: pageUrls } : {}) });
    result.byWorker = true;
    Atomics.add(finished, 0, 1);
    const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer] as ArrayBuffer[];
    parentPort?.postMessage({ id, result }, moved);
  });
}
