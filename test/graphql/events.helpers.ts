import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { World } from '../support/world.ts';

/** What a subscription delivered: the field's value of each result, or the errors of a failed one. */
export interface Received {
  data?: Record<string, unknown>;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A live subscription: its results in order, as they come. */
export interface Subscription {
  /** The next result (waits for it). */
  next(): Promise<Received>;
  /** The next `n` results. */
  take(n: number): Promise<Received[]>;
  /** Resolves once the server completed the subscription. */
  completed: Promise<void>;
  dispose(): void;
}

/**
 * graphql-ws clients of a test file's server, signed in as one of the cast,
 * closed after the file.
 */
export function useWsClients(w: World) {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.dispose();
  });

  function connect(user: string | Record<string, unknown>): Client {
    const u = typeof user === 'string' ? w.realm.users[user] : null;
    const connectionParams = u ? { email: u.email, apiKey: u.apiKey } : (user as Record<string, unknown>);
    const c = createClient({
      url: `${w.ts.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      lazy: true,
      retryAttempts: 0,
    });
    clients.push(c);
    return c;
  }

  function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}): Subscription {
    const results: Received[] = [];
    const waiters: Array<() => void> = [];
    let complete: () => void = () => undefined;
    const completed = new Promise<void>((resolve) => (complete = resolve));
    const push = (r: Received) => {
      results.push(r);
      waiters.shift()?.();
    };
    const dispose = client.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (v) => push(v as Received),
        error: (e) => push({ errors: Array.isArray(e) ? e : [{ message: String(e) }] }),
        complete: () => complete(),
      },
    );
    const next = async (): Promise<Received> => {
      while (results.length === 0) await new Promise<void>((r) => waiters.push(r));
      return results.shift()!;
    };
    const take = async (n: number) => {
      const out: Received[] = [];
      for (let i = 0; i < n; i++) out.push(await next());
      return out;
    };
    return { next, take, completed, dispose };
  }

  /** A cursor from `bootstrap`: a subscription from it gets every event from now on, whenever it is set up. */
  async function cursorNow(user: string): Promise<string> {
    const r = await w.as(user).graphql('{ bootstrap { eventsCursor } }');
    return r.data?.bootstrap.eventsCursor as string;
  }

  /**
   * Subscribes `user` without a cursor and resolves once the subscription is
   * live: when the server has opened one more stream.
   */
  async function subscribeLive(
    user: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Subscription> {
    const opened = () => w.ts.server.streams.opened;
    const before = opened();
    const s = subscribe(connect(user), query, variables);
    while (opened() <= before) await new Promise<void>((r) => setImmediate(r));
    return s;
  }

  return { connect, subscribe, cursorNow, subscribeLive };
}

/** The value of a subscription's field in a result, asserting there was no error. */
export function payload(r: Received, field = 'events'): Record<string, unknown> {
  expect(r.errors).toBeUndefined();
  return r.data?.[field] as Record<string, unknown>;
}
