import type { Clock } from './clock.ts';

/** What a job runner runs and when it wakes. */
export interface JobRunnerOptions {
  /** Runs the jobs that are due now; resolves with how many were attempted. */
  runDue: () => Promise<number>;
  /**
   * How often the process looks for jobs. The database decides what is due and
   * which process takes it (each job's claim, FOR UPDATE SKIP LOCKED); this
   * timer only wakes the process.
   */
  pollMs: number;
  /**
   * Whether a clock that moves only by hand (a test's) wakes the runner at
   * every move: that is when something can come due, and polling between moves
   * would find nothing while its queries landed inside whatever the test
   * measures. Under such a clock the runner never polls.
   */
  wakeOnClockMove: boolean;
  onError: (err: unknown) => void;
}

/** Something else that wakes the runner (the event log announcing a job); returns the unsubscription. */
export type WakeSource = (wake: () => void) => () => void;

/**
 * A process's runner of background jobs (scheduled messages and reminders,
 * organization exports): it runs at start (what came due while no process
 * ran), then every pollMs or on a test's clock, and whenever a wake source
 * says so; one run at a time.
 */
export class JobRunner {
  private queued: Promise<number> | null = null;
  private current: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly options: JobRunnerOptions,
  ) {}

  start(...sources: WakeSource[]): void {
    for (const source of sources) this.unsubscribes.push(source(() => this.wake()));
    const { onMoved } = this.clock;
    if (onMoved) {
      if (this.options.wakeOnClockMove) this.unsubscribes.push(onMoved.call(this.clock, () => this.wake()));
    } else {
      this.timer = setInterval(() => this.wake(), this.options.pollMs);
      this.timer.unref();
    }
    this.wake();
  }

  /**
   * Runs what is due now; resolves with how many were attempted. A call while
   * a run is going gets the next run, which starts when it ends.
   */
  run(): Promise<number> {
    if (this.queued) return this.queued;
    const run = this.current.then(() => {
      this.queued = null;
      return this.options.runDue();
    });
    this.queued = run;
    this.current = run.catch((err: unknown) => this.options.onError(err));
    return run;
  }

  private wake(): void {
    this.run().catch(() => undefined);
  }

  /** Stops waking; a run in progress finishes. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    await this.current;
  }
}
