import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** GET /messages/matches_narrow, GET /messages/{id}/read_receipts, GET /users/{user_id}/subscriptions/{stream_id}. */
const w = useWorld();
const { as } = w;

const markRead = async (user: string, id: number) =>
  expect((await as(user).post('/messages/flags', { messages: [id], op: 'add', flag: 'read' })).status).toBe(200);

describe('GET /messages/matches_narrow', () => {
  let castle: number;
  let moat: number;
  let dm: number;
  beforeAll(async () => {
    castle = await w.sendToChannel('hamlet', 'Denmark', 'castle', 'the castle is old');
    moat = await w.sendToChannel('hamlet', 'Denmark', 'a <moat> & "wall"', 'water all around');
    dm = await w.sendDirect('hamlet', ['othello'], 'about the castle');
  });
  const matches = (user: string, msgIds: unknown, narrow: unknown) =>
    as(user).get('/messages/matches_narrow', { msg_ids: msgIds as number[], narrow: narrow as unknown[] });

  test('a search: the matching messages, highlighted as GET /messages highlights them', async () => {
    const r = await matches('hamlet', [castle, moat, dm, 99999999999], [{ operator: 'search', operand: 'castle' }]);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/matches_narrow', 200, r.body)).toBe(true);
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      messages: {
        [castle]: {
          match_content: '<p>the <span class="highlight">castle</span> is old</p>',
          match_subject: '<span class="highlight">castle</span>',
        },
        [dm]: { match_content: '<p>about the <span class="highlight">castle</span></p>', match_subject: '' },
      },
    });
    const page = await as('hamlet').get('/messages', {
      anchor: castle,
      num_before: 0,
      num_after: 0,
      narrow: [{ operator: 'search', operand: 'castle' }],
    });
    const [m] = page.body.messages as Array<Record<string, unknown>>;
    expect(r.body.messages).toMatchObject({
      [castle]: { match_content: m.match_content, match_subject: m.match_subject },
    });
  });

  test('a narrow that does not search: the rendered content and the escaped topic, unmarked', async () => {
    const r = await matches('hamlet', [castle, moat, dm], [{ operator: 'channel', operand: 'Denmark' }]);
    expect(r.body.messages).toEqual({
      [castle]: { match_content: '<p>the castle is old</p>', match_subject: 'castle' },
      [moat]: { match_content: '<p>water all around</p>', match_subject: 'a &lt;moat&gt; &amp; &quot;wall&quot;' },
    });
    const none = await matches('hamlet', [castle], [{ operator: 'topic', operand: 'moat' }]);
    expect(none.body).toEqual({ result: 'success', msg: '', messages: {} });
  });

  test('only messages the user received count: history one can read but never got is left out', async () => {
    const r = await matches('prospero', [castle, dm], []);
    expect(r.body.messages).toEqual({});
    const othello = await matches('othello', [castle, dm], [{ operator: 'dm', operand: [w.user('hamlet').id] }]);
    expect(Object.keys(othello.body.messages as object)).toEqual([String(dm)]);
  });

  test.each([
    ['no msg_ids', { narrow: '[]' }, "Missing 'msg_ids' argument", 'REQUEST_VARIABLE_MISSING'],
    ['no narrow', { msg_ids: '[1]' }, "Missing 'narrow' argument", 'REQUEST_VARIABLE_MISSING'],
    ['msg_ids not JSON', { msg_ids: 'x', narrow: '[]' }, 'msg_ids is not valid JSON', 'BAD_REQUEST'],
    ['msg_ids not a list', { msg_ids: '5', narrow: '[]' }, 'msg_ids is not a list', 'BAD_REQUEST'],
    ['msg_ids of strings', { msg_ids: '["5"]', narrow: '[]' }, 'msg_ids[0] is not an integer', 'BAD_REQUEST'],
    ['a null narrow', { msg_ids: '[1]', narrow: 'null' }, 'narrow is not a list', 'BAD_REQUEST'],
    [
      'a blank search, checked by the operation',
      { msg_ids: '[1]', narrow: '[5, {"operator": "search", "operand": " "}]' },
      'operand cannot be blank.',
      'BAD_REQUEST',
    ],
    [
      'an unknown operator',
      { msg_ids: '[1]', narrow: '[{"operator": "bogus", "operand": "x"}]' },
      'Invalid narrow operator: unknown operator bogus',
      'BAD_NARROW',
    ],
    [
      'a channel and a dm',
      { msg_ids: '[1]', narrow: '[{"operator": "channel", "operand": "Denmark"}, {"operator": "dm", "operand": [1]}]' },
      'Invalid narrow operator: No message can be both a channel message and direct message',
      'BAD_NARROW',
    ],
  ])('%s → %s', async (_name, params, msg, code) => {
    const r = await as('hamlet').get('/messages/matches_narrow', params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
  });
});

