import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Custom profile fields and users' values (semantics-realm.md §2). Each test uses fields of its own. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const notAdmin = { status: 400, msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' };

const fields = async (): Promise<Array<Record<string, any>>> => {
  const r = await as('hamlet').get('/realm/profile_fields');
  expect(expectMatchesOpenApi('GET', '/realm/profile_fields', 200, r.body)).toBe(true);
  return r.body.custom_fields as Array<Record<string, any>>;
};
const fieldIds = async () => (await fields()).map((f) => f.id as number);

async function create(params: Record<string, ParamValue>): Promise<number> {
  const r = await as('iago').post('/realm/profile_fields', params);
  if (r.status !== 200) throw new Error(`create failed: ${r.text}`);
  expect(expectMatchesOpenApi('POST', '/realm/profile_fields', 200, r.body)).toBe(true);
  return r.body.id as number;
}

async function removeAll(): Promise<void> {
  for (const f of await fieldIds()) await as('iago').delete(`/realm/profile_fields/${f}`);
  w.ts.events.length = 0;
}

beforeEach(removeAll);

const profileOf = async (viewer: string, user: string) => {
  const r = await as(viewer).get(`/users/${id(user)}`, { include_custom_profile_fields: true });
  expect(expectMatchesOpenApi('GET', '/users/{user_id}', 200, r.body)).toBe(true);
  return (r.body.user as Record<string, unknown>).profile_data as Record<string, unknown>;
};

const choices = { a: { text: 'Vim', order: '1' }, b: { text: 'Emacs', order: '2' } };

/** Phone (short text), Bio (long), Editor (choices a/b), Birthday, Site, Mentor (users). */
const createOneOfEach = async (): Promise<number[]> => [
  await create({ name: 'Phone', field_type: 1 }),
  await create({ name: 'Bio', field_type: 2 }),
  await create({ name: 'Editor', field_type: 3, field_data: choices }),
  await create({ name: 'Birthday', field_type: 4 }),
  await create({ name: 'Site', field_type: 5 }),
  await create({ name: 'Mentor', field_type: 6 }),
];

test('administrators create every type; everyone lists them by order; every active user hears of it', async () => {
  const made = [
    await create({ name: ' Phone number ', field_type: 1 }),
    await create({ name: 'Biography', hint: 'What are you known for?', field_type: 2, required: true }),
    await create({ name: 'Favorite editor', field_type: 3, field_data: choices, display_in_profile_summary: true }),
    await create({ name: 'Birthday', field_type: 4, editable_by_user: false }),
    await create({ name: 'Favorite website', field_type: 5 }),
    await create({ name: 'Mentor', field_type: 6 }),
    await create({ name: 'Ignored', hint: 'ignored too', field_type: 7, field_data: { subtype: 'github' } }),
    await create({ name: 'Pronouns', field_type: 8 }),
  ];
  const listed = await fields();
  expect(listed.map((f) => [f.id, f.name, f.type, f.order])).toEqual([
    [made[0], 'Phone number', 1, made[0]],
    [made[1], 'Biography', 2, made[1]],
    [made[2], 'Favorite editor', 3, made[2]],
    [made[3], 'Birthday', 4, made[3]],
    [made[4], 'Favorite website', 5, made[4]],
    [made[5], 'Mentor', 6, made[5]],
    [made[6], 'GitHub username', 7, made[6]],
    [made[7], 'Pronouns', 8, made[7]],
  ]);
  expect(listed[1]).toEqual({
    id: made[1],
    name: 'Biography',
    type: 2,
    hint: 'What are you known for?',
    field_data: '',
    order: made[1],
    required: true,
    editable_by_user: true,
  });
  expect(listed[2]).toMatchObject({ field_data: JSON.stringify(choices), display_in_profile_summary: true });
  expect(listed[3]).toMatchObject({ editable_by_user: false });
  expect(listed[6]).toMatchObject({ hint: '', field_data: '{"subtype":"github"}' });
  const last = w.ts.events.at(-1);
  expect(last?.event).toEqual({ type: 'custom_profile_fields', fields: listed });
  const active = await w.sql<{ id: number }>(
    'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id',
    [w.realm.realmId],
  );
  expect(last?.userIds).toEqual(active.map((r) => r.id));
});

