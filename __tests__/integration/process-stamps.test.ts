// Tests of the proof needed before a command's processes are killed, with real processes: a session whose leader
// runs with the saved start time, or whose leader has ended, is killed with every group in it; never pid 1, nor
// our own group.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { groupStamp, killProvenGroups, killSessions } from '../../src/processes/process-stamps.js';

let children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children = [];
});

/** A detached `sleep` (the leader of a group of its own, as a user's command is) and a promise of its end. */
function sleeper(): { pid: number; ended: Promise<NodeJS.Signals | null> } {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
  children.push(child);
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => {
      resolve(signal);
    }),
  );
  return { pid: child.pid ?? 0, ended };
}

/** /proc, which the proof reads, is Linux's: elsewhere the post step kills nothing. */
function withoutProc(): boolean {
  if (process.platform === 'linux') return false;
  console.log(`SKIPPED: no /proc on ${process.platform}.`);
  return true;
}

test('kills a group whose leader runs with the start time saved at spawn', async () => {
  if (withoutProc()) return;
  const { pid, ended } = sleeper();
  const stamp = groupStamp(pid);

  expect(stamp?.pgid).toBe(pid);
  expect(await killProvenGroups(stamp ? [stamp] : [])).toBe(1);
  expect(await ended).toBe('SIGKILL');
});

test('leaves alone a group whose leader started at another time (its pid reused), pid 1 and our own group', async () => {
  if (withoutProc()) return;
  const { pid } = sleeper();
  const stamp = groupStamp(pid);
  const ownGroup = Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(process.pid)], { encoding: 'utf8' }));
  const own = groupStamp(ownGroup) ?? { pgid: ownGroup, started: '0' };

  const killed = await killProvenGroups([
    { pgid: pid, started: `${Number(stamp?.started) + 1}` },
    { pgid: 1, started: groupStamp(1)?.started ?? '0' },
    { pgid: 0, started: '0' },
    { pgid: -pid, started: stamp?.started ?? '0' },
    own,
  ]);

  expect(killed).toBe(0);
  expect(groupStamp(pid)).toEqual(stamp);
});

/** Whether `pid` is a live process (not a zombie waiting to be reaped). */
function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * A detached shell (a session and a group of its own, as a user's command is) that starts a `set -m` job, which
 * gets a process group of its own in the same session; the job's pid, once the shell printed it.
 */
async function withSetMJob(afterwards: string): Promise<{ leader: number; job: number }> {
  const child = spawn('bash', ['-c', `set -m; sleep 30 & echo $!; ${afterwards}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  const job = await new Promise<number>((resolve) => {
    child.stdout.once('data', (data: Buffer) => {
      resolve(Number(data.toString().trim()));
    });
  });
  return { leader: child.pid ?? 0, job };
}

test('kills a `set -m` job of the session, which has a process group of its own', async () => {
  if (withoutProc()) return;
  const { leader, job } = await withSetMJob('sleep 30');
  const stamp = groupStamp(leader);
  expect(Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(job)], { encoding: 'utf8' }))).toBe(job);

  // The shell and its job, at least (a process is signalled again while it dies).
  expect(stamp ? killSessions([stamp])[0] : 0).toBeGreaterThanOrEqual(2);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect([alive(leader), alive(job)]).toEqual([false, false]);
});

test('kills what is left of a session whose leader has ended', async () => {
  if (withoutProc()) return;
  const child = spawn('bash', ['-c', 'set -m; sleep 30 & echo $!; exec sleep 0.3'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  const stamp = child.pid === undefined ? undefined : groupStamp(child.pid);
  const job = await new Promise<number>((resolve) => {
    child.stdout.once('data', (data: Buffer) => {
      resolve(Number(data.toString().trim()));
    });
  });
  await new Promise((resolve) => child.once('exit', resolve));
  expect(alive(job)).toBe(true);

  expect(await killProvenGroups(stamp ? [stamp] : [])).toBe(1);
  expect(alive(job)).toBe(false);
});
