import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AttachmentSummary } from '../events/payloads/attachments.ts';
import type { AddressedEvent } from '../events/types.ts';
import { dbId } from '../ids.ts';
import type { KeysetPage, KeysetRequest } from '../paging.ts';
import { ownRowsPage } from '../own-rows-page.ts';

/** An uploaded file as both transports show it. */
export interface AttachmentView extends AttachmentSummary {
  contentType: string;
}

/** What an attachment event carries of a file (Zulip's events have no content type). */
const summaryOf = ({ contentType: _contentType, ...summary }: AttachmentView): AttachmentSummary => summary;

interface Row {
  id: number;
  file_name: string;
  path_id: string;
  size: number;
  content_type: string;
  create_time: Date;
}

async function viewsOf(sql: SqlReader, rows: Row[]): Promise<AttachmentView[]> {
  if (rows.length === 0) return [];
  const links = await sql.query<{ attachment_id: number; id: number; date_sent: Date }>(
    `SELECT am.attachment_id, m.id, m.date_sent FROM attachment_message am JOIN message m ON m.id = am.message_id
      WHERE am.attachment_id = ANY($1::int[]) ORDER BY m.id`,
    [rows.map((r) => r.id)],
  );
  const byAttachment = new Map<number, Array<{ id: number; dateSent: number }>>();
  for (const l of links) {
    const list = byAttachment.get(l.attachment_id) ?? [];
    list.push({ id: l.id, dateSent: l.date_sent.getTime() });
    byAttachment.set(l.attachment_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.file_name,
    pathId: r.path_id,
    size: r.size,
    contentType: r.content_type,
    createTime: r.create_time.getTime(),
    messages: byAttachment.get(r.id) ?? [],
  }));
}

const COLUMNS = 'id, file_name, path_id, size, content_type, create_time';

/** GET /attachments: the user's own uploads, newest first, and the organization's space used. */
export async function listAttachments(
  sql: SqlReader,
  actor: Actor,
): Promise<{ attachments: AttachmentView[]; uploadSpaceUsed: number }> {
  const rows = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM attachment WHERE owner_id = $1 ORDER BY id DESC`,
    [actor.user.id],
  );
  return { attachments: await viewsOf(sql, rows), uploadSpaceUsed: await spaceUsed(sql, actor.realm.id) };
}

/** A page of the user's own uploads by id, read in SQL from the page's key, and how many uploads the user has. */
export async function attachmentsPage(
  sql: SqlReader,
  actor: Actor,
  r: KeysetRequest,
): Promise<KeysetPage<AttachmentView> & { totalCount: number }> {
  const page = await ownRowsPage<Row & Record<string, unknown>>(
    sql,
    { table: 'attachment', columns: COLUMNS, owner: 'owner_id', key: 'id' },
    actor.user.id,
    r,
  );
  return { ...page, items: await viewsOf(sql, page.items) };
}

export async function attachmentById(sql: SqlReader, id: number): Promise<AttachmentView | null> {
  const rows = await sql.query<Row & Record<string, unknown>>(`SELECT ${COLUMNS} FROM attachment WHERE id = $1`, [
    dbId(id),
  ]);
  return (await viewsOf(sql, rows))[0] ?? null;
}

/** Zulip's currently_used_upload_space_bytes: every upload of the organization. */
export async function spaceUsed(sql: SqlReader, realmId: number): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'SELECT coalesce(sum(size), 0)::bigint::float8 AS n FROM attachment WHERE realm_id = $1',
    [realmId],
  );
  return row.n;
}

/** An `attachment` event for the owner (add, update), with the organization's space used after the change. */
export async function attachmentEvent(
  sql: SqlReader,
  realmId: number,
  ownerId: number,
  op: 'add' | 'update',
  id: number,
): Promise<AddressedEvent | null> {
  const view = await attachmentById(sql, id);
  if (!view) return null;
  return {
    realmId,
    userIds: [ownerId],
    event: { type: 'attachment', op, attachment: summaryOf(view), uploadSpaceUsed: await spaceUsed(sql, realmId) },
  };
}

/** DELETE /attachments/{id}: the user's own file, and what links it stays (it then points nowhere, as in Zulip). */
export async function deleteAttachment(deps: Deps, actor: Actor, id: number): Promise<string> {
  return inTransaction(deps, async (tx: Tx, emit) => {
    const row = await tx.attachment.findFirst({ where: { id: dbId(id), ownerId: actor.user.id } });
    if (!row) throw badRequest('Invalid attachment');
    await tx.attachment.delete({ where: { id: row.id } });
    const used = await tx.attachment.aggregate({ where: { realmId: actor.realm.id }, _sum: { size: true } });
    emit({
      realmId: actor.realm.id,
      userIds: [actor.user.id],
      event: { type: 'attachment', op: 'remove', attachment: { id: row.id }, uploadSpaceUsed: used._sum.size ?? 0 },
    });
    return row.pathId;
  });
}

/** The attachment an upload made (its URL is `/user_uploads/{path id}`): the user's own, or null. */
export async function attachmentOfUpload(
  sql: SqlReader,
  actor: Actor,
  upload: { url: string },
): Promise<AttachmentView | null> {
  const pathId = upload.url.replace(/^\/user_uploads\//, '');
  const rows = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM attachment WHERE owner_id = $1 AND path_id = $2`,
    [actor.user.id, pathId],
  );
  return (await viewsOf(sql, rows))[0] ?? null;
}
