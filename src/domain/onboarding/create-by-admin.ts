import { readInput, type InputOrReader } from '../input-reader.ts';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import { onboardNewUser } from './onboarding.ts';
import { insertUser } from './insert-user.ts';
import { newAddressRefusal } from './new-address.ts';
import type { UserRow } from '../users/format.ts';
import { isAdmin, Role } from '../roles.ts';
import { checkFullNameInRealm, isStrongPassword, normalizeEmail, passwordTooWeak } from '../users/validate.ts';

export interface CreateUserInput {
  email: string;
  password: string;
  fullName: string;
}

/** Zulip's @require_realm_admin on POST /users, checked before the parameters are read. */
function checkMayCreateUsers(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/**
 * POST /users (Zulip's create_user_backend): an administrator holding the
 * can_create_users permission creates a member account with a password.
 */
export async function createUser(deps: Deps, actor: Actor, read: InputOrReader<CreateUserInput>): Promise<UserRow> {
  checkMayCreateUsers(actor);
  const input = readInput(read);
  if (!actor.user.canCreateUsers) throw badRequest('User not authorized to create users');
  return inTransaction(deps, async (tx, emit) => {
    // Zulip passes the acting administrator here, so only their own name is exempt from uniqueness.
    const fullName = await checkFullNameInRealm(tx, actor.realm, input.fullName, actor.user.id);
    const refusal = await newAddressRefusal(tx, actor.realm, input.email);
    if (refusal === 'invalid') throw badRequest('Bad name or username');
    if (refusal === 'outsideDomains') throw badRequest(`Email '${input.email}' not allowed in this organization`);
    if (refusal === 'containsPlus') throw badRequest('Email addresses containing + are not allowed.');
    if (refusal !== null) throw badRequest(`Email '${input.email}' already in use`);
    if (!isStrongPassword(input.password)) throw passwordTooWeak();
    const user = await insertUser(
      deps,
      tx,
      {
        realmId: actor.realm.id,
        email: normalizeEmail(input.email),
        fullName,
        role: Role.MEMBER,
        password: input.password,
      },
      emit,
    );
    await onboardNewUser(deps, tx, emit, user);
    return user;
  });
}
