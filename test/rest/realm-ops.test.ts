import type { ApiClient, ApiResponse, ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Organization operations of Zulip 11: code playgrounds, organization domains; bot storage. */
const w = useWorld({ env: { USER_STATE_SIZE_LIMIT: '40' } });

const as = (user: string) => w.as(user);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);
const activeIds = async () =>
  (
    await w.sql<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
      w.realm.realmId,
    ])
  ).map((r) => r.id);

describe('code playgrounds', () => {
  const PATH = '/realm/playgrounds';
  const PYTHON = {
    name: 'Python playground',
    pygments_language: 'Python',
    url_template: 'https://python.example/?c={code}',
  };
  const add = async (params: Record<string, ParamValue>) => {
    const r = await as('iago').post(PATH, params);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', PATH, 200, r.body)).toBe(true);
    return r.body.id as number;
  };
  const registered = async (user = 'hamlet') => {
    const r = await as(user).post('/register', { fetch_event_types: ['realm_playgrounds'] });
    return r.body.realm_playgrounds as Array<Record<string, unknown>>;
  };
  const remove = (user: string, id: number) => as(user).delete(`${PATH}/${id}`);
  const invalid = (msg: string, errors: Record<string, string[]>) => bad(msg, { errors });

  beforeEach(async () => {
    await w.sql('DELETE FROM realm_playground');
  });

  test('add and remove: stripped values, the id, register state, an event with the whole list to everyone', async () => {
    expect(await registered()).toEqual([]);
    const a = await add({
      name: ' Python playground ',
      pygments_language: ' Python\n',
      url_template: ` ${PYTHON.url_template} `,
    });
    const b = await add({ name: 'Rust', pygments_language: 'Rust', url_template: 'https://play.rust.example/{?code}' });
    const list = [
      { id: a, ...PYTHON },
      { id: b, name: 'Rust', pygments_language: 'Rust', url_template: 'https://play.rust.example/{?code}' },
    ];
    expect(await registered()).toEqual(list);
    const everyone = await activeIds();
    expect(w.eventsOfType('realm_playgrounds').map((e) => [e.userIds, e.event])).toEqual([
      [everyone, { type: 'realm_playgrounds', realm_playgrounds: [list[0]] }],
      [everyone, { type: 'realm_playgrounds', realm_playgrounds: list }],
    ]);
    const removed = await remove('iago', a);
    expect(removed.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('DELETE', `${PATH}/{playground_id}`, 200, removed.body)).toBe(true);
    expect(await registered()).toEqual([list[1]]);
    expect(w.eventsOfType('realm_playgrounds').at(-1)?.event).toEqual({
      type: 'realm_playgrounds',
      realm_playgrounds: [list[1]],
    });
  });

  test("removing the default code block language's playground clears that default first", async () => {
    expect((await as('iago').patch('/realm', { default_code_block_language: 'Rust' })).status).toBe(200);
    const rust = await add({ name: 'Rust', pygments_language: 'Rust', url_template: 'https://r.example/{code}' });
    const other = await add({ name: 'Python', pygments_language: 'Python', url_template: 'https://p.example/{code}' });
    w.ts.events.length = 0;
    expect((await remove('iago', other)).status).toBe(200);
    expect(w.ts.events.map((e) => e.event.type)).toEqual(['realm_playgrounds']);
    expect((await remove('iago', rust)).status).toBe(200);
    expect(w.ts.events.slice(1).map((e) => e.event)).toEqual([
      { type: 'realm', op: 'update', property: 'default_code_block_language', value: '' },
      { type: 'realm_playgrounds', realm_playgrounds: [] },
    ]);
    const r = await as('hamlet').post('/register', { fetch_event_types: ['realm'] });
    expect(r.body.realm_default_code_block_language).toBe('');
  });

  test("refusals in Zulip's order and words, writing nothing", async () => {
    await add(PYTHON);
    const missing = (name: string) => ({
      status: 400,
      msg: `Missing '${name}' argument`,
      code: 'REQUEST_VARIABLE_MISSING',
      var_name: name,
    });
    const admin = { status: 400, code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization administrator' };
    expect(errorOf(await as('shiva').post(PATH, {}))).toMatchObject(admin);
    expect(errorOf(await as('hamlet').post(PATH, PYTHON))).toMatchObject(admin);
    const T = 'https://x.example/{code}';
    const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
      [{}, missing('name')],
      [{ name: 'x' }, missing('pygments_language')],
      [{ name: 'x', pygments_language: 'x'.repeat(41) }, bad('pygments_language is too long (limit: 40 characters)')],
      [{ name: 'x', pygments_language: 'a$b' }, bad('Invalid characters in pygments language')],
      [{ name: 'x', pygments_language: 'py' }, missing('url_template')],
      [
        { name: ' ', pygments_language: ' ', url_template: ' ' },
        invalid('This field cannot be blank.', {
          url_template: ['This field cannot be blank.'],
          name: ['This field cannot be blank.'],
          pygments_language: ['This field cannot be blank.'],
          __all__: ['Missing the required variable "code" in the URL template'],
        }),
      ],
      [
        { name: 'x', pygments_language: 'py', url_template: 'https://x.example/{code' },
        invalid('Invalid URL template.', { url_template: ['Invalid URL template.'] }),
      ],
      [
        { name: 'x', pygments_language: 'py', url_template: 'https://x.example/{id}' },
        invalid('Missing the required variable "code" in the URL template', {
          __all__: ['Missing the required variable "code" in the URL template'],
        }),
      ],
      [
        { name: 'x', pygments_language: 'py', url_template: 'https://x.example/{code}/{id}' },
        invalid('"code" should be the only variable present in the URL template', {
          __all__: ['"code" should be the only variable present in the URL template'],
        }),
      ],
      [
        { name: ` ${PYTHON.name}`, pygments_language: PYTHON.pygments_language, url_template: T },
        invalid('Realm playground with this Realm, Pygments language and Name already exists.', {
          __all__: ['Realm playground with this Realm, Pygments language and Name already exists.'],
        }),
      ],
    ];
    for (const [params, answer] of cases)
      expect([params, errorOf(await as('iago').post(PATH, params))]).toEqual([params, answer]);
    // The character set is Zulip's: `+-.` is a range, so a comma passes; so do `#`, `/` and spaces.
    await add({ name: 'ok', pygments_language: 'C#, c++/x.y_z 1-2', url_template: T });
    await add({ name: PYTHON.name, pygments_language: 'python', url_template: T });
    expect((await registered()).map((p) => p.pygments_language)).toEqual(['Python', 'C#, c++/x.y_z 1-2', 'python']);
    const [id] = (await registered()).map((p) => p.id as number);
    expect(errorOf(await remove('hamlet', id))).toMatchObject(admin);
    expect(errorOf(await remove('iago', 999999))).toEqual(bad('Invalid playground'));
    expect(errorOf(await remove('iago', 2 ** 40))).toEqual(bad('Invalid playground'));
    expect((await registered()).length).toBe(3);
  });

  test('events applied to a registered state equal a fresh register', async () => {
    const watch = await watchState(as('othello'), ['realm_playgrounds']);
    const a = await add(PYTHON);
    await add({ name: 'Go', pygments_language: 'Go', url_template: 'https://go.example/{code}' });
    expect((await remove('desdemona', a)).status).toBe(200);
    const { applied, fresh, events } = await watch.compare();
    expect(events).toHaveLength(3);
    expect(applied).toEqual(fresh);
  });

  test('GraphQL: the same playgrounds, the same refusals', async () => {
    const ADD = `mutation ($input: AddRealmPlaygroundInput!) { addRealmPlayground(input: $input) {
      __typename ... on RealmPlaygroundPayload { playground { playgroundId name pygmentsLanguage urlTemplate } }
      ... on Error { code message } } }`;
    const REMOVE = `mutation ($id: Int!) { removeRealmPlayground(input: { playgroundId: $id }) {
      __typename ... on RemoveRealmPlaygroundPayload { playgroundId } ... on Error { code message } } }`;
    const added = (
      await gql('iago', ADD, {
        input: { name: ' Go ', pygmentsLanguage: 'Go', urlTemplate: 'https://go.example/{code}' },
      })
    ).data?.addRealmPlayground as { playground: { playgroundId: number } };
    const id = added.playground.playgroundId;
    expect(added).toEqual({
      __typename: 'RealmPlaygroundPayload',
      playground: { playgroundId: id, name: 'Go', pygmentsLanguage: 'Go', urlTemplate: 'https://go.example/{code}' },
    });
    expect(await registered()).toEqual([
      { id, name: 'Go', pygments_language: 'Go', url_template: 'https://go.example/{code}' },
    ]);
    expect((await gql('hamlet', '{ realmPlaygrounds { playgroundId name } }')).data?.realmPlaygrounds).toEqual([
      { playgroundId: id, name: 'Go' },
    ]);
    const same = async (user: string, params: Record<string, string>) => {
      const rest = errorOf(await as(user).post(PATH, params));
      const input = { name: params.name, pygmentsLanguage: params.pygments_language, urlTemplate: params.url_template };
      const answer = (await gql(user, ADD, { input })).data?.addRealmPlayground as Record<string, unknown>;
      expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
    };
    await same('hamlet', { name: 'a', pygments_language: 'a', url_template: 'https://a.example/{code}' });
    await same('iago', { name: 'Go', pygments_language: 'Go', url_template: 'https://a.example/{code}' });
    await same('iago', { name: 'a', pygments_language: 'a!', url_template: 'https://a.example/{code}' });
    expect((await gql('iago', REMOVE, { id })).data?.removeRealmPlayground).toEqual({
      __typename: 'RemoveRealmPlaygroundPayload',
      playgroundId: id,
    });
    expect((await gql('iago', REMOVE, { id })).data?.removeRealmPlayground).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid playground',
    });
  });
});

