import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { onboardNewUser } from './onboarding.ts';
import { insertUser } from './insert-user.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { Role } from '../roles.ts';
import { checkFullName, isValidEmail, PASSWORD_MIN_LENGTH, passwordTooWeak } from '../users/validate.ts';

const ROLE_BY_NAME: Record<string, number> = {
  owner: Role.OWNER,
  administrator: Role.ADMINISTRATOR,
  moderator: Role.MODERATOR,
  member: Role.MEMBER,
  guest: Role.GUEST,
};

/** `zircon create-user`: the server operator creates an account directly. */
export async function createUserByOperator(
  deps: Deps,
  o: { email: string; name: string; password?: string; role: string; bot: boolean; realm?: string },
) {
  const realm =
    o.realm !== undefined
      ? await deps.db.prisma.realm.findUnique({ where: { stringId: o.realm } })
      : await deps.db.prisma.realm.findFirst({ orderBy: { id: 'asc' } });
  if (!realm) throw badRequest('No such organization; create one with `zircon create-realm` first.');
  if (!isValidEmail(o.email)) throw badRequest(`Invalid email '${o.email}'`);
  const fullName = checkFullName(o.name);
  if (o.password !== undefined && o.password.length < PASSWORD_MIN_LENGTH) throw passwordTooWeak();
  const role = ROLE_BY_NAME[o.role];
  if (role === undefined) throw badRequest('Invalid role');
  return inTransaction(deps, async (tx, emit) => {
    if (await findUserByDeliveryEmail(tx, realm.id, o.email)) throw badRequest(`Email '${o.email}' already in use`);
    const u = await insertUser(
      deps,
      tx,
      { realmId: realm.id, email: o.email, fullName, role, password: o.password ?? null, isBot: o.bot },
      emit,
    );
    await onboardNewUser(deps, tx, emit, u);
    return { realm_id: realm.id, user_id: u.id, email: u.deliveryEmail, api_key: u.apiKey };
  });
}
