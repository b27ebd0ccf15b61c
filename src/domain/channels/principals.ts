import type { Realm, User } from '../../generated/prisma/client.ts';
import { dbIds } from '../ids.ts';
import type { Db } from '../context.ts';
import { prismaReader } from '../../db/sql.ts';
import { isStorableText } from '../text.ts';
import type { UserRow } from '../users/format.ts';
import { userAccessOf, type UserAccess } from '../users/user-access.ts';
import { insufficientPermission, noSuchUser, userIsDeactivated } from '../errors.ts';

/** What subscribing and unsubscribing need to know of a principal. */
export type Principal = Pick<User, 'id' | 'email' | 'role' | 'isActive' | 'isBot' | 'botOwnerId'>;

const PRINCIPAL_COLUMNS = `id, email, role, is_active AS "isActive", is_bot AS "isBot", bot_owner_id AS "botOwnerId"`;

/**
 * Zulip's bulk_principals_to_user_profiles (bulk_access_users_by_email / _by_id
 * with bots allowed, deactivated users refused): emails match the API-visible
 * address case-insensitively; every principal must exist in the realm. Each
 * list goes to the database as one array parameter, whatever its length.
 */
export async function principalsToUsers(
  db: Db,
  realm: Realm,
  actor: Pick<UserRow, 'id' | 'role'>,
  principals: string[] | number[],
): Promise<Principal[]> {
  let users: Principal[];
  if (principals.length === 0) return [];
  if (typeof principals[0] === 'string') {
    const wanted = (principals as string[]).map((e) => e.trim().toUpperCase());
    // An address with a NUL cannot be stored, so it names nobody (and PostgreSQL would refuse the parameter).
    const storable = [...new Set(wanted)].filter(isStorableText);
    users =
      storable.length === 0
        ? []
        : await db.$queryRawUnsafe<Principal[]>(
            `SELECT ${PRINCIPAL_COLUMNS} FROM user_profile WHERE realm_id = $1 AND upper(email) = ANY($2::text[]) ORDER BY id`,
            realm.id,
            storable,
          );
    const found = new Set(users.map((u) => u.email.toUpperCase()));
    if (!wanted.every((e) => found.has(e))) throw noSuchUser();
  } else {
    const ids = principals as number[];
    users = await db.$queryRawUnsafe<Principal[]>(
      `SELECT ${PRINCIPAL_COLUMNS} FROM user_profile WHERE id = ANY($1::int[]) AND realm_id = $2 ORDER BY id`,
      [...new Set(dbIds(ids))],
      realm.id,
    );
    const found = new Set(users.map((u) => u.id));
    if (!ids.every((id) => found.has(id))) throw noSuchUser();
  }
  // Zulip checks each user in turn (by id): deactivated first, then access; the first failure answers.
  let access: UserAccess | undefined;
  for (const u of users) {
    if (!u.isActive) throw userIsDeactivated();
    access ??= await userAccessOf(prismaReader(db), { user: actor, realm });
    if (!access.canAccess(u)) throw insufficientPermission();
  }
  return users;
}
