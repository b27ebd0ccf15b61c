import { realmUrl } from '../../src/domain/realm/realm-url.ts';
import { useWorld } from '../support/world.ts';
import {
  age,
  botNotices,
  edit,
  errorOf,
  fetchMessages,
  fetchOne,
  setChannelGroup,
  topicMessages,
  bad,
} from './message-edit.helpers.ts';

/** PATCH /messages/{message_id}: moving messages to another topic within their channel. */
const w = useWorld();

const now = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const hamletMention = () => `@_**King Hamlet|${w.realm.users.hamlet.id}**`;

async function threeInTopic(topic: string, channel = 'Denmark', sender = 'hamlet'): Promise<number[]> {
  const out: number[] = [];
  for (const c of ['one', 'two', 'three']) out.push(await w.sendToChannel(sender, channel, topic, c));
  return out;
}

describe('propagate modes', () => {
  test('change_one moves only the message; the old topic keeps the rest', async () => {
    const [a, b, c] = await threeInTopic('t-one');
    w.ts.events.length = 0;
    const r = await edit(w, 'hamlet', b, { topic: 't-one moved' });
    expect(r.body).toEqual({ result: 'success', msg: '', detached_uploads: [] });
    expect((await topicMessages(w, 'hamlet', 'Denmark', 't-one')).map((m) => m.id)).toEqual([a, c]);
    const moved = await fetchOne(w, 'hamlet', b);
    expect(moved.subject).toBe('t-one moved');
    expect(moved.last_moved_timestamp).toBe(now());
    expect(moved.last_edit_timestamp).toBeUndefined();
    expect(moved.edit_history).toEqual([
      { user_id: w.realm.users.hamlet.id, timestamp: now(), prev_topic: 't-one', topic: 't-one moved' },
    ]);
    const [event] = w.eventsOfType('update_message');
    expect(event.event).toEqual({
      type: 'update_message',
      user_id: w.realm.users.hamlet.id,
      edit_timestamp: now(),
      message_id: b,
      message_ids: [b],
      rendering_only: false,
      stream_id: w.realm.channels.Denmark,
      stream_name: 'Denmark',
      propagate_mode: 'change_one',
      orig_subject: 't-one',
      subject: 't-one moved',
      topic_links: [],
      flags: expect.any(Array),
    });
    // One message moved into a new topic: a link to it, from the Notification Bot.
    const url = realmUrl(w.ts.server.deps.server, 'zulip');
    expect(await botNotices(w, 'hamlet', 'Denmark', 't-one moved')).toEqual([
      `[A message](${url}/#narrow/channel/${w.realm.channels.Denmark}-Denmark/topic/t-one.20moved/near/${b}) was moved here from #**Denmark>t-one** by ${hamletMention()}.`,
    ]);
    // No notice in the old thread unless asked for (default false since FL 152).
    expect(await botNotices(w, 'hamlet', 'Denmark', 't-one')).toEqual([]);
  });

  test('change_later moves the message and the later ones; others get a topic-only history entry', async () => {
    const [a, b, c] = await threeInTopic('t-later');
    await edit(w, 'hamlet', b, { content: 'two (edited)' });
    w.ts.clock.advance(1000);
    w.ts.events.length = 0;
    const r = await edit(w, 'hamlet', b, {
      topic: 't-later moved',
      propagate_mode: 'change_later',
      send_notification_to_old_thread: true,
    });
    expect(r.status).toBe(200);
    expect(
      (await topicMessages(w, 'hamlet', 'Denmark', 't-later'))
        .filter((m) => m.sender_email !== 'notification-bot@zulip.com')
        .map((m) => m.id),
    ).toEqual([a]);
    const [mb, mc] = await fetchMessages(w, 'hamlet', [b, c]);
    expect(mb.edit_history[0]).toEqual({
      user_id: w.realm.users.hamlet.id,
      timestamp: now(),
      prev_topic: 't-later',
      topic: 't-later moved',
    });
    expect(mb.edit_history[1]).toHaveProperty('prev_content', 'two');
    expect(mb.last_edit_timestamp).toBe(now() - 1);
    expect(mc.edit_history).toEqual([
      { user_id: w.realm.users.hamlet.id, timestamp: now(), prev_topic: 't-later', topic: 't-later moved' },
    ]);
    const [event] = w.eventsOfType('update_message');
    expect(event.event).toMatchObject({ message_ids: [b, c], propagate_mode: 'change_later' });
    expect(await botNotices(w, 'hamlet', 'Denmark', 't-later moved')).toEqual([
      `2 messages were moved here from #**Denmark>t-later** by ${hamletMention()}.`,
    ]);
    expect(await botNotices(w, 'hamlet', 'Denmark', 't-later')).toEqual([
      `2 messages were moved from this topic to #**Denmark>t-later moved** by ${hamletMention()}.`,
    ]);
  });

  test('change_all moves the whole topic, matching it case-insensitively', async () => {
    const [a, b] = await threeInTopic('T-All');
    const lower = await w.sendToChannel('othello', 'Denmark', 't-all', 'lower case');
    const r = await edit(w, 'hamlet', b, {
      topic: 't-all moved',
      propagate_mode: 'change_all',
      send_notification_to_old_thread: true,
    });
    expect(r.status).toBe(200);
    const moved = await topicMessages(w, 'hamlet', 'Denmark', 't-all moved');
    expect(moved.map((m) => m.id).slice(0, 4)).toEqual([a, b, b + 1, lower]);
    expect(await botNotices(w, 'hamlet', 'Denmark', 't-all moved')).toEqual([
      `This topic was moved here from #**Denmark>T-All** by ${hamletMention()}.`,
    ]);
    expect(await botNotices(w, 'hamlet', 'Denmark', 'T-All')).toEqual([
      `This topic was moved to #**Denmark>t-all moved** by ${hamletMention()}.`,
    ]);
  });

  test('change_all into a topic that already has messages says how many moved', async () => {
    await threeInTopic('merge-from');
    const existing = await w.sendToChannel('othello', 'Denmark', 'merge-into', 'already here');
    const [first] = await topicMessages(w, 'hamlet', 'Denmark', 'merge-from');
    expect((await edit(w, 'hamlet', first.id, { topic: 'merge-into', propagate_mode: 'change_all' })).status).toBe(200);
    const into = await topicMessages(w, 'hamlet', 'Denmark', 'merge-into');
    expect(into.map((m) => m.id).slice(0, 4)).toEqual([first.id, first.id + 1, first.id + 2, existing]);
    expect(await botNotices(w, 'hamlet', 'Denmark', 'merge-into')).toEqual([
      `3 messages were moved here from #**Denmark>merge-from** by ${hamletMention()}.`,
    ]);
  });

  test('no notifications at all when both are turned off; the legacy `subject` parameter works', async () => {
    const [a] = await threeInTopic('quiet');
    w.ts.events.length = 0;
    const r = await edit(w, 'hamlet', a, {
      subject: 'quiet moved',
      propagate_mode: 'change_all',
      send_notification_to_new_thread: false,
      send_notification_to_old_thread: false,
    });
    expect(r.status).toBe(200);
    expect(w.eventsOfType('message')).toEqual([]);
    expect((await topicMessages(w, 'hamlet', 'Denmark', 'quiet moved')).length).toBe(3);
  });

  test('a topic and content edit together is one history entry', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'both', 'before');
    expect(
      (await edit(w, 'hamlet', id, { topic: 'both moved', content: 'after', send_notification_to_new_thread: false }))
        .status,
    ).toBe(200);
    const m = await fetchOne(w, 'hamlet', id);
    expect(m.edit_history).toEqual([
      {
        user_id: w.realm.users.hamlet.id,
        timestamp: now(),
        prev_content: 'before',
        prev_rendered_content: '<p>before</p>',
        prev_topic: 'both',
        topic: 'both moved',
      },
    ]);
    expect(m.last_edit_timestamp).toBe(now());
    expect(m.last_moved_timestamp).toBe(now());
  });
});

