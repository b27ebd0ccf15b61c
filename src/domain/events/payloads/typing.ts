export type TypingOp = 'start' | 'stop';

export interface TypingUser {
  userId: number;
  email: string;
}

/**
 * Someone composes a message: to a direct-message conversation (its `recipients`, the typist included) or to a channel topic.
 * Typed; REST's presenter writes Zulip's payload (older log entries in that shape are read by delivery/log/legacy-events.ts).
 */
export type TypingEvent =
  | { type: 'typing'; op: TypingOp; messageType: 'direct'; sender: TypingUser; recipients: TypingUser[] }
  | { type: 'typing'; op: TypingOp; messageType: 'stream'; sender: TypingUser; channelId: number; topic: string };

/** Someone edits a message's content (FL 351). */
export type TypingEditMessageEvent = {
  type: 'typing_edit_message';
  op: TypingOp;
  senderId: number;
  messageId: number;
  recipient: { type: 'channel'; channelId: number; topic: string } | { type: 'direct'; userIds: number[] };
};

declare module '../../event-types.ts' {
  interface DomainEventMap {
    typing: TypingEvent;
    typingEditMessage: TypingEditMessageEvent;
  }
}
