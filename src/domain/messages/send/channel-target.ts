import type { SqlReader } from '../../../db/sql.ts';
import { badRequest, streamDoesNotExist, streamIdDoesNotExist } from '../../errors.ts';
import { isStorableText } from '../../text.ts';
import { userInGroupSql } from '../../groups/permission.ts';
import type { UserRow } from '../../users/format.ts';
import { topicExistsSql } from '../store.ts';
import type { SendAccessChannel } from './channel-access.ts';
import type { ChannelAddress } from './addresses.ts';

export interface TargetChannel extends SendAccessChannel {
  id: number;
  recipientId: number | null;
  firstMessageId: number | null;
  topicsPolicy: string;
}

/** Everything sending to a channel reads before it writes, from one statement. */
export interface ChannelSendTarget {
  stream: TargetChannel;
  /** The sender is in the channel's can_send_message_group. */
  maySend: boolean;
  /** The sender's subscription (active or not) and its state. */
  subscribed: boolean;
  channelMuted: boolean;
  ownerSubscribed: boolean;
  /** The sender's fields a `message` event shows, as stored now. */
  sender: { fullName: string; email: string; deliveryEmail: string; avatarVersion: number };
  /** The sender's visibility policy for the topic (0 = inherit). */
  visibilityPolicy: number;
  /** Whether the topic already has messages; null when not asked for. */
  topicExists: boolean | null;
  /** Active subscribers who are active users, ascending. */
  subscribers: number[];
}

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  invite_only: boolean;
  is_web_public: boolean;
  is_archived: boolean;
  recipient_id: number | null;
  first_message_id: number | null;
  topics_policy: string;
  may_send: boolean;
  sub_active: boolean | null;
  sub_muted: boolean | null;
  owner_sub_active: boolean | null;
  full_name: string;
  email: string;
  delivery_email: string;
  avatar_version: number;
  visibility_policy: number | null;
  topic_exists: boolean | null;
  subscribers: number[];
}

const isInt32 = (id: number): boolean => id >= -2_147_483_648 && id <= 2_147_483_647;

/**
 * The channel addressed by `to` with the sender's permission inputs, subscription,
 * topic state and the subscriber list: the statements Zulip's send path reads one
 * by one, in one round trip (the validation order is kept by the caller).
 * $1 realm, $2 channel id or name, $3 sender, $4 topic, $5 bot owner, $6 whether
 * to look up if the topic exists.
 */
const SQL = (where: string) => `
  SELECT s.id, s.name, s.invite_only, s.is_web_public, s.is_archived, s.recipient_id, s.first_message_id,
         s.topics_policy, ${userInGroupSql('s.can_send_message_group_id', 'u.id')} AS may_send,
         sub.active AS sub_active, sub.is_muted AS sub_muted, osub.active AS owner_sub_active,
         u.full_name, u.email, u.delivery_email, u.avatar_version, ut.visibility_policy,
         CASE WHEN $6::boolean THEN ${topicExistsSql('s.realm_id', 's.recipient_id', '$4::text')} END AS topic_exists,
         ARRAY(SELECT x.user_id FROM subscription x
                WHERE x.recipient_id = s.recipient_id AND x.active AND x.is_user_active ORDER BY x.user_id) AS subscribers
    FROM stream s
    JOIN user_profile u ON u.id = $3::int
    LEFT JOIN subscription sub ON sub.user_id = u.id AND sub.recipient_id = s.recipient_id
    LEFT JOIN subscription osub ON osub.user_id = $5::int AND osub.recipient_id = s.recipient_id
    LEFT JOIN user_topic ut ON ut.user_id = u.id AND ut.stream_id = s.id AND lower(ut.topic_name) = lower($4::text)
   WHERE s.realm_id = $1::int AND ${where}`;
const BY_ID = SQL('s.id = $2::int');
const BY_NAME = SQL('lower(s.name) = lower($2::text)');

export async function loadChannelSendTarget(
  sql: SqlReader,
  realmId: number,
  address: ChannelAddress,
  sender: Pick<UserRow, 'id' | 'botOwnerId'>,
  topic: string,
  needTopicExists: boolean,
): Promise<ChannelSendTarget> {
  let rows: Row[];
  const params = (to: number | string) => [realmId, to, sender.id, topic, sender.botOwnerId, needTopicExists];
  if (address.kind === 'id') {
    // Out of PostgreSQL's int range, no channel has that id (as with Django's lookups).
    rows = isInt32(address.id) ? await sql.query<Row>(BY_ID, params(address.id), { name: 'send_target_by_id' }) : [];
    if (rows.length === 0) throw streamIdDoesNotExist(address.id);
  } else {
    const name = address.name.trim();
    if (name === '') throw badRequest("Channel name can't be empty.");
    // Zulip's name__iexact; channel names are unique per realm by lower(name). No name holds a NUL.
    rows = isStorableText(name) ? await sql.query<Row>(BY_NAME, params(name), { name: 'send_target_by_name' }) : [];
    if (rows.length === 0) throw streamDoesNotExist(escapeHtml(name));
  }
  const r = rows[0];
  return {
    stream: {
      id: r.id,
      name: r.name,
      inviteOnly: r.invite_only,
      isWebPublic: r.is_web_public,
      isArchived: r.is_archived,
      recipientId: r.recipient_id,
      firstMessageId: r.first_message_id,
      topicsPolicy: r.topics_policy,
    },
    maySend: r.may_send,
    subscribed: r.sub_active === true,
    channelMuted: r.sub_muted === true,
    ownerSubscribed: r.owner_sub_active === true,
    sender: { fullName: r.full_name, email: r.email, deliveryEmail: r.delivery_email, avatarVersion: r.avatar_version },
    visibilityPolicy: r.visibility_policy ?? 0,
    topicExists: r.topic_exists,
    subscribers: r.subscribers,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
