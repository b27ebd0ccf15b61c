import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/*
 * The GraphQL side of can_access_all_users_group (see
 * test/rest/guest-user-access.test.ts): with role:members, polonius (a guest
 * in Verona only) may not access shiva (in `core team` only). Lists leave
 * shiva out, lookups refuse or answer null, and wherever a User object still
 * appears (a sender, a group's member, an event's user) it is Zulip's
 * "Unknown user". REST and GraphQL agree; hamlet, a member, is the control.
 */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;
const gql = (name: string, query: string, variables: Record<string, unknown> = {}) =>
  w.as(name).graphql(query, variables);
const globalId = (type: string, n: number): string => Buffer.from(`${type}:${n}`).toString('base64');

const USER_FIELDS =
  'userId fullName email deliveryEmail role isActive timezone dateJoined avatarUrl avatarVersion status { statusText } profileData { fieldId }';
const unknownUser = (userId: number) => ({
  userId,
  fullName: 'Unknown user',
  email: `user${userId}@zulip.invalid`,
  deliveryEmail: null,
  role: 'MEMBER',
  isActive: true,
  timezone: '',
  dateJoined: '1970-01-01T00:00:00.000Z',
  avatarUrl: `${w.ts.url}/static/images/unknown-user-avatar.png`,
  avatarVersion: 1,
  status: null,
  profileData: [],
});

beforeAll(async () => {
  const groups = await w.as('desdemona').get('/user_groups');
  const members = (groups.body.user_groups as Array<{ id: number; name: string }>).find(
    (g) => g.name === 'role:members',
  )!;
  expect((await w.as('desdemona').patch('/realm', { can_access_all_users_group: { new: members.id } })).status).toBe(
    200,
  );
  expect((await w.as('shiva').post('/users/me/status', { status_text: 'moderating' })).status).toBe(200);
});

test('users and bootstrap.users leave out whom the guest may not access; a member sees everyone', async () => {
  const ids = async (name: string) => {
    const r = await gql(name, '{ users { userId } bootstrap { users { userId } } }');
    expect(r.errors).toBeUndefined();
    const fromUsers = (r.data?.users as Array<{ userId: number }>).map((u) => u.userId);
    expect((r.data?.bootstrap.users as Array<{ userId: number }>).map((u) => u.userId)).toEqual(fromUsers);
    return fromUsers;
  };
  const guest = await ids('polonius');
  expect(guest).toEqual(expect.arrayContaining([id('polonius'), id('hamlet'), id('desdemona')]));
  expect(guest).not.toContain(id('shiva'));
  // The same list as GET /users.
  const rest = await w.as('polonius').get('/users');
  expect(guest).toEqual((rest.body.members as Array<{ user_id: number }>).map((m) => m.user_id));
  expect(await ids('hamlet')).toContain(id('shiva'));
  const only = await gql('polonius', 'query ($ids: [Int!]) { users(userIds: $ids) { userId } }', {
    ids: [id('shiva'), id('hamlet')],
  });
  expect(only.data?.users).toEqual([{ userId: id('hamlet') }]);
});

