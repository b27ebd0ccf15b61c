import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** POST /user_topics and the deprecated PATCH /users/me/subscriptions/muted_topics; the seed's Topic unmuted ⇄ muted. */
const w = useWorld();

const missing = (name: string) => ({
  status: 400,
  msg: `Missing '${name}' argument`,
  code: 'REQUEST_VARIABLE_MISSING',
  var_name: name,
});
const now = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const setPolicy = (user: string, params: Record<string, unknown>) =>
  w.as(user).post('/user_topics', params as Record<string, string>);
const muteOp = (user: string, params: Record<string, unknown>) =>
  w.as(user).patch('/users/me/subscriptions/muted_topics', params as Record<string, string>);
const policies = async (user: string) =>
  w.sql<{ stream_id: number; topic_name: string; visibility_policy: number }>(
    `SELECT stream_id, topic_name, visibility_policy FROM user_topic WHERE user_id = $1 ORDER BY id`,
    [w.realm.users[user].id],
  );
const narrowIds = async (user: string, operand: string) => {
  const r = await w
    .as(user)
    .get('/messages', { anchor: 'newest', num_before: 100, num_after: 0, narrow: [{ operator: 'is', operand }] });
  return (r.body.messages as Array<{ id: number }>).map((m) => m.id);
};

describe('POST /user_topics', () => {
  test('muted, followed, unmuted, inherit: rows, events and the is:muted / is:followed narrows', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'Gossip', 'psst');
    const denmark = w.realm.channels.Denmark;
    w.ts.events.length = 0;
    const r = await setPolicy('cordelia', { stream_id: denmark, topic: 'Gossip', visibility_policy: 1 });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/user_topics', 200, r.body)).toBe(true);
    expect(w.ts.events).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: [w.realm.users.cordelia.id],
        event: { type: 'muted_topics', muted_topics: [['Denmark', 'Gossip', now()]] },
      },
      {
        realmId: w.realm.realmId,
        userIds: [w.realm.users.cordelia.id],
        event: {
          type: 'user_topic',
          stream_id: denmark,
          topic_name: 'Gossip',
          last_updated: now(),
          visibility_policy: 1,
        },
      },
    ]);
    expect(await narrowIds('cordelia', 'muted')).toContain(id);
    expect(await narrowIds('othello', 'muted')).not.toContain(id);

    // Case-insensitive: the row keeps its stored case.
    expect((await setPolicy('cordelia', { stream_id: denmark, topic: 'gossip', visibility_policy: 3 })).status).toBe(
      200,
    );
    expect(await policies('cordelia')).toEqual([{ stream_id: denmark, topic_name: 'Gossip', visibility_policy: 3 }]);
    expect(await narrowIds('cordelia', 'followed')).toContain(id);
    expect(await narrowIds('cordelia', 'muted')).not.toContain(id);
    expect(w.ts.events.at(-1)?.event).toMatchObject({ topic_name: 'gossip', visibility_policy: 3 });

    expect((await setPolicy('cordelia', { stream_id: denmark, topic: 'Gossip', visibility_policy: 2 })).status).toBe(
      200,
    );
    expect((await policies('cordelia'))[0].visibility_policy).toBe(2);

    w.ts.events.length = 0;
    expect((await setPolicy('cordelia', { stream_id: denmark, topic: 'Gossip', visibility_policy: 0 })).status).toBe(
      200,
    );
    expect(await policies('cordelia')).toEqual([]);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'muted_topics', muted_topics: [] },
      { type: 'user_topic', stream_id: denmark, topic_name: 'Gossip', last_updated: now(), visibility_policy: 0 },
    ]);
  });

  test('no change, no event: the same policy again, or inherit without a policy', async () => {
    const denmark = w.realm.channels.Denmark;
    await setPolicy('othello', { stream_id: denmark, topic: 'again', visibility_policy: 3 });
    w.ts.events.length = 0;
    expect((await setPolicy('othello', { stream_id: denmark, topic: 'again', visibility_policy: 3 })).status).toBe(200);
    expect((await setPolicy('othello', { stream_id: denmark, topic: 'never set', visibility_policy: 0 })).status).toBe(
      200,
    );
    expect(w.ts.events).toEqual([]);
  });

  test('topics need no messages; "general chat" names the empty topic', async () => {
    expect(
      (await setPolicy('aaron', { stream_id: w.realm.channels.Verona, topic: 'general chat', visibility_policy: 1 }))
        .status,
    ).toBe(200);
    expect(await policies('aaron')).toEqual([
      { stream_id: w.realm.channels.Verona, topic_name: '', visibility_policy: 1 },
    ]);
  });

  const channel = (name: string) => () => w.realm.channels[name];
  const cases: Array<[string, string, () => Record<string, unknown>, Record<string, unknown>]> = [
    ['stream_id missing', 'hamlet', () => ({ topic: 't', visibility_policy: 1 }), missing('stream_id')],
    [
      'stream_id not JSON',
      'hamlet',
      () => ({ stream_id: 'Denmark', topic: 't', visibility_policy: 1 }),
      bad('stream_id is not valid JSON'),
    ],
    ['topic missing', 'hamlet', () => ({ stream_id: channel('Denmark')(), visibility_policy: 1 }), missing('topic')],
    [
      'topic too long',
      'hamlet',
      () => ({ stream_id: channel('Denmark')(), topic: 'x'.repeat(61), visibility_policy: 1 }),
      bad('topic is too long (limit: 60 characters)'),
    ],
    [
      'topic too long and visibility_policy missing: the topic first',
      'hamlet',
      () => ({ stream_id: channel('Denmark')(), topic: 'x'.repeat(61) }),
      bad('topic is too long (limit: 60 characters)'),
    ],
    [
      'visibility_policy missing',
      'hamlet',
      () => ({ stream_id: channel('Denmark')(), topic: 't' }),
      missing('visibility_policy'),
    ],
    [
      'visibility_policy out of range',
      'hamlet',
      () => ({ stream_id: channel('Denmark')(), topic: 't', visibility_policy: 4 }),
      bad('Invalid visibility_policy: Value error, Not in the list of possible values'),
    ],
    [
      'visibility_policy not an integer',
      'hamlet',
      () => ({ stream_id: channel('Denmark')(), topic: 't', visibility_policy: '"1"' }),
      bad('visibility_policy is not an integer'),
    ],
    [
      'an inaccessible channel',
      'hamlet',
      () => ({ stream_id: channel('core team')(), topic: 't', visibility_policy: 1 }),
      bad('Invalid channel ID'),
    ],
    [
      'a guest on a public channel he is not in',
      'polonius',
      () => ({ stream_id: channel('Denmark')(), topic: 't', visibility_policy: 3 }),
      bad('Invalid channel ID'),
    ],
    [
      'a missing channel',
      'hamlet',
      () => ({ stream_id: 99_999, topic: 't', visibility_policy: 1 }),
      bad('Invalid channel ID'),
    ],
    [
      'inherit on a missing channel',
      'hamlet',
      () => ({ stream_id: 99_999, topic: 't', visibility_policy: 0 }),
      bad('Invalid channel ID'),
    ],
  ];
  test.each(cases)('%s', async (_name, user, params, expected) => {
    const before = await policies(user);
    expect(errorOf(await setPolicy(user, params()))).toEqual(expected);
    expect(await policies(user)).toEqual(before);
    expect(w.ts.events).toEqual([]);
  });

  test('inherit only needs the channel to exist (clearing a policy after losing access)', async () => {
    expect(
      (await setPolicy('hamlet', { stream_id: w.realm.channels['core team'], topic: 't', visibility_policy: 0 })).body,
    ).toEqual({
      result: 'success',
      msg: '',
    });
  });
});

