import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** The deprecated mark-as-read endpoints: POST /mark_all_as_read, /mark_stream_as_read, /mark_topic_as_read. */
const w = useWorld();

const readEvents = () => w.eventsOfType('update_message_flags').map((e) => e.event);

let readers = 0;

/**
 * A new member (known to the world as `name`) in Denmark, Verona and Venice,
 * with unread messages: two topics of Denmark, one of Verona, a direct message.
 */
async function unreadFor(name: string) {
  readers += 1;
  w.realm.users[name] = await w.createUser(`Reader ${readers}`);
  await w.subscribe('Denmark', [name]);
  await w.subscribe('Verona', [name]);
  await w.subscribe('Venice', [name]);
  const castle = await w.sendToChannel('hamlet', 'Denmark', 'castle', 'one');
  const castle2 = await w.sendToChannel('othello', 'Denmark', 'Castle', 'two');
  const moat = await w.sendToChannel('hamlet', 'Denmark', 'moat', 'three');
  const verona = await w.sendToChannel('hamlet', 'Verona', 'fair', 'four');
  const dm = await w.sendDirect('hamlet', [name], 'psst');
  w.ts.events.length = 0;
  return { castle, castle2, moat, verona, dm };
}

describe('POST /mark_all_as_read', () => {
  test('marks every unread message read; one event with all and no ids, matching a fresh register', async () => {
    const m = await unreadFor('reader1');
    expect(await w.unreadIds('reader1')).toEqual([m.castle, m.castle2, m.moat, m.verona, m.dm]);
    const watch = await watchState(w.as('reader1'), ['message', 'update_message_flags']);
    const r = await w.as('reader1').post('/mark_all_as_read');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/mark_all_as_read', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '', complete: true });
    expect(readEvents()).toEqual([
      { type: 'update_message_flags', op: 'add', operation: 'add', flag: 'read', messages: [], all: true },
    ]);
    expect(await w.unreadIds('reader1')).toEqual([]);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
    expect((fresh.unread_msgs as { count: number }).count).toBe(0);
  });

  test('with nothing unread it still answers complete and announces it; unknown parameters are reported', async () => {
    await w.as('zoe').post('/mark_all_as_read');
    w.ts.events.length = 0;
    const r = await w.as('zoe').post('/mark_all_as_read', { bogus: 1 });
    expect(r.body).toEqual({ result: 'success', msg: '', complete: true, ignored_parameters_unsupported: ['bogus'] });
    expect(readEvents()).toEqual([expect.objectContaining({ all: true, messages: [] })]);
  });

  test('more unread messages than one batch: every one is read, and the event comes once, at the end', async () => {
    const { castle } = await unreadFor('many');
    const me = w.user('many').id;
    // 2,100 copies of a message in the reader's rows: more than one batch (2,000) of Zulip's do_mark_all_as_read.
    const columns = (
      await w.sql<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_name = 'message' AND column_name <> 'id' AND is_generated = 'NEVER'`,
      )
    ).map((c) => c.column_name);
    const list = columns.join(', ');
    await w.sql(
      `WITH copies AS (
         INSERT INTO message (${list}) SELECT ${list} FROM message, generate_series(1, 2100) WHERE id = $1 RETURNING id)
       INSERT INTO user_message (user_id, message_id, flags) SELECT $2, id, 0 FROM copies`,
      [castle, me],
    );
    const unread = async () =>
      Number(
        (
          await w.sql<{ n: number }>(
            'SELECT count(*)::int AS n FROM user_message WHERE user_id = $1 AND flags & 1 = 0',
            [me],
          )
        )[0].n,
      );
    expect(await unread()).toBe(2105);
    const r = await w.as('many').post('/mark_all_as_read');
    expect(r.body).toEqual({ result: 'success', msg: '', complete: true });
    expect(await unread()).toBe(0);
    expect(readEvents()).toEqual([expect.objectContaining({ all: true, messages: [] })]);
  });

  test('a request that runs out of time answers complete: false having read a batch; calls again finish the rest', async () => {
    const m = await unreadFor('slow');
    const deps = w.ts.server.deps;
    const budget = deps.markAllBudget;
    // Two rows a batch and no time: each request reads one batch, then stops (the limit is checked after a batch).
    deps.markAllBudget = { batchSize: 2, timeLimitMs: 0 };
    try {
      const first = await w.as('slow').post('/mark_all_as_read');
      expect(expectMatchesOpenApi('POST', '/mark_all_as_read', 200, first.body)).toBe(true);
      expect(first.body).toEqual({ result: 'success', msg: '', complete: false });
      // Newest first; an unfinished request announces nothing (Zulip's clients call again).
      expect(await w.unreadIds('slow')).toEqual([m.castle, m.castle2, m.moat]);
      expect(readEvents()).toEqual([]);
      expect((await w.as('slow').post('/mark_all_as_read')).body).toMatchObject({ complete: false });
      expect(await w.unreadIds('slow')).toEqual([m.castle]);
      expect((await w.as('slow').post('/mark_all_as_read')).body).toEqual({
        result: 'success',
        msg: '',
        complete: true,
      });
      expect(await w.unreadIds('slow')).toEqual([]);
      expect(readEvents()).toEqual([expect.objectContaining({ all: true, messages: [] })]);
    } finally {
      deps.markAllBudget = budget;
    }
  });

  test("the official clients' call (zulip-js callEndpoint, a multipart POST) is answered the same way", async () => {
    const { default: zulip } = await import('zulip-js');
    const m = await unreadFor('reader2');
    const client = await zulip({
      realm: w.ts.url,
      username: w.user('reader2').email,
      apiKey: w.user('reader2').apiKey,
    });
    expect(await client.callEndpoint('/mark_all_as_read', 'POST', {})).toEqual({
      result: 'success',
      msg: '',
      complete: true,
    });
    expect(await w.unreadIds('reader2')).not.toContain(m.dm);
  });
});

describe('POST /mark_stream_as_read', () => {
  test("marks the channel's unread messages read, only them, with one event listing them", async () => {
    const m = await unreadFor('reader3');
    const watch = await watchState(w.as('reader3'), ['message', 'update_message_flags']);
    const r = await w.as('reader3').post('/mark_stream_as_read', { stream_id: w.realm.channels.Denmark });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/mark_stream_as_read', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(readEvents()).toEqual([
      {
        type: 'update_message_flags',
        op: 'add',
        operation: 'add',
        flag: 'read',
        messages: [m.castle, m.castle2, m.moat],
        all: false,
      },
    ]);
    expect(await w.unreadIds('reader3')).toEqual([m.verona, m.dm]);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
  });

  test('nothing unread there: success and no event', async () => {
    await unreadFor('reader4');
    const r = await w.as('reader4').post('/mark_stream_as_read', { stream_id: w.realm.channels.Venice });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(readEvents()).toEqual([]);
  });

  test.each([
    ['no stream_id', {}, "Missing 'stream_id' argument", 'REQUEST_VARIABLE_MISSING'],
    ['not JSON', { stream_id: 'Denmark' }, 'stream_id is not valid JSON', 'BAD_REQUEST'],
    ['a JSON string', { stream_id: '"3"' }, 'stream_id is not an integer', 'BAD_REQUEST'],
    ['a float', { stream_id: '1.5' }, 'stream_id is not an integer', 'BAD_REQUEST'],
    ['no such channel', { stream_id: 999999 }, 'Invalid channel ID', 'BAD_REQUEST'],
    ['beyond any id', { stream_id: 99999999999999 }, 'Invalid channel ID', 'BAD_REQUEST'],
    ['negative', { stream_id: -1 }, 'Invalid channel ID', 'BAD_REQUEST'],
  ])('%s → %s', async (_name, params, msg, code) => {
    const r = await w.as('cordelia').post('/mark_stream_as_read', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(readEvents()).toEqual([]);
  });

  test('a private channel one is not in, and for a guest a public one: "Invalid channel ID"', async () => {
    const priv = await w.as('hamlet').post('/mark_stream_as_read', { stream_id: w.realm.channels['core team'] });
    expect(priv.body).toMatchObject({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
    const guest = await w.as('polonius').post('/mark_stream_as_read', { stream_id: w.realm.channels.Denmark });
    expect(guest.body).toMatchObject({ result: 'error', msg: 'Invalid channel ID' });
  });
});

describe('POST /mark_topic_as_read', () => {
  test('marks one topic (its name in any case) read, with one event listing its messages', async () => {
    const m = await unreadFor('reader5');
    const watch = await watchState(w.as('reader5'), ['message', 'update_message_flags']);
    const r = await w
      .as('reader5')
      .post('/mark_topic_as_read', { stream_id: w.realm.channels.Denmark, topic_name: 'CASTLE' });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/mark_topic_as_read', 200, r.body)).toBe(true);
    expect(readEvents()).toEqual([expect.objectContaining({ messages: [m.castle, m.castle2], all: false })]);
    expect(await w.unreadIds('reader5')).toEqual([m.moat, m.verona, m.dm]);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
  });

  // Zulip renames "general chat" to the empty topic and then filters by topic only when the name is non-empty.
  test('"general chat" (the empty topic) marks the whole channel read, as in Zulip', async () => {
    const m = await unreadFor('reader6');
    const empty = await w.sendToChannel('hamlet', 'Denmark', '', 'no topic');
    const r = await w
      .as('reader6')
      .post('/mark_topic_as_read', { stream_id: w.realm.channels.Denmark, topic_name: 'general chat' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(readEvents()).toEqual([expect.objectContaining({ messages: [m.castle, m.castle2, m.moat, empty] })]);
    expect(await w.unreadIds('reader6')).toEqual([m.verona, m.dm]);
  });

  test.each([
    ['nothing', {}, "Missing 'topic_name' argument", 'REQUEST_VARIABLE_MISSING'],
    ['no stream_id', { topic_name: 'castle' }, "Missing 'stream_id' argument", 'REQUEST_VARIABLE_MISSING'],
    ['no topic_name', { stream_id: 1 }, "Missing 'topic_name' argument", 'REQUEST_VARIABLE_MISSING'],
    [
      'a NUL in the topic',
      { stream_id: 1, topic_name: 'a\0b' },
      'topic_name must not contain null bytes',
      'BAD_REQUEST',
    ],
    ['a bad channel before the topic', { stream_id: 999999, topic_name: 'nope' }, 'Invalid channel ID', 'BAD_REQUEST'],
  ])('%s → %s', async (_name, params, msg, code) => {
    const r = await w.as('cordelia').post('/mark_topic_as_read', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(readEvents()).toEqual([]);
  });

  test('a topic one received nothing in is "No such topic", naming it as given', async () => {
    await w.sendToChannel('hamlet', 'Denmark', 'castle', 'one');
    const r = await w
      .as('cordelia')
      .post('/mark_topic_as_read', { stream_id: w.realm.channels.Denmark, topic_name: 'Elsinore' });
    expect(r.body).toEqual({ result: 'error', msg: "No such topic 'Elsinore'", code: 'BAD_REQUEST' });
  });
});
