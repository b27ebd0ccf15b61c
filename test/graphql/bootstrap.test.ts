import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';
import { isoOfSeconds } from '../support/times.ts';

/** `bootstrap` gives a UI, in one query, what POST /register gives REST clients. */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;

const BOOTSTRAP = `{
  bootstrap {
    maxMessageId
    starredMessageIds
    unread {
      count
      mentionedMessageIds
      oldUnreadsMissing
      topics { channelId topic messageIds count channel { name } }
      directConversations { userIds messageIds count }
    }
    userTopics { channelId topic visibilityPolicy lastUpdated }
    recentDirectConversations { userIds maxMessageId }
    me { userId fullName email }
    realm { realmId name description }
    subscriptions { channel { channelId name } color isMuted pinToTop }
    users { userId isActive }
    groups { groupId name deactivated }
  }
}`;

type Dict = Record<string, unknown>;
const byId = (a: { userId: number }, b: { userId: number }) => a.userId - b.userId;
const POLICY = ['INHERIT', 'MUTED', 'UNMUTED', 'FOLLOWED'];

beforeAll(async () => {
  const { channels } = w.realm;
  const send = (from: string, params: Record<string, string>) => w.send(from, params);
  await send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'plans',
    content: 'hello @**Othello, the Moor of Venice**',
  });
  await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'Plans', content: 'same topic' });
  await send('hamlet', { type: 'stream', to: 'Denmark', topic: '', content: 'general chat' });
  await send('hamlet', { type: 'stream', to: 'Scotland', topic: 'muted one', content: '@**all** muted' });
  await send('cordelia', { type: 'direct', to: JSON.stringify([id('othello')]), content: 'one to one' });
  await send('cordelia', { type: 'direct', to: JSON.stringify([id('othello'), id('hamlet')]), content: 'group' });
  const starred = await send('othello', { type: 'stream', to: 'Denmark', topic: 'mine', content: 'star me' });
  await send('othello', { type: 'direct', to: JSON.stringify([id('othello')]), content: 'note to self' });
  const othello = w.as('othello');
  await othello.post('/messages/flags', { messages: JSON.stringify([starred]), op: 'add', flag: 'starred' });
  await othello.post('/user_topics', { stream_id: channels.Scotland, topic: 'muted one', visibility_policy: 1 });
  await othello.post('/user_topics', { stream_id: channels.Denmark, topic: 'plans', visibility_policy: 3 });
});

