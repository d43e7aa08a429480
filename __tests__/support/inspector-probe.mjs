// A build that attacks the action through Node's inspector, as a compromised package would: it sends SIGUSR1 to
// each of its ancestors that runs the action's bundle (and nothing else: not the test runner), then looks whether
// any of them listens on a TCP port (its own sockets in /proc, so no other process's port can be mistaken for it)
// and asks each such port for the inspector's targets. Writes what it found, as JSON, to the report file.
// node inspector-probe.mjs <signal|none|left-behind> <report file> <bundle path>
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';

const [mode, report, bundle] = process.argv.slice(2);

function parentOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function argsOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** The ports `pid` listens on, from its own file descriptors. */
function listening(pid) {
  const inodes = new Set();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`, { throwIfNoEntry: false }) ?? '');
      if (match) inodes.add(match[1]);
    }
  } catch {
    return []; // ended
  }
  const ports = [];
  for (const table of ['tcp', 'tcp6']) {
    let lines;
    try {
      lines = readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1);
    } catch {
      return []; // ended meanwhile (the action finishing while it is looked at): the probe goes on, and reports
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}

async function probe(pids, signal, rounds) {
  const found = { pids, ports: [], answers: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const pid of pids) {
      try {
        if (signal) process.kill(pid, 'SIGUSR1');
      } catch {
        // ended
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const pid of pids) {
      for (const port of listening(pid)) {
        found.ports.push(port);
        try {
          const answer = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) });
          found.answers.push((await answer.text()).slice(0, 200));
        } catch (error) {
          found.answers.push(`no answer: ${error.message}`);
        }
      }
    }
  }
  writeFileSync(report, JSON.stringify(found));
}

if (mode === 'later') {
  await probe(JSON.parse(process.env.PROBE_PIDS), true, 8);
} else {
  const pids = [];
  for (let pid = process.ppid; pid > 1; pid = parentOf(pid)) if (argsOf(pid).includes(bundle)) pids.push(pid);
  if (mode === 'left-behind') {
    // A process of its own session, which outlives the build: it signals the action while it publishes.
    spawn(process.execPath, [process.argv[1], 'later', report, bundle], {
      detached: true,
      stdio: 'ignore',
      // Without the step's mark (PAGES_PUSH_STEP), as a hostile dependency's leftover would make its environment:
      // the action stops every process that carries it once the build ends.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'PAGES_PUSH_STEP')),
        PROBE_PIDS: JSON.stringify(pids),
      },
    }).unref();
  } else {
    await probe(pids, mode === 'signal', 1);
  }
}
