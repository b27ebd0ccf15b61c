import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

const USER_FIELDS = 'id email deliveryEmail fullName role isBot isActive';

const mutation = (name: string, args: string, vars: string) => `
  mutation(${vars}) {
    ${name}(${args}) {
      __typename
      ... on ZulipError { code msg status errorData: data }
      ... on Mutation${name[0].toUpperCase()}${name.slice(1)}Success { data ${name === 'deactivateOwnAccount' ? '' : `{ ${USER_FIELDS} }`} }
    }
  }`;

const CREATE = mutation('createUser', 'email: $email, password: $password, fullName: $fullName', '$email: String!, $password: String!, $fullName: String!');
const UPDATE = mutation('updateUser', 'id: $id, fullName: $fullName, role: $role', '$id: Int!, $fullName: String, $role: Int');
const DEACTIVATE = mutation('deactivateUser', 'id: $id', '$id: Int!');
const REACTIVATE = mutation('reactivateUser', 'id: $id', '$id: Int!');
const DEACTIVATE_OWN = `mutation { deactivateOwnAccount { __typename ... on ZulipError { code msg status errorData: data } ... on MutationDeactivateOwnAccountSuccess { data } } }`;

let ts: TestServer;
let realm: DemoRealm;

beforeEach(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
});
afterEach(() => ts.close());

