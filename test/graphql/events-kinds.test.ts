import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/**
 * One test per kind of event: triggered over REST, received typed over
 * graphql-ws by a subscriber whose `events` subscription starts from a
 * bootstrap cursor (so it misses nothing, however fast the trigger).
 */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;
const channel = (name: string) => w.realm.channels[name];

const ok = async (p: Promise<{ status: number; text: string; body: Record<string, unknown> }>) => {
  const r = await p;
  if (r.status !== 200) throw new Error(r.text);
  return r.body;
};

const SUBSCRIPTION = `
  subscription ($after: String, $types: [EventType!]) {
    events(after: $after, types: $types) {
      __typename
      ... on ResumableEvent { cursor }
      ... on MessageEvent { messageId flags message { messageId content topic sender { fullName } } }
      ... on UpdateMessageEvent { messageId messageIds editor { fullName } origContent content renderedContent channelId origTopic topic propagateMode }
      ... on DeleteMessageEvent { messageIds messageType channelId topic }
      ... on ReactionEvent { reactionOp: op messageId emojiName reactionType user { fullName } message { messageId } }
      ... on UpdateMessageFlagsEvent { flagsOp: op flag messageIds all messageDetails { messageId type channelId topic } }
      ... on TypingEvent { typingOp: op sender { fullName } conversation { ...Conv } }
      ... on TypingEditMessageEvent { typingOp: op senderId messageId conversation { ...Conv } }
      ... on ChannelEvent { channelOp: op channelIds channels { name } changes { property value } }
      ... on SubscriptionEvent { subscriptionOp: op channelIds userIds users { fullName } }
      ... on RealmEvent { realmOp: op changes { property value } realm { description } }
      ... on RealmUserEvent { realmUserOp: op userId user { fullName } changes { property value } }
      ... on RealmBotEvent { botOp: op botId bot { fullName } changes { property value } }
      ... on RealmUserSettingsDefaultsEvent { change { property value } }
      ... on UserStatusEvent { userId statusText away emoji { name code reactionType } }
      ... on UserSettingsEvent { change { property value } languageName }
      ... on SavedSnippetsEvent { snippetsOp: op snippetId snippet { title content } }
      ... on AlertWordsEvent { alertWords }
      ... on MutedUsersEvent { mutedUsers { userId } }
      ... on RealmLinkifiersEvent { linkifiers { linkifierId pattern urlTemplate } }
      ... on RealmPlaygroundsEvent { playgrounds { playgroundId name pygmentsLanguage urlTemplate } }
      ... on RealmDomainsEvent { domainsOp: op domain realmDomain { domain allowSubdomains } }
      ... on PresenceEvent { userId presence { activeTimestamp } }
      ... on RealmExportConsentEvent { userId consented user { fullName } }
      ... on UserGroupEvent { groupOp: op groupId group { name } userIds groupChanges: changes { property value } }
      ... on UserTopicEvent { channelId topic visibilityPolicy channel { name } }
    }
  }
  fragment Conv on Conversation {
    __typename
    ... on ChannelTopicConversation { channelId topic }
    ... on DirectConversation { userIds }
  }`;

/** Subscribes `user` to events of `type` from now, runs `act`, and returns the first event received. */
async function firstEvent(user: string, type: string, act: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const after = await ws.cursorNow(user);
  const s = ws.subscribe(ws.connect(user), SUBSCRIPTION, { after, types: [type] });
  await act();
  const event = payload(await s.next());
  s.dispose();
  expect(typeof event.cursor).toBe('string');
  return event;
}

const sendTo = (from: string, to: string, topic: string, content: string) =>
  w.send(from, { type: 'stream', to, topic, content });

test('MESSAGE: a new message, with the viewer flags and the message itself', async () => {
  const ev = await firstEvent('othello', 'MESSAGE', () =>
    sendTo('hamlet', 'Denmark', 'ws kinds', `hi @**Othello, the Moor of Venice**`),
  );
  expect(ev).toMatchObject({
    __typename: 'MessageEvent',
    flags: ['MENTIONED'],
    message: {
      content: expect.stringContaining('user-mention'),
      topic: 'ws kinds',
      sender: { fullName: 'King Hamlet' },
    },
  });
  expect((ev.message as { messageId: number }).messageId).toBe(ev.messageId);
});

