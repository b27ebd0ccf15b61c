import { badRequest } from '../../domain/errors.ts';
import type { AddressedEvent } from '../../domain/events/types.ts';

/** An event-queue narrow: `[operator, operand]` pairs over channel, topic, sender and `is`. */
export type QueueNarrow = Array<[string, string]>;

const SUPPORTED = new Set(['channel', 'stream', 'topic', 'sender', 'is']);
const SUPPORTED_IS = new Set(['dm', 'private', 'starred', 'mentioned', 'alerted', 'unread', 'resolved']);

/** Zulip's narrow_predicate validation for queues. */
export function checkQueueNarrow(narrow: QueueNarrow): void {
  for (const [operator, operand] of narrow) {
    if (!SUPPORTED.has(operator)) throw badRequest(`Operator ${operator} not supported.`);
    if (operator === 'is' && !SUPPORTED_IS.has(operand)) throw badRequest(`Operand ${operand} not supported.`);
  }
}

/** Whether a `message` event matches the queue's narrow (other events always pass). */
export function matchesQueueNarrow(narrow: QueueNarrow, e: AddressedEvent, streamNames: (id: number) => string | undefined): boolean {
  if (narrow.length === 0 || e.event.type !== 'message') return true;
  const m = e.event.message as Record<string, unknown>;
  const flags = (e.event.flags as string[]) ?? [];
  return narrow.every(([operator, operand]) => {
    switch (operator) {
      case 'channel':
      case 'stream': {
        if (m.type !== 'stream') return false;
        const name = typeof m.display_recipient === 'string' ? m.display_recipient : streamNames(Number(m.stream_id));
        return String(name).toLowerCase() === operand.toLowerCase() || String(m.stream_id) === operand;
      }
      case 'topic':
        return m.type === 'stream' && String(m.subject).toLowerCase() === operand.toLowerCase();
      case 'sender':
        return String(m.sender_email).toLowerCase() === operand.toLowerCase() || String(m.sender_id) === operand;
      case 'is':
        switch (operand) {
          case 'dm':
          case 'private':
            return m.type === 'private';
          case 'resolved':
            return m.type === 'stream' && String(m.subject).startsWith('✔ ');
          case 'unread':
            return !flags.includes('read');
          case 'mentioned':
            return flags.some((f) => f.endsWith('mentioned'));
          default:
            return flags.includes(operand);
        }
      default:
        return false;
    }
  });
}
