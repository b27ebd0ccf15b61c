import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest, cannotDeactivateLastUser, ownerRequired } from '../errors.ts';
import { accessUserById } from '../users/access.ts';
import { emitDeactivationEvents } from '../users/activation-events.ts';
import { emitRealmBotUpdate, type Emit } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { isLastOwner, lockRealm } from '../users/owners.ts';
import { isOwner } from '../roles.ts';
import { emitSubscriberPeerEvents } from './subscriber-peers.ts';
import { notSystemBot } from '../users/system-bot.ts';

/** Zulip's change_user_is_active: the flag and the subscriptions' copy of it move together. */
export async function setUserActive(tx: Tx, user: UserRow, active: boolean): Promise<UserRow> {
  await tx.subscription.updateMany({ where: { userId: user.id }, data: { isUserActive: active } });
  return tx.user.update({ where: { id: user.id }, data: { isActive: active } });
}

/** Zulip's do_deactivate_user with _cascade=false: one account, its events. */
async function deactivateOne(tx: Tx, user: UserRow, emit: Emit): Promise<void> {
  if (!user.isActive) return;
  const updated = await setUserActive(tx, user, false);
  await emitSubscriberPeerEvents(tx, user.realmId, user.id, 'peer_remove', emit);
  await emitDeactivationEvents(tx, emit, updated);
  if (updated.isBot) await emitRealmBotUpdate(tx, updated, { isActive: false }, emit);
}

/** Zulip's do_deactivate_user: the user's active bots go first, then the user. */
export async function deactivateWithBots(tx: Tx, user: UserRow, emit: Emit): Promise<void> {
  const bots = await tx.user.findMany({
    where: { botOwnerId: user.id, isActive: true, isBot: true },
    orderBy: { id: 'asc' },
  });
  for (const bot of bots) await deactivateOne(tx, bot, emit);
  await deactivateOne(tx, user, emit);
}

export const MAX_DEACTIVATION_COMMENT_LENGTH = 2000;

/**
 * DELETE /users/{user_id} (Zulip's deactivate_user_backend). The optional
 * notification comment would go into an email; this server sends none.
 */
export async function deactivateUser(deps: Deps, actor: Actor, userId: number): Promise<UserRow> {
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const target = await accessUserById(tx, actor, userId, { forAdmin: true });
    if (isOwner(target.role) && !isOwner(actor.user.role)) throw ownerRequired();
    if (await isLastOwner(tx, target)) throw badRequest('Cannot deactivate the only organization owner');
    await deactivateWithBots(tx, target, emit);
    return tx.user.findUniqueOrThrow({ where: { id: target.id } });
  });
}

/** DELETE /users/me (Zulip's deactivate_user_own_backend). */
export async function deactivateOwnAccount(deps: Deps, actor: Actor): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const me = await tx.user.findUniqueOrThrow({ where: { id: actor.user.id } });
    // Zulip counts its realm's active accounts, bots included; its system bots live in another realm.
    const active = await tx.user.count({ where: { realmId: actor.realm.id, isActive: true, ...notSystemBot } });
    if (active === 1) throw cannotDeactivateLastUser(false);
    if (await isLastOwner(tx, me)) throw cannotDeactivateLastUser(true);
    await deactivateWithBots(tx, me, emit);
  });
}
