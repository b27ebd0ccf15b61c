import type { SqlReader } from '../../../db/sql.ts';
import type { Stream } from '../../../generated/prisma/client.ts';
import { USER_COLUMNS } from '../../auth/load-actor.ts';
import { STREAM_COLUMNS } from '../../channels/rows.ts';
import type { PublicUserRow } from '../../users/format.ts';

/*
 * The users and channels a page of messages shows (senders, reacting users,
 * channels), in one statement: read as two statements side by side they
 * cost two round trips, two pool checkouts and two backends' wake-ups per
 * page. No access check: the caller read the messages, whose senders,
 * reacting users and channels the reader may see.
 *
 * One row of two JSON lists, each object keyed by the row type's field
 * names: parsed by JSON.parse, the page's people cost about a third of the
 * CPU that typed rows did (a value parser per column, a row object per user
 * and channel, and a UNION's other side's columns as NULLs in every row).
 * Users are read with what a User shows (PublicUserRow), not their
 * credentials, and of their settings (~2 KB of JSON each) only the one others
 * may read: who may see their address.
 */

export interface PagePeopleRows {
  users: PublicUserRow[];
  channels: Stream[];
}

const PUBLIC_USER_FIELDS = [
  'id',
  'realmId',
  'email',
  'deliveryEmail',
  'fullName',
  'role',
  'isBot',
  'botType',
  'botOwnerId',
  'isActive',
  'timezone',
  'dateJoined',
  'avatarVersion',
  'settings',
] as const satisfies ReadonlyArray<keyof PublicUserRow>;

/** `json_build_object('field', expression, …)` of a row's fields (JSON keeps no Date: those are ISO texts). */
const jsonObject = (fields: ReadonlyArray<readonly [string, string]>): string =>
  `json_build_object(${fields.map(([field, value]) => `'${field}', ${value}`).join(', ')})`;

const USER_OBJECT = jsonObject(
  PUBLIC_USER_FIELDS.map((f) => [
    f,
    f === 'settings'
      ? `jsonb_strip_nulls(jsonb_build_object('email_address_visibility', u.settings->'email_address_visibility'))`
      : `u.${USER_COLUMNS[f]}`,
  ]),
);
const STREAM_OBJECT = jsonObject(Object.entries(STREAM_COLUMNS).map(([f, column]) => [f, `s.${column}`]));

const usersSql = (where: string): string => `(SELECT json_agg(${USER_OBJECT}) FROM user_profile u WHERE ${where})`;
const channelsSql = (where: string): string => `(SELECT json_agg(${STREAM_OBJECT}) FROM stream s WHERE ${where})`;

const SQL = `SELECT ${usersSql('u.realm_id = $1 AND u.id = ANY($2::int[])')}::text AS users,
  ${channelsSql('s.realm_id = $1 AND s.id = ANY($3::int[])')}::text AS channels`;

/**
 * Which of a page's people are read as whole rows: its users (none, those who
 * reacted to its messages, or its senders too) and its channels. A caller
 * that shows of a sender or a channel only what the page's rows carry anyway
 * (a name, an address, an avatar) asks for none of them.
 */
export interface PagePeopleParts {
  users: 'none' | 'reactors' | 'all';
  channels: boolean;
}

export const NO_PAGE_PEOPLE: PagePeopleParts = { users: 'none', channels: false };

const REACTORS = 'SELECT x.user_id FROM reaction x WHERE x.message_id IN (SELECT id FROM page)';

const peopleColumns = new Map<string, string>();

/**
 * The same people as one column of the page statement (load.ts), from its
 * CTEs `page` (the page's messages) and `rcp` (their recipients), or null
 * for none. Read there, they cost no statement of their own.
 */
export function pagePeopleColumn(parts: PagePeopleParts): string | null {
  if (parts.users === 'none' && !parts.channels) return null;
  const key = `${parts.users} ${parts.channels}`;
  let column = peopleColumns.get(key);
  if (column === undefined) {
    const users =
      parts.users === 'none'
        ? 'NULL'
        : usersSql(
            parts.users === 'all' ? `u.id IN (SELECT sender_id FROM page UNION ${REACTORS})` : `u.id IN (${REACTORS})`,
          );
    const channels = parts.channels ? channelsSql('s.id IN (SELECT type_id FROM rcp WHERE rtype = 2)') : 'NULL';
    column = `json_build_object('users', ${users}, 'channels', ${channels})::text`;
    peopleColumns.set(key, column);
  }
  return column;
}

type Json<T, D extends keyof T> = Omit<T, D> & { [K in D]: string };

/** Marks the users read here: their `settings` hold only what others may read (a symbol, which views copy along). */
const OTHERS_SETTINGS = Symbol('settings others may read');

/** Whether a user row holds all of the user's settings (not one read here, for a page). */
export const holdsAllSettings = (u: PublicUserRow): boolean => !(OTHERS_SETTINGS in u);

// Our own statements' output, keyed by the row types' names: its only difference from them is the dates.
const usersOf = (list: Array<Json<PublicUserRow, 'dateJoined'>> | null): PublicUserRow[] =>
  list?.map((u) => ({ ...u, dateJoined: new Date(u.dateJoined), [OTHERS_SETTINGS]: true })) ?? [];

const channelsOf = (list: Array<Json<Stream, 'dateCreated'>> | null): Stream[] =>
  list?.map((c) => ({ ...c, dateCreated: new Date(c.dateCreated) })) ?? [];

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** The people of PAGE_PEOPLE_COLUMN's text. */
export function pagePeopleOf(text: string): PagePeopleRows {
  const o = JSON.parse(text) as {
    users: Array<Json<PublicUserRow, 'dateJoined'>> | null;
    channels: Array<Json<Stream, 'dateCreated'>> | null;
  };
  return { users: usersOf(o.users), channels: channelsOf(o.channels) };
}

/** The page's users and channels by id (either list may be empty). */
export async function pagePeopleRows(
  db: SqlReader,
  realmId: number,
  userIds: readonly number[],
  channelIds: readonly number[],
): Promise<PagePeopleRows> {
  const [row] = await db.query<{ users: string | null; channels: string | null }>(SQL, [realmId, userIds, channelIds], {
    name: 'page_people',
  });
  return {
    users: usersOf(parsed(row?.users ?? null)),
    channels: channelsOf(parsed(row?.channels ?? null)),
  };
}
