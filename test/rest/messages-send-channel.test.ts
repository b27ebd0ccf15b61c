import { inTransaction } from '../../src/domain/context.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import { getSystemGroupIds } from '../../src/domain/groups/system-groups.ts';
import { messageFor } from '../../src/domain/messages/message-for-reader.ts';
import { wireMessage } from '../../src/rest-compat/presenters/messages.ts';
import { loadMessages } from '../../src/domain/messages/load.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ApiResponse } from '../support/client.ts';
import { type DemoUser } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

/**
 * POST /messages to a channel runs on the raw driver and builds its `message`
 * event from the values it wrote: these tests pin that event to what the
 * stored row reads back as, and every refusal of the channel path.
 */
let big: DemoUser[];

const prisma = () => w.prisma();

async function makeUser(name: string, extra: { isBot?: boolean; botOwnerId?: number } = {}): Promise<DemoUser> {
  const u = await inTransaction(w.ts.server.deps, (tx) =>
    insertUser(w.ts.server.deps, tx, {
      realmId: w.realm.realmId,
      email: `${name}@zulip.com`,
      fullName: name,
      ...extra,
    }),
  );
  return { id: u.id, email: u.deliveryEmail, apiKey: u.apiKey };
}

const w = useWorld();

beforeAll(async () => {
  // A channel above Zulip's wildcard threshold (15), where 16 users posted in topic "crowd".
  big = [];
  for (let i = 0; i < 14; i++) big.push(await makeUser(`crowd${i}`));
  const { hamlet, cordelia, iago } = w.realm.users;
  const r = await w.ts.client(iago).post('/users/me/subscriptions', {
    subscriptions: [{ name: 'Big' }],
    principals: [...big.map((u) => u.id), hamlet.id, cordelia.id],
  });
  expect(r.status).toBe(200);
  for (const u of [...big, hamlet, cordelia]) {
    expect((await send(u, { to: 'Big', topic: 'crowd', content: 'here' })).status).toBe(200);
  }
});

const send = (who: DemoUser, params: Record<string, string | number | boolean>): Promise<ApiResponse> =>
  w.ts.client(who).post('/messages', { type: 'stream', ...params });

async function messageCount(): Promise<number> {
  return prisma().message.count();
}

describe('the message event', () => {
  test.each([
    ['plain', { to: 'Denmark', topic: 'castle', content: 'Hello **world** https://example.com' }],
    [
      'me message with a mention and a channel link',
      { to: 'Verona', topic: 'Ünïcode topic', content: "/me greets @**Cordelia, Lear's daughter** in #**Denmark**" },
    ],
    ['empty topic', { to: 'Verona', topic: '', content: 'general chat' }],
    ['a topic of another case', { to: 'Denmark', topic: 'CASTLE', content: 'shouting' }],
  ])('%s: is the stored message as loadMessages reads it back', async (_label, params) => {
    w.ts.events.length = 0;
    const r = await send(w.realm.users.hamlet, { ...params, local_id: '7.01', queue_id: 'q-1' });
    expect(r.status).toBe(200);
    const events = w.ts.events.filter((e) => e.event.type === 'message');
    expect(events.length).toBeGreaterThan(0);
    const [view] = await loadMessages(w.ts.server.deps.db.sql, [r.body.id as number]);
    const expected = wireMessage(
      messageFor(view, {
        applyMarkdown: true,
        clientGravatar: false,
        allowEmptyTopicName: true,
        realmStringId: 'zulip',
      }),
    );
    for (const e of events) {
      expect(e.event.message).toEqual(expected);
      expect(e.internal).toEqual({
        rawContent: view.content,
        senderEmailPublic: view.senderEmailPublic,
        senderId: w.realm.users.hamlet.id,
        senderQueueId: 'q-1',
        localMessageId: '7.01',
        streamId: view.streamId,
        topic: view.subject,
      });
    }
  });

  test('reaches every active subscriber and the sender, with their flags', async () => {
    w.ts.events.length = 0;
    const r = await send(w.realm.users.prospero, {
      to: 'Denmark',
      topic: 'visit',
      content: 'hi @**King Hamlet**',
      read_by_sender: false,
    });
    expect(r.status).toBe(200);
    const flagsOf = new Map<number, unknown>();
    for (const e of w.ts.events.filter((x) => x.event.type === 'message'))
      for (const id of e.userIds) flagsOf.set(id, e.event.flags);
    const { desdemona, iago, hamlet, cordelia, othello, prospero } = w.realm.users;
    expect([...flagsOf.keys()].sort((a, b) => a - b)).toEqual(
      [desdemona.id, iago.id, hamlet.id, cordelia.id, othello.id, prospero.id].sort((a, b) => a - b),
    );
    expect(flagsOf.get(hamlet.id)).toEqual(['mentioned']);
    // An unsubscribed sender still gets a UserMessage row; read_by_sender=false leaves it unread.
    expect(flagsOf.get(prospero.id)).toEqual([]);
  });
});

