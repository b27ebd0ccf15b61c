import type { SqlReader } from '../../../db/sql.ts';
import type { Realm } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../actor.ts';
import { checkSpectatorsAllowed, isReadableBySpectators } from '../../auth/spectator.ts';
import { invalidMessages, missingAuthentication } from '../../errors.ts';
import { groupsContaining } from '../../groups/viewer-groups.ts';
import { RecipientType } from '../../recipient-type.ts';
import { isGuest } from '../../roles.ts';

/** Message ids are int4 columns: a larger id names no message (and must not reach SQL). */
export const MAX_MESSAGE_ID = 2 ** 31 - 1;
export const isStorableId = (id: number): boolean => Number.isInteger(id) && id >= 0 && id <= MAX_MESSAGE_ID;

/** The channel a message was sent to, as far as access and permission checks need it. */
export interface MessageChannel {
  id: number;
  name: string;
  realmId: number;
  recipientId: number;
  inviteOnly: boolean;
  isWebPublic: boolean;
  historyPublicToSubscribers: boolean;
  isArchived: boolean;
  firstMessageId: number | null;
  canSubscribeGroupId: number;
  canAddSubscribersGroupId: number;
  canDeleteAnyMessageGroupId: number;
  canDeleteOwnMessageGroupId: number;
}

/** A message row plus what the viewing user has of it. */
export interface AccessedMessage {
  id: number;
  senderId: number;
  senderBotOwnerId: number | null;
  recipientId: number;
  recipientType: number;
  isChannelMessage: boolean;
  subject: string;
  content: string;
  renderedContent: string | null;
  dateSent: Date;
  lastEditTime: Date | null;
  editHistory: unknown;
  channel: MessageChannel | null;
  /** The viewer's UserMessage flags, or null when they have no row. */
  userFlags: number | null;
  subscribed: boolean;
}

interface Row extends Record<string, unknown>, MessageChannelRow {
  id: number;
  sender_id: number;
  bot_owner_id: number | null;
  recipient_id: number;
  rtype: number;
  is_channel_message: boolean;
  subject: string;
  content: string;
  rendered_content: string | null;
  date_sent: Date;
  last_edit_time: Date | null;
  edit_history: unknown;
  um_flags: string | number | bigint | null;
  subscribed: boolean;
}

/** A message's channel as joined `stream s` columns (null when the message is a DM: LEFT JOIN). */
export interface MessageChannelRow {
  s_id: number | null;
  s_name: string | null;
  s_realm_id: number | null;
  s_recipient_id: number | null;
  invite_only: boolean | null;
  is_web_public: boolean | null;
  history_public_to_subscribers: boolean | null;
  is_archived: boolean | null;
  first_message_id: number | null;
  can_subscribe_group_id: number | null;
  can_add_subscribers_group_id: number | null;
  can_delete_any_message_group_id: number | null;
  can_delete_own_message_group_id: number | null;
}

/** The select list for {@link MessageChannelRow}, from a `stream s` join. */
export const MESSAGE_CHANNEL_COLUMNS = `s.id AS s_id, s.name AS s_name, s.realm_id AS s_realm_id, s.recipient_id AS s_recipient_id, s.invite_only,
          s.is_web_public, s.history_public_to_subscribers, s.is_archived, s.first_message_id,
          s.can_subscribe_group_id, s.can_add_subscribers_group_id,
          s.can_delete_any_message_group_id, s.can_delete_own_message_group_id`;

export function messageChannelOfRow(r: MessageChannelRow): MessageChannel | null {
  if (r.s_id === null) return null;
  return {
    id: r.s_id,
    name: r.s_name ?? '',
    realmId: Number(r.s_realm_id),
    recipientId: Number(r.s_recipient_id),
    inviteOnly: r.invite_only === true,
    isWebPublic: r.is_web_public === true,
    historyPublicToSubscribers: r.history_public_to_subscribers === true,
    isArchived: r.is_archived === true,
    firstMessageId: r.first_message_id,
    canSubscribeGroupId: Number(r.can_subscribe_group_id),
    canAddSubscribersGroupId: Number(r.can_add_subscribers_group_id),
    canDeleteAnyMessageGroupId: Number(r.can_delete_any_message_group_id),
    canDeleteOwnMessageGroupId: Number(r.can_delete_own_message_group_id),
  };
}

/** One query: the message, its channel, the viewer's UserMessage row and subscription. */
function selectSql(where: string, lock: boolean): string {
  return `SELECT m.id, m.sender_id, u.bot_owner_id, m.recipient_id, r.type AS rtype, m.is_channel_message, m.subject,
          m.content, m.rendered_content, m.date_sent, m.last_edit_time, m.edit_history,
          ${MESSAGE_CHANNEL_COLUMNS},
          um.flags AS um_flags,
          EXISTS (SELECT 1 FROM subscription sub WHERE sub.user_id = $1 AND sub.recipient_id = m.recipient_id AND sub.active) AS subscribed
     FROM message m
     JOIN recipient r ON r.id = m.recipient_id
     JOIN user_profile u ON u.id = m.sender_id
     LEFT JOIN stream s ON r.type = ${RecipientType.STREAM} AND s.id = r.type_id
     LEFT JOIN user_message um ON um.message_id = m.id AND um.user_id = $1
    WHERE ${where}
    ORDER BY m.id${lock ? ' FOR UPDATE OF m' : ''}`;
}

