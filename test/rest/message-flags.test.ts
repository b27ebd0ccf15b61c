import { FLAG_BIT } from '../../src/domain/messages/flags.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** POST /messages/flags and POST /messages/flags/narrow. */
const w = useWorld();
const { as, prisma, send } = w;

const flags = (user: string, messages: unknown, op: string, flag: string) =>
  as(user).post('/messages/flags', { messages: messages as number[], op, flag });
const flagEvents = () => w.ts.events.filter((e) => e.event.type === 'update_message_flags');
const userMessage = (user: string, messageId: number) =>
  prisma().userMessage.findUnique({ where: { userId_messageId: { userId: w.realm.users[user].id, messageId } } });
const flagsOf = async (user: string, id: number) =>
  ((await as(user).get(`/messages/${id}`)).body.message as { flags: string[] }).flags;

let m1: number;
let m2: number;
let dm: number;

beforeAll(async () => {
  m1 = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'one' });
  m2 = await send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'castle',
    content: "two @**Cordelia, Lear's daughter**",
  });
  dm = await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'psst' });
});

describe('POST /messages/flags', () => {
  test('starring: the response echoes the ids, the event lists what changed', async () => {
    const r = await flags('hamlet', [m1], 'add', 'starred');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages/flags', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '', messages: [m1], ignored_because_not_subscribed_channels: [] });
    expect(flagEvents()).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: [w.realm.users.hamlet.id],
        event: {
          type: 'update_message_flags',
          op: 'add',
          operation: 'add',
          flag: 'starred',
          messages: [m1],
          all: false,
        },
      },
    ]);
    expect(await flagsOf('hamlet', m1)).toEqual(['read', 'starred']);

    w.ts.events.length = 0;
    const again = await flags('hamlet', [m1, m2], 'add', 'starred');
    expect(again.body.messages).toEqual([m1, m2]);
    expect(flagEvents()[0].event.messages).toEqual([m2]);

    w.ts.events.length = 0;
    await flags('hamlet', [m1, m2], 'remove', 'starred');
    expect(flagEvents()[0].event).toEqual({
      type: 'update_message_flags',
      op: 'remove',
      operation: 'remove',
      flag: 'starred',
      messages: [m1, m2],
      all: false,
    });
    expect(await flagsOf('hamlet', m1)).toEqual(['read']);
  });

  test('starring a message one never received creates a historical UserMessage row', async () => {
    expect(await userMessage('prospero', m1)).toBeNull();
    const r = await flags('prospero', [m1], 'add', 'starred');
    expect(r.status).toBe(200);
    expect(Number((await userMessage('prospero', m1))?.flags)).toBe(
      FLAG_BIT.read | FLAG_BIT.historical | FLAG_BIT.starred,
    );
    expect(await flagsOf('prospero', m1)).toEqual(['read', 'starred', 'historical']);
  });

  test('marking read a message one never received changes nothing and stores nothing', async () => {
    const r = await flags('zoe', [m1, 987654], 'add', 'read');
    expect(r.status).toBe(200);
    expect(flagEvents()[0].event.messages).toEqual([]);
    expect(await userMessage('zoe', m1)).toBeNull();
  });

  test('read and unread, with the details clients need to count it unread again', async () => {
    expect(await flagsOf('cordelia', m2)).toEqual(['mentioned']);
    await flags('cordelia', [m1, m2], 'add', 'read');
    expect(flagEvents()[0].event.messages).toEqual([m1, m2]);
    w.ts.events.length = 0;
    const r = await flags('cordelia', [m2], 'remove', 'read');
    expect(r.body).toEqual({ result: 'success', msg: '', messages: [m2], ignored_because_not_subscribed_channels: [] });
    expect(flagEvents()[0].event).toEqual({
      type: 'update_message_flags',
      op: 'remove',
      operation: 'remove',
      flag: 'read',
      messages: [m2],
      all: false,
      message_details: {
        [m2]: {
          type: 'stream',
          stream_id: w.realm.channels.Denmark,
          topic: 'castle',
          unmuted_stream_msg: true,
          mentioned: true,
        },
      },
    });
    expect(await flagsOf('cordelia', m2)).toEqual(['mentioned']);
  });

  test('unread direct messages are described by the other participants', async () => {
    await flags('othello', [dm], 'add', 'read');
    w.ts.events.length = 0;
    await flags('othello', [dm], 'remove', 'read');
    expect(flagEvents()[0].event.message_details).toEqual({
      [dm]: { type: 'private', user_ids: [w.realm.users.hamlet.id] },
    });
  });

  test('marking unread skips channels one is not subscribed to', async () => {
    const r = await flags('prospero', [m1, m2], 'remove', 'read');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages/flags', 200, r.body)).toBe(true);
    expect(r.body.ignored_because_not_subscribed_channels).toEqual([w.realm.channels.Denmark]);
    expect(flagEvents()[0].event).toMatchObject({ messages: [], message_details: {} });
    expect(await flagsOf('prospero', m1)).toEqual(['read', 'starred', 'historical']);
  });

  test('one inaccessible message refuses the whole request, writing nothing', async () => {
    const r = await flags('cordelia', [m1, dm], 'add', 'starred');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
    expect(await flagsOf('cordelia', m1)).toEqual(['read']);
    expect(w.ts.events).toEqual([]);
  });

  test.each([
    [{ messages: '[1]', op: 'add' }, "Missing 'flag' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ flag: 'starred', op: 'add' }, "Missing 'messages' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ flag: 'starred', messages: '[1]' }, "Missing 'op' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ flag: 'starred', messages: 'x', op: 'add' }, 'messages is not valid JSON', 'BAD_REQUEST'],
    [{ flag: 'starred', messages: '1', op: 'add' }, 'messages is not a list', 'BAD_REQUEST'],
    [{ flag: 'starred', messages: '["1"]', op: 'add' }, 'messages[0] is not an integer', 'BAD_REQUEST'],
    [{ flag: 'bogus', messages: '[1]', op: 'add' }, "Invalid flag: 'bogus'", 'BAD_REQUEST'],
    [{ flag: 'is_private', messages: '[1]', op: 'add' }, "Invalid flag: 'is_private'", 'BAD_REQUEST'],
    [
      { flag: 'active_mobile_push_notification', messages: '[1]', op: 'add' },
      "Invalid flag: 'active_mobile_push_notification'",
      'BAD_REQUEST',
    ],
    [{ flag: 'wildcard_mentioned', messages: '[1]', op: 'add' }, "Invalid flag: 'wildcard_mentioned'", 'BAD_REQUEST'],
    [{ flag: 'mentioned', messages: '[1]', op: 'add' }, "Flag not editable: 'mentioned'", 'BAD_REQUEST'],
    [{ flag: 'historical', messages: '[1]', op: 'remove' }, "Flag not editable: 'historical'", 'BAD_REQUEST'],
    [{ flag: 'has_alert_word', messages: '[1]', op: 'bogus' }, "Flag not editable: 'has_alert_word'", 'BAD_REQUEST'],
    [{ flag: 'starred', messages: '[1]', op: 'bogus' }, "Invalid message flag operation: 'bogus'", 'BAD_REQUEST'],
    [{ flag: 'starred', messages: '[424242]', op: 'add' }, 'Invalid message(s)', 'BAD_REQUEST'],
    [{ flag: 'starred', messages: '[99999999999]', op: 'add' }, 'Invalid message(s)', 'BAD_REQUEST'],
    [{ flag: 'read', messages: '[-5]', op: 'remove' }, 'Invalid message(s)', 'BAD_REQUEST'],
  ])('%j → %s', async (params, msg, code) => {
    const r = await as('hamlet').post('/messages/flags', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(w.ts.events).toEqual([]);
  });
});

