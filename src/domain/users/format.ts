import { createHash } from 'node:crypto';
import type { User } from '../../generated/prisma/client.ts';
import { EmailVisibility, userSettingsOf } from '../settings/user-settings.ts';
import { isAdmin, isGuest, isModerator, isOwner, Role } from './roles.ts';

export type UserRow = User;

/** Python's datetime.isoformat() for an aware UTC datetime, as Zulip sends `date_joined`. */
export function isoformat(d: Date): string {
  const ms = String(d.getUTCMilliseconds()).padStart(3, '0');
  return `${d.toISOString().slice(0, 19)}.${ms}000+00:00`;
}

export function gravatarUrl(email: string, version: number): string {
  const hash = createHash('md5').update(email.toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?d=identicon&version=${version}`;
}

/** Whether `viewer` may see the real (delivery) email of `target`. */
export function canSeeDeliveryEmail(viewer: { id: number; role: number }, target: UserRow): boolean {
  if (target.isBot || viewer.id === target.id) return true;
  const visibility = Number(userSettingsOf(target.settings).email_address_visibility);
  switch (visibility) {
    case EmailVisibility.EVERYONE:
      return true;
    case EmailVisibility.MEMBERS:
      return !isGuest(viewer.role);
    case EmailVisibility.MODERATORS:
      return isModerator(viewer.role);
    case EmailVisibility.ADMINS:
      return isAdmin(viewer.role);
    default:
      return false;
  }
}

export interface FormatUserOptions {
  clientGravatar: boolean;
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
    is_bot: u.isBot,
    full_name: u.fullName,
    timezone: u.timezone,
    is_active: u.isActive,
    date_joined: isoformat(u.dateJoined),
    delivery_email: seesEmail ? u.deliveryEmail : null,
    avatar_url: opts.clientGravatar && seesEmail ? null : gravatarUrl(u.deliveryEmail, u.avatarVersion),
    role: u.role,
  };
  if (u.isBot) {
    out.bot_type = u.botType;
    out.bot_owner_id = u.botOwnerId;
  }
  return out;
}

export const roleFlags = (role: number) => ({
  is_owner: role === Role.OWNER,
  is_admin: isAdmin(role),
  is_guest: isGuest(role),
});
