/**
 * The thumbnail queue (Zulip's "thumbnail" queue and its worker, in process):
 * one image at a time, so on a two-core server thumbnailing takes at most
 * one core (libvips is held to one thread too) and requests keep the other.
 * Jobs are image ids; an id already waiting is not queued twice. A job that
 * throws is reported and dropped: the image stays pending, and is queued
 * again when the server next starts (see `pendingImageIds`).
 */
export interface ThumbnailQueue {
  /** Queues the image, after those already waiting. */
  enqueue(imageId: number): void;
  /** Runs the image next (before those waiting) and resolves when it is done: a thumbnail was asked for before it was made. */
  ensure(imageId: number): Promise<void>;
  /** Resolves once nothing is queued or running (for tests and shutdown). */
  idle(): Promise<void>;
  /** Holds queued jobs until `resume` (tests look at a message before its thumbnail exists); `ensure` still runs. */
  pause(): void;
  resume(): void;
  /** Stops taking jobs; resolves when the running one ends. */
  close(): Promise<void>;
}

type Waiter = () => void;

export class InProcessThumbnailQueue implements ThumbnailQueue {
  private readonly waiting: number[] = [];
  private readonly done = new Map<number, Waiter[]>();
  private running: Promise<void> | null = null;
  private idleWaiters: Waiter[] = [];
  private paused = false;
  private closed = false;

  constructor(
    private readonly work: (imageId: number) => Promise<unknown>,
    /** Where failures go (the server's log). */
    public onError: (err: unknown, imageId: number) => void = () => {},
  ) {}

  enqueue(imageId: number): void {
    if (this.closed || this.waiting.includes(imageId)) return;
    this.waiting.push(imageId);
    this.pump();
  }

  ensure(imageId: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    const at = this.waiting.indexOf(imageId);
    if (at >= 0) this.waiting.splice(at, 1);
    this.waiting.unshift(imageId);
    const finished = new Promise<void>((resolve) =>
      this.done.set(imageId, [...(this.done.get(imageId) ?? []), resolve]),
    );
    this.pump();
    return finished;
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.running;
    for (const waiters of this.done.values()) waiters.forEach((w) => w());
    this.done.clear();
    this.settleIdle();
  }

  private isIdle(): boolean {
    return this.running === null && (this.waiting.length === 0 || this.closed);
  }

  private settleIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  private pump(): void {
    // While paused, only images someone is waiting for run.
    const next = this.waiting[0];
    if (this.running !== null || this.closed || next === undefined || (this.paused && !this.done.has(next))) {
      this.settleIdle();
      return;
    }
    const id = next;
    this.waiting.shift();
    this.running = this.work(id)
      .then(
        () => undefined,
        (err: unknown) => this.onError(err, id),
      )
      .finally(() => {
        this.running = null;
        const waiters = this.done.get(id) ?? [];
        this.done.delete(id);
        waiters.forEach((w) => w());
        this.pump();
      });
  }
}

declare module '../../context.ts' {
  interface Deps {
    /** Makes thumbnails of uploaded images in the background. */
    thumbnails: ThumbnailQueue;
  }
}
