/** An uploaded file in Zulip's wire shape (times in UNIX milliseconds). */
export interface AttachmentDict {
  id: number;
  name: string;
  path_id: string;
  size: number;
  create_time: number;
  messages: Array<{ id: number; date_sent: number }>;
}

/** The user's uploads changed (to the owner only), with their space used after the change. */
export type AttachmentEvent =
  | { type: 'attachment'; op: 'add' | 'update'; attachment: AttachmentDict; upload_space_used: number }
  | { type: 'attachment'; op: 'remove'; attachment: { id: number }; upload_space_used: number };

declare module '../../event-types.ts' {
  interface DomainEventMap {
    attachment: AttachmentEvent;
  }
}
