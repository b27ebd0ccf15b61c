import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest, ownerRequired } from '../errors.ts';
import { accessUserByEmail, accessUserById } from '../users/access.ts';
import { emitRealmBotUpdate, emitRealmUserUpdate, syncRoleGroupsWithEvents } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import type { UserSelector } from '../users/list.ts';
import { isLastOwner, lockRealm } from '../users/owners.ts';
import { isAdmin, isOwner, Role, ROLE_VALUES } from '../roles.ts';
import { checkFullNameInRealm } from '../users/validate.ts';
import { applyProfileDataAsAdmin, type AdminProfileDataEntry } from '../profile-fields/own-profile-data.ts';

export interface UpdateUserInput {
  fullName?: string;
  role?: number;
  profileData?: readonly AdminProfileDataEntry[];
}

/** The REST layer's message for a role outside Zulip's ROLE_TYPES (check_int_in_validator). */
export const invalidRole = () => badRequest('Invalid role: Value error, Not in the list of possible values');

/**
 * PATCH /users/{user_id} and PATCH /users/{email} (Zulip's update_user_backend):
 * role first, then full name, then custom profile data. All land in one
 * transaction, so a bad name or value leaves the role unchanged too.
 */
export async function updateUser(
  deps: Deps,
  actor: Actor,
  target: UserSelector,
  input: UpdateUserInput,
): Promise<UserRow> {
  if (input.role !== undefined && !ROLE_VALUES.includes(input.role)) throw invalidRole();
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const opts = { allowDeactivated: true, allowBots: true, forAdmin: true };
    let user =
      'userId' in target
        ? await accessUserById(tx, actor, target.userId, opts)
        : await accessUserByEmail(tx, deps.server, actor, target.email, opts);

    if (input.role !== undefined && user.role !== input.role) {
      if ((input.role === Role.OWNER || isOwner(user.role)) && !isOwner(actor.user.role)) throw ownerRequired();
      // Reachable by a member editing a bot they own.
      if (!isAdmin(actor.user.role)) throw adminRequired();
      if (await isLastOwner(tx, user)) {
        throw badRequest('The owner permission cannot be removed from the only organization owner.');
      }
      user = await tx.user.update({ where: { id: user.id }, data: { role: input.role } });
      await emitRealmUserUpdate(tx, user, { role: user.role }, emit);
      await syncRoleGroupsWithEvents(tx, user, deps.clock.now(), emit);
    }

    const fullName = input.fullName;
    // Zulip skips an unchanged or blank name silently, and ignores name_changes_disabled for admins.
    if (fullName !== undefined && fullName !== user.fullName && fullName.trim() !== '') {
      const name = await checkFullNameInRealm(tx, actor.realm, fullName, user.id);
      user = await tx.user.update({ where: { id: user.id }, data: { fullName: name } });
      await emitRealmUserUpdate(tx, user, { fullName: name }, emit);
      if (user.isBot) await emitRealmBotUpdate(tx, user, { fullName: name }, emit);
    }
    if (input.profileData !== undefined) await applyProfileDataAsAdmin(deps, tx, actor, user, input.profileData, emit);
    return user;
  });
}
