import { randomBytes } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

/*
 * One new message reaches a thousand subscriptions at once, most of them
 * running the same operation for the same user (a user's tabs and devices):
 * their payloads differ only in the cursor. So the payload is executed and
 * serialised once per (operation, variables that the selection reads, user,
 * event), with a hole where the cursor goes, and each subscription writes its
 * own frame around that text itself, instead of graphql-ws stringifying a
 * result object per subscriber and awaiting each write.
 */

/** Where a subscription's frames go: its socket, its operation's id, and whose view it executes with. */
export interface Sink {
  socket: WebSocket;
  id: string;
  /** Subscriptions with the same viewer key see the same payloads (null: never shared). */
  viewer: string | null;
}

/**
 * Stands for the cursor in a shared payload. Random per process and never
 * sent, so no message content can contain it: splitting at it finds only the
 * cursor fields.
 */
export const CURSOR_HOLE = `zc-${randomBytes(18).toString('hex')}`;

/**
 * A payload's JSON as UTF-8, split where each subscriber's cursor goes:
 * encoded once, where a string frame would be encoded per socket.
 */
export type Rendered = readonly Buffer[];

/** What a stream yields for an event, as src/domain/delivery/queues/stream.ts makes it. */
interface StreamEventItem {
  kind: 'event';
  cursor: string;
  event: object;
}

export const isStreamEvent = (v: unknown): v is StreamEventItem =>
  typeof v === 'object' &&
  v !== null &&
  'kind' in v &&
  v.kind === 'event' &&
  'cursor' in v &&
  typeof v.cursor === 'string' &&
  'event' in v &&
  typeof v.event === 'object' &&
  v.event !== null;

/**
 * The payloads rendered for recent events, by event (the registry hands every
 * queue with the same client options the very same event object) and key. Kept
 * only for a moment: the subscribers of one event all read it within
 * milliseconds, and one reading it later (resuming) gets it executed afresh.
 */
export class SharedRenders {
  private byEvent = new Map<object, Map<string, Rendered | Promise<Rendered>>>();
  private sweep: NodeJS.Timeout | null = null;

  constructor(private readonly keepMs = 1000) {}

  get(event: object, key: string, render: () => Rendered | Promise<Rendered>): Rendered | Promise<Rendered> {
    const forEvent = this.byEvent.get(event) ?? new Map<string, Rendered | Promise<Rendered>>();
    if (forEvent.size === 0) {
      this.byEvent.set(event, forEvent);
      this.sweep ??= setTimeout(() => this.clear(), this.keepMs).unref();
    }
    const known = forEvent.get(key);
    if (known !== undefined) return known;
    const made = render();
    forEvent.set(key, made);
    // A failed execution is not kept: the next subscriber tries again (and reports its own error).
    if (made instanceof Promise) made.catch(() => forEvent.delete(key));
    return made;
  }

  private clear(): void {
    this.byEvent = new Map();
    this.sweep = null;
  }
}

/** A result's payload as graphql-ws sends it (errors as their JSON), split at the cursor hole. */
export const renderPayload = (result: ExecutionResult, hole: string | null): Rendered => {
  const json = JSON.stringify(result);
  return (hole === null ? [json] : json.split(hole)).map((part) => Buffer.from(part));
};

const FRAME_END = Buffer.from('}');

/** A socket's buffer above which a subscription waits for it to drain before its next frame. */
const HIGH_WATER_BYTES = 1024 * 1024;

/**
 * The frames of one subscription, written straight to its socket. Returned
 * to graphql-ws as the subscription's iterator, which yields nothing and ends
 * when the stream does: graphql-ws then sends `complete`; its `return()`
 * (the client completed, or left) ends the stream.
 */
export function deliverDirect(
  source: AsyncIterator<unknown>,
  sink: Sink,
  render: (item: unknown) => Rendered | Promise<Rendered>,
): AsyncIterableIterator<ExecutionResult> {
  const done: IteratorResult<ExecutionResult> = { value: undefined, done: true };
  let stopped = false;
  let settle!: (r: IteratorResult<ExecutionResult>) => void;
  let fail!: (e: unknown) => void;
  const finished = new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const prefix = Buffer.from(`{"id":${JSON.stringify(sink.id)},"type":"next","payload":`);
  const frameOf = (parts: Rendered, cursor: string): Buffer => {
    const hole = parts.length > 1 ? Buffer.from(JSON.stringify(cursor).slice(1, -1)) : null;
    const list: Buffer[] = [prefix];
    parts.forEach((part, i) => (i === 0 || !hole ? list.push(part) : list.push(hole, part)));
    list.push(FRAME_END);
    return Buffer.concat(list);
  };
  const write = (parts: Rendered, cursor: string): Promise<void> | null => {
    const { socket } = sink;
    if (socket.readyState !== socket.OPEN) return null;
    const frame = frameOf(parts, cursor);
    // A text frame, as graphql-ws sends (a Buffer would go as binary).
    if (socket.bufferedAmount < HIGH_WATER_BYTES) {
      socket.send(frame, { binary: false });
      return null;
    }
    return new Promise((resolve) => socket.send(frame, { binary: false }, () => resolve()));
  };
  const pump = async (): Promise<void> => {
    for (;;) {
      const r = await source.next();
      if (r.done || stopped) return;
      let parts = render(r.value);
      if (parts instanceof Promise) parts = await parts;
      if (stopped) return;
      const drained = write(parts, isStreamEvent(r.value) ? r.value.cursor : '');
      if (drained) await drained;
    }
  };
  const stop = async (): Promise<IteratorResult<ExecutionResult>> => {
    stopped = true;
    settle(done);
    if (source.return) await source.return();
    return done;
  };
  pump().then(
    () => settle(done),
    (e: unknown) => {
      stopped = true;
      void source.return?.()?.catch(() => undefined);
      fail(e);
    },
  );
  const it: AsyncIterableIterator<ExecutionResult> = {
    next: () => finished,
    return: stop,
    throw: async (e: unknown) => {
      await stop();
      throw e;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
