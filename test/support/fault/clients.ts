import http from 'node:http';
import WebSocket from 'ws';
import type { Credentials } from '../client.ts';

/*
 * Clients as a team's real ones behave when servers come and go: the official
 * Python client's call_on_each_event (poll; on a connection error poll again
 * with the same queue and last_event_id; on BAD_EVENT_QUEUE_ID register anew),
 * the web client's graphql-ws subscription (on a closed socket, subscribe
 * again from the last cursor) and a sender that does not retry (an answer it
 * never got is "unknown": the message may or may not be stored). Each HTTP
 * request opens its own connection, so a balancer sends it to any process.
 */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request on a connection of its own; rejects on a connection error or after `timeoutMs`. */
export function request(
  baseUrl: string,
  creds: Credentials,
  method: string,
  path: string,
  params: Record<string, string>,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Answer> {
  const form = new URLSearchParams(params).toString();
  const url = new URL(`/api/v1${path}${method === 'GET' && form ? `?${form}` : ''}`, baseUrl);
  const auth = `Basic ${Buffer.from(`${creds.email}:${creds.apiKey}`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          authorization: auth,
          ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        timeout: opts.timeoutMs ?? 90_000,
        signal: opts.signal,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // A proxy's or a dying process's answer: not JSON.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (method !== 'GET') req.write(form);
    req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a consumer saw: message ids in arrival order, and every explicit gap. */
export interface Received {
  name: string;
  messages: number[];
  gaps: string[];
}

export interface Consumer {
  received: Received;
  stop(): Promise<void>;
}

/** call_on_each_event for `message` events, through `baseUrl`. */
export function restConsumer(name: string, baseUrl: string, creds: Credentials): Consumer {
  const received: Received = { name, messages: [], gaps: [] };
  let stopped = false;
  // A parked poll would wait for its heartbeat (45–55 s): stopping ends it.
  const stopping = new AbortController();
  const signal = stopping.signal;
  const run = async () => {
    let queueId: string | null = null;
    let last = -1;
    while (!stopped) {
      try {
        if (queueId === null) {
          const reg = await request(
            baseUrl,
            creds,
            'POST',
            '/register',
            { event_types: JSON.stringify(['message']) },
            { signal },
          );
          if (reg.status !== 200) throw new Error(`register: ${reg.status}`);
          queueId = String(reg.body.queue_id);
          last = Number(reg.body.last_event_id);
          continue;
        }
        const r = await request(
          baseUrl,
          creds,
          'GET',
          '/events',
          { queue_id: queueId, last_event_id: String(last) },
          { signal },
        );
        if (r.status === 400 && r.body.code === 'BAD_EVENT_QUEUE_ID') {
          received.gaps.push(`BAD_EVENT_QUEUE_ID ${queueId}`);
          queueId = null;
          continue;
        }
        if (r.status !== 200) throw new Error(`events: ${r.status} ${JSON.stringify(r.body)}`);
        for (const e of r.body.events as Array<{ id: number; type: string; message?: { id: number } }>) {
          if (e.id > last) last = e.id;
          if (e.type === 'message' && e.message) received.messages.push(e.message.id);
        }
      } catch {
        // A process went away mid-request, or answered 5xx: as the Python client, wait and poll again.
        if (!stopped) await pause(100);
      }
    }
  };
  const done = run();
  return {
    received,
    stop: async () => {
      stopped = true;
      stopping.abort();
      await done;
    },
  };
}

const SUBSCRIPTION =
  'subscription ($after: String) { events(after: $after, types: [MESSAGE]) { __typename ... on ResumableEvent { cursor } ... on MessageEvent { messageId } ... on GapEvent { reason } } }';

/** The web client's events subscription over graphql-ws through `baseUrl`, resubscribing from its last cursor. */
export function wsConsumer(name: string, baseUrl: string, creds: Credentials, cursor: string): Consumer {
  const received: Received = { name, messages: [], gaps: [] };
  let after = cursor;
  let stopped = false;
  let socket: WebSocket | null = null;
  const once = () =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      socket = ws;
      const auth = `Basic ${Buffer.from(`${creds.email}:${creds.apiKey}`).toString('base64')}`;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: auth } })));
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as {
          type: string;
          payload?: { data?: { events?: Record<string, unknown> } };
        };
        if (m.type === 'connection_ack')
          ws.send(
            JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION, variables: { after } } }),
          );
        if (m.type !== 'next') return;
        const e = m.payload?.data?.events;
        if (!e) return;
        if (typeof e.cursor === 'string') after = e.cursor;
        if (e.__typename === 'MessageEvent') received.messages.push(Number(e.messageId));
        if (e.__typename === 'GapEvent') received.gaps.push(`GapEvent ${String(e.reason)}`);
      });
      ws.on('error', () => undefined);
      ws.on('close', () => resolve());
    });
  const run = async () => {
    while (!stopped) {
      await once();
      if (!stopped) await pause(100);
    }
  };
  const done = run();
  return {
    received,
    stop: async () => {
      stopped = true;
      (socket as WebSocket | null)?.close();
      await done;
    },
  };
}

/** A sender's record: message ids acknowledged in order, and the contents of sends whose outcome it never learned. */
export interface Sent {
  acked: number[];
  unknown: string[];
}

/** Sends to a channel one message at a time through `baseUrl` until stopped; never retries. */
export function sender(
  tag: string,
  baseUrl: string,
  creds: Credentials,
  channel: string,
): { sent: Sent; stop(): Promise<void> } {
  const sent: Sent = { acked: [], unknown: [] };
  let stopped = false;
  const run = async () => {
    for (let i = 0; !stopped; i++) {
      const content = `${tag}-${i}`;
      try {
        const r = await request(
          baseUrl,
          creds,
          'POST',
          '/messages',
          { type: 'stream', to: channel, topic: 'fault', content },
          { timeoutMs: 20_000 },
        );
        if (r.status === 200) sent.acked.push(Number(r.body.id));
        else sent.unknown.push(content);
      } catch {
        sent.unknown.push(content);
        await pause(50);
      }
    }
  };
  const done = run();
  return {
    sent,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
