import type { SqlReader } from '../../../db/sql.ts';
import type { Stream, User } from '../../../generated/prisma/client.ts';
import { USER_COLUMNS } from '../../auth/load-actor.ts';
import { STREAM_COLUMNS } from '../../channels/rows.ts';

/*
 * The users and channels a page of messages shows (senders, reacting users,
 * channels), as Prisma's rows, in one statement: read as two statements side
 * by side they cost two round trips, two pool checkouts and two backends'
 * wake-ups per page, a third of the page's own statements. One UNION ALL
 * whose rows are either a user (u_ columns) or a channel (s_ columns), the
 * other side NULL. No access check: the caller read the messages, whose
 * senders, reacting users and channels the reader may see.
 */

export interface PagePeopleRows {
  users: User[];
  channels: Stream[];
}

/** Every output column, in one order for both branches (UNION ALL matches columns by position). */
const OUTPUT: ReadonlyArray<{ side: 'u' | 's'; column: string }> = [
  ...Object.values(USER_COLUMNS).map((column) => ({ side: 'u' as const, column })),
  ...Object.values(STREAM_COLUMNS).map((column) => ({ side: 's' as const, column })),
];

const branch = (side: 'u' | 's'): string =>
  OUTPUT.map((o) => (o.side === side ? `${side}.${o.column}` : 'NULL') + ` AS ${o.side}_${o.column}`).join(', ');

const SQL = `SELECT 'u' AS kind, ${branch('u')} FROM user_profile u WHERE u.realm_id = $1 AND u.id = ANY($2::int[])
  UNION ALL
  SELECT 's', ${branch('s')} FROM stream s WHERE s.realm_id = $1 AND s.id = ANY($3::int[])`;

/** Each field with the output column holding it, made once (not a key built per field and row). */
const fieldsOf = (prefix: string, cols: Record<string, string>): ReadonlyArray<readonly [string, string]> =>
  Object.entries(cols).map(([field, column]) => [field, `${prefix}${column}`] as const);
const USER_FIELDS = fieldsOf('u_', USER_COLUMNS);
const STREAM_FIELDS = fieldsOf('s_', STREAM_COLUMNS);

function pick<T>(row: Record<string, unknown>, fields: ReadonlyArray<readonly [string, string]>): T {
  const out: Record<string, unknown> = {};
  for (const [field, column] of fields) out[field] = row[column];
  return out as T;
}

/** The page's users and channels by id (either list may be empty). */
export async function pagePeopleRows(
  db: SqlReader,
  realmId: number,
  userIds: readonly number[],
  channelIds: readonly number[],
): Promise<PagePeopleRows> {
  const rows = await db.query<Record<string, unknown>>(SQL, [realmId, userIds, channelIds], {
    name: 'page_people',
  });
  const out: PagePeopleRows = { users: [], channels: [] };
  for (const row of rows) {
    if (row.kind === 'u') out.users.push(pick<User>(row, USER_FIELDS));
    else out.channels.push(pick<Stream>(row, STREAM_FIELDS));
  }
  return out;
}
