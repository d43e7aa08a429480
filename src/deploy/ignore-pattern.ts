// Compiles hexo-deployer-git's `ignore_pattern` from _config.yml, which is untrusted: with V8's linear-time engine,
// so that no pattern can hold the deploy (and the signals that would cancel it) in catastrophic backtracking.

/** Whether V8 recognises the `l` (linear-time) flag in this process yet. */
let linearEngine = false;

/**
 * `source` as a regular expression matched in time linear in the name (V8's `l` flag), or a refusal naming it.
 *
 * The flag is recognised once `--enable-experimental-regexp-engine` is set, which is done here the first time, with
 * `v8.setFlagsFromString`: the flag is read when a RegExp is made, so it takes effect for every one made afterwards,
 * and it changes no other RegExp (only those given `l`). It is set once the code is loaded, as index.ts sets its
 * own flags, never at the start, where a flag would make the runtime refuse the cached code of its own modules.
 *
 * What the linear engine cannot run (a backreference, a lookahead, on Node 20 a lookbehind, a count from
 * about 16, such as `a{20}`) is refused, not matched with the backtracking engine under a deadline. A deadline needs the
 * match in another thread: the listing tests every name of tens of thousands, synchronously, and a round trip
 * per name (or per folder) to a worker would slow every deploy that sets a pattern, while what is published would
 * depend on how fast the machine is when the deadline falls. File-name patterns rarely need those features, and
 * the `exclude` input (globs) leaves out what such a pattern would.
 */
export function ignorePattern(source: string): RegExp {
  try {
    new RegExp(source);
  } catch {
    throw new Error(
      `ignore_pattern "${source}" in _config.yml is not a valid regular expression (hexo deploy would fail on it too).`,
    );
  }
  if (!linearEngine) {
    process.getBuiltinModule('node:v8').setFlagsFromString('--enable-experimental-regexp-engine');
    linearEngine = true;
  }
  try {
    // eslint-disable-next-line no-invalid-regexp -- V8's linear-time engine, enabled at run time
    return new RegExp(source, 'l');
  } catch {
    throw new Error(
      `ignore_pattern "${source}" in _config.yml cannot be matched in linear time: it uses a backreference, a ` +
        'lookahead or lookbehind, or a large repetition count, with which a crafted file name could hold the deploy ' +
        'for hours. Patterns from the site config are matched in linear time only: rewrite it without those ' +
        '(a{20} as a{10}a{10}), or leave the files out with the "exclude" input instead.',
    );
  }
}
