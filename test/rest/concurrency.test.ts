import { useWorld } from '../support/world.ts';

/*
 * Requests that race: on PostgreSQL they run in parallel transactions (on
 * PGlite they take turns). Whoever loses a race gets Zulip's answer for the
 * state the winner left — never a 500 from a deadlock or a unique index.
 */
const w = useWorld();
const { as, send } = w;

test('ten whole-topic moves of one topic at once each finish, and every message ends in one of their topics', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 10; i++)
    ids.push(await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'racing', content: `m${i}` }));
  const results = await Promise.all(
    ids.map((id, i) =>
      as('hamlet').patch(`/messages/${id}`, { topic: `raced ${i % 3}`, propagate_mode: 'change_all' }),
    ),
  );
  // A message an earlier move already carried to the requested topic has "Nothing to change", as in Zulip.
  for (const r of results) {
    if (r.status !== 200) expect(r.body).toEqual({ result: 'error', msg: 'Nothing to change', code: 'BAD_REQUEST' });
  }
  expect(results.some((r) => r.status === 200)).toBe(true);
  for (const id of ids) {
    const m = (await as('hamlet').get(`/messages/${id}`)).body.message as { subject: string };
    expect(['raced 0', 'raced 1', 'raced 2']).toContain(m.subject);
  }
});

test('moving and deleting one topic at once: each finishes, and the topic is gone', async () => {
  for (let i = 0; i < 6; i++)
    await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'doomed', content: `d${i}` });
  const first = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'doomed', content: 'first' });
  const [moved, deleted] = await Promise.all([
    as('iago').patch(`/messages/${first}`, { topic: 'saved', propagate_mode: 'change_all' }),
    as('iago').post(`/streams/${w.realm.channels.Denmark}/delete_topic`, { topic_name: 'doomed' }),
  ]);
  // Whichever ran first decides: the move finds nothing left (Invalid message(s)) or the delete finds nothing.
  expect([200, 400]).toContain(moved.status);
  expect(deleted.status).toBe(200);
  const left = await as('iago').get('/messages', {
    anchor: 'newest',
    num_before: 50,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: 'Denmark' },
      { operator: 'topic', operand: 'doomed' },
    ],
  });
  expect(left.body.messages).toEqual([]);
});

test('five requests creating the same address at once: one user, four times "already in use"', async () => {
  const results = await Promise.all(
    ['desdemona', 'desdemona', 'desdemona', 'desdemona', 'desdemona'].map((admin) =>
      as(admin).post('/users', { email: 'race@zulip.com', password: 'a-long-password', full_name: 'Race' }),
    ),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  for (const r of results.filter((x) => x.status !== 200)) {
    expect(r.body).toEqual({ result: 'error', msg: "Email 'race@zulip.com' already in use", code: 'BAD_REQUEST' });
  }
  const users = (await as('hamlet').get('/users')).body.members as Array<{ email: string }>;
  expect(users.filter((u) => u.email === 'race@zulip.com')).toHaveLength(1);
});

test('twenty reactions of one user with one emoji at once: one reaction, the rest "already exists"', async () => {
  const id = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'popular', content: 'react' });
  const results = await Promise.all(
    Array.from({ length: 20 }, () => as('cordelia').post(`/messages/${id}/reactions`, { emoji_name: 'octopus' })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  for (const r of results.filter((x) => x.status !== 200))
    expect(r.body).toMatchObject({ result: 'error', msg: 'Reaction already exists.' });
});

/*
 * Opposite whole-topic moves of one message: each request carries the topic to
 * where the other ones took it from. Whoever comes after a move that already
 * put the message where it asks gets Zulip's "Nothing to change"; a move to
 * the channel the message is in (no topic given) is a move in place, as in Zulip.
 */
interface Place {
  channel: string;
  topic: string;
}
type Move = { stream?: string; topic?: string };

async function placeOf(id: number): Promise<Place> {
  const m = (await as('iago').get(`/messages/${id}`)).body.message as { stream_id: number; subject: string };
  const channel =
    Object.keys(w.realm.channels).find((name) => w.realm.channels[name] === m.stream_id) ?? String(m.stream_id);
  return { channel, topic: m.subject };
}

async function idsIn(place: Place): Promise<number[]> {
  const r = await as('iago').get('/messages', {
    anchor: 'newest',
    num_before: 500,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: place.channel },
      { operator: 'topic', operand: place.topic },
    ],
  });
  return (r.body.messages as Array<{ id: number }>).map((m) => m.id);
}

async function opposingMoves(from: Place, moves: Move[], places: Place[], count = 50) {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++)
    ids.push(await send('hamlet', { type: 'stream', to: from.channel, topic: from.topic, content: `ping ${i}` }));
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const move = moves[i % moves.length];
      return as('iago').patch(`/messages/${ids[1]}`, {
        stream_id: move.stream === undefined ? undefined : w.realm.channels[move.stream],
        topic: move.topic,
        propagate_mode: 'change_all',
      });
    }),
  );
  const failures = results.filter((r) => r.status !== 200);
  expect(failures.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
  for (const r of failures) expect(r.body).toEqual({ result: 'error', msg: 'Nothing to change', code: 'BAD_REQUEST' });
  expect(results.some((r) => r.status === 200)).toBe(true);
  // Every message of the topic, the move notices included, is in the place the last move left it.
  const end = await placeOf(ids[1]);
  const together = await idsIn(end);
  expect(together).toEqual(expect.arrayContaining(ids));
  for (const place of places) {
    if (place.channel !== end.channel || place.topic !== end.topic) expect(await idsIn(place)).toEqual([]);
  }
}

test('fifty opposite moves of one topic between two channels at once: no 500, and the topic stays together', async () => {
  const places = [
    { channel: 'Denmark', topic: 'ping-pong' },
    { channel: 'Verona', topic: 'ping-pong' },
  ];
  await opposingMoves(places[0], [{ stream: 'Verona' }, { stream: 'Denmark' }], places);
});

test('fifty opposite renames of one topic within a channel at once: no 500, and the topic stays together', async () => {
  const places = [
    { channel: 'Denmark', topic: 'tick' },
    { channel: 'Denmark', topic: 'tock' },
  ];
  await opposingMoves(places[0], [{ topic: 'tock' }, { topic: 'tick' }], places);
});

test('fifty opposite moves to another channel and topic at once: no 500, and the topic stays together', async () => {
  const places = [
    { channel: 'Denmark', topic: 'here' },
    { channel: 'Verona', topic: 'there' },
  ];
  await opposingMoves(
    places[0],
    [
      { stream: 'Verona', topic: 'there' },
      { stream: 'Denmark', topic: 'here' },
    ],
    places,
  );
});
