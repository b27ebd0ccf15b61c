import type { Realm, Stream } from '../../../generated/prisma/client.ts';
import type { Deps, Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { realmUrl } from '../../realm/realm-url.ts';
import { userSettingsOf } from '../../settings/user-settings.ts';
import { channelMessageAccess, selectTopicMessageIds } from '../../topics/access.ts';
import { deleteChannelMessages } from '../delete/channel-messages.ts';
import { VisibilityPolicy } from '../../topics/user-topic.ts';
import type { UserRow } from '../../users/format.ts';
import { FLAG_BIT } from '../flags.ts';
import { renderMessage } from '../../markdown/render-message.ts';
import { publishNewMessage } from '../send/message-events.ts';
import { activeSubscriberIds, insertMessage, renderedColumns } from '../store.ts';
import { channelMessageUrl, channelTopicLink, silentMention } from '../../markdown/message-links.ts';
import { notificationBot } from '../../users/notification-bot.ts';
import type { ChannelEditRequest } from './request.ts';

type Emit = (e: AddressedEvent) => void;

/** Zulip's RESOLVE_TOPIC_UNDO_GRACE_PERIOD_SECONDS. */
export const RESOLVE_TOPIC_UNDO_GRACE_PERIOD_SECONDS = 60;

const RESOLVED_NOTICE = ' has marked this topic as resolved.';
const UNRESOLVED_NOTICE = ' has marked this topic as unresolved.';

interface EditContext {
  deps: Deps;
  tx: Tx;
  emit: Emit;
  realm: Realm;
  actor: UserRow;
  /** The bot that posts (default: the Notification Bot). */
  sender?: UserRow;
}

/**
 * Zulip's internal_send_stream_message from the Notification Bot: every
 * active subscriber gets the message, read for the acting user and, when
 * `unreadUserIds` is given, for everyone outside it.
 */
export async function sendBotMessage(
  c: EditContext,
  stream: Stream,
  topic: string,
  content: string,
  unreadUserIds?: Set<number>,
): Promise<number> {
  const now = c.deps.clock.now();
  const bot = c.sender ?? (await notificationBot(c.tx, c.realm.id, now));
  const recipientId = stream.recipientId ?? 0;
  const rendered = await renderMessage(c.tx, c.deps.server, c.deps.renderer, {
    realm: c.realm,
    sender: bot,
    content,
    channelLinks: 'all',
  });
  const flags = new Map<number, number>();
  for (const uid of await activeSubscriberIds(c.tx, recipientId)) {
    const read = uid === c.actor.id || (unreadUserIds !== undefined && !unreadUserIds.has(uid));
    flags.set(uid, read ? FLAG_BIT.read : 0);
  }
  const id = await insertMessage(
    c.tx,
    {
      realmId: c.realm.id,
      senderId: bot.id,
      recipientId,
      isChannelMessage: true,
      subject: topic,
      content,
      dateSent: now,
      sendingClient: 'Internal',
      ...renderedColumns(rendered),
    },
    flags,
  );
  await c.tx.$executeRawUnsafe(
    `UPDATE stream SET first_message_id = $2 WHERE id = $1 AND first_message_id IS NULL`,
    stream.id,
    id,
  );
  await publishNewMessage(c.tx, c.emit, { user: bot, realm: c.realm }, id, flags, {}, c.deps.linkifiers);
  return id;
}

/**
 * Zulip's maybe_delete_previous_resolve_topic_notification: when the newest
 * message of the topic is a resolve/unresolve notice less than a minute old,
 * the toggle is an undo: the notice is deleted and no new one is sent.
 */
async function undoRecentResolveNotice(c: EditContext, stream: Stream, topic: string): Promise<boolean> {
  const bot = await notificationBot(c.tx, c.realm.id, c.deps.clock.now());
  const [last] = await c.tx.$queryRawUnsafe<Array<{ id: number; sender_id: number; content: string; date_sent: Date }>>(
    `SELECT id, sender_id, content, date_sent FROM message
      WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3) AND is_channel_message
      ORDER BY id DESC LIMIT 1`,
    c.realm.id,
    stream.recipientId,
    topic,
  );
  // Without a message-type column, a resolve notice is the bot's message with exactly that text.
  const isNotice =
    last &&
    last.sender_id === bot.id &&
    (last.content.endsWith(RESOLVED_NOTICE) || last.content.endsWith(UNRESOLVED_NOTICE));
  if (!isNotice) return false;
  if ((c.deps.clock.now().getTime() - last.date_sent.getTime()) / 1000 > RESOLVE_TOPIC_UNDO_GRACE_PERIOD_SECONDS)
    return false;
  await deleteChannelMessages(c.tx, c.emit, {
    realmId: c.realm.id,
    stream,
    messageIds: [last.id],
    actingUserId: c.actor.id,
  });
  return true;
}

/**
 * Zulip's get_unread_user_ids_for_resolved_topic_notifications: subscribers
 * (not bots) whose resolved_topic_notice_auto_read_policy is "never", or
 * "except_followed" while following the topic, see the notice as unread.
 */
async function resolveNoticeUnreadUserIds(
  c: EditContext,
  stream: Stream,
  topic: string,
  followers: Set<number> | null,
): Promise<Set<number>> {
  const users = await c.tx.$queryRawUnsafe<Array<{ id: number; settings: unknown }>>(
    `SELECT u.id, u.settings FROM subscription s JOIN user_profile u ON u.id = s.user_id
      WHERE s.recipient_id = $1 AND s.active AND s.is_user_active AND u.is_active AND NOT u.is_bot`,
    stream.recipientId,
  );
  let following = followers;
  if (following === null) {
    const rows = await c.tx.$queryRawUnsafe<Array<{ user_id: number }>>(
      `SELECT user_id FROM user_topic WHERE stream_id = $1 AND lower(topic_name) = lower($2) AND visibility_policy = $3`,
      stream.id,
      topic,
      VisibilityPolicy.FOLLOWED,
    );
    following = new Set(rows.map((r) => r.user_id));
  }
  const unread = new Set<number>();
  for (const u of users) {
    const policy = userSettingsOf(u.settings).resolved_topic_notice_auto_read_policy;
    if (policy === 'never' || (policy === 'except_followed' && following.has(u.id))) unread.add(u.id);
  }
  return unread;
}

/**
 * Zulip's maybe_send_resolve_topic_notifications: a pure resolve or
 * unresolve posts "… has marked this topic as (un)resolved." into the topic,
 * unless it undoes a toggle made less than a minute ago. Returns the notice's id.
 */
export async function maybeSendResolveNotice(
  c: EditContext,
  req: ChannelEditRequest,
  followers: Set<number> | null,
): Promise<number | null> {
  if (!req.topicResolved && !req.topicUnresolved) return null;
  const stream = req.origStream;
  if (await undoRecentResolveNotice(c, stream, req.targetTopic)) return null;
  const unread = await resolveNoticeUnreadUserIds(c, stream, req.targetTopic, followers);
  const content = `${silentMention(c.actor)}${req.topicResolved ? RESOLVED_NOTICE : UNRESOLVED_NOTICE}`;
  return sendBotMessage(c, stream, req.targetTopic, content, unread);
}

/**
 * Zulip's move notifications (send_message_moved_breadcrumbs and the
 * choice of text before it): to the new thread first, then the old one.
 */
export async function sendMoveNotices(
  c: EditContext,
  req: ChannelEditRequest,
  p: {
    targetMessageId: number;
    changedIds: number[];
    movedAllVisible: boolean;
    resolveNoticeId: number | null;
    toOldThread: boolean;
    toNewThread: boolean;
  },
): Promise<void> {
  const user = silentMention(c.actor);
  const count = p.changedIds.length;
  const { origStream, targetStream, origTopic, targetTopic } = req;
  const oldLocation = channelTopicLink(origStream.id, origStream.name, origTopic);
  const newLocation = channelTopicLink(targetStream.id, targetStream.name, targetTopic);
  const renamed = req.isTopicEdited && !req.topicResolved && !req.topicUnresolved;
  if (p.toNewThread && (req.isStreamEdited || renamed)) {
    let text: string;
    if (
      p.movedAllVisible &&
      !(await hasVisibleOtherMessages(c, targetStream, targetTopic, [...p.changedIds, p.resolveNoticeId ?? 0]))
    ) {
      text = `This topic was moved here from ${oldLocation} by ${user}.`;
    } else if (count === 1) {
      const link = channelMessageUrl(realmUrl(c.deps.server, c.realm.stringId), {
        id: p.targetMessageId,
        streamId: targetStream.id,
        streamName: targetStream.name,
        topic: targetTopic,
      });
      text = `[A message](${link}) was moved here from ${oldLocation} by ${user}.`;
    } else {
      text = `${count} messages were moved here from ${oldLocation} by ${user}.`;
    }
    await sendBotMessage(c, targetStream, targetTopic, text);
  }
  if (p.toOldThread) {
    let text: string;
    if (p.movedAllVisible) text = `This topic was moved to ${newLocation} by ${user}.`;
    else if (count === 1) text = `A message was moved from this topic to ${newLocation} by ${user}.`;
    else text = `${count} messages were moved from this topic to ${newLocation} by ${user}.`;
    await sendBotMessage(c, origStream, origTopic, text);
  }
}

/** Whether the acting user can see messages in the topic besides `excluded` (judged by their own access). */
async function hasVisibleOtherMessages(
  c: EditContext,
  stream: Stream,
  topic: string,
  excluded: number[],
): Promise<boolean> {
  const access = await channelMessageAccess(c.tx, c.actor, stream);
  const scope = { realmId: c.realm.id, recipientId: stream.recipientId, topic, userId: c.actor.id };
  return (await selectTopicMessageIds(c.tx, access, scope, { excludeIds: excluded, limit: 1 })).length > 0;
}

export type { EditContext };