test('only administrators write, checked before any parameter', async () => {
  const f = await create({ name: 'Kept', field_type: 1 });
  expect(errorOf(await as('hamlet').post('/realm/profile_fields', {}))).toEqual(notAdmin);
  expect(errorOf(await as('shiva').patch(`/realm/profile_fields/${f}`, { name: 'x' }))).toEqual(notAdmin);
  expect(errorOf(await as('hamlet').delete(`/realm/profile_fields/${f}`))).toEqual(notAdmin);
  expect(errorOf(await as('polonius').patch('/realm/profile_fields', {}))).toEqual(notAdmin);
  expect(await fieldIds()).toEqual([f]);
});

test("bad definitions get Zulip's message in Zulip's order and create nothing", async () => {
  await create({ name: 'Shown 1', field_type: 1, display_in_profile_summary: true });
  await create({ name: 'Shown 2', field_type: 1, display_in_profile_summary: true });
  await create({ name: 'Taken', field_type: 1 });
  const before = await fieldIds();
  const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
    [
      { name: 'x' },
      { status: 400, msg: "Missing 'field_type' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'field_type' },
    ],
    [{ name: 'x', field_type: 'one' }, bad('field_type is not valid JSON')],
    [{ name: 'x', field_type: 3, field_data: '{' }, bad('field_data is not valid JSON')],
    [{ name: 'x', field_type: 3, field_data: ['a'] }, bad('field_data is not a dict')],
    [
      { name: 'x', field_type: 3, field_data: { python: ['list'] } },
      bad('field_data["python"]["dict[str,str]"] is not a dict'),
    ],
    [
      { name: 'x', field_type: 3, field_data: { 0: { text: 'a', order: 1 } } },
      bad('field_data["0"]["dict[str,str]"]["order"] is not a string'),
    ],
    [
      { name: 'x', field_type: 1, display_in_profile_summary: true },
      bad('Only 2 custom profile fields can be displayed in the profile summary.'),
    ],
    [{ name: 'x', field_type: 3 }, bad('Field must have at least one choice.')],
    [{ name: 'x', field_type: 3, field_data: { ' ': { text: 'a', order: '1' } } }, bad("'value' cannot be blank.")],
    [{ name: 'x', field_type: 3, field_data: { a: 'text' } }, bad('field_data is not a dict')],
    [{ name: 'x', field_type: 3, field_data: { a: { order: '1' } } }, bad('text key is missing from field_data')],
    [{ name: 'x', field_type: 3, field_data: { a: { text: 'a' } } }, bad('order key is missing from field_data')],
    [
      { name: 'x', field_type: 3, field_data: { a: { text: ' ', order: '1' } } },
      bad('field_data["text"] cannot be blank.'),
    ],
    [
      { name: 'x', field_type: 3, field_data: { a: { text: 'a', order: '' } } },
      bad('field_data["order"] cannot be blank.'),
    ],
    [
      { name: 'x', field_type: 3, field_data: { a: { text: 'a', order: '1', color: 'red' } } },
      bad('Unexpected arguments: color'),
    ],
    [
      { name: 'x', field_type: 3, field_data: { a: { text: 'Vim', order: '1' }, b: { text: 'Vim', order: '2' } } },
      bad('Field must not have duplicate choices.'),
    ],
    [{ name: 'x', field_type: 7 }, bad('subtype key is missing from field_data')],
    [{ name: 'x', field_type: 7, field_data: { subtype: '' } }, bad('field_data["subtype"] cannot be blank.')],
    [{ name: 'x', field_type: 7, field_data: { subtype: 'myspace' } }, bad('Invalid external account type')],
    [
      { name: 'x', field_type: 7, field_data: { subtype: 'custom' } },
      bad('Custom external account must define URL pattern'),
    ],
    [
      { name: 'x', field_type: 7, field_data: { subtype: 'custom', url_pattern: 'https://x.example/' } },
      bad("URL pattern must contain '%(username)s'."),
    ],
    [
      { name: 'x', field_type: 7, field_data: { subtype: 'custom', url_pattern: 'not a url %(username)s' } },
      bad('field_data["url_pattern"] is not a URL'),
    ],
    [
      {
        name: 'x',
        field_type: 7,
        field_data: { subtype: 'custom', url_pattern: 'https://x.example/%(username)s', other: 'y' },
      },
      bad('Unexpected arguments: other'),
    ],
    [{ name: '  ', field_type: 1 }, bad('Label cannot be blank.')],
    [{ field_type: 1 }, bad('Label cannot be blank.')],
    [{ name: 'x'.repeat(41), hint: 'y'.repeat(81), field_type: 1 }, bad('hint is too long (limit: 80 characters)')],
    [{ name: 'x'.repeat(41), field_type: 1 }, bad('name is too long (limit: 40 characters)')],
    [{ name: 'x', field_type: 99 }, bad('Invalid field type.')],
    [{ name: 'x', field_type: 2 ** 40 }, bad('Invalid field type.')],
    [
      { name: 'x', field_type: 2, display_in_profile_summary: false, required: 'yes' },
      bad('required is not valid JSON'),
    ],
    [{ name: 'Taken', field_type: 2 }, bad('A field with that label already exists.')],
    [{ name: 'Taken ', field_type: 2 }, bad('A field with that label already exists.')],
  ];
  for (const [params, answer] of cases)
    expect([params, errorOf(await as('iago').post('/realm/profile_fields', params))]).toEqual([params, answer]);
  await as('iago').patch(`/realm/profile_fields/${before[0]}`, { display_in_profile_summary: false });
  expect(
    errorOf(
      await as('iago').post('/realm/profile_fields', { name: 'Long', field_type: 2, display_in_profile_summary: true }),
    ),
  ).toEqual(bad('Field type not supported for display in profile summary.'));
  expect(
    errorOf(
      await as('iago').post('/realm/profile_fields', {
        name: 'People',
        field_type: 6,
        display_in_profile_summary: true,
      }),
    ),
  ).toEqual(bad('Field type not supported for display in profile summary.'));
  expect(await fieldIds()).toEqual(before);
  // A custom account with its own pattern is fine; names are 40 characters counted as Python does.
  await create({
    name: '🙂'.repeat(40),
    field_type: 7,
    field_data: { subtype: 'custom', url_pattern: 'https://keybase.io/%(username)s' },
  });
});

