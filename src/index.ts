// Entry of the bundle for both the main and the post step.
//
// The main step sheds its secrets before anything else runs: on Linux in place (hardening/first-environment.ts: the
// inputs and the runner's tokens overwritten in the process's first environment, which /proc/<pid>/environ shows to
// every process of the runner's user), one process from start to end; elsewhere, or where the kernel refuses that
// write, by starting itself over without them (hardening/reexec.ts), which costs a second Node start (25-35 ms on this
// project's machine). The post step sheds them in place too, where it can.
//
// The heap: V8 otherwise grows the young generation with the machine's memory (to 64 MB a semi-space on 24 GiB), and on
// a site of 100,000 files the garbage it holds, not the site, would decide the step's memory. In one process the young
// generation is kept at its first size (its growth factor, the one setting of it V8 reads as it goes), and the old one
// grows by at most 30% between full collections (which V8 also reads as it goes); a new image starts with the young
// generation capped, and with an old generation of 1 GiB (V8 scales how far the heap may outgrow what is live before a
// full collection with that limit) and glibc's single malloc arena (memory one thread freed otherwise stays resident in
// that thread's arena), both read only at a start. Allocation-site pretenuring is off: with the young generation small,
// V8 saw most of what some places in the code allocate outlive it (the names and ids a folder's tree holds until it is
// built), and then allocated everything from there straight into the old generation, where the short-lived rest piled
// up between full collections (a 100,000-folder first deploy swung between 35 and 75 MB of heap). Flags changed as the
// step runs are changed once the deploy's code is loaded: V8 refuses the code Node caches for its own modules when the
// flags differ from those it was made with, and compiling them again cost every start about 25 ms. docs/performance.md
// has the peak RSS of each way. Where the runtime can neither (Windows, Node before 22.15), the deploy runs in a worker
// thread with the same heap limits.
//
// A cancelled job gets SIGINT, then SIGTERM, from the runner: the deploy stops the user's commands with every
// process they started, restores the config and scrubs the workspace before it ends.
// First, before anything of ours is loaded: no SIGUSR1 opens the inspector from here on (see
// hardening/no-inspector.ts).
import { shutInspector } from './hardening/no-inspector.js';
import { setBundleEntry } from './shared/bundle.js';
import { isRenderMode, renderMessages } from './deploy/render-messages.js';
import { errorMessage } from './shared/errors.js';
import * as core from './shared/runner.js';
import { isPost, markMainStarted } from './shared/state.js';
import { isStepSecret } from './hardening/environment.js';
import { scrubFirstEnvironment } from './hardening/first-environment.js';
import { isStartedOver, startOver } from './hardening/reexec.js';

/** In one process: the young generation kept at its first size, the old one grown by at most 30% (see above). */
const ONE_PROCESS_V8_FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=30'];

/** The heap's limits, as V8 flags for a process and as a worker's resource limits. */
const YOUNG_MB = 8;
const OLD_MB = 1024;
/**
 * The argument a deploy in a worker thread is started with, which tells it it is one: asking `node:worker_threads`
 * would load that module (and `node:v8`, which the deploy loads later) into every start, the post step's too.
 */
const IN_WORKER = '--pages-push-deploy-worker';
const isMainThread = !process.argv.includes(IN_WORKER);

/**
 * The job's one cancel: the runner's SIGINT, then SIGTERM (the reason is the signal's name). Every wait of the deploy
 * is given it: the user's commands are killed, and no step starts after it.
 */
const cancel = new AbortController();
const onCancel = (signal: string): void => {
  if (!cancel.signal.aborted) cancel.abort(signal);
};

/** Takes the runner's signals as the cancel, from the main step's start: one while the deploy's code loads too. */
function listenForCancel(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onCancel);
}

async function deploy(v8Flags: readonly string[] = []): Promise<void> {
  // In a worker thread, its own copy of the runner's module (the main thread's loaded them below).
  await core.loadFileCommands();
  if (isMainThread) {
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
  const { main } = await import('./step/main.js');
  const { setFlagsFromString } = await import('node:v8');
  // After the runtime's own modules are loaded: a flag changed later is no longer the one their cached code was
  // made with. The garbage collector reads it as it goes: it takes effect from here on.
  setFlagsFromString(['--no-allocation-site-pretenuring', ...v8Flags].join(' '));
  await main(cancel.signal);
  if (cancel.signal.aborted) endCancelled();
}

/**
 * A cancelled step ends once it has said so, its output written: a toolkit call the cancel left (the Actions cache's,
 * which takes no signal) may hold a timer of its own for up to an hour, and the runner would kill the step for it.
 */
function endCancelled(): void {
  process.stdout.write('', () => process.exit());
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
  // The post step gets the inputs too: out of its first environment before anything else.
  scrubFirstEnvironment(isStepSecret);
  const { cleanup } = await import('./post/cleanup.js');
  await cleanup();
} else {
  // Before anything can fail: the post step (dist/post.js) learns from this state that the main step's code ran,
  // and what it must then clean up.
  listenForCancel();
  const startedOver = isStartedOver();
  // The main step writes outputs and state; the post step only after a main step that died (see shared/runner.ts).
  await core.loadFileCommands();
  if (!startedOver) markMainStarted();
  if (!startedOver && scrubFirstEnvironment(isStepSecret) === 'scrubbed') {
    shutInspector();
    await deploy(ONE_PROCESS_V8_FLAGS);
  }
  // Not shed in place (no such write on this kernel or system), or the image started over already: `startOver`
  // replaces the first image (it does not return there) and, in the new one, takes the inputs back and says
  // 'started over'. V8 sizes its young generation from the semi-space: a third of it each.
  else if (
    startOver([`--max-semi-space-size=${Math.max(1, Math.floor(YOUNG_MB / 3))}`, `--max-old-space-size=${OLD_MB}`], {
      MALLOC_ARENA_MAX: '1',
    }) === 'started over'
  )
    await deploy();
  else await deployInWorker();
}
