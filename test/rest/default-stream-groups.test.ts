import type { ApiResponse } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/**
 * Default channel groups (Zulip's zerver/views/streams.py and
 * zerver/actions/default_streams.py): create, rename, describe, add and
 * remove channels, delete; Zulip's messages in its order; the
 * default_stream_groups event against a fresh register; GraphQL's mutations.
 */

const as = (user: string) => w.as(user);
const expectError = (r: ApiResponse, msg: string, code = 'BAD_REQUEST') =>
  expect({ status: r.status, body: r.body }).toEqual({
    status: 400,
    body: {
      result: 'error',
      msg,
      code,
      ...(code === 'REQUEST_VARIABLE_MISSING' ? { var_name: /'(.*)'/.exec(msg)?.[1] } : {}),
    },
  });
const create = (name: string, names: string[], user = 'iago', description = `About ${name}`) =>
  as(user).post('/default_stream_groups/create', {
    group_name: name,
    description,
    stream_names: JSON.stringify(names),
  });
const groupEvents = () => w.ts.events.filter((e) => e.event.type === 'default_stream_groups');
const registered = async (user: string) =>
  (await as(user).post('/register', { fetch_event_types: ['default_stream_groups'] })).body
    .realm_default_stream_groups as Array<Record<string, unknown>>;
const idOf = async (name: string) => ((await registered('iago')).find((g) => g.name === name)?.id as number) ?? -1;

const w = useWorld();

beforeAll(async () => {
  expect((await as('iago').post('/default_streams', { stream_id: w.realm.channels.Verona })).status).toBe(200);
});
beforeEach(() => {
  w.ts.events.length = 0;
});

test('create: the event (to active non-guests) and register agree; channels ordered by name, groups by name', async () => {
  const watch = await watchState(as('hamlet'), ['default_stream_groups']);
  expect(watch.initial).toMatchObject({ realm_default_stream_groups: [] });
  const r = await create('Italy', ['Venice', 'Rome']);
  expect(r.body).toEqual({ result: 'success', msg: '' });
  await create('Britain', ['Scotland']);
  const { applied, fresh, events } = await watch.compare();
  expect(applied).toEqual(fresh);
  expect(events.length).toBe(2);
  for (const e of events)
    expect(expectMatchesOpenApi('GET', '/events', 200, { result: 'success', msg: '', events: [e] })).toBe(true);
  const groups = fresh.realm_default_stream_groups as Array<Record<string, unknown>>;
  expect(groups.map((g) => g.name)).toEqual(['Britain', 'Italy']);
  expect(groups[1]).toEqual({
    name: 'Italy',
    id: expect.any(Number),
    description: 'About Italy',
    streams: [w.realm.channels.Rome, w.realm.channels.Venice],
  });
  const guest = w.realm.users.polonius.id;
  for (const e of groupEvents()) expect(e.userIds).not.toContain(guest);
  // Guests are told there are none.
  expect(await registered('polonius')).toEqual([]);
  const reg = await as('hamlet').post('/register', { fetch_event_types: ['default_stream_groups'] });
  expect(expectMatchesOpenApi('POST', '/register', 200, reg.body)).toBe(true);
});

test.each([
  [
    'a member',
    () => create('X', ['Rome'], 'hamlet'),
    'Must be an organization administrator',
    'UNAUTHORIZED_PRINCIPAL',
  ],
  [
    'no group_name',
    () => as('iago').post('/default_stream_groups/create', { description: 'd', stream_names: '[]' }),
    "Missing 'group_name' argument",
    'REQUEST_VARIABLE_MISSING',
  ],
  [
    'no description',
    () => as('iago').post('/default_stream_groups/create', { group_name: 'X', stream_names: '[]' }),
    "Missing 'description' argument",
    'REQUEST_VARIABLE_MISSING',
  ],
  [
    'no stream_names',
    () => as('iago').post('/default_stream_groups/create', { group_name: 'X', description: 'd' }),
    "Missing 'stream_names' argument",
    'REQUEST_VARIABLE_MISSING',
  ],
  [
    'stream_names not a list',
    () => as('iago').post('/default_stream_groups/create', { group_name: 'X', description: 'd', stream_names: '{}' }),
    'stream_names is not a list',
    'BAD_REQUEST',
  ],
  [
    'an unknown channel (checked before the name)',
    () => create(' ', ['Atlantis']),
    "Invalid channel name 'Atlantis'",
    'BAD_REQUEST',
  ],
  [
    'a default channel (checked before the name)',
    () => create(' ', ['Rome', 'Verona']),
    "'Verona' is a default channel and cannot be added to ' '",
    'BAD_REQUEST',
  ],
  ['a blank name', () => create('  ', ['Rome']), "Invalid default channel group name '  '", 'BAD_REQUEST'],
  [
    'a name of 61 characters',
    () => create('x'.repeat(61), ['Rome']),
    'Default channel group name too long (limit: 60 characters)',
    'BAD_REQUEST',
  ],
  [
    'a NUL in the name',
    () => create('a\u0000b', ['Rome'], 'iago', 'd'),
    "Default channel group name 'a\u0000b' contains NULL (0x00) characters.",
    'BAD_REQUEST',
  ],
  ['a NUL in a channel name', () => create('Y', ['Ro\u0000me']), "Invalid channel name 'Ro\u0000me'", 'BAD_REQUEST'],
  ['a name taken', () => create('Italy', []), "Default channel group 'Italy' already exists", 'BAD_REQUEST'],
])('create with %s → %s', async (_what, call, msg, code) => {
  expectError(await call(), msg, code);
  expect(groupEvents()).toEqual([]);
});

