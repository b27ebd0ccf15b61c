import type { ServerInfo } from '../context.ts';
import { fakeEmailDomain } from '../realm/realm-url.ts';
import { standInUserRow, type PublicUserRow, type UserRow } from './format.ts';
import { Role } from '../roles.ts';

/** Zulip's UserProfile.INACCESSIBLE_USER_NAME: how a user the viewer may not access is named. */
export const INACCESSIBLE_USER_NAME = 'Unknown user';

/** Zulip's get_avatar_for_inaccessible_user (a static file's path, as Zulip gives it). */
export const INACCESSIBLE_USER_AVATAR_URL = '/static/images/unknown-user-avatar.png';

/** The `user{id}@{fake domain}` address Zulip shows for a hidden address or an inaccessible user. */
export const dummyEmailOf = (server: ServerInfo, userId: number): string => `user${userId}@${fakeEmailDomain(server)}`;

/** Marks the rows made by `inaccessibleUserRow` (a symbol: no database row can carry it). */
const PLACEHOLDER = Symbol('inaccessible user');

export type PlaceholderRow = UserRow & { [PLACEHOLDER]?: true };

/**
 * The same "Unknown user" as a user row, for GraphQL's User objects: nothing
 * of the real row survives but the id and the organization.
 */
export function inaccessibleUserRow(server: ServerInfo, realmId: number, userId: number): UserRow {
  const row: PlaceholderRow = standInUserRow({
    id: userId,
    realmId,
    email: dummyEmailOf(server, userId),
    fullName: INACCESSIBLE_USER_NAME,
    role: Role.MEMBER,
    dateJoined: new Date(0),
    settings: {},
  });
  row[PLACEHOLDER] = true;
  return row;
}

/** Whether a row is the "Unknown user" stand-in (its status, profile and settings are nobody's). */
export const isInaccessiblePlaceholder = (u: PublicUserRow): boolean => (u as PlaceholderRow)[PLACEHOLDER] === true;
