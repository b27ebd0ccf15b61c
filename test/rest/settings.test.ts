import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** PATCH /settings (semantics-realm.md §6.2, §6.3): one's own settings, their events and their effects. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const patch = (user: string, params: Record<string, ParamValue>) => as(user).patch('/settings', params);
const settingsOf = async (user: string): Promise<Record<string, unknown>> => {
  const r = await as(user).post('/register', {
    fetch_event_types: ['user_settings'],
    event_types: ['user_settings'],
    client_capabilities: { user_settings_object: true },
  });
  return r.body.user_settings as Record<string, unknown>;
};

describe('PATCH /settings', () => {
  test('each changed setting: stored, and a user_settings event to the user only; nothing for an unchanged one', async () => {
    const r = await patch('othello', {
      enter_sends: true,
      color_scheme: 2,
      web_home_view: 'recent_topics',
      emojiset: 'text',
    });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('PATCH', '/settings', 200, r.body)).toBe(true);
    expect(await settingsOf('othello')).toMatchObject({
      enter_sends: true,
      color_scheme: 2,
      web_home_view: 'recent_topics',
      emojiset: 'text',
    });
    const modern = w.ts.events.filter((e) => e.event.type === 'user_settings');
    expect(modern.map((e) => [e.event, e.userIds])).toEqual([
      [{ type: 'user_settings', op: 'update', property: 'color_scheme', value: 2 }, [id('othello')]],
      [{ type: 'user_settings', op: 'update', property: 'emojiset', value: 'text' }, [id('othello')]],
      [{ type: 'user_settings', op: 'update', property: 'enter_sends', value: true }, [id('othello')]],
      [{ type: 'user_settings', op: 'update', property: 'web_home_view', value: 'recent_topics' }, [id('othello')]],
    ]);
    w.ts.events.length = 0;
    expect((await patch('othello', { enter_sends: true })).status).toBe(200);
    expect(w.ts.events).toEqual([]);
  });

  test("bad values get Zulip's message, the first in parameter order, and change nothing", async () => {
    const before = await settingsOf('cordelia');
    const cases: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
      [
        'an enum out of range',
        { color_scheme: 9 },
        bad('Invalid color_scheme: Value error, Not in the list of possible values'),
      ],
      [
        'a literal on this endpoint',
        { web_home_view: 'home' },
        bad('Invalid web_home_view: Value error, Not in the list of possible values'),
      ],
      [
        'another',
        { web_animate_image_previews: 'sometimes' },
        bad('Invalid web_animate_image_previews: Value error, Not in the list of possible values'),
      ],
      ['a boolean that is not JSON', { enter_sends: 'maybe' }, bad('enter_sends is not valid JSON')],
      ['a boolean that is a number', { enter_sends: 1 }, bad('enter_sends is not a boolean')],
      ['an integer that is a string', { color_scheme: '"dark"' }, bad('color_scheme is not an integer')],
      ['a sound', { notification_sound: 'trumpet' }, bad("Invalid notification sound 'trumpet'")],
      [
        'a batching period',
        { email_notifications_batching_period_seconds: 0 },
        bad('Invalid email batching period: 0 seconds'),
      ],
      [
        'the first in order wins',
        { web_home_view: 'home', color_scheme: 9 },
        bad('Invalid color_scheme: Value error, Not in the list of possible values'),
      ],
      ['a long name', { full_name: 'x'.repeat(101) }, bad('Name too long!')],
      ['a name with a star', { full_name: 'Cordelia*' }, bad('Invalid characters in name!')],
      [
        'a good setting with a bad one',
        { enter_sends: true, color_scheme: 9 },
        bad('Invalid color_scheme: Value error, Not in the list of possible values'),
      ],
      ['an unknown language', { default_language: 'xx' }, bad('Invalid default_language')],
      ['a locale rather than a code', { default_language: 'pt_BR' }, bad('Invalid default_language')],
      ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, bad('timezone is not a recognized time zone')],
      ['a zone in the wrong case', { timezone: 'america/new_york' }, bad('timezone is not a recognized time zone')],
      ['an empty time zone', { timezone: '' }, bad('timezone is not a recognized time zone')],
      ['an empty name', { full_name: '   ' }, bad('Name must not be empty!')],
      [
        'a wrong old password',
        { old_password: 'nope', new_password: 'correct horse battery staple' },
        bad('Wrong password!'),
      ],
      ['no old password', { new_password: 'correct horse battery staple' }, bad('Wrong password!')],
      [
        'a weak new password',
        { old_password: 'zircon-demo', new_password: 'password1' },
        bad('New password is too weak!'),
      ],
      ['an empty new password', { old_password: 'zircon-demo', new_password: '' }, bad('New password is too weak!')],
      [
        'a long weak password, measured fast',
        { old_password: 'zircon-demo', new_password: 'ab'.repeat(50_000) },
        bad('New password is too weak!'),
      ],
      [
        'a good password with a bad setting',
        { old_password: 'zircon-demo', new_password: 'correct horse battery staple', color_scheme: 9 },
        bad('Invalid color_scheme: Value error, Not in the list of possible values'),
      ],
      [
        'a good password with a bad name',
        { old_password: 'zircon-demo', new_password: 'correct horse battery staple', full_name: 'x*' },
        bad('Invalid characters in name!'),
      ],
      ['a malformed address', { email: 'not-an-address' }, bad('Invalid address.')],
      ["someone else's address", { email: 'hamlet@zulip.com' }, bad('Already has an account.')],
    ];
    for (const [label, params, answer] of cases) {
      expect([label, errorOf(await patch('cordelia', params))]).toEqual([label, answer]);
    }
    expect(await settingsOf('cordelia')).toEqual(before);
    const login = await w.ts
      .client()
      .post('/fetch_api_key', { username: 'cordelia@zulip.com', password: 'zircon-demo' });
    expect(login.status).toBe(200);
  });

  test('default_language: stored, with the language name in its events, shown by register', async () => {
    const watch = await watchState(as('othello'), ['user_settings'], {
      client_capabilities: { user_settings_object: true },
    });
    expect((await patch('othello', { default_language: 'de' })).status).toBe(200);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'user_settings', op: 'update', property: 'default_language', value: 'de', language_name: 'Deutsch' },
      {
        type: 'update_display_settings',
        user: 'othello@zulip.com',
        setting_name: 'default_language',
        setting: 'de',
        language_name: 'Deutsch',
      },
    ]);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
    expect(fresh.user_settings).toMatchObject({ default_language: 'de' });
    await patch('othello', { default_language: 'en' });
  });

  test('timezone: a link is stored as its zone, the user and everyone who sees them hear of it', async () => {
    expect((await patch('desdemona', { timezone: 'US/Eastern' })).status).toBe(200);
    const zone = 'America/New_York';
    const everyone = w.ts.events.find((e) => e.event.type === 'realm_user');
    expect(everyone?.event).toEqual({
      type: 'realm_user',
      op: 'update',
      person: { user_id: id('desdemona'), email: 'desdemona@zulip.com', timezone: zone },
    });
    expect(everyone?.userIds).toContain(id('hamlet'));
    expect(w.ts.events.filter((e) => e.event.type !== 'realm_user').map((e) => [e.event, e.userIds])).toEqual([
      [{ type: 'user_settings', op: 'update', property: 'timezone', value: zone }, [id('desdemona')]],
      [
        { type: 'update_display_settings', user: 'desdemona@zulip.com', setting_name: 'timezone', setting: zone },
        [id('desdemona')],
      ],
    ]);
    expect(((await as('hamlet').get(`/users/${id('desdemona')}`)).body.user as { timezone: string }).timezone).toBe(
      zone,
    );
    expect((await settingsOf('desdemona')).timezone).toBe(zone);
    // Zulip compares the name as sent: the link again is a change to the same zone.
    w.ts.events.length = 0;
    expect((await patch('desdemona', { timezone: zone })).status).toBe(200);
    expect(w.ts.events).toEqual([]);
  });

  test('password: the new one logs in, the API key and other clients keep working', async () => {
    const before = (
      await w.ts.client().post('/fetch_api_key', { username: 'aaron@zulip.com', password: 'zircon-demo' })
    ).body.api_key;
    const r = await patch('aaron', { old_password: 'zircon-demo', new_password: 'correct horse battery staple' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(w.ts.events).toEqual([]);
    const login = (password: string) => w.ts.client().post('/fetch_api_key', { username: 'aaron@zulip.com', password });
    expect((await login('zircon-demo')).status).toBe(401);
    const fresh = await login('correct horse battery staple');
    expect(fresh.body.api_key).toBe(before);
    expect((await as('aaron').get('/users/me')).status).toBe(200);
  });

  test("wrong old passwords count against the login limit, answered with Zulip's message", async () => {
    const attempt = () => patch('prospero', { old_password: 'guess', new_password: 'correct horse battery staple' });
    for (let i = 0; i < 5; i++) expect(errorOf(await attempt())).toEqual(bad('Wrong password!'));
    w.ts.clock.advance(600_000);
    expect(errorOf(await attempt())).toEqual(bad("You're making too many attempts! Try again in 1200 seconds."));
    const login = await w.ts
      .client()
      .post('/fetch_api_key', { username: 'prospero@zulip.com', password: 'zircon-demo' });
    expect(login.status).toBe(429);
    w.ts.clock.advance(1_200_000);
    expect(
      (await patch('prospero', { old_password: 'zircon-demo', new_password: 'correct horse battery staple' })).status,
    ).toBe(200);
  });

  test("email: Zulip's checks; a valid new address is accepted and waits for a confirmation zircon cannot mail", async () => {
    const r = await patch('cordelia', { email: ' cordelia.new@zulip.com ' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(w.ts.events).toEqual([]);
    expect(((await as('cordelia').get('/users/me')).body as { delivery_email: string }).delivery_email).toBe(
      'cordelia@zulip.com',
    );
    expect((await patch('cordelia', { email: 'cordelia@zulip.com' })).status).toBe(200);
    const realm = await as('desdemona').patch('/realm', { email_changes_disabled: true });
    expect(realm.status).toBe(200);
    expect(errorOf(await patch('cordelia', { email: 'c2@zulip.com' }))).toEqual(
      bad('Email address changes are disabled in this organization.'),
    );
    expect((await patch('iago', { email: 'iago2@zulip.com' })).status).toBe(200);
    await as('desdemona').patch('/realm', { email_changes_disabled: false });
    // Zulip's email_change_by_user: two requests an hour.
    expect((await patch('cordelia', { email: 'c3@zulip.com' })).status).toBe(200);
    expect((await patch('cordelia', { email: 'c4@zulip.com' })).status).toBe(429);
  });

  test('name changes disabled: a new name is ignored for members, not for administrators', async () => {
    await as('desdemona').patch('/realm', { name_changes_disabled: true });
    expect((await patch('cordelia', { full_name: 'Queen Cordelia' })).status).toBe(200);
    expect(((await as('cordelia').get('/users/me')).body as { full_name: string }).full_name).toBe(
      "Cordelia, Lear's daughter",
    );
    expect((await patch('iago', { full_name: 'Iago Admin' })).status).toBe(200);
    await as('desdemona').patch('/realm', { name_changes_disabled: false });
  });

  test('the events of every new setting validate against the OpenAPI description, for modern and legacy clients', async () => {
    for (const capabilities of [{}, { user_settings_object: true }]) {
      const queue = await as('shiva').post('/register', {
        event_types: ['user_settings', 'update_display_settings', 'update_global_notifications', 'realm_user'],
        client_capabilities: capabilities,
      });
      await patch('shiva', {
        default_language: 'it',
        timezone: 'Asia/Tokyo',
        presence_enabled: false,
        enable_sounds: false,
      });
      await patch('shiva', { default_language: 'en', timezone: 'UTC', presence_enabled: true, enable_sounds: true });
      const r = await as('shiva').get('/events', {
        queue_id: queue.body.queue_id as string,
        last_event_id: -1,
        dont_block: true,
      });
      expect((r.body.events as unknown[]).length).toBeGreaterThan(8);
      expect(expectMatchesOpenApi('GET', '/events', 200, r.body)).toBe(true);
    }
  });

  test('legacy clients get update_display_settings and update_global_notifications, and their state follows', async () => {
    const watch = await watchState(as('shiva'), ['update_display_settings', 'update_global_notifications']);
    await patch('shiva', {
      twenty_four_hour_time: true,
      enable_sounds: false,
      timezone: 'Europe/Paris',
      default_language: 'fr',
      web_font_size_px: 15,
    });
    const { applied, fresh, events } = await watch.compare();
    expect(events.map((e) => e.type)).toEqual([
      'update_display_settings',
      'update_global_notifications',
      'update_display_settings',
      'update_display_settings',
    ]);
    expect(applied).toEqual(fresh);
    const modern = await watchState(as('shiva'), ['update_display_settings', 'user_settings'], {
      client_capabilities: { user_settings_object: true },
    });
    await patch('shiva', { twenty_four_hour_time: false });
    expect((await modern.compare()).events.map((e) => e.type)).toEqual(['user_settings']);
  });

  test('the legacy /settings/display and /settings/notifications, and unknown parameters', async () => {
    expect((await as('aaron').patch('/settings/display', { twenty_four_hour_time: true })).status).toBe(200);
    expect((await as('aaron').patch('/settings/notifications', { enable_sounds: false })).status).toBe(200);
    expect(await settingsOf('aaron')).toMatchObject({ twenty_four_hour_time: true, enable_sounds: false });
    const r = await patch('aaron', { enter_sends: true, no_such_setting: 1 });
    expect(r.body).toEqual({ result: 'success', msg: '', ignored_parameters_unsupported: ['no_such_setting'] });
  });

  test('full_name: the new name for everyone', async () => {
    expect((await patch('prospero', { full_name: '  Prospero the Duke ' })).status).toBe(200);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: id('prospero'), full_name: 'Prospero the Duke' } },
    ]);
    expect(((await as('hamlet').get(`/users/${id('prospero')}`)).body.user as { full_name: string }).full_name).toBe(
      'Prospero the Duke',
    );
  });

  test('events applied to a registered state equal a fresh register', async () => {
    const watch = await watchState(as('shiva'), ['user_settings'], {
      client_capabilities: { user_settings_object: true },
    });
    await patch('shiva', { enter_sends: true, color_scheme: 3 });
    await patch('shiva', { enter_sends: false, left_side_userlist: true, notification_sound: 'ding' });
    const { applied, fresh, events } = await watch.compare();
    expect(events).toHaveLength(5);
    expect(applied).toEqual(fresh);
  });
});

