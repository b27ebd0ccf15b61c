import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { accessibleMessageIds } from '../single/access.ts';

export interface StoredFile {
  id: number;
  ownerId: number;
  realmId: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** The attachment at `pathId`, if there is one. */
export async function findAttachmentByPath(sql: SqlReader, pathId: string): Promise<StoredFile | null> {
  const [row] = await sql.query<{
    id: number;
    owner_id: number;
    realm_id: number;
    file_name: string;
    content_type: string;
    size: number;
  }>('SELECT id, owner_id, realm_id, file_name, content_type, size FROM attachment WHERE path_id = $1', [pathId]);
  return row
    ? {
        id: row.id,
        ownerId: row.owner_id,
        realmId: row.realm_id,
        fileName: row.file_name,
        contentType: row.content_type,
        size: row.size,
      }
    : null;
}

/**
 * Zulip's validate_attachment_request: the uploader, or anyone who can read
 * one of the messages linking the file (a public channel's, one they
 * received, one in a channel whose history they can see).
 */
export async function canReadAttachment(sql: SqlReader, actor: Actor, file: StoredFile): Promise<boolean> {
  if (file.realmId !== actor.realm.id) return false;
  if (file.ownerId === actor.user.id) return true;
  const links = await sql.query<{ message_id: number }>(
    'SELECT message_id FROM attachment_message WHERE attachment_id = $1 ORDER BY message_id DESC LIMIT 1000',
    [file.id],
  );
  if (links.length === 0) return false;
  return (
    (
      await accessibleMessageIds(
        sql,
        actor,
        links.map((l) => l.message_id),
      )
    ).size > 0
  );
}

/**
 * Zulip's validate_attachment_request_for_spectator_access, without its
 * cached is_web_public column: a file of the visitor's organization that a
 * message in a web-public channel links.
 */
export async function isWebPublicAttachment(sql: SqlReader, realmId: number, file: StoredFile): Promise<boolean> {
  if (file.realmId !== realmId) return false;
  const [row] = await sql.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM attachment_message am
         JOIN message m ON m.id = am.message_id
         JOIN stream s ON s.recipient_id = m.recipient_id
        WHERE am.attachment_id = $1 AND s.realm_id = $2 AND s.is_web_public AND NOT s.invite_only
     ) AS found`,
    [file.id, realmId],
  );
  return row?.found === true;
}