describe('queries', () => {
  test('me, user(id) and users, with real addresses only where the viewer may see them', async () => {
    const client = ts.client(realm.users.hamlet);
    const r = await client.graphql(`query($id: Int!, $ids: [Int!]) {
      me { id fullName role }
      user(id: $id) { ${USER_FIELDS} }
      all: users { id }
      some: users(userIds: $ids) { id fullName }
    }`, { id: realm.users.iago.id, ids: [realm.users.iago.id, realm.users.hamlet.id, 999999] });
    expect(r.errors).toBeUndefined();
    expect(r.data?.me).toEqual({ id: realm.users.hamlet.id, fullName: 'King Hamlet', role: 400 });
    expect(r.data?.user).toEqual({
      id: realm.users.iago.id,
      email: 'iago@zulip.com',
      deliveryEmail: 'iago@zulip.com',
      fullName: 'Iago',
      role: 200,
      isBot: false,
      isActive: true,
    });
    expect((r.data?.all as Array<{ id: number }>).map((u) => u.id)).toEqual(Object.values(realm.users).map((u) => u.id).sort((a, b) => a - b));
    expect(r.data?.some).toEqual(
      [{ id: realm.users.iago.id, fullName: 'Iago' }, { id: realm.users.hamlet.id, fullName: 'King Hamlet' }].sort((a, b) => a.id - b.id),
    );
  });

  test('an unknown user is a GraphQL error carrying Zulip\'s code and message', async () => {
    const r = await ts.client(realm.users.hamlet).graphql('query { user(id: 999999) { id } }');
    expect(r.errors?.[0]).toMatchObject({ message: 'No such user', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  test('without credentials, or with a deactivated account, the REST layer\'s errors come back', async () => {
    const anon = await ts.client().graphql('query { me { id } }');
    expect(anon.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED' },
    });
    await ts.client(realm.users.iago).delete(`/users/${realm.users.aaron.id}`);
    const gone = await ts.client(realm.users.aaron).graphql('query { users { id } }');
    expect(gone.errors?.[0]).toMatchObject({ message: 'Account is deactivated', extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('mutations call the same domain rules as REST', () => {
  test('createUser: success, and ZulipError results for each refusal', async () => {
    const vars = { email: 'gql@zulip.com', password: 'a-long-password', fullName: 'Graph Q. L.' };
    const ok = await ts.client(realm.users.desdemona).graphql(CREATE, vars);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createUser).toMatchObject({
      __typename: 'MutationCreateUserSuccess',
      data: { email: 'gql@zulip.com', fullName: 'Graph Q. L.', role: 400, isActive: true },
    });
    expect(ts.events.some((e) => e.event.type === 'realm_user' && e.event.op === 'add')).toBe(true);

    const cases: Array<[keyof DemoRealm['users'], Record<string, string>, string, string]> = [
      ['hamlet', vars, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
      ['iago', vars, 'BAD_REQUEST', 'User not authorized to create users'],
      ['desdemona', vars, 'BAD_REQUEST', "Email 'gql@zulip.com' already in use"],
      ['desdemona', { ...vars, email: 'x@zulip.com', fullName: 'X' }, 'BAD_REQUEST', 'Name too short!'],
      ['desdemona', { ...vars, email: 'bad' }, 'BAD_REQUEST', 'Bad name or username'],
      ['desdemona', { ...vars, email: 'y@zulip.com', password: '123' }, 'BAD_REQUEST', 'The password is too weak.'],
    ];
    for (const [who, v, code, msg] of cases) {
      const r = await ts.client(realm.users[who]).graphql(CREATE, v);
      expect({ who, result: r.data?.createUser }).toEqual({ who, result: { __typename: 'ZulipError', code, msg, status: 400, errorData: {} } });
    }
  });

  test('updateUser: role and name, with the owner rules', async () => {
    const hamlet = realm.users.hamlet.id;
    const ok = await ts.client(realm.users.iago).graphql(UPDATE, { id: hamlet, role: 300, fullName: 'Prince Hamlet' });
    expect(ok.data?.updateUser).toMatchObject({ data: { id: hamlet, role: 300, fullName: 'Prince Hamlet' } });
    expect(ts.events.filter((e) => e.event.type === 'realm_user').map((e) => e.event.person)).toEqual([
      { user_id: hamlet, role: 300 },
      { user_id: hamlet, full_name: 'Prince Hamlet' },
    ]);

    const refusals: Array<[keyof DemoRealm['users'], Record<string, unknown>, string, string]> = [
      ['iago', { id: hamlet, role: 100 }, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner'],
      ['desdemona', { id: realm.users.desdemona.id, role: 400 }, 'BAD_REQUEST', 'The owner permission cannot be removed from the only organization owner.'],
      ['iago', { id: hamlet, role: 500 }, 'BAD_REQUEST', 'Invalid role: Value error, Not in the list of possible values'],
      ['cordelia', { id: hamlet, fullName: 'Hamlet Again' }, 'BAD_REQUEST', 'Insufficient permission'],
      ['iago', { id: 999999, fullName: 'No One' }, 'BAD_REQUEST', 'No such user'],
    ];
    for (const [who, v, code, msg] of refusals) {
      const r = await ts.client(realm.users[who]).graphql(UPDATE, v);
      expect(r.data?.updateUser).toMatchObject({ __typename: 'ZulipError', code, msg });
    }
    const unchanged = await ts.client(realm.users.hamlet).graphql('query { me { role fullName } }');
    expect(unchanged.data?.me).toEqual({ role: 300, fullName: 'Prince Hamlet' });
  });

  test('deactivateUser and reactivateUser', async () => {
    const othello = realm.users.othello.id;
    const off = await ts.client(realm.users.iago).graphql(DEACTIVATE, { id: othello });
    expect(off.data?.deactivateUser).toMatchObject({ __typename: 'MutationDeactivateUserSuccess', data: { id: othello, isActive: false } });
    expect((await ts.client(realm.users.othello).get('/users/me')).body.msg).toBe('Account is deactivated');

    const again = await ts.client(realm.users.iago).graphql(DEACTIVATE, { id: othello });
    expect(again.data?.deactivateUser).toMatchObject({ __typename: 'ZulipError', code: 'BAD_REQUEST', msg: 'User is deactivated' });
    const owner = await ts.client(realm.users.iago).graphql(DEACTIVATE, { id: realm.users.desdemona.id });
    expect(owner.data?.deactivateUser).toMatchObject({ code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization owner' });
    const last = await ts.client(realm.users.desdemona).graphql(DEACTIVATE, { id: realm.users.desdemona.id });
    expect(last.data?.deactivateUser).toMatchObject({ code: 'BAD_REQUEST', msg: 'Cannot deactivate the only organization owner' });

    const on = await ts.client(realm.users.iago).graphql(REACTIVATE, { id: othello });
    expect(on.data?.reactivateUser).toMatchObject({ __typename: 'MutationReactivateUserSuccess', data: { id: othello, isActive: true } });
    const twice = await ts.client(realm.users.iago).graphql(REACTIVATE, { id: othello });
    expect(twice.data?.reactivateUser).toMatchObject({ code: 'BAD_REQUEST', msg: 'User is already active' });
  });

  test('deactivateOwnAccount, with CANNOT_DEACTIVATE_LAST_USER and its fields for the only owner', async () => {
    const last = await ts.client(realm.users.desdemona).graphql(DEACTIVATE_OWN);
    expect(last.data?.deactivateOwnAccount).toEqual({
      __typename: 'ZulipError',
      code: 'CANNOT_DEACTIVATE_LAST_USER',
      msg: 'Cannot deactivate the only organization owner.',
      status: 400,
      errorData: { is_last_owner: true, entity: 'organization owner' },
    });
    const ok = await ts.client(realm.users.hamlet).graphql(DEACTIVATE_OWN);
    expect(ok.data?.deactivateOwnAccount).toEqual({ __typename: 'MutationDeactivateOwnAccountSuccess', data: true });
    expect((await ts.client(realm.users.hamlet).get('/users/me')).status).toBe(401);
  });

  test('a mutation without credentials is refused with UNAUTHORIZED', async () => {
    const r = await ts.client().graphql(DEACTIVATE, { id: realm.users.hamlet.id });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      path: ['deactivateUser'],
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
    expect((await ts.client(realm.users.hamlet).get('/users/me')).status).toBe(200);
  });
});
