import { entityMakers } from '../support/entities.ts';
import { useWorld } from '../support/world.ts';

/** Global object identification: `node(id:)` and `nodes(ids:)` find what the viewer may see, and nothing else. */
const w = useWorld();

const globalId = (type: string, id: number | string): string => Buffer.from(`${type}:${id}`).toString('base64');

const NODE = `query ($id: ID!) { node(id: $id) { __typename id } }`;
const nodeAs = async (user: string, id: string) => {
  const r = await w.as(user).graphql(NODE, { id });
  expect(r.errors).toBeUndefined();
  return r.data?.node as { __typename: string; id: string } | null;
};

/** The `id` a list query gives the owner for the object it makes. */
async function listedId(user: string, query: string, pick: (data: Record<string, any>) => { id: string }) {
  const r = await w.as(user).graphql(query);
  expect(r.errors).toBeUndefined();
  return pick(r.data as Record<string, any>).id;
}

/*
 * Each type with an identity: how its owner (or any member) makes one and finds it listed, and someone who may
 * not see it (another user for one's own things, a user outside a private channel for its topics and messages).
 */
const made = entityMakers(w);
const byOwner = (make: () => Promise<{ id: string }>) => async () => (await make()).id;
const cases: Array<{ type: string; owner: string; outsider: string | null; make: () => Promise<string> }> = [
  { type: 'Draft', owner: 'hamlet', outsider: 'othello', make: byOwner(made.Draft) },
  { type: 'ScheduledMessage', owner: 'hamlet', outsider: 'othello', make: byOwner(made.ScheduledMessage) },
  { type: 'Reminder', owner: 'hamlet', outsider: 'othello', make: byOwner(made.Reminder) },
  { type: 'SavedSnippet', owner: 'hamlet', outsider: 'othello', make: byOwner(made.SavedSnippet) },
  { type: 'Attachment', owner: 'hamlet', outsider: 'othello', make: byOwner(made.Attachment) },
  { type: 'Bot', owner: 'hamlet', outsider: 'othello', make: byOwner(made.Bot) },
  { type: 'Linkifier', owner: 'hamlet', outsider: null, make: byOwner(made.Linkifier) },
  { type: 'Invitation', owner: 'iago', outsider: 'hamlet', make: byOwner(made.Invitation) },
  { type: 'PushDevice', owner: 'hamlet', outsider: 'othello', make: byOwner(made.PushDevice) },
  { type: 'RealmPlayground', owner: 'hamlet', outsider: null, make: byOwner(made.RealmPlayground) },
  { type: 'CustomProfileField', owner: 'hamlet', outsider: null, make: byOwner(made.CustomProfileField) },
  { type: 'RealmEmoji', owner: 'hamlet', outsider: null, make: byOwner(made.RealmEmoji) },
  { type: 'DefaultChannelGroup', owner: 'iago', outsider: null, make: byOwner(made.DefaultChannelGroup) },
  {
    type: 'ChannelSubscription',
    owner: 'hamlet',
    outsider: 'othello',
    make: async () => {
      const id = await listedId('hamlet', '{ subscriptions { id } }', (d) => d.subscriptions[0]);
      const viaChannel = await w.as('hamlet').graphql('{ subscriptions { channel { viewerSubscription { id } } } }');
      expect(viaChannel.data?.subscriptions[0].channel.viewerSubscription.id).toBe(id);
      return id;
    },
  },
  {
    type: 'UserTopic',
    owner: 'hamlet',
    outsider: 'othello',
    make: async () => {
      const muted = { stream_id: w.realm.channels.Denmark, topic: 'Node: muted', visibility_policy: 1 };
      expect((await w.as('hamlet').post('/user_topics', muted)).status).toBe(200);
      return listedId('hamlet', '{ bootstrap { userTopics { id topic } } }', (d) =>
        d.bootstrap.userTopics.find((t: { topic: string }) => t.topic === 'Node: muted'),
      );
    },
  },
  {
    type: 'Topic',
    owner: 'hamlet',
    outsider: 'othello',
    make: async () => {
      const secret = await w.createChannel('iago', 'node secret', { inviteOnly: true, members: ['hamlet'] });
      await w.sendToChannel('hamlet', secret, 'plans: 2');
      return listedId('hamlet', `{ topics(channelId: ${secret}) { id name } }`, (d) => d.topics[0]);
    },
  },
  {
    type: 'Submessage',
    owner: 'hamlet',
    outsider: 'othello',
    make: async () => {
      const poll = await w.sendDirect('hamlet', ['iago'], '/poll Lunch?\npizza');
      return listedId(
        'hamlet',
        `{ message(messageId: ${poll}) { submessages { id } } }`,
        (d) => d.message.submessages[0],
      );
    },
  },
  {
    type: 'Realm',
    owner: 'hamlet',
    outsider: null,
    make: () => listedId('hamlet', '{ realm { id } }', (d) => d.realm),
  },
];

