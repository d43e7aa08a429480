// The job's cancel and the processes a toolkit library starts (hardening/toolkit-spawns.ts): a cancel kills the one
// running, and a call that goes on after the cancel starts none, its spawn failing as a failed command does. The
// library (`@actions/exec`, as `@actions/cache` runs tar) spawns through the runtime's child_process module as the
// bundle binds it, the CommonJS object, which is what the tests call here; end to end, with the toolkit's own
// restore: e2e/cache-cancel.test.ts.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { withArchiverSpawns } from '../../src/hardening/toolkit-spawns.js';

const childProcess = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'toolkit-spawns-'));
});

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A command the library runs, as its runner does: what it printed and how it ended. */
async function run(script: string): Promise<{ printed: string; code: number | null; signal: string | null }> {
  const child: ChildProcess = childProcess.spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let printed = '';
  child.stdout?.on('data', (data: Buffer) => (printed += data.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      resolve({ printed, code, signal });
    });
  });
}

test('runs the command while the job runs', async () => {
  const running = new AbortController().signal;

  await expect(withArchiverSpawns(() => run('echo unpacked'), running)).resolves.toEqual({
    printed: 'unpacked\n',
    code: 0,
    signal: null,
  });
});

test('a cancel kills the command it runs at once', async () => {
  const job = new AbortController();
  const started = Date.now();
  const call = withArchiverSpawns(() => run('echo started; exec sleep 30'), job.signal);
  setTimeout(() => {
    job.abort('SIGINT');
  }, 300);

  await expect(call).resolves.toEqual({ printed: 'started\n', code: null, signal: 'SIGKILL' });
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('a call that goes on after the cancel starts no command: its spawn fails as a failed command does', async () => {
  const job = new AbortController();
  const unpacked = path.join(scratch, 'unpacked');
  const call = withArchiverSpawns(async () => {
    job.abort('SIGINT');
    return run(`echo unpacked; touch '${unpacked}'`);
  }, job.signal);

  await expect(call).resolves.toEqual({ printed: '', code: 1, signal: null });
  expect(existsSync(unpacked)).toBe(false);
});

test("a spawn of ours while the call runs is not the call's: the cancel leaves it running", async () => {
  const job = new AbortController();
  const call = withArchiverSpawns(() => run('exec sleep 30'), job.signal);
  const ours = run('sleep 0.5; echo done');
  setTimeout(() => {
    job.abort('SIGINT');
  }, 100);

  await expect(call).resolves.toEqual({ printed: '', code: null, signal: 'SIGKILL' });
  await expect(ours).resolves.toEqual({ printed: 'done\n', code: 0, signal: null });
});
