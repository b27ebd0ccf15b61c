import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Channel folders (Zulip 11): GET/POST/PATCH /channel_folders, PATCH /channel_folders/{id}, channels' folder_id. */
const w = useWorld();

const as = (user: string) => w.as(user);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);
const admin = { status: 400, code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization administrator' };

const create = async (name: string, description = '') => {
  const r = await as('iago').post('/channel_folders/create', { name, description });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/channel_folders/create', 200, r.body)).toBe(true);
  return r.body.channel_folder_id as number;
};
const listed = async (params: Record<string, string> = {}) => {
  const r = await as('hamlet').get('/channel_folders', params);
  expect(expectMatchesOpenApi('GET', '/channel_folders', 200, r.body)).toBe(true);
  return r.body.channel_folders as Array<Record<string, unknown>>;
};
const registered = async () =>
  (await as('hamlet').post('/register', { fetch_event_types: ['channel_folders'] })).body.channel_folders;
const patch = (user: string, id: number, params: Record<string, string>) =>
  as(user).patch(`/channel_folders/${id}`, params);

beforeEach(async () => {
  await w.sql('UPDATE stream SET folder_id = NULL');
  await w.sql('DELETE FROM channel_folder');
});

test('create: the id, Markdown rendered, listed by order, in register state, an add event to everyone', async () => {
  const a = await create('Frontend', 'Channels for **frontend**');
  const b = await create('Backend');
  const [fa, fb] = await listed();
  expect(fa).toMatchObject({
    id: a,
    name: 'Frontend',
    description: 'Channels for **frontend**',
    rendered_description: '<p>Channels for <strong>frontend</strong></p>',
    order: a,
    creator_id: w.user('iago').id,
    is_archived: false,
  });
  expect(fb).toMatchObject({ id: b, name: 'Backend', rendered_description: '', order: b });
  expect(await registered()).toEqual([fa, fb]);
  const add = w.eventsOfType('channel_folder')[0];
  expect(add.event).toEqual({ type: 'channel_folder', op: 'add', channel_folder: fa });
  const everyone = await w.sql<{ id: number }>(
    'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id',
    [w.realm.realmId],
  );
  expect(add.userIds).toEqual(everyone.map((r) => r.id));
});

test.each([
  ['a member', 'hamlet', { name: 'X', description: '' }, admin],
  ['a blank name', 'iago', { name: '  ', description: '' }, bad("Channel folder name can't be empty.")],
  [
    'an unprintable name',
    'iago',
    { name: 'a\u0007b', description: '' },
    bad('Invalid character in channel folder name, at position 2.'),
  ],
  [
    'a taken name in another case',
    'iago',
    { name: 'TAKEN', description: '' },
    bad("Channel folder 'TAKEN' already exists"),
  ],
  ['a long name', 'iago', { name: 'n'.repeat(61), description: '' }, bad('name is too long (limit: 60 characters)')],
  [
    'a long description before the name',
    'iago',
    { name: 'n'.repeat(61), description: 'd'.repeat(1025) },
    bad('description is too long (limit: 1024 characters)'),
  ],
  [
    'no description',
    'iago',
    { name: 'X' },
    {
      status: 400,
      code: 'REQUEST_VARIABLE_MISSING',
      msg: "Missing 'description' argument",
      var_name: 'description',
    },
  ],
])('create refuses %s, writing nothing', async (_case, user, params, error) => {
  await create('taken');
  expect(errorOf(await as(user).post('/channel_folders/create', params))).toEqual(error);
  expect((await listed()).map((f) => f.name)).toEqual(['taken']);
  expect(w.eventsOfType('channel_folder')).toHaveLength(1);
});

test('reorder: every folder, archived ones too; a reorder event; refusals change nothing', async () => {
  const a = await create('A');
  const b = await create('B');
  const c = await create('C');
  expect((await patch('iago', c, { is_archived: 'true' })).status).toBe(200);
  expect(errorOf(await as('hamlet').patch('/channel_folders', { order: JSON.stringify([c, b, a]) }))).toEqual(admin);
  expect(errorOf(await as('iago').patch('/channel_folders', { order: JSON.stringify([b, a]) }))).toEqual(
    bad('Invalid order mapping.'),
  );
  expect((await listed()).map((f) => f.id)).toEqual([a, b]);
  const r = await as('iago').patch('/channel_folders', { order: JSON.stringify([c, b, a]) });
  expect(expectMatchesOpenApi('PATCH', '/channel_folders', 200, r.body)).toBe(true);
  expect((await listed({ include_archived: 'true' })).map((f) => [f.id, f.order])).toEqual([
    [c, 0],
    [b, 1],
    [a, 2],
  ]);
  expect(w.eventsOfType('channel_folder').at(-1)?.event).toEqual({
    type: 'channel_folder',
    op: 'reorder',
    order: [c, b, a],
  });
});

test('update: name, description, archiving, one event each; archived folders are listed only when asked', async () => {
  const id = await create('Old', 'old');
  const r = await patch('iago', id, { name: 'New', description: '*new*', is_archived: 'true' });
  expect(expectMatchesOpenApi('PATCH', '/channel_folders/{channel_folder_id}', 200, r.body)).toBe(true);
  expect(
    w
      .eventsOfType('channel_folder')
      .slice(1)
      .map((e) => e.event),
  ).toEqual([
    { type: 'channel_folder', op: 'update', channel_folder_id: id, data: { name: 'New' } },
    {
      type: 'channel_folder',
      op: 'update',
      channel_folder_id: id,
      data: { description: '*new*', rendered_description: '<p><em>new</em></p>' },
    },
    { type: 'channel_folder', op: 'update', channel_folder_id: id, data: { is_archived: true } },
  ]);
  expect(await listed()).toEqual([]);
  expect(await listed({ include_archived: 'true' })).toEqual([
    expect.objectContaining({ name: 'New', is_archived: true }),
  ]);
  // The same values again change nothing and send nothing.
  await patch('iago', id, { name: 'New', is_archived: 'true' });
  expect(w.eventsOfType('channel_folder')).toHaveLength(4);
});

test('update refusals: members, unknown ids, taken names, a folder with channels cannot be archived', async () => {
  const id = await create('Mine');
  await create('Other');
  expect(errorOf(await patch('hamlet', id, { name: 'X' }))).toEqual(admin);
  expect(errorOf(await patch('iago', 999999, { name: 'X' }))).toEqual(bad('Invalid channel folder ID'));
  expect(errorOf(await patch('iago', id, { name: 'other' }))).toEqual(bad("Channel folder 'other' already exists"));
  const denmark = w.realm.channels.Denmark;
  expect((await as('iago').patch(`/streams/${denmark}`, { folder_id: String(id) })).status).toBe(200);
  expect(errorOf(await patch('iago', id, { name: 'Renamed', is_archived: 'true' }))).toEqual(
    bad('You need to remove all the channels from this folder to archive it.'),
  );
  expect((await listed()).map((f) => f.name)).toEqual(['Mine', 'Other']);
});

test('channels: folder_id at creation and by PATCH /streams, in stream and subscription objects, with stream update events', async () => {
  const id = await create('Team');
  const created = await as('iago').post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: 'in a folder' }]),
    folder_id: String(id),
  });
  expect(created.status).toBe(200);
  const subs = (await as('iago').get('/users/me/subscriptions')).body.subscriptions as Array<Record<string, unknown>>;
  const sub = subs.find((s) => s.name === 'in a folder');
  expect(sub?.folder_id).toBe(id);
  expect(
    errorOf(
      await as('iago').post('/users/me/subscriptions', {
        subscriptions: JSON.stringify([{ name: 'nowhere' }]),
        folder_id: '999999',
      }),
    ),
  ).toEqual(bad('Invalid channel folder ID'));
  const denmark = w.realm.channels.Denmark;
  expect(errorOf(await as('iago').patch(`/streams/${denmark}`, { folder_id: '999999' }))).toEqual(
    bad('Invalid channel folder ID'),
  );
  expect((await as('iago').patch(`/streams/${denmark}`, { folder_id: String(id) })).status).toBe(200);
  const folderOf = async () =>
    ((await as('hamlet').get(`/streams/${denmark}`)).body.stream as { folder_id: number | null }).folder_id;
  expect(await folderOf()).toBe(id);
  expect((await as('iago').patch(`/streams/${denmark}`, { folder_id: 'null' })).status).toBe(200);
  expect(await folderOf()).toBeNull();
  const updates = w
    .eventsOfType('stream')
    .map((e) => e.event)
    .filter((e) => e.property === 'folder_id');
  expect(updates.map((e) => [e.stream_id, e.value])).toEqual([
    [denmark, id],
    [denmark, null],
  ]);
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('othello'), ['channel_folders'], { event_types: ['channel_folder'] });
  const a = await create('A', 'a');
  const b = await create('B');
  await patch('iago', a, { name: 'A2', description: 'changed', is_archived: 'true' });
  await as('iago').patch('/channel_folders', { order: JSON.stringify([b, a]) });
  const { applied, fresh, events } = await watch.compare();
  expect(events).toHaveLength(6);
  expect(applied).toEqual(fresh);
});

