import { useWorld } from '../support/world.ts';

/** PATCH /realm error paths: exact msg/code, first failure wins, nothing written. */
let moderators: number;

const prisma = () => w.prisma();
const patch = (params: Record<string, unknown>, user = w.realm.users.iago) =>
  w.ts.client(user).patch('/realm', params as Record<string, string>);

const w = useWorld();

beforeAll(async () => {
  moderators = (
    await prisma().userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:moderators' } })
  ).id;
});

type Case = {
  label: string;
  params: () => Record<string, unknown>;
  user?: string;
  msg: string;
  code?: string;
  extra?: Record<string, unknown>;
};

const ADMIN = { msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' };
const OWNER = { msg: 'Must be an organization owner', code: 'UNAUTHORIZED_PRINCIPAL' };
const badValue = (name: string, value: unknown) => ({
  msg: `Bad value for '${name}': ${String(value)}`,
  code: 'REQUEST_VARIABLE_INVALID',
  extra: { var_name: name, bad_value: value },
});

const cases: Case[] = [
  // Who may call it (checked before any parameter is parsed).
  { label: 'member', user: 'hamlet', params: () => ({ name: 'x'.repeat(99) }), ...ADMIN },
  { label: 'moderator', user: 'shiva', params: () => ({ allow_message_editing: false }), ...ADMIN },
  { label: 'guest', user: 'polonius', params: () => ({ name: 'Guests rule' }), ...ADMIN },
  { label: 'admin: invite_required', params: () => ({ invite_required: false }), ...OWNER },
  { label: 'admin: waiting_period_threshold', params: () => ({ waiting_period_threshold: 3 }), ...OWNER },
  { label: 'admin: emails_restricted_to_domains', params: () => ({ emails_restricted_to_domains: true }), ...OWNER },
  {
    label: 'admin: disallow_disposable_email_addresses',
    params: () => ({ disallow_disposable_email_addresses: false }),
    ...OWNER,
  },
  // Parameter types.
  { label: 'name too long', params: () => ({ name: 'n'.repeat(41) }), msg: 'name is too long (limit: 40 characters)' },
  {
    label: 'description too long',
    params: () => ({ description: 'd'.repeat(1001) }),
    msg: 'description is too long (limit: 1000 characters)',
  },
  {
    label: 'bool not JSON',
    params: () => ({ allow_message_editing: 'yes' }),
    msg: 'allow_message_editing is not valid JSON',
  },
  {
    label: 'bool not a bool',
    params: () => ({ inline_image_preview: 1 }),
    msg: 'inline_image_preview is not a boolean',
  },
  { label: 'int not an int', params: () => ({ giphy_rating: '"pg"' }), msg: 'giphy_rating is not an integer' },
  {
    label: 'negative waiting period',
    user: 'desdemona',
    params: () => ({ waiting_period_threshold: -1 }),
    msg: 'waiting_period_threshold is too small',
  },
  { label: 'digest_weekday out of range', params: () => ({ digest_weekday: 7 }), msg: 'Invalid digest_weekday' },
  { label: 'digest_weekday not an int', params: () => ({ digest_weekday: '"monday"' }), msg: 'Invalid digest_weekday' },
  { label: 'topics_policy', params: () => ({ topics_policy: 'inherit' }), msg: 'Invalid topics_policy' },
  {
    label: 'message_edit_history_visibility_policy',
    params: () => ({ message_edit_history_visibility_policy: '"all"' }),
    msg: 'Invalid message_edit_history_visibility_policy',
  },
  {
    label: 'time limit a bool',
    params: () => ({ message_content_edit_limit_seconds: true }),
    msg: 'message_content_edit_limit_seconds["int"] is not an integer',
  },
  {
    label: 'time limit a float',
    params: () => ({ move_messages_within_stream_limit_seconds: 1.5 }),
    msg: 'move_messages_within_stream_limit_seconds["int"] is not an integer',
  },
  {
    label: 'time limit not JSON',
    params: () => ({ move_messages_between_streams_limit_seconds: 'unlimited' }),
    msg: 'move_messages_between_streams_limit_seconds is not valid JSON',
  },
  // Checks in the view body.
  { label: 'unknown language', params: () => ({ default_language: 'xx' }), msg: "Invalid language 'xx'" },
  { label: 'video chat provider', params: () => ({ video_chat_provider: 3 }), msg: 'Invalid video_chat_provider 3' },
  { label: 'giphy rating', params: () => ({ giphy_rating: 6 }), msg: 'Invalid giphy_rating 6' },
  {
    label: 'time limit zero',
    params: () => ({ message_content_edit_limit_seconds: 0 }),
    ...badValue('message_content_edit_limit_seconds', 0),
  },
  {
    label: 'time limit negative',
    params: () => ({ move_messages_within_stream_limit_seconds: -60 }),
    ...badValue('move_messages_within_stream_limit_seconds', -60),
  },
  {
    label: 'time limit word',
    params: () => ({ message_content_delete_limit_seconds: '"forever"' }),
    ...badValue('message_content_delete_limit_seconds', 'forever'),
  },
  // The first failure wins.
  {
    label: 'parse order is alphabetical',
    params: () => ({ name: 'n'.repeat(41), allow_message_editing: 'nope' }),
    msg: 'allow_message_editing is not valid JSON',
  },
  {
    label: 'types before the language check',
    params: () => ({ default_language: 'xx', name: 'n'.repeat(41) }),
    msg: 'name is too long (limit: 40 characters)',
  },
  {
    label: 'language before providers',
    params: () => ({ video_chat_provider: 9, default_language: 'xx' }),
    msg: "Invalid language 'xx'",
  },
  {
    label: 'video provider before giphy',
    params: () => ({ giphy_rating: 9, video_chat_provider: 9 }),
    msg: 'Invalid video_chat_provider 9',
  },
  {
    label: 'owner check before time limits',
    params: () => ({ message_content_edit_limit_seconds: 0, invite_required: true }),
    ...OWNER,
  },
  {
    label: 'provider check before owner check',
    params: () => ({ giphy_rating: 9, invite_required: true }),
    msg: 'Invalid giphy_rating 9',
  },
  {
    label: 'time limits in the view order',
    params: () => ({ move_messages_between_streams_limit_seconds: 0, move_messages_within_stream_limit_seconds: 0 }),
    ...badValue('move_messages_within_stream_limit_seconds', 0),
  },
  {
    label: 'time limits before group settings',
    params: () => ({ can_resolve_topics_group: { new: 99999 }, message_content_delete_limit_seconds: -1 }),
    ...badValue('message_content_delete_limit_seconds', -1),
  },
];

test.each(cases)('$label', async ({ params, user = 'iago', msg, code = 'BAD_REQUEST', extra = {} }) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  w.ts.events.length = 0;
  const r = await patch(params(), w.realm.users[user]);
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ result: 'error', msg, code, ...extra });
  expect(w.ts.events).toEqual([]);
  const after = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  expect(after).toEqual(before);
});