describe('topic names', () => {
  test('the empty topic: "general chat" means "", and clients without support see "general chat"', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'to-empty', 'x');
    expect(
      (await edit(w, 'hamlet', id, { topic: 'general chat', send_notification_to_new_thread: false })).status,
    ).toBe(200);
    expect((await fetchOne(w, 'hamlet', id)).subject).toBe('');
    const legacy = await w.ts.client(w.realm.users.hamlet).get('/messages', { message_ids: [id] });
    expect((legacy.body.messages as Array<{ subject: string }>)[0].subject).toBe('general chat');
    // And back: it was the whole (visible) topic, so the notice says so.
    expect((await edit(w, 'hamlet', id, { topic: 'from-empty' })).status).toBe(200);
    expect(await botNotices(w, 'hamlet', 'Denmark', 'from-empty')).toEqual([
      `This topic was moved here from #**Denmark>** by ${hamletMention()}.`,
    ]);
  });

  test('long topics are truncated to 60 characters', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'short', 'x');
    expect(
      (await edit(w, 'hamlet', id, { topic: 'y'.repeat(70), send_notification_to_new_thread: false })).status,
    ).toBe(200);
    expect((await fetchOne(w, 'hamlet', id)).subject).toBe('y'.repeat(57) + '...');
  });

  test('names that would break #**channel>topic** get a plain Markdown link', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'a*b', 'x');
    expect((await edit(w, 'hamlet', id, { topic: 'c', propagate_mode: 'change_all' })).status).toBe(200);
    expect(await botNotices(w, 'hamlet', 'Denmark', 'c')).toEqual([
      `This topic was moved here from [#Denmark > a&#42;b](#narrow/channel/${w.realm.channels.Denmark}-Denmark/topic/a*b) by ${hamletMention()}.`,
    ]);
  });

  test('topics policy: no moving into the empty topic where it is disabled, nor out of it where it is the only one', async () => {
    const id = await w.sendToChannel('hamlet', 'Scotland', 'named', 'x');
    await w.setRealm({ topics_policy: 'disable_empty_topic' });
    try {
      const err = bad('Sending messages to the general chat is not allowed in this channel.', {
        empty_topic_display_name: 'general chat',
      });
      expect(errorOf(await edit(w, 'hamlet', id, { topic: '' }))).toEqual(err);
      expect(errorOf(await edit(w, 'hamlet', id, { topic: '(no topic)' }))).toEqual(err);
    } finally {
      await w.setRealm({ topics_policy: 'allow_empty_topic' });
    }
    await w.sql(`UPDATE stream SET topics_policy = 'empty_topic_only' WHERE id = $1`, [w.realm.channels.Scotland]);
    try {
      const err = bad('Only the general chat topic is allowed in this channel.', {
        empty_topic_display_name: 'general chat',
      });
      expect(errorOf(await edit(w, 'hamlet', id, { topic: 'other' }))).toEqual(err);
      // Zulip checks it even for content edits of messages in named topics.
      expect(errorOf(await edit(w, 'hamlet', id, { content: 'y' }))).toEqual(err);
      expect((await edit(w, 'hamlet', id, { topic: '' })).status).toBe(200);
    } finally {
      await w.sql(`UPDATE stream SET topics_policy = 'inherit' WHERE id = $1`, [w.realm.channels.Scotland]);
    }
  });
});

