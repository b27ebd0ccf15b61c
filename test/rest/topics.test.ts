import type { Deps } from '../../src/domain/context.ts';
import { deleteTopic } from '../../src/domain/messages/delete/delete-topic.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bulkInsertTopic, errorOf, topicMessages, bad } from './message-edit.helpers.ts';

/** GET /users/me/{stream_id}/topics and POST /streams/{stream_id}/delete_topic. */
const w = useWorld();

const topicsOf = (user: string, channel: string, params: Record<string, unknown> = {}) =>
  w.as(user).get(`/users/me/${w.realm.channels[channel]}/topics`, params as Record<string, string>);

describe('GET /users/me/{stream_id}/topics', () => {
  test('most recent first, one entry per topic whatever its case, named as its newest message', async () => {
    await w.sendToChannel('hamlet', 'Scotland', 'Alpha', 'x');
    await w.sendToChannel('hamlet', 'Scotland', '', 'x');
    await w.sendToChannel('hamlet', 'Scotland', 'beta', 'x');
    const newest = await w.sendToChannel('othello', 'Scotland', 'ALPHA', 'x');
    const r = await topicsOf('hamlet', 'Scotland');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/me/{stream_id}/topics', 200, r.body)).toBe(true);
    expect(r.body.topics).toEqual([
      { name: 'ALPHA', max_id: newest },
      { name: 'beta', max_id: newest - 1 },
      { name: 'general chat', max_id: newest - 2 },
    ]);
    const withEmpty = await topicsOf('hamlet', 'Scotland', { allow_empty_topic_name: true });
    expect((withEmpty.body.topics as Array<{ name: string }>).map((t) => t.name)).toEqual(['ALPHA', 'beta', '']);
  });

  test('protected history: only topics of messages the user received', async () => {
    await w.createChannel('iago', 'diary', { inviteOnly: true, members: ['iago'] });
    await w.sendToChannel('iago', 'diary', 'before', 'x');
    await w.subscribe('diary', ['hamlet']);
    const after = await w.sendToChannel('iago', 'diary', 'after', 'x');
    expect((await topicsOf('hamlet', 'diary')).body.topics).toEqual([{ name: 'after', max_id: after }]);
    // Iago also has the Notification Bot's "channel events" topic, from before Hamlet joined.
    expect(((await topicsOf('iago', 'diary')).body.topics as unknown[]).length).toBe(3);
  });

  test('channels the user cannot access are invalid, like missing ones', async () => {
    expect(errorOf(await topicsOf('hamlet', 'core team'))).toEqual(bad('Invalid channel ID'));
    expect(errorOf(await topicsOf('polonius', 'Denmark'))).toEqual(bad('Invalid channel ID'));
    expect(errorOf(await w.as('hamlet').get('/users/me/999999/topics'))).toEqual(bad('Invalid channel ID'));
    expect(errorOf(await w.as('hamlet').get('/users/me/99999999999/topics'))).toEqual(bad('Invalid channel ID'));
  });

  test('spectators: web-public channels only, on /json only, when the realm allows it', async () => {
    const anonymous = w.ts.client();
    const path = `/users/me/${w.realm.channels.Scotland}/topics`;
    expect(await anonymous.request('GET', path, {}, { prefix: '/api/v1' }).then((r) => r.status)).toBe(401);
    const off = await anonymous.request('GET', path, {}, { prefix: '/json' });
    expect(errorOf(off)).toEqual({
      status: 401,
      msg: 'Not logged in: API authentication or user session required',
      code: 'UNAUTHORIZED',
    });
    await w.setRealm({ enable_spectator_access: true });
    try {
      expect(errorOf(await anonymous.request('GET', path, {}, { prefix: '/json' }))).toEqual(bad('Invalid channel ID'));
      await w.sql(`UPDATE stream SET is_web_public = true WHERE id = $1`, [w.realm.channels.Scotland]);
      const ok = await anonymous.request('GET', path, {}, { prefix: '/json' });
      expect(ok.status).toBe(200);
      expect((ok.body.topics as Array<{ name: string }>).map((t) => t.name)).toEqual(['ALPHA', 'beta', 'general chat']);
    } finally {
      await w.sql(`UPDATE stream SET is_web_public = false WHERE id = $1`, [w.realm.channels.Scotland]);
      await w.setRealm({ enable_spectator_access: false });
    }
  });
});

