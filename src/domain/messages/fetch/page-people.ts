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

const SQL = `SELECT
  (SELECT json_agg(${USER_OBJECT}) FROM user_profile u WHERE u.realm_id = $1 AND u.id = ANY($2::int[]))::text AS users,
  (SELECT json_agg(${STREAM_OBJECT}) FROM stream s WHERE s.realm_id = $1 AND s.id = ANY($3::int[]))::text AS channels`;

type Json<T, D extends keyof T> = Omit<T, D> & { [K in D]: string };

// Our own statement's output, keyed by the row types' names: its only difference from them is the dates.
const usersOf = (text: string | null): PublicUserRow[] =>
  text === null
    ? []
    : (JSON.parse(text) as Array<Json<PublicUserRow, 'dateJoined'>>).map((u) => ({
        ...u,
        dateJoined: new Date(u.dateJoined),
      }));

const channelsOf = (text: string | null): Stream[] =>
  text === null
    ? []
    : (JSON.parse(text) as Array<Json<Stream, 'dateCreated'>>).map((s) => ({
        ...s,
        dateCreated: new Date(s.dateCreated),
      }));

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
  return { users: usersOf(row?.users ?? null), channels: channelsOf(row?.channels ?? null) };
}
