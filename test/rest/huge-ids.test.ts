import { useWorld } from '../support/world.ts';

const w = useWorld();

// Ids beyond PostgreSQL's integer range name nothing: the answer is the endpoint's
// "not found" error, never a 500 from the database.
const HUGE = '99999999999';
test.each([
  ['GET', `/users/${HUGE}`],
  ['PATCH', `/users/${HUGE}`],
  ['DELETE', `/users/${HUGE}`],
  ['POST', `/users/${HUGE}/reactivate`],
  ['GET', `/streams/${HUGE}`],
  ['GET', `/streams/${HUGE}/members`],
  ['GET', `/messages/${HUGE}`],
  ['GET', `/messages/${HUGE}/history`],
  ['PATCH', `/messages/${HUGE}`],
  ['DELETE', `/messages/${HUGE}`],
  ['POST', `/messages/${HUGE}/reactions`],
  ['POST', `/messages/${HUGE}/typing`],
  ['GET', `/users/me/${HUGE}/topics`],
  ['POST', `/streams/${HUGE}/delete_topic`],
])('%s %s answers with a Zulip error, not a 500', async (method, path) => {
  const r = await w.ts
    .client(w.realm.users.iago)
    .request(method, path, { emoji_name: 'smile', op: 'start', topic_name: 'x', content: 'x' });
  expect(r.status).toBeLessThan(500);
  expect(r.body).toMatchObject({ result: 'error', code: expect.any(String) });
});

test.each([
  ['POST', '/messages/flags', { messages: [Number(HUGE)], op: 'add', flag: 'starred' }],
  ['POST', '/messages', { type: 'direct', to: `[${HUGE}]`, content: 'x' }],
  ['POST', '/users/me/subscriptions', { subscriptions: [{ name: 'Verona' }], principals: [Number(HUGE)] }],
  [
    'GET',
    '/messages',
    { anchor: 'newest', num_before: 5, num_after: 0, narrow: [{ operator: 'sender', operand: Number(HUGE) }] },
  ],
  ['GET', '/messages', { message_ids: [Number(HUGE)] }],
  ['POST', '/typing', { op: 'start', to: `[${HUGE}]` }],
  ['POST', '/typing', { op: 'start', type: 'stream', stream_id: Number(HUGE), topic: 'x' }],
  ['PATCH', '/realm', { can_resolve_topics_group: { new: Number(HUGE) } }],
])('%s %s with an out-of-range id in the body never gives a 500', async (method, path, params) => {
  const r = await w.ts.client(w.realm.users.iago).request(method, path, params as Record<string, string>);
  expect(r.status).toBeLessThan(500);
  expect(r.body.result).toBeDefined();
});
