import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept
 * before collecting again, in percent. Under bench/soak.ts the server keeps
 * ~90 MiB, but with a high allocation rate (1,000 long-polls answered and
 * re-parked, 200 subscriptions) and more than 16 GiB of RAM, V8 lets the
 * heap reach up to four times that in garbage before a full collection, and
 * RSS followed (~490 MiB after 5 minutes, still rising). At 50 % the old
 * generation is collected every few seconds of that load (25–50 ms of pause
 * each, about 1 % of the main thread) and RSS stays near 300 MiB
 * (bench/RESULTS.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Applies the bound to this process, unless Node was started with its own
 * `--heap-growing-percent` (an operator's choice wins). V8 reads the flag
 * each time it sets the next collection's limit, so setting it at start works.
 */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((a) => a.startsWith('--heap-growing-percent') || a.startsWith('--heap_growing_percent'))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
