import type { SqlReader } from '../../db/sql.ts';
import { exportRecords, type ExportRecord } from './rows.ts';

/** What an export holds beyond the organization's public data: the users who consented, or none (a public export). */
export interface ExportScope {
  realmId: number;
  /** Users whose private data goes in (only in an export with consent). */
  consentingUserIds: number[];
}

/** Zulip's table names and the rows of each that belong to the organization ($1: realm id, $2: consenting user ids). */
const REALM_TABLES: Array<[string, string]> = [
  ['zerver_realm', 'SELECT * FROM realm WHERE id = $1'],
  ['zerver_userprofile', 'SELECT * FROM user_profile WHERE realm_id = $1 ORDER BY id'],
  ['zerver_stream', 'SELECT * FROM stream WHERE realm_id = $1 ORDER BY id'],
  ['zerver_recipient', 'SELECT * FROM recipient WHERE realm_id = $1 ORDER BY id'],
  [
    'zerver_subscription',
    `SELECT sub.* FROM subscription sub JOIN recipient r ON r.id = sub.recipient_id
      LEFT JOIN stream s ON s.recipient_id = r.id
      WHERE r.realm_id = $1 AND ((r.type = 2 AND NOT s.invite_only) OR sub.user_id = ANY($2::int[])) ORDER BY sub.id`,
  ],
  ['zerver_huddle', 'SELECT * FROM direct_message_group WHERE realm_id = $1 ORDER BY id'],
  ['zerver_defaultstream', 'SELECT * FROM default_stream WHERE realm_id = $1 ORDER BY stream_id'],
  ['zerver_realmemoji', 'SELECT * FROM realm_emoji WHERE realm_id = $1 ORDER BY id'],
  ['zerver_realmdomain', 'SELECT * FROM realm_domain WHERE realm_id = $1 ORDER BY id'],
  ['zerver_realmfilter', 'SELECT * FROM realm_filter WHERE realm_id = $1 ORDER BY id'],
  ['zerver_realmplayground', 'SELECT * FROM realm_playground WHERE realm_id = $1 ORDER BY id'],
  ['zerver_usergroup', 'SELECT * FROM user_group WHERE realm_id = $1 ORDER BY id'],
  [
    'zerver_usergroupmembership',
    `SELECT m.* FROM user_group_membership m JOIN user_group g ON g.id = m.user_group_id
      WHERE g.realm_id = $1 ORDER BY m.user_group_id, m.user_id`,
  ],
  [
    'zerver_groupgroupmembership',
    `SELECT m.* FROM group_group_membership m JOIN user_group g ON g.id = m.supergroup_id
      WHERE g.realm_id = $1 ORDER BY m.supergroup_id, m.subgroup_id`,
  ],
  ['zerver_customprofilefield', 'SELECT * FROM custom_profile_field WHERE realm_id = $1 ORDER BY id'],
  [
    'zerver_customprofilefieldvalue',
    `SELECT v.* FROM custom_profile_field_value v JOIN custom_profile_field f ON f.id = v.field_id
      WHERE f.realm_id = $1 ORDER BY v.id`,
  ],
  ['zerver_userpresence', 'SELECT * FROM user_presence WHERE realm_id = $1 ORDER BY user_id'],
  // A user's own filters and statuses are private data: only the consenting users'.
  ['zerver_alertword', 'SELECT * FROM alert_word WHERE user_id = ANY($2::int[]) AND $1::int > 0 ORDER BY id'],
  ['zerver_muteduser', 'SELECT * FROM muted_user WHERE user_id = ANY($2::int[]) AND $1::int > 0 ORDER BY id'],
  ['zerver_usertopic', 'SELECT * FROM user_topic WHERE user_id = ANY($2::int[]) AND $1::int > 0 ORDER BY id'],
];

/** realm.json: the organization's tables but messages and attachments, as Zulip's export writes them. */
export async function realmTables(sql: SqlReader, scope: ExportScope): Promise<Record<string, ExportRecord[]>> {
  const out: Record<string, ExportRecord[]> = {};
  for (const [table, query] of REALM_TABLES)
    // PostgreSQL cannot type a parameter a statement does not use.
    out[table] = await exportRecords(
      sql,
      query,
      query.includes('$2') ? [scope.realmId, scope.consentingUserIds] : [scope.realmId],
    );
  return out;
}

/**
 * The messages an export holds: those of public channels, and in an export
 * with consent also every message a consenting user received (private
 * channels, direct messages) — Zulip's rule.
 */
const EXPORTED_MESSAGES = `
  SELECT m.id FROM message m JOIN recipient r ON r.id = m.recipient_id LEFT JOIN stream s ON s.recipient_id = r.id
   WHERE m.realm_id = $1 AND m.id > $3
     AND ((r.type = 2 AND NOT s.invite_only)
          OR EXISTS (SELECT 1 FROM user_message um WHERE um.message_id = m.id AND um.user_id = ANY($2::int[])))
   ORDER BY m.id LIMIT $4`;

/** Zulip's MESSAGE_BATCH_CHUNK_SIZE: messages per messages-NNNNNN.json file. */
export const MESSAGES_PER_FILE = 1000;

export interface MessageBatch {
  zerver_message: ExportRecord[];
  zerver_usermessage: ExportRecord[];
}

/** The exported messages in files of MESSAGES_PER_FILE, each with the consenting users' flags on them. */
export async function* messageBatches(sql: SqlReader, scope: ExportScope): AsyncGenerator<MessageBatch> {
  for (let after = 0; ;) {
    const ids = (
      await sql.query<{ id: number }>(EXPORTED_MESSAGES, [
        scope.realmId,
        scope.consentingUserIds,
        after,
        MESSAGES_PER_FILE,
      ])
    ).map((r) => r.id);
    if (ids.length === 0) return;
    after = ids[ids.length - 1];
    yield {
      zerver_message: await exportRecords(sql, 'SELECT * FROM message WHERE id = ANY($1::int[]) ORDER BY id', [ids]),
      zerver_usermessage: await exportRecords(
        sql,
        `SELECT * FROM user_message WHERE message_id = ANY($1::int[]) AND user_id = ANY($2::int[])
          ORDER BY message_id, user_id`,
        [ids, scope.consentingUserIds],
      ),
    };
  }
}

/** Reactions and attachments of the exported messages ($1: their ids). */
export const messageReactions = (sql: SqlReader, messageIds: number[]): Promise<ExportRecord[]> =>
  exportRecords(sql, 'SELECT * FROM reaction WHERE message_id = ANY($1::int[]) ORDER BY id', [messageIds]);

export interface AttachmentRow extends Record<string, unknown> {
  id: number;
  path_id: string;
  owner_id: number;
  size: number;
  content_type: string;
  create_time: Date;
}

export const messageAttachments = (sql: SqlReader, messageIds: number[]): Promise<AttachmentRow[]> =>
  sql.query<AttachmentRow>(
    `SELECT DISTINCT a.* FROM attachment a JOIN attachment_message am ON am.attachment_id = a.id
      WHERE am.message_id = ANY($1::int[]) ORDER BY a.id`,
    [messageIds],
  );

export const attachmentLinks = (sql: SqlReader, attachmentIds: number[], messageIds: number[]) =>
  sql.query<{ attachment_id: number; message_id: number }>(
    `SELECT attachment_id, message_id FROM attachment_message
      WHERE attachment_id = ANY($1::int[]) AND message_id = ANY($2::int[]) ORDER BY attachment_id, message_id`,
    [attachmentIds, messageIds],
  );
