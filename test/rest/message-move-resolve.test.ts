import { useWorld } from '../support/world.ts';
import {
  age,
  botNotices,
  edit,
  errorOf,
  fetchOne,
  setChannelGroup,
  topicMessages,
  bad,
} from './message-edit.helpers.ts';

/** Resolving and unresolving topics (the "✔ " prefix), the seed's Topic unresolved ⇄ resolved transitions. */
const w = useWorld();

const now = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const hamlet = () => `@_**King Hamlet|${w.realm.users.hamlet.id}**`;

async function topicOf(topic: string, n = 2): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await w.sendToChannel(i % 2 ? 'othello' : 'hamlet', 'Denmark', topic, `m${i}`));
  return out;
}

test('Topic unresolved → resolved: one notice from the bot, no "moved" notice, no last_moved_timestamp', async () => {
  const [a, b] = await topicOf('bug 1');
  await w
    .as('cordelia')
    .post('/user_topics', { stream_id: w.realm.channels.Denmark, topic: 'bug 1', visibility_policy: 3 });
  w.ts.events.length = 0;
  const r = await edit(w, 'hamlet', a, { topic: '✔ bug 1', propagate_mode: 'change_all' });
  expect(r.body).toEqual({ result: 'success', msg: '', detached_uploads: [] });
  const messages = await topicMessages(w, 'hamlet', 'Denmark', '✔ bug 1');
  expect(messages.map((m) => m.id).slice(0, 2)).toEqual([a, b]);
  expect(messages.map((m) => m.content).slice(2)).toEqual([`${hamlet()} has marked this topic as resolved.`]);
  const moved = await fetchOne(w, 'hamlet', b);
  expect(moved.last_moved_timestamp).toBeUndefined();
  expect(moved.edit_history).toEqual([
    { user_id: w.realm.users.hamlet.id, timestamp: now(), prev_topic: 'bug 1', topic: '✔ bug 1' },
  ]);
  // The follower moved along with the topic and sees the notice unread; others (except_followed) have it read.
  const notice = messages[2].id as number;
  expect((await fetchOne(w, 'cordelia', notice)).flags).toEqual([]);
  expect((await fetchOne(w, 'othello', notice)).flags).toEqual(['read']);
  expect((await fetchOne(w, 'hamlet', notice)).flags).toEqual(['read']);
  expect(w.eventsOfType('message').map((e) => e.event.message)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sender_email: 'notification-bot@zulip.com', sender_full_name: 'Notification Bot' }),
    ]),
  );
  const [update] = w.eventsOfType('update_message');
  expect(update.event).toMatchObject({
    orig_subject: 'bug 1',
    subject: '✔ bug 1',
    propagate_mode: 'change_all',
    message_ids: [a, b],
  });
});

test('Topic resolved → unresolved within a minute is an undo: the notice is deleted, none is sent', async () => {
  const [a] = await topicOf('bug 2');
  expect((await edit(w, 'hamlet', a, { topic: '✔ bug 2', propagate_mode: 'change_all' })).status).toBe(200);
  const [notice] = (await topicMessages(w, 'hamlet', 'Denmark', '✔ bug 2')).slice(-1);
  w.ts.clock.advance(59_000);
  w.ts.events.length = 0;
  expect((await edit(w, 'othello', a, { topic: 'bug 2', propagate_mode: 'change_all' })).status).toBe(200);
  expect(w.eventsOfType('delete_message').map((e) => e.event)).toEqual([
    {
      type: 'delete_message',
      message_ids: [notice.id],
      message_type: 'stream',
      stream_id: w.realm.channels.Denmark,
      topic: 'bug 2',
    },
  ]);
  expect(w.eventsOfType('message')).toEqual([]);
  expect(await botNotices(w, 'hamlet', 'Denmark', 'bug 2')).toEqual([]);
});

test('Topic resolved → unresolved later posts "marked as unresolved"', async () => {
  const [a] = await topicOf('bug 3');
  await edit(w, 'hamlet', a, { topic: '✔ bug 3', propagate_mode: 'change_all' });
  w.ts.clock.advance(61_000);
  expect((await edit(w, 'othello', a, { topic: 'bug 3', propagate_mode: 'change_all' })).status).toBe(200);
  expect(await botNotices(w, 'hamlet', 'Denmark', 'bug 3')).toEqual([
    `${hamlet()} has marked this topic as resolved.`,
    `@_**Othello, the Moor of Venice|${w.realm.users.othello.id}** has marked this topic as unresolved.`,
  ]);
  expect((await fetchOne(w, 'hamlet', a)).last_moved_timestamp).toBeUndefined();
});

