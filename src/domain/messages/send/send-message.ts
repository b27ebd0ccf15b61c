import { usersAlertedBy } from '../../alert-words/matching.ts';
import { usersMuting } from '../muting.ts';
import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inSqlTransaction, inTransaction, type Deps, type Tx } from '../../context.ts';
import { badRequest, notAuthorizedForQuery } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import { FLAG_BIT } from '../flags.ts';
import { normalizeContent } from '../../message-limits.ts';
import { linksOf, renderMessage } from '../../markdown/render-message.ts';
import { insertMessage, renderedColumns } from '../store.ts';
import { publishNewMessage } from './message-events.ts';
import { claimableAttachments, linkAttachments } from '../attachments/claims.ts';
import { checkMentionPermissions, groupMentionUserIds } from './mention-checks.ts';
import type { DirectAddress, MessageRecipient } from './addresses.ts';
import { directRecipientId, resolveDirectRecipients } from './resolve-direct.ts';
import { sendToChannel } from './send-channel.ts';
import { withBotOwnerNotices } from './bot-owner-notice.ts';
import { insertWidget } from '../submessages/store.ts';
import { checkDirectMessageAccess, emitAccessGained } from '../../users/access-events.ts';
import { messageWidget, type WidgetContentInput } from '../submessages/widget-content.ts';

export { WILDCARD_MENTION_THRESHOLD } from './mention-checks.ts';

export interface SendMessageInput {
  recipient: MessageRecipient;
  /** Channel messages only. */
  topic?: string;
  content: string;
  client: string;
  readBySender?: boolean;
  localId?: string;
  queueId?: string;
  /** A widget to attach (Zulip's widget_content; zform only), instead of one a `/poll` or `/todo` content makes. */
  widgetContent?: WidgetContentInput;
  /**
   * Zulip's skip_stream_access_check, for an outgoing-webhook bot's reply: it
   * goes where the message that called the bot went. Ignored for any other sender.
   */
  skipChannelAccessCheck?: boolean;
  /** Zulip's `forged`: the message claims another sender or time, which only a user allowed to forge senders may ask. */
  forged?: boolean;
  /** Zulip's `sender`: the sender a mirroring client names. */
  mirroredSender?: string;
}

export interface SendMessageResult {
  id: number;
  /** The sender's topic visibility policy set by this message (Zulip's automatic_new_visibility_policy), if any. */
  automaticNewVisibilityPolicy?: number;
}

/**
 * POST /messages: validates in Zulip's order, stores, and publishes `message` events after commit.
 * Channel messages (the hot path) run on the raw driver; direct messages on Prisma.
 */
export async function sendMessage(deps: Deps, actor: Actor, input: SendMessageInput): Promise<SendMessageResult> {
  checkSenderNotForged(input);
  const sent = await storeMessage(deps, actor, input);
  // After the commit, and without waiting: outgoing-webhook bots the message mentions or is addressed to are called.
  deps.outgoingWebhooks.messageSent(actor, input, sent.id);
  return sent;
}

/**
 * Zulip's send_message_backend, after parsing: no user here may forge a
 * sender (can_forge_sender) and no client is a mirroring one, so `forged`
 * and `sender` are refused.
 */
function checkSenderNotForged(input: SendMessageInput): void {
  if (input.forged === true) throw notAuthorizedForQuery();
  if (input.mirroredSender !== undefined) throw badRequest('Invalid mirrored message');
}

async function storeMessage(deps: Deps, actor: Actor, input: SendMessageInput): Promise<SendMessageResult> {
  const { recipient } = input;
  if (recipient.type === 'channel') {
    const address = recipient.channel;
    if (address === null) throw badRequest('Missing channel');
    const content = normalizeContent(input.content);
    return withBotOwnerNotices(deps, actor, address, () =>
      inSqlTransaction(deps, (sql, emit) => sendToChannel(deps, sql, emit, actor, address, input, content)),
    );
  }
  const address = recipient.to;
  const content = normalizeContent(input.content);
  return inTransaction(deps, (tx, emit) => sendDirect(deps, tx, emit, actor, address, input, content));
}

/**
 * A send inside the caller's transaction, with the same checks and writes as
 * POST /messages (a scheduled message's check when it is scheduled, and its
 * delivery with the mark that it was delivered). The caller calls
 * `deps.outgoingWebhooks.messageSent` after its commit.
 */
