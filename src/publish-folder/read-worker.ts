// A reading worker's code: a bundle of its own (dist/read-worker/index.js, see shared/bundle.ts), which a worker thread
// runs from text the deploy read before any user command ran (read-chunks.ts). It reads, hashes and scans each chunk it
// is sent, and parses the links of each page worth the link check as it reads it, so that the links come back to the
// deploy's thread, not the pages: the parse is off that thread, and no page is kept. It imports nothing at run time
// (the runtime's modules come from `process.getBuiltinModule`): run from a `data:` URL, it has no folder to import
// from.
import { readChunk } from './chunk.js';
import { pageUrls, setPageScanner } from './page-links.js';
import { pageScanner } from './page-scanner.js';

interface ReadInput {
  needles: string[];
  maxBytes: number;
  linkHosts?: string[];
  /** How many chunks this worker has finished, counted here so the sender sees it while it is busy. */
  finished: Int32Array;
}

/** Serves the chunks the deploy's thread sends, until it ends the worker. */
function serveReads(): void {
  setPageScanner(pageScanner());
  const threads = process.getBuiltinModule('node:worker_threads');
  const { needles, maxBytes, linkHosts, finished } = threads.workerData as ReadInput;
  const port = threads.parentPort;
  if (!port) return;
  port.on('message', ({ id, paths }: { id: number; paths: Uint8Array }) => {
    const result = readChunk({ paths, needles, maxBytes, ...(linkHosts ? { linkHosts, linksOf: pageUrls } : {}) });
    result.byWorker = true;
    Atomics.add(finished, 0, 1);
    const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer] as ArrayBuffer[];
    if (result.found) moved.push(result.found.pages.buffer as ArrayBuffer);
    port.postMessage({ id, result }, moved);
  });
}

serveReads();
