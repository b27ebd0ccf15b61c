import { createHash } from 'node:crypto';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { age, edit, errorOf, fetchOne, bad } from './message-edit.helpers.ts';

/** PATCH /messages/{message_id}: content edits, parameter parsing and the errors before any move logic. */
const w = useWorld();

const now = () => Math.floor(w.ts.clock.now().getTime() / 1000);

describe('content edits', () => {
  test('the sender edits a channel message: new content, history, last_edit_timestamp, update_message to every recipient', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'plans', 'first draft');
    w.ts.clock.advance(5_000);
    w.ts.events.length = 0;
    const r = await edit(w, 'hamlet', id, { content: 'second **draft**' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'success', msg: '', detached_uploads: [] });
    expect(expectMatchesOpenApi('PATCH', '/messages/{message_id}', 200, r.body)).toBe(true);

    const m = await fetchOne(w, 'cordelia', id);
    expect(m.content).toBe('second **draft**');
    expect(m.last_edit_timestamp).toBe(now());
    expect(m.last_moved_timestamp).toBeUndefined();
    expect(m.edit_history).toEqual([
      {
        user_id: w.realm.users.hamlet.id,
        timestamp: now(),
        prev_content: 'first draft',
        prev_rendered_content: '<p>first draft</p>',
      },
    ]);

    const events = w.eventsOfType('update_message');
    const base = {
      type: 'update_message',
      user_id: w.realm.users.hamlet.id,
      edit_timestamp: now(),
      message_id: id,
      message_ids: [id],
      rendering_only: false,
      stream_id: w.realm.channels.Denmark,
      stream_name: 'Denmark',
      orig_content: 'first draft',
      orig_rendered_content: '<p>first draft</p>',
      content: 'second **draft**',
      rendered_content: '<p>second <strong>draft</strong></p>',
      is_me_message: false,
    };
    // Each recipient with their own flags: the sender has read it.
    expect(events).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: w.ids('desdemona', 'iago', 'cordelia', 'othello'),
        event: { ...base, flags: [] },
      },
      { realmId: w.realm.realmId, userIds: w.ids('hamlet'), event: { ...base, flags: ['read'] } },
    ]);
  });

  test('mention flags are recomputed from the new content', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'mentions', 'hi all');
    await edit(w, 'hamlet', id, { content: `hi @**Cordelia, Lear's daughter**` });
    expect((await fetchOne(w, 'cordelia', id)).flags).toEqual(['mentioned']);
    expect((await fetchOne(w, 'othello', id)).flags).toEqual([]);
    await edit(w, 'hamlet', id, { content: 'hi @**all**' });
    expect((await fetchOne(w, 'cordelia', id)).flags).toEqual(['stream_wildcard_mentioned', 'wildcard_mentioned']);
    await edit(w, 'hamlet', id, { content: 'never mind' });
    expect((await fetchOne(w, 'cordelia', id)).flags).toEqual([]);
    expect((await fetchOne(w, 'othello', id)).flags).toEqual([]);
  });

  test('blank content is stored as "(deleted)"; long content is truncated; /me is recognized', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'blank', 'something');
    expect((await edit(w, 'hamlet', id, { content: '   \n ' })).status).toBe(200);
    expect((await fetchOne(w, 'hamlet', id)).content).toBe('(deleted)');
    expect((await edit(w, 'hamlet', id, { content: 'x'.repeat(10_050) })).status).toBe(200);
    const long = (await fetchOne(w, 'hamlet', id)).content as string;
    expect(long).toBe('x'.repeat(9980) + '\n[message truncated]');
    await edit(w, 'hamlet', id, { content: '/me waves' });
    expect((await fetchOne(w, 'hamlet', id)).is_me_message).toBe(true);
  });

  test('direct messages: the sender edits the content; only participants hear of it', async () => {
    const id = await w.sendDirect('hamlet', ['othello'], 'hello there');
    w.ts.events.length = 0;
    expect((await edit(w, 'hamlet', id, { content: 'hello again' })).status).toBe(200);
    const [event] = w.eventsOfType('update_message');
    expect(event.event).not.toHaveProperty('stream_id');
    expect(event.event).toMatchObject({ message_ids: [id], orig_content: 'hello there', content: 'hello again' });
    expect(
      w
        .eventsOfType('update_message')
        .flatMap((e) => e.userIds)
        .sort((a, b) => a - b),
    ).toEqual(w.ids('hamlet', 'othello'));
    expect((await fetchOne(w, 'othello', id)).content).toBe('hello again');
  });

  test('prev_content_sha256 guards against editing a changed message (FL 379)', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'sha', 'original');
    const sha = createHash('sha256').update('original').digest('hex');
    expect(errorOf(await edit(w, 'hamlet', id, { content: 'new', prev_content_sha256: 'abc' }))).toEqual({
      status: 400,
      msg: "'prev_content_sha256' value does not match the expected value.",
      code: 'EXPECTATION_MISMATCH',
      field_name: 'prev_content_sha256',
    });
    // Checked for topic-only edits too.
    expect(errorOf(await edit(w, 'hamlet', id, { topic: 'other', prev_content_sha256: 'abc' })).code).toBe(
      'EXPECTATION_MISMATCH',
    );
    expect((await edit(w, 'hamlet', id, { content: 'new', prev_content_sha256: sha })).status).toBe(200);
  });

  test('parameters the endpoint does not know are reported', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'ignored', 'a');
    const r = await edit(w, 'hamlet', id, { content: 'b', colour: 'red' });
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      detached_uploads: [],
      ignored_parameters_unsupported: ['colour'],
    });
  });
});