test('UPDATE_MESSAGE: an edit, with the old and new content and the editor', async () => {
  const m = await sendTo('hamlet', 'Denmark', 'ws edit', 'before');
  const ev = await firstEvent('othello', 'UPDATE_MESSAGE', () =>
    ok(w.as('hamlet').patch(`/messages/${m}`, { content: 'after' })),
  );
  expect(ev).toMatchObject({
    __typename: 'UpdateMessageEvent',
    messageId: m,
    messageIds: [m],
    editor: { fullName: 'King Hamlet' },
    origContent: 'before',
    content: 'after',
    renderedContent: '<p>after</p>',
    channelId: channel('Denmark'),
    topic: null,
    propagateMode: null,
  });
  const move = () => ok(w.as('hamlet').patch(`/messages/${m}`, { topic: 'ws moved', propagate_mode: 'change_all' }));
  expect(await firstEvent('othello', 'UPDATE_MESSAGE', move)).toMatchObject({
    messageIds: [m],
    topic: 'ws moved',
    propagateMode: 'CHANGE_ALL',
    content: null,
  });
});

test('DELETE_MESSAGE: the deleted ids, their channel and topic', async () => {
  const m = await sendTo('hamlet', 'Denmark', 'WS Doomed', 'x');
  const ev = await firstEvent('othello', 'DELETE_MESSAGE', () => ok(w.as('iago').delete(`/messages/${m}`)));
  expect(ev).toMatchObject({
    __typename: 'DeleteMessageEvent',
    messageIds: [m],
    messageType: 'CHANNEL',
    channelId: channel('Denmark'),
    topic: 'ws doomed',
  });
});

test('REACTION: who reacted with which emoji, to which message', async () => {
  const m = await sendTo('othello', 'Denmark', 'ws react', 'x');
  const ev = await firstEvent('othello', 'REACTION', () =>
    ok(w.as('hamlet').post(`/messages/${m}/reactions`, { emoji_name: 'octopus' })),
  );
  expect(ev).toMatchObject({
    reactionOp: 'ADD',
    messageId: m,
    emojiName: 'octopus',
    reactionType: 'UNICODE_EMOJI',
    user: { fullName: 'King Hamlet' },
    message: { messageId: m },
  });
});

test('UPDATE_MESSAGE_FLAGS: starring, and marking unread with where the message belongs', async () => {
  const m = await sendTo('hamlet', 'Denmark', 'ws flags', 'x');
  const star = () =>
    ok(w.as('othello').post('/messages/flags', { messages: JSON.stringify([m]), op: 'add', flag: 'starred' }));
  expect(await firstEvent('othello', 'UPDATE_MESSAGE_FLAGS', star)).toMatchObject({
    flagsOp: 'ADD',
    flag: 'STARRED',
    messageIds: [m],
    all: false,
    messageDetails: null,
  });
  await ok(w.as('othello').post('/messages/flags', { messages: JSON.stringify([m]), op: 'add', flag: 'read' }));
  const unread = () =>
    ok(w.as('othello').post('/messages/flags', { messages: JSON.stringify([m]), op: 'remove', flag: 'read' }));
  expect(await firstEvent('othello', 'UPDATE_MESSAGE_FLAGS', unread)).toMatchObject({
    flagsOp: 'REMOVE',
    flag: 'READ',
    messageDetails: [{ messageId: m, type: 'CHANNEL', channelId: channel('Denmark'), topic: 'ws flags' }],
  });
});

test('TYPING: composing to a direct-message conversation', async () => {
  const act = () => ok(w.as('hamlet').post('/typing', { op: 'start', to: JSON.stringify([id('othello')]) }));
  expect(await firstEvent('othello', 'TYPING', act)).toMatchObject({
    typingOp: 'START',
    sender: { fullName: 'King Hamlet' },
    conversation: { __typename: 'DirectConversation', userIds: [id('hamlet'), id('othello')].sort((a, b) => a - b) },
  });
});

test('TYPING_EDIT_MESSAGE: editing a channel message', async () => {
  const m = await sendTo('hamlet', 'Denmark', 'ws edit typing', 'x');
  const act = () => ok(w.as('hamlet').post(`/messages/${m}/typing`, { op: 'stop' }));
  expect(await firstEvent('othello', 'TYPING_EDIT_MESSAGE', act)).toMatchObject({
    typingOp: 'STOP',
    senderId: id('hamlet'),
    messageId: m,
    conversation: { __typename: 'ChannelTopicConversation', channelId: channel('Denmark'), topic: 'ws edit typing' },
  });
});

