// Keeps Node's inspector shut in every process of ours, from its first line (index.ts imports this first): the
// inspector reads our whole memory, the token and the deploy key with it, and a user's command could otherwise open
// it by sending us SIGUSR1 (`kill -USR1 $PPID`), or by `--inspect` in the NODE_OPTIONS it hands a later step.

/** A flag that opens or places Node's inspector: `--inspect`, `--inspect-brk=…`, `--inspect-port`, `--debug-port`. */
const INSPECTOR_FLAG = /^--(?:inspect|debug)(?:-[a-z-]+)?(?:=|$)/;
/** Those of them that may take their value as the next argument. */
const TAKES_NEXT = /^--(?:inspect-port|debug-port|inspect-publish-uid)$/;

/** `args` (a process's execArgv, say) without the inspector's flags and their values. */
export function withoutInspectorArgs(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!INSPECTOR_FLAG.test(arg)) kept.push(arg);
    else if (TAKES_NEXT.test(arg)) index += 1;
  }
  return kept;
}

/**
 * NODE_OPTIONS without the inspector's flags. Its words are split as Node splits them (spaces, or a "quoted"
 * string with backslash escapes), and the rest is kept as written.
 */
export function withoutInspectorOptions(options: string): string {
  const words = options.match(/(?:"(?:\\.|[^"\\])*"?|[^\s"])+/g) ?? [];
  const plain = words.map((word) => word.replace(/"((?:\\.|[^"\\])*)"?/g, (_all, inner: string) => inner));
  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = plain[index] ?? '';
    if (!INSPECTOR_FLAG.test(word)) kept.push(words[index] ?? '');
    else if (TAKES_NEXT.test(word)) index += 1;
  }
  return kept.join(' ');
}

/**
 * The runtime's flag that stops SIGUSR1 opening the inspector in a process it starts, where it has it (Node 22.14,
 * 23.7 and later). Told by the version: asking `process.allowedNodeEnvironmentFlags` costs a start 2–4 ms.
 */
export function disableSigusr1Flag(): string[] {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const has = major > 23 || (major === 23 && minor >= 7) || (major === 22 && minor >= 14);
  return has ? ['--disable-sigusr1'] : [];
}

// A listener of our own replaces the runtime's: SIGUSR1 then opens nothing (Node 20 to 24 alike).
process.on('SIGUSR1', () => {
  // ignored: the inspector stays shut
});
// Started with the inspector open (a NODE_OPTIONS of the workflow's, or of GITHUB_ENV): shut it before anything of
// ours is in memory. Loaded only then: the module costs every start otherwise.
if (
  process.execArgv.some((arg) => INSPECTOR_FLAG.test(arg)) ||
  /--(?:inspect|debug)/.test(process.env.NODE_OPTIONS ?? '')
) {
  process.getBuiltinModule('node:inspector').close();
}

/**
 * Shuts the inspector where it is open although no flag asked for it: a SIGUSR1 that arrived before the listener
 * above was set (a process left running by an earlier step that signals every new one) opened it. The main step
 * runs as one process to its end (see first-environment.ts), so it asks as its deploy starts, and again before each
 * user command (the thread that opens it may finish after the first ask). Asked through the process's own sockets
 * first: the runtime's module (and the worker and stream modules it loads) cost the start about 4 ms.
 */
export function shutInspector(): void {
  if (!listensOnTcp()) return;
  const inspector = process.getBuiltinModule('node:inspector');
  if (inspector.url() !== undefined) inspector.close();
}

/**
 * Whether this process has a listening TCP socket (before our first user command, only an open inspector has one);
 * true where that cannot be told (not Linux, no /proc).
 */
function listensOnTcp(): boolean {
  if (process.platform !== 'linux') return true;
  const fs = process.getBuiltinModule('node:fs');
  const sockets = new Set<string>();
  try {
    for (const fd of fs.readdirSync('/proc/self/fd')) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        if (inode) sockets.add(inode);
      } catch {
        // closed meanwhile (the folder's own descriptor among them)
      }
    }
  } catch {
    return true;
  }
  if (sockets.size === 0) return false;
  // Sockets of a Unix domain (the stdio socketpairs a Node parent hands its child, say) are listed in net/unix, a
  // cheap read; the TCP tables cost 3 ms each on a machine with a lot of memory (the kernel walks every bucket of
  // its hash of connections), so they are read only for a socket that is not one of those.
  try {
    for (const line of fs.readFileSync('/proc/self/net/unix', 'latin1').split('\n').slice(1)) {
      // Num RefCount Protocol Flags Type St Inode Path
      sockets.delete(line.trim().split(/\s+/)[6] ?? '');
    }
  } catch {
    // no such table: the TCP tables decide
  }
  if (sockets.size === 0) return false;
  let read = 0;
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(table, 'latin1');
      read += 1;
    } catch {
      continue;
    }
    // sl local_address rem_address st (0A: listening) tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && sockets.has(fields[9] ?? '')) return true;
    }
  }
  return read === 0;
}
