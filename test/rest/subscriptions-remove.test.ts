import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** DELETE /users/me/subscriptions */

function expectValidEvents(events: AddressedEvent[]): void {
  const body = { result: 'success', msg: '', queue_id: 'q', events: events.map((e, i) => ({ id: i, ...e.event })) };
  expect(expectMatchesOpenApi('GET', '/events', 200, body)).toBe(true);
}
const ids = (...names: string[]) => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);
const del = (user: string, params: Record<string, unknown>) =>
  w.as(user).delete('/users/me/subscriptions', params as Record<string, string>);
const subscribedNames = async (user: string) =>
  ((await w.as(user).get('/users/me/subscriptions')).body.subscriptions as Array<{ name: string }>).map((s) => s.name);

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});

test('unsubscribing oneself', async () => {
  const r = await del('hamlet', { subscriptions: ['Denmark', 'Venice'] });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('DELETE', '/users/me/subscriptions', 200, r.body)).toBe(true);
  expect(r.body).toEqual({ result: 'success', msg: '', removed: ['Denmark'], not_removed: ['Venice'] });
  expect(await subscribedNames('hamlet')).toEqual(['Rome', 'Scotland', 'Verona']);

  expectValidEvents(w.ts.events);
  expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
    'subscription/remove',
    'subscription/peer_remove',
  ]);
  expect(w.ts.events[0]).toMatchObject({
    event: { subscriptions: [{ name: 'Denmark', stream_id: w.realm.channels.Denmark }] },
    userIds: [w.realm.users.hamlet.id],
  });
  expect(w.ts.events[1].event).toMatchObject({
    stream_ids: [w.realm.channels.Denmark],
    user_ids: [w.realm.users.hamlet.id],
  });
  const everyone = Object.entries(w.realm.users)
    .filter(([n]) => n !== 'polonius' && n !== 'hamlet')
    .map(([, u]) => u.id)
    .sort((a, b) => a - b);
  expect(w.ts.events[1].userIds).toEqual(everyone);

  const again = await del('hamlet', { subscriptions: ['Denmark'] });
  expect(again.body).toEqual({ result: 'success', msg: '', removed: [], not_removed: ['Denmark'] });
});

test('leaving a private channel: non-admins lose sight of it, peers are the remaining audience', async () => {
  const r = await del('shiva', { subscriptions: ['core team'] });
  expect(r.body.removed).toEqual(['core team']);
  expectValidEvents(w.ts.events);
  expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
    'subscription/remove',
    'stream/delete',
    'subscription/peer_remove',
  ]);
  expect(w.ts.events[1]).toMatchObject({
    event: { stream_ids: [w.realm.channels['core team']], streams: [{ stream_id: w.realm.channels['core team'] }] },
    userIds: [w.realm.users.shiva.id],
  });
  expect(w.ts.events[2].userIds).toEqual(ids('desdemona', 'iago'));
  expect((await w.as('shiva').get(`/streams/${w.realm.channels['core team']}`)).body.msg).toBe('Invalid channel ID');
});

test('administrators may unsubscribe others; the others hear of it', async () => {
  const r = await del('iago', {
    subscriptions: ['Scotland'],
    principals: ['prospero@zulip.com', w.realm.users.othello.email],
  });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ result: 'success', msg: '', removed: ['Scotland', 'Scotland'], not_removed: [] });
  expectValidEvents(w.ts.events);
  const removes = w.ts.events.filter((e) => e.event.op === 'remove');
  expect(removes.map((e) => e.userIds[0]).sort((a, b) => a - b)).toEqual(ids('othello', 'prospero'));
  const peer = w.ts.events.find((e) => e.event.op === 'peer_remove');
  expect(peer?.event.user_ids).toEqual(ids('othello', 'prospero'));
  expect(await subscribedNames('othello')).not.toContain('Scotland');
});

test('members may not unsubscribe others, but may remove themselves by id', async () => {
  const r = await del('cordelia', { subscriptions: ['Verona'], principals: [w.realm.users.aaron.id] });
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ result: 'error', msg: 'Insufficient permission', code: 'BAD_REQUEST' });
  expect(w.ts.events).toEqual([]);
  const self = await del('cordelia', { subscriptions: ['Venice'], principals: [w.realm.users.cordelia.id] });
  expect(self.body.removed).toEqual(['Venice']);
});

test('channel administrators may unsubscribe others from their channel', async () => {
  const created = await w.as('aaron').post('/users/me/subscriptions', {
    subscriptions: [{ name: 'aaron club' }],
    principals: [w.realm.users.aaron.id, w.realm.users.zoe.id],
  });
  expect(created.status).toBe(200);
  w.ts.events.length = 0;
  const r = await del('aaron', { subscriptions: ['aaron club'], principals: [w.realm.users.zoe.id] });
  expect(r.body.removed).toEqual(['aaron club']);
  // zoe is not an administrator of it.
  const zoe = await del('zoe', { subscriptions: ['aaron club'], principals: [w.realm.users.aaron.id] });
  expect(zoe.body.msg).toBe('Insufficient permission');
});

test('guests may leave their channels', async () => {
  const r = await del('polonius', { subscriptions: ['Verona'] });
  expect(r.body.removed).toEqual(['Verona']);
  // A guest who leaves a public channel can no longer see it.
  expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toContain('stream/delete');
  expectValidEvents(w.ts.events);
});

describe('errors', () => {
  test.each<[string, Record<string, unknown>, string, string?]>([
    ['hamlet', {}, "Missing 'subscriptions' argument", 'REQUEST_VARIABLE_MISSING'],
    ['hamlet', { subscriptions: 'Verona' }, 'subscriptions is not valid JSON'],
    ['hamlet', { subscriptions: '"Verona"' }, 'subscriptions is not a list'],
    ['hamlet', { subscriptions: [1] }, 'subscriptions[0] is not a string'],
    ['hamlet', { subscriptions: ['Verona'], principals: [true] }, 'principals["list[str]"][0] is not a string'],
    ['hamlet', { subscriptions: [''] }, "Channel name can't be empty."],
    ['hamlet', { subscriptions: ['Verona', 'nowhere', 'gone'] }, 'Channel(s) (nowhere, gone) do not exist'],
    ['hamlet', { subscriptions: ['Verona'], principals: ['nobody@zulip.com'] }, 'No such user'],
    ['hamlet', { subscriptions: ['Verona'], principals: [999999] }, 'No such user'],
  ])('%s %j → %s', async (user, params, msg, code = 'BAD_REQUEST') => {
    const r = await del(user, params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(w.ts.events).toEqual([]);
  });

  test('principals are checked before channel names', async () => {
    const r = await del('hamlet', { subscriptions: ['nowhere'], principals: [999999] });
    expect(r.body.msg).toBe('No such user');
  });
});