test('edits: merged values validated, default accounts keep their definition, removed options clear values', async () => {
  const editor = await create({ name: 'Editor', field_type: 3, field_data: choices });
  const github = await create({ field_type: 7, field_data: { subtype: 'github' } });
  const other = await create({ name: 'Other', field_type: 1 });
  const patch = (f: number, params: Record<string, ParamValue>) =>
    as('iago').patch(`/realm/profile_fields/${f}`, params);
  const ok = async (f: number, params: Record<string, ParamValue>) =>
    expect((await patch(f, params)).body).toEqual({ result: 'success', msg: '' });

  await ok(editor, { name: ' Favorite editor ', hint: 'Pick one', required: true });
  expect((await fields()).find((f) => f.id === editor)).toMatchObject({
    name: 'Favorite editor',
    hint: 'Pick one',
    required: true,
    type: 3,
  });
  await ok(editor, { hint: '' });
  expect((await fields()).find((f) => f.id === editor)).toMatchObject({ hint: '', required: true });

  expect(errorOf(await patch(999_999, { name: 'x' }))).toEqual(bad('Field id 999999 not found.'));
  expect(errorOf(await patch(2 ** 40, { name: 'x' }))).toEqual(bad(`Field id ${2 ** 40} not found.`));
  expect(errorOf(await patch(editor, { name: 'Other' }))).toEqual(bad('A field with that label already exists.'));
  expect(errorOf(await patch(editor, { name: ' ' }))).toEqual(bad('Label cannot be blank.'));
  expect(errorOf(await patch(editor, { field_data: {} }))).toEqual(bad('Field must have at least one choice.'));
  expect(errorOf(await patch(github, { name: 'Octocat' }))).toEqual(bad('Default custom field cannot be updated.'));
  expect(errorOf(await patch(github, { field_data: { subtype: 'twitter' } }))).toEqual(
    bad('Default custom field cannot be updated.'),
  );
  await ok(github, {
    name: 'GitHub username',
    field_data: { subtype: 'github' },
    display_in_profile_summary: true,
    editable_by_user: false,
  });
  await ok(other, { display_in_profile_summary: true });
  expect(errorOf(await patch(editor, { display_in_profile_summary: true }))).toEqual(
    bad('Only 2 custom profile fields can be displayed in the profile summary.'),
  );
  await ok(other, { display_in_profile_summary: true });

  // Hamlet picked Emacs, Cordelia Vim; dropping Emacs clears Hamlet's value only, with an event for it.
  await as('hamlet').patch('/users/me/profile_data', { data: [{ id: editor, value: 'b' }] });
  await as('cordelia').patch('/users/me/profile_data', { data: [{ id: editor, value: 'a' }] });
  w.ts.events.length = 0;
  await ok(editor, { field_data: { a: { text: 'Vim', order: '1' }, c: { text: 'Helix', order: '2' } } });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'realm_user',
      op: 'update',
      person: { user_id: id('hamlet'), custom_profile_field: { id: editor, value: null } },
    },
    { type: 'custom_profile_fields', fields: await fields() },
  ]);
  expect(await profileOf('iago', 'hamlet')).toEqual({});
  expect(await profileOf('iago', 'cordelia')).toEqual({ [editor]: { value: 'a' } });
});

