import type { Realm } from '../../generated/prisma/client.ts';
import { dbIds } from '../ids.ts';
import type { Db } from '../context.ts';
import { isUserInGroup } from '../groups/permission.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { RecipientType } from '../users/create-user.ts';
import type { UserRow } from '../users/format.ts';
import { isGuest } from '../users/roles.ts';
import { insufficientPermission, noSuchUser, userIsDeactivated } from './errors.ts';

/**
 * Zulip's check_can_access_user: everyone sees everyone unless the realm's
 * can_access_all_users_group is narrower than role:everyone; then a guest
 * outside it sees only bots, themselves and people they share a channel or
 * direct-message group with.
 */
export async function canAccessUser(db: Db, realm: Realm, viewer: UserRow, target: UserRow): Promise<boolean> {
  if (target.isBot || viewer.id === target.id || !isGuest(viewer.role)) return true;
  const groupId = Number(realmSettingsOf(realm.settings).can_access_all_users_group);
  const everyone = await db.userGroup.findFirst({ where: { realmId: realm.id, name: 'role:everyone', isSystemGroup: true } });
  if (everyone?.id === groupId) return true;
  if (Number.isInteger(groupId) && (await isUserInGroup(db, viewer.id, groupId))) return true;
  const mine = await db.subscription.findMany({
    where: { userId: viewer.id, active: true, recipient: { type: { in: [RecipientType.STREAM, RecipientType.DIRECT_MESSAGE_GROUP] } } },
    select: { recipientId: true },
  });
  const shared = await db.subscription.findFirst({
    where: { userId: target.id, active: true, isUserActive: true, recipientId: { in: mine.map((s) => s.recipientId) } },
  });
  return shared !== null;
}

/**
 * Zulip's bulk_principals_to_user_profiles (bulk_access_users_by_email / _by_id
 * with bots allowed, deactivated users refused): emails match the API-visible
 * address case-insensitively; every principal must exist in the realm.
 */
export async function principalsToUsers(
  db: Db,
  realm: Realm,
  actor: UserRow,
  principals: string[] | number[],
): Promise<UserRow[]> {
  let users: UserRow[];
  if (principals.length === 0) return [];
  if (typeof principals[0] === 'string') {
    const wanted = (principals as string[]).map((e) => e.trim().toUpperCase());
    const candidates = await db.$queryRawUnsafe<Array<{ id: number }>>(
      `SELECT id FROM user_profile WHERE realm_id = $1 AND upper(email) IN (${wanted.map((_w, i) => `$${i + 2}`).join(', ')})`,
      realm.id,
      ...wanted,
    );
    users = await db.user.findMany({ where: { id: { in: candidates.map((c) => c.id) } }, orderBy: { id: 'asc' } });
    const found = new Set(users.map((u) => u.email.toUpperCase()));
    if (!wanted.every((e) => found.has(e))) throw noSuchUser();
  } else {
    const ids = principals as number[];
    users = await db.user.findMany({ where: { id: { in: dbIds(ids) }, realmId: realm.id }, orderBy: { id: 'asc' } });
    const found = new Set(users.map((u) => u.id));
    if (!ids.every((id) => found.has(id))) throw noSuchUser();
  }
  for (const u of users) {
    if (!u.isActive) throw userIsDeactivated();
    if (!(await canAccessUser(db, realm, actor, u))) throw insufficientPermission();
  }
  return users;
}
