import { ManualClock } from '../../src/domain/clock.ts';
import { InProcessEventBus } from '../../src/domain/events/bus.ts';
import { DEFAULT_CLIENT_OPTIONS, type ClientOptions } from '../../src/domain/events/queues/client-view.ts';
import { EventQueue, type QueueSpec } from '../../src/domain/events/queues/queue.ts';
import { defaultRegistryOptions, QueueRegistry } from '../../src/domain/events/queues/registry.ts';
import type { AddressedEvent } from '../../src/domain/events/types.ts';

/*
 * What event queues keep in memory: a stream's queue holds its newest
 * `retain` events for hours, for hundreds of subscribers, so the events must
 * be one object shared by every queue (not a copy, not a wrapper per queue)
 * and the bound must hold.
 */

const REALM = 1;

function world(retain = 3) {
  const bus = new InProcessEventBus();
  const registry = new QueueRegistry(bus, new ManualClock(), { ...defaultRegistryOptions, streamRetainedEvents: retain });
  const queue = (userId: number, extra: Partial<Omit<QueueSpec, 'id'>> = {}) =>
    registry.create({ userId, realmId: REALM, eventTypes: null, narrow: [], options: DEFAULT_CLIENT_OPTIONS, allPublicStreams: false, lifespanMs: 600_000, ...extra });
  const publish = (e: Omit<AddressedEvent, 'realmId'>) => bus.deliver({ realmId: REALM, ...e });
  return { registry, queue, publish };
}

const drafts = (n: number): AddressedEvent['event'] => ({ type: 'drafts', op: 'remove', draft_id: n });

test('queues of several users, polling and streaming, hold the very same event object', () => {
  const w = world();
  const stream1 = w.queue(1, { retain: 3, subscriptionKey: 'events' });
  const stream2 = w.queue(2, { retain: 3, subscriptionKey: 'events' });
  const poll1 = w.queue(1);
  const event = drafts(7);
  w.publish({ userIds: [1, 2], event });
  expect(stream1.eventAt(0)).toBe(event);
  expect(stream2.eventAt(0)).toBe(event);
  expect(poll1.eventAt(0)).toBe(event);
  w.registry.close();
});

test('an event reshaped for a kind of client is shaped once for every queue of that kind', () => {
  const w = world();
  const slim: ClientOptions = { ...DEFAULT_CLIENT_OPTIONS, slimPresence: true };
  const legacy = [w.queue(1), w.queue(2)];
  const slimQueues = [w.queue(1, { options: slim }), w.queue(2, { options: { ...slim } })];
  const event = { type: 'presence', email: 'a@example.com', user_id: 1, server_timestamp: 1, presence: { website: { client: 'website', status: 'active', timestamp: 1, pushable: false } } } as const;
  w.publish({ userIds: [1, 2], event });
  expect(legacy.map((q) => q.eventAt(0))).toEqual([event, event]);
  expect(legacy[0].eventAt(0)).toBe(event);
  const [a, b] = slimQueues.map((q) => q.eventAt(0));
  expect(a).not.toBe(event);
  expect(a).not.toHaveProperty('email');
  expect(b).toBe(a);
  w.registry.close();
});

test("a stream's queue keeps its newest `retain` events, numbered on; reads after a dropped id start at the oldest kept", () => {
  const w = world(3);
  const q = w.queue(1, { retain: 3, subscriptionKey: 'events' });
  for (let n = 0; n < 1000; n++) w.publish({ userIds: [1], event: drafts(n) });
  expect(q.size).toBe(3);
  expect(q.lastEventId).toBe(999);
  expect(q.newestPruned).toBe(996);
  expect(q.eventAt(996)).toBeUndefined();
  expect(q.nextAfter(10)).toEqual({ id: 997, event: drafts(997) });
  expect(q.nextAfter(998)).toEqual({ id: 999, event: drafts(999) });
  expect(q.nextAfter(999)).toBeUndefined();
  q.discardThrough(997);
  expect([q.size, q.newestPruned]).toEqual([2, 997]);
  w.registry.close();
});

test('a long-polling queue drops what is acknowledged and keeps its numbering across a restart', async () => {
  const w = world();
  const q = w.queue(1);
  for (let n = 0; n < 4; n++) w.publish({ userIds: [1], event: drafts(n) });
  q.acknowledge(1);
  expect(await q.poll(true, 1000, 0)).toEqual([
    { id: 2, event: drafts(2) },
    { id: 3, event: drafts(3) },
  ]);
  expect(() => q.acknowledge(0)).toThrow('An event newer than 0 has already been pruned!');
  const restored = new EventQueue(q.spec, 0, q.contents());
  restored.push(drafts(4));
  expect(await restored.poll(true, 1000, 0)).toEqual([2, 3, 4].map((id) => ({ id, event: drafts(id) })));
  restored.acknowledge(4);
  expect([restored.size, restored.newestPruned, restored.lastEventId]).toEqual([0, 4, 4]);
  w.registry.close();
});
