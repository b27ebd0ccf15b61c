import { inTransaction } from '../../src/domain/context.ts';
import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ApiResponse } from '../support/client.ts';
import { useWorld } from '../support/world.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/**
 * POST and DELETE /users/me/subscriptions at the size limits of one request:
 * 100 new channels, 10,000 subscriptions (channels × users) added or removed.
 * At the limit everything happens as for a small request; past it the request
 * is refused before anything is written.
 */
const w = useWorld();
/** 100 members besides Zulip's cast, to be principals. */
let crowd: number[];

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);
const kinds = (events: AddressedEvent[]) => events.map((e) => `${e.event.type}/${String(e.event.op)}`);
const count = (list: string[], kind: string) => list.filter((k) => k === kind).length;

function expectValidEvents(events: AddressedEvent[]): void {
  const body = { result: 'success', msg: '', queue_id: 'q', events: events.map((e, i) => ({ id: i, ...e.event })) };
  expect(expectMatchesOpenApi('GET', '/events', 200, body)).toBe(true);
}

function expectRefused(r: ApiResponse, msg?: string): void {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  if (msg !== undefined) expect(r.body.msg).toBe(msg);
}

const channelsNamed = (prefix: string) =>
  w.prisma().stream.count({ where: { realmId: w.realm.realmId, name: { startsWith: `${prefix} ` } } });
const activeSubscriptionsTo = (prefix: string) =>
  w
    .prisma()
    .subscription.count({ where: { active: true, recipient: { stream: { name: { startsWith: `${prefix} ` } } } } });

beforeAll(async () => {
  const deps = w.ts.server.deps;
  crowd = await inTransaction(deps, async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const u = await insertUser(deps, tx, {
        realmId: w.realm.realmId,
        email: `crowd${i}@zulip.com`,
        fullName: `Crowd ${i}`,
      });
      ids.push(u.id);
    }
    return ids;
  });
  w.ts.events.length = 0;
});

describe('channels created in one request', () => {
  test('the limit of 100 new channels: all created, subscribed and announced', async () => {
    const wanted = names('hundred', 100);
    const r = await w.as('hamlet').post('/users/me/subscriptions', { subscriptions: wanted.map((name) => ({ name })) });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      subscribed: { [String(w.realm.users.hamlet.id)]: wanted },
      already_subscribed: {},
      new_subscription_messages_sent: true,
    });
    expect(await channelsNamed('hundred')).toBe(100);

    const events = w.ts.events;
    expectValidEvents(events);
    const k = kinds(events);
    expect(count(k, 'stream/create')).toBe(100);
    expect(k.slice(100, 102)).toEqual(['subscription/add', 'subscription/peer_add']);
    // Then each new channel's first message, in the order the channels were asked for.
    const posts = events.slice(102).map((e) => e.event.message as { display_recipient: string; subject: string });
    expect(posts.map((m) => m.display_recipient)).toEqual(wanted);
    expect(posts.every((m) => m.subject === 'channel events')).toBe(true);
    const created = events
      .slice(0, 100)
      .map((e) => (e.event.streams as Array<{ name: string; subscriber_count: number }>)[0]);
    expect(created.map((s) => s.name)).toEqual(wanted);
    expect(created.every((s) => s.subscriber_count === 0)).toBe(true);
    const added = events[100].event.subscriptions as Array<{ name: string; subscribers: number[]; color: string }>;
    expect(added.map((s) => s.name)).toEqual(wanted);
    expect(added.every((s) => s.subscribers.length === 1 && s.subscribers[0] === w.realm.users.hamlet.id)).toBe(true);
    // Every new subscription takes the next unused palette color, then colors by channel.
    expect(new Set(added.map((s) => s.color)).size).toBeGreaterThan(1);
    expect((events[101].event.stream_ids as number[]).length).toBe(100);
  });

  test('only channels that do not exist yet count toward the limit', async () => {
    const r = await w.as('hamlet').post('/users/me/subscriptions', {
      subscriptions: [...names('another hundred', 100), 'Verona', 'Denmark', 'hundred 0'].map((name) => ({ name })),
    });
    expect(r.status).toBe(200);
    expect(await channelsNamed('another hundred')).toBe(100);
    const already = r.body.already_subscribed as Record<string, string[]>;
    expect(Object.keys(already)).toEqual([String(w.realm.users.hamlet.id)]);
    expect(Object.values(already)[0].sort()).toEqual(['Denmark', 'Verona', 'hundred 0']);
  });

  test('101 new channels are refused, and nothing is written', async () => {
    const subscriptions = names('too many', 101).map((name) => ({ name }));
    const r = await w.as('hamlet').post('/users/me/subscriptions', { subscriptions });
    expectRefused(r, 'Too many channels to create in one request (limit: 100)');
    expect(await channelsNamed('too many')).toBe(0);
    expect(w.ts.events).toEqual([]);

    // The same through GraphQL, which calls the same domain function.
    const g = await w
      .as('hamlet')
      .graphql(
        `mutation ($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on Error { code message } } }`,
        { input: { channels: subscriptions } },
      );
    expect(g.data?.subscribe).toEqual({
      __typename: 'ZulipError',
      code: 'BAD_REQUEST',
      message: 'Too many channels to create in one request (limit: 100)',
    });
    expect(await channelsNamed('too many')).toBe(0);
    expect(w.ts.events).toEqual([]);
  });
});

