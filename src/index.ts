// Entry of the bundle for both the main and the post step. The deploy runs in a worker thread whose young
// generation is capped: V8 otherwise grows it with the machine's memory, and on a site of 100,000 files the
// garbage it holds, not the site, would decide the step's memory.
import { isMainThread, Worker } from 'node:worker_threads';
import { errorMessage } from './errors.js';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  // Only a crash of the worker itself lands here: the deploy reports its own failures.
  worker.on('error', (error: unknown) => {
    process.stdout.write(`::error::${errorMessage(error).replace(/\r?\n/g, '%0A')}\n`);
    process.exitCode = 1;
  });
  worker.on('exit', (code) => {
    if (code !== 0) process.exitCode = code;
  });
} else {
  const { main } = await import('./main.js');
  await main();
}
