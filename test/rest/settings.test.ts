import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { bad, client, errorOf, send, useEditWorld } from './message-edit.helpers.ts';

/** PATCH /settings (semantics-realm.md §6.2, §6.3): one's own settings, their events and their effects. */
const w = useEditWorld();

const as = (user: string) => client(w, user);
const id = (user: string) => w.realm.users[user].id;
const patch = (user: string, params: Record<string, ParamValue>) => as(user).patch('/settings', params);
const settingsOf = async (user: string): Promise<Record<string, unknown>> => {
  const r = await as(user).post('/register', { fetch_event_types: ['user_settings'], event_types: ['user_settings'], client_capabilities: { user_settings_object: true } });
  return r.body.user_settings as Record<string, unknown>;
};

describe('PATCH /settings', () => {
  test('each changed setting: stored, and a user_settings event to the user only; nothing for an unchanged one', async () => {
    const r = await patch('othello', { enter_sends: true, color_scheme: 2, web_home_view: 'recent_topics', emojiset: 'text' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('PATCH', '/settings', 200, r.body)).toBe(true);
    expect(await settingsOf('othello')).toMatchObject({ enter_sends: true, color_scheme: 2, web_home_view: 'recent_topics', emojiset: 'text' });
    expect(w.ts.events.map((e) => [e.event, e.userIds])).toEqual([
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
      ['an enum out of range', { color_scheme: 9 }, bad('Invalid color_scheme: Value error, Not in the list of possible values')],
      ['a literal on this endpoint', { web_home_view: 'home' }, bad('Invalid web_home_view: Value error, Not in the list of possible values')],
      ['another', { web_animate_image_previews: 'sometimes' }, bad('Invalid web_animate_image_previews: Value error, Not in the list of possible values')],
      ['a boolean that is not JSON', { enter_sends: 'maybe' }, bad('enter_sends is not valid JSON')],
      ['a boolean that is a number', { enter_sends: 1 }, bad('enter_sends is not a boolean')],
      ['an integer that is a string', { color_scheme: '"dark"' }, bad('color_scheme is not an integer')],
      ['a sound', { notification_sound: 'trumpet' }, bad("Invalid notification sound 'trumpet'")],
      ['a batching period', { email_notifications_batching_period_seconds: 0 }, bad('Invalid email batching period: 0 seconds')],
      ['the first in order wins', { web_home_view: 'home', color_scheme: 9 }, bad('Invalid color_scheme: Value error, Not in the list of possible values')],
      ['a long name', { full_name: 'x'.repeat(101) }, bad('Name too long!')],
      ['a name with a star', { full_name: 'Cordelia*' }, bad('Invalid characters in name!')],
      ['a good setting with a bad one', { enter_sends: true, color_scheme: 9 }, bad('Invalid color_scheme: Value error, Not in the list of possible values')],
    ];
    for (const [label, params, answer] of cases) {
      expect([label, errorOf(await patch('cordelia', params))]).toEqual([label, answer]);
    }
    expect(await settingsOf('cordelia')).toEqual(before);
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
    expect(w.ts.events.map((e) => e.event)).toEqual([{ type: 'realm_user', op: 'update', person: { user_id: id('prospero'), full_name: 'Prospero the Duke' } }]);
    expect(((await as('hamlet').get(`/users/${id('prospero')}`)).body.user as { full_name: string }).full_name).toBe('Prospero the Duke');
  });

  test('events applied to a registered state equal a fresh register', async () => {
    const watch = await watchState(as('shiva'), ['user_settings'], { client_capabilities: { user_settings_object: true } });
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

  test('translate_emoticons: the sender\'s emoticons become emoji', async () => {
    expect((await patch('hamlet', { translate_emoticons: true })).status).toBe(200);
    const withIt = await send(w, 'hamlet', 'Denmark', 'emoticons', 'hi :)');
    await patch('hamlet', { translate_emoticons: false });
    const without = await send(w, 'hamlet', 'Denmark', 'emoticons', 'hi :)');
    const content = async (messageId: number) =>
      ((await as('hamlet').get('/messages', { message_ids: [messageId] })).body.messages as Array<{ content: string }>)[0].content;
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
    expect(updates).toEqual(expect.arrayContaining([{ user_id: id('aaron'), new_email: hidden.email }, { user_id: id('aaron'), delivery_email: null }]));
    expect((await patch('aaron', { email_address_visibility: 1 })).status).toBe(200);
    expect(((await email()).body.user as { email: string }).email).toBe('aaron@zulip.com');
  });
});

describe('GraphQL updateSettings', () => {
  const gql = (user: string, query: string, variables: Record<string, unknown> = {}) => w.ts.client(w.realm.users[user]).graphql(query, variables);
  const UPDATE = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) {
    __typename ... on UpdateSettingsPayload { me { fullName settings { enterSends colorScheme webHomeView } } } ... on Error { code message } } }`;

  test('the same change and the same errors as REST', async () => {
    const r = await gql('iago', UPDATE, { input: { enterSends: true, colorScheme: 3, fullName: 'Iago the Ensign' } });
    expect(r.data?.updateSettings).toMatchObject({ __typename: 'UpdateSettingsPayload', me: { fullName: 'Iago the Ensign', settings: { enterSends: true, colorScheme: 3 } } });
    expect(await settingsOf('iago')).toMatchObject({ enter_sends: true, color_scheme: 3 });
    const rest = errorOf(await patch('iago', { color_scheme: 9 }));
    const answer = (await gql('iago', UPDATE, { input: { colorScheme: 9 } })).data?.updateSettings as Record<string, unknown>;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
    const others = await gql('iago', `query ($id: Int!) { user(userId: $id) { settings { enterSends } } }`, { id: id('hamlet') });
    expect(others.data?.user).toEqual({ settings: null });
  });
});
