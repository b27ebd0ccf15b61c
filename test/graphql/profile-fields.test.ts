import type { ParamValue } from '../support/client.ts';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Custom profile fields over GraphQL: typed fields and values, the same answers as REST, typed events. */
const w = useWorld();
const ws = useWsClients(w);

const CREATE = `mutation ($input: CreateCustomProfileFieldInput!) { createCustomProfileField(input: $input) {
  __typename ... on CreateCustomProfileFieldPayload { field { fieldId name hint type choices { key text order } externalAccount { subtype urlPattern } } } ... on Error { code message } } }`;
const UPDATE = `mutation ($input: UpdateCustomProfileFieldInput!) { updateCustomProfileField(input: $input) {
  __typename ... on UpdateCustomProfileFieldPayload { field { fieldId name hint required } } ... on Error { code message } } }`;
const SET = `mutation ($input: UpdateProfileDataInput!) { updateProfileData(input: $input) {
  __typename ... on UpdateProfileDataPayload { user { userId profileData { fieldId value renderedValue field { name } users { userId } userIds } } } ... on Error { code message } } }`;

const gql = async (user: string, query: string, variables: Record<string, unknown> = {}) => {
  const r = await w.as(user).graphql(query, variables);
  expect(r.errors).toBeUndefined();
  return r.data as Record<string, any>;
};

test('fields and values, typed: choices, external accounts, person pickers with their users', async () => {
  const editor = (
    await gql('iago', CREATE, {
      input: {
        name: 'Editor',
        type: 'SELECT',
        choices: [
          { key: 'b', text: 'Emacs', order: '2' },
          { key: 'a', text: 'Vim', order: '1' },
        ],
      },
    })
  ).createCustomProfileField.field;
  expect(editor).toMatchObject({
    name: 'Editor',
    type: 'SELECT',
    choices: [
      { key: 'a', text: 'Vim', order: '1' },
      { key: 'b', text: 'Emacs', order: '2' },
    ],
    externalAccount: null,
  });
  const github = (
    await gql('iago', CREATE, { input: { type: 'EXTERNAL_ACCOUNT', externalAccount: { subtype: 'github' } } })
  ).createCustomProfileField.field;
  expect(github).toMatchObject({
    name: 'GitHub username',
    externalAccount: { subtype: 'github', urlPattern: 'https://github.com/%(username)s' },
  });
  const mentor = (await gql('iago', CREATE, { input: { name: 'Mentor', type: 'USER' } })).createCustomProfileField
    .field;
  const bio = (await gql('iago', CREATE, { input: { name: ' Bio ', hint: 'About you', type: 'LONG_TEXT' } }))
    .createCustomProfileField.field;
  expect(bio).toMatchObject({ name: 'Bio', hint: 'About you', type: 'LONG_TEXT' });

  const listed = await gql('hamlet', '{ customProfileFields { fieldId name type } }');
  const rest = await w.as('hamlet').get('/realm/profile_fields');
  expect(listed.customProfileFields.map((f: Record<string, unknown>) => f.fieldId)).toEqual(
    (rest.body.custom_fields as Array<Record<string, unknown>>).map((f) => f.id),
  );

  const othello = w.realm.users.othello.id;
  const set = await gql('hamlet', SET, {
    input: {
      set: [
        { fieldId: editor.fieldId, value: 'a' },
        { fieldId: mentor.fieldId, userIds: [othello] },
        { fieldId: bio.fieldId, value: '**bold**' },
      ],
    },
  });
  expect(set.updateProfileData.user.profileData).toEqual([
    { fieldId: editor.fieldId, value: 'a', renderedValue: null, field: { name: 'Editor' }, users: null, userIds: null },
    {
      fieldId: mentor.fieldId,
      value: `[${othello}]`,
      renderedValue: null,
      field: { name: 'Mentor' },
      users: [{ userId: othello }],
      userIds: [othello],
    },
    {
      fieldId: bio.fieldId,
      value: '**bold**',
      renderedValue: '<p><strong>bold</strong></p>',
      field: { name: 'Bio' },
      users: null,
      userIds: null,
    },
  ]);
  const restUser = await w
    .as('cordelia')
    .get(`/users/${w.realm.users.hamlet.id}`, { include_custom_profile_fields: true });
  expect(Object.keys((restUser.body.user as Record<string, Record<string, unknown>>).profile_data).map(Number)).toEqual(
    [editor.fieldId, mentor.fieldId, bio.fieldId],
  );
  const cleared = await gql('hamlet', SET, { input: { clear: [editor.fieldId, bio.fieldId] } });
  expect(cleared.updateProfileData.user.profileData.map((v: Record<string, unknown>) => v.fieldId)).toEqual([
    mentor.fieldId,
  ]);
  // An administrator changes another user's values.
  const byAdmin = await gql('iago', SET, {
    input: {
      userId: w.realm.users.hamlet.id,
      set: [{ fieldId: bio.fieldId, value: 'set by iago' }],
      clear: [mentor.fieldId],
    },
  });
  expect(byAdmin.updateProfileData.user.profileData.map((v: Record<string, unknown>) => v.value)).toEqual([
    'set by iago',
  ]);
  const bots = await gql('iago', '{ users { isBot profileData { fieldId } } }');
  expect(
    bots.users
      .filter((u: Record<string, unknown>) => u.isBot)
      .every((u: Record<string, unknown>) => u.profileData === null),
  ).toBe(true);
  const boot = await gql('hamlet', '{ bootstrap { customProfileFields { fieldId } } }');
  expect(boot.bootstrap.customProfileFields).toHaveLength(4);

  const reordered = await gql(
    'iago',
    `mutation ($ids: [Int!]!) { reorderCustomProfileFields(input: { fieldIds: $ids }) { __typename ... on ReorderCustomProfileFieldsPayload { fields { fieldId order } } } }`,
    {
      ids: [bio.fieldId, mentor.fieldId, github.fieldId, editor.fieldId],
    },
  );
  expect(reordered.reorderCustomProfileFields.fields.map((f: Record<string, unknown>) => f.fieldId)).toEqual([
    bio.fieldId,
    mentor.fieldId,
    github.fieldId,
    editor.fieldId,
  ]);
  for (const f of [editor, github, mentor, bio]) {
    const deleted = await gql(
      'iago',
      `mutation ($id: Int!) { deleteCustomProfileField(input: { fieldId: $id }) { __typename ... on DeleteCustomProfileFieldPayload { fieldId } } }`,
      { id: f.fieldId },
    );
    expect(deleted.deleteCustomProfileField).toEqual({
      __typename: 'DeleteCustomProfileFieldPayload',
      fieldId: f.fieldId,
    });
  }
});

