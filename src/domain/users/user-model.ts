import type { ServerInfo } from '../context.ts';
import { Role } from '../roles.ts';
import { canSeeDeliveryEmail, gravatarUrl, type UserRow } from './format.ts';
import { dummyEmailOf, INACCESSIBLE_USER_AVATAR_URL, INACCESSIBLE_USER_NAME } from './inaccessible.ts';

/** One user's value of one custom profile field: a string, or for person pickers the JSON text of a list of user ids. */
export interface ProfileValue {
  fieldId: number;
  value: string;
  /** HTML, for short and long texts. */
  renderedValue: string | null;
}

/**
 * A user (or bot) as one viewer may see them: what GET /users, register and
 * the `realm_user`/`add` event show, typed. What the viewer may not see is
 * null (the real address, the timezone for spectators).
 */
export interface User {
  id: number;
  /** The address shown to others (may be a userN@ address). */
  email: string;
  fullName: string;
  role: number;
  isBot: boolean;
  botType: number | null;
  botOwnerId: number | null;
  isActive: boolean;
  avatarVersion: number;
  /** The real address; null when the viewer may not see it. */
  deliveryEmail: string | null;
  /** Null when the client computes it from the address (client_gravatar). */
  avatarUrl: string | null;
  /** IANA zone ('' when unset); null where it is not shown (spectators). */
  timezone: string | null;
  dateJoined: Date;
  /**
   * How precisely the join date is shown: to the minute (Zulip 11, for
   * privacy), to the day (spectators), or to the second (the "Unknown
   * user", who joined at the Unix epoch).
   */
  dateJoinedPrecision: 'minute' | 'day' | 'second';
  /** Custom profile field values by field id; null when not asked for, and always for bots. */
  profileData: readonly ProfileValue[] | null;
}

export interface UserViewOptions {
  clientGravatar: boolean;
  /** The user's custom profile field values, when they are to be shown (bots never show any). */
  profileValues?: readonly ProfileValue[];
}

/** A user as `viewer` may see them (Zulip's format_user_row). */
export function userFor(viewer: { id: number; role: number }, u: UserRow, o: UserViewOptions): User {
  const seesEmail = canSeeDeliveryEmail(viewer, u);
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role: u.role,
    isBot: u.isBot,
    botType: u.botType,
    botOwnerId: u.botOwnerId,
    isActive: u.isActive,
    avatarVersion: u.avatarVersion,
    deliveryEmail: seesEmail ? u.deliveryEmail : null,
    // client_gravatar only saves the URL when the client can compute it, i.e. sees the real address.
    avatarUrl: o.clientGravatar && seesEmail ? null : gravatarUrl(u.deliveryEmail, u.avatarVersion),
    timezone: u.timezone,
    dateJoined: u.dateJoined,
    dateJoinedPrecision: 'minute',
    profileData: u.isBot || o.profileValues === undefined ? null : o.profileValues,
  };
}

/**
 * Zulip's get_data_for_inaccessible_user: the "Unknown user", whose only
 * variable content is the id (joined at the Unix epoch).
 */
export function inaccessibleUser(server: ServerInfo, userId: number): User {
  return {
    id: userId,
    email: dummyEmailOf(server, userId),
    fullName: INACCESSIBLE_USER_NAME,
    role: Role.MEMBER,
    isBot: false,
    botType: null,
    botOwnerId: null,
    isActive: true,
    avatarVersion: 1,
    deliveryEmail: null,
    avatarUrl: INACCESSIBLE_USER_AVATAR_URL,
    timezone: '',
    dateJoined: new Date(0),
    dateJoinedPrecision: 'second',
    profileData: [],
  };
}

/** What a spectator sees of a user (format_user_row without an acting user): no real address, profile data or timezone. */
export const spectatorViewOf = (u: User): User => ({
  ...u,
  deliveryEmail: null,
  timezone: null,
  profileData: null,
  dateJoinedPrecision: 'day',
});
