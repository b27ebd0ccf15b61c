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

/** PATCH /messages/{message_id} with stream_id: moving messages to another channel. */
const w = useWorld();

const now = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const mention = (u: string) => `@_**${u === 'hamlet' ? 'King Hamlet' : u}|${w.realm.users[u].id}**`;
const userMessageOwners = async (messageId: number) =>
  (
    await w.sql<{ user_id: number }>(`SELECT user_id FROM user_message WHERE message_id = $1 ORDER BY user_id`, [
      messageId,
    ])
  ).map((r) => r.user_id);

test('a whole topic moves from Verona to Denmark: rows, events, history and notices', async () => {
  const a = await w.sendToChannel('hamlet', 'Verona', 'trip', 'one');
  const b = await w.sendToChannel('othello', 'Verona', 'trip', 'two');
  w.ts.clock.advance(1000);
  w.ts.events.length = 0;
  const r = await edit(w, 'hamlet', a, {
    stream_id: w.realm.channels.Denmark,
    propagate_mode: 'change_all',
    send_notification_to_old_thread: true,
  });
  expect(r.body).toEqual({ result: 'success', msg: '', detached_uploads: [] });

  // Polonius (a guest, not in Denmark) can no longer see them: for him they are deleted.
  expect(w.eventsOfType('delete_message')).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: w.ids('polonius'),
      event: {
        type: 'delete_message',
        message_ids: [a, b],
        message_type: 'stream',
        stream_id: w.realm.channels.Verona,
        topic: 'trip',
      },
    },
  ]);
  const updates = w.eventsOfType('update_message');
  const base = {
    type: 'update_message',
    user_id: w.realm.users.hamlet.id,
    edit_timestamp: now(),
    message_id: a,
    message_ids: [a, b],
    rendering_only: false,
    stream_id: w.realm.channels.Verona,
    stream_name: 'Verona',
    propagate_mode: 'change_all',
    orig_subject: 'trip',
    new_stream_id: w.realm.channels.Denmark,
  };
  for (const u of updates) expect(u.event).toEqual({ ...base, flags: u.event.flags });
  const audience = updates.flatMap((u) => u.userIds).sort((x, y) => x - y);
  // Holders of the message, plus Verona's other subscribers (who lost their rows) with ["read"].
  expect(audience).toEqual(w.ids('desdemona', 'iago', 'hamlet', 'cordelia', 'othello', 'prospero', 'aaron', 'zoe'));
  expect(updates.find((u) => u.userIds.includes(w.realm.users.prospero.id))?.event.flags).toEqual(['read']);

  // Subscribers of Verona who are not in Denmark lose their UserMessage rows.
  expect(await userMessageOwners(b)).toEqual(w.ids('desdemona', 'iago', 'hamlet', 'cordelia', 'othello'));
  const [ma, mb] = await fetchMessages(w, 'hamlet', [a, b]);
  expect([ma.stream_id, ma.display_recipient, ma.subject]).toEqual([w.realm.channels.Denmark, 'Denmark', 'trip']);
  expect(ma.edit_history).toEqual([
    {
      user_id: w.realm.users.hamlet.id,
      timestamp: now(),
      prev_stream: w.realm.channels.Verona,
      stream: w.realm.channels.Denmark,
    },
  ]);
  expect(mb.last_moved_timestamp).toBe(now());
  expect(await fetchMessages(w, 'polonius', [a, b])).toEqual([]);

  expect(await botNotices(w, 'hamlet', 'Denmark', 'trip')).toEqual([
    `This topic was moved here from #**Verona>trip** by ${mention('hamlet')}.`,
  ]);
  expect(await botNotices(w, 'hamlet', 'Verona', 'trip')).toEqual([
    `This topic was moved to #**Denmark>trip** by ${mention('hamlet')}.`,
  ]);
});

