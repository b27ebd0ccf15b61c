import { FLAG_BIT } from '../../src/domain/messages/flags.ts';
import { useWorld } from '../support/world.ts';

/** POST and DELETE /messages/{message_id}/reactions. */
const w = useWorld();
const { as, prisma, send } = w;

const react = (user: string, id: number, params: Record<string, string>) =>
  as(user).post(`/messages/${id}/reactions`, params);
const unreact = (user: string, id: number, params: Record<string, string>) =>
  as(user).delete(`/messages/${id}/reactions`, params);
const reactionsOf = async (id: number) =>
  ((await as('hamlet').get(`/messages/${id}`)).body.message as { reactions: Array<Record<string, unknown>> }).reactions;
const reactionEvents = () => w.ts.events.filter((e) => e.event.type === 'reaction');
const denmarkSubscribers = () =>
  ['desdemona', 'iago', 'hamlet', 'cordelia', 'othello'].map((u) => w.realm.users[u].id).sort((a, b) => a - b);

let msg: number;
let fresh: number;
let dm: number;

beforeAll(async () => {
  msg = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'react to me' });
  fresh = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'no reactions yet' });
  dm = await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'psst' });
});

describe('adding', () => {
  test('by name: the code and type are looked up; everyone who sees the message hears of it', async () => {
    const r = await react('cordelia', msg, { emoji_name: 'octopus' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(reactionEvents()).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: denmarkSubscribers(),
        event: {
          type: 'reaction',
          op: 'add',
          user_id: w.realm.users.cordelia.id,
          user: {
            user_id: w.realm.users.cordelia.id,
            email: 'cordelia@zulip.com',
            full_name: "Cordelia, Lear's daughter",
          },
          message_id: msg,
          emoji_name: 'octopus',
          emoji_code: '1f419',
          reaction_type: 'unicode_emoji',
        },
      },
    ]);
    expect(await reactionsOf(msg)).toEqual([
      {
        emoji_name: 'octopus',
        emoji_code: '1f419',
        reaction_type: 'unicode_emoji',
        user_id: w.realm.users.cordelia.id,
      },
    ]);
  });

  test("a second vote for the same emoji keeps the first reaction's name", async () => {
    expect((await react('othello', msg, { emoji_name: 'like' })).status).toBe(200);
    expect(
      (await react('iago', msg, { emoji_name: 'thumbs_up', emoji_code: '1f44d', reaction_type: 'unicode_emoji' }))
        .status,
    ).toBe(200);
    const thumbs = (await reactionsOf(msg)).filter((x) => x.emoji_code === '1f44d');
    expect(thumbs.map((x) => [x.emoji_name, x.user_id])).toEqual([
      ['like', w.realm.users.othello.id],
      ['like', w.realm.users.iago.id],
    ]);
    expect(reactionEvents().at(-1)?.event.emoji_name).toBe('like');
  });

  test('the zulip extra emoji', async () => {
    expect((await react('hamlet', msg, { emoji_name: 'zulip' })).status).toBe(200);
    expect(reactionEvents()[0].event).toMatchObject({
      emoji_name: 'zulip',
      emoji_code: 'zulip',
      reaction_type: 'zulip_extra_emoji',
    });
  });

  test('reacting to a message one never received stores a historical row, so one hears of later changes', async () => {
    expect(
      await prisma().userMessage.findUnique({
        where: { userId_messageId: { userId: w.realm.users.prospero.id, messageId: msg } },
      }),
    ).toBeNull();
    expect((await react('prospero', msg, { emoji_name: 'tada' })).status).toBe(200);
    const um = await prisma().userMessage.findUnique({
      where: { userId_messageId: { userId: w.realm.users.prospero.id, messageId: msg } },
    });
    expect(Number(um?.flags)).toBe(FLAG_BIT.read | FLAG_BIT.historical);
    expect(reactionEvents()[0].userIds).toContain(w.realm.users.prospero.id);
  });

  test('reactions to direct messages reach the participants only', async () => {
    expect((await react('othello', dm, { emoji_name: 'octopus' })).status).toBe(200);
    expect(reactionEvents()[0].userIds).toEqual(
      [w.realm.users.hamlet.id, w.realm.users.othello.id].sort((a, b) => a - b),
    );
  });

  test('participating follows the topic for users who asked for that', async () => {
    const zoe = await prisma().user.findUniqueOrThrow({ where: { id: w.realm.users.zoe.id } });
    await prisma().user.update({
      where: { id: zoe.id },
      data: { settings: { ...(zoe.settings as Record<string, unknown>), automatically_follow_topics_policy: 1 } },
    });
    const verona = await send('hamlet', { type: 'stream', to: 'Verona', topic: 'balcony', content: 'hello' });
    w.ts.events.length = 0;
    expect((await react('zoe', verona, { emoji_name: 'octopus' })).status).toBe(200);
    expect(w.ts.events.map((e) => e.event.type)).toEqual(['user_topic', 'reaction']);
    expect(w.ts.events[0]).toMatchObject({
      userIds: [w.realm.users.zoe.id],
      event: { stream_id: w.realm.channels.Verona, topic_name: 'balcony', visibility_policy: 3 },
    });
    // Already followed: nothing more to change.
    w.ts.events.length = 0;
    expect((await react('zoe', verona, { emoji_name: 'tada' })).status).toBe(200);
    expect(w.ts.events.map((e) => e.event.type)).toEqual(['reaction']);
  });

  // On a fresh message (nothing to vote for), except for the "already exists" case.
  test.each([
    ['hamlet', {}, "Missing 'emoji_name' argument", 'REQUEST_VARIABLE_MISSING'],
    ['cordelia', { emoji_name: 'octopus' }, 'Reaction already exists.', 'REACTION_ALREADY_EXISTS'],
    [
      'cordelia',
      { emoji_name: 'octopus', emoji_code: '1f419', reaction_type: 'unicode_emoji' },
      'Reaction already exists.',
      'REACTION_ALREADY_EXISTS',
    ],
    ['hamlet', { emoji_name: 'notanemoji' }, "Emoji 'notanemoji' does not exist", 'BAD_REQUEST'],
    ['hamlet', { emoji_name: 'notanemoji', emoji_code: '1f419' }, "Emoji 'notanemoji' does not exist", 'BAD_REQUEST'],
    [
      'hamlet',
      { emoji_name: 'octopus', emoji_code: 'zzzz', reaction_type: 'unicode_emoji' },
      'Invalid emoji code.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { emoji_name: 'octopus', emoji_code: '1f600', reaction_type: 'unicode_emoji' },
      'Invalid emoji name.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { emoji_name: 'green_tick', emoji_code: '1', reaction_type: 'realm_emoji' },
      'Invalid custom emoji.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { emoji_name: 'zulip', emoji_code: 'zulip2', reaction_type: 'zulip_extra_emoji' },
      'Invalid emoji code.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { emoji_name: 'other', emoji_code: 'zulip', reaction_type: 'zulip_extra_emoji' },
      'Invalid emoji name.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { emoji_name: 'octopus', emoji_code: '1f419', reaction_type: 'bogus' },
      'Invalid emoji type.',
      'BAD_REQUEST',
    ],
    ['polonius', { emoji_name: 'octopus' }, 'Invalid message(s)', 'BAD_REQUEST'],
  ])('%s %j → %s', async (user, params, msg_, code) => {
    const target = msg_ === 'Reaction already exists.' ? msg : fresh;
    const before = await prisma().reaction.count();
    const r = await react(user, target, params as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      result: 'error',
      msg: msg_,
      code,
      ...(code === 'REQUEST_VARIABLE_MISSING' ? { var_name: 'emoji_name' } : {}),
    });
    expect(await prisma().reaction.count()).toBe(before);
    expect(w.ts.events).toEqual([]);
  });

  test('messages one cannot see, or that do not exist', async () => {
    for (const [user, path] of [
      ['cordelia', `/messages/${dm}/reactions`],
      ['hamlet', '/messages/777777/reactions'],
      ['hamlet', '/messages/77777777777777/reactions'],
    ]) {
      const r = await as(user).post(path, { emoji_name: 'octopus' });
      expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
    }
  });
});

