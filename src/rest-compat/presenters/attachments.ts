import { attachmentPayload, type AttachmentView } from '../../domain/uploads/attachments.ts';
import type { AttachmentDict } from '../../domain/events/types.ts';

/** An uploaded file in Zulip's shape (GET /attachments, an edit's detached_uploads): as its events carry it. */
export const attachmentJson = (a: AttachmentView): AttachmentDict => attachmentPayload(a);