describe('who may move messages between topics, and when', () => {
  test('anyone, guests included, by default (can_move_messages_between_topics_group = everyone)', async () => {
    const id = await w.sendToChannel('hamlet', 'Verona', 'by-guest', 'x');
    expect((await edit(w, 'polonius', id, { topic: 'moved by guest' })).status).toBe(200);
  });

  test('the realm setting, then the channel-level setting of the origin or target channel', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'perm', 'x');
    await w.setRealmGroup('can_move_messages_between_topics_group', 'role:nobody');
    try {
      expect(errorOf(await edit(w, 'othello', id, { topic: 'perm2' }))).toEqual(
        bad("You don't have permission to edit this message"),
      );
      // Senders have no special right.
      expect(errorOf(await edit(w, 'hamlet', id, { topic: 'perm2' }))).toEqual(
        bad("You don't have permission to edit this message"),
      );
      // Realm administrators administer every channel.
      expect((await edit(w, 'iago', id, { topic: 'perm2' })).status).toBe(200);
      await setChannelGroup(w, 'Denmark', 'can_move_messages_within_channel_group_id', 'role:members');
      expect((await edit(w, 'othello', id, { topic: 'perm3' })).status).toBe(200);
    } finally {
      await w.setRealmGroup('can_move_messages_between_topics_group', 'role:everyone');
      await setChannelGroup(w, 'Denmark', 'can_move_messages_within_channel_group_id', 'role:nobody');
    }
  });

  test('the 7-day limit (+20 s) binds members, not moderators', async () => {
    const id = await w.sendToChannel('hamlet', 'Verona', 'old', 'x');
    await age(w, [id], 604_800 + 21);
    expect(errorOf(await edit(w, 'hamlet', id, { topic: 'old2' }))).toEqual(
      bad("The time limit for editing this message's topic has passed."),
    );
    expect((await edit(w, 'shiva', id, { topic: 'old2', send_notification_to_new_thread: false })).status).toBe(200);
    await w.setRealm({ move_messages_within_stream_limit_seconds: '"unlimited"' });
    try {
      expect((await edit(w, 'hamlet', id, { topic: 'old3', send_notification_to_new_thread: false })).status).toBe(200);
    } finally {
      await w.setRealm({ move_messages_within_stream_limit_seconds: 604800 });
    }
  });
});

