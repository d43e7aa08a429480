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
 * Shuts the inspector where it is open although no flag asked for it: a SIGUSR1 that landed before the listener
 * above was set (a process left running by an earlier step that signals every new one) opened it. The main step
 * runs as one process to its end (see first-environment.ts), so it asks as its deploy starts, and again before each
 * user command (the thread that opens it may finish after the first ask). The runtime's module costs about 2 ms.
 */
export function shutInspector(): void {
  const inspector = process.getBuiltinModule('node:inspector');
  if (inspector.url() !== undefined) inspector.close();
}
