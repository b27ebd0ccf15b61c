import type { Deps } from '../context.ts';
import { JobRunner } from '../job-runner.ts';
import { deliverDue } from './delivery.ts';

/** How often a process looks for due messages: a message is sent within this long of its time. */
const POLL_MS = 5_000;

/**
 * The process's sender of scheduled messages and reminders: deliverDue at
 * start, then every POLL_MS, or on a test's clock whenever it is moved.
 */
export class ScheduledDelivery extends JobRunner {
  constructor(deps: Deps, onError: (err: unknown) => void) {
    super(deps.clock, { runDue: () => deliverDue(deps), pollMs: POLL_MS, wakeOnClockMove: true, onError });
  }

  /** Sends what is due now; resolves with how many were attempted. */
  deliverDue(): Promise<number> {
    return this.run();
  }
}
