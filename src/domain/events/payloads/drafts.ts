/** A draft: a message being written, kept for the owner's other devices. */
export interface Draft {
  id: number;
  type: '' | 'stream' | 'private';
  /** The channel (one id) of a channel draft, the other users of a direct one. */
  to: number[];
  topic: string;
  content: string;
  /** UNIX seconds of the last edit, truncated. */
  timestamp: number;
}

/** The owner's drafts changed (sent to the owner only, for their other devices). */
export type DraftsEvent =
  | { type: 'drafts'; op: 'add'; drafts: Draft[] }
  | { type: 'drafts'; op: 'update'; draft: Draft }
  | { type: 'drafts'; op: 'remove'; draftId: number };

declare module '../../event-types.ts' {
  interface DomainEventMap {
    drafts: DraftsEvent;
  }
}
