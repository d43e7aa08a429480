// Reads trees of the branch's tip one at a time, as the comparison asks for them, through one long-lived
// `git cat-file --batch`: an update reads only the folders that changed, never a listing of the whole branch.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { parseTree, type TreeListing } from '../objects/objects.js';

/** What `cat-file --batch` answers one request with: `<id> <type> <size>\n<content>\n`, or `<id> missing\n`. */
interface Pending {
  sha: string;
  resolve: (listing: TreeListing) => void;
  reject: (error: Error) => void;
}

export class TreeReader {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private buffered: Buffer = Buffer.alloc(0);
  private failure: Error | undefined;
  private stderr = '';

  /** `start` runs git with the arguments given and returns the process (Git.start). */
  constructor(start: (args: readonly string[]) => ChildProcessWithoutNullStreams) {
    this.child = start(['cat-file', '--batch']);
    this.child.stdin.on('error', () => undefined);
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-4096);
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    this.child.on('error', (error) => {
      this.fail(error);
    });
    this.child.on('close', (code) => {
      this.fail(new Error(`git cat-file stopped (exit code ${code ?? 'none'}): ${this.stderr.trim() || 'no message'}`));
    });
  }

  /** The entries of tree `sha`, which must be in the repository. */
  read(sha: string): Promise<TreeListing> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.push({ sha, resolve, reject });
      this.child.stdin.write(`${sha}\n`);
    });
  }

  /** Ends git (it exits when its input ends). */
  close(): void {
    this.failure ??= new Error('the tree reader is closed');
    this.child.stdin.end();
  }

  /** Answers the requests whose replies have fully arrived, in order. */
  private answer(): void {
    for (let request = this.pending[0]; request; request = this.pending[0]) {
      const newline = this.buffered.indexOf(0x0a);
      if (newline === -1) return;
      const header = this.buffered.toString('latin1', 0, newline).split(' ');
      if (header.length !== 3) {
        // `<id> missing` (or `ambiguous`): no content follows.
        this.pending.shift();
        this.buffered = this.buffered.subarray(newline + 1);
        request.reject(new Error(`the branch's tree ${request.sha} could not be read (git said: ${header.join(' ')})`));
        continue;
      }
      const size = Number(header[2]);
      const end = newline + 1 + size;
      if (this.buffered.length < end + 1) return;
      this.pending.shift();
      const content = this.buffered.subarray(newline + 1, end);
      this.buffered = this.buffered.subarray(end + 1);
      try {
        if (header[1] !== 'tree') throw new Error(`${request.sha} is a ${header[1] ?? 'thing'}, not a tree`);
        request.resolve(parseTree(content));
      } catch (error) {
        request.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (let request = this.pending.shift(); request; request = this.pending.shift()) request.reject(error);
  }
}