test('delete takes the values along; reorder needs every field and takes the last position of a repeated id', async () => {
  const a = await create({ name: 'A', field_type: 1 });
  const b = await create({ name: 'B', field_type: 1 });
  const c = await create({ name: 'C', field_type: 1 });
  await as('hamlet').patch('/users/me/profile_data', {
    data: [
      { id: a, value: 'x' },
      { id: b, value: 'y' },
    ],
  });
  w.ts.events.length = 0;

  expect(errorOf(await as('iago').patch('/realm/profile_fields', { order: [c, a] }))).toEqual(
    bad('Invalid order mapping.'),
  );
  expect(errorOf(await as('iago').patch('/realm/profile_fields', {}))).toEqual({
    status: 400,
    msg: "Missing 'order' argument",
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: 'order',
  });
  expect(errorOf(await as('iago').patch('/realm/profile_fields', { order: [c, 'a'] }))).toEqual(
    bad('order[1] is not an integer'),
  );
  expect(w.ts.events).toEqual([]);
  const reordered = await as('iago').patch('/realm/profile_fields', { order: [b, c, a, 2 ** 40, b] });
  expect(expectMatchesOpenApi('PATCH', '/realm/profile_fields', 200, reordered.body)).toBe(true);
  expect((await fields()).map((f) => [f.id, f.order])).toEqual([
    [c, 1],
    [a, 2],
    [b, 4],
  ]);

  const deleted = await as('iago').delete(`/realm/profile_fields/${a}`);
  expect(deleted.body).toEqual({ result: 'success', msg: '' });
  expect(errorOf(await as('iago').delete(`/realm/profile_fields/${a}`))).toEqual(bad(`Field id ${a} not found.`));
  expect(await profileOf('othello', 'hamlet')).toEqual({ [b]: { value: 'y', rendered_value: '<p>y</p>' } });
  expect(w.ts.events.map((e) => e.event.type)).toEqual(['custom_profile_fields', 'custom_profile_fields']);
});

