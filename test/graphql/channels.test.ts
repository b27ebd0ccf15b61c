import { countStatements } from '../support/count-statements.ts';
import { useWorld } from '../support/world.ts';

const gql = (user: string | null, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(user ? w.realm.users[user] : undefined).graphql(query, variables);

const SUBSCRIBE = `
  mutation ($input: SubscribeInput!) {
    subscribe(input: $input) {
      __typename
      ... on SubscribePayload {
        subscribed { user { userId } channels { name } }
        alreadySubscribed { user { userId } channels { name } }
        unauthorizedChannelNames
        newSubscriptionMessagesSent
      }
      ... on Error { code message }
    }
  }`;

const UNSUBSCRIBE = `
  mutation ($names: [String!]!, $ids: [Int!], $emails: [EmailAddress!]) {
    unsubscribe(input: { channelNames: $names, principalIds: $ids, principalEmails: $emails }) {
      __typename
      ... on UnsubscribePayload { removed { name } notRemoved { name } }
      ... on Error { code message }
    }
  }`;

const globalId = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64');

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});

describe('queries', () => {
  test('channels with the same filters as GET /streams', async () => {
    const r = await gql(
      'hamlet',
      '{ channels { id channelId name inviteOnly subscriberCount topicsPolicy canAdministerChannelGroup { __typename ... on AnonymousGroup { directMembers { userId } directSubgroups { groupId } } } isDefault } }',
    );
    expect(r.errors).toBeUndefined();
    const channels = r.data?.channels as Array<Record<string, unknown>>;
    expect(channels.map((c) => c.name)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona']);
    expect(channels[4]).toEqual({
      id: globalId('Channel', w.realm.channels.Verona),
      channelId: w.realm.channels.Verona,
      name: 'Verona',
      inviteOnly: false,
      subscriberCount: 9,
      topicsPolicy: 'INHERIT',
      canAdministerChannelGroup: {
        __typename: 'AnonymousGroup',
        directMembers: [{ userId: w.realm.users.desdemona.id }],
        directSubgroups: [],
      },
      isDefault: false,
    });
    const all = await gql(
      'iago',
      '{ channels(filter: { includeAll: true, includeDefault: true }) { name isDefault } }',
    );
    expect((all.data?.channels as Array<{ name: string }>).map((c) => c.name)).toContain('core team');
    expect((all.data?.channels as Array<{ isDefault: boolean }>).every((c) => c.isDefault === false)).toBe(true);
    const guest = await gql('polonius', '{ channels { name } }');
    expect(guest.data?.channels).toEqual([{ name: 'Verona' }]);
  });

  test('channel(id) needs metadata access; errors keep Zulip codes', async () => {
    const ok = await gql(
      'iago',
      'query ($id: Int!) { channel(channelId: $id) { name inviteOnly historyPublicToSubscribers } }',
      {
        id: w.realm.channels['core team'],
      },
    );
    expect(ok.data?.channel).toEqual({ name: 'core team', inviteOnly: true, historyPublicToSubscribers: false });
    const denied = await gql('hamlet', 'query ($id: Int!) { channel(channelId: $id) { name } me { fullName } }', {
      id: w.realm.channels['core team'],
    });
    expect(denied.data).toEqual({ channel: null, me: { fullName: 'King Hamlet' } });
    expect(denied.errors?.[0]).toMatchObject({
      message: 'Invalid channel ID',
      path: ['channel'],
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  test("channelByName and a channel's subscribers, as GET /get_stream_id and GET /streams/{id}/members", async () => {
    const r = await gql(
      'hamlet',
      'query ($name: String!) { channelByName(name: $name) { channelId subscribers { userId } } }',
      { name: 'scotland' },
    );
    const rest = await w.as('hamlet').get(`/streams/${w.realm.channels.Scotland}/members`);
    expect(r.data?.channelByName).toEqual({
      channelId: w.realm.channels.Scotland,
      subscribers: (rest.body.subscribers as number[]).map((userId) => ({ userId })),
    });
    const missing = await gql('hamlet', '{ channelByName(name: "nope") { name } }');
    const restMissing = await w.as('hamlet').get('/get_stream_id', { stream: 'nope' });
    expect(missing.errors?.[0]).toMatchObject({
      message: restMissing.body.msg,
      extensions: { code: restMissing.body.code },
    });
  });

  test('node(id) finds a channel the viewer may see, and nothing else', async () => {
    const q = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Channel { channelId name } } }';
    const ids = [
      globalId('Channel', w.realm.channels.Denmark),
      globalId('Channel', w.realm.channels['core team']),
      globalId('Channel', 999_999),
    ];
    expect((await gql('hamlet', q, { ids })).data?.nodes).toEqual([
      { __typename: 'Channel', channelId: w.realm.channels.Denmark, name: 'Denmark' },
      null,
      null,
    ]);
    expect((await gql('iago', q, { ids })).data?.nodes).toEqual([
      { __typename: 'Channel', channelId: w.realm.channels.Denmark, name: 'Denmark' },
      { __typename: 'Channel', channelId: w.realm.channels['core team'], name: 'core team' },
      null,
    ]);
  });

  test('subscriptions link to their channel and its subscribers', async () => {
    const r = await gql(
      'shiva',
      '{ subscriptions { color isMuted pinToTop desktopNotifications channel { channelId name subscribers { userId } } } }',
    );
    expect(r.data?.subscriptions).toEqual([
      {
        color: '#76ce90',
        isMuted: false,
        pinToTop: false,
        desktopNotifications: null,
        channel: {
          channelId: w.realm.channels['core team'],
          name: 'core team',
          subscribers: [w.realm.users.desdemona.id, w.realm.users.iago.id, w.realm.users.shiva.id]
            .sort((a, b) => a - b)
            .map((userId) => ({ userId })),
        },
      },
    ]);
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
        channels: [{ name: 'graphql made', description: 'via GraphQL', color: '#abcdef' }],
        inviteOnly: true,
        principalIds: [w.realm.users.hamlet.id, w.realm.users.cordelia.id],
        canSubscribeGroup: { directMemberIds: [w.realm.users.zoe.id], directSubgroupIds: [] },
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.subscribe).toEqual({
      __typename: 'SubscribePayload',
      subscribed: [
        { user: { userId: w.realm.users.hamlet.id }, channels: [{ name: 'graphql made' }] },
        { user: { userId: w.realm.users.cordelia.id }, channels: [{ name: 'graphql made' }] },
      ],
      alreadySubscribed: [],
      unauthorizedChannelNames: [],
      newSubscriptionMessagesSent: true,
    });
    expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'stream/create',
      'stream/create',
      'subscription/add',
      'subscription/add',
      'subscription/peer_add',
      // The channel's first message: read for Hamlet, who created it, unread for Cordelia.
      'message/undefined',
      'message/undefined',
    ]);
    // zoe holds can_subscribe_group, so she was told of the new private channel too.
    expect(w.ts.events[0].userIds).toContain(w.realm.users.zoe.id);
    const subs = await gql(
      'hamlet',
      '{ subscriptions { color channel { name inviteOnly canSubscribeGroup { ... on AnonymousGroup { directMemberIds directSubgroupIds } } } } }',
    );
    expect(
      (subs.data?.subscriptions as Array<{ channel: { name: string } }>).find((s) => s.channel.name === 'graphql made'),
    ).toEqual({
      color: '#abcdef',
      channel: {
        name: 'graphql made',
        inviteOnly: true,
        canSubscribeGroup: { directMemberIds: [w.realm.users.zoe.id], directSubgroupIds: [] },
      },
    });
  });

  // The same bad input through both transports: the same code (and REST's exact message).
  test.each([
    ['polonius', { channels: [{ name: 'Verona' }] }, { subscriptions: [{ name: 'Verona' }] }],
    ['cordelia', { channels: [{ name: 'core team' }] }, { subscriptions: [{ name: 'core team' }] }],
    ['hamlet', { channels: [{ name: ' ' }] }, { subscriptions: [{ name: ' ' }] }],
    [
      'hamlet',
      { channels: [{ name: 'x' }], principalEmails: ['ghost@zulip.com'] },
      { subscriptions: [{ name: 'x' }], principals: ['ghost@zulip.com'] },
    ],
    [
      'iago',
      { channels: [{ name: 'x' }], messageRetentionDays: 5 },
      { subscriptions: [{ name: 'x' }], message_retention_days: 5 },
    ],
    [
      'desdemona',
      { channels: [{ name: 'x' }], messageRetentionDays: 0 },
      { subscriptions: [{ name: 'x' }], message_retention_days: 0 },
    ],
  ])('subscribe refused for %s: %j — as REST refuses %j', async (user, input, rest) => {
    const r = await gql(user, SUBSCRIBE, { input });
    const expected = await w.as(user).post('/users/me/subscriptions', rest);
    expect(expected.body.result).toBe('error');
    // The same code and message as REST; the error's type says what kind of refusal it is (mutation-errors.test.ts).
    expect(r.data?.subscribe).toEqual({
      __typename: expect.stringMatching(/Error$/),
      code: expected.body.code,
      message: expected.body.msg,
    });
    expect(w.ts.events).toEqual([]);
  });

  test('a bad color or a long description: REST’s rule and words, naming the GraphQL input field', async () => {
    const query = `mutation ($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on Error { code message argument } } }`;
    const cases: Array<[Array<Record<string, string>>, string, string]> = [
      [
        [{ name: 'x' }, { name: 'y', color: 'blue' }],
        'Invalid channels[1]: Value error, add.color is not a valid hex color code',
        'channels[1]',
      ],
      [
        [{ name: 'x', color: 'blue', description: 'd'.repeat(1025) }],
        'channels[0].description is too long (limit: 1024 characters)',
        'channels[0].description',
      ],
    ];
    for (const [channels, message, argument] of cases) {
      const r = await gql('hamlet', query, { input: { channels } });
      expect(r.data?.subscribe).toEqual({ __typename: 'ValidationError', code: 'BAD_REQUEST', message, argument });
      const rest = await w.as('hamlet').post('/users/me/subscriptions', { subscriptions: channels });
      expect(rest.body.msg).toBe(
        message.replace(/^(Invalid )?channels/, '$1subscriptions').replace('.description', '["description"]'),
      );
    }
    expect(w.ts.events).toEqual([]);
  });

  test('subscribe with both principal lists is refused', async () => {
    const r = await gql('hamlet', SUBSCRIBE, {
      input: { channels: [{ name: 'x' }], principalIds: [1], principalEmails: ['a@example.com'] },
    });
    expect(r.data?.subscribe).toEqual({
      __typename: 'ZulipError',
      code: 'BAD_REQUEST',
      message: 'Unsupported parameter combination: principalIds, principalEmails',
    });
  });

  test('unsubscribe, for oneself and, as an administrator, for others', async () => {
    const self = await gql('zoe', UNSUBSCRIBE, { names: ['Verona', 'Rome'] });
    expect(self.data?.unsubscribe).toEqual({
      __typename: 'UnsubscribePayload',
      removed: [{ name: 'Verona' }],
      notRemoved: [{ name: 'Rome' }],
    });
    const denied = await gql('hamlet', UNSUBSCRIBE, { names: ['Verona'], ids: [w.realm.users.aaron.id] });
    expect(denied.data?.unsubscribe).toEqual({
      __typename: 'PermissionDeniedError',
      code: 'BAD_REQUEST',
      message: 'Insufficient permission',
    });
    const admin = await gql('iago', UNSUBSCRIBE, { names: ['Verona'], emails: ['aaron@zulip.com'] });
    expect(admin.data?.unsubscribe).toEqual({
      __typename: 'UnsubscribePayload',
      removed: [{ name: 'Verona' }],
      notRemoved: [],
    });
    const missing = await gql('iago', UNSUBSCRIBE, { names: ['nowhere'] });
    expect(missing.data?.unsubscribe).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Channel(s) (nowhere) do not exist',
    });
  });
});

