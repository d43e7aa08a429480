// Entry of the bundle for both the main and the post step. The deploy runs in a worker thread whose young
// generation is capped: V8 otherwise grows it with the machine's memory, and on a site of 100,000 files the
// garbage it holds, not the site, would decide the step's memory. Its old generation has a limit of 1 GiB (a
// site of millions of files fits): V8 scales how far the heap may outgrow what is live before a full collection
// with that limit, and under the default a machine's memory gives, two of three 100,000-page first deploys
// peaked near 300 MB instead of 190 MB.
//
// A cancelled job gets SIGINT, then SIGTERM, from the runner: this thread passes them on, and the deploy stops the
// user's commands with every process they started, restores the config and scrubs the workspace before it ends.
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { errorMessage } from './errors.js';

if (isMainThread) {
  const { shedSecretEnvironment } = await import('./reexec.js');
  shedSecretEnvironment();
  const worker = new Worker(new URL(import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 1024 },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      worker.postMessage({ cancel: signal });
    });
  }
  // Only a crash of the worker itself lands here: the deploy reports its own failures.
  worker.on('error', (error: unknown) => {
    process.stdout.write(`::error::${errorMessage(error).replace(/\r?\n/g, '%0A')}\n`);
    process.exitCode = 1;
  });
  worker.on('exit', (code) => {
    if (code !== 0) process.exitCode = code;
  });
} else {
  const { cancelUserCommands } = await import('./processes.js');
  parentPort?.on('message', (message: { cancel?: string }) => {
    if (message.cancel) cancelUserCommands(message.cancel);
  });
  parentPort?.unref();
  const { main } = await import('./main.js');
  await main();
}