test('user(userId:) refuses with the same error as GET /users/{id}; node(id:) is null', async () => {
  const r = await gql('polonius', 'query ($id: Int!) { user(userId: $id) { userId fullName } }', { id: id('shiva') });
  expect(r.data?.user).toBeNull();
  expect(r.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Insufficient permission', 'BAD_REQUEST']]);
  const rest = await w.as('polonius').get(`/users/${id('shiva')}`);
  expect([rest.body.msg, rest.body.code]).toEqual(['Insufficient permission', 'BAD_REQUEST']);

  const node = 'query ($id: ID!) { node(id: $id) { __typename ... on User { userId fullName } } }';
  expect((await gql('polonius', node, { id: globalId('User', id('shiva')) })).data?.node).toBeNull();
  expect((await gql('polonius', node, { id: globalId('User', id('hamlet')) })).data?.node).toEqual({
    __typename: 'User',
    userId: id('hamlet'),
    fullName: 'King Hamlet',
  });
  expect((await gql('hamlet', node, { id: globalId('User', id('shiva')) })).data?.node).toEqual({
    __typename: 'User',
    userId: id('shiva'),
    fullName: 'Shiva',
  });
});

test('a User that still appears (a group member, a message sender) is an "Unknown user" to the guest', async () => {
  // Every group's members with their profile data is more than the cost limit lets one operation ask for: not the profile data here.
  const memberFields = USER_FIELDS.replace(' profileData { fieldId }', '');
  const group = `{ bootstrap { groups { name members { ${memberFields} } } } }`;
  const moderators = async (name: string) => {
    const r = await gql(name, group);
    expect(r.errors).toBeUndefined();
    const g = (r.data?.bootstrap.groups as Array<{ name: string; members: Array<{ userId: number }> }>).find(
      (x) => x.name === 'role:moderators',
    )!;
    return g.members.find((m) => m.userId === id('shiva'));
  };
  const { profileData: _noProfile, ...unknownMember } = unknownUser(id('shiva'));
  expect(await moderators('polonius')).toEqual(unknownMember);
  expect(await moderators('hamlet')).toMatchObject({
    fullName: 'Shiva',
    email: 'shiva@zulip.com',
    status: { statusText: 'moderating' },
  });

  const sent = await w.send('shiva', { type: 'stream', to: 'Verona', topic: 'from outside', content: 'hi' });
  const page = `query ($ids: [Int!]) { messages(messageIds: $ids) { messages { sender { ${USER_FIELDS} } } } }`;
  const senderFor = async (name: string) => {
    const r = await gql(name, page, { ids: [sent] });
    expect(r.errors).toBeUndefined();
    return r.data?.messages.messages[0].sender;
  };
  expect(await senderFor('polonius')).toEqual(unknownUser(id('shiva')));
  expect(await senderFor('hamlet')).toMatchObject({ fullName: 'Shiva' });
  // A query that shows no more of the sender than the message itself carries reads no user row: the same answer.
  const rowFields = 'id userId fullName email avatarUrl';
  for (const name of ['polonius', 'hamlet']) {
    const read = async (fields: string) =>
      (
        await gql(name, `query ($ids: [Int!]) { messages(messageIds: $ids) { messages { sender { ${fields} } } } }`, {
          ids: [sent],
        })
      ).data?.messages.messages[0].sender;
    const { role: _role, ...shown } = await read(`${rowFields} role`);
    expect(await read(rowFields)).toEqual(shown);
  }
  // REST says the same of the sender.
  const rest = await w.as('polonius').get(`/messages/${sent}`);
  expect(rest.body.message).toMatchObject({
    sender_full_name: 'Unknown user',
    sender_email: `user${id('shiva')}@zulip.invalid`,
  });
});

test('presences leave out whom the guest may not access', async () => {
  for (const u of ['shiva', 'hamlet'])
    expect((await w.as(u).post('/users/me/presence', { status: 'active' })).status).toBe(200);
  const seen = async (name: string) =>
    ((await gql(name, '{ presences { presences { userId } } }')).data?.presences.presences as Array<{ userId: number }>)
      .map((p) => p.userId)
      .sort();
  expect(await seen('polonius')).toEqual([id('hamlet')]);
  expect(await seen('hamlet')).toEqual([id('shiva'), id('hamlet')].sort());
});

test('events: shiva joining the guest\'s channel is an ADD of shiva in full, leaving it a REMOVE of an "Unknown user"', async () => {
  const sub = await ws.subscribeLive(
    'polonius',
    `subscription { events(types: [REALM_USER]) { __typename ... on RealmUserEvent { op userId user { fullName email } } } }`,
  );
  await w.as('shiva').post('/users/me/subscriptions', { subscriptions: [{ name: 'Verona' }] });
  expect(payload(await sub.next())).toEqual({
    __typename: 'RealmUserEvent',
    op: 'ADD',
    userId: id('shiva'),
    user: { fullName: 'Shiva', email: 'shiva@zulip.com' },
  });
  await w.as('shiva').delete('/users/me/subscriptions', { subscriptions: ['Verona'] });
  expect(payload(await sub.next())).toEqual({
    __typename: 'RealmUserEvent',
    op: 'REMOVE',
    userId: id('shiva'),
    user: { fullName: 'Unknown user', email: `user${id('shiva')}@zulip.invalid` },
  });
  sub.dispose();
});
