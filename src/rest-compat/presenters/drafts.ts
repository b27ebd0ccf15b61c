import type { Draft } from '../../domain/drafts/drafts.ts';

/** A draft as Zulip writes it (GET /drafts, register's drafts, drafts events). */
export const draftJson = (d: Draft) => ({
  id: d.id,
  type: d.type,
  to: d.to,
  topic: d.topic,
  content: d.content,
  timestamp: d.timestamp,
});
