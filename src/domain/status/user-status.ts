import type { SqlReader } from '../../db/sql.ts';
import type { ReactionType } from '../realm-emoji/emoji-data.ts';

/**
 * A user's status as Zulip shows it: only what is set — `away` when the user
 * turned presence off, the text when there is one, the emoji when there is one.
 */
export interface UserStatusView {
  away?: true;
  statusText?: string;
  emojiName?: string;
  emojiCode?: string;
  reactionType?: ReactionType;
}

interface StatusRow {
  user_id: number;
  presence_enabled: boolean;
  status_text: string | null;
  emoji_name: string | null;
  emoji_code: string | null;
  reaction_type: string | null;
}

const REACTION_TYPES: readonly ReactionType[] = ['unicode_emoji', 'realm_emoji', 'zulip_extra_emoji'];
const reactionTypeOf = (v: string | null): ReactionType => REACTION_TYPES.find((t) => t === v) ?? 'unicode_emoji';

function viewOf(r: StatusRow): UserStatusView {
  const view: UserStatusView = {};
  if (!r.presence_enabled) view.away = true;
  if (r.status_text) view.statusText = r.status_text;
  if (r.emoji_name) {
    view.emojiName = r.emoji_name;
    view.emojiCode = r.emoji_code ?? '';
    view.reactionType = reactionTypeOf(r.reaction_type);
  }
  return view;
}

// presence_enabled lives in the settings JSON; absent means the default (true).
const STATUS_SELECT = `SELECT u.id AS user_id, COALESCE((u.settings->>'presence_enabled')::boolean, true) AS presence_enabled,
    s.status_text, s.emoji_name, s.emoji_code, s.reaction_type
  FROM user_profile u LEFT JOIN user_status s ON s.user_id = u.id`;

/** One user's status ({} when nothing is set). */
export async function statusOf(sql: SqlReader, userId: number): Promise<UserStatusView> {
  const [row] = await sql.query<StatusRow & Record<string, unknown>>(`${STATUS_SELECT} WHERE u.id = $1`, [userId]);
  return row ? viewOf(row) : {};
}

/** The statuses of these users ({} for those with none), in one statement. */
export async function statusesOf(sql: SqlReader, userIds: readonly number[]): Promise<Map<number, UserStatusView>> {
  const rows = await sql.query<StatusRow & Record<string, unknown>>(`${STATUS_SELECT} WHERE u.id = ANY($1::int[])`, [
    [...userIds],
  ]);
  return new Map(rows.map((r) => [r.user_id, viewOf(r)]));
}

/** register's user_status: every active user of the realm with something set, by id. */
export async function realmStatuses(sql: SqlReader, realmId: number): Promise<Map<number, UserStatusView>> {
  const rows = await sql.query<StatusRow & Record<string, unknown>>(
    `${STATUS_SELECT} WHERE u.realm_id = $1 AND u.is_active
       AND (s.user_id IS NOT NULL OR (u.settings->>'presence_enabled')::boolean IS FALSE) ORDER BY u.id`,
    [realmId],
  );
  const out = new Map<number, UserStatusView>();
  for (const r of rows) {
    const view = viewOf(r);
    if (Object.keys(view).length > 0) out.set(r.user_id, view);
  }
  return out;
}