test("rename and describe: each change is announced; Zulip's checks in its order", async () => {
  const id = await idOf('Britain');
  expectError(
    await as('iago').patch(`/default_stream_groups/${id}`, {}),
    'You must pass "new_description" or "new_group_name".',
  );
  expectError(
    await as('iago').patch(`/default_stream_groups/${id}`, { new_group_name: '', new_description: '' }),
    'You must pass "new_description" or "new_group_name".',
  );
  expectError(
    await as('iago').patch('/default_stream_groups/999999', { new_group_name: 'Z' }),
    "Default channel group with id '999999' does not exist.",
  );
  expectError(
    await as('iago').patch(`/default_stream_groups/${id}`, { new_group_name: 'Britain' }),
    "This default channel group is already named 'Britain'",
  );
  expectError(
    await as('iago').patch(`/default_stream_groups/${id}`, { new_group_name: 'Italy' }),
    "Default channel group 'Italy' already exists",
  );
  expectError(
    await as('shiva').patch(`/default_stream_groups/${id}`, { new_group_name: 'UK' }),
    'Must be an organization administrator',
    'UNAUTHORIZED_PRINCIPAL',
  );
  expect(groupEvents()).toEqual([]);

  const watch = await watchState(as('hamlet'), ['default_stream_groups']);
  const r = await as('iago').patch(`/default_stream_groups/${id}`, { new_group_name: 'UK', new_description: 'Isles' });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  const { applied, fresh, events } = await watch.compare();
  expect(events.length).toBe(2);
  expect(applied).toEqual(fresh);
  expect((fresh.realm_default_stream_groups as Array<Record<string, unknown>>).find((g) => g.id === id)).toMatchObject({
    name: 'UK',
    description: 'Isles',
  });
});

test('add and remove channels: already present, not present, default, bad op', async () => {
  const id = await idOf('Italy');
  const streams = (op: string, names: string[], gid = id) =>
    as('iago').patch(`/default_stream_groups/${gid}/streams`, { op, stream_names: JSON.stringify(names) });
  expectError(await streams('add', ['Venice']), "Channel 'Venice' is already present in default channel group 'Italy'");
  expectError(await streams('add', ['Verona']), "'Verona' is a default channel and cannot be added to 'Italy'");
  expectError(
    await streams('add', ['Denmark', 'Denmark']),
    "Channel 'Denmark' is already present in default channel group 'Italy'",
  );
  expectError(
    await streams('remove', ['Denmark']),
    "Channel 'Denmark' is not present in default channel group 'Italy'",
  );
  expectError(await streams('move', ['Rome']), 'Invalid value for "op". Specify one of "add" or "remove".');
  expectError(await streams('move', ['Atlantis']), "Invalid channel name 'Atlantis'");
  expectError(await streams('add', ['Rome'], 0), "Default channel group with id '0' does not exist.");
  expect(groupEvents()).toEqual([]);
  // Nothing was half-applied by the failed duplicate add.
  expect((await registered('iago')).find((g) => g.id === id)?.streams).toEqual([
    w.realm.channels.Rome,
    w.realm.channels.Venice,
  ]);

  const watch = await watchState(as('hamlet'), ['default_stream_groups']);
  expect((await streams('add', ['Denmark', 'Scotland'])).body).toEqual({ result: 'success', msg: '' });
  expect((await streams('remove', ['Rome', 'Rome'])).body).toEqual({ result: 'success', msg: '' });
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  expect(
    (fresh.realm_default_stream_groups as Array<Record<string, unknown>>).find((g) => g.id === id)?.streams,
  ).toEqual([w.realm.channels.Denmark, w.realm.channels.Scotland, w.realm.channels.Venice]);
});

