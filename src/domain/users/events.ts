import type { Tx } from '../context.ts';
import type { RealmBotChanges, RealmUserChanges } from './event-payloads.ts';
import type { AddressedEvent } from '../events/types.ts';
import { getSystemGroupIds, syncSystemGroupMembership } from '../groups/system-groups.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import type { UserRow } from './format.ts';
import { prismaReader } from '../../db/sql.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { userIdsWhoCanAccess } from './user-access.ts';
import { Role } from '../roles.ts';

export type Emit = (e: AddressedEvent) => void;

/** Zulip's bot_owner_user_ids: a bot's owner and the realm's active human administrators. */
export async function botOwnerUserIds(tx: Tx, bot: UserRow): Promise<number[]> {
  const admins = await tx.user.findMany({
    where: { realmId: bot.realmId, isActive: true, isBot: false, role: { lte: Role.ADMINISTRATOR } },
    select: { id: true },
  });
  const ids = new Set(admins.map((a) => a.id));
  if (bot.botOwnerId !== null) ids.add(bot.botOwnerId);
  return [...ids].sort((a, b) => a - b);
}

/**
 * `realm_user`/`update` (the changed fields) to everyone
 * who can access the user (every active user unless the organization limits
 * guests), or to `userIds` when only some are to hear of it.
 */
export async function emitRealmUserUpdate(
  tx: Tx,
  user: UserRow,
  changes: RealmUserChanges,
  emit: Emit,
  userIds?: number[],
): Promise<void> {
  emit({
    realmId: user.realmId,
    event: { type: 'realm_user', op: 'update', userId: user.id, changes },
    userIds: userIds ?? (await userIdsWhoCanAccess(prismaReader(tx), user)),
  });
}

async function directSystemGroups(tx: Tx, realmId: number, userId: number): Promise<Map<number, string>> {
  const ids = await getSystemGroupIds(tx, realmId);
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const rows = await tx.userGroupMembership.findMany({
    where: { userId, userGroupId: { in: [...byId.keys()] } },
    select: { userGroupId: true },
  });
  return new Map(rows.map((r) => [r.userGroupId, byId.get(r.userGroupId) ?? '']));
}

/**
 * Puts the user in the system groups of their (new) role and sends Zulip's
 * `user_group` `remove_members`/`add_members` events for what changed, in
 * do_change_user_role's order: the role group first, role:fullmembers last.
 */
export async function syncRoleGroupsWithEvents(tx: Tx, user: UserRow, now: Date, emit: Emit): Promise<void> {
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: user.realmId } });
  const before = await directSystemGroups(tx, user.realmId, user.id);
  const threshold = Number(realmSettingsOf(realm.settings).waiting_period_threshold ?? 0);
  await syncSystemGroupMembership(tx, user.realmId, user, threshold, now);
  const after = await directSystemGroups(tx, user.realmId, user.id);
  const removed = [...before.keys()].filter((id) => !after.has(id)).sort((a, b) => a - b);
  const added = [...after.keys()].filter((id) => !before.has(id)).sort((a, b) => a - b);
  const isFull = (names: Map<number, string>) => (id: number) => names.get(id) === 'role:fullmembers';
  const notFull = (names: Map<number, string>) => (id: number) => !isFull(names)(id);
  const change = (op: 'remove_members' | 'add_members') => (groupId: number) => ({ op, groupId });
  const changes = [
    ...removed.filter(notFull(before)).map(change('remove_members')),
    ...added.filter(notFull(after)).map(change('add_members')),
    ...removed.filter(isFull(before)).map(change('remove_members')),
    ...added.filter(isFull(after)).map(change('add_members')),
  ];
  if (changes.length === 0) return;
  const recipients = await activeUserIds(tx, user.realmId);
  for (const { op, groupId } of changes) {
    emit({
      realmId: user.realmId,
      event: { type: 'user_group', op, groupId, userIds: [user.id] },
      userIds: recipients,
    });
  }
}

/** `realm_bot`/`update` to the bot's owner and the administrators (Zulip's bot_owner_user_ids). */
export async function emitRealmBotUpdate(tx: Tx, bot: UserRow, fields: RealmBotChanges, emit: Emit): Promise<void> {
  emit({
    realmId: bot.realmId,
    event: { type: 'realm_bot', op: 'update', botId: bot.id, changes: fields },
    userIds: await botOwnerUserIds(tx, bot),
  });
}