test('values of every type: stored as Zulip stores them, rendered texts, one event per change to everyone', async () => {
  const [text, long, select, date, url, people] = await createOneOfEach();
  const account = await create({ field_type: 7, field_data: { subtype: 'github' } });
  const pronouns = await create({ name: 'Pronouns', field_type: 8 });
  w.ts.events.length = 0;
  const data = [
    { id: text, value: '+1 555 **0100**' },
    { id: long, value: 'I like *plays*' },
    { id: select, value: 'b' },
    { id: date, value: '1564-04-23' },
    { id: url, value: 'https://en.wikipedia.org/wiki/Hamlet' },
    { id: people, value: [id('othello'), id('cordelia')] },
    { id: account, value: 'hamlet' },
    { id: pronouns, value: 'he/him' },
  ];
  const r = await as('hamlet').patch('/users/me/profile_data', { data });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  const expected = {
    [text]: { value: '+1 555 **0100**', rendered_value: '<p>+1 555 <strong>0100</strong></p>' },
    [long]: { value: 'I like *plays*', rendered_value: '<p>I like <em>plays</em></p>' },
    [select]: { value: 'b' },
    [date]: { value: '1564-04-23' },
    [url]: { value: 'https://en.wikipedia.org/wiki/Hamlet' },
    [people]: { value: JSON.stringify([id('othello'), id('cordelia')]) },
    [account]: { value: 'hamlet' },
    [pronouns]: { value: 'he/him' },
  };
  expect(await profileOf('polonius', 'hamlet')).toEqual(expected);
  const me = await as('hamlet').get('/users/me');
  expect(me.body.profile_data).toEqual(expected);
  const members = await as('othello').get('/users', { include_custom_profile_fields: true });
  expect(
    (members.body.members as Array<Record<string, unknown>>).find((u) => u.user_id === id('hamlet'))?.profile_data,
  ).toEqual(expected);
  expect(
    ((await as('othello').get('/users')).body.members as Array<Record<string, unknown>>)[0].profile_data,
  ).toBeUndefined();
  expect(w.ts.events.map((e) => e.event)).toEqual(
    Object.entries(expected).map(([field, v]) => ({
      type: 'realm_user',
      op: 'update',
      person: { user_id: id('hamlet'), custom_profile_field: { id: Number(field), ...v } },
    })),
  );
  w.ts.events.length = 0;
  // Unchanged values send nothing; clearing sends a null value.
  await as('hamlet').patch('/users/me/profile_data', { data: [{ id: text, value: '+1 555 **0100**' }] });
  expect(w.ts.events).toEqual([]);
  const cleared = await as('hamlet').delete('/users/me/profile_data', { data: [text, long, text] });
  expect(cleared.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'realm_user',
      op: 'update',
      person: { user_id: id('hamlet'), custom_profile_field: { id: text, value: null } },
    },
    {
      type: 'realm_user',
      op: 'update',
      person: { user_id: id('hamlet'), custom_profile_field: { id: long, value: null } },
    },
  ]);
  expect(Object.keys(await profileOf('hamlet', 'hamlet')).map(Number)).toEqual([
    select,
    date,
    url,
    people,
    account,
    pronouns,
  ]);
});

