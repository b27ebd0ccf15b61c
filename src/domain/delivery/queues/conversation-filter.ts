import { pyStrip } from '../../python-text.ts';
import { normalizeTopicInput } from '../../message-limits.ts';
import type { AddressedEvent } from '../../events/types.ts';

/** A conversation as a viewer names it: a channel topic, or the other users of a direct-message conversation. */
export type ConversationRef =
  { type: 'channel'; channelId: number; topic: string } | { type: 'direct'; userIds: number[] };

const sameSet = (a: Iterable<number>, b: ReadonlySet<number>): boolean => {
  const s = new Set(a);
  return s.size === b.size && [...s].every((x) => b.has(x));
};

/**
 * Whether a typing event (composing or editing) is about the conversation,
 * seen by `viewerId`. Topics compare as Zulip's do (case-insensitively, "(no
 * topic)" naming the empty one); direct conversations by their users, the
 * viewer included. Edit-typing events list only the participants who receive
 * typing notifications, so a conversation with someone who turned them off
 * does not match those.
 */
export function typingInConversation(conversation: ConversationRef, viewerId: number): (e: AddressedEvent) => boolean {
  if (conversation.type === 'channel') {
    const topic = normalizeTopicInput(pyStrip(conversation.topic)).toLowerCase();
    const inTopic = (channelId: number, t: string) => channelId === conversation.channelId && t.toLowerCase() === topic;
    return ({ event: ev }) => {
      if (ev.type === 'typing') return ev.messageType === 'stream' && inTopic(ev.channelId, ev.topic);
      if (ev.type === 'typing_edit_message')
        return ev.recipient.type === 'channel' && inTopic(ev.recipient.channelId, ev.recipient.topic);
      return false;
    };
  }
  const members = new Set([...conversation.userIds, viewerId]);
  return ({ event: ev }) => {
    if (ev.type === 'typing')
      return (
        ev.messageType === 'direct' &&
        sameSet(
          ev.recipients.map((r) => r.userId),
          members,
        )
      );
    if (ev.type === 'typing_edit_message')
      return ev.recipient.type === 'direct' && sameSet([...ev.recipient.userIds, ev.senderId], members);
    return false;
  };
}
