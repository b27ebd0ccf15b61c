import type { SqlReader } from '../../../db/sql.ts';
import { isStorableText } from '../../text.ts';
import { pyStrip } from '../../python-text.ts';

/** Ids are int4 columns: a larger (or negative) number names nothing, as in Django. */
import { isDbId, MAX_DB_ID } from '../../ids.ts';

export { isDbId, MAX_DB_ID };

export interface ChannelRow extends Record<string, unknown> {
  id: number;
  name: string;
  recipient_id: number;
  invite_only: boolean;
  is_web_public: boolean;
  history_public_to_subscribers: boolean;
  is_archived: boolean;
  can_subscribe_group_id: number;
  can_add_subscribers_group_id: number;
}

const CHANNEL_COLUMNS = `id, name, recipient_id, invite_only, is_web_public, history_public_to_subscribers, is_archived,
  can_subscribe_group_id, can_add_subscribers_group_id`;

/**
 * Zulip's get_stream_by_narrow_operand_access_unchecked: a string operand is
 * a name (stripped, case-insensitive) even when it looks like a number; an
 * integer operand (or a JSON boolean, which Python treats as one) is an id.
 */
export async function findChannel(db: SqlReader, realmId: number, operand: unknown): Promise<ChannelRow | undefined> {
  if (typeof operand === 'string') {
    const name = pyStrip(operand);
    if (!isStorableText(name)) return undefined;
    const rows = await db.query<ChannelRow>(
      `SELECT ${CHANNEL_COLUMNS} FROM stream WHERE realm_id = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1`,
      [realmId, name],
    );
    return rows[0];
  }
  const id = Number(operand);
  if (!isDbId(id)) return undefined;
  const rows = await db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM stream WHERE realm_id = $1 AND id = $2`,
    [realmId, id],
    {
      name: 'narrow_channel_by_id',
    },
  );
  return rows[0];
}

export interface NarrowUser extends Record<string, unknown> {
  id: number;
  recipient_id: number | null;
}

/** Zulip's get_user (by the API-visible email, stripped, case-insensitive) or id lookup. */
export async function findUser(db: SqlReader, realmId: number, operand: unknown): Promise<NarrowUser | undefined> {
  if (typeof operand === 'string') {
    const email = pyStrip(operand);
    if (!isStorableText(email)) return undefined;
    const rows = await db.query<NarrowUser>(
      `SELECT id, recipient_id FROM user_profile WHERE realm_id = $1 AND lower(email) = lower($2) ORDER BY id LIMIT 1`,
      [realmId, email],
    );
    return rows[0];
  }
  const id = Number(operand);
  if (!isDbId(id)) return undefined;
  const rows = await db.query<NarrowUser>(`SELECT id, recipient_id FROM user_profile WHERE realm_id = $1 AND id = $2`, [
    realmId,
    id,
  ]);
  return rows[0];
}

export async function isActiveSubscriber(db: SqlReader, userId: number, recipientId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 AS x FROM subscription WHERE user_id = $1 AND recipient_id = $2 AND active`, [
    userId,
    recipientId,
  ]);
  return rows.length > 0;
}

/** Every group the user is in, directly or through subgroups (get_recursive_membership_groups). */
export async function recursiveGroupIds(db: SqlReader, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE g(id) AS (
       SELECT user_group_id FROM user_group_membership WHERE user_id = $1
       UNION
       SELECT ggm.supergroup_id FROM group_group_membership ggm JOIN g ON ggm.subgroup_id = g.id
     )
     SELECT id FROM g ORDER BY id`,
    [userId],
  );
  return rows.map((r) => Number(r.id));
}