test("bad values get Zulip's message naming the field, and a list with one bad value changes nothing", async () => {
  const [text, long, select, date, url, people] = await createOneOfEach();
  const locked = await create({ name: 'Badge', field_type: 1, editable_by_user: false });
  const bot = await inTransaction(w.ts.server.deps, (tx) =>
    insertUser(w.ts.server.deps, tx, {
      realmId: w.realm.realmId,
      email: `pf-${Date.now()}-bot@zulip.com`,
      fullName: 'Profile bot',
      isBot: true,
      botOwnerId: id('hamlet'),
    }),
  );
  await as('iago').delete(`/users/${id('prospero')}`);
  await as('othello').patch('/users/me/profile_data', { data: [{ id: text, value: 'kept' }] });
  w.ts.events.length = 0;
  const item = (fieldId: number, value: ParamValue) => ({
    data: [
      { id: text, value: 'changed' },
      { id: fieldId, value },
    ],
  });
  const cases: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
    [{}, { status: 400, msg: "Missing 'data' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'data' }],
    [{ data: 'x' }, bad('data is not valid JSON')],
    [{ data: { id: text } }, bad('data is not a list')],
    [{ data: [5] }, bad('data[0] is not a dict')],
    [{ data: [{ value: 'x' }] }, bad('data[0]["id"] field is missing: Field required')],
    [{ data: [{ id: text }] }, bad('data[0]["value"] field is missing: Field required')],
    [{ data: [{ id: 'x', value: 'x' }] }, bad('data[0]["id"] is not an integer')],
    [{ data: [{ id: text, value: 5 }] }, bad('data[0]["value"]["str"] is not a string')],
    [{ data: [{ id: text, value: ['x'] }] }, bad('data[0]["value"]["list[int]"][0] is not an integer')],
    [item(999_999, 'x'), bad('Field id 999999 not found.')],
    [item(2 ** 40, 'x'), bad(`Field id ${2 ** 40} not found.`)],
    [item(locked, 'x'), bad('You are not allowed to change this field. Contact an administrator to update it.')],
    [item(text, [1]), bad('Phone is not a string')],
    [item(text, 'x'.repeat(51)), bad('Phone is too long (limit: 50 characters)')],
    [item(long, 'x'.repeat(501)), bad('Bio is too long (limit: 500 characters)')],
    [item(select, 'z'), bad("'z' is not a valid choice for 'Editor'.")],
    [item(date, 'a-b-c'), bad('Birthday is not a date')],
    [item(date, '1909-3-5'), bad('Birthday is not a date')],
    [item(date, '19090305'), bad('Birthday is not a date')],
    [item(date, '2023-02-29'), bad('Birthday is not a date')],
    [item(url, 'not a url'), bad('Site is not a URL')],
    [item(url, 'javascript:alert(1)'), bad('Site is not a URL')],
    [item(people, 'x'), bad('User IDs is not a list')],
    [item(people, [id('othello'), 999_999, 2 ** 40]), bad(`Invalid user IDs: 999999, ${2 ** 40}`)],
    [item(people, [id('prospero')]), bad(`User with ID ${id('prospero')} is deactivated`)],
    [item(people, [bot.id]), bad(`User with ID ${bot.id} is a bot`)],
    [{ data: [{ id: text, value: 'nul\u0000' }] }, expect.objectContaining({ status: 400 })],
  ];
  for (const [params, answer] of cases)
    expect([params, errorOf(await as('othello').patch('/users/me/profile_data', params))]).toEqual([params, answer]);
  expect(errorOf(await as('othello').delete('/users/me/profile_data', { data: [text, 999_999] }))).toEqual(
    bad('Field id 999999 not found.'),
  );
  expect(errorOf(await as('othello').delete('/users/me/profile_data', { data: [text, locked] }))).toEqual(
    bad('You are not allowed to change this field. Contact an administrator to update it.'),
  );
  expect(await profileOf('othello', 'othello')).toEqual({ [text]: { value: 'kept', rendered_value: '<p>kept</p>' } });
  expect(w.ts.events).toEqual([]);
  await as('iago').post(`/users/${id('prospero')}/reactivate`);
  // Bots have no profile: their requests are refused before parameters.
  const botClient = w.ts.client({ email: bot.deliveryEmail, apiKey: bot.apiKey });
  expect((await botClient.patch('/users/me/profile_data', { data: [] })).body).toMatchObject({
    result: 'error',
    code: 'BAD_REQUEST',
  });
  // An administrator may set a locked field, their own or anyone's.
  expect((await as('iago').patch('/users/me/profile_data', { data: [{ id: locked, value: 'admin' }] })).status).toBe(
    200,
  );
});

test("administrators edit others' values through PATCH /users/{user_id}: empty and null clear, all or nothing", async () => {
  const badge = await create({ name: 'Badge', field_type: 1, editable_by_user: false });
  const site = await create({ name: 'Site', field_type: 5 });
  const patch = (params: Record<string, ParamValue>) => as('iago').patch(`/users/${id('aaron')}`, params);
  expect(
    (
      await patch({
        profile_data: [
          { id: badge, value: 'gold' },
          { id: site, value: 'https://example.com' },
        ],
      })
    ).status,
  ).toBe(200);
  expect(await profileOf('aaron', 'aaron')).toEqual({
    [badge]: { value: 'gold', rendered_value: '<p>gold</p>' },
    [site]: { value: 'https://example.com' },
  });
  expect(
    errorOf(
      await patch({
        full_name: 'Aaron the Bold',
        profile_data: [
          { id: badge, value: null },
          { id: site, value: 'nope' },
        ],
      }),
    ),
  ).toEqual(bad('Site is not a URL'));
  expect(Object.keys(await profileOf('aaron', 'aaron'))).toHaveLength(2);
  expect((await as('aaron').get('/users/me')).body.full_name).toBe('aaron');
  expect(errorOf(await patch({ profile_data: [{ id: badge }] }))).toEqual(
    bad('profile_data[0]["value"] field is missing: Field required'),
  );
  expect(
    (
      await patch({
        profile_data: [
          { id: badge, value: null },
          { id: site, value: '' },
        ],
      })
    ).status,
  ).toBe(200);
  expect(await profileOf('aaron', 'aaron')).toEqual({});
  expect(
    errorOf(await as('hamlet').patch(`/users/${id('aaron')}`, { profile_data: [{ id: badge, value: 'x' }] })),
  ).toEqual(bad('Insufficient permission'));
});

test('register: the fields and types, pronouns as short text for clients without the capability, events shaped alike', async () => {
  const pronouns = await create({ name: 'Pronouns', field_type: 8 });
  const reg = await as('hamlet').post('/register', { fetch_event_types: ['custom_profile_fields'] });
  expect(expectMatchesOpenApi('POST', '/register', 200, reg.body)).toBe(true);
  expect(reg.body.custom_profile_fields).toEqual(await fields());
  expect((reg.body.custom_profile_field_types as Record<string, unknown>).PRONOUNS).toEqual({
    id: 8,
    name: 'Pronouns',
  });
  const old = await as('hamlet').post('/register', {
    event_types: ['custom_profile_fields'],
    client_capabilities: { pronouns_field_type_supported: false },
  });
  expect(old.body.custom_profile_fields).toEqual([expect.objectContaining({ id: pronouns, type: 1 })]);
  expect((old.body.custom_profile_field_types as Record<string, unknown>).PRONOUNS).toBeUndefined();
  await as('iago').patch(`/realm/profile_fields/${pronouns}`, { hint: 'they/them?' });
  const events = await as('hamlet').get('/events', {
    queue_id: String(old.body.queue_id),
    last_event_id: -1,
    dont_block: true,
  });
  expect(events.body.events).toEqual([
    {
      id: 0,
      type: 'custom_profile_fields',
      fields: [expect.objectContaining({ id: pronouns, type: 1, hint: 'they/them?' })],
    },
  ]);
  expect(expectMatchesOpenApi('GET', '/events', 200, events.body)).toBe(true);
  // Value changes as realm_user events, set and cleared, as the OpenAPI description has them.
  const queue = await as('othello').post('/register', { event_types: ['realm_user', 'custom_profile_fields'] });
  await as('hamlet').patch('/users/me/profile_data', { data: [{ id: pronouns, value: 'he/him' }] });
  await as('hamlet').delete('/users/me/profile_data', { data: [pronouns] });
  const changes = await as('othello').get('/events', {
    queue_id: String(queue.body.queue_id),
    last_event_id: -1,
    dont_block: true,
  });
  expect((changes.body.events as Array<Record<string, any>>).map((e) => e.person.custom_profile_field)).toEqual([
    { id: pronouns, value: 'he/him' },
    { id: pronouns, value: null },
  ]);
  expect(expectMatchesOpenApi('GET', '/events', 200, changes.body)).toBe(true);
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('cordelia'), ['custom_profile_fields', 'realm_user']);
  const a = await create({ name: 'A', field_type: 1 });
  const b = await create({ name: 'B', field_type: 3, field_data: choices });
  await as('cordelia').patch('/users/me/profile_data', {
    data: [
      { id: a, value: '*hi*' },
      { id: b, value: 'a' },
    ],
  });
  await as('hamlet').patch('/users/me/profile_data', { data: [{ id: b, value: 'b' }] });
  await as('iago').patch(`/realm/profile_fields/${b}`, { field_data: { a: { text: 'Vim', order: '1' } } });
  await as('iago').patch('/realm/profile_fields', { order: [b, a] });
  await as('cordelia').delete('/users/me/profile_data', { data: [a] });
  const { applied, fresh, events } = await watch.compare();
  expect(events.length).toBeGreaterThanOrEqual(8);
  expect(applied).toEqual(fresh);
});
