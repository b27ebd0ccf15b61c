/**
 * A position in an event queue, as streaming clients hold it: the queue and
 * the id of the last event they got. Opaque to clients; it names a queue of
 * this process only (another process, or a restarted one, does not know it).
 */
export interface QueuePosition {
  queueId: string;
  eventId: number;
}

export const encodeCursor = (p: QueuePosition): string => Buffer.from(`${p.queueId}/${p.eventId}`).toString('base64url');

/** The position a cursor names, or null for anything that is not a cursor. */
export function decodeCursor(cursor: string): QueuePosition | null {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^([0-9a-f]+:[0-9]+)\/(-1|[0-9]{1,15})$/.exec(text);
  if (!match || encodeCursor({ queueId: match[1], eventId: Number(match[2]) }) !== cursor) return null;
  return { queueId: match[1], eventId: Number(match[2]) };
}