test('a failure after valid changes leaves every one of them unchanged', async () => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  w.ts.events.length = 0;
  const r = await patch({
    name: 'Half done',
    description: 'Never saved',
    allow_message_editing: false,
    message_content_edit_limit_seconds: 60,
    move_messages_within_stream_limit_seconds: '"unlimited"',
    can_resolve_topics_group: { new: moderators },
    can_move_messages_between_topics_group: { new: moderators, old: 99999 },
  });
  expect(r.body).toEqual({
    result: 'error',
    msg: "'old' value does not match the expected value.",
    code: 'EXPECTATION_MISMATCH',
    field_name: 'old',
  });
  expect(await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).toEqual(before);
  expect(w.ts.events).toEqual([]);
});

test('garbage never causes a server error', async () => {
  const junk = [
    '',
    ' ',
    '{',
    '[]',
    '{}',
    'null',
    '"',
    '1e309',
    '-0',
    '9007199254740993',
    '{"new":{"direct_members":null}}',
  ];
  const names = [
    'name',
    'allow_message_editing',
    'message_content_edit_limit_seconds',
    'waiting_period_threshold',
    'can_resolve_topics_group',
    'topics_policy',
    'digest_weekday',
  ];
  for (const name of names) {
    for (const value of junk) {
      const r = await patch({ [name]: value }, w.realm.users.desdemona);
      expect(r.status).toBeLessThan(500);
      expect(r.body.result).toBeDefined();
    }
  }
});
