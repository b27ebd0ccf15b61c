import { useWorld } from '../support/world.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/** POST /users/me/subscriptions/properties and PATCH /users/me/subscriptions/{stream_id}: the user's own channel settings. */
const w = useWorld();

const post = (user: string, data: unknown) =>
  w
    .as(user)
    .post('/users/me/subscriptions/properties', { subscription_data: data } as unknown as Record<string, string>);
const errorOf = (r: { status: number; body: Record<string, unknown> }) => ({
  status: r.status,
  msg: r.body.msg,
  code: r.body.code,
});
const mySub = async (user: string, streamId: number) =>
  ((await w.as(user).get('/users/me/subscriptions')).body.subscriptions as Array<Record<string, unknown>>).find(
    (s) => s.stream_id === streamId,
  );

test('several changes at once, each with its event; muting also sends the legacy in_home_view', async () => {
  const { Denmark, Rome } = w.realm.channels;
  const r = await post('hamlet', [
    { stream_id: Denmark, property: 'color', value: '#abcdef' },
    { stream_id: Denmark, property: 'is_muted', value: true },
    { stream_id: Rome, property: 'pin_to_top', value: true },
    { stream_id: Rome, property: 'push_notifications', value: false },
  ]);
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(expectMatchesOpenApi('POST', '/users/me/subscriptions/properties', 200, r.body)).toBe(true);
  expect(w.ts.events.map((e) => [e.event, e.userIds])).toEqual(
    [
      { property: 'color', value: '#abcdef', stream_id: Denmark },
      { property: 'in_home_view', value: false, stream_id: Denmark },
      { property: 'is_muted', value: true, stream_id: Denmark },
      { property: 'pin_to_top', value: true, stream_id: Rome },
      { property: 'push_notifications', value: false, stream_id: Rome },
    ].map((e) => [{ type: 'subscription', op: 'update', ...e }, [w.realm.users.hamlet.id]]),
  );
  expect(await mySub('hamlet', Denmark)).toMatchObject({ color: '#abcdef', is_muted: true, in_home_view: false });
  expect(await mySub('hamlet', Rome)).toMatchObject({ pin_to_top: true, push_notifications: false });
});

test('in_home_view is is_muted inverted', async () => {
  const { Scotland } = w.realm.channels;
  await post('hamlet', [{ stream_id: Scotland, property: 'in_home_view', value: false }]);
  expect(w.ts.events.map((e) => [e.event.property, e.event.value])).toEqual([
    ['in_home_view', false],
    ['is_muted', true],
  ]);
  expect(await mySub('hamlet', Scotland)).toMatchObject({ is_muted: true });
});

test.each([
  ['an unknown property', [{ stream_id: 1, property: 'volume', value: true }], 'Unknown subscription property: volume'],
  ['a string for a boolean', [{ stream_id: 1, property: 'pin_to_top', value: 'yes' }], 'pin_to_top is not a boolean'],
  [
    'a bad color',
    [{ stream_id: 1, property: 'color', value: 'red' }],
    'Invalid subscription_data[0]: Value error, color is not a valid hex color code',
  ],
  [
    'a missing field',
    [{ stream_id: 1, property: 'color' }],
    'subscription_data[0]["value"] field is missing: Field required',
  ],
  [
    'a non-integer channel',
    [{ stream_id: 'x', property: 'color', value: '#000000' }],
    'subscription_data[0]["stream_id"] is not an integer',
  ],
  [
    'a value of another type',
    [{ stream_id: 1, property: 'pin_to_top', value: 7 }],
    'subscription_data[0]["value"]["bool"] is not a boolean',
  ],
  ['not a list', { stream_id: 1 }, 'subscription_data is not a list'],
])('%s', async (_label, data, msg) => {
  const r = await post('hamlet', data);
  expect(errorOf(r)).toEqual({ status: 400, code: 'BAD_REQUEST', msg });
  expect(w.ts.events).toEqual([]);
});

test('all or nothing: a later bad change leaves the earlier ones unwritten', async () => {
  const { Verona, Venice } = w.realm.channels;
  const before = await mySub('hamlet', Verona);
  const notSubscribed = await post('hamlet', [
    { stream_id: Verona, property: 'color', value: '#111111' },
    { stream_id: Venice, property: 'color', value: '#222222' },
  ]);
  expect(errorOf(notSubscribed)).toEqual({
    status: 400,
    code: 'BAD_REQUEST',
    msg: `Not subscribed to channel ID ${Venice}`,
  });
  const hidden = await post('hamlet', [
    { stream_id: Verona, property: 'color', value: '#111111' },
    { stream_id: w.realm.channels['core team'], property: 'color', value: '#222222' },
  ]);
  expect(errorOf(hidden)).toEqual({ status: 400, code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
  expect(w.ts.events).toEqual([]);
  expect((await mySub('hamlet', Verona))?.color).toBe(before?.color);
});

test('the single-change form takes a JSON value or a plain string', async () => {
  const { Verona } = w.realm.channels;
  const r = await w
    .as('cordelia')
    .patch(`/users/me/subscriptions/${Verona}`, { property: 'desktop_notifications', value: 'true' });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(
    (await w.as('cordelia').patch(`/users/me/subscriptions/${Verona}`, { property: 'color', value: '#123456' })).body
      .result,
  ).toBe('success');
  expect(await mySub('cordelia', Verona)).toMatchObject({ desktop_notifications: true, color: '#123456' });
  const bad = await w
    .as('cordelia')
    .patch(`/users/me/subscriptions/${Verona}`, { property: 'audible_notifications', value: 'loud' });
  expect(errorOf(bad)).toEqual({ status: 400, code: 'BAD_REQUEST', msg: 'audible_notifications is not a boolean' });
});

test('events applied to register state match a fresh register', async () => {
  const { Denmark, Rome } = w.realm.channels;
  const watch = await watchState(w.as('othello'), ['subscription']);
  await post('othello', [
    { stream_id: Denmark, property: 'color', value: '#0f0f0f' },
    { stream_id: Rome, property: 'in_home_view', value: false },
    { stream_id: Rome, property: 'wildcard_mentions_notify', value: true },
  ]);
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
});