describe('POST /streams/{stream_id}/delete_topic', () => {
  const del = (user: string, channel: string, params: Record<string, unknown>) =>
    w.as(user).post(`/streams/${w.realm.channels[channel]}/delete_topic`, params as Record<string, string>);

  test('administrators only, checked before the parameters', async () => {
    const principal = { status: 400, msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' };
    expect(errorOf(await del('hamlet', 'Denmark', { topic_name: 'x' }))).toEqual(principal);
    expect(errorOf(await del('shiva', 'Denmark', {}))).toEqual(principal);
    expect(errorOf(await del('iago', 'Denmark', {}))).toEqual({
      status: 400,
      msg: "Missing 'topic_name' argument",
      code: 'REQUEST_VARIABLE_MISSING',
      var_name: 'topic_name',
    });
    expect(errorOf(await w.as('iago').post('/streams/999999/delete_topic', { topic_name: 'x' }))).toEqual(
      bad('Invalid channel ID'),
    );
  });

  test('Topic with messages → deleted: events, first_message_id, visibility policies', async () => {
    const channelId = await w.createChannel('iago', 'Elsinore', { members: ['iago', 'hamlet', 'cordelia'] });
    const a = await w.sendToChannel('hamlet', 'Elsinore', 'Ghost', 'first');
    const b = await w.sendToChannel('cordelia', 'Elsinore', 'ghost', 'second');
    const keep = await w.sendToChannel('hamlet', 'Elsinore', 'other', 'stays');
    await w.as('cordelia').post('/user_topics', { stream_id: channelId, topic: 'Ghost', visibility_policy: 3 });
    // The Notification Bot's message about the channel's creation goes first, so Ghost holds the first message.
    expect((await del('iago', 'Elsinore', { topic_name: 'channel events' })).status).toBe(200);
    w.ts.events.length = 0;
    const r = await del('iago', 'Elsinore', { topic_name: 'GHOST' });
    expect(r.body).toEqual({ result: 'success', msg: '', complete: true });
    expect(expectMatchesOpenApi('POST', '/streams/{stream_id}/delete_topic', 200, r.body)).toBe(true);
    expect(await w.sql(`SELECT id FROM message WHERE id = ANY($1::int[])`, [[a, b]])).toEqual([]);
    expect((await topicMessages(w, 'hamlet', 'Elsinore', 'other')).map((m) => m.id)).toEqual([keep]);
    const audience = w.ids('iago', 'hamlet', 'cordelia');
    expect(w.ts.events.map((e) => [e.event.type, e.userIds])).toEqual([
      ['stream', audience],
      ['delete_message', audience],
      // Hamlet follows the topic he started (automatically_follow_topics_policy), Cordelia chose to.
      ['muted_topics', w.ids('hamlet')],
      ['user_topic', w.ids('hamlet')],
      ['muted_topics', w.ids('cordelia')],
      ['user_topic', w.ids('cordelia')],
    ]);
    expect(w.ts.events[0].event).toEqual({
      type: 'stream',
      op: 'update',
      property: 'first_message_id',
      value: keep,
      stream_id: channelId,
      name: 'Elsinore',
    });
    expect(w.ts.events[1].event).toEqual({
      type: 'delete_message',
      message_ids: [a, b],
      message_type: 'stream',
      stream_id: channelId,
      topic: 'ghost',
    });
    // The user_topic event names the topic as the request did.
    expect(w.ts.events[5].event).toMatchObject({ stream_id: channelId, topic_name: 'GHOST', visibility_policy: 0 });
    expect(await w.sql(`SELECT topic_name FROM user_topic WHERE stream_id = $1`, [channelId])).toEqual([
      { topic_name: 'other' },
    ]);
  });

  test('an empty or unknown topic is simply complete; "general chat" names the empty topic', async () => {
    expect((await del('iago', 'Denmark', { topic_name: 'no such topic' })).body).toEqual({
      result: 'success',
      msg: '',
      complete: true,
    });
    const id = await w.sendToChannel('hamlet', 'Denmark', '', 'in general chat');
    expect((await del('iago', 'Denmark', { topic_name: 'general chat' })).body.complete).toBe(true);
    expect(await w.sql(`SELECT id FROM message WHERE id = $1`, [id])).toEqual([]);
  });

  test('protected history: only the messages the administrator received', async () => {
    await w.createChannel('hamlet', 'closet', { inviteOnly: true, members: ['hamlet'] });
    const hidden = await w.sendToChannel('hamlet', 'closet', 'stuff', 'before iago');
    await w.subscribe('closet', ['iago'], 'hamlet');
    const seen = await w.sendToChannel('hamlet', 'closet', 'stuff', 'after iago');
    expect((await del('iago', 'closet', { topic_name: 'stuff' })).body.complete).toBe(true);
    expect(
      (await w.sql<{ id: number }>(`SELECT id FROM message WHERE id = ANY($1::int[])`, [[hidden, seen]])).map(
        (r) => r.id,
      ),
    ).toEqual([hidden]);
  });

  test('batches of 100, newest first; out of time → complete: false, and a repeat finishes', async () => {
    const all = await bulkInsertTopic(w, 'hamlet', 'Rome', 'huge', 150);
    const [iago] = await w.sql<{ id: number }>(`SELECT id FROM user_profile WHERE id = $1`, [w.realm.users.iago.id]);
    const prisma = w.ts.server.deps.db.prisma;
    const actor = {
      user: await prisma.user.findUniqueOrThrow({ where: { id: iago.id } }),
      realm: await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } }),
    };
    // A clock that moves 30 s whenever it is read: one batch fits in the 50 s budget, two do not.
    let t = w.ts.clock.now().getTime();
    const deps: Deps = { ...w.ts.server.deps, clock: { now: () => new Date((t += 30_000)) } };
    w.ts.events.length = 0;
    expect(await deleteTopic(deps, actor, w.realm.channels.Rome, 'huge')).toEqual({ complete: false });
    const left = (
      await w.sql<{ id: number }>(`SELECT id FROM message WHERE id = ANY($1::int[]) ORDER BY id`, [all])
    ).map((r) => r.id);
    expect(left).toEqual(all.slice(0, 50));
    expect(w.eventsOfType('delete_message').map((e) => e.event.message_ids)).toEqual([all.slice(50)]);
    w.ts.events.length = 0;
    expect((await del('iago', 'Rome', { topic_name: 'huge' })).body).toEqual({
      result: 'success',
      msg: '',
      complete: true,
    });
    expect(w.eventsOfType('delete_message').map((e) => e.event.message_ids)).toEqual([all.slice(0, 50)]);
    expect(await w.sql(`SELECT id FROM message WHERE id = ANY($1::int[])`, [all])).toEqual([]);
  });
});
