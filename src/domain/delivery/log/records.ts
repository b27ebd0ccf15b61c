import type { AddressedEvent } from '../../events/types.ts';

/** An entry of the event log, as every process reads it back: its position is its id. */
export type LogRecord = EventRecord | QueueRecord;

/** A domain event and its recipients. */
export interface EventRecord extends AddressedEvent {
  kind: 'event';
  position: number;
  /** When it was written (by the writer's clock): delivery latency is measured from here. */
  createdAt: number;
}

/**
 * An entry for one REST queue, whichever process holds it: a heartbeat (which
 * takes an event id like any event, so every process must number it alike),
 * or the queue's end (deleted, expired, overflowing): caches drop it.
 */
export interface QueueRecord {
  kind: 'heartbeat' | 'queue_gone';
  position: number;
  createdAt: number;
  realmId: number;
  userId: number;
  queueId: string;
}

/** What a writer appends: events, or an entry for one queue. */
export type NewLogEntry = AddressedEvent | Omit<QueueRecord, 'position' | 'createdAt'>;

export const isQueueEntry = (e: NewLogEntry): e is Omit<QueueRecord, 'position' | 'createdAt'> => 'kind' in e;
