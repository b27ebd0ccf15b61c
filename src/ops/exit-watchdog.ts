import { Worker } from 'node:worker_threads';

/** The exit code of a stop that did not finish by itself (its deadline passed, or a second signal came). */
export const FORCED_EXIT_CODE = 1;

// Runs in its own thread with its own event loop, so its timer fires even when
// the main thread can no longer run JavaScript (stuck in a synchronous call).
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/**
 * The last resort of a stop: after `ms`, a thread of its own kills the process.
 * The main thread's own deadline (a timer that exits with FORCED_EXIT_CODE)
 * comes first; this one is for when that timer cannot run at all.
 */
export function startExitWatchdog(ms: number): void {
  // No inherited flags: a module loader (tsx's --import) would make the thread
  // wait on the main thread, the very thread it must not depend on.
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { pid: process.pid, ms }, execArgv: [] });
  worker.unref();
}
