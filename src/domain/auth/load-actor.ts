import type { SqlReader } from '../../db/sql.ts';
import type { Realm, User } from '../../generated/prisma/client.ts';

/**
 * The user behind an API key and their realm in one statement on the raw
 * driver: authentication runs on every request, and through Prisma it cost
 * two round trips plus the client's per-query overhead. The column lists
 * mirror the User and Realm models; test/db/load-actor.test.ts keeps them in
 * step with Prisma's own reads.
 */
export const USER_COLUMNS = {
  id: 'id',
  realmId: 'realm_id',
  email: 'email',
  deliveryEmail: 'delivery_email',
  fullName: 'full_name',
  role: 'role',
  isBot: 'is_bot',
  botType: 'bot_type',
  botOwnerId: 'bot_owner_id',
  defaultSendingStreamId: 'default_sending_stream_id',
  defaultEventsRegisterStreamId: 'default_events_register_stream_id',
  defaultAllPublicStreams: 'default_all_public_streams',
  lastReminder: 'last_reminder',
  isActive: 'is_active',
  dateJoined: 'date_joined',
  timezone: 'timezone',
  apiKey: 'api_key',
  passwordHash: 'password_hash',
  canCreateUsers: 'can_create_users',
  avatarVersion: 'avatar_version',
  settings: 'settings',
  recipientId: 'recipient_id',
} as const satisfies Record<keyof User, string>;

const REALM_COLUMNS = {
  id: 'id',
  stringId: 'string_id',
  name: 'name',
  description: 'description',
  orgType: 'org_type',
  deactivated: 'deactivated',
  scheduledDeletionDate: 'scheduled_deletion_date',
  dateCreated: 'date_created',
  settings: 'settings',
  userSettingsDefaults: 'user_settings_defaults',
} as const satisfies Record<keyof Realm, string>;

const select = (alias: string, prefix: string, cols: Record<string, string>) =>
  Object.values(cols)
    .map((c) => `${alias}.${c} AS ${prefix}${c}`)
    .join(', ');

// serves_root: the root domain selects this realm (the one without a subdomain, or the first when none
// is without; realmForHost's rule), asked in the same round trip so the Host check costs no statement.
const actorSql = (where: string) => `SELECT ${select('u', 'u_', USER_COLUMNS)}, ${select('r', 'r_', REALM_COLUMNS)},
    (r.string_id = '' OR (NOT EXISTS (SELECT 1 FROM realm z WHERE z.string_id = '') AND r.id = (SELECT min(z.id) FROM realm z))) AS serves_root
  FROM user_profile u JOIN realm r ON r.id = u.realm_id WHERE ${where}`;
const SQL = actorSql('u.api_key = $1');
const BY_ID_SQL = actorSql('u.id = $1');

function pick<T>(row: Record<string, unknown>, prefix: string, cols: Record<string, string>): T {
  return Object.fromEntries(Object.entries(cols).map(([field, col]) => [field, row[`${prefix}${col}`]])) as T;
}

type LoadedActor = { user: User; realm: Realm; servesRootDomain: boolean };

const actorOfRows = (rows: Record<string, unknown>[]): LoadedActor | null =>
  rows.length === 0
    ? null
    : {
        user: pick<User>(rows[0], 'u_', USER_COLUMNS),
        realm: pick<Realm>(rows[0], 'r_', REALM_COLUMNS),
        servesRootDomain: rows[0].serves_root === true,
      };

/** The user behind an API key, their realm, and whether the root domain serves that realm. */
export async function loadActorByApiKey(db: SqlReader, apiKey: string): Promise<LoadedActor | null> {
  return actorOfRows(await db.query(SQL, [apiKey], { name: 'load_actor_by_api_key' }));
}

/** The same by user id (a browser's download cookie names its user). */
export async function loadActorByUserId(db: SqlReader, userId: number): Promise<LoadedActor | null> {
  return actorOfRows(await db.query(BY_ID_SQL, [userId], { name: 'load_actor_by_user_id' }));
}

const USERS_BY_IDS_SQL = `SELECT ${Object.entries(USER_COLUMNS)
  .map(([field, col]) => `u.${col} AS "${field}"`)
  .join(', ')} FROM user_profile u WHERE u.realm_id = $1 AND u.id = ANY($2::int[])`;

/**
 * Users of a realm by id, shaped as Prisma's User: GraphQL's batch loader
 * reads the senders and reacting users of every message page.
 */
export async function loadUsersByIds(db: SqlReader, realmId: number, ids: readonly number[]): Promise<User[]> {
  return db.query<User & Record<string, unknown>>(USERS_BY_IDS_SQL, [realmId, ids], { name: 'users_by_ids' });
}