describe('change_all and the time limit (MOVE_MESSAGES_TIME_LIMIT_EXCEEDED)', () => {
  test('the error names the messages that may move; moving from the first of them with change_later works', async () => {
    const msgs = [];
    for (let i = 0; i < 5; i++) msgs.push(await w.sendToChannel('hamlet', 'Denmark', 'aging', `m${i}`));
    await age(w, [msgs[0]], 10 * 86400);
    await age(w, [msgs[1]], 8 * 86400);
    await age(w, [msgs[2]], 5 * 86400);
    const r = await edit(w, 'hamlet', msgs[3], { topic: 'aging moved', propagate_mode: 'change_all' });
    expect(errorOf(r)).toEqual({
      status: 400,
      msg: 'You only have permission to move the 3/5 most recent messages in this topic.',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      first_message_id_allowed_to_move: msgs[2],
      total_messages_in_topic: 5,
      total_messages_allowed_to_move: 3,
    });
    expect((await topicMessages(w, 'hamlet', 'Denmark', 'aging')).length).toBe(5);
    const retry = await edit(w, 'hamlet', msgs[2], { topic: 'aging moved', propagate_mode: 'change_later' });
    expect(retry.status).toBe(200);
    expect((await topicMessages(w, 'hamlet', 'Denmark', 'aging')).map((m) => m.id)).toEqual([msgs[0], msgs[1]]);
    // Moderators are not limited.
    expect((await edit(w, 'shiva', msgs[0], { topic: 'aging moved', propagate_mode: 'change_all' })).status).toBe(200);
  });

  test('first_message_id_allowed_to_move is null when no message is young enough', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'edge');
    // Exactly at the deadline: the message itself may still move, but the topic check counts it as too old.
    w.ts.clock.advance((604_800 + 20) * 1000);
    expect(errorOf(await edit(w, 'hamlet', id, { topic: 'edge moved', propagate_mode: 'change_all' }))).toEqual({
      status: 400,
      msg: 'You only have permission to move the 0/1 most recent messages in this topic.',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      first_message_id_allowed_to_move: null,
      total_messages_in_topic: 1,
      total_messages_allowed_to_move: 0,
    });
  });
});

