import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { SqlReader } from '../../db/sql.ts';
import type { Db } from '../context.ts';
import { isStorableText } from '../text.ts';

/**
 * Raw statements for requests over many channels and users. Prisma sends
 * `{ in: list }` as one bind parameter per element, which PostgreSQL caps at
 * 65,535 per statement; these pass each list as one array parameter instead
 * and return rows shaped like Prisma's models. The column maps are complete
 * records of the model's fields, so a field added to the model fails the
 * type check here until it is selected.
 */
export const STREAM_COLUMNS: Record<keyof Stream, string> = {
  id: 'id',
  realmId: 'realm_id',
  name: 'name',
  description: 'description',
  renderedDescription: 'rendered_description',
  inviteOnly: 'invite_only',
  isWebPublic: 'is_web_public',
  historyPublicToSubscribers: 'history_public_to_subscribers',
  isArchived: 'is_archived',
  dateCreated: 'date_created',
  creatorId: 'creator_id',
  recipientId: 'recipient_id',
  firstMessageId: 'first_message_id',
  messageRetentionDays: 'message_retention_days',
  topicsPolicy: 'topics_policy',
  canAddSubscribersGroupId: 'can_add_subscribers_group_id',
  canAdministerChannelGroupId: 'can_administer_channel_group_id',
  canDeleteAnyMessageGroupId: 'can_delete_any_message_group_id',
  canDeleteOwnMessageGroupId: 'can_delete_own_message_group_id',
  canMoveMessagesOutOfChannelGroupId: 'can_move_messages_out_of_channel_group_id',
  canMoveMessagesWithinChannelGroupId: 'can_move_messages_within_channel_group_id',
  canRemoveSubscribersGroupId: 'can_remove_subscribers_group_id',
  canResolveTopicsGroupId: 'can_resolve_topics_group_id',
  canSendMessageGroupId: 'can_send_message_group_id',
  canSubscribeGroupId: 'can_subscribe_group_id',
  folderId: 'folder_id',
};

const SUBSCRIPTION_COLUMNS: Record<keyof Subscription, string> = {
  id: 'id',
  userId: 'user_id',
  recipientId: 'recipient_id',
  active: 'active',
  isUserActive: 'is_user_active',
  color: 'color',
  pinToTop: 'pin_to_top',
  isMuted: 'is_muted',
  desktopNotifications: 'desktop_notifications',
  audibleNotifications: 'audible_notifications',
  pushNotifications: 'push_notifications',
  emailNotifications: 'email_notifications',
  wildcardMentionsNotify: 'wildcard_mentions_notify',
};

const selectList = (columns: Record<string, string>, alias: string): string =>
  Object.entries(columns)
    .map(([field, column]) => `${alias}.${column} AS "${field}"`)
    .join(', ');

/** `alias.column AS "field", …` for every Stream field. */
export const streamSelect = (alias: string): string => selectList(STREAM_COLUMNS, alias);

/** `alias.column AS "field", …` for every Subscription field. */
export const subscriptionSelect = (alias: string): string => selectList(SUBSCRIPTION_COLUMNS, alias);

const STREAMS_BY_IDS_SQL = `SELECT ${selectList(STREAM_COLUMNS, 's')} FROM stream s WHERE s.realm_id = $1 AND s.id = ANY($2::int[])`;

/** Channel rows by id, without an access check (the caller has made it). */
export async function streamRowsByIds(db: SqlReader, realmId: number, ids: readonly number[]): Promise<Stream[]> {
  return db.query<Stream & Record<string, unknown>>(STREAMS_BY_IDS_SQL, [realmId, ids], { name: 'streams_by_ids' });
}

/** The column behind a Stream field (for statements that write channels). */
export const streamColumn = (field: keyof Stream): string => STREAM_COLUMNS[field];

/**
 * Zulip's bulk_get_streams (what findChannelsByNames answers), with the names
 * as one array parameter: existing channels of the realm, archived ones
 * included, keyed by lower-cased name; UPPER() matching as Django's iexact.
 */
export async function channelsByNames(
  db: Db,
  realmId: number,
  requested: readonly string[],
): Promise<Map<string, Stream>> {
  // A name with a NUL cannot be stored, so it names no channel (and PostgreSQL would refuse the parameter).
  const names = [...new Set(requested)].filter(isStorableText);
  if (names.length === 0) return new Map();
  const streams = await db.$queryRawUnsafe<Stream[]>(
    `SELECT ${streamSelect('s')} FROM stream s
      WHERE s.realm_id = $1 AND upper(s.name) = ANY (ARRAY(SELECT upper(n) FROM unnest($2::text[]) AS n))
      ORDER BY s.id`,
    realmId,
    names,
  );
  return new Map(streams.map((s) => [s.name.toLowerCase(), s]));
}