test('archiving a channel takes it out of every group, with an event per group', async () => {
  await create('Scots', ['Scotland']);
  w.ts.events.length = 0;
  const watch = await watchState(as('hamlet'), ['default_stream_groups']);
  expect((await as('iago').delete(`/streams/${w.realm.channels.Scotland}`)).status).toBe(200);
  const { applied, fresh, events } = await watch.compare();
  // Scotland is in Italy, UK and Scots.
  expect(events.filter((e) => e.type === 'default_stream_groups').length).toBe(3);
  expect(applied).toEqual(fresh);
  for (const g of fresh.realm_default_stream_groups as Array<{ streams: number[] }>)
    expect(g.streams).not.toContain(w.realm.channels.Scotland);
});

test('delete: the group is gone; a second delete says so', async () => {
  const id = await idOf('UK');
  expectError(
    await as('hamlet').delete(`/default_stream_groups/${id}`),
    'Must be an organization administrator',
    'UNAUTHORIZED_PRINCIPAL',
  );
  expect((await as('desdemona').delete(`/default_stream_groups/${id}`)).body).toEqual({ result: 'success', msg: '' });
  expect(groupEvents().length).toBe(1);
  expectError(
    await as('desdemona').delete(`/default_stream_groups/${id}`),
    `Default channel group with id '${id}' does not exist.`,
  );
});

test('GraphQL: the same operations, errors and event', async () => {
  const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
    as(user).graphql(query, variables);
  const fields = (mutation: string) =>
    `__typename ... on ${mutation[0].toUpperCase()}${mutation.slice(1)}Payload { defaultChannelGroups { groupId name description channelIds channels { name } } } ... on Error { code message }`;
  const created = await gql(
    'iago',
    `mutation ($i: CreateDefaultChannelGroupInput!) { createDefaultChannelGroup(input: $i) { ${fields('createDefaultChannelGroup')} } }`,
    {
      i: { name: 'Nordic', description: 'North', channelNames: ['Denmark'] },
    },
  );
  const nordic = (created.data?.createDefaultChannelGroup.defaultChannelGroups as Array<Record<string, unknown>>).find(
    (g) => g.name === 'Nordic',
  );
  expect(nordic).toEqual({
    groupId: expect.any(Number),
    name: 'Nordic',
    description: 'North',
    channelIds: [w.realm.channels.Denmark],
    channels: [{ name: 'Denmark' }],
  });
  const refused = await gql(
    'hamlet',
    `mutation ($i: CreateDefaultChannelGroupInput!) { createDefaultChannelGroup(input: $i) { ${fields('createDefaultChannelGroup')} } }`,
    {
      i: { name: 'Mine', description: '', channelNames: [] },
    },
  );
  expect(refused.data?.createDefaultChannelGroup).toEqual({
    __typename: 'PermissionDeniedError',
    code: 'UNAUTHORIZED_PRINCIPAL',
    message: 'Must be an organization administrator',
  });
  const groupId = nordic?.groupId as number;
  const added = await gql(
    'iago',
    `mutation { updateDefaultChannelGroupChannels(input: { groupId: ${groupId}, op: ADD, channelNames: ["Verona"] }) { ${fields('updateDefaultChannelGroupChannels')} } }`,
  );
  expect(added.data?.updateDefaultChannelGroupChannels).toMatchObject({
    code: 'BAD_REQUEST',
    message: "'Verona' is a default channel and cannot be added to 'Nordic'",
  });
  const renamed = await gql(
    'iago',
    `mutation { updateDefaultChannelGroup(input: { groupId: ${groupId}, newName: "Norden" }) { ${fields('updateDefaultChannelGroup')} } }`,
  );
  expect(renamed.data?.updateDefaultChannelGroup.__typename).toBe('UpdateDefaultChannelGroupPayload');
  const listed = await gql('hamlet', '{ defaultChannelGroups { name channelIds } }');
  expect(listed.data?.defaultChannelGroups).toContainEqual({ name: 'Norden', channelIds: [w.realm.channels.Denmark] });
  expect((await gql('polonius', '{ defaultChannelGroups { name } }')).data?.defaultChannelGroups).toEqual([]);
  w.ts.events.length = 0;
  const removed = await gql(
    'iago',
    `mutation { removeDefaultChannelGroup(input: { groupId: ${groupId} }) { ${fields('removeDefaultChannelGroup')} } }`,
  );
  expect(
    (removed.data?.removeDefaultChannelGroup.defaultChannelGroups as Array<{ name: string }>).map((g) => g.name),
  ).not.toContain('Norden');
  expect(groupEvents().length).toBe(1);
});