describe('topic visibility moves with the topic', () => {
  const policy = async (user: string, topic: string) =>
    (
      await w.sql<{ visibility_policy: number }>(
        `SELECT visibility_policy FROM user_topic WHERE user_id = $1 AND stream_id = $2 AND lower(topic_name) = lower($3)`,
        [w.realm.users[user].id, w.realm.channels.Denmark, topic],
      )
    )[0]?.visibility_policy ?? 0;
  const setPolicy = (user: string, topic: string, p: number) =>
    w.ts
      .client(w.realm.users[user])
      .post('/user_topics', { stream_id: w.realm.channels.Denmark, topic, visibility_policy: p });

  test('a whole-topic move into a new topic carries policies over', async () => {
    const [a] = await threeInTopic('vis-new');
    await setPolicy('cordelia', 'vis-new', 1);
    await setPolicy('iago', 'vis-new', 3);
    w.ts.events.length = 0;
    expect((await edit(w, 'hamlet', a, { topic: 'vis-new 2', propagate_mode: 'change_all' })).status).toBe(200);
    expect([await policy('cordelia', 'vis-new 2'), await policy('iago', 'vis-new 2')]).toEqual([1, 3]);
    expect([await policy('cordelia', 'vis-new'), await policy('iago', 'vis-new')]).toEqual([0, 0]);
    // Clearing the old policy skips the legacy muted_topics event: the one for the new policy follows.
    const forCordelia = w.ts.events.filter((e) => e.userIds[0] === w.realm.users.cordelia.id).map((e) => e.event.type);
    expect(forCordelia).toEqual(['user_topic', 'muted_topics', 'user_topic']);
  });

  test('a whole-topic move into an existing topic merges policies, the more visible one winning', async () => {
    const [a] = await threeInTopic('vis-from');
    await w.sendToChannel('othello', 'Denmark', 'vis-to', 'x');
    await setPolicy('cordelia', 'vis-from', 1);
    await setPolicy('othello', 'vis-from', 1);
    await setPolicy('othello', 'vis-to', 3);
    await setPolicy('iago', 'vis-from', 3);
    w.ts.events.length = 0;
    expect((await edit(w, 'hamlet', a, { topic: 'vis-to', propagate_mode: 'change_all' })).status).toBe(200);
    // Muted + nothing → nothing; muted + followed → followed.
    expect(await policy('cordelia', 'vis-to')).toBe(0);
    expect(await policy('othello', 'vis-to')).toBe(3);
    expect(await policy('iago', 'vis-to')).toBe(3);
    expect(await policy('cordelia', 'vis-from')).toBe(0);
    const userTopics = w
      .eventsOfType('user_topic')
      .map((e) => [e.userIds[0], e.event.topic_name, e.event.visibility_policy]);
    expect(userTopics).toEqual(
      expect.arrayContaining([
        [w.realm.users.cordelia.id, 'vis-from', 0],
        [w.realm.users.iago.id, 'vis-to', 3],
        [w.realm.users.othello.id, 'vis-from', 0],
      ]),
    );
    // Othello already followed the destination: nothing to set there.
    expect(userTopics).not.toContainEqual([w.realm.users.othello.id, 'vis-to', 3]);
  });

  test('moving part of a topic leaves policies where they are', async () => {
    const [, b] = await threeInTopic('vis-part');
    await setPolicy('cordelia', 'vis-part', 1);
    expect((await edit(w, 'hamlet', b, { topic: 'vis-part 2' })).status).toBe(200);
    expect(await policy('cordelia', 'vis-part')).toBe(1);
    expect(await policy('cordelia', 'vis-part 2')).toBe(0);
  });

  test('the sender of a message that starts the new topic follows it per "on initiation"', async () => {
    const [a, b] = await threeInTopic('init-src', 'Denmark', 'othello');
    void a;
    await w.sql(
      `UPDATE user_profile SET settings = settings || '{"automatically_follow_topics_policy": 3}'::jsonb WHERE id = $1`,
      [w.realm.users.othello.id],
    );
    await w.sql(`DELETE FROM user_topic WHERE user_id = $1`, [w.realm.users.othello.id]);
    expect((await edit(w, 'hamlet', b, { topic: 'init-dst' })).status).toBe(200);
    expect(await policy('othello', 'init-dst')).toBe(3);
  });
});

test('every recipient of a shared-history channel hears of a move, with their own flags', async () => {
  const id = await w.sendToChannel('hamlet', 'Denmark', 'audience', 'x');
  await w.ts.client(w.realm.users.cordelia).post('/messages/flags', { messages: [id], op: 'add', flag: 'starred' });
  w.ts.events.length = 0;
  await edit(w, 'hamlet', id, { topic: 'audience 2', send_notification_to_new_thread: false });
  const byFlags = Object.fromEntries(w.eventsOfType('update_message').map((e) => [String(e.event.flags), e.userIds]));
  expect(byFlags).toEqual({
    '': w.ids('desdemona', 'iago', 'othello'),
    read: w.ids('hamlet'),
    starred: w.ids('cordelia'),
  });
});
