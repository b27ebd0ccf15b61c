import { openApiDocument } from '../support/openapi-doc.ts';
import { Ajv } from 'ajv';
import { userSettingsOf } from '../../src/domain/settings/user-settings.ts';
import { createUserByOperator } from '../../src/domain/onboarding/operator.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** PATCH /realm/user_settings_defaults (semantics-realm.md §6). */

const prisma = () => w.prisma();
const PATH = '/realm/user_settings_defaults';
const patch = (params: Record<string, unknown>, user = w.realm.users.iago) =>
  w.ts.client(user).patch(PATH, params as Record<string, string>);
const defaults = async () =>
  userSettingsOf((await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).userSettingsDefaults);

/**
 * expectMatchesOpenApi, and where it cannot check (this operation's 200 is a
 * `$ref` to components/responses/SuccessIgnoredParameters, which the helper
 * does not follow) the referenced schema.
 */
function matchesOpenApi(body: unknown): boolean {
  if (expectMatchesOpenApi('PATCH', PATH, 200, body)) return true;
  const doc = openApiDocument<object>();
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
  const validate = ajv.getSchema(
    'openapi#/components/responses/SuccessIgnoredParameters/content/application~1json/schema',
  );
  if (!validate) throw new Error('SuccessIgnoredParameters is missing from the OpenAPI description');
  if (!validate(body)) throw new Error(JSON.stringify(validate.errors));
  return true;
}

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});

test('no parameters: success and nothing happens', async () => {
  const r = await patch({});
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(matchesOpenApi(r.body)).toBe(true);
  expect(w.ts.events).toEqual([]);
});

test('changed settings are stored and announced one event each, to every active user', async () => {
  const changes = {
    web_home_view: 'recent_topics',
    color_scheme: 2,
    enter_sends: true,
    emojiset: 'text',
    notification_sound: 'ding',
    resolved_topic_notice_auto_read_policy: 'never',
    email_notifications_batching_period_seconds: 600,
    web_font_size_px: 20,
    twenty_four_hour_time: false, // unchanged: no event
  };
  const r = await patch(changes);
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(matchesOpenApi(r.body)).toBe(true);
  expect(await defaults()).toMatchObject(changes);
  const update = (property: string, value: unknown) => ({
    type: 'realm_user_settings_defaults',
    op: 'update',
    property,
    value,
  });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    update('color_scheme', 2),
    update('email_notifications_batching_period_seconds', 600),
    update('emojiset', 'text'),
    update('enter_sends', true),
    update('notification_sound', 'ding'),
    update('resolved_topic_notice_auto_read_policy', 'never'),
    update('web_font_size_px', 20),
    update('web_home_view', 'recent_topics'),
  ]);
  const everyone = Object.values(w.realm.users)
    .map((u) => u.id)
    .sort((a, b) => a - b);
  for (const e of w.ts.events) expect(e.userIds).toEqual(everyone);
});

test('setting the same values again sends nothing', async () => {
  const r = await patch({ color_scheme: 2, enter_sends: true, notification_sound: 'ding' });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events).toEqual([]);
});

test('"none" is a valid notification sound; the batching period may be a full week', async () => {
  const r = await patch({ notification_sound: 'none', email_notifications_batching_period_seconds: 604800 });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(await defaults()).toMatchObject({
    notification_sound: 'none',
    email_notifications_batching_period_seconds: 604800,
  });
});

test('settings not offered here are reported as ignored', async () => {
  const r = await patch({
    default_language: 'de',
    enable_login_emails: false,
    enable_marketing_emails: false,
    allow_private_data_export: true,
    timezone: 'Europe/Paris',
    dense_mode: true,
    emoji_set: 'text',
    starred_message_counts: false,
  });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    ignored_parameters_unsupported: [
      'allow_private_data_export',
      'default_language',
      'dense_mode',
      'emoji_set',
      'enable_login_emails',
      'enable_marketing_emails',
      'timezone',
    ],
  });
  expect(matchesOpenApi(r.body)).toBe(true);
  expect(await defaults()).toMatchObject({
    default_language: 'en',
    enable_login_emails: true,
    starred_message_counts: false,
  });
});

test('defaults apply to users created later, not to existing users', async () => {
  const hamletBefore = await prisma().user.findUniqueOrThrow({ where: { id: w.realm.users.hamlet.id } });
  await patch({ color_scheme: 3, web_home_view: 'all_messages', email_address_visibility: 1 });
  const created = await createUserByOperator(w.ts.server.deps, {
    email: 'newcomer@zulip.com',
    name: 'Newcomer',
    role: 'member',
    bot: false,
    realm: 'zulip',
  });
  const newcomer = await prisma().user.findUniqueOrThrow({ where: { id: created.user_id } });
  expect(userSettingsOf(newcomer.settings)).toMatchObject({
    color_scheme: 3,
    web_home_view: 'all_messages',
    enter_sends: true,
    emojiset: 'text',
    notification_sound: 'none',
    resolved_topic_notice_auto_read_policy: 'never',
  });
  const hamlet = await prisma().user.findUniqueOrThrow({ where: { id: w.realm.users.hamlet.id } });
  expect(hamlet.settings).toEqual(hamletBefore.settings);
  expect(userSettingsOf(hamlet.settings)).toMatchObject({
    color_scheme: 1,
    web_home_view: 'inbox',
    enter_sends: false,
  });
});