test('CHANNEL: created, updated (first message gone) and deleted (no longer visible)', async () => {
  const create = () =>
    ok(w.as('iago').post('/users/me/subscriptions', { subscriptions: JSON.stringify([{ name: 'ws public' }]) }));
  expect(await firstEvent('othello', 'CHANNEL', create)).toMatchObject({
    channelOp: 'CREATE',
    channels: [{ name: 'ws public' }],
    changes: [],
  });

  const principals = JSON.stringify([id('othello')]);
  await ok(
    w.as('iago').post('/users/me/subscriptions', { subscriptions: JSON.stringify([{ name: 'ws first' }]), principals }),
  );
  const ids = (await w.as('othello').get('/get_stream_id', { stream: 'ws first' })).body.stream_id as number;
  // The channel's only message: the Notification Bot's about its creation.
  const first = (await w.prisma().stream.findUniqueOrThrow({ where: { id: ids } })).firstMessageId ?? 0;
  const update = await firstEvent('othello', 'CHANNEL', () => ok(w.as('iago').delete(`/messages/${first}`)));
  expect(update).toMatchObject({
    channelOp: 'UPDATE',
    channelIds: [ids],
    channels: [{ name: 'ws first' }],
    changes: [{ property: 'first_message_id', value: null }],
  });

  await ok(
    w.as('iago').post('/users/me/subscriptions', {
      subscriptions: JSON.stringify([{ name: 'ws private' }]),
      principals,
      invite_only: 'true',
    }),
  );
  const unsubscribe = () =>
    ok(w.as('iago').delete('/users/me/subscriptions', { subscriptions: JSON.stringify(['ws private']), principals }));
  expect(await firstEvent('othello', 'CHANNEL', unsubscribe)).toMatchObject({ channelOp: 'DELETE', channels: [] });
});

test('SUBSCRIPTION: the own subscription, and a peer joining', async () => {
  const join = () =>
    ok(w.as('cordelia').post('/users/me/subscriptions', { subscriptions: JSON.stringify([{ name: 'Scotland' }]) }));
  expect(await firstEvent('cordelia', 'SUBSCRIPTION', join)).toMatchObject({
    subscriptionOp: 'ADD',
    channelIds: [channel('Scotland')],
    userIds: null,
  });
  const peer = () =>
    ok(w.as('aaron').post('/users/me/subscriptions', { subscriptions: JSON.stringify([{ name: 'Scotland' }]) }));
  expect(await firstEvent('othello', 'SUBSCRIPTION', peer)).toMatchObject({
    subscriptionOp: 'PEER_ADD',
    channelIds: [channel('Scotland')],
    userIds: [id('aaron')],
    users: [{ fullName: 'aaron' }],
  });
});

test('USER_TOPIC: the viewer chose to follow a topic', async () => {
  const act = () =>
    ok(
      w
        .as('othello')
        .post('/user_topics', { stream_id: channel('Denmark'), topic: 'ws followed', visibility_policy: 3 }),
    );
  expect(await firstEvent('othello', 'USER_TOPIC', act)).toMatchObject({
    channelId: channel('Denmark'),
    channel: { name: 'Denmark' },
    topic: 'ws followed',
    visibilityPolicy: 'FOLLOWED',
  });
});

test('REALM: a setting changed, with the organization as it is now', async () => {
  const act = () => ok(w.as('iago').patch('/realm', { description: 'Realtime **now**' }));
  expect(await firstEvent('othello', 'REALM', act)).toMatchObject({
    realmOp: 'UPDATE',
    changes: [{ property: 'description', value: 'Realtime **now**' }],
    realm: { description: 'Realtime **now**' },
  });
});

test.each([
  [
    'two settings changed together are UPDATE_DICT',
    () => ({ topics_policy: 'disable_empty_topic' }),
    'UPDATE_DICT',
    () => [
      { property: 'topics_policy', value: 'disable_empty_topic' },
      { property: 'mandatory_topics', value: true },
    ],
    () => ({ topics_policy: 'allow_empty_topic' }),
  ],
  [
    'a group setting alone is UPDATE (REST announces it as update_dict)',
    () => ({ can_resolve_topics_group: JSON.stringify({ new: w.groups['role:moderators'] }) }),
    'UPDATE',
    () => [{ property: 'can_resolve_topics_group', value: w.groups['role:moderators'] }],
    () => ({ can_resolve_topics_group: JSON.stringify({ new: w.groups['role:everyone'] }) }),
  ],
])('REALM: %s, each change by its Zulip name', async (_name, params, op, changes, restore) => {
  const act = () => ok(w.as('desdemona').patch('/realm', params()));
  expect(await firstEvent('othello', 'REALM', act)).toMatchObject({ realmOp: op, changes: changes() });
  await ok(w.as('desdemona').patch('/realm', restore()));
});

