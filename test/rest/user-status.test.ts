import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** User statuses (semantics-realm.md §3): POST /users/me/status, GET and the administrators' POST /users/{id}/status. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const setStatus = (user: string, params: Record<string, ParamValue>) => as(user).post('/users/me/status', params);
const statusOf = async (user: string, of = user): Promise<Record<string, unknown>> => {
  const r = await as(user).get(`/users/${id(of)}/status`);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/users/{user_id}/status', 200, r.body)).toBe(true);
  return r.body.status as Record<string, unknown>;
};

describe('POST /users/me/status', () => {
  test('text and emoji: stored stripped, shown set fields only, one event to everyone', async () => {
    expect(await statusOf('othello')).toEqual({});
    const r = await setStatus('othello', { status_text: '  In a meeting  ', emoji_name: 'car' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/users/me/status', 200, r.body)).toBe(true);
    expect(await statusOf('hamlet', 'othello')).toEqual({
      status_text: 'In a meeting',
      emoji_name: 'car',
      emoji_code: '1f697',
      reaction_type: 'unicode_emoji',
    });
    expect(w.ts.events.map((e) => e.event)).toEqual([
      {
        type: 'user_status',
        user_id: id('othello'),
        status_text: 'In a meeting',
        emoji_name: 'car',
        emoji_code: '1f697',
        reaction_type: 'unicode_emoji',
      },
    ]);
    expect(w.ts.events[0].userIds).toEqual(expect.arrayContaining([id('hamlet'), id('polonius'), id('othello')]));

    // Only the passed fields change; "" clears.
    await setStatus('othello', { status_text: 'Back soon' });
    expect(await statusOf('othello')).toMatchObject({ status_text: 'Back soon', emoji_name: 'car' });
    await setStatus('othello', { emoji_name: '' });
    expect(await statusOf('othello')).toEqual({ status_text: 'Back soon' });
    await setStatus('othello', { status_text: '' });
    expect(await statusOf('othello')).toEqual({});
  });

  test('away is the inverse of presence_enabled: the setting event comes first, to the user only', async () => {
    w.ts.events.length = 0;
    await setStatus('cordelia', { away: true });
    expect(await statusOf('hamlet', 'cordelia')).toEqual({ away: true });
    // The forced presence event of the setting is the presence tests' business.
    const events = w.ts.events.filter((e) => e.event.type !== 'presence');
    expect(events.map((e) => [e.event, e.userIds.length === 1 ? e.userIds : 'everyone'])).toEqual([
      [{ type: 'user_settings', op: 'update', property: 'presence_enabled', value: false }, [id('cordelia')]],
      [
        {
          type: 'update_global_notifications',
          user: 'cordelia@zulip.com',
          notification_name: 'presence_enabled',
          setting: false,
        },
        [id('cordelia')],
      ],
      [{ type: 'user_status', user_id: id('cordelia'), away: true }, 'everyone'],
    ]);
    await setStatus('cordelia', { away: false });
    expect(await statusOf('cordelia')).toEqual({});
  });

  test("emoji by code and type, the zulip emoji, and every refusal with Zulip's message", async () => {
    await setStatus('aaron', { emoji_name: 'zulip' });
    expect(await statusOf('aaron')).toEqual({
      emoji_name: 'zulip',
      emoji_code: 'zulip',
      reaction_type: 'zulip_extra_emoji',
    });
    await setStatus('aaron', { emoji_name: 'thumbs_up', emoji_code: '1f44d', reaction_type: 'unicode_emoji' });
    expect(await statusOf('aaron')).toMatchObject({ emoji_name: 'thumbs_up', emoji_code: '1f44d' });
    const before = await w.sql('SELECT * FROM user_status WHERE user_id = $1', [id('aaron')]);
    const cases: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
      ['nothing', {}, bad('Client did not pass any new values.')],
      ['only a code', { emoji_code: '1f697' }, bad('Client did not pass any new values.')],
      [
        'a code without a name',
        { status_text: 'x', emoji_code: '1f697' },
        bad('Client must pass emoji_name if they pass either emoji_code or reaction_type.'),
      ],
      ['too long', { status_text: 'x'.repeat(61) }, bad('status_text is too long (limit: 60 characters)')],
      ['an unknown name', { emoji_name: 'no_such_emoji' }, bad("Emoji 'no_such_emoji' does not exist")],
      [
        'a wrong code',
        { emoji_name: 'car', emoji_code: 'ffff', reaction_type: 'unicode_emoji' },
        bad('Invalid emoji code.'),
      ],
      [
        'a name that is not the code',
        { emoji_name: 'car', emoji_code: '1f44d', reaction_type: 'unicode_emoji' },
        bad('Invalid emoji name.'),
      ],
      [
        'a custom emoji',
        { emoji_name: 'party', emoji_code: '1', reaction_type: 'realm_emoji' },
        bad('Invalid custom emoji.'),
      ],
      ['a bad type', { emoji_name: 'car', emoji_code: '1f697', reaction_type: 'sticker' }, bad('Invalid emoji type.')],
      // A code given without a type is checked against the name, never replaced by the name's own.
      ["another emoji's code, no type", { emoji_name: 'car', emoji_code: '1f44d' }, bad('Invalid emoji name.')],
      ['an unknown code, no type', { emoji_name: 'car', emoji_code: 'ffff' }, bad('Invalid emoji code.')],
      [
        'a custom type for a built-in name, no code',
        { emoji_name: 'car', reaction_type: 'realm_emoji' },
        bad('Invalid custom emoji.'),
      ],
      [
        'the zulip type for another name, no code',
        { emoji_name: 'car', reaction_type: 'zulip_extra_emoji' },
        bad('Invalid emoji code.'),
      ],
      [
        'an unknown name with a code, no type',
        { emoji_name: 'no_such_emoji', emoji_code: '1f697' },
        bad("Emoji 'no_such_emoji' does not exist"),
      ],
      ['away not JSON', { away: 'maybe' }, bad('away is not valid JSON')],
    ];
    for (const [label, params, answer] of cases) {
      expect([label, errorOf(await setStatus('aaron', params))]).toEqual([label, answer]);
    }
    expect(await w.sql('SELECT * FROM user_status WHERE user_id = $1', [id('aaron')])).toEqual(before);
    // An alias's code with no type: the type is the name's.
    await setStatus('aaron', { emoji_name: '+1', emoji_code: '1f44d' });
    expect(await statusOf('aaron')).toMatchObject({
      emoji_name: '+1',
      emoji_code: '1f44d',
      reaction_type: 'unicode_emoji',
    });
    // Without a name, an empty code or type is not "passing" one (Zulip tests their truth).
    expect((await setStatus('aaron', { status_text: 'x', emoji_code: '', reaction_type: '' })).status).toBe(200);
  });

  test('sixty characters after stripping are accepted', async () => {
    expect((await setStatus('prospero', { status_text: ` ${'é'.repeat(60)} ` })).status).toBe(200);
    expect((await statusOf('prospero')).status_text).toBe('é'.repeat(60));
  });
});

describe('GET and POST /users/{user_id}/status', () => {
  test("unknown, deactivated and bot targets; administrators set others' statuses", async () => {
    expect(errorOf(await as('hamlet').get('/users/99999/status'))).toEqual(bad('No such user'));
    expect(errorOf(await as('hamlet').get(`/users/${2 ** 40}/status`))).toEqual(bad('No such user'));
    const r = await as('iago').post(`/users/${id('prospero')}/status`, { status_text: 'Set by an admin' });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/{user_id}/status', 200, r.body)).toBe(true);
    expect(await statusOf('hamlet', 'prospero')).toMatchObject({ status_text: 'Set by an admin' });
    expect(errorOf(await as('hamlet').post(`/users/${id('prospero')}/status`, { status_text: 'x' }))).toEqual(
      bad('Insufficient permission'),
    );
    expect(errorOf(await as('iago').post('/users/99999/status', { status_text: 'x' }))).toEqual(bad('No such user'));
    expect(
      errorOf(await as('iago').post(`/users/${id('prospero')}/status`, { emoji_name: 'car', emoji_code: '1f44d' })),
    ).toEqual(bad('Invalid emoji name.'));
    expect(
      errorOf(
        await as('iago').post(`/users/${id('prospero')}/status`, { emoji_name: 'car', reaction_type: 'realm_emoji' }),
      ),
    ).toEqual(bad('Invalid custom emoji.'));
    expect(await statusOf('hamlet', 'prospero')).toEqual({ status_text: 'Set by an admin' });
  });
});

describe('events against state', () => {
  test('user_status and the away setting, applied to a registered state, equal a fresh register', async () => {
    const watch = await watchState(as('hamlet'), ['user_status', 'user_settings'], {
      client_capabilities: { user_settings_object: true },
    });
    await setStatus('hamlet', { away: true, status_text: 'Out', emoji_name: 'car' });
    await setStatus('othello', { status_text: 'On a boat' });
    await setStatus('othello', { emoji_name: 'boat' });
    await setStatus('hamlet', { away: false, emoji_name: '' });
    await setStatus('othello', { status_text: '' });
    const { applied, fresh, events } = await watch.compare();
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(applied).toEqual(fresh);
  });
});

describe('GraphQL', () => {
  const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users[user]).graphql(query, variables);
  const UPDATE = `mutation ($input: UpdateUserStatusInput!) { updateUserStatus(input: $input) {
    __typename ... on UpdateUserStatusPayload { user { userId status { away statusText emojiName emojiCode reactionType } } } ... on Error { code message } } }`;

  test('updateUserStatus and User.status agree with REST, errors included', async () => {
    const r = await gql('shiva', UPDATE, { input: { statusText: ' Reviewing ', emojiName: 'car' } });
    expect(r.data?.updateUserStatus).toEqual({
      __typename: 'UpdateUserStatusPayload',
      user: {
        userId: id('shiva'),
        status: {
          away: false,
          statusText: 'Reviewing',
          emojiName: 'car',
          emojiCode: '1f697',
          reactionType: 'UNICODE_EMOJI',
        },
      },
    });
    expect(await statusOf('hamlet', 'shiva')).toEqual({
      status_text: 'Reviewing',
      emoji_name: 'car',
      emoji_code: '1f697',
      reaction_type: 'unicode_emoji',
    });
    const cases: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
      ['shiva', {}, {}],
      ['shiva', { status_text: 'x'.repeat(61) }, { statusText: 'x'.repeat(61) }],
      ['shiva', { emoji_name: 'no_such_emoji' }, { emojiName: 'no_such_emoji' }],
      ['shiva', { emoji_name: 'car', emoji_code: '1f44d' }, { emojiName: 'car', emojiCode: '1f44d' }],
      ['shiva', { emoji_name: 'car', reaction_type: 'realm_emoji' }, { emojiName: 'car', reactionType: 'REALM_EMOJI' }],
      [
        'iago',
        { emoji_name: 'car', emoji_code: '1f44d' },
        { userId: id('shiva'), emojiName: 'car', emojiCode: '1f44d' },
      ],
      ['hamlet', { status_text: 'x' }, { userId: id('shiva'), statusText: 'x' }],
    ];
    for (const [user, restParams, input] of cases) {
      const path = input.userId === undefined ? '/users/me/status' : `/users/${id('shiva')}/status`;
      const rest = errorOf(await as(user).post(path, restParams));
      const answer = (await gql(user, UPDATE, { input })).data?.updateUserStatus as Record<string, unknown>;
      expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
    }
  });
});