test('a topic and channel change together; history has both', async () => {
  const id = await w.sendToChannel('hamlet', 'Denmark', 'combo', 'x');
  expect(
    (
      await edit(w, 'hamlet', id, {
        stream_id: w.realm.channels.Scotland,
        topic: 'combo moved',
        send_notification_to_new_thread: false,
      })
    ).status,
  ).toBe(200);
  const m = await fetchOne(w, 'hamlet', id);
  expect([m.display_recipient, m.subject]).toEqual(['Scotland', 'combo moved']);
  expect(m.edit_history[0]).toEqual({
    user_id: w.realm.users.hamlet.id,
    timestamp: now(),
    prev_stream: w.realm.channels.Denmark,
    stream: w.realm.channels.Scotland,
    prev_topic: 'combo',
    topic: 'combo moved',
  });
  const [u] = w.eventsOfType('update_message');
  expect(u.event).toMatchObject({
    orig_subject: 'combo',
    subject: 'combo moved',
    new_stream_id: w.realm.channels.Scotland,
  });
});

describe('permissions', () => {
  test('guests may not move between channels (default: members)', async () => {
    await w.subscribe('Rome', ['polonius']);
    const id = await w.sendToChannel('polonius', 'Verona', 'guest move', 'x');
    expect(errorOf(await edit(w, 'polonius', id, { stream_id: w.realm.channels.Rome }))).toEqual(
      bad("You don't have permission to move this message"),
    );
  });

  test('the realm setting; administrators and the channel-level setting still allow', async () => {
    await w.setRealmGroup('can_move_messages_between_channels_group', 'role:nobody');
    try {
      const id = await w.sendToChannel('hamlet', 'Denmark', 'realm perm', 'x');
      expect(errorOf(await edit(w, 'hamlet', id, { stream_id: w.realm.channels.Rome }))).toEqual(
        bad("You don't have permission to move this message"),
      );
      await setChannelGroup(w, 'Denmark', 'can_move_messages_out_of_channel_group_id', 'role:members');
      expect((await edit(w, 'hamlet', id, { stream_id: w.realm.channels.Rome })).status).toBe(200);
      const other = await w.sendToChannel('hamlet', 'Scotland', 'realm perm', 'x');
      expect((await edit(w, 'iago', other, { stream_id: w.realm.channels.Rome })).status).toBe(200);
    } finally {
      await w.setRealmGroup('can_move_messages_between_channels_group', 'role:members');
      await setChannelGroup(w, 'Denmark', 'can_move_messages_out_of_channel_group_id', 'role:nobody');
    }
  });

  test('the target channel must exist, be active and accessible', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'targets', 'x');
    expect(errorOf(await edit(w, 'hamlet', id, { stream_id: w.realm.channels['core team'] }))).toEqual(
      bad('Invalid channel ID'),
    );
    expect(errorOf(await edit(w, 'hamlet', id, { stream_id: 99_999 }))).toEqual(bad('Invalid channel ID'));
    expect(errorOf(await edit(w, 'hamlet', id, { stream_id: 2 ** 40 }))).toEqual(bad('Invalid channel ID'));
    await w.sql(`UPDATE stream SET is_archived = true WHERE id = $1`, [w.realm.channels.Venice]);
    try {
      expect(errorOf(await edit(w, 'othello', id, { stream_id: w.realm.channels.Venice }))).toEqual(
        bad('Invalid channel ID'),
      );
    } finally {
      await w.sql(`UPDATE stream SET is_archived = false WHERE id = $1`, [w.realm.channels.Venice]);
    }
  });

  test('the user must be allowed to post in the target channel', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'post perm', 'x');
    await setChannelGroup(w, 'Rome', 'can_send_message_group_id', 'role:administrators');
    try {
      expect(errorOf(await edit(w, 'hamlet', id, { stream_id: w.realm.channels.Rome }))).toEqual(
        bad('You do not have permission to post in this channel.'),
      );
    } finally {
      await setChannelGroup(w, 'Rome', 'can_send_message_group_id', 'role:everyone');
    }
  });

  test('the channel time limit (+20 s) binds members, not moderators', async () => {
    const id = await w.sendToChannel('hamlet', 'Verona', 'old move', 'x');
    await age(w, [id], 604_800 + 21);
    expect(errorOf(await edit(w, 'hamlet', id, { stream_id: w.realm.channels.Denmark }))).toEqual(
      bad("The time limit for editing this message's channel has passed"),
    );
    expect((await edit(w, 'shiva', id, { stream_id: w.realm.channels.Rome })).status).toBe(200);
  });

  test('change_all across channels and topics uses the stricter of the two limits', async () => {
    await w.setRealm({ move_messages_between_streams_limit_seconds: 86400 });
    try {
      const old = await w.sendToChannel('hamlet', 'Denmark', 'strict', 'old');
      const young = await w.sendToChannel('hamlet', 'Denmark', 'strict', 'young');
      await age(w, [old], 2 * 86400);
      const r = await edit(w, 'hamlet', young, {
        stream_id: w.realm.channels.Rome,
        topic: 'strict moved',
        propagate_mode: 'change_all',
      });
      expect(errorOf(r)).toEqual({
        status: 400,
        msg: 'You only have permission to move the 1/2 most recent messages in this topic.',
        code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
        first_message_id_allowed_to_move: young,
        total_messages_in_topic: 2,
        total_messages_allowed_to_move: 1,
      });
      // The topic alone may move: its limit is 7 days.
      expect((await edit(w, 'hamlet', young, { topic: 'strict moved', propagate_mode: 'change_all' })).status).toBe(
        200,
      );
    } finally {
      await w.setRealm({ move_messages_between_streams_limit_seconds: 604800 });
    }
  });
});

