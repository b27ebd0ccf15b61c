import { usersAlertedBy } from '../../alert-words/matching.ts';
import { usersMuting } from '../muting.ts';
import type { Actor } from '../../actor.ts';
import type { Deps, SqlTx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import { userSettingsOf } from '../../settings/user-settings.ts';
import { RecipientType } from '../../recipient-type.ts';
import { BotType } from '../../roles.ts';
import { FLAG_BIT } from '../flags.ts';
import {
  checkTopicCharacters,
  EMPTY_TOPIC_DISPLAY_NAME,
  normalizeTopicInput,
  truncateTopic,
} from '../../message-limits.ts';
import type { LoadedMessage } from '../load.ts';
import { linksOf, renderMessageSql, renderSettingsOf } from '../../markdown/render-message.ts';
import { claimableAttachments, linkAttachments } from '../attachments/claims.ts';
import { insertMessageSql, renderedColumns, topicParticipantIdsSql, type NewMessageRow } from '../store.ts';
import { applySenderTopicVisibility, visibilityNeedsStartsTopic } from './auto-visibility.ts';
import { checkSendAccess } from './channel-access.ts';
import { loadChannelSendTarget, type ChannelSendTarget } from './channel-target.ts';
import { guestsWithoutAccess } from '../../users/user-access.ts';
import { emitHidingSender } from '../inaccessible-sender.ts';
import { emitNewMessage } from './message-events.ts';
import { checkMentionPermissions, groupMentionUserIds } from './mention-checks.ts';
import type { ChannelAddress } from './addresses.ts';
import type { SendMessageInput, SendMessageResult } from './send-message.ts';
import type { Submessage } from '../model.ts';
import { insertWidget } from '../submessages/store.ts';
import { messageWidget } from '../submessages/widget-content.ts';

function channelTopic(raw: string | undefined): string {
  if (raw === undefined) throw badRequest('Missing topic');
  const topic = normalizeTopicInput(raw);
  checkTopicCharacters(topic);
  return truncateTopic(topic);
}

function checkTopicsPolicy(realmSettings: Record<string, unknown>, topicsPolicy: string, topic: string): void {
  const policy = topicsPolicy === 'inherit' ? String(realmSettings.topics_policy) : topicsPolicy;
  if (policy === 'disable_empty_topic' && topic === '') {
    throw badRequest(`Sending messages to the ${EMPTY_TOPIC_DISPLAY_NAME} is not allowed in this channel.`, {
      empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
    });
  }
  if (policy === 'empty_topic_only' && topic !== '') {
    throw badRequest(`Only the ${EMPTY_TOPIC_DISPLAY_NAME} topic is allowed in this channel.`, {
      empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
    });
  }
}

/**
 * A message to a channel, entirely on the raw driver (inside `inSqlTransaction`):
 * through Prisma this path cost ~15 statements of client overhead per message, which
 * bounded POST /messages (bench/messages.ts). The reads are folded into one statement
 * (loadChannelSendTarget), the writes into one more (insertMessageSql), and the
 * `message` event is built from the values just written instead of read back.
 */
export async function sendToChannel(
  deps: Deps,
  sql: SqlTx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  address: ChannelAddress,
  input: SendMessageInput,
  content: string,
): Promise<SendMessageResult> {
  const sender = actor.user;
  const topic = channelTopic(input.topic);
  const senderSettings = userSettingsOf(sender.settings);
  const target = await loadChannelSendTarget(
    sql,
    actor.realm.id,
    address,
    sender,
    topic,
    visibilityNeedsStartsTopic(senderSettings),
  );
  const { stream } = target;
  const skipAccessCheck = input.skipChannelAccessCheck === true && sender.botType === BotType.OUTGOING_WEBHOOK;
  if (!skipAccessCheck) {
    await checkSendAccess(sender, stream, {
      maySend: () => target.maySend,
      subscribed: () => target.subscribed,
      ownerSubscribed: () => target.ownerSubscribed,
    });
  }
  const realmSettings = realmSettingsOf(actor.realm.settings);
  checkTopicsPolicy(realmSettings, stream.topicsPolicy, topic);
  const widget = messageWidget(content, input.widgetContent);
  if (stream.recipientId === null) throw new Error(`channel ${stream.id} has no recipient`);
  const recipientId = stream.recipientId;
  const linkifiers = await deps.linkifiers.forRealm(sql, actor.realm.id);
  const rendered = await renderMessageSql(
    sql,
    deps.server,
    deps.renderer,
    { realm: actor.realm, sender, content, linkifiers: linkifiers.linkifiers, channelLinks: linksOf(sender) },
    renderSettingsOf(realmSettings, senderSettings),
  );
  let participants: number[] | undefined;
  const loadParticipants = async () =>
    (participants ??= await topicParticipantIdsSql(sql, actor.realm.id, recipientId, topic));
  await checkMentionPermissions(sql, sender, realmSettings, rendered, {
    subscribers: target.subscribers.length,
    participants: async () => (await loadParticipants()).length,
  });
  const mentioned = new Set(rendered.mentionedUserIds);
  for (const id of await groupMentionUserIds(sql, rendered.mentionedGroupIds)) mentioned.add(id);
  const topicWildcardUsers = rendered.mentionsTopicWildcard
    ? new Set([...(await loadParticipants()), sender.id])
    : new Set<number>();
  const recipients = new Set(target.subscribers);
  recipients.add(sender.id);
  const alerted = await usersAlertedBy(sql, content, sender.id, recipients);
  const muting = await usersMuting(sql, sender.id, recipients);
  const flags = new Map<number, number>();
  for (const uid of recipients) {
    let f = 0;
    if (alerted.has(uid)) f |= FLAG_BIT.has_alert_word;
    if (muting.has(uid)) f |= FLAG_BIT.read;
    if (uid === sender.id && input.readBySender !== false) f |= FLAG_BIT.read;
    if (mentioned.has(uid)) f |= FLAG_BIT.mentioned;
    if (rendered.mentionsStreamWildcard) f |= FLAG_BIT.stream_wildcard_mentioned;
    if (topicWildcardUsers.has(uid)) f |= FLAG_BIT.topic_wildcard_mentioned;
    flags.set(uid, f);
  }
  // Like Zulip, the sender always gets a UserMessage row, subscribed or not.
  const claims =
    rendered.linkedUploadPaths.length === 0 ? [] : await claimableAttachments(sql, actor, rendered.linkedUploadPaths);
  const now = deps.clock.now();
  const row: NewMessageRow = {
    realmId: actor.realm.id,
    senderId: sender.id,
    recipientId,
    isChannelMessage: true,
    subject: topic,
    content,
    dateSent: now,
    sendingClient: input.client,
    ...renderedColumns(rendered),
    // Zulip's has_attachment: links that claimed a file, not any upload-shaped link.
    hasAttachment: claims.length > 0,
  };
  const id = await insertMessageSql(sql, row, flags);
  await linkAttachments(sql, actor, id, claims, emit);
  const submessages = widget === null ? [] : [await insertWidget(sql, id, sender.id, widget)];
  if (stream.firstMessageId === null) {
    await sql.query(`UPDATE stream SET first_message_id = $1 WHERE id = $2`, [id, stream.id]);
  }
  const policy = await applySenderTopicVisibility(sql, emit, {
    sender,
    settings: senderSettings,
    streamId: stream.id,
    recipientId,
    topic,
    current: target.visibilityPolicy,
    startsTopic: target.topicExists === false,
    channelMuted: target.channelMuted,
    now,
  });
  // Zulip: a sender posting to a channel it is not subscribed to may be inaccessible to guest subscribers.
  const hiddenFrom =
    target.subscribed || sender.isBot ? new Set<number>() : await guestsWithoutAccess(sql, sender, [...recipients]);
  emitNewMessage(
    emitHidingSender(emit, hiddenFrom, deps.server),
    actor,
    newChannelMessageView(id, row, target, submessages),
    flags,
    input,
    linkifiers.topicLinks,
  );
  return policy === undefined ? { id } : { id, automaticNewVisibilityPolicy: policy };
}

/** What `loadMessages` would read back for the message just inserted (no edits, no reactions yet; its widget). */
function newChannelMessageView(
  id: number,
  m: NewMessageRow,
  target: ChannelSendTarget,
  submessages: Submessage[],
): LoadedMessage {
  const s = target.sender;
  return {
    id,
    senderId: m.senderId,
    senderFullName: s.fullName,
    senderEmail: s.email,
    senderEmailPublic: s.email.toLowerCase() === s.deliveryEmail.toLowerCase(),
    senderDeliveryEmail: s.deliveryEmail,
    senderAvatarVersion: s.avatarVersion,
    recipientId: m.recipientId,
    recipientType: RecipientType.STREAM,
    // A channel message's recipient_id is the same for everyone.
    senderRecipientId: null,
    streamId: target.stream.id,
    streamName: target.stream.name,
    subject: m.subject,
    content: m.content,
    renderedContent: m.renderedContent,
    dateSent: m.dateSent,
    sendingClient: m.sendingClient,
    isMeMessage: m.isMeMessage,
    lastEditTime: null,
    lastMovedTime: null,
    editHistory: null,
    hasAttachment: m.hasAttachment,
    hasImage: m.hasImage,
    hasLink: m.hasLink,
    reactions: [],
    submessages,
    dmUsers: [],
  };
}
