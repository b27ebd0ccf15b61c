import type { Deps } from '../context.ts';
import { deliverDue } from './delivery.ts';

/**
 * How often a process looks for due messages. The database decides what is
 * due and who sends it (deliverDue's claim); this timer only wakes the
 * process, so a message is sent within this long of its time.
 */
const POLL_MS = 5_000;

/**
 * The process's sender of scheduled messages and reminders: it runs
 * deliverDue at start (what came due while no process ran), then every
 * POLL_MS, or on a test's clock whenever it is moved; one run at a time.
 */
export class ScheduledDelivery {
  private queued: Promise<number> | null = null;
  private current: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    const { onMoved } = this.deps.clock;
    if (onMoved) {
      // A clock that moves only by hand (a test's) announces every move: that
      // is when something can come due, and polling between moves would find
      // nothing while its queries landed inside whatever the test measures.
      this.unsubscribe = onMoved.call(this.deps.clock, () => this.wake());
    } else {
      this.timer = setInterval(() => this.wake(), POLL_MS);
      this.timer.unref();
    }
    this.wake();
  }

  /**
   * Sends what is due now; resolves with how many were attempted. A call
   * while a run is going gets the next run, which starts when it ends.
   */
  deliverDue(): Promise<number> {
    if (this.queued) return this.queued;
    const run = this.current.then(() => {
      this.queued = null;
      return deliverDue(this.deps);
    });
    this.queued = run;
    this.current = run.catch((err: unknown) => this.onError(err));
    return run;
  }

  private wake(): void {
    this.deliverDue().catch(() => undefined);
  }

  /** Stops waking; a run in progress finishes. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.current;
  }
}