describe('PATCH /users/me/subscriptions/muted_topics (deprecated)', () => {
  test('Topic unmuted → muted → unmuted, by channel id or name; repeating either is not an error (FL 169)', async () => {
    const venice = w.realm.channels.Venice;
    const r = await muteOp('prospero', { stream_id: venice, topic: 'canals', op: 'add' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('PATCH', '/users/me/subscriptions/muted_topics', 200, r.body)).toBe(true);
    expect(await policies('prospero')).toEqual([{ stream_id: venice, topic_name: 'canals', visibility_policy: 1 }]);
    expect(w.ts.events.map((e) => e.event.type)).toEqual(['muted_topics', 'user_topic']);
    w.ts.events.length = 0;
    expect((await muteOp('prospero', { stream: 'venice', topic: 'canals', op: 'add' })).status).toBe(200);
    expect(w.ts.events).toEqual([]);
    expect((await muteOp('prospero', { stream: 'Venice', topic: 'Canals', op: 'remove' })).status).toBe(200);
    expect(await policies('prospero')).toEqual([]);
    expect(w.ts.events.at(-1)?.event).toMatchObject({
      type: 'user_topic',
      stream_id: venice,
      topic_name: 'Canals',
      visibility_policy: 0,
    });
    w.ts.events.length = 0;
    expect((await muteOp('prospero', { stream_id: venice, topic: 'canals', op: 'remove' })).status).toBe(200);
    expect(w.ts.events).toEqual([]);
  });

  const cases: Array<[string, () => Record<string, unknown>, Record<string, unknown>]> = [
    ['op missing', () => ({ stream_id: w.realm.channels.Denmark, topic: 't' }), missing('op')],
    ['op unknown', () => ({ stream_id: w.realm.channels.Denmark, topic: 't', op: 'toggle' }), bad('Invalid op')],
    ['topic missing', () => ({ stream_id: w.realm.channels.Denmark, op: 'add' }), missing('topic')],
    [
      'topic too long',
      () => ({ stream_id: w.realm.channels.Denmark, topic: 'y'.repeat(61), op: 'add' }),
      bad('topic is too long (limit: 60 characters)'),
    ],
    [
      'topic too long and stream_id not JSON: the topic first',
      () => ({ stream_id: 'x', topic: 'y'.repeat(61), op: 'add' }),
      bad('topic is too long (limit: 60 characters)'),
    ],
    ['stream_id not JSON', () => ({ stream_id: 'x', topic: 't', op: 'add' }), bad('stream_id is not valid JSON')],
    ['neither channel id nor name', () => ({ topic: 't', op: 'add' }), bad("Missing 'stream_id' argument")],
    [
      'both channel id and name',
      () => ({ stream_id: w.realm.channels.Denmark, stream: 'Denmark', topic: 't', op: 'add' }),
      { ...bad('Unsupported parameter combination: stream_id, stream'), parameters: 'stream_id, stream' },
    ],
    [
      'muting in an inaccessible channel, by id',
      () => ({ stream_id: w.realm.channels['core team'], topic: 't', op: 'add' }),
      bad('Invalid channel ID'),
    ],
    [
      'muting in an inaccessible channel, by name',
      () => ({ stream: 'core team', topic: 't', op: 'add' }),
      bad("Invalid channel name 'core team'"),
    ],
    [
      'muting in a missing channel',
      () => ({ stream: 'Atlantis', topic: 't', op: 'add' }),
      bad("Invalid channel name 'Atlantis'"),
    ],
    [
      'unmuting in a missing channel, by name',
      () => ({ stream: 'Atlantis', topic: 't', op: 'remove' }),
      bad('Topic is not muted'),
    ],
    [
      'unmuting in a missing channel, by id',
      () => ({ stream_id: 99_999, topic: 't', op: 'remove' }),
      bad('Topic is not muted'),
    ],
  ];
  test.each(cases)('%s', async (_name, params, expected) => {
    expect(errorOf(await muteOp('hamlet', params()))).toEqual(expected);
    expect(w.ts.events).toEqual([]);
  });

  test('muting needs no subscription to a public channel, nor messages in the topic', async () => {
    expect((await muteOp('hamlet', { stream: 'Venice', topic: 'never discussed', op: 'add' })).status).toBe(200);
    expect((await policies('hamlet')).map((p) => p.topic_name)).toContain('never discussed');
  });
});
