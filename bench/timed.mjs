// Times a child process for the benchmark: wall time from just before it starts, and optionally its peak RSS.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Times a command from just before it is started (epoch ms in `startedAt`); for the action, its peak RSS too. */
export function timed(file, args, options, { watchRss = false, input } = {}) {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const started = process.hrtime.bigint();
    const child = spawn(file, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peakKb = 0;
    // VmHWM is the whole process's, every thread included (and of the image the main step starts itself over as).
    const poll = watchRss
      ? setInterval(() => {
          try {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            const hwm = /VmHWM:\s+(\d+)/.exec(status);
            if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
          } catch {
            // the process has just ended
          }
        }, 20)
      : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      if (poll) clearInterval(poll);
      const endedAt = Date.now();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) reject(new Error(`${file} ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`));
      else resolve({ ms, startedAt, endedAt, stdout, stderr, peakMb: peakKb / 1024 });
    });
  });
}
