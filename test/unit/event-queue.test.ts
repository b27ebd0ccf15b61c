import { DEFAULT_CLIENT_OPTIONS } from '../../src/domain/delivery/queues/client-view.ts';
import { EventQueue, type QueueSpec } from '../../src/domain/delivery/queues/queue.ts';

/*
 * A queue as one process holds it: events numbered after a base in the event
 * log. Any process numbers from the base the database holds, so the base may
 * only move to a point every process numbers alike: between two log entries.
 */

const spec: QueueSpec = {
  id: 'q:1',
  userId: 1,
  realmId: 1,
  eventTypes: null,
  narrow: [],
  options: DEFAULT_CLIENT_OPTIONS,
  allPublicStreams: false,
  lifespanMs: 600_000,
};
const ev = (n: number) => ({ type: 'drafts' as const, op: 'remove' as const, draftId: n });

test('events are numbered from the base; acknowledging moves the base to the acknowledged entry', () => {
  const q = new EventQueue(spec, 0, { eventId: 4, position: 100 });
  q.push(ev(1), 101);
  q.push(ev(2), 105);
  expect(q.lastEventId).toBe(6);
  q.acknowledge(5);
  expect(q.durableBase).toEqual({ eventId: 5, position: 101 });
  expect(q.eventAt(6)).toEqual(ev(2));
});

test('an entry that gave the client two events (one per deleted message): the base waits for both', () => {
  const q = new EventQueue(spec, 0, { eventId: -1, position: 10 });
  q.push(ev(1), 11);
  q.push(ev(2), 11);
  q.push(ev(3), 12);
  q.acknowledge(0);
  // Event 1 comes from the same entry as event 0: numbering cannot restart between them.
  expect(q.durableBase).toEqual({ eventId: -1, position: 10 });
  q.acknowledge(1);
  expect(q.durableBase).toEqual({ eventId: 1, position: 11 });
});

test('with nothing pending, the base is everything the queue has considered', () => {
  const q = new EventQueue(spec, 0, { eventId: 2, position: 50 });
  q.push(ev(1), 51);
  q.scanned = 60;
  q.acknowledge(3);
  expect(q.durableBase).toEqual({ eventId: 3, position: 60 });
});

test("Zulip's consistency errors", () => {
  const q = new EventQueue(spec, 0, { eventId: 2, position: 50 });
  q.push(ev(1), 51);
  expect(() => q.acknowledge(1)).toThrow('An event newer than 1 has already been pruned!');
  expect(() => q.acknowledge(7)).toThrow('Event 7 was not in this queue');
});

test('a parked poll that finds nothing asks for a heartbeat, which arrives as an event', async () => {
  const asked: EventQueue[] = [];
  const q = new EventQueue(spec, 0, { eventId: -1, position: 0 }, (queue) => {
    asked.push(queue);
    queue.push({ type: 'heartbeat' }, 1);
  });
  const events = await q.poll(false, 5, 0);
  expect(asked).toEqual([q]);
  expect(events).toEqual([{ id: 0, event: { type: 'heartbeat' } }]);
});
