import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

let ts: TestServer;
let realm: DemoRealm;
const clients: Client[] = [];

beforeAll(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await ts.close();
});

function wsClient(connectionParams: Record<string, unknown>): Client {
  const c = createClient({ url: ts.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams, lazy: true, retryAttempts: 0 });
  clients.push(c);
  return c;
}

/** Subscribes and resolves once the subscription is live, with a way to read its next results. */
function subscribe(c: Client, query: string) {
  const results: unknown[] = [];
  const errors: unknown[] = [];
  const waiters: Array<() => void> = [];
  const dispose = c.subscribe(
    { query },
    {
      next: (v) => {
        results.push(v);
        waiters.shift()?.();
      },
      error: (e) => {
        errors.push(e);
        waiters.shift()?.();
      },
      complete: () => undefined,
    },
  );
  const next = async (n: number) => {
    while (results.length + errors.length < n) await new Promise<void>((r) => waiters.push(r));
    return { results, errors };
  };
  return { next, dispose };
}

/** The server has registered the subscription when a bus listener for it exists. */
async function untilListening(c: Client) {
  await new Promise<void>((resolve) => {
    const off = c.on('connected', () => {
      off();
      resolve();
    });
  });
  // One round trip over the same socket guarantees the subscribe message was processed.
  await new Promise<void>((resolve, reject) => c.subscribe({ query: '{ serverSettings }' }, { next: () => undefined, error: reject, complete: resolve }));
}

test('a subscriber receives the message events addressed to its user only', async () => {
  const othello = wsClient({ email: realm.users.othello.email, apiKey: realm.users.othello.apiKey });
  const messages = subscribe(othello, 'subscription { messages { id content topic flags senderId } }');
  const events = subscribe(othello, 'subscription { events(types: ["message"], applyMarkdown: false) }');
  await untilListening(othello);

  const sent = await ts.client(realm.users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'ws', content: '*hi*' });
  // Cordelia's private DM must never reach Othello's subscription.
  await ts.client(realm.users.cordelia).post('/messages', { type: 'direct', to: JSON.stringify([realm.users.hamlet.id]), content: 'secret' });
  await ts.client(realm.users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'ws', content: 'second' });

  const m = await messages.next(2);
  expect(m.errors).toEqual([]);
  expect(m.results).toEqual([
    { data: { messages: { id: sent.body.id, content: '<p><em>hi</em></p>', topic: 'ws', flags: [], senderId: realm.users.hamlet.id } } },
    { data: { messages: expect.objectContaining({ content: '<p>second</p>' }) } },
  ]);
  const e = await events.next(1);
  expect((e.results[0] as { data: { events: { type: string; message: { content: string } } } }).data.events).toMatchObject({
    type: 'message',
    message: { content: '*hi*', content_type: 'text/x-markdown' },
  });
});

test('without valid credentials a subscription is refused with the Zulip error', async () => {
  const anon = wsClient({ email: realm.users.othello.email, apiKey: 'x'.repeat(32) });
  const s = subscribe(anon, 'subscription { messages { id } }');
  const r = await s.next(1);
  expect(r.results).toEqual([
    { errors: [expect.objectContaining({ message: 'Invalid API key', extensions: { code: 'UNAUTHORIZED', status: 401 } })] },
  ]);
});
