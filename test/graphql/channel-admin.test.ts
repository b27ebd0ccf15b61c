import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Channel administration over GraphQL: the same rules, codes and messages as REST. */
const w = useWorld();
const ws = useWsClients(w);

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.realm.users[user]).graphql(query, variables);

const UPDATE = `mutation ($input: UpdateChannelInput!) {
  updateChannel(input: $input) {
    __typename
    ... on UpdateChannelPayload { channel { channelId name description inviteOnly historyPublicToSubscribers topicsPolicy isDefault } }
    ... on Error { code message }
  }
}`;
const ARCHIVE = `mutation ($id: Int!) { archiveChannel(input: { channelId: $id }) { __typename ... on ArchiveChannelPayload { channel { channelId isArchived } } ... on Error { code message } } }`;
const ADD_DEFAULT = `mutation ($id: Int!) { addDefaultChannel(input: { channelId: $id }) { __typename ... on AddDefaultChannelPayload { channel { channelId isDefault } } ... on Error { code message } } }`;
const REMOVE_DEFAULT = `mutation ($id: Int!) { removeDefaultChannel(input: { channelId: $id }) { __typename ... on RemoveDefaultChannelPayload { channel { channelId isDefault } } ... on Error { code message } } }`;
const SETTINGS = `mutation ($input: UpdateSubscriptionSettingsInput!) {
  updateSubscriptionSettings(input: $input) { __typename ... on SubscriptionSettingsPayload { channels { channelId } } ... on Error { code message } }
}`;

let counter = 0;
async function channel(by = 'iago'): Promise<number> {
  const name = `gql admin ${++counter}`;
  await w.as(by).post('/users/me/subscriptions', { subscriptions: [{ name }] } as unknown as Record<string, string>);
  const id = (await w.as(by).get('/get_stream_id', { stream: name })).body.stream_id as number;
  w.ts.events.length = 0;
  return id;
}

const restError = (r: { body: Record<string, unknown> }) => ({ code: r.body.code, message: r.body.msg });

