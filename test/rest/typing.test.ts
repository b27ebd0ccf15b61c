import { type DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';
import { queueHelpers } from './typing.helpers.ts';

let h: ReturnType<typeof queueHelpers>;

const w = useWorld({ queues: { heartbeatMs: () => 200 } });

beforeAll(async () => {
  h = queueHelpers(w.ts, () => w.realm);
});

const u = (name: keyof DemoRealm['users']) => ({ user_id: w.realm.users[name].id, email: w.realm.users[name].email });
const STREAM_CAPS = { client_capabilities: { notification_settings_null: true, stream_typing_notifications: true } };

describe('direct message typing', () => {
  test('the recipients and the typist get the event; others do not', async () => {
    const [qh, qo, qc] = [await h.register('hamlet'), await h.register('othello'), await h.register('cordelia')];
    const r = await h.as('hamlet').post('/typing', { op: 'start', to: [w.realm.users.othello.id] });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    const expected = {
      type: 'typing',
      message_type: 'direct',
      op: 'start',
      sender: u('hamlet'),
      // The typist is appended to the recipients when the client left them out.
      recipients: [u('othello'), u('hamlet')],
    };
    expect(await h.eventsOf('othello', qo)).toEqual([expected]);
    expect(await h.eventsOf('hamlet', qh)).toEqual([expected]);
    expect(await h.eventsOf('cordelia', qc)).toEqual([]);
  });

  test('a group conversation keeps the order given; "stop" is relayed the same way', async () => {
    const qz = await h.register('zoe');
    const to = [w.realm.users.zoe.id, w.realm.users.hamlet.id, w.realm.users.aaron.id];
    expect((await h.as('hamlet').post('/typing', { op: 'stop', to, type: 'direct' })).status).toBe(200);
    expect(await h.eventsOf('zoe', qz)).toEqual([
      {
        type: 'typing',
        message_type: 'direct',
        op: 'stop',
        sender: u('hamlet'),
        recipients: [u('zoe'), u('hamlet'), u('aaron')],
      },
    ]);
  });

  test('users with receives_typing_notifications off get nothing, the others still do', async () => {
    await h.setUserSetting('prospero', 'receives_typing_notifications', false);
    const [qp, qh] = [await h.register('prospero'), await h.register('hamlet')];
    expect((await h.as('hamlet').post('/typing', { op: 'start', to: [w.realm.users.prospero.id] })).status).toBe(200);
    expect(await h.eventsOf('prospero', qp)).toEqual([]);
    expect(await h.eventsOf('hamlet', qh)).toHaveLength(1);
    // Typing to oneself: nobody who wants it, nothing sent, still a success.
    expect((await h.as('prospero').post('/typing', { op: 'start', to: [w.realm.users.prospero.id] })).body).toEqual({
      result: 'success',
      msg: '',
    });
    expect(await h.eventsOf('prospero', qp)).toEqual([]);
    await h.setUserSetting('prospero', 'receives_typing_notifications', true);
  });

  test('deactivated recipients are listed but not notified', async () => {
    const qh = await h.register('hamlet');
    await w.sql('UPDATE user_profile SET is_active = false WHERE id = $1', [w.realm.users.aaron.id]);
    try {
      const events = w.ts.events.length;
      expect((await h.as('hamlet').post('/typing', { op: 'start', to: [w.realm.users.aaron.id] })).status).toBe(200);
      expect(w.ts.events.slice(events).map((e) => e.userIds)).toEqual([[w.realm.users.hamlet.id]]);
      expect((await h.eventsOf('hamlet', qh))[0].recipients).toEqual([u('aaron'), u('hamlet')]);
    } finally {
      await w.sql('UPDATE user_profile SET is_active = true WHERE id = $1', [w.realm.users.aaron.id]);
    }
  });
});

describe('channel typing', () => {
  test('subscribers whose queue supports channel typing get it, the typist included', async () => {
    const qh = await h.register('hamlet', STREAM_CAPS);
    const qo = await h.register('othello', STREAM_CAPS);
    const qoOld = await h.register('othello');
    const qProspero = await h.register('prospero', STREAM_CAPS); // not subscribed to Denmark
    const r = await h
      .as('hamlet')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Denmark, topic: ' castle ' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    const expected = {
      type: 'typing',
      message_type: 'stream',
      op: 'start',
      sender: u('hamlet'),
      stream_id: w.realm.channels.Denmark,
      topic: 'castle',
    };
    expect(await h.eventsOf('othello', qo)).toEqual([expected]);
    expect(await h.eventsOf('hamlet', qh)).toEqual([expected]);
    expect(await h.eventsOf('othello', qoOld)).toEqual([]);
    expect(await h.eventsOf('prospero', qProspero)).toEqual([]);
  });

  test('"(no topic)" and "general chat" mean the empty topic, shown per the empty_topic_name capability', async () => {
    const modern = await h.register('othello', {
      client_capabilities: {
        notification_settings_null: true,
        stream_typing_notifications: true,
        empty_topic_name: true,
      },
    });
    const legacy = await h.register('othello', STREAM_CAPS);
    for (const topic of ['(no topic)', 'general chat']) {
      expect(
        (
          await h
            .as('hamlet')
            .post('/typing', { op: 'stop', type: 'channel', stream_id: w.realm.channels.Denmark, subject: topic })
        ).status,
      ).toBe(200);
    }
    expect((await h.eventsOf('othello', modern)).map((e) => e.topic)).toEqual(['', '']);
    expect((await h.eventsOf('othello', legacy)).map((e) => e.topic)).toEqual(['general chat', 'general chat']);
  });

  test('receives_typing_notifications off excludes a subscriber', async () => {
    await h.setUserSetting('cordelia', 'receives_typing_notifications', false);
    const qc = await h.register('cordelia', STREAM_CAPS);
    const before = w.ts.events.length;
    await h
      .as('hamlet')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Denmark, topic: 't' });
    expect(await h.eventsOf('cordelia', qc)).toEqual([]);
    const ids = [w.realm.users.desdemona.id, w.realm.users.iago.id, w.realm.users.hamlet.id, w.realm.users.othello.id];
    expect([...w.ts.events[before].userIds].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    await h.setUserSetting('cordelia', 'receives_typing_notifications', true);
  });

  test('channels with more than 100 subscribers get no typing events, but the request succeeds', async () => {
    const db = w.prisma();
    const stream = await db.stream.findUniqueOrThrow({ where: { id: w.realm.channels.Verona } });
    const current = await db.subscription.count({ where: { recipientId: stream.recipientId ?? -1, active: true } });
    const extra = await Promise.all(
      Array.from({ length: 101 - current }, (_, i) =>
        db.user.create({
          data: {
            realmId: w.realm.realmId,
            email: `crowd${i}@zulip.com`,
            deliveryEmail: `crowd${i}@zulip.com`,
            fullName: `Crowd ${i}`,
            apiKey: `crowd${String(i).padStart(27, '0')}`,
          },
        }),
      ),
    );
    await db.subscription.createMany({
      data: extra.map((x) => ({ userId: x.id, recipientId: stream.recipientId ?? -1 })),
    });
    const before = w.ts.events.length;
    const r = await h
      .as('hamlet')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Verona, topic: 't' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(w.ts.events.length).toBe(before);
    // At exactly 100 subscribers the event still goes out.
    await db.subscription.updateMany({ where: { userId: extra[0].id }, data: { active: false } });
    await h
      .as('hamlet')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Verona, topic: 't' });
    expect(w.ts.events.length).toBe(before + 1);
    expect(w.ts.events[before].userIds).toHaveLength(100);
  });
});