function toAccessed(r: Row): AccessedMessage {
  const channel = messageChannelOfRow(r);
  return {
    id: r.id,
    senderId: r.sender_id,
    senderBotOwnerId: r.bot_owner_id,
    recipientId: r.recipient_id,
    recipientType: r.rtype,
    isChannelMessage: r.is_channel_message,
    subject: r.subject,
    content: r.content,
    renderedContent: r.rendered_content,
    dateSent: r.date_sent,
    lastEditTime: r.last_edit_time,
    editHistory: r.edit_history,
    channel,
    userFlags: r.um_flags === null ? null : Number(r.um_flags),
    subscribed: r.subscribed,
  };
}

/** The user's groups, recursively (supergroups of their groups), read at most once per check. */
export function lazyGroupIds(db: SqlReader, userId: number): () => Promise<Set<number>> {
  let groups: Promise<Set<number>> | undefined;
  return () => (groups ??= groupsContaining(db, userId));
}

/**
 * Zulip's has_message_access: direct messages need a UserMessage row;
 * archived channels are read-only; public channels are open to non-guests;
 * otherwise content access (subscribed, or for non-guests a group that may
 * subscribe or add subscribers), and for protected history also a UserMessage row.
 */
export async function hasMessageAccess(
  actor: Actor,
  m: AccessedMessage,
  opts: { modifying: boolean; groupIds: () => Promise<Set<number>> },
): Promise<boolean> {
  const c = m.channel;
  if (m.recipientType !== RecipientType.STREAM || c === null) return m.userFlags !== null;
  if (c.realmId !== actor.realm.id) return false;
  if (opts.modifying && c.isArchived) return false;
  const guest = isGuest(actor.user.role);
  if (!c.inviteOnly && !guest) return true;
  const contentAccess = async () => {
    if (m.subscribed) return true;
    if (guest) return false;
    const groups = await opts.groupIds();
    return groups.has(c.canSubscribeGroupId) || groups.has(c.canAddSubscribersGroupId);
  };
  if (!c.historyPublicToSubscribers) return m.userFlags !== null && (await contentAccess());
  return contentAccess();
}

/**
 * Zulip's access_message / access_message_and_usermessage: the message if the
 * user may see it (`modifying`: may act on it), else "Invalid message(s)"
 * whether or not it exists. `lock` takes the row lock Zulip takes before
 * changing reactions or deleting (only inside a transaction).
 */
export async function accessMessage(
  db: SqlReader,
  actor: Actor,
  messageId: number,
  opts: { modifying: boolean; lock?: boolean },
): Promise<AccessedMessage> {
  if (!isStorableId(messageId)) throw invalidMessages();
  const rows = await db.query<Row>(selectSql('m.id = $2 AND m.realm_id = $3', opts.lock === true), [
    actor.user.id,
    messageId,
    actor.realm.id,
  ]);
  if (rows.length === 0) throw invalidMessages();
  const m = toAccessed(rows[0]);
  if (!(await hasMessageAccess(actor, m, { modifying: opts.modifying, groupIds: lazyGroupIds(db, actor.user.id) }))) {
    throw invalidMessages();
  }
  return m;
}

/** Zulip's bulk_access_messages (never "modifying"): the messages among `ids` the user may see, by id. */
export async function accessMessages(
  db: SqlReader,
  actor: Actor,
  ids: number[],
): Promise<Map<number, AccessedMessage>> {
  const storable = [...new Set(ids.filter(isStorableId))];
  const out = new Map<number, AccessedMessage>();
  if (storable.length === 0) return out;
  const rows = await db.query<Row>(selectSql('m.id = ANY($2::int[]) AND m.realm_id = $3', false), [
    actor.user.id,
    storable,
    actor.realm.id,
  ]);
  const groupIds = lazyGroupIds(db, actor.user.id);
  for (const r of rows) {
    const m = toAccessed(r);
    if (await hasMessageAccess(actor, m, { modifying: false, groupIds })) out.set(r.id, m);
  }
  return out;
}

/** The ids among `ids` the user may see (accessMessages). */
export async function accessibleMessageIds(db: SqlReader, actor: Actor, ids: number[]): Promise<Set<number>> {
  return new Set((await accessMessages(db, actor, ids)).keys());
}

/**
 * Zulip's access_web_public_message: for a spectator, a message of a
 * web-public channel of an organization that admits spectators. Anything else
 * (another realm, a direct message, a missing message) is a request lacking
 * authentication, so that a spectator cannot tell which messages exist.
 */
export async function accessWebPublicMessage(db: SqlReader, realm: Realm, messageId: number): Promise<AccessedMessage> {
  checkSpectatorsAllowed(realm);
  if (!isStorableId(messageId)) throw missingAuthentication();
  // User id 0 is nobody's: no UserMessage row or subscription joins in.
  const rows = await db.query<Row>(selectSql('m.id = $2 AND m.realm_id = $3', false), [0, messageId, realm.id]);
  const m = rows.length === 0 ? undefined : toAccessed(rows[0]);
  if (!m || m.recipientType !== RecipientType.STREAM || m.channel === null || !isReadableBySpectators(m.channel)) {
    throw missingAuthentication();
  }
  return m;
}