describe('who may edit content, and when', () => {
  test('only the sender, even against administrators', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'perm', 'mine');
    for (const user of ['iago', 'desdemona', 'othello']) {
      expect(errorOf(await edit(w, user, id, { content: 'theirs' }))).toEqual(
        bad("You don't have permission to edit this message"),
      );
    }
  });

  test('the content edit limit has a 20 s grace period; null means no limit', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'limit', 'v1');
    w.ts.clock.advance(620_000);
    expect((await edit(w, 'hamlet', id, { content: 'v2' })).status).toBe(200);
    w.ts.clock.advance(1_000);
    expect(errorOf(await edit(w, 'hamlet', id, { content: 'v3' }))).toEqual(
      bad('The time limit for editing this message has passed'),
    );
    await w.setRealm({ message_content_edit_limit_seconds: '"unlimited"' });
    try {
      await age(w, [id], 10 * 86400);
      expect((await edit(w, 'hamlet', id, { content: 'v4' })).status).toBe(200);
    } finally {
      await w.setRealm({ message_content_edit_limit_seconds: 600 });
    }
  });

  test('allow_message_editing off stops content edits but not topic moves (FL 159)', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'frozen', 'v1');
    await w.setRealm({ allow_message_editing: false });
    try {
      expect(errorOf(await edit(w, 'hamlet', id, { content: 'v2' }))).toEqual(
        bad('Your organization has turned off message editing'),
      );
      expect((await edit(w, 'hamlet', id, { topic: 'thawed' })).status).toBe(200);
    } finally {
      await w.setRealm({ allow_message_editing: true });
    }
  });
});

