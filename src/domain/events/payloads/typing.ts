export type TypingOp = 'start' | 'stop';

export interface TypingUser {
  user_id: number;
  email: string;
}

/** Someone composes a message: to a direct-message conversation (its `recipients`, the typist included) or to a channel topic. */
export type TypingEvent =
  | { type: 'typing'; op: TypingOp; message_type: 'direct'; sender: TypingUser; recipients: TypingUser[] }
  | { type: 'typing'; op: TypingOp; message_type: 'stream'; sender: TypingUser; stream_id: number; topic: string };

/** Someone edits a message's content (FL 351). */
export interface TypingEditMessageEvent {
  type: 'typing_edit_message';
  op: TypingOp;
  sender_id: number;
  message_id: number;
  recipient: { type: 'channel'; channel_id: number; topic: string } | { type: 'direct'; user_ids: number[] };
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    typing: TypingEvent;
    typingEditMessage: TypingEditMessageEvent;
  }
}