describe('parity with REST: the same code and message', () => {
  test.each([
    ['a member who does not administer it', 'othello', { description: 'x' }, { description: 'x' }],
    ['a rename to a taken name', 'iago', { newName: 'Denmark' }, { new_name: 'Denmark' }],
    ['a rename to the same name', 'iago', { newName: 'SAME' }, { new_name: 'SAME' }],
    [
      'private and web-public',
      'iago',
      { isPrivate: true, isWebPublic: true },
      { is_private: true, is_web_public: true },
    ],
    ['retention by an administrator', 'iago', { messageRetentionDays: 5 }, { message_retention_days: 5 }],
    ['unarchiving an active channel', 'iago', { unarchive: true }, { is_archived: false }],
    [
      'a stale old value',
      'iago',
      { canSendMessageGroup: { new: { groupId: 1 }, old: { groupId: 99999 } } },
      { can_send_message_group: { new: 1, old: 99999 } },
    ],
  ])('%s', async (_label, user, input, params) => {
    const id = await channel();
    const rename = (v: unknown) => (v === 'SAME' ? `gql admin ${counter}` : v);
    const gqlInput = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, rename(v)]));
    const restParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, rename(v)]));
    const rest = await w.as(user).patch(`/streams/${id}`, restParams as Record<string, string>);
    expect(rest.status).toBe(400);
    const r = await gql(user, UPDATE, { input: { channelId: id, ...gqlInput } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateChannel).toMatchObject(restError(rest));
  });

  test('archiving twice; default-channel errors', async () => {
    const id = await channel();
    expect((await gql('othello', ARCHIVE, { id })).data?.archiveChannel).toEqual({
      __typename: 'PermissionDeniedError',
      code: 'CANNOT_ADMINISTER_CHANNEL',
      message: 'You do not have permission to administer this channel.',
    });
    expect((await gql('iago', ARCHIVE, { id })).data?.archiveChannel).toEqual({
      __typename: 'ArchiveChannelPayload',
      channel: { channelId: id, isArchived: true },
    });
    const rest = await w.as('iago').delete(`/streams/${id}`);
    expect((await gql('iago', ARCHIVE, { id })).data?.archiveChannel).toMatchObject(restError(rest));
    const privateDefault = await w.as('iago').post('/default_streams', { stream_id: w.realm.channels['core team'] });
    expect(
      (await gql('iago', ADD_DEFAULT, { id: w.realm.channels['core team'] })).data?.addDefaultChannel,
    ).toMatchObject(restError(privateDefault));
    const byMember = await w.as('hamlet').post('/default_streams', { stream_id: w.realm.channels.Rome });
    expect((await gql('hamlet', ADD_DEFAULT, { id: w.realm.channels.Rome })).data?.addDefaultChannel).toMatchObject(
      restError(byMember),
    );
  });

  test('archiving the channel an organization setting names resets the setting, as over REST', async () => {
    const id = await channel();
    const { data } = await gql('iago', '{ channel(channelId: ' + String(id) + ') { id } }');
    const globalId = (data?.channel as { id: string }).id;
    const set = await gql(
      'iago',
      `mutation ($id: ID!) { updateRealm(input: { newChannelAnnouncementsChannel: $id, zulipUpdateAnnouncementsChannel: $id }) { __typename } }`,
      { id: globalId },
    );
    expect(set.data?.updateRealm).toEqual({ __typename: 'UpdateRealmPayload' });
    const READ = `{ realm { settings { newStreamAnnouncementsStreamId zulipUpdateAnnouncementsStreamId signupAnnouncementsStreamId }
      newChannelAnnouncementsChannel { channelId } zulipUpdateAnnouncementsChannel { channelId } signupAnnouncementsChannel { channelId } } }`;
    expect((await gql('hamlet', READ)).data?.realm).toEqual({
      settings: {
        newStreamAnnouncementsStreamId: id,
        zulipUpdateAnnouncementsStreamId: id,
        signupAnnouncementsStreamId: -1,
      },
      newChannelAnnouncementsChannel: { channelId: id },
      zulipUpdateAnnouncementsChannel: { channelId: id },
      signupAnnouncementsChannel: null,
    });
    expect((await gql('iago', ARCHIVE, { id })).data?.archiveChannel).toMatchObject({
      __typename: 'ArchiveChannelPayload',
    });
    expect((await gql('hamlet', READ)).data?.realm).toEqual({
      settings: {
        newStreamAnnouncementsStreamId: -1,
        zulipUpdateAnnouncementsStreamId: -1,
        signupAnnouncementsStreamId: -1,
      },
      newChannelAnnouncementsChannel: null,
      zulipUpdateAnnouncementsChannel: null,
      signupAnnouncementsChannel: null,
    });
  });

  test('subscription settings: the same errors, all or nothing', async () => {
    const { Denmark, Venice } = w.realm.channels;
    const rest = await w.as('hamlet').post('/users/me/subscriptions/properties', {
      subscription_data: [
        { stream_id: Denmark, property: 'pin_to_top', value: true },
        { stream_id: Venice, property: 'pin_to_top', value: true },
      ],
    } as unknown as Record<string, string>);
    const r = await gql('hamlet', SETTINGS, {
      input: {
        changes: [
          { channelId: Denmark, property: 'PIN_TO_TOP', enabled: true },
          { channelId: Venice, property: 'PIN_TO_TOP', enabled: true },
        ],
      },
    });
    expect(r.data?.updateSubscriptionSettings).toMatchObject(restError(rest));
    expect(w.ts.events).toEqual([]);
    const color = await gql('hamlet', SETTINGS, {
      input: { changes: [{ channelId: Denmark, property: 'COLOR', color: 'blue' }] },
    });
    expect(color.data?.updateSubscriptionSettings).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid subscription_data[0]: Value error, color is not a valid hex color code',
    });
  });
});

