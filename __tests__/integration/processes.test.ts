// Tests of running the user's commands with real processes: each in a group of its own, killed when it ends.
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { runUserCommand, throwIfCancelled } from '../../src/processes/processes.js';
import { loadFileCommands } from '../../src/shared/runner.js';

// The steps load the file commands at their start (src/index.ts); so does each test of them.
beforeAll(() => loadFileCommands());

let dir: string;
/** A job that is never cancelled. */
const running = new AbortController().signal;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-processes-'));
  // Each command's process group is saved to the step's state, as in a step.
  process.env.GITHUB_STATE = path.join(dir, 'state');
  await fs.writeFile(process.env.GITHUB_STATE, '');
});

afterEach(async () => {
  delete process.env.GITHUB_STATE;
  await fs.rm(dir, { recursive: true, force: true });
});

function run(script: string): Promise<{ exitCode: number; output: string }> {
  const stdout = new PassThrough();
  let output = '';
  stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return runUserCommand('sh', ['-c', script], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    stdout,
    stderr: new PassThrough(),
    signal: running,
  }).then(({ exitCode }) => ({ exitCode, output }));
}

test('passes on the output and the exit code', async () => {
  expect(await run('echo built; exit 3')).toEqual({ exitCode: 3, output: 'built\n' });
});

test('kills a process the command left running in the background', async () => {
  const result = await run('(sleep 1; touch late) > /dev/null 2>&1 & echo started');
  await new Promise((resolve) => setTimeout(resolve, 1500));

  expect([result.exitCode, existsSync(path.join(dir, 'late'))]).toEqual([0, false]);
});

test('does not wait for a background process that holds the output open', async () => {
  const started = Date.now();

  const result = await run('(sleep 30; echo late) & echo started');

  expect([result.output, Date.now() - started < 5000]).toEqual(['started\n', true]);
});

test('rejects a command that cannot start', async () => {
  await expect(
    runUserCommand('no-such-binary-here', [], {
      cwd: dir,
      env: { PATH: '/nonexistent' },
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      signal: running,
    }),
  ).rejects.toThrow('ENOENT');
});

test('gives the command its input on stdin', async () => {
  const stdout = new PassThrough();
  let output = '';
  stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const { exitCode } = await runUserCommand('sh', ['-c', 'tr a-z A-Z'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    stdout,
    stderr: new PassThrough(),
    input: '{"templates": []}',
    signal: running,
  });

  expect([exitCode, output]).toEqual([0, '{"TEMPLATES": []}']);
});

test('kills a command that runs past its time limit, with what it started, and says so', async () => {
  const started = Date.now();

  const result = await runUserCommand('sh', ['-c', '(sleep 2; touch late) & sleep 30'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    timeoutMs: 500,
    signal: running,
  });
  await new Promise((resolve) => setTimeout(resolve, 2500));

  expect(result).toEqual({ exitCode: 137, timedOut: true, leftRunning: 0 });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(existsSync(path.join(dir, 'late'))).toBe(false);
});

test("the job's cancel kills the running command with what it started, and no command starts after it", async () => {
  const cancel = new AbortController();
  const options = {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    signal: cancel.signal,
  };
  const started = Date.now();

  const running = runUserCommand('sh', ['-c', '(sleep 2; touch late) & sleep 30'], options);
  setTimeout(() => {
    cancel.abort('SIGINT');
  }, 300);
  const result = await running;
  await new Promise((resolve) => setTimeout(resolve, 2500));

  expect(result).toEqual({ exitCode: 137, leftRunning: 0 });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(existsSync(path.join(dir, 'late'))).toBe(false);
  await expect(runUserCommand('sh', ['-c', 'touch after'], options)).rejects.toThrow(
    'The job was cancelled (SIGINT): stopped before the next step.',
  );
  expect(() => {
    throwIfCancelled(cancel.signal);
  }).toThrow('The job was cancelled (SIGINT)');
  expect(existsSync(path.join(dir, 'after'))).toBe(false);
});
