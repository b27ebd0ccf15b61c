import { badRequest } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';

/** An event-queue narrow: `[operator, operand]` pairs over channel, topic, sender and `is`. */
export type QueueNarrow = Array<[string, string]>;

const SUPPORTED = new Set(['channel', 'stream', 'topic', 'sender', 'is']);
export const QUEUE_NARROW_IS = ['dm', 'private', 'starred', 'mentioned', 'alerted', 'unread', 'resolved'] as const;
export type QueueNarrowIs = (typeof QUEUE_NARROW_IS)[number];
const SUPPORTED_IS = new Set<string>(QUEUE_NARROW_IS);

/** Zulip's narrow_predicate validation for queues. */
export function checkQueueNarrow(narrow: QueueNarrow): void {
  for (const [operator, operand] of narrow) {
    if (!SUPPORTED.has(operator)) throw badRequest(`Operator ${operator} not supported.`);
    if (operator === 'is' && !SUPPORTED_IS.has(operand)) throw badRequest(`Operand ${operand} not supported.`);
  }
}

/** Whether a `message` event matches the queue's narrow (other events always pass). */
export function matchesQueueNarrow(narrow: QueueNarrow, e: AddressedEvent): boolean {
  if (narrow.length === 0 || e.event.type !== 'message') return true;
  const m = e.event.message;
  const flags = e.event.flags;
  return narrow.every(([operator, operand]) => {
    switch (operator) {
      case 'channel':
      case 'stream':
        return (
          m.channelId !== null &&
          (String(m.channelName).toLowerCase() === operand.toLowerCase() || String(m.channelId) === operand)
        );
      case 'topic':
        return m.channelId !== null && m.topic.toLowerCase() === operand.toLowerCase();
      case 'sender':
        return m.senderEmail.toLowerCase() === operand.toLowerCase() || String(m.senderId) === operand;
      case 'is':
        switch (operand) {
          case 'dm':
          case 'private':
            return m.channelId === null;
          case 'resolved':
            return m.channelId !== null && m.topic.startsWith('✔ ');
          case 'unread':
            return !flags.includes('read');
          case 'mentioned':
            return flags.some((f) => f.endsWith('mentioned'));
          default:
            return (flags as string[]).includes(operand);
        }
      default:
        return false;
    }
  });
}

/**
 * A narrow by ids rather than names (what typed APIs send): the channel and
 * sender compare by id only, the topic and `is` terms as in queue narrows.
 */
export interface MessageFilter {
  channelId?: number;
  topic?: string;
  senderId?: number;
  is?: QueueNarrowIs[];
}

export function matchesMessageFilter(filter: MessageFilter, e: AddressedEvent): boolean {
  if (e.event.type !== 'message') return false;
  const m = e.event.message;
  if (filter.channelId !== undefined && m.channelId !== filter.channelId) return false;
  if (filter.senderId !== undefined && m.senderId !== filter.senderId) return false;
  const terms: QueueNarrow = (filter.is ?? []).map((operand) => ['is', operand]);
  if (filter.topic !== undefined) terms.push(['topic', filter.topic]);
  return matchesQueueNarrow(terms, e);
}
