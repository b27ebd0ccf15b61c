import { createHash } from 'node:crypto';
import type { User } from '../../generated/prisma/client.ts';
import { EmailVisibility, userSettingsOf } from '../settings/user-settings.ts';
import { isAdmin, isGuest, isModerator } from '../roles.ts';
import { remembered } from '../remembered.ts';

export type UserRow = User;

/**
 * A user as others are shown them: no credentials. Rows read only to be
 * shown (a page's senders) hold in `settings` only what others may read of
 * them, the address's visibility; a user's own settings come from the actor.
 */
export type PublicUserRow = Pick<
  UserRow,
  | 'id'
  | 'realmId'
  | 'email'
  | 'deliveryEmail'
  | 'fullName'
  | 'role'
  | 'isBot'
  | 'botType'
  | 'botOwnerId'
  | 'isActive'
  | 'timezone'
  | 'dateJoined'
  | 'avatarVersion'
  | 'settings'
>;

/**
 * A user row that is no account (the spectator's stand-in, the "Unknown
 * user"): the given fields, and every other one empty or off.
 */
export function standInUserRow(
  f: Pick<UserRow, 'id' | 'realmId' | 'email' | 'fullName' | 'role' | 'dateJoined' | 'settings'>,
): UserRow {
  return {
    ...f,
    deliveryEmail: f.email,
    isBot: false,
    botType: null,
    botOwnerId: null,
    defaultSendingStreamId: null,
    defaultEventsRegisterStreamId: null,
    defaultAllPublicStreams: false,
    lastReminder: null,
    isActive: true,
    timezone: '',
    apiKey: '',
    passwordHash: null,
    canCreateUsers: false,
    avatarVersion: 1,
    recipientId: null,
  };
}

/**
 * Zulip 11 sends `date_joined` as `isoformat(timespec="minutes")`: the
 * precision was cut so the API does not reveal exactly when someone signed up.
 */
export const dateJoinedIso = (d: Date): string => `${d.toISOString().slice(0, 16)}+00:00`;

/**
 * What a spectator (Zulip's format_user_row without an acting user) sees of
 * a person: the join date to the day (`date().isoformat()`), and no timezone.
 */
export const dateJoinedForSpectators = (d: Date): string => d.toISOString().slice(0, 10);

// Every message of a page spells its sender's avatar (client_gravatar off): the MD5 is taken once per address.
const gravatarHash = remembered((email: string) => createHash('md5').update(email.toLowerCase()).digest('hex'));

export function gravatarUrl(email: string, version: number): string {
  return `https://secure.gravatar.com/avatar/${gravatarHash(email)}?d=identicon&version=${version}`;
}

/** The user's email_address_visibility (bots always show their address). */
export const emailVisibilityOf = (u: Pick<UserRow, 'isBot' | 'settings'>): number =>
  u.isBot ? EmailVisibility.EVERYONE : Number(userSettingsOf(u.settings).email_address_visibility);

/** Zulip's ROLE_TO_ACCESSIBLE_EMAIL_ADDRESS_VISIBILITY_IDS: which visibility values a role may see through. */
export function visibilitiesSeenBy(role: number): number[] {
  const seen: number[] = [EmailVisibility.EVERYONE];
  if (!isGuest(role)) seen.push(EmailVisibility.MEMBERS);
  if (isModerator(role)) seen.push(EmailVisibility.MODERATORS);
  if (isAdmin(role)) seen.push(EmailVisibility.ADMINS);
  return seen;
}

/** Whether `viewer` may see the real (delivery) email of `target`. */
export function canSeeDeliveryEmail(viewer: { id: number; role: number }, target: PublicUserRow): boolean {
  if (viewer.id === target.id) return true;
  return visibilitiesSeenBy(viewer.role).includes(emailVisibilityOf(target));
}
