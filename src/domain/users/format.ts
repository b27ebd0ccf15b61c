import { createHash } from 'node:crypto';
import type { User } from '../../generated/prisma/client.ts';
import { EmailVisibility, userSettingsOf } from '../settings/user-settings.ts';
import { isAdmin, isGuest, isModerator, isOwner, Role } from '../roles.ts';

export type UserRow = User;

/**
 * A user row that is no account (the spectator's stand-in, the "Unknown
 * user"): the given fields, and every other one empty or off.
 */
export function standInUserRow(f: Pick<UserRow, 'id' | 'realmId' | 'email' | 'fullName' | 'role' | 'dateJoined' | 'settings'>): UserRow {
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

/** Python's datetime.isoformat() for an aware UTC datetime (microsecond precision). */
export function isoformat(d: Date): string {
  const ms = String(d.getUTCMilliseconds()).padStart(3, '0');
  return `${d.toISOString().slice(0, 19)}.${ms}000+00:00`;
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

export function gravatarUrl(email: string, version: number): string {
  const hash = createHash('md5').update(email.toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?d=identicon&version=${version}`;
}

/** The user's email_address_visibility (bots always show their address). */
export const emailVisibilityOf = (u: UserRow): number =>
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
export function canSeeDeliveryEmail(viewer: { id: number; role: number }, target: UserRow): boolean {
  if (viewer.id === target.id) return true;
  return visibilitiesSeenBy(viewer.role).includes(emailVisibilityOf(target));
}

export interface FormatUserOptions {
  clientGravatar: boolean;
  /**
   * Custom profile field values keyed by field id; when given, humans get a
   * `profile_data` key (bots never do, as in Zulip's format_user_row).
   */
  profileData?: Record<string, unknown>;
}

/** A user as Zulip's API shows it to `viewer` (the `User` object of the REST API). */
export function formatUser(viewer: { id: number; role: number }, u: UserRow, opts: FormatUserOptions): Record<string, unknown> {
  const seesEmail = canSeeDeliveryEmail(viewer, u);
  const out: Record<string, unknown> = {
    email: u.email,
    user_id: u.id,
    avatar_version: u.avatarVersion,
    is_admin: isAdmin(u.role),
    is_owner: isOwner(u.role),
    is_guest: isGuest(u.role),
    role: u.role,
    is_bot: u.isBot,
    full_name: u.fullName,
    timezone: u.timezone,
    is_active: u.isActive,
    date_joined: dateJoinedIso(u.dateJoined),
    delivery_email: seesEmail ? u.deliveryEmail : null,
    // client_gravatar only saves the URL when the client can compute it, i.e. sees the real address.
    avatar_url: opts.clientGravatar && seesEmail ? null : gravatarUrl(u.deliveryEmail, u.avatarVersion),
  };
  if (u.isBot) {
    out.bot_type = u.botType;
    out.bot_owner_id = u.botOwnerId;
  } else if (opts.profileData !== undefined) {
    out.profile_data = opts.profileData;
  }
  return out;
}

export const roleFlags = (role: number) => ({
  is_owner: role === Role.OWNER,
  is_admin: isAdmin(role),
  is_guest: isGuest(role),
});