test('REALM_USER: a user added, and a user renamed', async () => {
  const add = () =>
    ok(
      w
        .as('desdemona')
        .post('/users', { email: 'ws-newbie@zulip.com', password: 'pw-ws-newbie-1', full_name: 'WS Newbie' }),
    );
  expect(await firstEvent('othello', 'REALM_USER', add)).toMatchObject({
    realmUserOp: 'ADD',
    user: { fullName: 'WS Newbie' },
    changes: [],
  });
  const rename = () => ok(w.as('iago').patch(`/users/${id('cordelia')}`, { full_name: 'Cordelia Lear' }));
  expect(await firstEvent('othello', 'REALM_USER', rename)).toMatchObject({
    realmUserOp: 'UPDATE',
    userId: id('cordelia'),
    user: { fullName: 'Cordelia Lear' },
    changes: [{ property: 'full_name', value: 'Cordelia Lear' }],
  });
});

test("REALM_BOT: the owner's bot renamed", async () => {
  const deps = w.ts.server.deps;
  const bot = await inTransaction(deps, (tx) =>
    insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: 'ws-bot@zulip.com',
      fullName: 'WS Bot',
      isBot: true,
      botOwnerId: id('othello'),
    }),
  );
  const act = () => ok(w.as('othello').patch(`/users/${bot.id}`, { full_name: 'WS Bot Two' }));
  expect(await firstEvent('othello', 'REALM_BOT', act)).toMatchObject({
    botOp: 'UPDATE',
    botId: bot.id,
    bot: { fullName: 'WS Bot Two' },
    changes: [{ property: 'full_name', value: 'WS Bot Two' }],
  });
});

test('REALM_USER_SETTINGS_DEFAULTS: a default for new users changed', async () => {
  const act = () => ok(w.as('iago').patch('/realm/user_settings_defaults', { twenty_four_hour_time: 'true' }));
  expect(await firstEvent('othello', 'REALM_USER_SETTINGS_DEFAULTS', act)).toMatchObject({
    change: { property: 'twenty_four_hour_time', value: true },
  });
});

test('REALM_EXPORT_CONSENT: administrators hear a user change their consent (reactivations: users-deactivate)', async () => {
  const act = () => ok(w.as('prospero').patch('/settings', { allow_private_data_export: true }));
  expect(await firstEvent('desdemona', 'REALM_EXPORT_CONSENT', act)).toMatchObject({
    userId: id('prospero'),
    consented: true,
    user: { fullName: 'Prospero from The Tempest' },
  });
});

test("USER_GROUP: a role change moves the user between the roles' groups", async () => {
  const act = () => ok(w.as('iago').patch(`/users/${id('aaron')}`, { role: 300 }));
  expect(await firstEvent('othello', 'USER_GROUP', act)).toMatchObject({
    groupOp: 'REMOVE_MEMBERS',
    group: { name: 'role:members' },
    userIds: [id('aaron')],
  });
});

test('USER_GROUP: a new group arrives whole; a deactivation as an update (GraphQL clients keep deactivated groups)', async () => {
  const created = await firstEvent('othello', 'USER_GROUP', () =>
    ok(w.as('hamlet').post('/user_groups/create', { name: 'typed fans', description: 'd', members: [id('cordelia')] })),
  );
  expect(created).toMatchObject({ groupOp: 'ADD', group: { name: 'typed fans' } });
  const groupId = (await ok(w.as('hamlet').get('/user_groups'))).user_groups as Array<{ id: number; name: string }>;
  const gid = groupId.find((g) => g.name === 'typed fans')?.id;
  const deactivated = await firstEvent('othello', 'USER_GROUP', () =>
    ok(w.as('hamlet').post(`/user_groups/${gid}/deactivate`)),
  );
  expect(deactivated).toMatchObject({ groupOp: 'UPDATE', groupChanges: [{ property: 'deactivated', value: true }] });
});

