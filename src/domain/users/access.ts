import type { Actor } from '../actor.ts';
import type { Db, ServerInfo } from '../context.ts';
import { badRequest } from '../errors.ts';
import { fakeEmailDomain } from '../realm/realm-url.ts';
import { emailVisibilityOf, visibilitiesSeenBy, type UserRow } from './format.ts';
import { isAdmin } from '../roles.ts';
import { isStorableText } from '../text.ts';
import { prismaReader } from '../../db/sql.ts';
import { checkCanAccessUser } from './user-access.ts';

export interface AccessOptions {
  allowDeactivated?: boolean;
  allowBots?: boolean;
  /** Administrative access (Zulip's for_admin): the actor must be able to administer the target. */
  forAdmin: boolean;
}

/** Ids beyond PostgreSQL's `integer` cannot exist, and must not reach the driver. */
export const isStorableId = (id: number): boolean => id > 0 && id <= 2_147_483_647;

/** Zulip's UserProfile.can_admin_user: admins administer everyone, members their own bots. */
export const canAdminUser = (actor: Actor, target: UserRow): boolean =>
  target.botOwnerId === actor.user.id || (isAdmin(actor.user.role) && target.realmId === actor.realm.id);

/**
 * Zulip's access_user_common, after the lookup: reading a user needs no
 * privilege, only access to them (can_access_all_users_group limits guests).
 */
async function accessUserCommon(db: Db, actor: Actor, target: UserRow, opts: AccessOptions): Promise<UserRow> {
  if (target.isBot && !opts.allowBots) throw badRequest('No such user');
  if (!target.isActive && !opts.allowDeactivated) throw badRequest('User is deactivated');
  if (!opts.forAdmin) await checkCanAccessUser(prismaReader(db), actor, target);
  else if (!canAdminUser(actor, target)) throw badRequest('Insufficient permission');
  return target;
}

/** Zulip's access_user_by_id: a user of the actor's realm, with the checks `opts` ask for. */
export async function accessUserById(db: Db, actor: Actor, userId: number, opts: AccessOptions): Promise<UserRow> {
  const target = isStorableId(userId)
    ? await db.user.findFirst({ where: { id: userId, realmId: actor.realm.id } })
    : null;
  if (!target) throw badRequest('No such user');
  return accessUserCommon(db, actor, target, opts);
}

/**
 * Zulip's access_user_by_email: either the dummy address `user{id}@{fake domain}`
 * (looked up by id, for any user), or a real address the actor is allowed to
 * see; anything else is "No such user", so the lookup never reveals hidden addresses.
 */
export async function accessUserByEmail(
  db: Db,
  server: ServerInfo,
  actor: Actor,
  email: string,
  opts: AccessOptions,
): Promise<UserRow> {
  const domain = fakeEmailDomain(server).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const dummy = new RegExp(`^user(\\d+)@${domain}$`, 'i').exec(email);
  if (dummy) return accessUserById(db, actor, Number(dummy[1]), opts);
  const candidates = !isStorableText(email)
    ? []
    : await db.user.findMany({
        where: { realmId: actor.realm.id, deliveryEmail: { equals: email.trim(), mode: 'insensitive' } },
      });
  const seen = visibilitiesSeenBy(actor.user.role);
  const target = candidates.find((u) => seen.includes(emailVisibilityOf(u)));
  if (!target) throw badRequest('No such user');
  return accessUserCommon(db, actor, target, opts);
}