describe('subscriptions added or removed in one request', () => {
  test('100 principals × 100 new channels (10,000 subscriptions), then removed again', async () => {
    const wanted = names('grid', 100);
    const r = await w
      .as('iago')
      .post('/users/me/subscriptions', { subscriptions: wanted.map((name) => ({ name })), principals: crowd });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    const subscribed = r.body.subscribed as Record<string, string[]>;
    expect(Object.keys(subscribed).sort()).toEqual(crowd.map(String).sort());
    expect(Object.values(subscribed).every((list) => list.join() === wanted.join())).toBe(true);
    expect(r.body.already_subscribed).toEqual({});
    expect(r.body.new_subscription_messages_sent).toBe(true);
    expect(await activeSubscriptionsTo('grid')).toBe(10_000);

    const events = w.ts.events;
    const k = kinds(events);
    expect(count(k, 'stream/create')).toBe(100);
    expect(count(k, 'subscription/add')).toBe(100);
    expect(count(k, 'subscription/peer_add')).toBe(1);
    // Each new channel's first message, to its 100 subscribers.
    expect(count(k, 'message/undefined')).toBe(100);
    expect(k.length).toBe(301);
    expectValidEvents([events[0], events[100], events[200]]);
    const adds = events.filter((e) => e.event.op === 'add');
    expect(adds.map((e) => e.userIds[0]).sort((a, b) => a - b)).toEqual([...crowd].sort((a, b) => a - b));
    for (const e of adds) {
      const subs = e.event.subscriptions as Array<{ name: string; subscribers: number[]; subscriber_count: number }>;
      expect(subs.map((s) => s.name)).toEqual(wanted);
      expect(subs.every((s) => s.subscribers.length === 100 && s.subscriber_count === 100)).toBe(true);
    }
    const peer = events[200];
    expect((peer.event.stream_ids as number[]).length).toBe(100);
    expect(peer.event.user_ids).toEqual([...crowd].sort((a, b) => a - b));
    expect(peer.userIds).not.toContain(crowd[0]);

    w.ts.events.length = 0;
    const d = await w.as('iago').delete('/users/me/subscriptions', { subscriptions: wanted, principals: crowd });
    expect(d.status).toBe(200);
    expect(expectMatchesOpenApi('DELETE', '/users/me/subscriptions', 200, d.body)).toBe(true);
    expect((d.body.removed as string[]).length).toBe(10_000);
    expect(d.body.not_removed).toEqual([]);
    expect(await activeSubscriptionsTo('grid')).toBe(0);
    const removedKinds = kinds(w.ts.events);
    expect(count(removedKinds, 'subscription/remove')).toBe(100);
    expect(count(removedKinds, 'subscription/peer_remove')).toBe(1);
    // Public channels stay visible to members who leave them.
    expect(count(removedKinds, 'stream/delete')).toBe(0);
  });

  test('private channels in bulk: each owns its anonymous groups; leaving hides them unless a group grants access', async () => {
    const wanted = names('vault', 10);
    const people = [...crowd.slice(0, 20), w.realm.users.polonius.id];
    const r = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: wanted.map((name) => ({ name })),
      principals: people,
      invite_only: true,
      can_subscribe_group: { direct_members: [crowd[0]], direct_subgroups: [] },
    });
    expect(r.status).toBe(200);
    const vaults = await w
      .prisma()
      .stream.findMany({ where: { name: { startsWith: 'vault ' } }, orderBy: { id: 'asc' } });
    expect(vaults.map((v) => v.name)).toEqual(wanted);
    // Editing one channel's setting edits its group in place, so no two channels may share one.
    expect(new Set(vaults.map((v) => v.canSubscribeGroupId)).size).toBe(10);
    expect(new Set(vaults.map((v) => v.canAdministerChannelGroupId)).size).toBe(10);
    const members = await w.prisma().userGroupMembership.findMany({
      where: { userGroupId: { in: vaults.flatMap((v) => [v.canSubscribeGroupId, v.canAdministerChannelGroupId]) } },
    });
    for (const v of vaults) {
      expect(members.filter((m) => m.userGroupId === v.canSubscribeGroupId).map((m) => m.userId)).toEqual([crowd[0]]);
      expect(members.filter((m) => m.userGroupId === v.canAdministerChannelGroupId).map((m) => m.userId)).toEqual([
        w.realm.users.iago.id,
      ]);
    }
    const created = w.ts.events.filter((e) => e.event.type === 'stream' && e.event.op === 'create');
    expect((created[0].event.streams as Array<{ can_subscribe_group: unknown }>)[0].can_subscribe_group).toEqual({
      direct_members: [crowd[0]],
      direct_subgroups: [],
    });

    w.ts.events.length = 0;
    const d = await w.as('iago').delete('/users/me/subscriptions', { subscriptions: wanted, principals: people });
    expect((d.body.removed as string[]).length).toBe(210);
    const deletes = w.ts.events.filter((e) => e.event.type === 'stream' && e.event.op === 'delete');
    // crowd[0] still may subscribe, so still sees them; the other members and the guest do not.
    expect(deletes.map((e) => e.userIds[0]).sort((a, b) => a - b)).toEqual(people.slice(1).sort((a, b) => a - b));
    for (const e of deletes) expect((e.event.stream_ids as number[]).length).toBe(10);
  });

  test('past 10,000 subscriptions the request is refused, and nothing is written', async () => {
    const everyone = [...crowd, w.realm.users.hamlet.id];
    const add = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: names('overflow', 100).map((name) => ({ name })),
      principals: everyone,
    });
    expectRefused(add, 'Too many subscriptions to add in one request (limit: 10000)');
    expect(await channelsNamed('overflow')).toBe(0);
    expect(w.ts.events).toEqual([]);

    // Existing channels count the same: 101 × 100.
    const existing = names('hundred', 100);
    const more = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: [...existing, 'Verona'].map((name) => ({ name })),
      principals: crowd,
    });
    expectRefused(more, 'Too many subscriptions to add in one request (limit: 10000)');
    expect(await activeSubscriptionsTo('hundred')).toBe(100);
    expect(w.ts.events).toEqual([]);

    const remove = await w.as('iago').delete('/users/me/subscriptions', {
      subscriptions: existing,
      principals: [...crowd, w.realm.users.hamlet.id],
    });
    expectRefused(remove, 'Too many subscriptions to remove in one request (limit: 10000)');
    expect(await activeSubscriptionsTo('hundred')).toBe(100);
    expect(w.ts.events).toEqual([]);
  });

  test('enormous lists get a clean error, not a server error', async () => {
    const before = await w.prisma().subscription.count({ where: { active: true } });
    const ids = Array.from({ length: 40_000 }, (_, i) => i + 1);
    expectRefused(await w.as('iago').delete('/users/me/subscriptions', { subscriptions: ['Verona'], principals: ids }));
    expectRefused(
      await w.as('iago').post('/users/me/subscriptions', { subscriptions: [{ name: 'Verona' }], principals: ids }),
    );
    const emails = Array.from({ length: 40_000 }, (_, i) => `nobody${i}@zulip.com`);
    expectRefused(
      await w.as('iago').delete('/users/me/subscriptions', { subscriptions: ['Verona'], principals: emails }),
    );
    const many = Array.from({ length: 70_000 }, (_, i) => `no such channel ${i}`);
    expectRefused(await w.as('hamlet').delete('/users/me/subscriptions', { subscriptions: many }));
    expect(await w.prisma().subscription.count({ where: { active: true } })).toBe(before);
    expect(w.ts.events).toEqual([]);
  });
});

describe("the Notification Bot's direct messages to new subscribers", () => {
  const messageIds = () =>
    new Set(w.ts.events.filter((e) => e.event.type === 'message').map((e) => (e.event.message as { id: number }).id));

  test('past MAX_BULK_NEW_SUBSCRIPTION_MESSAGES (100) users at once, nobody is told and the answer says so', async () => {
    await w.createChannel('iago', 'cap one');
    await w.createChannel('iago', 'cap two');
    w.ts.events.length = 0;
    const r = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'cap one' }],
      principals: [...crowd, w.realm.users.hamlet.id],
    });
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    expect(Object.keys(r.body.subscribed as object)).toHaveLength(101);
    expect(r.body.new_subscription_messages_sent).toBe(false);
    expect(messageIds().size).toBe(0);

    w.ts.events.length = 0;
    const hundred = await w.as('iago').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'cap two' }],
      principals: crowd,
    });
    expect(hundred.body.new_subscription_messages_sent).toBe(true);
    expect(messageIds().size).toBe(100);
    expectValidEvents(w.ts.events);
  });
});
