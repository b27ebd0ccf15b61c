/** An uploaded file as its events carry it (times in UNIX milliseconds, as Zulip's attachment objects have them). */
export interface AttachmentSummary {
  id: number;
  name: string;
  pathId: string;
  size: number;
  createTime: number;
  /** The messages linking it: ids and UNIX milliseconds sent. */
  messages: Array<{ id: number; dateSent: number }>;
}

/** The user's uploads changed (to the owner only), with the organization's space used after the change. */
export type AttachmentEvent =
  | { type: 'attachment'; op: 'add' | 'update'; attachment: AttachmentSummary; uploadSpaceUsed: number }
  | { type: 'attachment'; op: 'remove'; attachment: { id: number }; uploadSpaceUsed: number };

declare module '../../event-types.ts' {
  interface DomainEventMap {
    attachment: AttachmentEvent;
  }
}
