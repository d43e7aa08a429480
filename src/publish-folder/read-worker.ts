// A reading worker: a thread started from the bundle in its reading mode (see read-chunks.ts). It reads, hashes
// and scans each chunk it is sent, and parses the links of the pages it kept for the link check, so that the links
// come back to the deploy's thread, not the pages: the parse is off that thread, and no page crosses.
import { parentPort, workerData } from 'node:worker_threads';
import { readChunk } from './chunk.js';
import { linksOfChunk } from './page-links.js';

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
    const result = readChunk({ paths, needles, maxBytes, ...(linkHosts ? { linkHosts } : {}) });
    if (result.markup.length > 0) {
      const names = diskPaths(paths);
      result.found = linksOfChunk(result, (index) => names[index] ?? '');
      result.markup = [];
      result.markupBytes = new Uint8Array(0);
      result.markupEnds = new Uint32Array(0);
    }
    Atomics.add(finished, 0, 1);
    const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer] as ArrayBuffer[];
    parentPort?.postMessage({ id, result }, moved);
  });
}

/** The disk paths of a chunk, as encoded for `readChunk` (a flag byte, the path, a NUL each). */
function diskPaths(paths: Uint8Array): string[] {
  const bytes = Buffer.from(paths.buffer, paths.byteOffset, paths.byteLength);
  const names: string[] = [];
  for (let start = 0, end = bytes.indexOf(0); end !== -1; start = end + 1, end = bytes.indexOf(0, start)) {
    names.push(bytes.toString('utf8', start + 1, end));
  }
  return names;
}