test('the same errors as REST, with the same codes', async () => {
  const taken = (await gql('iago', CREATE, { input: { name: 'Taken', type: 'SHORT_TEXT' } })).createCustomProfileField
    .field.fieldId;
  const site = (await gql('iago', CREATE, { input: { name: 'Site', type: 'URL' } })).createCustomProfileField.field
    .fieldId;
  const creates: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
    ['hamlet', { name: 'x', field_type: 1 }, { name: 'x', type: 'SHORT_TEXT' }],
    ['iago', { name: 'Taken', field_type: 1 }, { name: 'Taken', type: 'SHORT_TEXT' }],
    ['iago', { name: 'x', field_type: 3 }, { name: 'x', type: 'SELECT', choices: [] }],
    [
      'iago',
      { name: 'x', field_type: 7, field_data: { subtype: 'myspace' } },
      { name: 'x', type: 'EXTERNAL_ACCOUNT', externalAccount: { subtype: 'myspace' } },
    ],
    [
      'iago',
      { name: 'x', field_type: 2, display_in_profile_summary: true },
      { name: 'x', type: 'LONG_TEXT', displayInProfileSummary: true },
    ],
    ['iago', { name: 'x'.repeat(41), field_type: 1 }, { name: 'x'.repeat(41), type: 'SHORT_TEXT' }],
  ];
  for (const [user, rest, input] of creates) {
    const r = await w.as(user).post('/realm/profile_fields', rest);
    const answer = (await gql(user, CREATE, { input })).createCustomProfileField;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: r.body.code, message: r.body.msg });
  }
  const updates: Array<[Record<string, ParamValue>, Record<string, unknown>]> = [
    [{ name: 'Taken' }, { name: 'Taken' }],
    [{ name: ' ' }, { name: ' ' }],
  ];
  for (const [rest, input] of updates) {
    const r = await w.as('iago').patch(`/realm/profile_fields/${site}`, rest);
    const answer = (await gql('iago', UPDATE, { input: { fieldId: site, ...input } })).updateCustomProfileField;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: r.body.code, message: r.body.msg });
  }
  const values: Array<[unknown, Record<string, unknown>]> = [
    ['not a url', { value: 'not a url' }],
    [[1], { userIds: [1] }],
  ];
  for (const [value, input] of values) {
    const r = await w.as('hamlet').patch('/users/me/profile_data', { data: [{ id: site, value }] });
    const answer = (await gql('hamlet', SET, { input: { set: [{ fieldId: site, ...input }] } })).updateProfileData;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: r.body.code, message: r.body.msg });
  }
  const missing = (await gql('hamlet', SET, { input: { clear: [999_999] } })).updateProfileData;
  expect(missing).toEqual({ __typename: 'NotFoundError', code: 'BAD_REQUEST', message: 'Field id 999999 not found.' });
  for (const id of [taken, site]) await w.as('iago').delete(`/realm/profile_fields/${id}`);
});

test('typed events: the field list, and a user’s new value', async () => {
  const sub = await ws.subscribeLive(
    'cordelia',
    `subscription { events(types: [CUSTOM_PROFILE_FIELDS, REALM_USER]) { __typename
      ... on CustomProfileFieldsEvent { profileFields { fieldId name type } }
      ... on RealmUserEvent { userId profileValue { fieldId value renderedValue userIds } } } }`,
  );
  const f = (await gql('iago', CREATE, { input: { name: 'Motto', type: 'SHORT_TEXT' } })).createCustomProfileField.field
    .fieldId;
  expect(payload(await sub.next())).toEqual({
    __typename: 'CustomProfileFieldsEvent',
    profileFields: [{ fieldId: f, name: 'Motto', type: 'SHORT_TEXT' }],
  });
  await w.as('hamlet').patch('/users/me/profile_data', { data: [{ id: f, value: 'To be' }] });
  expect(payload(await sub.next())).toEqual({
    __typename: 'RealmUserEvent',
    userId: w.realm.users.hamlet.id,
    profileValue: { fieldId: f, value: 'To be', renderedValue: '<p>To be</p>', userIds: null },
  });
  const buddy = (await gql('iago', CREATE, { input: { name: 'Buddy', type: 'USER' } })).createCustomProfileField.field
    .fieldId;
  expect(payload(await sub.next())).toMatchObject({ __typename: 'CustomProfileFieldsEvent' });
  const othello = w.realm.users.othello.id;
  await w.as('hamlet').patch('/users/me/profile_data', { data: [{ id: buddy, value: [othello] }] });
  expect(payload(await sub.next())).toMatchObject({
    profileValue: { fieldId: buddy, value: `[${othello}]`, renderedValue: null, userIds: [othello] },
  });
  sub.dispose();
  for (const id of [f, buddy]) await w.as('iago').delete(`/realm/profile_fields/${id}`);
});
