// Preloaded (NODE_OPTIONS=--require) by the inspector test: opens Node's inspector before the process's first line,
// on a free port, as a SIGUSR1 that lands before the action's own listener would. Only in the action's bundle: the
// build's own Node processes are left as they are.
if ((process.argv[1] ?? '').endsWith('index.js')) require('node:inspector').open(0, '127.0.0.1');
