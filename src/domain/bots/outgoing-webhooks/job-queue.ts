/**
 * The outgoing-webhook queue (Zulip's "outgoing_webhooks" queue and its
 * worker, in process): at most `concurrency` jobs run at once, and at most
 * `maxWaiting` wait — beyond that a job is dropped and reported, so a burst of
 * mentions of a slow bot cannot grow memory without bound. A job that throws
 * is reported and dropped, as Zulip's worker logs a failed event.
 */
export interface JobQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

export class JobQueue<J> {
  private readonly waiting: J[] = [];
  private running = 0;
  /** Work that may still add jobs (a check that waits for the database), counted so `idle` waits for it. */
  private tracked = 0;
  /** One promise for everyone waiting for idleness, resolved when it comes. */
  private idleSignal: { reached: Promise<void>; resolve: () => void } | null = null;
  private closed = false;

  constructor(
    private readonly run: (job: J) => Promise<void>,
    private readonly options: JobQueueOptions,
    /** Where failures and dropped jobs go (the server's log). */
    public onError: (err: unknown, job: J) => void = () => {},
  ) {}

  /** Queues a job; false when the queue is closed or full (the job is reported and dropped). */
  push(job: J): boolean {
    if (this.closed) return false;
    if (this.waiting.length >= this.options.maxWaiting) {
      this.onError(
        new Error(`the outgoing webhook queue is full (${this.options.maxWaiting} waiting); job dropped`),
        job,
      );
      return false;
    }
    this.waiting.push(job);
    this.pump();
    return true;
  }

  /** Counts `work` as pending until it settles (it may push jobs when it does). */
  track(work: Promise<unknown>): void {
    this.tracked++;
    void work.finally(() => {
      this.tracked--;
      this.settleIdle();
    });
  }

  /** Resolves once nothing is queued, running or tracked (for tests and shutdown). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    if (this.idleSignal === null) {
      let resolve = (): void => {};
      const reached = new Promise<void>((r) => (resolve = r));
      this.idleSignal = { reached, resolve };
    }
    return this.idleSignal.reached;
  }

  /** Lets what is queued finish (jobs may still queue follow-ups, such as retries), then takes no more. */
  async close(): Promise<void> {
    await this.idle();
    this.closed = true;
  }

  private isIdle(): boolean {
    return this.running === 0 && this.waiting.length === 0 && this.tracked === 0;
  }

  private settleIdle(): void {
    if (this.idleSignal === null || !this.isIdle()) return;
    this.idleSignal.resolve();
    this.idleSignal = null;
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as J;
      this.running++;
      void this.run(job)
        .catch((err: unknown) => this.onError(err, job))
        .finally(() => {
          this.running--;
          this.pump();
          this.settleIdle();
        });
    }
    this.settleIdle();
  }
}