describe('errors of the channel path (nothing written, no event)', () => {
  let sys: Awaited<ReturnType<typeof getSystemGroupIds>>;
  let ownedBot: DemoUser;
  beforeAll(async () => {
    sys = await getSystemGroupIds(prisma(), w.realm.realmId);
    await prisma().stream.update({
      where: { id: w.realm.channels.Rome },
      data: { canSendMessageGroupId: sys['role:administrators'] },
    });
    await prisma().stream.update({ where: { id: w.realm.channels.Venice }, data: { isArchived: true } });
    await prisma().stream.update({
      where: { id: w.realm.channels.Scotland },
      data: { topicsPolicy: 'empty_topic_only' },
    });
    const leaders = await prisma().userGroup.create({
      data: { realmId: w.realm.realmId, name: 'leaders', canMentionGroupId: sys['role:administrators'] },
    });
    await prisma().userGroupMembership.create({ data: { userGroupId: leaders.id, userId: w.realm.users.iago.id } });
    ownedBot = await makeUser('owned-bot', { isBot: true, botOwnerId: w.realm.users.hamlet.id });
  });

  test.each([
    [
      'hamlet',
      { to: '99999999999', topic: 't', content: 'x' },
      "Channel with ID '99999999999' does not exist",
      'STREAM_DOES_NOT_EXIST',
    ],
    // Zulip compares names with iexact: LIKE wildcards are literal characters.
    ['hamlet', { to: 'Den%', topic: 't', content: 'x' }, "Channel 'Den%' does not exist", 'STREAM_DOES_NOT_EXIST'],
    [
      'hamlet',
      { to: 'Denmar_', topic: 't', content: 'x' },
      "Channel 'Denmar_' does not exist",
      'STREAM_DOES_NOT_EXIST',
    ],
    ['hamlet', { to: '<b>', topic: 't', content: 'x' }, "Channel '&lt;b&gt;' does not exist", 'STREAM_DOES_NOT_EXIST'],
    ['hamlet', { to: '  ', topic: 't', content: 'x' }, "Channel name can't be empty.", 'BAD_REQUEST'],
    [
      'hamlet',
      { to: 'Rome', topic: 't', content: 'x' },
      'You do not have permission to post in this channel.',
      'BAD_REQUEST',
    ],
    ['iago', { to: 'Venice', topic: 't', content: 'x' }, "Not authorized to send to channel 'Venice'", 'BAD_REQUEST'],
    [
      'polonius',
      { to: 'Denmark', topic: 't', content: 'x' },
      "Not authorized to send to channel 'Denmark'",
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { to: 'core team', topic: 't', content: 'x' },
      "Not authorized to send to channel 'core team'",
      'BAD_REQUEST',
    ],
    [
      'bot',
      { to: 'core team', topic: 't', content: 'x' },
      "Not authorized to send to channel 'core team'",
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { to: 'Scotland', topic: 't', content: 'x' },
      'Only the general chat topic is allowed in this channel.',
      'BAD_REQUEST',
    ],
    [
      'hamlet',
      { to: 'Big', topic: 'w', content: '@**all** look' },
      'You do not have permission to use channel wildcard mentions in this channel.',
      'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
    ],
    [
      'hamlet',
      { to: 'Big', topic: 'Crowd', content: '@**topic** look' },
      'You do not have permission to use topic wildcard mentions in this topic.',
      'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
    ],
    [
      'hamlet',
      { to: 'Denmark', topic: 'g', content: '@*leaders* look' },
      "You are not allowed to mention user group 'leaders'.",
      'BAD_REQUEST',
    ],
  ])('%s %j → %s', async (who, params, msg, code) => {
    const user = who === 'bot' ? ownedBot : w.realm.users[who];
    const before = await messageCount();
    w.ts.events.length = 0;
    const r = await send(user, params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(await messageCount()).toBe(before);
    expect(w.ts.events).toEqual([]);
  });

  test('what the same senders may do', async () => {
    const ok = async (who: DemoUser, params: Record<string, string>) =>
      expect((await send(who, params)).status).toBe(200);
    await ok(w.realm.users.iago, { to: 'Rome', topic: 't', content: 'admins may post' });
    await ok(w.realm.users.iago, { to: 'Big', topic: 'crowd', content: '@**all** and @**topic**' });
    await ok(w.realm.users.iago, { to: 'Denmark', topic: 'g', content: '@*leaders* look' });
    await ok(w.realm.users.hamlet, { to: 'Scotland', topic: '', content: 'general chat only' });
    await ok(w.realm.users.polonius, { to: 'Verona', topic: 't', content: 'a subscribed guest' });
    await ok(w.realm.users.desdemona, { to: 'denMARK', topic: 't', content: 'by name, case-insensitively' });
    await prisma().stream.update({ where: { id: w.realm.channels.Denmark }, data: { isWebPublic: true } });
    await ok(w.realm.users.polonius, { to: 'Denmark', topic: 't', content: 'a web-public channel' });
    // A bot may post where its owner is subscribed.
    const desdemonaBot = await makeUser('desdemona-bot', { isBot: true, botOwnerId: w.realm.users.desdemona.id });
    await ok(desdemonaBot, { to: 'core team', topic: 'bots', content: 'beep' });
  });
});

describe('automatic topic visibility for the sender', () => {
  const setSettings = async (u: DemoUser, s: Record<string, number>) => {
    const row = await prisma().user.findUniqueOrThrow({ where: { id: u.id } });
    await prisma().user.update({
      where: { id: u.id },
      data: { settings: { ...(row.settings as Prisma.InputJsonObject), ...s } },
    });
  };

  test('follows a topic the sender starts, unmutes one in a muted channel, and says so', async () => {
    const aaron = w.realm.users.aaron;
    const verona = await prisma().stream.findUniqueOrThrow({ where: { id: w.realm.channels.Verona } });
    await prisma().subscription.update({
      where: { userId_recipientId: { userId: aaron.id, recipientId: verona.recipientId ?? 0 } },
      data: { isMuted: true },
    });
    expect((await send(w.realm.users.hamlet, { to: 'Verona', topic: 'old news', content: 'x' })).status).toBe(200);
    w.ts.events.length = 0;
    const unmuted = await send(aaron, { to: 'Verona', topic: 'OLD NEWS', content: 'x' });
    expect(unmuted.body.automatic_new_visibility_policy).toBe(2);
    expect(
      w.ts.events.filter((e) => e.event.type === 'user_topic').map((e) => [e.userIds, e.event.visibility_policy]),
    ).toEqual([[[aaron.id], 2]]);
    expect(
      (await send(aaron, { to: 'Verona', topic: 'fresh', content: 'x' })).body.automatic_new_visibility_policy,
    ).toBe(3);
    expect((await send(aaron, { to: 'Verona', topic: 'fresh', content: 'x' })).body).not.toHaveProperty(
      'automatic_new_visibility_policy',
    );
    await setSettings(aaron, {
      automatically_follow_topics_policy: 4,
      automatically_unmute_topics_in_muted_streams_policy: 3,
    });
    expect(
      (await send(aaron, { to: 'Verona', topic: 'old news 2', content: 'x' })).body.automatic_new_visibility_policy,
    ).toBe(2);
    await setSettings(aaron, { automatically_unmute_topics_in_muted_streams_policy: 4 });
    expect((await send(aaron, { to: 'Verona', topic: 'never', content: 'x' })).body).not.toHaveProperty(
      'automatic_new_visibility_policy',
    );
  });

  test('the first message of a channel is recorded as its first_message_id', async () => {
    const r = await w.as('iago').post('/users/me/subscriptions', { subscriptions: [{ name: 'Fresh' }] });
    expect(r.status).toBe(200);
    const first = await send(w.realm.users.iago, { to: 'Fresh', topic: 'one', content: 'first' });
    await send(w.realm.users.iago, { to: 'Fresh', topic: 'one', content: 'second' });
    const s = await prisma().stream.findFirstOrThrow({ where: { name: 'Fresh' } });
    // The Notification Bot's "channel created" post came first, as in Zulip.
    expect(s.firstMessageId).toBeLessThan(first.body.id as number);
    const notice = await w.as('iago').get(`/messages/${s.firstMessageId}`);
    expect(notice.body.message).toMatchObject({ display_recipient: 'Fresh', subject: 'channel events' });
  });
});