test('messages of archived channels can be read but not reacted to', async () => {
  const id = await send('hamlet', { type: 'stream', to: 'Rome', topic: 'ruins', content: 'old news' });
  await prisma().stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: true } });
  try {
    expect((await as('othello').get(`/messages/${id}`)).status).toBe(200);
    const r = await react('othello', id, { emoji_name: 'octopus' });
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
  } finally {
    await prisma().stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: false } });
  }
});

describe('removing', () => {
  test('by name, with the stored name in the event', async () => {
    const r = await unreact('iago', msg, { emoji_name: '+1' });
    expect(r.status).toBe(200);
    // Documented as SimpleSuccess (a response $ref): exactly the bare envelope.
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(reactionEvents()).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: expect.arrayContaining(denmarkSubscribers()),
        event: {
          type: 'reaction',
          op: 'remove',
          user_id: w.realm.users.iago.id,
          user: { user_id: w.realm.users.iago.id, email: 'iago@zulip.com', full_name: 'Iago' },
          message_id: msg,
          emoji_name: 'like',
          emoji_code: '1f44d',
          reaction_type: 'unicode_emoji',
        },
      },
    ]);
    expect((await reactionsOf(msg)).filter((x) => x.user_id === w.realm.users.iago.id)).toEqual([]);
  });

  test('by code and type', async () => {
    const r = await unreact('hamlet', msg, { emoji_code: 'zulip', reaction_type: 'zulip_extra_emoji' });
    expect(r.status).toBe(200);
    expect(reactionEvents()[0].event).toMatchObject({ op: 'remove', emoji_name: 'zulip' });
  });

  test.each([
    ['hamlet', {}, 'At least one of the following arguments must be present: emoji_name, emoji_code', 'BAD_REQUEST'],
    ['hamlet', { emoji_name: 'notanemoji' }, "Emoji 'notanemoji' does not exist", 'BAD_REQUEST'],
    ['hamlet', { emoji_name: 'tada' }, "Reaction doesn't exist.", 'REACTION_DOES_NOT_EXIST'],
    // The type defaults to unicode_emoji, so "zulip" must name its type.
    ['cordelia', { emoji_name: 'zulip' }, "Reaction doesn't exist.", 'REACTION_DOES_NOT_EXIST'],
    [
      'cordelia',
      { emoji_code: '1f419', reaction_type: 'realm_emoji' },
      "Reaction doesn't exist.",
      'REACTION_DOES_NOT_EXIST',
    ],
    ['polonius', { emoji_name: 'octopus' }, 'Invalid message(s)', 'BAD_REQUEST'],
  ])('%s %j → %s', async (user, params, msg_, code) => {
    const before = await prisma().reaction.count();
    const r = await unreact(user, msg, params as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: msg_, code });
    expect(await prisma().reaction.count()).toBe(before);
    expect(w.ts.events).toEqual([]);
  });
});
