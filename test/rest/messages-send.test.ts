import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld();

const hamlet = () => w.as('hamlet');

describe('POST /messages to a channel', () => {
  test('stores the message, answers its id and follows the new topic for the sender', async () => {
    w.ts.events.length = 0;
    const r = await hamlet().post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'castle',
      content: "Hello @**Cordelia, Lear's daughter**",
    });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '', id: expect.any(Number), automatic_new_visibility_policy: 3 });
    const messageEvents = w.ts.events.filter((e) => e.event.type === 'message');
    const cordelia = messageEvents.find((e) => e.userIds.includes(w.realm.users.cordelia.id));
    expect(cordelia?.event.flags).toEqual(['mentioned']);
    const sender = messageEvents.find((e) => e.userIds.includes(w.realm.users.hamlet.id));
    expect(sender?.event.flags).toEqual(['read']);
    expect((sender?.event.message as Record<string, unknown>).content).toContain('user-mention');
    expect(w.ts.events.some((e) => e.event.type === 'user_topic' && e.userIds[0] === w.realm.users.hamlet.id)).toBe(
      true,
    );

    const again = await hamlet().post('/messages', {
      type: 'channel',
      to: w.realm.channels.Denmark,
      topic: 'castle',
      content: 'again',
    });
    expect(again.body).toEqual({ result: 'success', msg: '', id: (r.body.id as number) + 1 });
  });

  test.each([
    [{ type: 'stream', to: 'Denmark', topic: 't' }, "Missing 'content' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ to: 'Denmark', topic: 't', content: 'x' }, "Missing 'type' argument", 'REQUEST_VARIABLE_MISSING'],
    [{ type: 'bogus', to: 'Denmark', topic: 't', content: 'x' }, 'Invalid type', 'BAD_REQUEST'],
    [{ type: 'stream', to: 'Denmark', content: 'x' }, 'Missing topic', 'BAD_REQUEST'],
    [{ type: 'stream', to: 'Denmark', topic: 't', content: '   ' }, 'Message must not be empty', 'BAD_REQUEST'],
    [
      { type: 'stream', to: 'Nowhere', topic: 't', content: 'x' },
      "Channel 'Nowhere' does not exist",
      'STREAM_DOES_NOT_EXIST',
    ],
    [
      { type: 'stream', to: '9999', topic: 't', content: 'x' },
      "Channel with ID '9999' does not exist",
      'STREAM_DOES_NOT_EXIST',
    ],
    [{ type: 'stream', to: '["a","b"]', topic: 't', content: 'x' }, 'Expected exactly one channel', 'BAD_REQUEST'],
    [
      { type: 'stream', to: 'core team', topic: 't', content: 'x' },
      "Not authorized to send to channel 'core team'",
      'BAD_REQUEST',
    ],
    [
      { type: 'stream', to: 'Denmark', topic: 'a\u0007b', content: 'x' },
      'Invalid character in topic, at position 2!',
      'BAD_REQUEST',
    ],
    [
      { type: 'stream', to: 'Denmark', topic: 't', subject: 's', content: 'x' },
      "Can't decide between 'topic' and 'subject' arguments",
      'REQUEST_CONFUSING_VAR',
    ],
    [{ type: 'direct', to: '[]', content: 'x' }, 'Message must have recipients', 'BAD_REQUEST'],
    [{ type: 'direct', to: '["nobody@zulip.com"]', content: 'x' }, "Invalid email 'nobody@zulip.com'", 'BAD_REQUEST'],
    [{ type: 'direct', to: '[99999]', content: 'x' }, 'Invalid user ID 99999', 'BAD_REQUEST'],
    [
      { type: 'direct', to: '["hamlet@zulip.com", 3]', content: 'x' },
      'Recipient lists may contain emails or user IDs, but not both.',
      'BAD_REQUEST',
    ],
    // Zulip parses every parameter, then refuses a forged sender, then a mirrored one, then checks the recipient.
    [
      { type: 'stream', to: 'Nowhere', topic: 't', content: 'x', forged: 'yes' },
      'User not authorized for this query',
      'BAD_REQUEST',
    ],
    [
      { type: 'stream', to: 'Denmark', topic: 't', forged: 'true' },
      "Missing 'content' argument",
      'REQUEST_VARIABLE_MISSING',
    ],
    [
      { type: 'stream', to: 'Denmark', topic: 't', content: 'x', forged: 'true', sender: 'a@b.c' },
      'User not authorized for this query',
      'BAD_REQUEST',
    ],
    [
      { type: 'stream', to: 'Nowhere', topic: 't', content: 'x', sender: 'a@b.c' },
      'Invalid mirrored message',
      'BAD_REQUEST',
    ],
  ])('%j → %s', async (params, msg, code) => {
    const before = w.ts.events.length;
    const r = await hamlet().post('/messages', params as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(w.ts.events.length).toBe(before);
  });
});

describe('direct messages', () => {
  test('1:1 and group conversations reach every participant, flagged private', async () => {
    w.ts.events.length = 0;
    const r = await hamlet().post('/messages', {
      type: 'direct',
      to: JSON.stringify([w.realm.users.othello.id]),
      content: 'hi othello',
    });
    expect(r.status).toBe(200);
    const ev = w.ts.events.filter((e) => e.event.type === 'message');
    expect(ev.flatMap((e) => e.userIds).sort()).toEqual([w.realm.users.hamlet.id, w.realm.users.othello.id].sort());
    const group = await hamlet().post('/messages', {
      type: 'private',
      to: 'othello@zulip.com,iago@zulip.com',
      content: 'all of us',
    });
    expect(group.status).toBe(200);
    const fetched = await w.as('iago').get('/messages', {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'dm', operand: [w.realm.users.hamlet.id, w.realm.users.othello.id] }],
    });
    expect(fetched.status).toBe(200);
    expect((fetched.body.messages as Array<{ content: string }>).map((m) => m.content)).toEqual(['<p>all of us</p>']);
  });
});
