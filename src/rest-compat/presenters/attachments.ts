import type { AttachmentSummary } from '../../domain/events/types.ts';

/** An uploaded file in Zulip's shape (GET /attachments, an edit's detached_uploads, the attachment event). */
export const attachmentJson = (a: AttachmentSummary) => ({
  id: a.id,
  name: a.name,
  path_id: a.pathId,
  size: a.size,
  create_time: a.createTime,
  messages: a.messages.map((m) => ({ id: m.id, date_sent: m.dateSent })),
});