describe('successes', () => {
  test('updateChannel returns the changed channel and publishes the same events as REST', async () => {
    const id = await channel();
    const r = await gql('iago', UPDATE, {
      input: {
        channelId: id,
        newName: 'gql renamed',
        description: 'said',
        isPrivate: true,
        topicsPolicy: 'ALLOW_EMPTY_TOPIC',
      },
    });
    expect(r.data?.updateChannel).toEqual({
      __typename: 'UpdateChannelPayload',
      channel: {
        channelId: id,
        name: 'gql renamed',
        description: 'said',
        inviteOnly: true,
        historyPublicToSubscribers: false,
        topicsPolicy: 'ALLOW_EMPTY_TOPIC',
        isDefault: false,
      },
    });
    expect(w.ts.events.filter((e) => e.event.type === 'stream').map((e) => e.event.property)).toEqual([
      'invite_only',
      'topics_policy',
      'description',
      'name',
    ]);
  });

  test('default channels and isDefault; subscription settings; the email address', async () => {
    const { Rome, Denmark } = w.realm.channels;
    expect((await gql('iago', ADD_DEFAULT, { id: Rome })).data?.addDefaultChannel).toEqual({
      __typename: 'AddDefaultChannelPayload',
      channel: { channelId: Rome, isDefault: true },
    });
    const list = await gql('hamlet', '{ channels { channelId isDefault } }');
    const defaults = (list.data?.channels as Array<{ channelId: number; isDefault: boolean }>)
      .filter((c) => c.isDefault)
      .map((c) => c.channelId);
    expect(defaults).toEqual([Rome]);
    expect((await gql('iago', REMOVE_DEFAULT, { id: Rome })).data?.removeDefaultChannel).toEqual({
      __typename: 'RemoveDefaultChannelPayload',
      channel: { channelId: Rome, isDefault: false },
    });

    const s = await gql('hamlet', SETTINGS, {
      input: { changes: [{ channelId: Denmark, property: 'IN_HOME_VIEW', enabled: false }] },
    });
    expect(s.data?.updateSubscriptionSettings).toEqual({
      __typename: 'SubscriptionSettingsPayload',
      channels: [{ channelId: Denmark }],
    });
    expect(
      w.ts.events.filter((e) => e.event.type === 'subscription').map((e) => [e.event.property, e.event.value]),
    ).toEqual([
      ['in_home_view', false],
      ['is_muted', true],
    ]);

    const rest = await w.as('hamlet').get(`/streams/${Denmark}/email_address`);
    const q = await gql('hamlet', 'query ($id: Int!) { channelEmailAddress(channelId: $id) }', { id: Denmark });
    expect(q.data?.channelEmailAddress).toBe(rest.body.email);
    const hidden = await gql('hamlet', 'query ($id: Int!) { channelEmailAddress(channelId: $id) }', {
      id: w.realm.channels['core team'],
    });
    expect(hidden.errors?.[0]).toMatchObject({ message: 'Invalid channel ID', extensions: { code: 'BAD_REQUEST' } });
  });
});

test("a channel event's group-setting change: an anonymous group in GraphQL's names", async () => {
  const id = await channel();
  const hamlet = w.realm.users.hamlet.id;
  const after = await ws.cursorNow('iago');
  const events = ws.subscribe(
    ws.connect('iago'),
    'subscription ($after: String) { events(after: $after, types: [CHANNEL]) { ... on ChannelEvent { changes { property value } } } }',
    { after },
  );
  const r = await w.as('iago').patch(`/streams/${id}`, {
    can_send_message_group: JSON.stringify({ new: { direct_members: [hamlet], direct_subgroups: [] } }),
  });
  expect(r.status).toBe(200);
  const event = payload(await events.next());
  events.dispose();
  expect(event.changes).toEqual([
    { property: 'can_send_message_group', value: { directMembers: [hamlet], directSubgroups: [] } },
  ]);
});