describe('private channels', () => {
  test('moving into a protected-history channel gives its subscribers (read) rows; others lose the messages', async () => {
    await w.createChannel('iago', 'secret', { inviteOnly: true, members: ['iago', 'hamlet', 'zoe'] });
    const id = await w.sendToChannel('hamlet', 'Denmark', 'to secret', 'x');
    w.ts.events.length = 0;
    expect(
      (await edit(w, 'hamlet', id, { stream_id: w.realm.channels.secret, send_notification_to_new_thread: false }))
        .status,
    ).toBe(200);
    expect(await userMessageOwners(id)).toEqual(w.ids('iago', 'hamlet', 'zoe'));
    expect((await fetchOne(w, 'zoe', id)).flags).toEqual(['read']);
    expect(w.eventsOfType('delete_message')[0].userIds).toEqual(w.ids('desdemona', 'cordelia', 'othello'));
    // Denmark's history is shared, but nobody who lost access hears of the edit.
    expect(
      w
        .eventsOfType('update_message')
        .flatMap((e) => e.userIds)
        .sort((x, y) => x - y),
    ).toEqual(w.ids('iago', 'hamlet', 'zoe'));
  });

  test('out of a protected-history channel only the messages the mover received go', async () => {
    await w.createChannel('iago', 'vault', { inviteOnly: true, members: ['iago'] });
    const early = await w.sendToChannel('iago', 'vault', 'plans', 'before hamlet');
    await w.subscribe('vault', ['hamlet']);
    const late = await w.sendToChannel('iago', 'vault', 'plans', 'after hamlet');
    const r = await edit(w, 'hamlet', late, {
      stream_id: w.realm.channels.Denmark,
      propagate_mode: 'change_all',
      send_notification_to_new_thread: false,
    });
    expect(r.status).toBe(200);
    expect((await fetchOne(w, 'iago', early)).display_recipient).toBe('vault');
    expect((await fetchOne(w, 'iago', late)).display_recipient).toBe('Denmark');
  });

  test('a topic rename inside a protected-history channel takes the whole topic along', async () => {
    await w.createChannel('iago', 'attic', { inviteOnly: true, members: ['iago'] });
    const early = await w.sendToChannel('iago', 'attic', 'boxes', 'before hamlet');
    await w.subscribe('attic', ['hamlet']);
    const late = await w.sendToChannel('iago', 'attic', 'boxes', 'after hamlet');
    expect(
      (
        await edit(w, 'hamlet', late, {
          topic: 'crates',
          propagate_mode: 'change_all',
          send_notification_to_new_thread: false,
        })
      ).status,
    ).toBe(200);
    expect((await topicMessages(w, 'iago', 'attic', 'crates')).map((m) => m.id)).toEqual([early, late]);
  });
});

test('guests subscribed only to the new channel do not hear of the move', async () => {
  await w.subscribe('Rome', ['polonius']);
  const id = await w.sendToChannel('hamlet', 'Denmark', 'to rome', 'x');
  w.ts.events.length = 0;
  expect(
    (await edit(w, 'hamlet', id, { stream_id: w.realm.channels.Rome, send_notification_to_new_thread: false })).status,
  ).toBe(200);
  const audience = w.eventsOfType('update_message').flatMap((e) => e.userIds);
  expect(audience).not.toContain(w.realm.users.polonius.id);
  expect(audience).toContain(w.realm.users.cordelia.id);
});