const VALUE_ERROR = 'Value error, Not in the list of possible values';
const cases: Array<{ label: string; params: Record<string, unknown>; user?: string; msg: string; code?: string }> = [
  {
    label: 'member',
    user: 'hamlet',
    params: { color_scheme: 2 },
    msg: 'Must be an organization administrator',
    code: 'UNAUTHORIZED_PRINCIPAL',
  },
  {
    label: 'moderator',
    user: 'shiva',
    params: {},
    msg: 'Must be an organization administrator',
    code: 'UNAUTHORIZED_PRINCIPAL',
  },
  {
    label: 'guest',
    user: 'polonius',
    params: { enter_sends: true },
    msg: 'Must be an organization administrator',
    code: 'UNAUTHORIZED_PRINCIPAL',
  },
  { label: 'enum int out of range', params: { color_scheme: 4 }, msg: `Invalid color_scheme: ${VALUE_ERROR}` },
  {
    label: 'enum int not JSON',
    params: { demote_inactive_streams: 'never' },
    msg: 'demote_inactive_streams is not valid JSON',
  },
  { label: 'enum int a string', params: { user_list_style: '"1"' }, msg: 'user_list_style is not an integer' },
  {
    label: 'email visibility',
    params: { email_address_visibility: 6 },
    msg: `Invalid email_address_visibility: ${VALUE_ERROR}`,
  },
  { label: 'bool not JSON', params: { enter_sends: 'yes' }, msg: 'enter_sends is not valid JSON' },
  { label: 'bool a number', params: { presence_enabled: 0 }, msg: 'presence_enabled is not a boolean' },
  { label: 'int a float', params: { web_font_size_px: 15.5 }, msg: 'web_font_size_px is not an integer' },
  { label: 'emojiset', params: { emojiset: 'apple' }, msg: `Invalid emojiset: ${VALUE_ERROR}` },
  { label: 'web_home_view', params: { web_home_view: 'home' }, msg: 'Invalid web_home_view' },
  {
    label: 'web_animate_image_previews',
    params: { web_animate_image_previews: 'sometimes' },
    msg: 'Invalid web_animate_image_previews',
  },
  {
    label: 'resolved_topic_notice_auto_read_policy',
    params: { resolved_topic_notice_auto_read_policy: 'sometimes' },
    msg: 'Invalid resolved_topic_notice_auto_read_policy',
  },
  { label: 'notification sound', params: { notification_sound: 'bogus' }, msg: "Invalid notification sound 'bogus'" },
  {
    label: 'notification sound JSON-quoted',
    params: { notification_sound: '"ding"' },
    msg: 'Invalid notification sound \'"ding"\'',
  },
  {
    label: 'batching period zero',
    params: { email_notifications_batching_period_seconds: 0 },
    msg: 'Invalid email batching period: 0 seconds',
  },
  {
    label: 'batching period too long',
    params: { email_notifications_batching_period_seconds: 604801 },
    msg: 'Invalid email batching period: 604801 seconds',
  },
  // The first failure wins: parameters in alphabetical order, then the sound, then the period.
  {
    label: 'order: color_scheme before web_home_view',
    params: { web_home_view: 'x', color_scheme: 9 },
    msg: `Invalid color_scheme: ${VALUE_ERROR}`,
  },
  {
    label: 'order: parsing before the sound check',
    params: { notification_sound: 'bogus', web_home_view: 'x' },
    msg: 'Invalid web_home_view',
  },
  {
    label: 'order: sound before period',
    params: { email_notifications_batching_period_seconds: 0, notification_sound: 'bogus' },
    msg: "Invalid notification sound 'bogus'",
  },
];

test.each(cases)('$label', async ({ params, user = 'iago', msg, code = 'BAD_REQUEST' }) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  const r = await patch({ enter_sends: false, ...params }, w.realm.users[user]);
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ result: 'error', msg, code });
  expect(w.ts.events).toEqual([]);
  // enter_sends (valid, and a change) was not applied either.
  expect((await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).userSettingsDefaults).toEqual(
    before.userSettingsDefaults,
  );
});

test('garbage never causes a server error', async () => {
  for (const name of ['color_scheme', 'enter_sends', 'web_home_view', 'notification_sound', 'web_font_size_px']) {
    for (const value of ['', '{', '[]', '{}', 'null', '"', '1e400']) {
      const r = await patch({ [name]: value });
      expect(r.status).toBeLessThan(500);
      expect(r.body.result).toBeDefined();
    }
  }
});