describe('organization domains', () => {
  const PATH = '/realm/domains';
  const list = async (user = 'hamlet') => {
    const r = await as(user).get(PATH);
    expect(r.status).toBe(200);
    return r.body.domains as Array<{ domain: string; allow_subdomains: boolean }>;
  };
  const add = async (domain: string, allow = false) => {
    const r = await as('desdemona').post(PATH, { domain, allow_subdomains: allow });
    // Zulip's description has no /realm/domains; its answer is new_domain: [id, domain].
    expect(r.body).toEqual({ result: 'success', msg: '', new_domain: [expect.any(Number), expect.any(String)] });
    return r.body.new_domain as [number, string];
  };
  const registered = async () =>
    (await as('hamlet').post('/register', { fetch_event_types: ['realm_domains'] })).body.realm_domains;

  beforeEach(async () => {
    await w.sql('DELETE FROM realm_domain');
  });

  test('add, change, remove: lower-cased, in order, register state and events to everyone', async () => {
    expect(await list()).toEqual([]);
    const [id, stored] = await add('  Example.COM\n');
    expect([typeof id, stored]).toEqual(['number', 'example.com']);
    await add('zulip.example', true);
    const both = [
      { domain: 'example.com', allow_subdomains: false },
      { domain: 'zulip.example', allow_subdomains: true },
    ];
    expect(await list()).toEqual(both);
    expect(await registered()).toEqual(both);
    const changed = await as('desdemona').patch(`${PATH}/example.com`, { allow_subdomains: true });
    expect(changed.body).toEqual({ result: 'success', msg: '' });
    expect((await as('desdemona').delete(`${PATH}/zulip.example`)).body).toEqual({ result: 'success', msg: '' });
    expect(await list('polonius')).toEqual([{ domain: 'example.com', allow_subdomains: true }]);
    const everyone = await activeIds();
    expect(w.eventsOfType('realm_domains').map((e) => [e.userIds, e.event])).toEqual([
      [everyone, { type: 'realm_domains', op: 'add', realm_domain: both[0] }],
      [everyone, { type: 'realm_domains', op: 'add', realm_domain: both[1] }],
      [
        everyone,
        { type: 'realm_domains', op: 'change', realm_domain: { domain: 'example.com', allow_subdomains: true } },
      ],
      [everyone, { type: 'realm_domains', op: 'remove', domain: 'zulip.example' }],
    ]);
  });

  test('removing the last domain lifts the restriction to domains first', async () => {
    await add('a.example');
    await add('b.example');
    expect((await as('desdemona').patch('/realm', { emails_restricted_to_domains: true })).status).toBe(200);
    w.ts.events.length = 0;
    await as('desdemona').delete(`${PATH}/a.example`);
    expect(w.ts.events.map((e) => e.event.type)).toEqual(['realm_domains']);
    await as('desdemona').delete(`${PATH}/b.example`);
    expect(w.ts.events.slice(1).map((e) => e.event)).toEqual([
      { type: 'realm', op: 'update', property: 'emails_restricted_to_domains', value: false },
      { type: 'realm_domains', op: 'remove', domain: 'b.example' },
    ]);
    const r = await as('hamlet').post('/register', { fetch_event_types: ['realm'] });
    expect(r.body.realm_emails_restricted_to_domains).toBe(false);
  });

  test("refusals in Zulip's order and words, writing nothing", async () => {
    await add('taken.example');
    const owner = { status: 400, code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization owner' };
    const missing = (name: string) => ({
      status: 400,
      msg: `Missing '${name}' argument`,
      code: 'REQUEST_VARIABLE_MISSING',
      var_name: name,
    });
    expect(errorOf(await as('iago').post(PATH, {}))).toMatchObject(owner);
    expect(errorOf(await as('iago').patch(`${PATH}/taken.example`, {}))).toMatchObject(owner);
    expect(errorOf(await as('iago').delete(`${PATH}/taken.example`))).toMatchObject(owner);
    const invalid = (why: string) => bad(`Invalid domain: ${why}`);
    const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
      [{}, missing('allow_subdomains')],
      [{ domain: 'x.example' }, missing('allow_subdomains')],
      [{ allow_subdomains: 'yes', domain: 'x.example' }, bad('allow_subdomains is not valid JSON')],
      [{ allow_subdomains: 1, domain: 'x.example' }, bad('allow_subdomains is not a boolean')],
      [{ allow_subdomains: false }, missing('domain')],
      [{ allow_subdomains: false, domain: '  ' }, invalid("Domain can't be empty.")],
      [{ allow_subdomains: false, domain: 'localhost' }, invalid('Domain must have at least one dot (.)')],
      [{ allow_subdomains: false, domain: `${'a'.repeat(250)}.example` }, invalid('Domain is too long')],
      [{ allow_subdomains: false, domain: '.x.example' }, invalid('Domain cannot start or end with a dot (.)')],
      [{ allow_subdomains: false, domain: 'x..example' }, invalid("Consecutive '.' are not allowed.")],
      [{ allow_subdomains: false, domain: 'x-.example' }, invalid("Subdomains cannot start or end with a '-'.")],
      [
        { allow_subdomains: false, domain: 'x_y.example' },
        invalid("Domain can only have letters, numbers, '.' and '-'s."),
      ],
      [
        { allow_subdomains: true, domain: ' TAKEN.example' },
        bad('The domain taken.example is already a part of your organization.'),
      ],
    ];
    for (const [params, answer] of cases)
      expect([params, errorOf(await as('desdemona').post(PATH, params))]).toEqual([params, answer]);
    expect(errorOf(await as('desdemona').patch(`${PATH}/taken.example`, {}))).toEqual(missing('allow_subdomains'));
    expect(errorOf(await as('desdemona').patch(`${PATH}/TAKEN.example`, { allow_subdomains: true }))).toEqual(
      bad('No entry found for domain TAKEN.example.'),
    );
    expect(errorOf(await as('desdemona').delete(`${PATH}/none.example`))).toEqual(
      bad('No entry found for domain none.example.'),
    );
    expect(await list()).toEqual([{ domain: 'taken.example', allow_subdomains: false }]);
  });

  test('events applied to a registered state equal a fresh register', async () => {
    const watch = await watchState(as('othello'), ['realm_domains']);
    await add('one.example');
    await add('two.example');
    await as('desdemona').patch(`${PATH}/one.example`, { allow_subdomains: true });
    await as('desdemona').delete(`${PATH}/two.example`);
    const { applied, fresh, events } = await watch.compare();
    expect(events).toHaveLength(4);
    expect(applied).toEqual(fresh);
  });

  test('GraphQL: the same domains, the same refusals', async () => {
    const ADD = `mutation ($domain: String!, $allow: Boolean!) {
      addRealmDomain(input: { domain: $domain, allowSubdomains: $allow }) {
      __typename ... on AddRealmDomainPayload { realmDomain { domain allowSubdomains } } ... on Error { code message } } }`;
    const CHANGE = `mutation ($domain: String!) { changeRealmDomain(input: { domain: $domain, allowSubdomains: true }) {
      __typename ... on ChangeRealmDomainPayload { realmDomain { domain allowSubdomains } } ... on Error { code message } } }`;
    const REMOVE = `mutation ($domain: String!) { removeRealmDomain(input: { domain: $domain }) {
      __typename ... on RemoveRealmDomainPayload { domain } ... on Error { code message } } }`;
    expect((await gql('desdemona', ADD, { domain: ' GQL.example', allow: false })).data?.addRealmDomain).toEqual({
      __typename: 'AddRealmDomainPayload',
      realmDomain: { domain: 'gql.example', allowSubdomains: false },
    });
    expect((await gql('desdemona', CHANGE, { domain: 'gql.example' })).data?.changeRealmDomain).toEqual({
      __typename: 'ChangeRealmDomainPayload',
      realmDomain: { domain: 'gql.example', allowSubdomains: true },
    });
    expect((await gql('hamlet', '{ realmDomains { domain allowSubdomains } }')).data?.realmDomains).toEqual([
      { domain: 'gql.example', allowSubdomains: true },
    ]);
    expect(await list()).toEqual([{ domain: 'gql.example', allow_subdomains: true }]);
    const same = async (user: string, domain: string) => {
      const rest = errorOf(await as(user).post(PATH, { domain, allow_subdomains: false }));
      const answer = (await gql(user, ADD, { domain, allow: false })).data?.addRealmDomain as Record<string, unknown>;
      expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
    };
    await same('iago', 'a.example');
    await same('desdemona', 'gql.example');
    await same('desdemona', 'a..example');
    expect((await gql('desdemona', REMOVE, { domain: 'gql.example' })).data?.removeRealmDomain).toEqual({
      __typename: 'RemoveRealmDomainPayload',
      domain: 'gql.example',
    });
    expect((await gql('desdemona', REMOVE, { domain: 'gql.example' })).data?.removeRealmDomain).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No entry found for domain gql.example.',
    });
  });
});

