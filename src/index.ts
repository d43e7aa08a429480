// Entry of the bundle for both the main and the post step.
//
// The main step starts itself over at once (see reexec.ts): without the secrets in its environment, and with a
// capped young generation. V8 otherwise grows the young generation with the machine's memory, and on a site of
// 100,000 files the garbage it holds, not the site, would decide the step's memory. The old generation has a limit
// of 1 GiB (a site of millions of files fits): V8 scales how far the heap may outgrow what is live before a full
// collection with that limit, and under the default a machine's memory gives, 100,000-page first deploys peaked
// far higher. Allocation-site pretenuring is off: with the young generation capped, V8 saw most of what some
// places in the code allocate outlive it (the names and ids a folder's tree holds until it is built), and then
// allocated everything from there straight into the old generation, where the short-lived rest piled up between
// full collections (a 100,000-folder first deploy swung between 35 and 75 MB of heap). It is turned off once the
// deploy's code is loaded, not by a flag at the start: V8 refuses the code Node caches for its own modules when
// the flags differ from those it was made with, and compiling them again cost every start about 25 ms. And glibc
// keeps one malloc arena, not one for each thread that allocates (the reading thread, V8's collector and compiler
// threads, the pool that compresses): memory one thread freed stayed resident in its arena. Together they took
// that deploy's peak RSS from 146–181 MB to 140–144 MB (one run in twelve: 157 MB), at no cost in time that runs
// on this project's machine could tell. Where the runtime cannot start itself over (Windows, Node before 22.15),
// the deploy runs in a worker thread with the same heap limits instead.
//
// A cancelled job gets SIGINT, then SIGTERM, from the runner: the deploy stops the user's commands with every
// process they started, restores the config and scrubs the workspace before it ends.
// First, before anything of ours is loaded: no SIGUSR1 opens the inspector from here on (see no-inspector.ts).
import './no-inspector.js';
import { setBundleEntry } from './bundle.js';
import { isRenderMode, renderMessages } from './deploy/render-messages.js';
import { errorMessage } from './errors.js';
import * as core from './runner.js';
import { isPost, markMainStarted } from './state.js';

/** The heap's limits, as V8 flags for a process and as a worker's resource limits. */
const YOUNG_MB = 8;
const OLD_MB = 1024;
/**
 * The argument a deploy in a worker thread is started with, which tells it it is one: asking `node:worker_threads`
 * would load that module (and `node:v8`, which the deploy loads later) into every start, the post step's too.
 */
const IN_WORKER = '--pages-push-deploy-worker';
const isMainThread = !process.argv.includes(IN_WORKER);

async function deploy(): Promise<void> {
  // The job's one cancel: the runner's SIGINT, then SIGTERM (the reason is the signal's name). Every wait of the
  // deploy is given it: the user's commands are killed, and no step starts after it.
  const cancel = new AbortController();
  const onCancel = (signal: string): void => {
    if (!cancel.signal.aborted) cancel.abort(signal);
  };
  if (isMainThread) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onCancel);
    // Only a fault of the action itself lands here (the deploy reports its own failures): said as an annotation,
    // not a bare stack; the post step restores and scrubs what this step could not.
    process.on('uncaughtException', (error: unknown) => {
      failed(error);
      process.exit(1);
    });
  } else {
    const { parentPort } = await import('node:worker_threads');
    parentPort?.on('message', (message: { cancel?: string }) => {
      if (message.cancel) onCancel(message.cancel);
    });
    parentPort?.unref();
  }
  const { main } = await import('./main.js');
  const { setFlagsFromString } = await import('node:v8');
  // After the runtime's own modules are loaded: a flag changed later is no longer the one their cached code was
  // made with. The garbage collector reads it as it goes: it takes effect from here on.
  setFlagsFromString('--no-allocation-site-pretenuring');
  await main(cancel.signal);
}

function failed(error: unknown): void {
  core.setFailed(errorMessage(error));
}

async function deployInWorker(): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(new URL(import.meta.url), {
    argv: [IN_WORKER],
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB, maxOldGenerationSizeMb: OLD_MB },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      worker.postMessage({ cancel: signal });
    });
  }
  // Only a crash of the worker itself lands here: the deploy reports its own failures.
  worker.on('error', failed);
  worker.on('exit', (code) => {
    if (code !== 0) process.exitCode = code;
  });
}

setBundleEntry(import.meta.url);

if (isRenderMode()) {
  // A process of its own that renders Hexo's commit messages (see deploy/hexo-message.ts), and nothing else.
  await renderMessages();
} else if (!isMainThread) {
  await deploy();
} else if (isPost()) {
  const { cleanup } = await import('./cleanup.js');
  await cleanup();
} else {
  const { isStartedOver, startOver } = await import('./reexec.js');
  // Before anything can fail: the runner's post step runs this bundle again, and only this saved state tells it to
  // clean up. A main step that ended before it was saved (its new image ended as it started, leaving the inputs it
  // was handed on disk for the post step to delete) had its post step run as a second deploy.
  if (!isStartedOver()) markMainStarted();
  // V8 sizes its young generation from the semi-space: a third of it each.
  const started = startOver(
    [`--max-semi-space-size=${Math.max(1, Math.floor(YOUNG_MB / 3))}`, `--max-old-space-size=${OLD_MB}`],
    { MALLOC_ARENA_MAX: '1' },
  );
  if (started === 'started over') await deploy();
  else await deployInWorker();
}
