// Proof that a process session is still one the main step started (a user's command, or our own git): its leader's
// start time, as Linux's /proc tells it, saved at spawn and compared before its processes are killed (pids are
// reused). Every process the command started is killed with it, by its session as well as its group: a shell job
// under `set -m` gets a group of its own but stays in the session. Only a process that makes a session of its own
// (`setsid`) leaves it.
import { readdirSync, readFileSync } from 'node:fs';
import type { GroupStamp } from '../shared/state.js';

export type { GroupStamp };

interface ProcessStat {
  pgid: number;
  sid: number;
  started: string;
  zombie: boolean;
}

/** /proc/<pid>/stat, or undefined when there is no such process, or no /proc (macOS, Windows). */
function readStat(pid: number | 'self'): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command's name (field 2) is in parentheses and may hold spaces and ")": the other fields follow the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, , pgid, sid, , , , , , , , , , , , , , , , started] = fields;
  if (!state || !pgid || !sid || !started) return undefined;
  return { pgid: Number(pgid), sid: Number(sid), started, zombie: state === 'Z' || state === 'X' };
}

/** The stamp of the group `pid` leads (a command spawned detached leads its own), or undefined when it cannot tell. */
export function groupStamp(pid: number): GroupStamp | undefined {
  const stat = readStat(pid);
  return stat?.pgid === pid ? { pgid: pid, started: stat.started } : undefined;
}

/**
 * The live processes of each session (or group) `stamps` name, but ours, from one look at /proc. While any process
 * is in a session or a group, Linux gives no new process that id as its pid: so with the leader gone, what is left
 * in it is what the leader started. With a leader that started at another time, the id was reused: nothing of it
 * is ours.
 */
function members(stamps: readonly GroupStamp[], own: ProcessStat | undefined): number[][] {
  const found = stamps.map((): number[] => []);
  const ids = new Map<number, number>();
  stamps.forEach((stamp, index) => {
    const leader = readStat(stamp.pgid);
    const ours = !own || (stamp.pgid !== own.sid && stamp.pgid !== own.pgid);
    if (Number.isSafeInteger(stamp.pgid) && stamp.pgid > 1 && ours && (!leader || leader.started === stamp.started))
      ids.set(stamp.pgid, index);
  });
  if (ids.size === 0) return found;
  let pids: string[];
  try {
    pids = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const name of pids) {
    const pid = Number(name);
    if (!Number.isSafeInteger(pid) || pid <= 1 || pid === process.pid) continue;
    const stat = readStat(pid);
    if (!stat || stat.zombie) continue;
    const index = ids.get(stat.sid) ?? ids.get(stat.pgid);
    const stamp = index === undefined ? undefined : stamps[index];
    // Started before the leader: not one of its processes (clock ticks since boot, compared as numbers).
    if (index === undefined || !stamp || Number(stat.started) < Number(stamp.started)) continue;
    if (own && (stat.sid === own.sid || stat.pgid === own.pgid)) continue;
    found[index]?.push(pid);
  }
  return found;
}

/**
 * Kills (SIGKILL) every process of the sessions and groups `stamps` name, as long as any is left (a process may
 * fork while it is killed); never pid 0 or 1, nor our own session or group. Synchronous: nothing else runs
 * between the look and the kill. Returns how many processes it killed in each.
 */
export function killSessions(stamps: readonly GroupStamp[]): number[] {
  const killed = stamps.map(() => 0);
  if (stamps.length === 0) return killed;
  const own = readStat('self');
  for (let round = 0; round < 50; round++) {
    const found = members(stamps, own);
    if (found.every((pids) => pids.length === 0)) break;
    found.forEach((pids, index) => {
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
          killed[index] = (killed[index] ?? 0) + 1;
        } catch {
          // Gone in between, or not ours to kill.
        }
      }
    });
  }
  return killed;
}

/**
 * Kills what is left of each saved session (see `killSessions`): the post step's first act for a main step that
 * died. Returns how many sessions still had a process, once those have died (or after a second).
 */
export async function killProvenGroups(saved: readonly GroupStamp[]): Promise<number> {
  const killed = killSessions(saved);
  const stopped = saved.filter((_stamp, index) => (killed[index] ?? 0) > 0);
  const own = readStat('self');
  for (let waited = 0; waited < 1000 && members(stopped, own).some((pids) => pids.length > 0); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return stopped.length;
}

/** The variable every user command is given, and what it starts inherits: the step's mark (see `killMarked`). */
export const STEP_MARK = 'PAGES_PUSH_STEP';

let mark: string | undefined;

/** This step's mark: its process's id and start time, which no other process on the machine shares. */
export function stepMark(): string {
  mark ??= `${process.pid}.${readStat('self')?.started ?? Date.now()}`;
  return mark;
}

/**
 * Kills (SIGKILL) every process whose first environment (/proc/<pid>/environ) holds this step's mark, as long as any
 * is left: what the user's commands left running in a session of their own (`setsid`), which `killSessions` cannot
 * see. A process that started over with an environment of its own (`env -i`) or wrote over its first one is not
 * found (see docs/security.md). Returns how many it killed outside the sessions `sessions` names.
 */
export function killMarked(sessions: readonly GroupStamp[]): number {
  if (mark === undefined) return 0;
  const needle = `${STEP_MARK}=${mark}\0`;
  const inSessions = new Set(sessions.map((stamp) => stamp.pgid));
  const killed = new Set<number>();
  for (let round = 0; round < 50; round++) {
    let pids: string[];
    try {
      pids = readdirSync('/proc');
    } catch {
      return killed.size;
    }
    let found = 0;
    for (const name of pids) {
      const pid = Number(name);
      if (!Number.isSafeInteger(pid) || pid <= 1 || pid === process.pid) continue;
      let environ: string;
      try {
        environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
      } catch {
        continue; // gone, or not ours to read
      }
      const stat = readStat(pid);
      if (!stat || stat.zombie || !(environ.startsWith(needle) || environ.includes(`\0${needle}`))) continue;
      try {
        process.kill(pid, 'SIGKILL');
        found++;
        if (!inSessions.has(stat.sid) && !inSessions.has(stat.pgid)) killed.add(pid);
      } catch {
        // Gone in between.
      }
    }
    if (found === 0) break;
  }
  return killed.size;
}
