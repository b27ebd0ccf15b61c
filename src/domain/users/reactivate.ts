import type { Actor } from '../auth/actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { accessUserById } from './access.ts';
import { setUserActive } from './deactivate.ts';
import { botOwnerUserIds, emitRealmBotUpdate, emitRealmUserUpdate, type Emit } from './events.ts';
import type { UserRow } from './format.ts';
import { lockRealm } from './owners.ts';
import { isAdmin, Role } from './roles.ts';
import { emitSubscriberPeerEvents } from './subscriber-peers.ts';

async function humanAdminIds(tx: Tx, realmId: number): Promise<number[]> {
  const rows = await tx.user.findMany({
    where: { realmId, isActive: true, isBot: false, role: { lte: Role.ADMINISTRATOR } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.id);
}

/** Zulip's send_bot_owner_update_events, for a bot that passed from `previous` to `owner`. */
async function emitBotOwnerChange(tx: Tx, bot: UserRow, previous: UserRow, owner: UserRow, emit: Emit): Promise<void> {
  const updateIds = new Set(await botOwnerUserIds(tx, bot));
  // Admins see every bot already, so only non-admin owners get delete/add.
  if (!isAdmin(previous.role)) {
    emit({ realmId: bot.realmId, event: { type: 'realm_bot', op: 'delete', bot: { user_id: bot.id } }, userIds: [previous.id] });
    updateIds.delete(previous.id);
  }
  if (!isAdmin(owner.role)) updateIds.delete(owner.id);
  emit({
    realmId: bot.realmId,
    event: { type: 'realm_bot', op: 'update', bot: { user_id: bot.id, owner_id: owner.id } },
    userIds: [...updateIds],
  });
  await emitRealmUserUpdate(tx, bot, { bot_owner_id: owner.id }, emit);
}

/** POST /users/{user_id}/reactivate (Zulip's reactivate_user_backend and do_reactivate_user). */
export async function reactivateUser(deps: Deps, actor: Actor, userId: number): Promise<UserRow> {
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const target = await accessUserById(tx, actor, userId, { allowDeactivated: true, allowBots: true, forAdmin: true });
    if (target.isActive) throw badRequest('User is already active');
    let user = await setUserActive(tx, target, true);
    // A bot whose owner is gone passes to the administrator bringing it back.
    const previousOwner = user.isBot && user.botOwnerId !== null ? await tx.user.findUnique({ where: { id: user.botOwnerId } }) : null;
    const adopt = previousOwner !== null && !previousOwner.isActive;
    if (adopt) user = await tx.user.update({ where: { id: user.id }, data: { botOwnerId: actor.user.id } });

    await emitRealmUserUpdate(tx, user, { is_active: true }, emit);
    if (!user.isBot) {
      const consented = userSettingsOf(user.settings).allow_private_data_export === true;
      emit({
        realmId: user.realmId,
        event: { type: 'realm_export_consent', user_id: user.id, consented },
        userIds: await humanAdminIds(tx, user.realmId),
      });
    } else {
      await emitRealmBotUpdate(tx, user, { is_active: true }, emit);
      if (adopt && previousOwner) await emitBotOwnerChange(tx, user, previousOwner, actor.user, emit);
    }
    await emitSubscriberPeerEvents(tx, user.realmId, user.id, 'peer_add', emit);
    return user;
  });
}
