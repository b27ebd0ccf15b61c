import type { DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const USER_FIELDS = 'userId email deliveryEmail fullName role isBot isActive';

const mutation = (name: string, inputType: string, payload = `user { ${USER_FIELDS} }`) => `
  mutation($input: ${inputType}!) {
    ${name}(input: $input) {
      __typename
      ... on Error { code message }
      ... on ${name[0].toUpperCase()}${name.slice(1)}Payload { ${payload} }
    }
  }`;

const CREATE = mutation('createUser', 'CreateUserInput');
const UPDATE = mutation('updateUser', 'UpdateUserInput');
const DEACTIVATE = mutation('deactivateUser', 'DeactivateUserInput');
const REACTIVATE = mutation('reactivateUser', 'ReactivateUserInput');
const DEACTIVATE_OWN = `mutation { deactivateOwnAccount {
  __typename
  ... on LastUserError { code message isLastOwner entity }
  ... on Error { code message }
  ... on DeactivateOwnAccountPayload { user { userId isActive } }
} }`;

const globalId = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64');

const w = useWorld({ perTest: true });

describe('queries', () => {
  test('me, user(id) and users, with real addresses only where the viewer may see them', async () => {
    const client = w.as('hamlet');
    const r = await client.graphql(
      `query($id: Int!, $ids: [Int!]) {
      me { id userId fullName role dateJoined }
      user(userId: $id) { ${USER_FIELDS} }
      all: users { userId }
      some: users(userIds: $ids) { userId fullName }
    }`,
      { id: w.realm.users.iago.id, ids: [w.realm.users.iago.id, w.realm.users.hamlet.id, 999999] },
    );
    expect(r.errors).toBeUndefined();
    const rest = await client.get('/users/me');
    expect(r.data?.me).toEqual({
      id: globalId('User', w.realm.users.hamlet.id),
      userId: w.realm.users.hamlet.id,
      fullName: 'King Hamlet',
      role: 'MEMBER',
      // To the minute, as REST gives it: the exact time someone joined is not shared.
      dateJoined: new Date(rest.body.date_joined as string).toISOString(),
    });
    expect(r.data?.user).toEqual({
      userId: w.realm.users.iago.id,
      email: 'iago@zulip.com',
      deliveryEmail: 'iago@zulip.com',
      fullName: 'Iago',
      role: 'ADMINISTRATOR',
      isBot: false,
      isActive: true,
    });
    expect((r.data?.all as Array<{ userId: number }>).map((u) => u.userId)).toEqual(
      Object.values(w.realm.users)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    );
    expect(r.data?.some).toEqual(
      [
        { userId: w.realm.users.iago.id, fullName: 'Iago' },
        { userId: w.realm.users.hamlet.id, fullName: 'King Hamlet' },
      ].sort((a, b) => a.userId - b.userId),
    );
  });

  test('node(id) finds a user of the organization; a human has no bot owner', async () => {
    const human = await w.as('hamlet').graphql('{ me { isBot botType botOwner { userId } } }');
    expect(human.data?.me).toEqual({ isBot: false, botType: null, botOwner: null });
    const r = await w
      .as('hamlet')
      .graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on User { userId } } }', {
        ids: [globalId('User', w.realm.users.iago.id), globalId('User', 999_999)],
      });
    expect(r.data?.nodes).toEqual([{ __typename: 'User', userId: w.realm.users.iago.id }, null]);
  });

  test("an unknown user is a GraphQL error carrying Zulip's code and message", async () => {
    const r = await w.as('hamlet').graphql('query { user(userId: 999999) { userId } me { userId } }');
    expect(r.data).toEqual({ user: null, me: { userId: w.realm.users.hamlet.id } });
    expect(r.errors?.[0]).toMatchObject({
      message: 'No such user',
      path: ['user'],
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  test("without credentials, or with a deactivated account, the REST layer's errors come back", async () => {
    const anon = await w.as().graphql('query { me { userId } }');
    expect(anon.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED' },
    });
    await w.as('iago').delete(`/users/${w.realm.users.aaron.id}`);
    const gone = await w.as('aaron').graphql('query { users { userId } }');
    expect(gone.errors?.[0]).toMatchObject({ message: 'Account is deactivated', extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('mutations call the same domain rules as REST', () => {
  test('createUser: success, and ZulipError results for each refusal', async () => {
    const vars = { email: 'gql@zulip.com', password: 'a-long-password', fullName: 'Graph Q. L.' };
    const ok = await w.as('desdemona').graphql(CREATE, { input: vars });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createUser).toMatchObject({
      __typename: 'CreateUserPayload',
      user: { email: 'gql@zulip.com', fullName: 'Graph Q. L.', role: 'MEMBER', isActive: true },
    });
    expect(w.ts.events.some((e) => e.event.type === 'realm_user' && e.event.op === 'add')).toBe(true);

    const cases: Array<[keyof DemoRealm['users'], Record<string, string>, string, string]> = [
      ['hamlet', vars, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
      ['iago', vars, 'BAD_REQUEST', 'User not authorized to create users'],
      ['desdemona', vars, 'BAD_REQUEST', "Email 'gql@zulip.com' already in use"],
      ['desdemona', { ...vars, email: 'x@zulip.com', fullName: 'X' }, 'BAD_REQUEST', 'Name too short!'],
      ['desdemona', { ...vars, email: 'y@zulip.com', password: '123' }, 'BAD_REQUEST', 'The password is too weak.'],
    ];
    for (const [who, v, code, message] of cases) {
      const r = await w.as(who).graphql(CREATE, { input: v });
      expect({ who, result: r.data?.createUser }).toEqual({
        who,
        result: { __typename: expect.stringMatching(/Error$/), code, message },
      });
      // The same refusal over REST: the same code and message.
      const rest = await w.as(who).post('/users', { email: v.email, password: v.password, full_name: v.fullName });
      expect({ code: rest.body.code, message: rest.body.msg }).toEqual({ code, message });
    }
    // An address that is no address is refused by its type (EmailAddress) before the operation runs.
    const bad = await w.as('desdemona').graphql(CREATE, { input: { ...vars, email: 'bad' } });
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toMatch(/got invalid value "bad".*EmailAddress/);
  });

  test('updateUser: role and name, with the owner rules', async () => {
    const hamlet = w.realm.users.hamlet.id;
    const ok = await w
      .as('iago')
      .graphql(UPDATE, { input: { userId: hamlet, role: 'MODERATOR', fullName: 'Prince Hamlet' } });
    expect(ok.data?.updateUser).toMatchObject({
      user: { userId: hamlet, role: 'MODERATOR', fullName: 'Prince Hamlet' },
    });
    expect(w.ts.events.filter((e) => e.event.type === 'realm_user').map((e) => e.event.person)).toEqual([
      { user_id: hamlet, role: 300 },
      { user_id: hamlet, full_name: 'Prince Hamlet' },
    ]);

    const refusals: Array<[keyof DemoRealm['users'], Record<string, unknown>, string, string]> = [
      ['iago', { userId: hamlet, role: 'OWNER' }, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner'],
      [
        'desdemona',
        { userId: w.realm.users.desdemona.id, role: 'MEMBER' },
        'BAD_REQUEST',
        'The owner permission cannot be removed from the only organization owner.',
      ],
      ['cordelia', { userId: hamlet, fullName: 'Hamlet Again' }, 'BAD_REQUEST', 'Insufficient permission'],
      ['iago', { userId: 999999, fullName: 'No One' }, 'BAD_REQUEST', 'No such user'],
    ];
    for (const [who, v, code, message] of refusals) {
      const r = await w.as(who).graphql(UPDATE, { input: v });
      expect(r.data?.updateUser).toEqual({ __typename: expect.stringMatching(/Error$/), code, message });
    }
    const unchanged = await w.as('hamlet').graphql('query { me { role fullName } }');
    expect(unchanged.data?.me).toEqual({ role: 'MODERATOR', fullName: 'Prince Hamlet' });
  });

  test('deactivateUser and reactivateUser', async () => {
    const othello = w.realm.users.othello.id;
    const off = await w.as('iago').graphql(DEACTIVATE, { input: { userId: othello } });
    expect(off.data?.deactivateUser).toMatchObject({
      __typename: 'DeactivateUserPayload',
      user: { userId: othello, isActive: false },
    });
    expect((await w.as('othello').get('/users/me')).body.msg).toBe('Account is deactivated');

    const again = await w.as('iago').graphql(DEACTIVATE, { input: { userId: othello } });
    expect(again.data?.deactivateUser).toMatchObject({
      __typename: 'ZulipError',
      code: 'BAD_REQUEST',
      message: 'User is deactivated',
    });
    const owner = await w.as('iago').graphql(DEACTIVATE, { input: { userId: w.realm.users.desdemona.id } });
    expect(owner.data?.deactivateUser).toMatchObject({
      code: 'UNAUTHORIZED_PRINCIPAL',
      message: 'Must be an organization owner',
    });
    const last = await w.as('desdemona').graphql(DEACTIVATE, { input: { userId: w.realm.users.desdemona.id } });
    expect(last.data?.deactivateUser).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Cannot deactivate the only organization owner',
    });

    const on = await w.as('iago').graphql(REACTIVATE, { input: { userId: othello } });
    expect(on.data?.reactivateUser).toMatchObject({
      __typename: 'ReactivateUserPayload',
      user: { userId: othello, isActive: true },
    });
    const twice = await w.as('iago').graphql(REACTIVATE, { input: { userId: othello } });
    expect(twice.data?.reactivateUser).toMatchObject({ code: 'BAD_REQUEST', message: 'User is already active' });
  });

  test('deactivateOwnAccount, with CANNOT_DEACTIVATE_LAST_USER and its fields for the only owner', async () => {
    const last = await w.as('desdemona').graphql(DEACTIVATE_OWN);
    expect(last.data?.deactivateOwnAccount).toEqual({
      __typename: 'LastUserError',
      code: 'CANNOT_DEACTIVATE_LAST_USER',
      message: 'Cannot deactivate the only organization owner.',
      isLastOwner: true,
      entity: 'ORGANIZATION_OWNER',
    });
    const ok = await w.as('hamlet').graphql(DEACTIVATE_OWN);
    expect(ok.data?.deactivateOwnAccount).toEqual({
      __typename: 'DeactivateOwnAccountPayload',
      user: { userId: w.realm.users.hamlet.id, isActive: false },
    });
    expect((await w.as('hamlet').get('/users/me')).status).toBe(401);
  });

  test('a mutation without credentials is refused with UNAUTHORIZED', async () => {
    const r = await w.as().graphql(DEACTIVATE, { input: { userId: w.realm.users.hamlet.id } });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      path: ['deactivateUser'],
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
    expect((await w.as('hamlet').get('/users/me')).status).toBe(200);
  });
});
