import zulip, { type ZulipClient } from 'zulip-js';
import { useWorld } from '../support/world.ts';

// The event-queue calls of the official JavaScript client, as a bot or the
// terminal client make them: register → events.retrieve (long-poll) → deregister.
declare module 'zulip-js' {
  interface ZulipClient {
    queues: {
      register(params?: Record<string, unknown>): Promise<Record<string, any>>;
      deregister(params: { queue_id: string }): Promise<Record<string, any>>;
    };
    events: {
      retrieve(params: { queue_id: string; last_event_id: number; dont_block?: boolean }): Promise<Record<string, any>>;
    };
  }
}

const client = (name: string): Promise<ZulipClient> =>
  zulip({ realm: w.ts.url, username: w.realm.users[name].email, apiKey: w.realm.users[name].apiKey });

const w = useWorld({ queues: { heartbeatMs: () => 5_000 } });

test('register → a message arrives through a long-poll → deregister', async () => {
  const othello = await client('othello');
  const hamlet = await client('hamlet');
  const reg = await othello.queues.register({ event_types: ['message'] });
  expect(reg).toMatchObject({ result: 'success', last_event_id: -1, zulip_feature_level: 420 });
  expect(typeof reg.queue_id).toBe('string');
  expect(reg.max_message_id).toBeDefined();

  const poll = othello.events.retrieve({ queue_id: reg.queue_id, last_event_id: -1 });
  const sent = await hamlet.messages.send({
    type: 'stream',
    to: 'Denmark',
    topic: 'zulip-js',
    content: 'through the client',
  });
  expect(sent).toMatchObject({ result: 'success', id: expect.any(Number) });
  const got = await poll;
  expect(got.result).toBe('success');
  expect(got.events).toHaveLength(1);
  expect(got.events[0]).toMatchObject({
    type: 'message',
    id: 0,
    message: { id: sent.id, content: 'through the client', subject: 'zulip-js' },
  });

  const bye = await othello.queues.deregister({ queue_id: reg.queue_id });
  expect(bye).toEqual({ result: 'success', msg: '' });
  const gone = await othello.events.retrieve({ queue_id: reg.queue_id, last_event_id: 0, dont_block: true });
  expect(gone).toMatchObject({ result: 'error', code: 'BAD_EVENT_QUEUE_ID', queue_id: reg.queue_id });
});

test('several queues long-poll at once and each gets the message once', async () => {
  const names = ['iago', 'cordelia', 'othello', 'desdemona'];
  const clients = await Promise.all(names.map(client));
  const regs = await Promise.all(clients.map((c) => c.queues.register({ event_types: ['message'] })));
  const polls = clients.map((c, i) => c.events.retrieve({ queue_id: regs[i].queue_id, last_event_id: -1 }));
  const hamlet = await client('hamlet');
  const sent = await hamlet.messages.send({
    type: 'stream',
    to: 'Denmark',
    topic: 'many queues',
    content: 'to all of you',
  });
  const results = await Promise.all(polls);
  for (const r of results) {
    expect(r.events.map((e: { type: string; message: { id: number } }) => [e.type, e.message.id])).toEqual([
      ['message', sent.id],
    ]);
  }
  await Promise.all(clients.map((c, i) => c.queues.deregister({ queue_id: regs[i].queue_id })));
});
