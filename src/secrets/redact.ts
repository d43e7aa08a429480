// Hides secrets in the output of the commands we run for the user, before it reaches the log. The runner masks
// registered secrets too; this also covers the forms it does not know and keeps them out of our own streams.
import { StringDecoder } from 'node:string_decoder';
import { Writable } from 'node:stream';

export const REDACTED = '***';

/** `text` with every occurrence of every secret replaced by `replacement`, the longest first (one may contain another). */
export function replaceSecrets(text: string, secrets: readonly string[], replacement: string): string {
  let result = text;
  for (const secret of [...secrets].filter((item) => item !== '').sort((a, b) => b.length - a.length)) {
    if (result.includes(secret)) result = result.split(secret).join(replacement);
  }
  return result;
}

/** `text` with every secret shown as ***. */
export function redactText(text: string, secrets: readonly string[]): string {
  return replaceSecrets(text, secrets, REDACTED);
}

/**
 * A stream that passes text on a line at a time with the secrets redacted, so a secret split across two chunks
 * is still found. A line longer than `maxLine` is passed on in parts, holding back enough to find a secret that
 * straddles the cut. `flush()` passes on what is left.
 */
export class RedactingStream extends Writable {
  private pending = '';
  private readonly decoder = new StringDecoder('utf8');
  private readonly holdBack: number;

  constructor(
    private readonly target: NodeJS.WritableStream,
    private readonly secrets: readonly string[],
    private readonly maxLine = 64 * 1024,
  ) {
    super();
    this.holdBack = Math.max(0, ...secrets.map((secret) => secret.length)) - 1;
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const end = this.pending.lastIndexOf('\n') + 1;
    if (end > 0) {
      this.target.write(redactText(this.pending.slice(0, end), this.secrets));
      this.pending = this.pending.slice(end);
    }
    if (this.pending.length > this.maxLine) {
      // Redact first, then keep the tail unwritten: a secret that starts in it has not been seen whole yet.
      const cut = Math.max(0, this.pending.length - this.holdBack);
      const redacted = redactText(this.pending, this.secrets);
      if (redacted === this.pending) {
        this.target.write(this.pending.slice(0, cut));
        this.pending = this.pending.slice(cut);
      } else {
        this.target.write(redacted);
        this.pending = '';
      }
    }
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    callback();
  }

  flush(): void {
    this.pending += this.decoder.end();
    if (this.pending) this.target.write(redactText(this.pending, this.secrets));
    this.pending = '';
  }
}
