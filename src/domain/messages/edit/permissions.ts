import type { Stream } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../actor.ts';
import { canAccessChannelHistory, ChannelViewer } from '../../channels/access.ts';
import {
  CHANNEL_GROUP_SETTING_CONFIGS,
  type ChannelGroupSettingName,
} from '../../channels/channel-permission-groups.ts';
import { hasRealmPermission } from '../../realm/realm-permissions.ts';
import type { Tx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import { isAdmin, isModerator } from '../../roles.ts';
import type { AccessedMessage } from '../single/access.ts';
import { MessageMoveTimeLimitError, noEditPermission } from './errors.ts';
import { EDIT_LIMIT_BUFFER_SECONDS, secondsSince, type ChannelEditRequest } from './request.ts';

/** Zulip's user_has_permission_for_group_setting on a channel's setting. */
function inChannelGroup(tx: Tx, actor: Actor, groupId: number, setting: ChannelGroupSettingName): Promise<boolean> {
  const allowEveryone = CHANNEL_GROUP_SETTING_CONFIGS.find((c) => c.name === setting)?.allowEveryone ?? false;
  return hasGroupPermission(tx, actor.user, groupId, allowEveryone);
}

/** can_administer_accessible_channel; realm administrators count as channel administrators. */
async function administersChannel(tx: Tx, actor: Actor, s: Stream): Promise<boolean> {
  return (
    isAdmin(actor.user.role) || inChannelGroup(tx, actor, s.canAdministerChannelGroupId, 'can_administer_channel_group')
  );
}

async function canMoveWithinChannel(tx: Tx, actor: Actor, s: Stream): Promise<boolean> {
  if (await administersChannel(tx, actor, s)) return true;
  return inChannelGroup(tx, actor, s.canMoveMessagesWithinChannelGroupId, 'can_move_messages_within_channel_group');
}

/** Zulip's can_edit_topic: the realm's setting, or the channel-level one of the origin or target channel. */
async function canEditTopic(tx: Tx, actor: Actor, orig: Stream, target: Stream): Promise<boolean> {
  if (await hasRealmPermission(tx, actor.realm, actor.user, 'can_move_messages_between_topics_group')) return true;
  if (await canMoveWithinChannel(tx, actor, orig)) return true;
  return orig.id !== target.id && canMoveWithinChannel(tx, actor, target);
}

/** Zulip's can_resolve_topics (FL 367). */
async function canResolveTopics(tx: Tx, actor: Actor, orig: Stream, target: Stream): Promise<boolean> {
  if (await hasRealmPermission(tx, actor.realm, actor.user, 'can_resolve_topics_group')) return true;
  if (await inChannelGroup(tx, actor, orig.canResolveTopicsGroupId, 'can_resolve_topics_group')) return true;
  return orig.id !== target.id && inChannelGroup(tx, actor, target.canResolveTopicsGroupId, 'can_resolve_topics_group');
}

/** Zulip's can_move_messages_out_of_channel. */
async function canMoveOutOfChannel(tx: Tx, actor: Actor, s: Stream): Promise<boolean> {
  if (isAdmin(actor.user.role)) return true;
  if (await hasRealmPermission(tx, actor.realm, actor.user, 'can_move_messages_between_channels_group')) return true;
  if (await administersChannel(tx, actor, s)) return true;
  return inChannelGroup(tx, actor, s.canMoveMessagesOutOfChannelGroupId, 'can_move_messages_out_of_channel_group');
}

/** check_stream_access_based_on_can_send_message_group: the user, or a bot's owner, may post there. */
async function checkCanPostIn(tx: Tx, actor: Actor, s: Stream): Promise<void> {
  if (await inChannelGroup(tx, actor, s.canSendMessageGroupId, 'can_send_message_group')) return;
  const ownerId = actor.user.isBot ? actor.user.botOwnerId : null;
  if (ownerId !== null) {
    const owner = await tx.user.findUnique({ where: { id: ownerId } });
    if (owner && (await hasGroupPermission(tx, owner, s.canSendMessageGroupId, true))) return;
  }
  throw badRequest('You do not have permission to post in this channel.').as('permission');
}

const limitOf = (actor: Actor, name: string): number | null => {
  const v = realmSettingsOf(actor.realm.settings)[name];
  return typeof v === 'number' ? v : null;
};

/** Below moderators, a move past the organization's limit (plus Zulip's grace) is refused with `message`. */
function checkMoveTimeLimit(actor: Actor, m: AccessedMessage, setting: string, now: Date, message: string): void {
  const limit = limitOf(actor, setting);
  if (
    limit !== null &&
    !isModerator(actor.user.role) &&
    secondsSince(m.dateSent, now) > limit + EDIT_LIMIT_BUFFER_SECONDS
  )
    throw badRequest(message);
}

/**
 * The topic checks of check_update_message: resolving needs
 * can_resolve_topics_group (no time limit); any other rename needs the
 * topic-move permission and, below moderators, the within-channel time limit.
 */
export async function checkTopicEdit(
  tx: Tx,
  actor: Actor,
  m: AccessedMessage,
  req: ChannelEditRequest,
  now: Date,
): Promise<void> {
  if (!req.isTopicEdited) return;
  if (req.topicResolved || req.topicUnresolved) {
    if (!(await canResolveTopics(tx, actor, req.origStream, req.targetStream))) {
      throw badRequest("You don't have permission to resolve topics in this channel.").as('permission');
    }
    return;
  }
  if (!(await canEditTopic(tx, actor, req.origStream, req.targetStream))) throw noEditPermission();
  checkMoveTimeLimit(
    actor,
    m,
    'move_messages_within_stream_limit_seconds',
    now,
    "The time limit for editing this message's topic has passed.",
  );
}

/** The channel checks of check_update_message. */
export async function checkChannelMove(
  tx: Tx,
  actor: Actor,
  m: AccessedMessage,
  req: ChannelEditRequest,
  now: Date,
): Promise<void> {
  if (!req.isStreamEdited) return;
  if (!(await canMoveOutOfChannel(tx, actor, req.origStream)))
    throw badRequest("You don't have permission to move this message").as('permission');
  await checkCanPostIn(tx, actor, req.targetStream);
  checkMoveTimeLimit(
    actor,
    m,
    'move_messages_between_streams_limit_seconds',
    now,
    "The time limit for editing this message's channel has passed",
  );
}

/**
 * Zulip's check_time_limit_for_change_all_propagate_mode: below moderators,
 * moving a whole topic needs every message of it (that the user can see) to
 * be within the applicable limit; the stricter one when both topic and
 * channel change. The error tells how many of the newest messages may move.
 */
export async function checkChangeAllTimeLimit(
  tx: Tx,
  actor: Actor,
  m: AccessedMessage,
  req: ChannelEditRequest,
  p: { topic?: string; streamId?: number },
  now: Date,
): Promise<void> {
  if (req.propagateMode !== 'change_all' || isModerator(actor.user.role) || !req.isMessageMoved) return;
  if (req.topicResolved || req.topicUnresolved) return;
  const deadlines: number[] = [];
  const topicLimit = limitOf(actor, 'move_messages_within_stream_limit_seconds');
  const channelLimit = limitOf(actor, 'move_messages_between_streams_limit_seconds');
  if (p.topic !== undefined && topicLimit !== null) deadlines.push(topicLimit + EDIT_LIMIT_BUFFER_SECONDS);
  if (p.streamId !== undefined && channelLimit !== null) deadlines.push(channelLimit + EDIT_LIMIT_BUFFER_SECONDS);
  if (deadlines.length === 0) return;
  const oldestAllowed = new Date(now.getTime() - Math.min(...deadlines) * 1000);
  const fullHistory = await canAccessChannelHistory(new ChannelViewer(tx, actor.user), req.origStream);
  const rows = await tx.$queryRawUnsafe<Array<{ id: number; date_sent: Date }>>(
    `SELECT m.id, m.date_sent FROM message m
      WHERE m.realm_id = $1 AND m.recipient_id = $2 AND lower(m.subject) = lower($3) AND m.is_channel_message
        ${fullHistory ? '' : 'AND EXISTS (SELECT 1 FROM user_message um WHERE um.message_id = m.id AND um.user_id = $4)'}
      ORDER BY ${fullHistory ? 'm.id' : 'm.date_sent'}`,
    ...[actor.realm.id, m.recipientId, m.subject, ...(fullHistory ? [] : [actor.user.id])],
  );
  const allowed = rows.filter((r) => r.date_sent.getTime() > oldestAllowed.getTime());
  if (allowed.length === rows.length) return;
  throw new MessageMoveTimeLimitError(allowed[0]?.id ?? null, rows.length, allowed.length);
}
