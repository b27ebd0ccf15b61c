import {
  Client,
  fetchExchange,
  subscriptionExchange,
  type ExecutionResult,
  type SubscriptionForwarder,
} from '@urql/core';
import { cacheExchange, type KeyingConfig } from '@urql/exchange-graphcache';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import type { Credentials } from '../session.ts';
import { possibleTypes } from './possible-types.ts';

export type LinkState = 'connecting' | 'online' | 'offline';

export interface ZirconClient {
  urql: Client;
  /** Stops the WebSocket for good (logout). */
  dispose(): void;
}

/**
 * graphcache's keys come from the schema alone: a Node is keyed by its global
 * `id` (which every document asks for), any other object is a value inside
 * its parent (a page, a payload, an event, settings). No type is listed by hand.
 */
const nodeTypes = new Set(possibleTypes.Node);
const embedded = () => null;
const keys: KeyingConfig = new Proxy<KeyingConfig>(
  {},
  { get: (_keys, typename) => (typeof typename === 'string' && !nodeTypes.has(typename) ? embedded : undefined) },
);

/** The Authorization header of every request: HTTP Basic with the user's email and API key. */
export const basicAuthorization = (c: Credentials) =>
  `Basic ${btoa(unescape(encodeURIComponent(`${c.email}:${c.apiKey}`)))}`;

/** Waits before the next attempt: 0.5 s, 1 s, 2 s … up to 10 s, with jitter so tabs do not reconnect in step. */
const backoff = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt) * (0.75 + Math.random() / 2);

/**
 * One graphql-ws connection for every subscription, resumed by cursor: when the
 * socket drops, a subscription is sent again with `after` set to the cursor of the
 * last event it delivered, so the server replays exactly what was missed (or says
 * GapEvent when it cannot, and the app refetches). graphql-ws's own retry would
 * resend the first payload — the stale cursor — and deliver events twice.
 */
function resumingTransport(ws: WsClient, onState: (s: LinkState) => void) {
  return (request: Parameters<SubscriptionForwarder>[0]) => ({
    subscribe(sink: { next(value: ExecutionResult): void; error(e: unknown): void; complete(): void }) {
      const variables = (request.variables ?? {}) as Record<string, unknown>;
      let cursor = typeof variables.after === 'string' ? variables.after : null;
      let stopped = false;
      let unsubscribe = () => {};
      let attempt = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        if (stopped) return;
        unsubscribe = ws.subscribe(
          {
            query: request.query ?? '',
            operationName: request.operationName,
            variables: { ...variables, after: cursor },
          },
          {
            next(value) {
              attempt = 0;
              onState('online');
              const event = (value.data as { events?: { cursor?: string } } | null | undefined)?.events;
              if (event?.cursor) cursor = event.cursor;
              sink.next(value as ExecutionResult);
            },
            error() {
              retry();
            },
            complete() {
              // The server ends a subscription only when its socket goes; resume.
              retry();
            },
          },
        );
      };
      const retry = () => {
        if (stopped) return;
        onState('offline');
        clearTimeout(timer);
        timer = setTimeout(start, backoff(attempt++));
      };
      start();
      return {
        unsubscribe() {
          stopped = true;
          clearTimeout(timer);
          unsubscribe();
        },
      };
    },
  });
}

export function createZirconClient(creds: Credentials, onState: (s: LinkState) => void): ZirconClient {
  const authorization = basicAuthorization(creds);
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const ws = createWsClient({
    url: wsUrl,
    connectionParams: { authorization },
    lazy: true,
    // Subscriptions resume themselves (resumingTransport); a retry here would replay stale cursors.
    retryAttempts: 0,
    keepAlive: 20_000,
    on: {
      connecting: () => onState('connecting'),
      connected: () => onState('online'),
      closed: () => onState('offline'),
    },
  });
  const urql = new Client({
    url: '/graphql',
    fetchOptions: () => ({ headers: { authorization } }),
    requestPolicy: 'cache-and-network',
    exchanges: [
      cacheExchange({ keys, possibleTypes }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: resumingTransport(ws, onState),
      }),
    ],
  });
  return { urql, dispose: () => void ws.dispose() };
}