describe('bot storage', () => {
  const PATH = '/bot_storage';
  // Not in Zulip's OpenAPI description: the answers are checked here instead.
  const unchecked = { unchecked: '/bot_storage is not in the description' };
  const put = (client: ApiClient, storage: ParamValue) => client.request('PUT', PATH, { storage }, unchecked);
  const get = (client: ApiClient, keys?: ParamValue) => client.get(PATH, { keys }, unchecked);
  const del = (client: ApiClient, keys?: ParamValue) => client.delete(PATH, { keys }, unchecked);
  const ok = { result: 'success', msg: '' };

  test('a bot keeps strings by key, its own; reads and removes some keys or all', async () => {
    const bot = w.ts.client(await w.createBot('hamlet', 'Storage bot', 'storage'));
    w.ts.events.length = 0;
    expect((await get(bot)).body).toEqual({ ...ok, storage: {} });
    expect((await put(bot, { a: '1', b: 'two' })).body).toEqual(ok);
    expect((await put(bot, { b: '2', 'c d': '' })).body).toEqual(ok);
    expect((await get(bot)).body).toEqual({ ...ok, storage: { a: '1', b: '2', 'c d': '' } });
    expect((await get(bot, ['c d', 'a'])).body).toEqual({ ...ok, storage: { 'c d': '', a: '1' } });
    expect((await get(as('othello'))).body.storage).toEqual({});
    expect((await del(bot, ['a'])).body).toEqual(ok);
    expect((await get(bot, [])).body.storage).toEqual({ b: '2', 'c d': '' });
    expect((await del(bot)).body).toEqual(ok);
    expect((await get(bot)).body.storage).toEqual({});
    // Storage is private to its user: nothing is announced.
    expect(w.ts.events).toEqual([]);
  });

  test("refusals in Zulip's words, changing nothing; the size limit counts characters of keys and values", async () => {
    const me = as('cordelia');
    await put(me, { kept: 'x'.repeat(16) });
    const cases: Array<[Promise<ApiResponse>, Record<string, unknown>]> = [
      [
        me.request('PUT', PATH, {}, unchecked),
        { status: 400, msg: "Missing 'storage' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'storage' },
      ],
      [put(me, 'x'), bad('storage is not valid JSON')],
      [put(me, ['a']), bad('storage is not a dict')],
      [put(me, { a: 1 }), bad('storage["a"] is not a string')],
      [get(me, ['kept', 'gone']), bad('Key does not exist.')],
      [get(me, 'kept'), bad('keys is not valid JSON')],
      [get(me, [1]), bad('keys[0] is not a string')],
      [del(me, ['kept', 'gone']), bad('Key does not exist.')],
      [del(me, ['kept', 'kept']), bad('Key does not exist.')],
      // 4 + 16 stored; replacing `kept` with 4 + 30 and adding 1 + 6 makes 41 of 40.
      [
        put(me, { kept: 'y'.repeat(30), k: '😀'.repeat(6) }),
        bad('Request exceeds storage limit by 1 characters. The limit is 40 characters.'),
      ],
    ];
    for (const [request, answer] of cases) expect(errorOf(await request)).toEqual(answer);
    expect((await get(me)).body.storage).toEqual({ kept: 'x'.repeat(16) });
    expect((await put(me, { kept: 'y'.repeat(30), k: '😀'.repeat(5) })).body).toEqual(ok);
    expect((await get(me)).body.storage).toEqual({ kept: 'y'.repeat(30), k: '😀'.repeat(5) });
  });

  test('GraphQL: the same storage, the same refusals', async () => {
    const UPDATE = `mutation ($entries: [BotStorageEntryInput!]!) { updateBotStorage(input: { entries: $entries }) {
      __typename ... on UpdateBotStoragePayload { storage { key value } } ... on Error { code message } } }`;
    const REMOVE = `mutation ($keys: [String!]) { removeBotStorage(input: { keys: $keys }) {
      __typename ... on RemoveBotStoragePayload { storage { key value } } ... on Error { code message } } }`;
    const READ = `query ($keys: [String!]) { botStorage(keys: $keys) { key value } }`;
    expect(
      (
        await gql('iago', UPDATE, {
          entries: [
            { key: 'a', value: '1' },
            { key: 'b', value: '2' },
          ],
        })
      ).data?.updateBotStorage,
    ).toEqual({
      __typename: 'UpdateBotStoragePayload',
      storage: [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
    });
    expect((await get(as('iago'))).body.storage).toEqual({ a: '1', b: '2' });
    expect((await gql('iago', READ, { keys: ['b'] })).data?.botStorage).toEqual([{ key: 'b', value: '2' }]);
    const missing = await gql('iago', READ, { keys: ['zz'] });
    expect(missing.errors?.[0].message).toBe('Key does not exist.');
    const tooBig = [{ key: 'big', value: 'z'.repeat(40) }];
    const rest = errorOf(await put(as('iago'), { big: 'z'.repeat(40) }));
    const answer = (await gql('iago', UPDATE, { entries: tooBig })).data?.updateBotStorage as Record<string, unknown>;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
    expect((await gql('iago', REMOVE, { keys: ['a'] })).data?.removeBotStorage).toEqual({
      __typename: 'RemoveBotStoragePayload',
      storage: [{ key: 'b', value: '2' }],
    });
    expect((await gql('iago', REMOVE, { keys: ['a'] })).data?.removeBotStorage).toMatchObject({
      message: 'Key does not exist.',
    });
  });
});
