import type { SqlReader } from '../../db/sql.ts';
import { isStorableText } from '../text.ts';
import type { AddressedEvent, RealmEmoji } from '../events/types.ts';
import { emojiUrl, stillEmojiUrl } from './files.ts';

export type { RealmEmoji } from '../events/types.ts';

interface Row {
  id: number;
  realm_id: number;
  name: string;
  author_id: number | null;
  file_name: string;
  is_animated: boolean;
  deactivated: boolean;
}

const COLUMNS = 'id, realm_id, name, author_id, file_name, is_animated, deactivated';

const viewOf = (r: Row): RealmEmoji => ({
  id: r.id,
  name: r.name,
  sourceUrl: emojiUrl(r.realm_id, r.file_name),
  stillUrl: r.is_animated ? stillEmojiUrl(r.realm_id, r.file_name) : null,
  deactivated: r.deactivated,
  authorId: r.author_id,
});

/** GET /realm/emoji, register's realm_emoji and the event: every custom emoji of the realm, deactivated ones too, by id. */
export async function listRealmEmoji(sql: SqlReader, realmId: number): Promise<RealmEmoji[]> {
  const rows = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM realm_emoji WHERE realm_id = $1 ORDER BY id`,
    [realmId],
    {
      name: 'realm_emoji',
    },
  );
  return rows.map(viewOf);
}

/** The realm's active emoji of this name (custom emoji shadow built-in names). */
export async function activeRealmEmojiByName(
  sql: SqlReader,
  realmId: number,
  name: string,
): Promise<RealmEmoji | null> {
  // A name no row can have (a NUL byte) names no emoji.
  if (!isStorableText(name)) return null;
  const [row] = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM realm_emoji WHERE realm_id = $1 AND name = $2 AND NOT deactivated`,
    [realmId, name],
  );
  return row ? viewOf(row) : null;
}

/** The realm's emoji whose `emoji_code` (its id, as a string) this is, active or not. */
export async function realmEmojiByCode(sql: SqlReader, realmId: number, code: string): Promise<RealmEmoji | null> {
  // Zulip looks the code up as a key of its dict: only the canonical decimal form names an emoji.
  if (!/^[1-9]\d{0,9}$/.test(code) || Number(code) > 2_147_483_647) return null;
  const [row] = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM realm_emoji WHERE realm_id = $1 AND id = $2`,
    [realmId, Number(code)],
  );
  return row ? viewOf(row) : null;
}

/** A new emoji's row (its id taken from the sequence beforehand, as its file name depends on it). */
export async function insertRealmEmoji(
  sql: SqlReader,
  e: { id: number; realmId: number; name: string; authorId: number; fileName: string; isAnimated: boolean; now: Date },
): Promise<RealmEmoji> {
  const [row] = await sql.query<Row & Record<string, unknown>>(
    `INSERT INTO realm_emoji (id, realm_id, name, author_id, file_name, is_animated, deactivated, date_created)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7) RETURNING ${COLUMNS}`,
    [e.id, e.realmId, e.name, e.authorId, e.fileName, e.isAnimated, e.now],
  );
  return viewOf(row);
}

/** Deactivates the emoji of this id; its row as it is now. */
export async function markDeactivated(sql: SqlReader, id: number): Promise<RealmEmoji> {
  const [row] = await sql.query<Row & Record<string, unknown>>(
    `UPDATE realm_emoji SET deactivated = true WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return viewOf(row);
}

/** The realm's active emoji by name, as the Markdown renderer needs them. */
export async function activeRealmEmojiForRendering(
  sql: SqlReader,
  realmId: number,
): Promise<Record<string, { id: number; sourceUrl: string; deactivated: boolean }>> {
  const rows = await sql.query<Row & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM realm_emoji WHERE realm_id = $1 AND NOT deactivated`,
    [realmId],
    {
      name: 'realm_emoji_active',
    },
  );
  return Object.fromEntries(
    rows.map((r) => [r.name, { id: r.id, sourceUrl: emojiUrl(r.realm_id, r.file_name), deactivated: false }]),
  );
}

/** Zulip's notify_realm_emoji: every custom emoji of the realm, to every active user. */
export async function realmEmojiEvent(sql: SqlReader, realmId: number): Promise<AddressedEvent> {
  const all = await listRealmEmoji(sql, realmId);
  const users = await sql.query<{ id: number }>(
    'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id',
    [realmId],
  );
  return { realmId, userIds: users.map((u) => u.id), event: { type: 'realm_emoji', op: 'update', emoji: all } };
}
