import { useWorld } from '../support/world.ts';

/**
 * What the viewer may do with channels (Channel.viewerCanAdminister, viewerCanSubscribe,
 * Realm.viewerCan's channel creation): each answer agrees with what the mutation then does.
 */
const w = useWorld();

const gql = async (user: string, query: string, variables: Record<string, unknown> = {}) => {
  const r = await w.ts.client(w.realm.users[user]).graphql(query, variables);
  expect(r.errors).toBeUndefined();
  return r.data as Record<string, Record<string, unknown>>;
};

const RIGHTS = `query ($id: Int!) { channel(channelId: $id) { viewerCanAdminister viewerCanSubscribe } }`;
const UPDATE = `mutation ($id: Int!, $d: String!) {
  updateChannel(input: { channelId: $id, description: $d }) { __typename }
}`;
const SUBSCRIBE = `mutation ($channels: [ChannelRequestInput!]!, $inviteOnly: Boolean, $isWebPublic: Boolean) {
  subscribe(input: { channels: $channels, inviteOnly: $inviteOnly, isWebPublic: $isWebPublic }) { __typename }
}`;
const CREATION = `{ realm {
  viewerCan { createPublicChannel createPrivateChannel createWebPublicChannel }
  viewerCanCreateChannels { public private webPublic }
} }`;

let n = 0;
/** A channel created by othello (public unless said), with only him subscribed. */
async function channelBy(inviteOnly: boolean): Promise<number> {
  const name = `rights ${++n}`;
  await w.as('othello').post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name }]),
    invite_only: JSON.stringify(inviteOnly),
  });
  return (await w.as('othello').get('/get_stream_id', { stream: name })).body.stream_id as number;
}

describe.each([
  ['an administrator', 'iago', false, { administer: true, subscribe: true }],
  ['its creator', 'othello', false, { administer: true, subscribe: true }],
  ['a member', 'hamlet', false, { administer: false, subscribe: true }],
  ['a guest', 'polonius', false, { administer: false, subscribe: false }],
  ['an administrator, of a private channel', 'iago', true, { administer: true, subscribe: false }],
])('%s', (_label, user, inviteOnly, expected) => {
  test('the rights shown are what the mutations allow', async () => {
    const id = await channelBy(inviteOnly);
    // A guest sees no public channel it is not in: it may neither administer nor subscribe to it.
    const read = await w.ts.client(w.realm.users[user]).graphql(RIGHTS, { id });
    const shown = read.data?.channel as Record<string, boolean> | null;
    expect({ administer: shown?.viewerCanAdminister ?? false, subscribe: shown?.viewerCanSubscribe ?? false }).toEqual(
      expected,
    );
    const updated = await gql(user, UPDATE, { id, d: `by ${user}` });
    expect(updated.updateChannel.__typename === 'UpdateChannelPayload').toBe(expected.administer);
    const name = (await w.as('othello').get(`/streams/${id}`)).body.stream as { name: string };
    const subscribed = await gql(user, SUBSCRIBE, { channels: [{ name: name.name }] });
    expect(subscribed.subscribe.__typename === 'SubscribePayload').toBe(expected.subscribe);
  });
});

test.each([
  ['an administrator', 'iago', { public: true, private: true, webPublic: false }],
  ['a member', 'hamlet', { public: true, private: true, webPublic: false }],
  ['a guest', 'polonius', { public: false, private: false, webPublic: false }],
  // An owner holds the web-public setting, but this organization allows no web-public channel.
  ['an owner', 'desdemona', { public: true, private: true, webPublic: false }],
])('%s may create the channels the answer names, and no others', async (_label, user, expected) => {
  const { viewerCan, viewerCanCreateChannels } = (await gql(user, CREATION)).realm;
  expect(viewerCan).toEqual({
    createPublicChannel: expected.public,
    createPrivateChannel: expected.private,
    createWebPublicChannel: expected.webPublic,
  });
  // The deprecated form still answers the same.
  expect(viewerCanCreateChannels).toEqual(expected);
  for (const [kind, vars] of [
    ['public', { inviteOnly: false }],
    ['private', { inviteOnly: true }],
    ['webPublic', { isWebPublic: true }],
  ] as const) {
    const r = await gql(user, SUBSCRIBE, { channels: [{ name: `made ${++n}` }], ...vars });
    expect([kind, r.subscribe.__typename === 'SubscribePayload']).toEqual([kind, expected[kind]]);
  }
});