test('GraphQL: the same folders, the same refusals, Channel.folder', async () => {
  const CREATE = `mutation ($input: CreateChannelFolderInput!) { createChannelFolder(input: $input) {
    __typename ... on CreateChannelFolderPayload { channelFolder { id channelFolderId name renderedDescription order isArchived creator { userId } } }
    ... on Error { code message } } }`;
  const created = (await gql('iago', CREATE, { input: { name: 'G', description: '**g**' } })).data
    ?.createChannelFolder as { channelFolder: { id: string; channelFolderId: number } };
  const id = created.channelFolder.channelFolderId;
  expect(created.channelFolder).toMatchObject({
    name: 'G',
    renderedDescription: '<p><strong>g</strong></p>',
    order: id,
    isArchived: false,
    creator: { userId: w.user('iago').id },
  });
  expect((await listed()).map((f) => f.id)).toEqual([id]);
  const same = async (user: string, input: { name: string; description: string }) => {
    const rest = errorOf(await as(user).post('/channel_folders/create', input));
    const answer = (await gql(user, CREATE, { input })).data?.createChannelFolder as Record<string, unknown>;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  };
  await same('hamlet', { name: 'X', description: '' });
  await same('iago', { name: 'g', description: '' });
  await same('iago', { name: ' ', description: '' });
  const UPDATE = `mutation ($input: UpdateChannelFolderInput!) { updateChannelFolder(input: $input) {
    __typename ... on UpdateChannelFolderPayload { channelFolder { name description } } ... on Error { code message } } }`;
  expect((await gql('iago', UPDATE, { input: { id: created.channelFolder.id, description: 'd' } })).data).toEqual({
    updateChannelFolder: { __typename: 'UpdateChannelFolderPayload', channelFolder: { name: 'G', description: 'd' } },
  });
  expect(
    (await gql('iago', UPDATE, { input: { channelFolderId: 999999, name: 'x' } })).data?.updateChannelFolder,
  ).toMatchObject({ message: 'Invalid channel folder ID' });
  const REORDER = `mutation ($ids: [Int!]) { reorderChannelFolders(input: { folderIds: $ids }) {
    __typename ... on ReorderChannelFoldersPayload { channelFolders { channelFolderId order } } ... on Error { code message } } }`;
  expect((await gql('iago', REORDER, { ids: [] })).data?.reorderChannelFolders).toMatchObject({
    message: 'Invalid order mapping.',
  });
  expect((await gql('iago', REORDER, { ids: [id] })).data?.reorderChannelFolders).toEqual({
    __typename: 'ReorderChannelFoldersPayload',
    channelFolders: [{ channelFolderId: id, order: 0 }],
  });
  const denmark = w.realm.channels.Denmark;
  await as('iago').patch(`/streams/${denmark}`, { folder_id: String(id) });
  const channel = await gql(
    'hamlet',
    `{ node(id: ${JSON.stringify(created.channelFolder.id)}) { ... on ChannelFolder { name } } }`,
  );
  expect(channel.data).toEqual({ node: { name: 'G' } });
  const list = await gql('hamlet', '{ channelFolders { channelFolderId name } }');
  expect(list.data).toEqual({ channelFolders: [{ channelFolderId: id, name: 'G' }] });
});
