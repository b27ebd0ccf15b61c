import type { Actor } from '../actor.ts';
import { checkHumanUser } from '../users/human-users.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import type { Emit } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { removeProfileValue, setProfileValues, type ProfileDataUpdate, type ProfileValueInput } from './values.ts';

export interface OwnProfileDataChange {
  /** Fields whose value goes (DELETE /users/me/profile_data), in order. */
  clear?: readonly number[];
  /** New values (PATCH /users/me/profile_data), all checked before any is written. */
  set?: readonly ProfileDataUpdate[];
}

/** The user's own custom profile data: everything asked for lands, or nothing does. */
export async function editOwnProfileData(deps: Deps, actor: Actor, change: OwnProfileDataChange): Promise<void> {
  checkHumanUser(actor);
  await inTransaction(deps, async (tx, emit) => {
    for (const id of change.clear ?? []) await removeProfileValue(tx, actor, actor.user, id, emit);
    if (change.set !== undefined) await setProfileValues(deps, tx, actor, actor.user, change.set, emit);
  });
}

/** An entry of PATCH /users/{user_id}'s profile_data: an empty or null value clears the field. */
export interface AdminProfileDataEntry {
  id: number;
  value: ProfileValueInput | null;
}

/**
 * update_user_backend's profile_data, inside the caller's transaction: the
 * clearing entries first, in order, then the others checked and written.
 */
export async function applyProfileDataAsAdmin(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  user: UserRow,
  entries: readonly AdminProfileDataEntry[],
  emit: Emit,
): Promise<void> {
  const updates: ProfileDataUpdate[] = [];
  for (const e of entries) {
    if (e.value === null || e.value.length === 0) await removeProfileValue(tx, actor, user, e.id, emit);
    else updates.push({ id: e.id, value: e.value });
  }
  await setProfileValues(deps, tx, actor, user, updates, emit);
}
