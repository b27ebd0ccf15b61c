import type { Realm, User } from '../../generated/prisma/client.ts';
import { dbIds } from '../ids.ts';
import type { Db } from '../context.ts';
import { isUserInGroup } from '../groups/permission.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { isStorableText } from '../text.ts';
import { RecipientType } from '../users/create-user.ts';
import type { UserRow } from '../users/format.ts';
import { isGuest } from '../users/roles.ts';
import { insufficientPermission, noSuchUser, userIsDeactivated } from './errors.ts';

/** What subscribing and unsubscribing need to know of a principal. */
export type Principal = Pick<User, 'id' | 'email' | 'role' | 'isActive' | 'isBot' | 'botOwnerId'>;

const PRINCIPAL_COLUMNS = `id, email, role, is_active AS "isActive", is_bot AS "isBot", bot_owner_id AS "botOwnerId"`;

/**
 * Zulip's check_can_access_user for many targets at once: everyone sees
 * everyone unless the realm's can_access_all_users_group is narrower than
 * role:everyone; then a guest outside it sees only bots, themselves and people
 * they share a channel or direct-message group with. Returns the ids of the
 * targets the viewer can access.
 */
export async function accessibleUserIds(
  db: Db,
  realm: Realm,
  viewer: Pick<UserRow, 'id' | 'role'>,
  targets: ReadonlyArray<Pick<UserRow, 'id' | 'isBot'>>,
): Promise<Set<number>> {
  const all = new Set(targets.map((t) => t.id));
  if (!isGuest(viewer.role)) return all;
  const others = targets.filter((t) => !t.isBot && t.id !== viewer.id).map((t) => t.id);
  if (others.length === 0) return all;
  const groupId = Number(realmSettingsOf(realm.settings).can_access_all_users_group);
  const everyone = await db.userGroup.findFirst({ where: { realmId: realm.id, name: 'role:everyone', isSystemGroup: true } });
  if (everyone?.id === groupId) return all;
  if (Number.isInteger(groupId) && (await isUserInGroup(db, viewer.id, groupId))) return all;
  const sharing = await db.$queryRawUnsafe<Array<{ user_id: number }>>(
    `SELECT DISTINCT s.user_id FROM subscription s
      WHERE s.user_id = ANY($1::int[]) AND s.active AND s.is_user_active
        AND s.recipient_id IN (
          SELECT m.recipient_id FROM subscription m JOIN recipient r ON r.id = m.recipient_id
           WHERE m.user_id = $2 AND m.active AND r.type IN (${RecipientType.STREAM}, ${RecipientType.DIRECT_MESSAGE_GROUP}))`,
    others,
    viewer.id,
  );
  const shared = new Set(sharing.map((r) => r.user_id));
  return new Set(targets.filter((t) => t.isBot || t.id === viewer.id || shared.has(t.id)).map((t) => t.id));
}

/** check_can_access_user for one target. */
export async function canAccessUser(
  db: Db,
  realm: Realm,
  viewer: Pick<UserRow, 'id' | 'role'>,
  target: Pick<UserRow, 'id' | 'isBot'>,
): Promise<boolean> {
  return (await accessibleUserIds(db, realm, viewer, [target])).has(target.id);
}

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
  let accessible: Set<number> | undefined;
  for (const u of users) {
    if (!u.isActive) throw userIsDeactivated();
    accessible ??= await accessibleUserIds(db, realm, actor, users);
    if (!accessible.has(u.id)) throw insufficientPermission();
  }
  return users;
}
