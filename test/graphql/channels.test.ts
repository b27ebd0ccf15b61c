import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

let ts: TestServer;
let realm: DemoRealm;

const gql = (user: string | null, query: string, variables: Record<string, unknown> = {}) =>
  ts.client(user ? realm.users[user] : undefined).graphql(query, variables);

const SUBSCRIBE = `
  mutation ($input: SubscribeInput!) {
    subscribe(input: $input) {
      __typename
      ... on MutationSubscribeSuccess {
        data { subscribed { userId channelNames } alreadySubscribed { userId channelNames } unauthorized newSubscriptionMessagesSent }
      }
      ... on ZulipError { code msg status errorData: data }
    }
  }`;

const UNSUBSCRIBE = `
  mutation ($names: [String!]!, $ids: [Int!], $emails: [String!]) {
    unsubscribe(channelNames: $names, principalIds: $ids, principalEmails: $emails) {
      __typename
      ... on MutationUnsubscribeSuccess { data { removed notRemoved } }
      ... on ZulipError { code msg status }
    }
  }`;

beforeAll(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
});
afterAll(() => ts.close());
beforeEach(() => {
  ts.events.length = 0;
});

describe('queries', () => {
  test('channels with the same filters as GET /streams', async () => {
    const r = await gql('hamlet', '{ channels { id name inviteOnly subscriberCount canAdministerChannelGroup isDefault } }');
    expect(r.errors).toBeUndefined();
    const channels = r.data?.channels as Array<Record<string, unknown>>;
    expect(channels.map((c) => c.name)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona']);
    expect(channels[4]).toEqual({
      id: realm.channels.Verona,
      name: 'Verona',
      inviteOnly: false,
      subscriberCount: 9,
      canAdministerChannelGroup: { direct_members: [realm.users.desdemona.id], direct_subgroups: [] },
      isDefault: null,
    });
    const all = await gql('iago', '{ channels(includeAll: true, includeDefault: true) { name isDefault } }');
    expect((all.data?.channels as Array<{ name: string }>).map((c) => c.name)).toContain('core team');
    expect((all.data?.channels as Array<{ isDefault: boolean }>).every((c) => c.isDefault === false)).toBe(true);
    const guest = await gql('polonius', '{ channels { name } }');
    expect(guest.data?.channels).toEqual([{ name: 'Verona' }]);
  });

  test('channel(id) needs metadata access; errors keep Zulip codes', async () => {
    const ok = await gql('iago', 'query ($id: Int!) { channel(id: $id) { name inviteOnly historyPublicToSubscribers } }', {
      id: realm.channels['core team'],
    });
    expect(ok.data?.channel).toEqual({ name: 'core team', inviteOnly: true, historyPublicToSubscribers: false });
    const denied = await gql('hamlet', 'query ($id: Int!) { channel(id: $id) { name } }', { id: realm.channels['core team'] });
    expect(denied.data).toBeNull();
    expect(denied.errors?.[0]).toMatchObject({ message: 'Invalid channel ID', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  test('channelIdByName and channelSubscribers', async () => {
    const r = await gql(
      'hamlet',
      'query ($name: String!, $id: Int!) { channelIdByName(name: $name) channelSubscribers(channelId: $id) }',
      { name: 'scotland', id: realm.channels.Scotland },
    );
    expect(r.data?.channelIdByName).toBe(realm.channels.Scotland);
    const u = realm.users;
    expect(r.data?.channelSubscribers).toEqual([u.iago.id, u.hamlet.id, u.othello.id, u.prospero.id].sort((a, b) => a - b));
    const missing = await gql('hamlet', '{ channelIdByName(name: "nope") }');
    expect(missing.errors?.[0].message).toBe("Invalid channel name 'nope'");
  });

  test('subscriptions, with subscribers on request', async () => {
    const r = await gql('shiva', '{ subscriptions(includeSubscribers: true) { id name color isMuted pinToTop desktopNotifications subscribers } }');
    expect(r.data?.subscriptions).toEqual([
      {
        id: realm.channels['core team'],
        name: 'core team',
        color: '#76ce90',
        isMuted: false,
        pinToTop: false,
        desktopNotifications: null,
        subscribers: [realm.users.desdemona.id, realm.users.iago.id, realm.users.shiva.id].sort((a, b) => a - b),
      },
    ]);
    const plain = await gql('shiva', '{ subscriptions { name subscribers } }');
    expect(plain.data?.subscriptions).toEqual([{ name: 'core team', subscribers: null }]);
  });

  test('anonymous callers get the REST credential error', async () => {
    const r = await gql(null, '{ channels { name } }');
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('mutations', () => {
  test('subscribe creates a channel with the same rules and events as REST', async () => {
    const r = await gql('hamlet', SUBSCRIBE, {
      input: {
        subscriptions: [{ name: 'graphql made', description: 'via GraphQL', color: '#abcdef' }],
        inviteOnly: true,
        principalIds: [realm.users.hamlet.id, realm.users.cordelia.id],
        canSubscribeGroup: { direct_members: [realm.users.zoe.id], direct_subgroups: [] },
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.subscribe).toEqual({
      __typename: 'MutationSubscribeSuccess',
      data: {
        subscribed: [
          { userId: realm.users.hamlet.id, channelNames: ['graphql made'] },
          { userId: realm.users.cordelia.id, channelNames: ['graphql made'] },
        ],
        alreadySubscribed: [],
        unauthorized: null,
        newSubscriptionMessagesSent: true,
      },
    });
    expect(ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'stream/create',
      'stream/create',
      'subscription/add',
      'subscription/add',
      'subscription/peer_add',
    ]);
    // zoe holds can_subscribe_group, so she was told of the new private channel too.
    expect(ts.events[0].userIds).toContain(realm.users.zoe.id);
    const subs = await gql('hamlet', '{ subscriptions { name color inviteOnly canSubscribeGroup } }');
    expect((subs.data?.subscriptions as Array<{ name: string }>).find((s) => s.name === 'graphql made')).toEqual({
      name: 'graphql made',
      color: '#abcdef',
      inviteOnly: true,
      canSubscribeGroup: { direct_members: [realm.users.zoe.id], direct_subgroups: [] },
    });
  });

  test('subscribe failures come back as ZulipError', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['polonius', { subscriptions: [{ name: 'Verona' }] }, 'Not allowed for guest users', 'BAD_REQUEST'],
      ['cordelia', { subscriptions: [{ name: 'core team' }] }, 'Unable to access channel (core team).', 'BAD_REQUEST'],
      ['hamlet', { subscriptions: [{ name: ' ' }] }, "Channel name can't be empty.", 'BAD_REQUEST'],
      ['hamlet', { subscriptions: [{ name: 'x', color: 'blue' }] }, 'Invalid subscriptions[0]: Value error, add.color is not a valid hex color code', 'BAD_REQUEST'],
      ['hamlet', { subscriptions: [{ name: 'x' }], topicsPolicy: 'never' }, 'Invalid topics_policy', 'BAD_REQUEST'],
      ['hamlet', { subscriptions: [{ name: 'x' }], principalIds: [1], principalEmails: ['a'] }, 'Unsupported parameter combination: principalIds, principalEmails', 'BAD_REQUEST'],
      ['hamlet', { subscriptions: [{ name: 'x' }], principalEmails: ['ghost@zulip.com'] }, 'No such user', 'BAD_REQUEST'],
      ['iago', { subscriptions: [{ name: 'x' }], messageRetentionDays: 5 }, 'Must be an organization owner', 'UNAUTHORIZED_PRINCIPAL'],
      ['desdemona', { subscriptions: [{ name: 'x' }], messageRetentionDays: 'never' }, "Bad value for 'message_retention_days': never", 'REQUEST_VARIABLE_INVALID'],
      ['hamlet', { subscriptions: [{ name: 'x' }], canAddSubscribersGroup: 'x' }, 'can_add_subscribers_group["int"] is not an integer', 'BAD_REQUEST'],
    ];
    for (const [user, input, msg, code] of cases) {
      const r = await gql(user, SUBSCRIBE, { input });
      expect(r.errors).toBeUndefined();
      expect(r.data?.subscribe).toMatchObject({ __typename: 'ZulipError', msg, code, status: 400 });
    }
    expect(ts.events).toEqual([]);
  });

  test('unsubscribe, for oneself and, as an administrator, for others', async () => {
    const self = await gql('zoe', UNSUBSCRIBE, { names: ['Verona', 'Rome'] });
    expect(self.data?.unsubscribe).toEqual({
      __typename: 'MutationUnsubscribeSuccess',
      data: { removed: ['Verona'], notRemoved: ['Rome'] },
    });
    const denied = await gql('hamlet', UNSUBSCRIBE, { names: ['Verona'], ids: [realm.users.aaron.id] });
    expect(denied.data?.unsubscribe).toEqual({ __typename: 'ZulipError', code: 'BAD_REQUEST', msg: 'Insufficient permission', status: 400 });
    const admin = await gql('iago', UNSUBSCRIBE, { names: ['Verona'], emails: ['aaron@zulip.com'] });
    expect(admin.data?.unsubscribe).toMatchObject({ data: { removed: ['Verona'], notRemoved: [] } });
    const missing = await gql('iago', UNSUBSCRIBE, { names: ['nowhere'] });
    expect(missing.data?.unsubscribe).toMatchObject({ __typename: 'ZulipError', msg: 'Channel(s) (nowhere) do not exist' });
  });
});