test('unresolving strips every leading check mark; a rename that also unresolves is a normal move', async () => {
  const [a] = await topicOf('✔ ✔ twice');
  w.ts.events.length = 0;
  expect((await edit(w, 'hamlet', a, { topic: 'twice', propagate_mode: 'change_all' })).status).toBe(200);
  expect(await botNotices(w, 'hamlet', 'Denmark', 'twice')).toEqual([
    `${hamlet()} has marked this topic as unresolved.`,
  ]);
  const [b] = await topicOf('✔ test');
  expect((await edit(w, 'hamlet', b, { topic: 'bar', propagate_mode: 'change_all' })).status).toBe(200);
  expect(await botNotices(w, 'hamlet', 'Denmark', 'bar')).toEqual([
    `This topic was moved here from #**Denmark>✔ test** by ${hamlet()}.`,
  ]);
  expect((await fetchOne(w, 'hamlet', b)).last_moved_timestamp).toBe(now());
});

test('resolving needs can_resolve_topics_group (realm, or the channel), not the topic-move right, and has no time limit', async () => {
  const [a] = await topicOf('bug 4');
  await age(w, [a], 30 * 86400);
  await w.setRealmGroup('can_move_messages_between_topics_group', 'role:nobody');
  try {
    // Old, and moving topics is forbidden: resolving still works.
    expect((await edit(w, 'othello', a, { topic: '✔ bug 4', propagate_mode: 'change_all' })).status).toBe(200);
  } finally {
    await w.setRealmGroup('can_move_messages_between_topics_group', 'role:everyone');
  }
  const [b] = await topicOf('bug 5');
  await w.setRealmGroup('can_resolve_topics_group', 'role:nobody');
  try {
    expect(errorOf(await edit(w, 'othello', b, { topic: '✔ bug 5' }))).toEqual(
      bad("You don't have permission to resolve topics in this channel."),
    );
    // Moving to another name is still allowed.
    expect((await edit(w, 'othello', b, { topic: 'bug 5b', send_notification_to_new_thread: false })).status).toBe(200);
    await setChannelGroup(w, 'Denmark', 'can_resolve_topics_group_id', 'role:members');
    expect((await edit(w, 'othello', b, { topic: '✔ bug 5b' })).status).toBe(200);
  } finally {
    await w.setRealmGroup('can_resolve_topics_group', 'role:everyone');
    await setChannelGroup(w, 'Denmark', 'can_resolve_topics_group_id', 'role:nobody');
  }
});

test('a long topic resolves into a truncated name', async () => {
  const long = 'z'.repeat(60);
  const [a] = await topicOf(long, 1);
  expect((await edit(w, 'hamlet', a, { topic: `✔ ${long}` })).status).toBe(200);
  const m = await fetchOne(w, 'hamlet', a);
  expect(m.subject).toBe(`✔ ${'z'.repeat(55)}...`);
  // Still a pure resolve: the notice, and no last_moved_timestamp.
  expect(m.last_moved_timestamp).toBeUndefined();
  expect(await botNotices(w, 'hamlet', 'Denmark', m.subject)).toEqual([
    `${hamlet()} has marked this topic as resolved.`,
  ]);
});

test('the stored history tells resolve toggles from moves (last_moved_timestamp is from the newest real move)', async () => {
  const [a] = await topicOf('mixed', 1);
  await edit(w, 'hamlet', a, { topic: 'mixed 2', send_notification_to_new_thread: false });
  const moved = now();
  w.ts.clock.advance(120_000);
  await edit(w, 'hamlet', a, { topic: '✔ mixed 2' });
  const m = await fetchOne(w, 'hamlet', a);
  expect(m.last_moved_timestamp).toBe(moved);
  expect(m.edit_history.map((e: Record<string, unknown>) => e.topic)).toEqual(['✔ mixed 2', 'mixed 2']);
  const [row] = await w.sql<{ n: number }>(`SELECT jsonb_array_length(edit_history) AS n FROM message WHERE id = $1`, [
    a,
  ]);
  expect(row.n).toBe(2);
});