describe('settings take effect', () => {
  test('receives_typing_notifications off: no typing events for that user', async () => {
    expect((await patch('cordelia', { receives_typing_notifications: false })).status).toBe(200);
    w.ts.events.length = 0;
    expect((await as('hamlet').post('/typing', { op: 'start', to: [id('cordelia'), id('othello')] })).status).toBe(200);
    const typing = w.ts.events.filter((e) => e.event.type === 'typing');
    expect(typing).toHaveLength(1);
    expect(typing[0].userIds).not.toContain(id('cordelia'));
    expect(typing[0].userIds).toContain(id('othello'));
    await patch('cordelia', { receives_typing_notifications: true });
  });

  test("translate_emoticons: the sender's emoticons become emoji", async () => {
    expect((await patch('hamlet', { translate_emoticons: true })).status).toBe(200);
    const withIt = await w.sendToChannel('hamlet', 'Denmark', 'emoticons', 'hi :)');
    await patch('hamlet', { translate_emoticons: false });
    const without = await w.sendToChannel('hamlet', 'Denmark', 'emoticons', 'hi :)');
    const content = async (messageId: number) =>
      (
        (await as('hamlet').get('/messages', { message_ids: [messageId] })).body.messages as Array<{ content: string }>
      )[0].content;
    expect(await content(withIt)).toContain('emoji-1f642');
    expect(await content(without)).toBe('<p>hi :)</p>');
  });

  test('email_address_visibility: the address others see, and who learns the real one', async () => {
    const email = () => as('hamlet').get(`/users/${id('aaron')}`);
    w.ts.events.length = 0;
    expect((await patch('aaron', { email_address_visibility: 3 })).status).toBe(200);
    const hidden = (await email()).body.user as { email: string; delivery_email?: string | null };
    expect(hidden.email).toMatch(new RegExp(`^user${id('aaron')}@`));
    expect(hidden.delivery_email ?? null).toBeNull();
    const forAdmin = (await as('iago').get(`/users/${id('aaron')}`)).body.user as { delivery_email: string };
    expect(forAdmin.delivery_email).toBe('aaron@zulip.com');
    const updates = w.ts.events.filter((e) => e.event.type === 'realm_user').map((e) => e.event.person);
    expect(updates).toEqual(
      expect.arrayContaining([
        { user_id: id('aaron'), new_email: hidden.email },
        { user_id: id('aaron'), delivery_email: null },
      ]),
    );
    expect((await patch('aaron', { email_address_visibility: 1 })).status).toBe(200);
    expect(((await email()).body.user as { email: string }).email).toBe('aaron@zulip.com');
  });
});

