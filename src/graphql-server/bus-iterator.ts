import type { EventBus } from '../domain/events/bus.ts';
import type { AddressedEvent } from '../domain/events/types.ts';

/**
 * An async iterator over bus events for one subscriber. Events that arrive
 * while the client is slow are buffered (bounded); `return()` (client gone or
 * unsubscribed) removes the listener.
 */
export function busIterator<T>(
  bus: EventBus,
  select: (e: AddressedEvent) => T[] | null,
  maxBuffered = 10_000,
): AsyncIterableIterator<T> {
  const buffer: T[] = [];
  let wake: ((r: IteratorResult<T>) => void) | null = null;
  let done = false;
  const unsubscribe = bus.subscribe((e) => {
    if (done) return;
    const items = select(e);
    if (!items) return;
    for (const item of items) {
      if (wake) {
        const w = wake;
        wake = null;
        w({ value: item, done: false });
      } else if (buffer.length < maxBuffered) {
        buffer.push(item);
      }
    }
  });
  const finish = (): IteratorResult<T> => {
    done = true;
    unsubscribe();
    wake?.({ value: undefined, done: true });
    wake = null;
    return { value: undefined, done: true };
  };
  return {
    next: () => {
      if (buffer.length > 0) return Promise.resolve({ value: buffer.shift() as T, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (wake = resolve));
    },
    return: () => Promise.resolve(finish()),
    throw: (err?: unknown) => {
      finish();
      return Promise.reject(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
