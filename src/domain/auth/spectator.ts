import type { Realm } from '../../generated/prisma/client.ts';
import { webPublicChannelsEnabled } from '../realm/realm-permissions.ts';
import type { Db } from '../context.ts';
import { missingAuthentication, realmDeactivated } from '../errors.ts';
import type { Actor } from '../actor.ts';

/**
 * A logged-out visitor (Zulip's "spectator"): they read the web-public
 * channels of one organization, through /json only, and are never a user.
 */
export interface Spectator {
  readonly kind: 'spectator';
  readonly realm: Realm;
}

/** Who reads: a logged-in user, or a spectator. */
export type Reader = Actor | Spectator;

export const isSpectator = (r: Reader): r is Spectator => 'kind' in r && r.kind === 'spectator';

/**
 * The channels a spectator may read (Zulip's get_web_public_streams_queryset):
 * web-public ones, and, whatever the data says, never invite-only ones or
 * ones with protected history. One SQL condition over `stream` rows.
 */
export const WEB_PUBLIC_CHANNEL_SQL = 'is_web_public AND NOT invite_only AND history_public_to_subscribers';

/** The same rule for rows read through Prisma. */
export const isReadableBySpectators = (s: {
  isWebPublic: boolean;
  inviteOnly: boolean;
  historyPublicToSubscribers: boolean;
}): boolean => s.isWebPublic && !s.inviteOnly && s.historyPublicToSubscribers;

/** A deactivated organization shows nothing to anyone, not even whether something exists. */
export function checkRealmActive(realm: Realm): void {
  if (realm.deactivated) throw realmDeactivated();
}

/**
 * Whether logged-out visitors may read anything of the organization: it lets
 * them in (Zulip's web_public_streams_enabled), else the request is one that
 * lacks authentication; and it is not deactivated: its visitors are refused
 * as its users are, with REALM_DEACTIVATED.
 */
export function checkSpectatorsAllowed(realm: Realm): void {
  checkRealmActive(realm);
  if (!webPublicChannelsEnabled(realm)) throw missingAuthentication();
}

/**
 * Zulip's Realm.allow_web_public_streams_access: the organization lets
 * spectators in and has at least one web-public channel to show them.
 */
export async function admitSpectator(db: Db, realm: Realm): Promise<Spectator> {
  checkSpectatorsAllowed(realm);
  const any = await db.stream.findFirst({
    where: { realmId: realm.id, isWebPublic: true, inviteOnly: false, historyPublicToSubscribers: true },
    select: { id: true },
  });
  if (!any) throw missingAuthentication();
  return { kind: 'spectator', realm };
}
