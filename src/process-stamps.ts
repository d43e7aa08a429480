// Proof that a process group is still one the main step started for a user's command: its leader's start time, as
// Linux's /proc tells it, saved at spawn and compared by the post step before it kills the group (pids are reused).
import { readFileSync } from 'node:fs';

/** A user command's process group: its id (the leader's pid) and the leader's start time, in clock ticks since boot. */
export interface GroupStamp {
  pgid: number;
  started: string;
}

interface ProcessStat {
  pgid: number;
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
  const [state, , pgid, , , , , , , , , , , , , , , , , started] = fields;
  if (!state || !pgid || !started) return undefined;
  return { pgid: Number(pgid), started, zombie: state === 'Z' || state === 'X' };
}

/** The stamp of the group `pid` leads (a command spawned detached leads its own), or undefined when it cannot tell. */
export function groupStamp(pid: number): GroupStamp | undefined {
  const stat = readStat(pid);
  return stat?.pgid === pid ? { pgid: pid, started: stat.started } : undefined;
}

/**
 * Kills (SIGKILL) each saved group whose leader still runs with the start time saved at spawn; never pid 0 or 1,
 * nor our own group. A group whose leader is gone cannot be proven ours and is left alone. Returns how many it
 * killed, once their leaders have died (or after a second).
 */
export async function killProvenGroups(saved: readonly GroupStamp[]): Promise<number> {
  const own = readStat('self')?.pgid;
  const alive = (stamp: GroupStamp): boolean => {
    const stat = readStat(stamp.pgid);
    return stat !== undefined && !stat.zombie && stat.pgid === stamp.pgid && stat.started === stamp.started;
  };
  const killed = saved.filter((stamp) => {
    if (!Number.isSafeInteger(stamp.pgid) || stamp.pgid <= 1 || stamp.pgid === own || !alive(stamp)) return false;
    try {
      process.kill(-stamp.pgid, 'SIGKILL');
      return true;
    } catch {
      return false; // gone in between
    }
  });
  for (let waited = 0; waited < 1000 && killed.some(alive); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return killed.length;
}
