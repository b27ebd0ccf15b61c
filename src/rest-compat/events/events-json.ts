import type { ClientEvent } from '../../domain/delivery/queues/client-view.ts';
import type { QueuedEvent } from '../../domain/delivery/queues/queue.ts';
import { eventJson } from '../presenters/events.ts';

// One published event often goes, in the same shape, to hundreds of queues:
// serialise it once and only splice in each queue's id.
const serialized = new WeakMap<ClientEvent, string>();

/** The events as Zulip sends them (`{…, "id": N}`), as a JSON array. */
export function eventsJson(events: readonly QueuedEvent[]): string {
  const parts = events.map(({ id, event }) => {
    let json = serialized.get(event);
    if (json === undefined) {
      json = JSON.stringify(eventJson(event));
      serialized.set(event, json);
    }
    return json === '{}' ? `{"id":${id}}` : `${json.slice(0, -1)},"id":${id}}`;
  });
  return `[${parts.join(',')}]`;
}
