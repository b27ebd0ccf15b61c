import { useWorld } from '../support/world.ts';

/*
 * Python's json keeps `2.0`, `1e3` and NaN as floats, and Zulip's strict int
 * parameters refuse them; JavaScript's JSON.parse would read 2 and 1000. Each
 * kind of JSON parameter that takes an int refuses them with Zulip's message,
 * and changes nothing; a float is still taken where Zulip takes one.
 */
const w = useWorld();

describe('integral float literals where Zulip wants an integer', () => {
  const id = (name: string) => w.realm.users[name].id;
  const cases: Array<[string, string, string, () => Record<string, string>, string]> = [
    [
      'GET /messages num_before',
      'GET',
      '/messages',
      () => ({ anchor: 'newest', num_before: '2.0', num_after: '0' }),
      'num_before is not an integer',
    ],
    [
      'GET /messages num_after in exponent form',
      'GET',
      '/messages',
      () => ({ anchor: 'newest', num_before: '0', num_after: '1e1' }),
      'num_after is not an integer',
    ],
    [
      'POST /messages/flags messages',
      'POST',
      '/messages/flags',
      () => ({ messages: '[1.0]', op: 'add', flag: 'starred' }),
      'messages[0] is not an integer',
    ],
    [
      'a direct message to [id.0]',
      'POST',
      '/messages',
      () => ({ type: 'direct', to: `[${id('othello')}.0]`, content: 'x' }),
      'Invalid data type for recipients',
    ],
    [
      'a direct message to [id, id.0]',
      'POST',
      '/messages',
      () => ({ type: 'direct', to: `[${id('othello')}, ${id('iago')}.0]`, content: 'x' }),
      'Recipient lists may contain emails or user IDs, but not both.',
    ],
    [
      'a direct message to [email, id]',
      'POST',
      '/messages',
      () => ({ type: 'direct', to: JSON.stringify([w.realm.users.othello.email, id('iago')]), content: 'x' }),
      'Recipient lists may contain emails or user IDs, but not both.',
    ],
    [
      'subscription_data stream_id',
      'POST',
      '/users/me/subscriptions/properties',
      () => ({
        subscription_data: JSON.stringify([{ stream_id: 0, property: 'pin_to_top', value: true }]).replace(
          '"stream_id":0',
          `"stream_id":${w.realm.channels.Denmark}.0`,
        ),
      }),
      'subscription_data[0]["stream_id"] is not an integer',
    ],
    [
      'PATCH /realm waiting_period_threshold',
      'PATCH',
      '/realm',
      () => ({ waiting_period_threshold: '3.0' }),
      'waiting_period_threshold is not an integer',
    ],
    [
      'NaN',
      'GET',
      '/messages',
      () => ({ anchor: 'newest', num_before: 'NaN', num_after: '0' }),
      'num_before is not an integer',
    ],
  ];

  test.each(cases)('%s', async (_name, method, path, params, msg) => {
    const before = await w.prisma().message.count();
    const r = await w.as('iago').request(method, path, params());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg });
    expect(await w.prisma().message.count()).toBe(before);
  });

  test('a direct message to [id] (an integer) still goes through', async () => {
    const r = await w
      .as('iago')
      .post('/messages', { type: 'direct', to: `[${id('othello')}]`, content: 'integers are fine' });
    expect(r.status).toBe(200);
  });

  test('a float is still taken where Zulip takes one: a draft timestamp', async () => {
    await w.as('iago').patch('/settings', { enable_drafts_synchronization: 'true' });
    const draft = {
      type: 'stream',
      to: [w.realm.channels.Denmark],
      topic: 't',
      content: 'draft',
      timestamp: 1700000000.5,
    };
    const text = JSON.stringify([draft]).replace('1700000000.5', '1700000000.0');
    const r = await w.as('iago').post('/drafts', { drafts: text });
    expect(r.status).toBe(200);
    const list = await w.as('iago').get('/drafts');
    expect(list.body.drafts).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: 'draft', timestamp: 1700000000 })]),
    );
  });
});
