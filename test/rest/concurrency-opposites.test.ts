import type { ApiResponse } from '../support/client.ts';
import { useWorld } from '../support/world.ts';

/*
 * Opposite operations on the same rows at once (on PostgreSQL in parallel
 * transactions; PGlite takes them in turns): subscribe and unsubscribe, react
 * and unreact, mute and unmute, star and unstar, promote and demote, deactivate
 * and reactivate, create the same channel, edit and delete. Whatever the
 * interleaving, every answer is Zulip's (success, or its error for the state
 * the other request left) — never a 500 from a deadlock or a unique index.
 */
const w = useWorld();
const { as, send } = w;

const ROUNDS = 20;

function expectNoServerErrors(answers: ApiResponse[]): void {
  const bad = answers.filter((r) => r.status >= 500 || (r.body.result !== 'success' && r.body.result !== 'error'));
  expect(bad.map((r) => `${r.status} ${r.text.slice(0, 120)}`)).toEqual([]);
}

/** `ROUNDS` of each of the two operations, interleaved, all in flight at once. */
async function opposite(a: () => Promise<ApiResponse>, b: () => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const answers = await Promise.all(Array.from({ length: ROUNDS * 2 }, (_, i) => (i % 2 === 0 ? a() : b())));
  expectNoServerErrors(answers);
  return answers;
}

test('subscribe and unsubscribe one user to one channel', async () => {
  await opposite(
    () =>
      as('iago').post('/users/me/subscriptions', {
        subscriptions: [{ name: 'Venice' }],
        principals: [w.realm.users.cordelia.id],
      }),
    () =>
      as('iago').delete('/users/me/subscriptions', {
        subscriptions: ['Venice'],
        principals: [w.realm.users.cordelia.id],
      }),
  );
});

test('create the same new channel twenty times', async () => {
  const answers = await Promise.all(
    Array.from({ length: ROUNDS }, () =>
      as('hamlet').post('/users/me/subscriptions', { subscriptions: [{ name: 'raced into being' }] }),
    ),
  );
  expectNoServerErrors(answers);
  const channels = (await as('hamlet').get('/streams')).body.streams as Array<{ name: string }>;
  expect(channels.filter((c) => c.name === 'raced into being')).toHaveLength(1);
});

test('add and remove one reaction', async () => {
  const id = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'opposites', content: 'react to me' });
  await opposite(
    () => as('cordelia').post(`/messages/${id}/reactions`, { emoji_name: 'octopus' }),
    () => as('cordelia').delete(`/messages/${id}/reactions`, { emoji_name: 'octopus' }),
  );
});

test('mute and unmute one topic', async () => {
  await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'noisy', content: 'x' });
  const topic = { stream_id: w.realm.channels.Denmark, topic: 'noisy' };
  await opposite(
    () => as('hamlet').post('/user_topics', { ...topic, visibility_policy: 1 }),
    () => as('hamlet').post('/user_topics', { ...topic, visibility_policy: 0 }),
  );
});

test('star and unstar the same messages, and mark a narrow read and unread', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++)
    ids.push(await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'stars', content: `s${i}` }));
  await opposite(
    () => as('cordelia').post('/messages/flags', { messages: ids, op: 'add', flag: 'starred' }),
    () => as('cordelia').post('/messages/flags', { messages: ids, op: 'remove', flag: 'starred' }),
  );
  const narrow = {
    anchor: 'oldest',
    num_before: 0,
    num_after: 100,
    narrow: [{ operator: 'topic', operand: 'stars' }],
    flag: 'read',
  };
  await opposite(
    () => as('cordelia').post('/messages/flags/narrow', { ...narrow, op: 'add' }),
    () => as('cordelia').post('/messages/flags/narrow', { ...narrow, op: 'remove' }),
  );
});

test('promote and demote one user; deactivate and reactivate another', async () => {
  await opposite(
    () => as('desdemona').patch(`/users/${w.realm.users.othello.id}`, { role: 300 }),
    () => as('desdemona').patch(`/users/${w.realm.users.othello.id}`, { role: 400 }),
  );
  await opposite(
    () => as('desdemona').delete(`/users/${w.realm.users.prospero.id}`),
    () => as('desdemona').post(`/users/${w.realm.users.prospero.id}/reactivate`),
  );
});

test('toggle an organization setting both ways', async () => {
  await opposite(
    () => as('desdemona').patch('/realm', { allow_message_editing: true, waiting_period_threshold: 3 }),
    () => as('desdemona').patch('/realm', { allow_message_editing: false, waiting_period_threshold: 0 }),
  );
});

test('edit a message while it is deleted', async () => {
  const id = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'doomed edit', content: 'before' });
  const answers = await Promise.all([
    ...Array.from({ length: ROUNDS }, (_, i) => as('hamlet').patch(`/messages/${id}`, { content: `edit ${i}` })),
    as('iago').delete(`/messages/${id}`),
  ]);
  expectNoServerErrors(answers);
});