test('bootstrap equals the corresponding parts of POST /register for the same user', async () => {
  const [gql, rest] = await Promise.all([
    w.as('othello').graphql(BOOTSTRAP),
    w.as('othello').post('/register', {
      client_capabilities: JSON.stringify({
        notification_settings_null: true,
        empty_topic_name: true,
        user_settings_object: true,
        include_deactivated_groups: true,
      }),
    }),
  ]);
  expect(gql.errors).toBeUndefined();
  const b = gql.data?.bootstrap as Dict;
  const r = rest.body as Dict;
  const unread = r.unread_msgs as {
    count: number;
    mentions: number[];
    old_unreads_missing: boolean;
    streams: Array<{ stream_id: number; topic: string; unread_message_ids: number[] }>;
    pms: Array<{ other_user_id: number; unread_message_ids: number[] }>;
    huddles: Array<{ user_ids_string: string; unread_message_ids: number[] }>;
  };
  expect(b.maxMessageId).toBe(r.max_message_id);
  expect(b.starredMessageIds).toEqual(r.starred_messages);
  expect(b.unread).toEqual({
    count: unread.count,
    mentionedMessageIds: unread.mentions,
    oldUnreadsMissing: unread.old_unreads_missing,
    topics: unread.streams.map((s) => ({
      channelId: s.stream_id,
      topic: s.topic,
      messageIds: s.unread_message_ids,
      count: s.unread_message_ids.length,
      channel: { name: Object.entries(w.realm.channels).find(([, cid]) => cid === s.stream_id)?.[0] },
    })),
    directConversations: [
      ...unread.pms.map((p) => ({
        userIds: [p.other_user_id],
        messageIds: p.unread_message_ids,
        count: p.unread_message_ids.length,
      })),
      ...unread.huddles.map((h) => ({
        userIds: h.user_ids_string.split(',').map(Number),
        messageIds: h.unread_message_ids,
        count: h.unread_message_ids.length,
      })),
    ],
  });
  expect(b.userTopics).toEqual(
    (r.user_topics as Dict[]).map((t) => ({
      channelId: t.stream_id,
      topic: t.topic_name,
      visibilityPolicy: POLICY[t.visibility_policy as number],
      lastUpdated: isoOfSeconds(t.last_updated as number),
    })),
  );
  expect(b.recentDirectConversations).toEqual(
    (r.recent_private_conversations as Dict[]).map((c) => ({ userIds: c.user_ids, maxMessageId: c.max_message_id })),
  );
  expect(b.me).toEqual({ userId: r.user_id, fullName: r.full_name, email: r.email });
  expect(b.realm).toMatchObject({ name: r.realm_name, description: r.realm_description });
  expect(b.subscriptions).toEqual(
    (r.subscriptions as Dict[]).map((s) => ({
      channel: { channelId: s.stream_id, name: s.name },
      color: s.color,
      isMuted: s.is_muted,
      pinToTop: s.pin_to_top,
    })),
  );
  const restUsers = [
    ...(r.realm_users as Dict[]).map((u) => ({ userId: u.user_id as number, isActive: true })),
    ...(r.realm_non_active_users as Dict[]).map((u) => ({ userId: u.user_id as number, isActive: false })),
  ];
  expect([...(b.users as Array<{ userId: number }>)].sort(byId)).toEqual(restUsers.sort(byId));
  expect(b.groups).toEqual(
    (r.realm_user_groups as Dict[]).map((g) => ({ groupId: g.id, name: g.name, deactivated: g.deactivated })),
  );

  // The state is not trivially empty: each part has something to compare.
  expect(unread.streams.length).toBeGreaterThan(1);
  expect(unread.pms.length * unread.huddles.length * unread.mentions.length).toBeGreaterThan(0);
  expect((b.userTopics as Dict[]).map((t) => t.visibilityPolicy)).toEqual(
    expect.arrayContaining(['MUTED', 'FOLLOWED']),
  );
  expect((r.starred_messages as unknown[]).length).toBe(1);
  expect((r.recent_private_conversations as Dict[]).some((c) => (c.user_ids as number[]).length === 0)).toBe(true);
});

test('only the selected parts are read; eventsCursor is taken before the state, so nothing after it is missed', async () => {
  const r = await w.as('othello').graphql('{ bootstrap { eventsCursor unread { count } } }');
  const sent = await w.send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'later',
    content: 'after the bootstrap',
  });
  const s = ws.subscribe(
    ws.connect('othello'),
    'subscription ($after: String) { events(after: $after, types: [MESSAGE]) { ... on MessageEvent { messageId } } }',
    {
      after: r.data?.bootstrap.eventsCursor,
    },
  );
  expect(payload(await s.next())).toEqual({ messageId: sent });
  s.dispose();
});

test('logged out, bootstrap is refused as REST refuses POST /register', async () => {
  const r = await w.ts.client().graphql('{ bootstrap { maxMessageId } }');
  expect(r.data?.bootstrap ?? null).toBeNull();
  expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
});

test("drafts, saved snippets and users' statuses, as register gives them", async () => {
  expect(
    (await w.as('othello').post('/drafts', { drafts: [{ type: '', to: [], topic: '', content: 'half a thought' }] }))
      .status,
  ).toBe(200);
  expect((await w.as('othello').post('/saved_snippets', { title: 'Sign-off', content: 'Yours, O.' })).status).toBe(200);
  expect((await w.as('cordelia').post('/users/me/status', { status_text: 'Reading', emoji_name: 'book' })).status).toBe(
    200,
  );
  const r = await w.as('othello').graphql(`{ bootstrap {
    drafts { content type } savedSnippets { title content } users { userId status { statusText emojiName } } } }`);
  expect(r.errors).toBeUndefined();
  const boot = r.data?.bootstrap as {
    drafts: unknown;
    savedSnippets: unknown;
    users: Array<{ userId: number; status: unknown }>;
  };
  expect(boot.drafts).toEqual([{ content: 'half a thought', type: 'UNADDRESSED' }]);
  expect(boot.savedSnippets).toEqual([{ title: 'Sign-off', content: 'Yours, O.' }]);
  expect(boot.users.find((u) => u.userId === id('cordelia'))?.status).toEqual({
    statusText: 'Reading',
    emojiName: 'book',
  });
  expect(boot.users.find((u) => u.userId === id('hamlet'))?.status).toEqual({ statusText: '', emojiName: null });
});
