import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { accessUserById } from '../users/access.ts';
import { setUserActive } from './deactivate.ts';
import { checkBotCreationPolicy, checkBotNameAvailable, emitBotOwnerChange } from '../users/bots-access.ts';
import { emitReactivationEvents } from '../users/activation-events.ts';
import { emitRealmBotUpdate } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { lockRealm } from '../users/owners.ts';
import { exportConsentEvent } from '../users/export-consent-event.ts';
import { emitSubscriberPeerEvents } from './subscriber-peers.ts';

/** POST /users/{user_id}/reactivate (Zulip's reactivate_user_backend and do_reactivate_user). */
export async function reactivateUser(deps: Deps, actor: Actor, userId: number): Promise<UserRow> {
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const target = await accessUserById(tx, actor, userId, { allowDeactivated: true, allowBots: true, forAdmin: true });
    if (target.isActive) throw badRequest('User is already active');
    if (target.isBot) {
      await checkBotCreationPolicy(tx, actor, target.botType ?? 1);
      await checkBotNameAvailable(tx, actor.realm.id, target.fullName, true);
    }
    let user = await setUserActive(tx, target, true);
    // A bot whose owner is gone passes to the administrator bringing it back.
    const previousOwner =
      user.isBot && user.botOwnerId !== null ? await tx.user.findUnique({ where: { id: user.botOwnerId } }) : null;
    const adopt = previousOwner !== null && !previousOwner.isActive;
    if (adopt) user = await tx.user.update({ where: { id: user.id }, data: { botOwnerId: actor.user.id } });

    await emitReactivationEvents(tx, emit, user);
    if (!user.isBot) {
      const consented = userSettingsOf(user.settings).allow_private_data_export === true;
      emit(await exportConsentEvent(tx, user, consented));
    } else {
      await emitRealmBotUpdate(tx, user, { isActive: true }, emit);
      if (adopt && previousOwner) await emitBotOwnerChange(tx, user, previousOwner, actor.user, emit);
    }
    await emitSubscriberPeerEvents(tx, user.realmId, user.id, 'peer_add', emit);
    return user;
  });
}
