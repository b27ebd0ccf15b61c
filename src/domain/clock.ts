/** Time comes from here so that tests of limits and windows run instantly. */
export interface Clock {
  now(): Date;
  /**
   * Calls `listener` whenever the time moves other than by itself (a test's
   * clock); returns the unsubscription. Work that waits for a time (sending
   * scheduled messages) checks again then, as a timer would at that time.
   */
  onMoved?(listener: () => void): () => void;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;
  private readonly listeners = new Set<() => void>();
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
    this.moved();
  }
  set(date: Date): void {
    this.current = date.getTime();
    this.moved();
  }
  onMoved(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  private moved(): void {
    for (const l of this.listeners) l();
  }
}

export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