describe('GET /messages/{message_id}/read_receipts', () => {
  const receipts = (user: string, id: number | string) => as(user).get(`/messages/${id}/read_receipts`);

  test('who read it: never the sender, nor deactivated users, nor those who keep it private; bots count', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'receipts', 'read me');
    const bot = await w.createBot('hamlet', 'Reader Bot', 'reader');
    w.realm.users.readerbot = bot;
    const gone = await w.createUser('Soon Gone');
    w.realm.users.gone = gone;
    await w.subscribe('Denmark', ['readerbot', 'gone']);
    const later = await w.sendToChannel('othello', 'Denmark', 'receipts', 'read me too');
    for (const user of ['hamlet', 'cordelia', 'othello', 'iago', 'readerbot', 'gone']) await markRead(user, later);
    expect((await as('desdemona').delete(`/users/${gone.id}`)).status).toBe(200);
    expect((await as('iago').patch('/settings', { send_read_receipts: false })).status).toBe(200);

    const r = await receipts('cordelia', later);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}/read_receipts', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '', user_ids: w.ids('hamlet', 'cordelia', 'readerbot') });
    // Unread again: no longer listed.
    await as('cordelia').post('/messages/flags', { messages: [later], op: 'remove', flag: 'read' });
    expect((await receipts('hamlet', later)).body.user_ids).toEqual(w.ids('hamlet', 'readerbot'));
    expect((await receipts('hamlet', id)).body.user_ids).toEqual([]);
  });

  test("a zulip-js call (callEndpoint) reads them as Zulip's apps do", async () => {
    const { default: zulip } = await import('zulip-js');
    const id = await w.sendDirect('hamlet', ['othello'], 'did you read it?');
    await markRead('othello', id);
    const client = await zulip({ realm: w.ts.url, username: w.user('hamlet').email, apiKey: w.user('hamlet').apiKey });
    expect(await client.callEndpoint(`/messages/${id}/read_receipts`, 'GET', {})).toEqual({
      result: 'success',
      msg: '',
      user_ids: [w.user('othello').id],
    });
  });

  test('a message one may not see is "Invalid message(s)", before the organization\'s setting is looked at', async () => {
    const dm = await w.sendDirect('hamlet', ['othello'], 'secret');
    const priv = await w.sendToChannel('iago', 'core team', 'x', 'inner circle');
    await w.setRealm({ enable_read_receipts: false });
    try {
      for (const [user, id] of [
        ['cordelia', dm],
        ['hamlet', priv],
        ['hamlet', 999999],
        ['hamlet', '99999999999999'],
      ] as const) {
        const r = await receipts(user, id);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
      }
      const off = await receipts('othello', dm);
      expect(off.body).toEqual({
        result: 'error',
        msg: 'Read receipts are disabled in this organization.',
        code: 'BAD_REQUEST',
      });
    } finally {
      await w.setRealm({ enable_read_receipts: true });
    }
  });
});

describe('GET /users/{user_id}/subscriptions/{stream_id}', () => {
  const status = (asker: string, userId: number, streamId: number | string) =>
    as(asker).get(`/users/${userId}/subscriptions/${streamId}`);

  test('whether the user is subscribed; administrators may ask about private channels they are not in', async () => {
    const yes = await status('hamlet', w.user('cordelia').id, w.realm.channels.Denmark);
    expect(yes.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/{user_id}/subscriptions/{stream_id}', 200, yes.body)).toBe(true);
    expect(yes.body).toEqual({ result: 'success', msg: '', is_subscribed: true });
    expect((await status('hamlet', w.user('prospero').id, w.realm.channels.Denmark)).body.is_subscribed).toBe(false);
    const secret = await w.createChannel('desdemona', 'Secret plans', { inviteOnly: true, members: ['othello'] });
    expect((await status('iago', w.user('othello').id, secret)).body).toMatchObject({ is_subscribed: true });
    expect((await status('hamlet', w.user('othello').id, secret)).body).toEqual({
      result: 'error',
      msg: 'Invalid channel ID',
      code: 'BAD_REQUEST',
    });
  });

  test.each([
    ['no such user', 'No such user', () => [999999, w.realm.channels.Denmark]],
    ['an id beyond any user', 'No such user', () => [99999999999, 99999999999]],
    ['the user before the channel', 'No such user', () => [999999, 999999]],
    ['no such channel', 'Invalid channel ID', () => [w.user('cordelia').id, 999999]],
    ['a channel id beyond any', 'Invalid channel ID', () => [w.user('cordelia').id, 99999999999999]],
  ])('%s → %s', async (_name, msg, ids) => {
    const [userId, streamId] = ids();
    const r = await status('hamlet', userId, streamId);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });

  test('bots are "No such user", deactivated users "User is deactivated"', async () => {
    const bot = await w.createBot('hamlet', 'Status Bot', 'status');
    expect((await status('hamlet', bot.id, w.realm.channels.Denmark)).body).toMatchObject({ msg: 'No such user' });
    const left = await w.createUser('Left Already');
    await as('desdemona').delete(`/users/${left.id}`);
    expect((await status('hamlet', left.id, w.realm.channels.Denmark)).body).toMatchObject({
      msg: 'User is deactivated',
    });
  });

  test('a guest who may not see a user gets "Insufficient permission"', async () => {
    await w.setRealmGroup('can_access_all_users_group', 'role:members');
    try {
      const r = await status('polonius', w.user('shiva').id, w.realm.channels.Verona);
      expect(r.body).toEqual({ result: 'error', msg: 'Insufficient permission', code: 'BAD_REQUEST' });
      const seen = await status('polonius', w.user('hamlet').id, w.realm.channels.Verona);
      expect(seen.body).toMatchObject({ is_subscribed: true });
    } finally {
      await w.setRealmGroup('can_access_all_users_group', 'role:everyone');
    }
  });
});