describe('wildcard and group mentions the editor may not use', () => {
  let extra: string[];
  beforeAll(async () => {
    // A channel with 16 subscribers: above Zulip's wildcard threshold of 15.
    extra = [];
    for (let i = 0; i < 7; i++) {
      const email = `extra${i}@zulip.com`;
      const r = await w.as('desdemona').post('/users', { email, password: 'zircon-extra-pw', full_name: `Extra ${i}` });
      expect(r.status).toBe(200);
      const [row] = await w.sql<{ id: number; api_key: string }>(
        `SELECT id, api_key FROM user_profile WHERE delivery_email = $1`,
        [email],
      );
      w.realm.users[`extra${i}`] = { id: row.id, email, apiKey: row.api_key };
      extra.push(`extra${i}`);
    }
    const r = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Verona' }],
      principals: [...extra, 'shiva'].map((u) => w.realm.users[u].id),
    });
    expect(r.status).toBe(200);
  });

  test('@**all** in a channel of more than 15 subscribers needs can_mention_many_users_group', async () => {
    const id = await w.sendToChannel('hamlet', 'Verona', 'wild', 'hello');
    expect(errorOf(await edit(w, 'hamlet', id, { content: 'hello @**all**' }))).toEqual({
      status: 400,
      msg: 'You do not have permission to use channel wildcard mentions in this channel.',
      code: 'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
    });
    expect((await fetchOne(w, 'hamlet', id)).content).toBe('hello');
    const admins = await w.sendToChannel('iago', 'Verona', 'wild', 'hello');
    expect((await edit(w, 'iago', admins, { content: 'hello @**channel**' })).status).toBe(200);
    // Small channels are fine for everyone.
    const small = await w.sendToChannel('hamlet', 'Denmark', 'wild', 'hello');
    expect((await edit(w, 'hamlet', small, { content: 'hello @**everyone**' })).status).toBe(200);
  });

  test('@**topic** in a topic of more than 15 participants', async () => {
    const senders = [
      'desdemona',
      'iago',
      'shiva',
      'cordelia',
      'othello',
      'prospero',
      'aaron',
      'zoe',
      'polonius',
      ...extra,
    ];
    for (const s of senders) await w.sendToChannel(s, 'Verona', 'crowd', `${s} was here`);
    const id = await w.sendToChannel('hamlet', 'Verona', 'crowd', 'me too');
    expect(errorOf(await edit(w, 'hamlet', id, { content: 'ping @**topic**' }))).toEqual({
      status: 400,
      msg: 'You do not have permission to use topic wildcard mentions in this topic.',
      code: 'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
    });
    const few = await w.sendToChannel('hamlet', 'Verona', 'quiet', 'me');
    await w.sendToChannel('othello', 'Verona', 'quiet', 'and me');
    expect((await edit(w, 'hamlet', few, { content: 'ping @**topic**' })).status).toBe(200);
    // Participants (and the sender) get the flag.
    const flags = async (u: string) => (await fetchOne(w, u, few)).flags as string[];
    expect(await flags('othello')).toContain('topic_wildcard_mentioned');
    expect(await flags('cordelia')).not.toContain('topic_wildcard_mentioned');
  });

  test('a user group whose can_mention_group excludes the editor', async () => {
    const [grp] = await w.sql<{ id: number }>(
      `INSERT INTO user_group (realm_id, name, description, can_mention_group_id) VALUES ($1, 'support', '', $2) RETURNING id`,
      [w.realm.realmId, w.groups['role:administrators']],
    );
    await w.sql(`INSERT INTO user_group_membership (user_group_id, user_id) VALUES ($1, $2)`, [
      grp.id,
      w.realm.users.othello.id,
    ]);
    const id = await w.sendToChannel('hamlet', 'Denmark', 'groups', 'hello');
    expect(errorOf(await edit(w, 'hamlet', id, { content: 'hello @*support*' }))).toEqual(
      bad("You are not allowed to mention user group 'support'."),
    );
    const byAdmin = await w.sendToChannel('iago', 'Denmark', 'groups', 'hello');
    expect((await edit(w, 'iago', byAdmin, { content: 'hello @*support*' })).status).toBe(200);
    expect((await fetchOne(w, 'othello', byAdmin)).flags).toContain('mentioned');
  });
});