describe('GraphQL updateSettings', () => {
  const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users[user]).graphql(query, variables);
  const UPDATE = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) {
    __typename ... on UpdateSettingsPayload { me { fullName settings { enterSends colorScheme webHomeView } } } ... on Error { code message } } }`;

  test('the same change as REST; a code is refused by its enum', async () => {
    const r = await gql('iago', UPDATE, {
      input: { enterSends: true, colorScheme: 'LIGHT', fullName: 'Iago the Ensign' },
    });
    expect(r.data?.updateSettings).toMatchObject({
      __typename: 'UpdateSettingsPayload',
      me: { fullName: 'Iago the Ensign', settings: { enterSends: true, colorScheme: 'LIGHT' } },
    });
    expect(await settingsOf('iago')).toMatchObject({ enter_sends: true, color_scheme: 3 });
    // REST refuses code 9 with Zulip's words; GraphQL's enum refuses it before the operation runs.
    expect(errorOf(await patch('iago', { color_scheme: 9 })).msg).toMatch(/^Invalid color_scheme/);
    const coded = await gql('iago', UPDATE, { input: { colorScheme: 9 } });
    expect(coded.data ?? null).toBeNull();
    expect(coded.errors?.[0]?.message).toMatch(/Expected type "?ColorScheme"?/);
    const others = await gql('iago', `query ($id: Int!) { user(userId: $id) { settings { enterSends } } }`, {
      id: id('hamlet'),
    });
    expect(others.data?.user).toEqual({ settings: null });
  });

  test('timezone and defaultLanguage, with the same errors as REST', async () => {
    const SET = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) {
      __typename ... on UpdateSettingsPayload { me { timezone settings { defaultLanguage } } } ... on Error { code message } } }`;
    const r = await gql('polonius', SET, { input: { timezone: 'Asia/Calcutta', defaultLanguage: 'ja' } });
    expect(r.data?.updateSettings).toEqual({
      __typename: 'UpdateSettingsPayload',
      me: { timezone: 'Asia/Kolkata', settings: { defaultLanguage: 'ja' } },
    });
    for (const [rest, input] of [
      [{ timezone: 'Nowhere/Land' }, { timezone: 'Nowhere/Land' }],
      [{ default_language: 'klingon' }, { defaultLanguage: 'klingon' }],
      [{ full_name: '' }, { fullName: '' }],
    ] as const) {
      const expected = errorOf(await patch('polonius', rest));
      const answer = (await gql('polonius', SET, { input })).data?.updateSettings as Record<string, unknown>;
      expect({ code: answer.code, message: answer.message }).toEqual({ code: expected.code, message: expected.msg });
    }
  });

  test('changePassword and changeEmail: the same rules and answers as PATCH /settings', async () => {
    const PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
      __typename ... on ChangePasswordPayload { me { userId } } ... on Error { code message } } }`;
    const EMAIL = `mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) {
      __typename ... on ChangeEmailPayload { confirmationRequested me { deliveryEmail } } ... on Error { code message } } }`;
    const wrong = (
      await gql('hamlet', PASSWORD, { input: { oldPassword: 'nope', newPassword: 'correct horse battery staple' } })
    ).data?.changePassword;
    expect(wrong).toEqual({ __typename: 'ZulipError', code: 'BAD_REQUEST', message: 'Wrong password!' });
    const weak = (await gql('hamlet', PASSWORD, { input: { oldPassword: 'zircon-demo', newPassword: 'hamlet' } })).data
      ?.changePassword;
    expect(weak).toMatchObject({ code: 'BAD_REQUEST', message: 'New password is too weak!' });
    const done = (
      await gql('hamlet', PASSWORD, {
        input: { oldPassword: 'zircon-demo', newPassword: 'to be or not to be, that is' },
      })
    ).data?.changePassword;
    expect(done).toEqual({ __typename: 'ChangePasswordPayload', me: { userId: id('hamlet') } });
    expect(
      (
        await w.ts
          .client()
          .post('/fetch_api_key', { username: 'hamlet@zulip.com', password: 'to be or not to be, that is' })
      ).status,
    ).toBe(200);
    // An address that is not one is refused by its type (EmailAddress) before the operation runs.
    const bad = await gql('hamlet', EMAIL, { input: { email: 'nope' } });
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.[0]?.message).toMatch(/email/i);
    const same = (await gql('hamlet', EMAIL, { input: { email: 'hamlet@zulip.com' } })).data?.changeEmail;
    expect(same).toEqual({
      __typename: 'ChangeEmailPayload',
      confirmationRequested: false,
      me: { deliveryEmail: 'hamlet@zulip.com' },
    });
    const asked = (await gql('hamlet', EMAIL, { input: { email: 'prince@zulip.com' } })).data?.changeEmail;
    expect(asked).toEqual({
      __typename: 'ChangeEmailPayload',
      confirmationRequested: true,
      me: { deliveryEmail: 'hamlet@zulip.com' },
    });
  });
});