test('USER_STATUS and USER_SETTINGS: a status, and the away setting to its owner', async () => {
  expect(
    await firstEvent('othello', 'USER_STATUS', () =>
      ok(w.as('hamlet').post('/users/me/status', { status_text: 'Typed', emoji_name: 'car' })),
    ),
  ).toMatchObject({
    __typename: 'UserStatusEvent',
    userId: id('hamlet'),
    statusText: 'Typed',
    emoji: { name: 'car', code: '1f697', reactionType: 'UNICODE_EMOJI' },
    away: null,
  });
  expect(
    await firstEvent('hamlet', 'USER_SETTINGS', () => ok(w.as('hamlet').post('/users/me/status', { away: true }))),
  ).toMatchObject({
    __typename: 'UserSettingsEvent',
    change: { property: 'presence_enabled', value: false },
  });
});

test('USER_SETTINGS: a new default language comes with its name', async () => {
  expect(
    await firstEvent('hamlet', 'USER_SETTINGS', () =>
      ok(w.as('hamlet').patch('/settings', { default_language: 'de' })),
    ),
  ).toMatchObject({
    __typename: 'UserSettingsEvent',
    change: { property: 'default_language', value: 'de' },
    languageName: 'Deutsch',
  });
  await ok(w.as('hamlet').patch('/settings', { default_language: 'en' }));
});

test('SAVED_SNIPPETS: a new snippet reaches its owner', async () => {
  const event = await firstEvent('hamlet', 'SAVED_SNIPPETS', () =>
    ok(w.as('hamlet').post('/saved_snippets', { title: 'Typed', content: 'snippet' })),
  );
  expect(event).toMatchObject({
    __typename: 'SavedSnippetsEvent',
    snippetsOp: 'ADD',
    snippet: { title: 'Typed', content: 'snippet' },
  });
});

test('ALERT_WORDS: the owner hears the whole list', async () => {
  const event = await firstEvent('hamlet', 'ALERT_WORDS', () =>
    ok(w.as('hamlet').post('/users/me/alert_words', { alert_words: ['Denmark'] })),
  );
  expect(event).toMatchObject({ __typename: 'AlertWordsEvent', alertWords: ['Denmark'] });
});

test('MUTED_USERS: the muter hears the whole list', async () => {
  const event = await firstEvent('hamlet', 'MUTED_USERS', () =>
    ok(w.as('hamlet').post(`/users/me/muted_users/${id('iago')}`)),
  );
  expect(event).toMatchObject({ __typename: 'MutedUsersEvent', mutedUsers: [{ userId: id('iago') }] });
});

test('PRESENCE: a user seen for the first time', async () => {
  const event = await firstEvent('othello', 'PRESENCE', () =>
    ok(w.as('cordelia').post('/users/me/presence', { status: 'active' })),
  );
  expect(event).toMatchObject({
    __typename: 'PresenceEvent',
    userId: id('cordelia'),
    presence: { activeTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
  });
});

test('REALM_PLAYGROUNDS: the whole list after an administrator adds one', async () => {
  const params = { name: 'WS', pygments_language: 'Python', url_template: 'https://ws.example/{code}' };
  const event = await firstEvent('othello', 'REALM_PLAYGROUNDS', () =>
    ok(w.as('iago').post('/realm/playgrounds', params)),
  );
  expect(event).toMatchObject({
    __typename: 'RealmPlaygroundsEvent',
    playgrounds: [{ name: 'WS', pygmentsLanguage: 'Python', urlTemplate: 'https://ws.example/{code}' }],
  });
});

test('REALM_DOMAINS: a domain an owner adds', async () => {
  const params = { domain: 'WS.example', allow_subdomains: true };
  const event = await firstEvent('othello', 'REALM_DOMAINS', () =>
    ok(w.as('desdemona').post('/realm/domains', params)),
  );
  expect(event).toMatchObject({
    __typename: 'RealmDomainsEvent',
    domainsOp: 'ADD',
    domain: 'ws.example',
    realmDomain: { domain: 'ws.example', allowSubdomains: true },
  });
});

test('REALM_LINKIFIERS: the whole ordered list after an administrator adds one', async () => {
  const add = () =>
    ok(w.as('iago').post('/realm/filters', { pattern: 'WS-(?P<id>[0-9]+)', url_template: 'https://ws.example/{id}' }));
  const event = await firstEvent('othello', 'REALM_LINKIFIERS', add);
  expect(event).toMatchObject({
    __typename: 'RealmLinkifiersEvent',
    linkifiers: [{ pattern: 'WS-(?P<id>[0-9]+)', urlTemplate: 'https://ws.example/{id}' }],
  });
});
