import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { RecipientType } from '../recipient-type.ts';
import { Role } from '../roles.ts';
import { realmLimitsGuests, userIdsWhoCanAccess } from './user-access.ts';
import { emitAccessGained, emitAccessLost } from './access-events.ts';

/*
 * The realm_user events of a user's deactivation and reactivation: who keeps
 * the user, who forgets it and who regains it, while an organization limits
 * guests (see access-events.ts).
 */

type Emit = (e: AddressedEvent) => void;

/**
 * Who keeps a deactivated user (Zulip's send_events_for_user_deactivation):
 * the active non-guests, and the guests of its one-to-one conversations and
 * direct-message groups; guests that shared only channels with it forget it.
 */
async function keepersOf(
  sql: SqlReader,
  realmId: number,
  userId: number,
): Promise<{ keepers: Set<number>; channelPeers: Set<number> }> {
  const rows = await sql.query<{ id: number; via: number }>(
    `SELECT id, 0 AS via FROM user_profile WHERE realm_id = $1 AND is_active AND role <> ${Role.GUEST}
     UNION
     SELECT s.user_id, r.type
       FROM subscription m JOIN recipient r ON r.id = m.recipient_id AND r.type IN (${RecipientType.STREAM}, ${RecipientType.DIRECT_MESSAGE_GROUP})
       JOIN subscription s ON s.recipient_id = m.recipient_id AND s.active AND s.is_user_active
       JOIN user_profile g ON g.id = s.user_id AND g.role = ${Role.GUEST}
      WHERE m.user_id = $2 AND m.active
     UNION
     SELECT g.id, ${RecipientType.PERSONAL} FROM user_profile g
      WHERE g.realm_id = $1 AND g.role = ${Role.GUEST} AND g.is_active AND (
        EXISTS (SELECT 1 FROM message m WHERE m.realm_id = $1 AND m.recipient_id = g.recipient_id AND m.sender_id = $2)
        OR EXISTS (SELECT 1 FROM message m WHERE m.realm_id = $1 AND m.sender_id = g.id
                     AND m.recipient_id = (SELECT recipient_id FROM user_profile WHERE id = $2)))`,
    [realmId, userId],
  );
  const keepers = new Set(rows.filter((r) => r.via !== RecipientType.STREAM && r.id !== userId).map((r) => r.id));
  const channelPeers = new Set(rows.filter((r) => r.via === RecipientType.STREAM && r.id !== userId).map((r) => r.id));
  return { keepers, channelPeers };
}

/**
 * The realm_user events of a user's deactivation: `update` (is_active false)
 * to every active user, or in an organization limiting guests to those who
 * keep the user, and `remove` to the guests that lose it.
 */
export async function emitDeactivationEvents(
  tx: Tx,
  emit: Emit,
  user: { id: number; realmId: number; isBot: boolean },
): Promise<void> {
  const sql = prismaReader(tx);
  const update = (userIds: number[]) =>
    userIds.length > 0 &&
    emit({
      realmId: user.realmId,
      event: { type: 'realm_user', op: 'update', userId: user.id, changes: { isActive: false } },
      userIds,
    });
  const active = await activeIds(sql, user.realmId);
  if (user.isBot || !(await realmLimitsGuests(sql, user.realmId))) {
    update(active);
    return;
  }
  const { keepers, channelPeers } = await keepersOf(sql, user.realmId, user.id);
  update(active.filter((id) => keepers.has(id)));
  emitAccessLost(
    emit,
    user.realmId,
    new Map([[user.id, new Set(active.filter((id) => channelPeers.has(id) && !keepers.has(id)))]]),
  );
}

/**
 * The realm_user events of a reactivation (Zulip 10: only to those who can
 * access the user): `update` (is_active true) to those who kept it while it
 * was deactivated, `add` to the guests that regain it through a channel.
 */
export async function emitReactivationEvents(
  tx: Tx,
  emit: Emit,
  user: { id: number; realmId: number; isBot: boolean },
): Promise<void> {
  const sql = prismaReader(tx);
  const audience = await userIdsWhoCanAccess(sql, user);
  const update = (userIds: number[]) =>
    userIds.length > 0 &&
    emit({
      realmId: user.realmId,
      event: { type: 'realm_user', op: 'update', userId: user.id, changes: { isActive: true } },
      userIds,
    });
  if (user.isBot || !(await realmLimitsGuests(sql, user.realmId))) {
    update(audience);
    return;
  }
  const { keepers } = await keepersOf(sql, user.realmId, user.id);
  keepers.add(user.id);
  update(audience.filter((id) => keepers.has(id)));
  await emitAccessGained(
    tx,
    emit,
    user.realmId,
    new Map([[user.id, new Set(audience.filter((id) => !keepers.has(id)))]]),
  );
}

async function activeIds(sql: SqlReader, realmId: number): Promise<number[]> {
  return (
    await sql.query<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
      realmId,
    ])
  ).map((r) => r.id);
}
