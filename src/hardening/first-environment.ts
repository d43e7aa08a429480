// Takes the step's secrets out of the process's first environment, in place, on Linux: the runner starts us with
// every input (the token, the deploy key) and its own tokens in our environment, and any process of the runner's
// user can read that first environment from /proc/<pid>/environ for as long as we run, even after process.env forgot
// it (the kernel reads it from our memory, where the process was started). So each secret is taken out of the C
// library's environment (process.env holds it again, in memory the C library allocates) and its first bytes are
// overwritten with zeros through /proc/self/mem, which any process may write for itself. One process, no second
// start: where this cannot be done (not Linux, no /proc, a kernel that refuses the write), the main step starts
// itself over without the secrets instead (reexec.ts).
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

/** Fields of /proc/<pid>/stat after the command's name (the state is the first): where the environment lies. */
const ENV_START_FIELD = 47;
const ENV_END_FIELD = 48;

/** One `NAME=value` entry of the first environment: its offset in it, its length, and the name. */
interface Entry {
  offset: number;
  length: number;
  name: string;
}

/**
 * Overwrites, in this process's first environment, every entry `isSecret` names, after taking it out of the C
 * library's environment (process.env keeps the value). 'scrubbed' when /proc/self/environ was read back without
 * any of them (or had none); 'cannot' where the process cannot do it, with process.env as it was.
 */
export function scrubFirstEnvironment(isSecret: (name: string) => boolean): 'scrubbed' | 'cannot' {
  if (process.platform !== 'linux') return 'cannot';
  let first: Buffer;
  let start: number;
  try {
    first = readFileSync('/proc/self/environ');
    const stat = readFileSync('/proc/self/stat', 'latin1');
    // The command's name is in parentheses and may hold spaces or parentheses: the fields follow the last `)`.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    start = Number(fields[ENV_START_FIELD]);
    const end = Number(fields[ENV_END_FIELD]);
    // /proc/<pid>/environ is that span of memory: anything else is not the layout this relies on.
    if (!Number.isSafeInteger(start) || start <= 0 || end - start !== first.length) return 'cannot';
  } catch {
    return 'cannot';
  }
  const secrets = entries(first).filter((entry) => isSecret(entry.name));
  if (secrets.length === 0) return 'scrubbed';
  // Out of the C library's environment first (unsetenv drops every pointer to the first copy), then back into
  // process.env, as a copy of its own: nothing points into the bytes overwritten below any more.
  const values = new Map<string, string>();
  for (const { name } of secrets) {
    const value = process.env[name];
    if (value !== undefined && !values.has(name)) values.set(name, value);
  }
  for (const name of values.keys()) Reflect.deleteProperty(process.env, name);
  for (const [name, value] of values) process.env[name] = value;
  let fd: number | undefined;
  try {
    fd = openSync('/proc/self/mem', 'r+');
    for (const { offset, length } of secrets) {
      if (writeSync(fd, Buffer.alloc(length), 0, length, start + offset) !== length) return 'cannot';
    }
  } catch {
    return 'cannot';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  // What any other process would read now.
  return entries(readFileSync('/proc/self/environ')).some((entry) => isSecret(entry.name)) ? 'cannot' : 'scrubbed';
}

/** The `NAME=value` entries of an environment block (NUL-separated), with where each lies in it. */
function entries(block: Buffer): Entry[] {
  const found: Entry[] = [];
  let offset = 0;
  while (offset < block.length) {
    let end = block.indexOf(0, offset);
    if (end === -1) end = block.length;
    const equals = block.indexOf(0x3d, offset);
    const name = block.toString('latin1', offset, equals === -1 || equals > end ? end : equals);
    if (end > offset) found.push({ offset, length: end - offset, name });
    offset = end + 1;
  }
  return found;
}