test.each(cases)(
  'a $type by its global id: found by its owner, null for others',
  async ({ type, owner, outsider, make }) => {
    const id = await make();
    expect(await nodeAs(owner, id)).toEqual({ __typename: type, id });
    if (outsider !== null) expect(await nodeAs(outsider, id)).toBeNull();
    // Logged out, none of these is found.
    const anonymous = await w.ts.client().graphql(NODE, { id });
    expect(anonymous.data?.node ?? null).toBeNull();
  },
);

test('nodes(ids:) loads mixed types in order; a guest gets null for a channel and topics outside their reach', async () => {
  const secret = await w.createChannel('iago', 'node guest', { inviteOnly: true });
  await w.sendToChannel('iago', secret, 'hidden');
  const [topic] = (await w.as('iago').graphql(`{ topics(channelId: ${secret}) { id } }`)).data?.topics as Array<{
    id: string;
  }>;
  const realm = (await w.as('iago').graphql('{ realm { id } }')).data?.realm.id as string;
  const ids = [realm, globalId('Channel', secret), topic.id, globalId('Topic', `${secret}:no such topic`)];
  const asIago = await w.as('iago').graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids });
  expect(asIago.data?.nodes).toEqual([
    { __typename: 'Realm' },
    { __typename: 'Channel' },
    { __typename: 'Topic' },
    null,
  ]);
  const asGuest = await w.as('polonius').graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids });
  expect(asGuest.data?.nodes).toEqual([{ __typename: 'Realm' }, null, null, null]);
});

test('a user group by its global id; unknown and foreign ids are null', async () => {
  const group = await w
    .prisma()
    .userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:members' } });
  const foreign = await w.prisma().realm.create({ data: { name: 'Other', stringId: 'other', settings: {} } });
  const foreignGroup = await w.prisma().userGroup.create({ data: { realmId: foreign.id, name: 'elsewhere' } });
  const foreignLinkifier = await w.prisma().realmFilter.create({
    data: { realmId: foreign.id, pattern: 'x(?P<id>[0-9]+)', urlTemplate: 'https://x.example.com/{id}', order: 0 },
  });
  const r = await w
    .as('hamlet')
    .graphql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on UserGroup { groupId name isSystemGroup } } }',
      {
        ids: [
          globalId('UserGroup', group.id),
          globalId('UserGroup', 999_999),
          globalId('UserGroup', foreignGroup.id),
          globalId('Realm', foreign.id),
          globalId('Linkifier', foreignLinkifier.id),
        ],
      },
    );
  expect(r.errors).toBeUndefined();
  expect(r.data?.nodes).toEqual([
    {
      __typename: 'UserGroup',
      id: globalId('UserGroup', group.id),
      groupId: group.id,
      name: 'role:members',
      isSystemGroup: true,
    },
    null,
    null,
    null,
    null,
  ]);
});
