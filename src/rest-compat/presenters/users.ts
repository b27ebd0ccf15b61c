import type { UserDict } from '../../domain/events/payloads/users.ts';
import { userPayload, type User } from '../../domain/users/user-model.ts';

/**
 * Zulip's user object (GET /users, GET /users/{id}, register's realm_users):
 * the object the `realm_user`/`add` event carries, written once for both.
 */
export const presentUser = (u: User): UserDict => userPayload(u);

/** A user in register's realm_users or realm_non_active_users: which list says is_active, so it is left out. */
export function presentRegisterUser(u: User): Omit<UserDict, 'is_active'> {
  const { is_active: _isActive, ...rest } = userPayload(u);
  return rest;
}

/** GET /users/me: the own user object with max_message_id last. */
export const presentOwnUser = (me: { user: User; maxMessageId: number }) => ({
  ...userPayload(me.user),
  max_message_id: me.maxMessageId,
});
