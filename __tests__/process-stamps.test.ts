// Tests of the proof the post step needs before it kills a process group, with real processes: only a group whose
// leader still runs with the saved start time is killed; never pid 1, nor our own group.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { groupStamp, killProvenGroups } from '../src/process-stamps.js';

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
