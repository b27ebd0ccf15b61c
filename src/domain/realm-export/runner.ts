import type { Deps } from '../context.ts';
import type { EventListener } from '../event-types.ts';
import { JobRunner, type WakeSource } from '../job-runner.ts';
import { runRequestedExports } from './job.ts';

/** How often a process looks for exports requested through another process. */
const POLL_MS = 60_000;

/**
 * The process's builder of organization exports: it runs at start, whenever
 * an export is announced in the event log, and every POLL_MS (a test's clock
 * does not wake it: a test builds by hand or through the announcement).
 */
export class ExportRunner extends JobRunner {
  constructor(deps: Deps, onError: (err: unknown) => void) {
    super(deps.clock, {
      runDue: () => runRequestedExports(deps, onError),
      pollMs: POLL_MS,
      wakeOnClockMove: false,
      onError,
    });
  }
}

/** Wakes the export runner when the event log announces a requested export (from any process). */
export const exportRequests =
  (subscribe: (listener: EventListener) => () => void): WakeSource =>
  (wake) =>
    subscribe((e) => {
      if (e.event.type === 'realm_export' && e.event.exports.some((x) => x.pending)) wake();
    });
