import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { canReadAttachment, findAttachmentByPath } from './access.ts';
import { attachmentById, attachmentEvent, type AttachmentView } from '../../uploads/attachments.ts';

export type { AttachmentView } from '../../uploads/attachments.ts';

type Emit = (e: AddressedEvent) => void;

/**
 * Zulip's do_claim_attachments, its checking half: of the upload links in a
 * message, the attachments the sender may claim (their own, or files they
 * can read). Links to nothing, or to files they cannot read, claim nothing.
 */
export async function claimableAttachments(
  sql: SqlReader,
  sender: Actor,
  pathIds: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const pathId of pathIds) {
    const file = await findAttachmentByPath(sql, pathId);
    if (file && (await canReadAttachment(sql, sender, file))) ids.push(file.id);
  }
  return ids;
}

/** Links the message to the claimed attachments; the sender hears of each (Zulip's notify_attachment_update). */
export async function linkAttachments(
  sql: SqlReader,
  sender: Actor,
  messageId: number,
  attachmentIds: readonly number[],
  emit: Emit,
): Promise<void> {
  if (attachmentIds.length === 0) return;
  await sql.query(
    'INSERT INTO attachment_message (attachment_id, message_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING',
    [attachmentIds, messageId],
  );
  for (const id of attachmentIds) {
    const event = await attachmentEvent(sql, sender.realm.id, sender.user.id, 'update', id);
    if (event) emit(event);
  }
}

/**
 * Zulip's check_attachment_reference_change for a content edit: links the
 * message to the files it now references and unlinks the others. Returns
 * whether the message still has attachments, and the editor's own files
 * that no message references any more (the edit's detached_uploads).
 */
export async function syncMessageAttachments(
  sql: SqlReader,
  editor: Actor,
  messageId: number,
  pathIds: readonly string[],
  emit: Emit,
): Promise<{ hasAttachment: boolean; detached: AttachmentView[] }> {
  const prior = await sql.query<{ id: number; path_id: string }>(
    'SELECT a.id, a.path_id FROM attachment a JOIN attachment_message am ON am.attachment_id = a.id WHERE am.message_id = $1',
    [messageId],
  );
  const wanted = new Set(pathIds);
  const removed = prior.filter((p) => !wanted.has(p.path_id)).map((p) => p.id);
  if (removed.length > 0) {
    await sql.query('DELETE FROM attachment_message WHERE message_id = $1 AND attachment_id = ANY($2::int[])', [
      messageId,
      removed,
    ]);
  }
  const had = new Set(prior.map((p) => p.path_id));
  await linkAttachments(
    sql,
    editor,
    messageId,
    await claimableAttachments(
      sql,
      editor,
      pathIds.filter((p) => !had.has(p)),
    ),
    emit,
  );
  const detached: AttachmentView[] = [];
  for (const id of removed) {
    const view = await attachmentById(sql, id);
    if (view && view.messages.length === 0) {
      const [owner] = await sql.query<{ owner_id: number }>('SELECT owner_id FROM attachment WHERE id = $1', [id]);
      if (owner?.owner_id === editor.user.id) detached.push(view);
    }
  }
  const [left] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM attachment_message WHERE message_id = $1',
    [messageId],
  );
  return { hasAttachment: left.n > 0, detached };
}
