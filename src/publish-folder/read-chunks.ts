// Reads, hashes and scans the site's files chunk by chunk while they are still being listed: this thread and, on a
// large site, worker threads (one per further core), each taking the next chunk when it has finished its last.
import type { Worker } from 'node:worker_threads';
import { readerCode } from '../shared/bundle.js';
import { throwIfCancelled } from '../processes/processes.js';
import { readChunk, readerWorkerSource, type ChunkResult } from './chunk.js';

/** Files per chunk: small enough to share the work evenly, large enough that a message costs nothing. */
const CHUNK_FILES = 100;

/** Workers start once this many files are listed: on a smaller site one thread is done before a worker is up. */
const FILES_FOR_A_WORKER = 4000;

/** Chunks a worker is given ahead of what it has finished, so it never waits for this thread. */
const AHEAD = 2;

interface Chunk<F> {
  files: F[];
  result?: ChunkResult | Promise<ChunkResult>;
}

interface Helper {
  worker: Worker;
  sent: number;
  /** How many chunks it has finished, counted by the worker itself, so this thread sees it while busy. */
  finished: Int32Array;
  waiting: Map<number, { resolve: (result: ChunkResult) => void; reject: (error: unknown) => void }>;
}

export class ChunkReader<F extends { diskPath: string; symlink: boolean }> {
  private readonly chunks: Chunk<F>[] = [];
  /** Chunks not given to anyone yet, oldest first. */
  private readonly pending: number[] = [];
  private buffer: F[] = [];
  private listed = 0;
  private readonly helpers: Helper[] = [];
  /** The workers being started (they come after an import), awaited before they are stopped. */
  private starting: Promise<void> | undefined;
  /** Set once the reading is over: workers that come up after it are stopped at once. */
  private closed = false;
  private failure: Error | undefined;

  constructor(
    private readonly input: {
      needles: string[];
      maxBytes: number;
      linkHosts?: string[];
      /** This thread's parse of a page's links (a worker has its own: a function is not sent). */
      linksOf?: (name: string, content: Buffer) => string[];
    },
    /** Threads in all, this one included. */
    private readonly threads: number,
    /** The job's cancel: no chunk is read after it, and the workers are ended. */
    private readonly signal: AbortSignal,
    /** Told each chunk's result as it comes (in any order), while the reading goes on: the link check's parse. */
    private readonly onChunk?: (files: F[], result: ChunkResult) => void,
  ) {}

  /** Takes the next files listed (in order); a worker may start on them at once. Throws once the job is cancelled. */
  add(files: F[]): void {
    throwIfCancelled(this.signal);
    for (const file of files) {
      this.buffer.push(file);
      if (this.buffer.length === CHUNK_FILES) this.cut();
    }
    this.listed += files.length;
    this.feed();
  }

  /** Reads what is left, on this thread and the workers; every chunk's files with what reading them gave, in order. */
  async finish(): Promise<{ files: F[]; result: ChunkResult }[]> {
    if (this.buffer.length > 0) this.cut();
    try {
      // This thread takes the newest chunks, the workers the oldest: each chunk is read once.
      for (let index = this.pending.pop(); index !== undefined; index = this.pending.pop()) {
        throwIfCancelled(this.signal);
        const chunk = this.chunks[index];
        if (!chunk) continue;
        chunk.result = readChunk({ ...this.input, paths: encodePaths(chunk.files) });
        this.onChunk?.(chunk.files, chunk.result);
        this.feed();
        // A look at the event loop between chunks: the workers' answers, and the git commands that bring in the
        // branch's tip meanwhile (each waits for this thread to take its exit before the next starts).
        await new Promise((resolve) => setImmediate(resolve));
      }
      const chunks: { files: F[]; result: ChunkResult }[] = [];
      for (const chunk of this.chunks) {
        if (!chunk.result) throw new Error('a chunk of the site was never read');
        chunks.push({ files: chunk.files, result: await chunk.result });
      }
      if (this.failure) throw this.failure;
      return chunks;
    } finally {
      await this.stop();
    }
  }

  /** Stops the workers, for a listing that failed: nothing is read further. */
  async abort(): Promise<void> {
    this.pending.length = 0;
    await this.stop();
  }

  /** Ends every worker, those still starting included: a worker left running would keep the step alive. */
  private async stop(): Promise<void> {
    this.closed = true;
    await this.starting;
    await Promise.all(this.helpers.splice(0).map(({ worker }) => worker.terminate()));
  }

