import type { SqlReader } from '../../db/sql.ts';
import type { UploadStore } from '../uploads/store.ts';
import { exportRecord, type ExportRecord } from './rows.ts';
import {
  attachmentLinks,
  messageAttachments,
  messageBatches,
  messageReactions,
  realmTables,
  type AttachmentRow,
  type ExportScope,
} from './tables.ts';
import type { TarEntry } from './tar.ts';

const json = (name: string, data: unknown): TarEntry => ({
  name,
  data: Buffer.from(JSON.stringify(data, null, 2)),
});

/** uploads/records.json: where each file of the archive came from (Zulip's record of an attachment). */
function uploadRecord(a: AttachmentRow, realmId: number, emails: Map<number, string>, size: number) {
  return {
    path: a.path_id,
    s3_path: a.path_id,
    realm_id: realmId,
    user_profile_id: a.owner_id,
    user_profile_email: emails.get(a.owner_id) ?? '',
    content_type: a.content_type,
    size,
    last_modified: a.create_time.getTime() / 1000,
  };
}

/**
 * The files of an export in Zulip's layout, below `dir`: realm.json,
 * messages-000001.json…, attachment.json, uploads/ (records.json and the
 * files), avatars/records.json, emoji/ (records.json and the images).
 * Messages are read a file at a time; uploaded files are streamed from the store.
 */
export async function* exportEntries(
  sql: SqlReader,
  uploads: UploadStore,
  scope: ExportScope,
  dir: string,
): AsyncGenerator<TarEntry> {
  const realm = await realmTables(sql, scope);
  const messageIds: number[] = [];
  let file = 0;
  for await (const batch of messageBatches(sql, scope)) {
    file++;
    for (const m of batch.zerver_message) messageIds.push(Number(m.id));
    yield json(`${dir}/messages-${String(file).padStart(6, '0')}.json`, batch);
  }
  realm.zerver_reaction = await messageReactions(sql, messageIds);
  yield json(`${dir}/realm.json`, realm);

  const attachments = await messageAttachments(sql, messageIds);
  const links = await attachmentLinks(
    sql,
    attachments.map((a) => a.id),
    messageIds,
  );
  const attachmentJson: ExportRecord[] = attachments.map((a) => ({
    ...exportRecord(a),
    messages: links.filter((l) => l.attachment_id === a.id).map((l) => l.message_id),
  }));
  yield json(`${dir}/attachment.json`, { zerver_attachment: attachmentJson });

  const emails = new Map(realm.zerver_userprofile.map((u) => [Number(u.id), String(u.delivery_email ?? u.email)]));
  const records = [];
  for (const a of attachments) {
    const size = await uploads.size(a.path_id);
    if (size === null) continue;
    records.push(uploadRecord(a, scope.realmId, emails, size));
    yield { name: `${dir}/uploads/${a.path_id}`, size, open: () => uploads.open(a.path_id) };
  }
  yield json(`${dir}/uploads/records.json`, records);
  // Avatars here are Gravatars or generated: no user has an uploaded one to carry.
  yield json(`${dir}/avatars/records.json`, []);

  const emojiRecords = [];
  for (const e of realm.zerver_realmemoji) {
    const path = `${scope.realmId}/emoji/images/${String(e.file_name)}`;
    const size = await uploads.size(`avatars/${path}`);
    if (size === null) continue;
    emojiRecords.push({ ...e, realm_id: scope.realmId, path, s3_path: path });
    yield { name: `${dir}/emoji/${path}`, size, open: () => uploads.open(`avatars/${path}`) };
  }
  yield json(`${dir}/emoji/records.json`, emojiRecords);
}
