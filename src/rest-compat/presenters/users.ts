import { isAdmin, isGuest, isOwner } from '../../domain/roles.ts';
import { dateJoinedIso } from '../../domain/users/format.ts';
import type { ProfileValue, User } from '../../domain/users/user-model.ts';

/** One custom profile field value of a user's `profile_data`. */
export interface ProfileDataEntry {
  value: string;
  rendered_value?: string;
}

/** Zulip's user dict (format_user_row): GET /users, register's realm_users, `realm_user`/`add`. */
export interface UserDict {
  email: string;
  user_id: number;
  avatar_version: number;
  is_admin: boolean;
  is_owner: boolean;
  is_guest: boolean;
  role: number;
  is_bot: boolean;
  full_name: string;
  /** Left out for spectators. */
  timezone?: string;
  /** Left out in register, whose two lists say it. */
  is_active?: boolean;
  date_joined: string;
  delivery_email: string | null;
  avatar_url: string | null;
  bot_type?: number | null;
  bot_owner_id?: number | null;
  profile_data?: Record<string, ProfileDataEntry>;
}

function dateJoinedText(u: User): string {
  if (u.dateJoinedPrecision === 'minute') return dateJoinedIso(u.dateJoined);
  if (u.dateJoinedPrecision === 'day') return u.dateJoined.toISOString().slice(0, 10);
  return `${u.dateJoined.toISOString().slice(0, 19)}+00:00`;
}

/** `profile_data`: `{field_id: {value, rendered_value?}}` for the fields that have a value. */
function profileDataPayload(values: readonly ProfileValue[]): Record<string, ProfileDataEntry> {
  const out: Record<string, ProfileDataEntry> = {};
  for (const v of values)
    out[String(v.fieldId)] =
      v.renderedValue === null ? { value: v.value } : { value: v.value, rendered_value: v.renderedValue };
  return out;
}

/**
 * Zulip's user object (GET /users, GET /users/{id}, register's realm_users,
 * the `realm_user`/`add` event), written once for all.
 */
export function presentUser(u: User): UserDict {
  return {
    email: u.email,
    user_id: u.id,
    avatar_version: u.avatarVersion,
    is_admin: isAdmin(u.role),
    is_owner: isOwner(u.role),
    is_guest: isGuest(u.role),
    role: u.role,
    is_bot: u.isBot,
    full_name: u.fullName,
    ...(u.timezone === null ? {} : { timezone: u.timezone }),
    is_active: u.isActive,
    date_joined: dateJoinedText(u),
    delivery_email: u.deliveryEmail,
    avatar_url: u.avatarUrl,
    ...(u.isBot
      ? { bot_type: u.botType, bot_owner_id: u.botOwnerId }
      : u.profileData === null
        ? {}
        : { profile_data: profileDataPayload(u.profileData) }),
  };
}

/** A user in register's realm_users or realm_non_active_users: which list says is_active, so it is left out. */
export function presentRegisterUser(u: User): Omit<UserDict, 'is_active'> {
  const { is_active: _isActive, ...rest } = presentUser(u);
  return rest;
}

/** GET /users/me: the own user object with max_message_id last. */
export const presentOwnUser = (me: { user: User; maxMessageId: number }) => ({
  ...presentUser(me.user),
  max_message_id: me.maxMessageId,
});