  private cut(): void {
    this.chunks.push({ files: this.buffer });
    this.pending.push(this.chunks.length - 1);
    this.buffer = [];
  }

  /** Starts the workers once the site is large enough, and keeps each a few chunks ahead. */
  private feed(): void {
    if (this.threads > 1 && this.listed >= FILES_FOR_A_WORKER && !this.starting) {
      // A worker that cannot be made leaves the reading to this thread, as on one core.
      this.starting = this.startWorkers().catch(() => undefined);
      return;
    }
    for (const helper of this.helpers) {
      while (helper.sent - Atomics.load(helper.finished, 0) < AHEAD) {
        const index = this.pending.shift();
        if (index === undefined) return;
        this.send(helper, index);
      }
    }
  }

  private async startWorkers(): Promise<void> {
    const { Worker } = await import('node:worker_threads');
    for (let count = 1; count < this.threads && !this.closed; count += 1) {
      const finished = new Int32Array(new SharedArrayBuffer(4));
      // A small young generation: a worker only streams through files, and each isolate's spare room is RSS.
      const { needles, maxBytes, linkHosts } = this.input;
      const sent = { needles, maxBytes, ...(linkHosts ? { linkHosts } : {}) };
      // No preload of NODE_OPTIONS or of our own flags (`--require`, `--import`): Node would load it again, from
      // its file, in every worker it starts, and the site's commands may have rewritten that file. And no variable
      // of ours: a worker reads files, it needs none.
      const options = {
        workerData: { ...sent, finished },
        resourceLimits: { maxYoungGenerationSizeMb: 4 },
        execArgv: [],
        env: {},
      };
      // The reading workers' own bundle, which parses the links too (read-worker.ts), from the text read before
      // any user command ran (shared/bundle.ts); run from the sources (the suite's in-process tests), the chunk reader
      // as source text, whose markup this thread parses.
      const code = readerCode();
      const worker = code
        ? new Worker(new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), options)
        : new Worker(readerWorkerSource(), { ...options, eval: true });
      const helper: Helper = { worker, sent: 0, finished, waiting: new Map() };
      worker.on('message', ({ id, result }: { id: number; result: ChunkResult }) => {
        const files = this.chunks[id]?.files;
        if (files) this.onChunk?.(files, result);
        helper.waiting.get(id)?.resolve(result);
        helper.waiting.delete(id);
        this.feed();
      });
      // A worker that failed gets no more chunks: this thread reads the rest, and `finish` reports the failure.
      const fail = (error: Error): void => {
        this.failure ??= error;
        const at = this.helpers.indexOf(helper);
        if (at !== -1) this.helpers.splice(at, 1);
        for (const waiting of helper.waiting.values()) waiting.reject(error);
        helper.waiting.clear();
      };
      worker.once('error', fail);
      worker.once('exit', (code) => {
        if (code !== 0 && helper.waiting.size > 0) fail(new Error(`a reading worker stopped with exit code ${code}`));
      });
      this.helpers.push(helper);
    }
    this.feed();
  }

  private send(helper: Helper, index: number): void {
    const chunk = this.chunks[index];
    if (!chunk) return;
    const paths = encodePaths(chunk.files);
    chunk.result = new Promise<ChunkResult>((resolve, reject) => {
      helper.waiting.set(index, { resolve, reject });
    });
    // Not left unhandled if the read fails before `finish` awaits it.
    chunk.result.catch(() => undefined);
    helper.sent += 1;
    // The names are moved to the worker, not copied.
    helper.worker.postMessage({ id: index, paths }, [paths.buffer as ArrayBuffer]);
  }
}

/** A chunk's disk paths for `readChunk`, in a buffer of its own (so it can be moved to a worker). */
export function encodePaths(files: readonly { diskPath: string; symlink: boolean }[]): Uint8Array {
  let length = 0;
  for (const file of files) length += Buffer.byteLength(file.diskPath) + 2;
  const bytes = Buffer.from(new ArrayBuffer(length));
  let offset = 0;
  for (const file of files) {
    offset += bytes.write(file.symlink ? 'L' : 'F', offset, 'latin1');
    offset += bytes.write(file.diskPath, offset, 'utf8');
    bytes[offset++] = 0;
  }
  return new Uint8Array(bytes.buffer, 0, length);
}
