import { badRequest } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { NarrowTerm } from '../../messages/fetch/narrow-terms.ts';

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
 * A narrow of typed terms (what typed APIs send): a number names the channel
 * or sender by id, a string as in queue narrows; the topic and `is` terms as
 * in queue narrows; any term may be negated.
 */
export interface MessageFilterTerm {
  operator: string;
  operand: string | number;
  negated: boolean;
}
export type MessageFilter = MessageFilterTerm[];

/** A typed narrow as a message filter: only the operators queue narrows support. */
export function messageFilterOf(terms: readonly NarrowTerm[]): MessageFilter {
  return terms.map(({ operator, operand, negated }) => {
    if (!SUPPORTED.has(operator)) throw badRequest(`Operator ${operator} not supported.`);
    if (typeof operand !== 'string' && typeof operand !== 'number')
      throw badRequest(`Operand ${String(operand)} not supported.`);
    if (operator === 'is' && !SUPPORTED_IS.has(String(operand))) throw badRequest(`Operand ${operand} not supported.`);
    return { operator, operand, negated };
  });
}

function matchesTerm(t: MessageFilterTerm, e: AddressedEvent): boolean {
  if (typeof t.operand === 'string') return matchesQueueNarrow([[t.operator, t.operand]], e);
  if (e.event.type !== 'message') return false;
  const m = e.event.message;
  return t.operator === 'sender' ? m.senderId === t.operand : m.channelId === t.operand;
}

export function matchesMessageFilter(filter: MessageFilter, e: AddressedEvent): boolean {
  if (e.event.type !== 'message') return false;
  return filter.every((t) => matchesTerm(t, e) !== t.negated);
}