export async function sendMessageIn(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  checkSenderNotForged(input);
  const { recipient } = input;
  const content = normalizeContent(input.content);
  if (recipient.type === 'direct') return sendDirect(deps, tx, emit, actor, recipient.to, input, content);
  if (recipient.channel === null) throw badRequest('Missing channel');
  const sql = prismaReader(tx);
  const exec = async (text: string): Promise<void> => void (await tx.$executeRawUnsafe(text));
  return sendToChannel(deps, { query: sql.query, exec }, emit, actor, recipient.channel, input, content);
}

async function sendDirect(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  address: DirectAddress,
  input: SendMessageInput,
  content: string,
): Promise<SendMessageResult> {
  const others = await resolveDirectRecipients(tx, actor.realm.id, address);
  const gains = await checkDirectMessageAccess(prismaReader(tx), actor, others);
  const realmSettings = realmSettingsOf(actor.realm.settings);
  const participants = [...new Map([actor.user, ...others].map((u) => [u.id, u])).values()];
  const dmPermission = Number(realmSettings.direct_message_permission_group);
  // Zulip: a conversation needs at least one participant allowed to send DMs (bots aside).
  const allowed = await Promise.all(participants.map((u) => hasGroupPermission(tx, u, dmPermission, true)));
  if (!allowed.some(Boolean)) {
    throw badRequest(
      participants.length === 1 || allowed.length === 0
        ? 'Direct messages are disabled in this organization.'
        : 'This conversation does not include any users who can authorize it.',
    );
  }
  const recipientId = await directRecipientId(tx, actor.realm.id, actor.user, others);
  const widget = messageWidget(content, input.widgetContent);
  const rendered = await renderMessage(tx, deps.server, deps.renderer, {
    realm: actor.realm,
    sender: actor.user,
    content,
    channelLinks: linksOf(actor.user),
  });
  const sql = prismaReader(tx);
  await checkMentionPermissions(sql, actor.user, realmSettings, rendered, {
    subscribers: participants.length,
    participants: async () => participants.length,
  });
  const mentioned = new Set(rendered.mentionedUserIds);
  for (const id of await groupMentionUserIds(sql, rendered.mentionedGroupIds)) mentioned.add(id);
  const alerted = await usersAlertedBy(
    sql,
    content,
    actor.user.id,
    participants.map((u) => u.id),
  );
  const muting = await usersMuting(
    sql,
    actor.user.id,
    participants.map((u) => u.id),
  );
  const flags = new Map<number, number>();
  for (const u of participants) {
    let f = FLAG_BIT.is_private;
    if (alerted.has(u.id)) f |= FLAG_BIT.has_alert_word;
    if (muting.has(u.id)) f |= FLAG_BIT.read;
    if (u.id === actor.user.id && input.readBySender !== false) f |= FLAG_BIT.read;
    if (mentioned.has(u.id)) f |= FLAG_BIT.mentioned;
    if (rendered.mentionsStreamWildcard) f |= FLAG_BIT.stream_wildcard_mentioned;
    if (rendered.mentionsTopicWildcard) f |= FLAG_BIT.topic_wildcard_mentioned;
    flags.set(u.id, f);
  }
  const claims =
    rendered.linkedUploadPaths.length === 0
      ? []
      : await claimableAttachments(prismaReader(tx), actor, rendered.linkedUploadPaths);
  const id = await insertMessage(
    tx,
    {
      realmId: actor.realm.id,
      senderId: actor.user.id,
      recipientId,
      isChannelMessage: false,
      subject: '',
      content,
      dateSent: deps.clock.now(),
      sendingClient: input.client,
      ...renderedColumns(rendered),
      hasAttachment: claims.length > 0,
    },
    flags,
  );
  await linkAttachments(prismaReader(tx), actor, id, claims, emit);
  if (widget !== null) await insertWidget(prismaReader(tx), id, actor.user.id, widget);
  // As in Zulip's do_send_messages, guests hear of the users they now access before the message itself.
  await emitAccessGained(tx, emit, actor.realm.id, gains);
  await publishNewMessage(tx, emit, actor, id, flags, input);
  return { id };
}
