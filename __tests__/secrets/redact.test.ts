// Unit tests of redacting secrets from the output of the user's commands.
import { Writable } from 'node:stream';
import { RedactingStream, redactText } from '../../src/secrets/redact.js';

const TOKEN = 'ghp_0123456789abcdefTOKEN';

/** A sink that keeps what reached the log, and each write, to see where the stream cut the text. */
function sink(): { stream: Writable; text: () => string; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { stream, text: () => writes.join(''), writes };
}

async function writeAll(stream: RedactingStream, chunks: (string | Buffer)[]): Promise<void> {
  for (const chunk of chunks) {
    await new Promise<void>((resolve) => {
      stream.write(chunk, () => {
        resolve();
      });
    });
  }
}

describe('redactText', () => {
  test('replaces every form, the longest first', () => {
    const encoded = Buffer.from(TOKEN).toString('base64');

    expect(redactText(`a ${TOKEN} b ${encoded} c ${TOKEN}`, [TOKEN, encoded])).toBe('a *** b *** c ***');
    expect(redactText(`x${TOKEN}y`, [TOKEN.slice(0, 5), TOKEN])).toBe('x***y');
  });

  test('leaves text without a secret, and ignores empty secrets', () => {
    expect(redactText('nothing here', ['', TOKEN])).toBe('nothing here');
  });
});

describe('RedactingStream', () => {
  test('finds a secret split across chunks, as hexo-deployer-git prints its push URL', async () => {
    const out = sink();
    const stream = new RedactingStream(out.stream, [TOKEN]);

    await writeAll(stream, [
      "branch 'main' set up to track 'https://",
      TOKEN.slice(0, 9),
      `${TOKEN.slice(9)}@host/x'.\nnext\n`,
    ]);
    stream.flush();

    expect(out.text()).toBe("branch 'main' set up to track 'https://***@host/x'.\nnext\n");
  });

  test('passes a last line without a newline on flush', async () => {
    const out = sink();
    const stream = new RedactingStream(out.stream, [TOKEN]);

    await writeAll(stream, [`done ${TOKEN}`]);
    expect(out.text()).toBe('');
    stream.flush();

    expect(out.text()).toBe('done ***');
  });

  test('keeps a multi-byte character split across chunks whole', async () => {
    const out = sink();
    const stream = new RedactingStream(out.stream, [TOKEN]);
    const bytes = Buffer.from('héllo\n', 'utf8');

    await writeAll(stream, [bytes.subarray(0, 2), bytes.subarray(2)]);
    stream.flush();

    expect(out.text()).toBe('héllo\n');
  });

  test('passes a very long line on in parts, still finding a secret across the cut', async () => {
    const out = sink();
    const stream = new RedactingStream(out.stream, [TOKEN], 100);
    const filler = 'x'.repeat(90);

    await writeAll(stream, [filler + TOKEN.slice(0, 12)]);
    await writeAll(stream, [TOKEN.slice(12) + 'y'.repeat(120)]);
    stream.flush();

    expect(out.writes.length).toBeGreaterThan(1);
    expect(out.text()).toBe(`${filler}***${'y'.repeat(120)}`);
  });

  test('ends like any stream', async () => {
    const out = sink();
    const stream = new RedactingStream(out.stream, [TOKEN]);

    await new Promise<void>((resolve) => {
      stream.end(`last ${TOKEN}`, () => {
        resolve();
      });
    });

    expect(out.text()).toBe('last ***');
  });
});