describe('statement counts', () => {
  const CHANNELS = `{
    channels(filter: { includeAll: true }) { name subscriberCount subscribers { userId } creator { userId } canSendMessageGroup { __typename } isDefault }
    subscriptions { color isMuted channel { name subscriberCount subscribers { userId } canAddSubscribersGroup { __typename } } }
  }`;
  const cost = async () => {
    const c = countStatements(w.ts.server.deps.db);
    try {
      const r = await gql('iago', CHANNELS);
      expect(r.errors).toBeUndefined();
      return {
        count: c.statements.length,
        channels: (r.data?.channels as unknown[]).length,
        subs: (r.data?.subscriptions as unknown[]).length,
      };
    } finally {
      c.restore();
    }
  };

  it('listing channels and subscriptions with counts, subscribers and settings costs the same statements for 20 more channels', async () => {
    const before = await cost();
    const names = Array.from({ length: 20 }, (_, i) => ({ name: `count guard ${i}` }));
    const r = await gql('iago', SUBSCRIBE, { input: { channels: names } });
    expect(r.data?.subscribe.__typename).toBe('SubscribePayload');
    const after = await cost();
    expect(after.channels).toBe(before.channels + 20);
    expect(after.subs).toBe(before.subs + 20);
    expect(after.count).toBe(before.count);
  });
});