describe('POST /messages/flags/narrow', () => {
  const narrowFlags = (user: string, params: Record<string, unknown>) =>
    as(user).post('/messages/flags/narrow', params as Record<string, string>);

  test.each<[string, Record<string, unknown>, string]>([
    ['flag before the narrow', { flag: undefined }, "Missing 'flag' argument"],
    ['a narrow operand before num_after', { num_after: -1 }, 'operand is not a string'],
    [
      'a later operand before an earlier shape error',
      { narrow: JSON.stringify([5, { operator: 'is', operand: 2 }]) },
      'operand is not a string',
    ],
    [
      'a shape error before num_after',
      { narrow: '[5]', num_after: -1 },
      'Invalid narrow[0]: Value error, dict or list required',
    ],
  ])("parameters in Zulip's order, the narrow checked as it is read: %s", async (_name, change, msg) => {
    const params: Record<string, unknown> = {
      anchor: 'newest',
      flag: 'read',
      narrow: JSON.stringify([{ operator: 'is', operand: 2 }]),
      num_after: 0,
      num_before: 0,
      op: 'add',
      ...change,
    };
    for (const [k, v] of Object.entries(params)) if (v === undefined) delete params[k];
    const r = await narrowFlags('cordelia', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', code: expect.any(String), msg });
  });

  test('marks a channel read from the oldest message on', async () => {
    const m3 = await send('othello', { type: 'stream', to: 'Denmark', topic: 'moat', content: 'three' });
    w.ts.events.length = 0;
    const r = await narrowFlags('cordelia', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 1000,
      narrow: [
        { operator: 'channel', operand: 'Denmark' },
        { operator: 'is', operand: 'unread' },
      ],
      op: 'add',
      flag: 'read',
    });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages/flags/narrow', 200, r.body)).toBe(true);
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      processed_count: 2,
      updated_count: 2,
      first_processed_id: m2,
      last_processed_id: m3,
      found_oldest: true,
      found_newest: true,
      ignored_because_not_subscribed_channels: [],
    });
    expect(flagEvents()[0].event.messages).toEqual([m2, m3]);
  });

  test('a window around an anchor, excluding it, and the counts of what changed', async () => {
    const r = await narrowFlags('hamlet', {
      anchor: String(m2),
      include_anchor: false,
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Denmark' }],
      op: 'add',
      flag: 'starred',
    });
    expect(r.body).toMatchObject({
      processed_count: 1,
      updated_count: 1,
      first_processed_id: m1,
      last_processed_id: m1,
      found_oldest: true,
      found_newest: false,
    });
    const again = await narrowFlags('hamlet', {
      anchor: 'newest',
      num_before: 10,
      num_after: 0,
      narrow: [{ operator: 'is', operand: 'starred' }],
      op: 'add',
      flag: 'starred',
    });
    expect(again.body).toMatchObject({ processed_count: 1, updated_count: 0, found_newest: true });
  });

  test('marking unread across channels reports those skipped; an empty range has null ids', async () => {
    const r = await narrowFlags('prospero', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 50,
      narrow: [{ operator: 'channel', operand: 'Denmark' }],
      op: 'remove',
      flag: 'read',
    });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages/flags/narrow', 200, r.body)).toBe(true);
    expect(r.body).toMatchObject({
      updated_count: 0,
      ignored_because_not_subscribed_channels: [w.realm.channels.Denmark],
    });
    const none = await narrowFlags('zoe', {
      anchor: 'first_unread',
      num_before: 0,
      num_after: 10,
      narrow: null,
      op: 'add',
      flag: 'read',
    });
    expect(none.body).toMatchObject({
      processed_count: 0,
      updated_count: 0,
      first_processed_id: null,
      last_processed_id: null,
      found_newest: true,
    });
    expect(expectMatchesOpenApi('POST', '/messages/flags/narrow', 200, none.body)).toBe(true);
  });

  const base = { anchor: 'newest', flag: 'read', narrow: [], num_after: 0, num_before: 1, op: 'add' };
  const without = (k: string) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k));
  test.each([
    [without('anchor'), "Missing 'anchor' argument", 'REQUEST_VARIABLE_MISSING'],
    [without('flag'), "Missing 'flag' argument", 'REQUEST_VARIABLE_MISSING'],
    [without('narrow'), "Missing 'narrow' argument", 'REQUEST_VARIABLE_MISSING'],
    [without('num_after'), "Missing 'num_after' argument", 'REQUEST_VARIABLE_MISSING'],
    [without('num_before'), "Missing 'num_before' argument", 'REQUEST_VARIABLE_MISSING'],
    [without('op'), "Missing 'op' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ ...base, include_anchor: 'no' }, 'include_anchor is not valid JSON', 'BAD_REQUEST'],
    [{ ...base, narrow: {} }, 'narrow is not a list', 'BAD_REQUEST'],
    [{ ...base, num_after: -1 }, 'num_after is too small', 'BAD_REQUEST'],
    [{ ...base, num_before: '"5"' }, 'num_before is not an integer', 'BAD_REQUEST'],
    [{ ...base, anchor: 'sideways' }, 'Invalid anchor', 'BAD_REQUEST'],
    [
      { ...base, num_after: 1, include_anchor: false },
      'The anchor can only be excluded at an end of the range',
      'BAD_REQUEST',
    ],
    [
      { ...base, narrow: [{ operator: 'bogus', operand: 'x' }], flag: 'bogus' },
      'Invalid narrow operator: unknown operator bogus',
      'BAD_NARROW',
    ],
    [{ ...base, flag: 'mentioned' }, "Flag not editable: 'mentioned'", 'BAD_REQUEST'],
    [{ ...base, op: 'toggle' }, "Invalid message flag operation: 'toggle'", 'BAD_REQUEST'],
  ])('%j → %s', async (params, msg, code) => {
    const r = await narrowFlags('hamlet', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(w.ts.events).toEqual([]);
  });
});