describe('errors', () => {
  const denmark = () => w.realm.channels.Denmark;
  test.each<[string, () => Record<string, unknown>, string, string, string?]>([
    ['op missing', () => ({ to: [1] }), "Missing 'op' argument", 'REQUEST_VARIABLE_MISSING'],
    ['op invalid', () => ({ op: 'typing', to: [1] }), 'Invalid op', 'BAD_REQUEST'],
    ['to not JSON', () => ({ op: 'start', to: 'x' }), 'to is not valid JSON', 'BAD_REQUEST'],
    ['to not a list', () => ({ op: 'start', to: 5 }), 'to is not a list', 'BAD_REQUEST'],
    ['to item not an int', () => ({ op: 'start', to: [1, 'a'] }), 'to[1] is not an integer', 'BAD_REQUEST'],
    ['to checked before op', () => ({ op: 'nope', to: 'x' }), 'to is not valid JSON', 'BAD_REQUEST'],
    [
      'type invalid ("private" was dropped)',
      () => ({ op: 'start', type: 'private', to: [1] }),
      'Invalid type',
      'BAD_REQUEST',
    ],
    [
      'stream_id not JSON',
      () => ({ op: 'start', type: 'stream', stream_id: 'abc' }),
      'stream_id is not valid JSON',
      'BAD_REQUEST',
    ],
    [
      'stream_id not an int',
      () => ({ op: 'start', type: 'stream', stream_id: '"5"' }),
      'stream_id is not an integer',
      'BAD_REQUEST',
    ],
    [
      'topic and subject',
      () => ({ op: 'start', type: 'stream', stream_id: denmark(), topic: 'a', subject: 'b' }),
      "Can't decide between 'topic' and 'subject' arguments",
      'REQUEST_CONFUSING_VAR',
    ],
    ['no to', () => ({ op: 'start' }), "Missing 'to' argument", 'BAD_REQUEST'],
    ['empty to', () => ({ op: 'start', to: [] }), "Empty 'to' list", 'BAD_REQUEST'],
    [
      'unknown user',
      () => ({ op: 'start', to: [w.realm.users.othello.id, 9999] }),
      'Invalid user ID 9999',
      'BAD_REQUEST',
    ],
    ['huge user id', () => ({ op: 'start', to: [2 ** 40] }), `Invalid user ID ${2 ** 40}`, 'BAD_REQUEST'],
    [
      'no stream_id',
      () => ({ op: 'start', type: 'stream', topic: 'x' }),
      "Missing 'stream_id' argument",
      'BAD_REQUEST',
    ],
    ['no topic', () => ({ op: 'start', type: 'channel', stream_id: denmark() }), 'Missing topic', 'BAD_REQUEST'],
    [
      'unknown channel',
      () => ({ op: 'start', type: 'stream', stream_id: 9999, topic: 'x' }),
      'Invalid channel ID',
      'BAD_REQUEST',
    ],
    [
      'private channel',
      () => ({ op: 'start', type: 'stream', stream_id: w.realm.channels['core team'], topic: 'x' }),
      'Invalid channel ID',
      'BAD_REQUEST',
    ],
  ])('%s', async (_name, params, msg, code) => {
    const before = w.ts.events.length;
    const r = await h.as('hamlet').post('/typing', params() as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      result: 'error',
      msg,
      code,
      ...(code === 'REQUEST_VARIABLE_MISSING' ? { var_name: 'op' } : {}),
      ...(code === 'REQUEST_CONFUSING_VAR' ? { var_name1: 'topic', var_name2: 'subject' } : {}),
    });
    expect(w.ts.events.length).toBe(before);
  });

  test('sending typing notifications can be turned off per kind', async () => {
    await h.setUserSetting('zoe', 'send_private_typing_notifications', false);
    await h.setUserSetting('zoe', 'send_stream_typing_notifications', false);
    const dm = await h.as('zoe').post('/typing', { op: 'start', to: [w.realm.users.hamlet.id] });
    expect(dm.body).toEqual({
      result: 'error',
      msg: 'User has disabled typing notifications for direct messages',
      code: 'BAD_REQUEST',
    });
    const ch = await h
      .as('zoe')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Verona, topic: 'x' });
    expect(ch.body).toEqual({
      result: 'error',
      msg: 'User has disabled typing notifications for channel messages',
      code: 'BAD_REQUEST',
    });
    await h.setUserSetting('zoe', 'send_private_typing_notifications', true);
    await h.setUserSetting('zoe', 'send_stream_typing_notifications', true);
  });

  test('a guest may not type in a public channel they are not subscribed to', async () => {
    const r = await h
      .as('polonius')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Denmark, topic: 'x' });
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
  });

  test('channel send permission applies (can_send_message_group)', async () => {
    const nobody = await w
      .prisma()
      .userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:nobody' } });
    await w
      .prisma()
      .stream.update({ where: { id: w.realm.channels.Rome }, data: { canSendMessageGroupId: nobody.id } });
    const r = await h
      .as('hamlet')
      .post('/typing', { op: 'start', type: 'stream', stream_id: w.realm.channels.Rome, topic: 'x' });
    expect(r.body).toEqual({
      result: 'error',
      msg: 'You do not have permission to post in this channel.',
      code: 'BAD_REQUEST',
    });
  });
});
