/** A draft in Zulip's wire shape. */
export interface DraftDict {
  id: number;
  type: '' | 'stream' | 'private';
  to: number[];
  topic: string;
  content: string;
  timestamp: number;
}

/** The owner's drafts changed (sent to the owner only, for their other devices). */
export type DraftsEvent =
  | { type: 'drafts'; op: 'add'; drafts: DraftDict[] }
  | { type: 'drafts'; op: 'update'; draft: DraftDict }
  | { type: 'drafts'; op: 'remove'; draft_id: number };