describe('parameter parsing and payload validation, in Zulip order', () => {
  let channelMsg: number;
  let dm: number;
  beforeAll(async () => {
    channelMsg = await w.sendToChannel('hamlet', 'Denmark', 'parse', 'text');
    dm = await w.sendDirect('hamlet', ['othello'], 'dm');
  });

  type Lazy<T> = T | (() => T);
  const cases: Array<[string, () => number, Lazy<Record<string, unknown>>, Record<string, unknown>]> = [
    ['propagate_mode not a choice', () => channelMsg, { propagate_mode: 'change_some' }, bad('Invalid propagate_mode')],
    [
      'send_notification_to_new_thread not JSON',
      () => channelMsg,
      { send_notification_to_new_thread: 'yes' },
      bad('send_notification_to_new_thread is not valid JSON'),
    ],
    [
      'send_notification_to_old_thread not a boolean',
      () => channelMsg,
      { send_notification_to_old_thread: '1' },
      bad('send_notification_to_old_thread is not a boolean'),
    ],
    ['stream_id negative', () => channelMsg, { stream_id: '-1' }, bad('stream_id is too small')],
    ['stream_id not JSON', () => channelMsg, { stream_id: 'Denmark' }, bad('stream_id is not valid JSON')],
    ['stream_id a JSON string', () => channelMsg, { stream_id: '"5"' }, bad('stream_id is not an integer')],
    [
      'topic and subject together',
      () => channelMsg,
      { topic: 'a', subject: 'b' },
      {
        status: 400,
        msg: "Can't decide between 'topic' and 'subject' arguments",
        code: 'REQUEST_CONFUSING_VAR',
        var_name1: 'topic',
        var_name2: 'subject',
      },
    ],
    ['nothing to change', () => channelMsg, {}, bad('Nothing to change')],
    ['the same topic is no change', () => channelMsg, { topic: ' parse ' }, bad('Nothing to change')],
    [
      'a direct message to a channel',
      () => dm,
      () => ({ stream_id: String(w.realm.channels.Denmark) }),
      bad('Direct messages cannot be moved to channels.'),
    ],
    ['a topic for a direct message', () => dm, { topic: 'x' }, bad('Direct messages cannot have topics.')],
    [
      'propagate_mode without a move',
      () => channelMsg,
      { content: 'y', propagate_mode: 'change_all' },
      bad('Invalid propagate_mode without topic edit'),
    ],
    ['resolving general chat', () => channelMsg, { topic: '✔' }, bad('General chat cannot be marked as resolved')],
    [
      'resolving general chat by name',
      () => channelMsg,
      { topic: '✔ general chat' },
      bad('General chat cannot be marked as resolved'),
    ],
    [
      'a control character in the topic',
      () => channelMsg,
      { topic: 'bad\u0007topic' },
      bad('Invalid character in topic, at position 4!'),
    ],
    [
      'content and channel together',
      () => channelMsg,
      () => ({ content: 'y', stream_id: String(w.realm.channels.Verona) }),
      bad('Cannot change message content while changing channel'),
    ],
    ['a NUL in the content', () => channelMsg, { content: 'a\u0000b' }, bad('Message must not contain null bytes')],
    ['a message that does not exist', () => 999_999, { content: 'y' }, bad('Invalid message(s)')],
    ['an id beyond the database range', () => 99_999_999_999, { content: 'y' }, bad('Invalid message(s)')],
  ];

  test.each(cases)('%s', async (_name, id, params, expected) => {
    const state = () =>
      w.sql(`SELECT subject, content, edit_history FROM message WHERE id = $1`, [Math.min(id(), 2 ** 31 - 1)]);
    const before = await state();
    const r = await edit(
      w,
      'hamlet',
      id(),
      (typeof params === 'function' ? params() : params) as Record<string, string>,
    );
    expect(errorOf(r)).toEqual(expected);
    // Nothing is written half-way.
    expect(await state()).toEqual(before);
    expect(w.eventsOfType('update_message')).toEqual([]);
  });

  test('messages the user cannot see are invalid, whether or not they exist', async () => {
    const dmOthers = await w.sendDirect('iago', ['othello'], 'secret');
    expect(errorOf(await edit(w, 'hamlet', dmOthers, { content: 'x' }))).toEqual(bad('Invalid message(s)'));
    const core = await w.sendToChannel('iago', 'core team', 'private', 'secret');
    expect(errorOf(await edit(w, 'hamlet', core, { topic: 'x' }))).toEqual(bad('Invalid message(s)'));
    // A guest cannot reach a public channel he is not subscribed to.
    const denmark = await w.sendToChannel('hamlet', 'Denmark', 'guest', 'x');
    expect(errorOf(await edit(w, 'polonius', denmark, { topic: 'y' }))).toEqual(bad('Invalid message(s)'));
  });

  test('messages of an archived channel cannot be edited', async () => {
    const id = await w.sendToChannel('hamlet', 'Rome', 'archived', 'x');
    await w.sql(`UPDATE stream SET is_archived = true WHERE id = $1`, [w.realm.channels.Rome]);
    try {
      expect(errorOf(await edit(w, 'hamlet', id, { content: 'y' }))).toEqual(bad('Invalid message(s)'));
    } finally {
      await w.sql(`UPDATE stream SET is_archived = false WHERE id = $1`, [w.realm.channels.Rome]);
    }
  });

  test('an unknown path is not this endpoint; /messages/flags still works', async () => {
    expect((await w.as('hamlet').patch('/messages/abc', { content: 'x' })).status).toBe(404);
    const r = await w.as('hamlet').post('/messages/flags', { messages: [channelMsg], op: 'add', flag: 'starred' });
    expect(r.status).toBe(200);
  });
});
