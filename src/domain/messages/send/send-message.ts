import type { Stream } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { inTransaction, type Deps, type Tx } from '../../context.ts';
import { badRequest, DomainError, streamDoesNotExist, streamIdDoesNotExist } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import type { UserRow } from '../../users/format.ts';
import { FLAG_BIT } from '../flags.ts';
import { checkTopicCharacters, EMPTY_TOPIC_DISPLAY_NAME, normalizeContent, normalizeTopicInput, truncateTopic } from '../limits.ts';
import { renderMessage } from '../render-message.ts';
import type { RenderResult } from '../markdown/types.ts';
import { activeSubscriberIds, insertMessage, topicExists, topicParticipantIds } from '../store.ts';
import { publishNewMessage } from './message-events.ts';
import { applySenderTopicVisibility } from './auto-visibility.ts';
import { checkCanSendToChannel } from './channel-access.ts';
import { parseChannelTo, parseDirectTo, type ChannelAddress, type DirectAddress } from './parse-to.ts';
import { directRecipientId, resolveDirectRecipients } from './resolve-direct.ts';

/** Zulip's WILDCARD_MENTION_THRESHOLD: larger audiences need can_mention_many_users_group. */
export const WILDCARD_MENTION_THRESHOLD = 15;

export interface SendMessageInput {
  type: 'direct' | 'private' | 'stream' | 'channel';
  to?: string;
  topic?: string;
  content: string;
  client: string;
  readBySender?: boolean;
  localId?: string;
  queueId?: string;
}

export interface SendMessageResult {
  id: number;
  automatic_new_visibility_policy?: number;
}

type Address = { channel: ChannelAddress } | { direct: DirectAddress };

/** POST /messages: validates in Zulip's order, stores, and publishes `message` events after commit. */
export async function sendMessage(deps: Deps, actor: Actor, input: SendMessageInput): Promise<SendMessageResult> {
  const isChannel = input.type === 'stream' || input.type === 'channel';
  let address: Address;
  if (isChannel) {
    if (input.to === undefined) throw badRequest('Missing channel');
    address = { channel: parseChannelTo(input.to) };
  } else {
    address = { direct: parseDirectTo(input.to ?? '[]') };
  }
  const content = normalizeContent(input.content);
  return inTransaction(deps, async (tx, emit) => {
    if ('channel' in address) return sendToChannel(deps, tx, emit, actor, address.channel, input, content);
    return sendDirect(deps, tx, emit, actor, address.direct, input, content);
  });
}

function channelTopic(raw: string | undefined): string {
  if (raw === undefined) throw badRequest('Missing topic');
  const topic = normalizeTopicInput(raw);
  checkTopicCharacters(topic);
  return truncateTopic(topic);
}

async function lookupChannel(tx: Tx, realmId: number, address: ChannelAddress): Promise<Stream> {
  if (address.kind === 'id') {
    const s = await tx.stream.findFirst({ where: { id: address.id, realmId } });
    if (!s) throw streamIdDoesNotExist(address.id);
    return s;
  }
  const name = address.name.trim();
  if (name === '') throw badRequest("Channel name can't be empty.");
  const s = await tx.stream.findFirst({ where: { realmId, name: { equals: name, mode: 'insensitive' } } });
  if (!s) throw streamDoesNotExist(escapeHtml(name));
  return s;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function checkTopicsPolicy(realmSettings: Record<string, unknown>, stream: Stream, topic: string): void {
  const policy = stream.topicsPolicy === 'inherit' ? String(realmSettings.topics_policy) : stream.topicsPolicy;
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

/** Wildcard and group mentions the sender may not use (Zulip's check order). */
async function checkMentionPermissions(
  tx: Tx,
  sender: UserRow,
  realmSettings: Record<string, unknown>,
  rendered: RenderResult,
  audience: { subscribers: number; participants: () => Promise<number> },
): Promise<void> {
  const mayMentionMany = () => hasGroupPermission(tx, sender, Number(realmSettings.can_mention_many_users_group), true);
  if (rendered.mentionsStreamWildcard && audience.subscribers > WILDCARD_MENTION_THRESHOLD && !(await mayMentionMany())) {
    throw new DomainError(
      'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
      'You do not have permission to use channel wildcard mentions in this channel.',
    );
  }
  if (rendered.mentionsTopicWildcard && (await audience.participants()) > WILDCARD_MENTION_THRESHOLD && !(await mayMentionMany())) {
    throw new DomainError(
      'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
      'You do not have permission to use topic wildcard mentions in this topic.',
    );
  }
  if (rendered.mentionedGroupIds.length > 0) {
    const groups = await tx.userGroup.findMany({ where: { id: { in: rendered.mentionedGroupIds } } });
    for (const g of groups) {
      if (g.canMentionGroupId !== null && !(await hasGroupPermission(tx, sender, g.canMentionGroupId, true))) {
        throw badRequest(`You are not allowed to mention user group '${g.name}'.`);
      }
    }
  }
}

/** Members of the mentioned groups (recursively), who get the `mentioned` flag. */
async function groupMentionUserIds(tx: Tx, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number }>>(
    `WITH RECURSIVE g(id) AS (
       SELECT unnest($1::int[])
       UNION
       SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
     )
     SELECT DISTINCT m.user_id FROM user_group_membership m JOIN g ON m.user_group_id = g.id`,
    groupIds,
  );
  return new Set(rows.map((r) => r.user_id));
}

async function sendToChannel(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  address: ChannelAddress,
  input: SendMessageInput,
  content: string,
): Promise<SendMessageResult> {
  const topic = channelTopic(input.topic);
  const stream = await lookupChannel(tx, actor.realm.id, address);
  await checkCanSendToChannel(tx, actor.user, stream);
  const realmSettings = realmSettingsOf(actor.realm.settings);
  checkTopicsPolicy(realmSettings, stream, topic);
  if (stream.recipientId === null) throw new Error(`channel ${stream.id} has no recipient`);
  const recipientId = stream.recipientId;
  const rendered = await renderMessage(tx, deps.server, deps.renderer, { realm: actor.realm, sender: actor.user, content });
  const subscribers = await activeSubscriberIds(tx, recipientId);
  let participants: number[] | undefined;
  const loadParticipants = async () => (participants ??= await topicParticipantIds(tx, actor.realm.id, recipientId, topic));
  await checkMentionPermissions(tx, actor.user, realmSettings, rendered, {
    subscribers: subscribers.length,
    participants: async () => (await loadParticipants()).length,
  });
  const startsTopic = !(await topicExists(tx, actor.realm.id, recipientId, topic));
  const mentioned = new Set(rendered.mentionedUserIds);
  for (const id of await groupMentionUserIds(tx, rendered.mentionedGroupIds)) mentioned.add(id);
  const topicWildcardUsers = rendered.mentionsTopicWildcard ? new Set([...(await loadParticipants()), actor.user.id]) : new Set<number>();
  const recipients = new Set(subscribers);
  recipients.add(actor.user.id);
  const flags = new Map<number, number>();
  for (const uid of recipients) {
    let f = 0;
    if (uid === actor.user.id && input.readBySender !== false) f |= FLAG_BIT.read;
    if (mentioned.has(uid)) f |= FLAG_BIT.mentioned;
    if (rendered.mentionsStreamWildcard) f |= FLAG_BIT.stream_wildcard_mentioned;
    if (topicWildcardUsers.has(uid)) f |= FLAG_BIT.topic_wildcard_mentioned;
    flags.set(uid, f);
  }
  // Like Zulip, the sender always gets a UserMessage row, subscribed or not.
  const now = deps.clock.now();
  const id = await insertMessage(
    tx,
    {
      realmId: actor.realm.id,
      senderId: actor.user.id,
      recipientId,
      isChannelMessage: true,
      subject: topic,
      content,
      renderedContent: rendered.html,
      dateSent: now,
      sendingClient: input.client,
      hasAttachment: rendered.hasAttachment,
      hasImage: rendered.hasImage,
      hasLink: rendered.hasLink,
      isMeMessage: rendered.isMeMessage,
    },
    flags,
  );
  if (stream.firstMessageId === null) {
    await tx.stream.update({ where: { id: stream.id }, data: { firstMessageId: id } });
  }
  const sub = await tx.subscription.findUnique({
    where: { userId_recipientId: { userId: actor.user.id, recipientId } },
    select: { isMuted: true },
  });
  const policy = await applySenderTopicVisibility(tx, emit, {
    sender: actor.user,
    streamId: stream.id,
    recipientId,
    topic,
    startsTopic,
    channelMuted: sub?.isMuted ?? false,
    now,
  });
  await publishNewMessage(tx, emit, actor, id, flags, input);
  return policy === undefined ? { id } : { id, automatic_new_visibility_policy: policy };
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
  const rendered = await renderMessage(tx, deps.server, deps.renderer, { realm: actor.realm, sender: actor.user, content });
  await checkMentionPermissions(tx, actor.user, realmSettings, rendered, {
    subscribers: participants.length,
    participants: async () => participants.length,
  });
  const mentioned = new Set(rendered.mentionedUserIds);
  for (const id of await groupMentionUserIds(tx, rendered.mentionedGroupIds)) mentioned.add(id);
  const flags = new Map<number, number>();
  for (const u of participants) {
    let f = FLAG_BIT.is_private;
    if (u.id === actor.user.id && input.readBySender !== false) f |= FLAG_BIT.read;
    if (mentioned.has(u.id)) f |= FLAG_BIT.mentioned;
    if (rendered.mentionsStreamWildcard) f |= FLAG_BIT.stream_wildcard_mentioned;
    if (rendered.mentionsTopicWildcard) f |= FLAG_BIT.topic_wildcard_mentioned;
    flags.set(u.id, f);
  }
  const id = await insertMessage(
    tx,
    {
      realmId: actor.realm.id,
      senderId: actor.user.id,
      recipientId,
      isChannelMessage: false,
      subject: '',
      content,
      renderedContent: rendered.html,
      dateSent: deps.clock.now(),
      sendingClient: input.client,
      hasAttachment: rendered.hasAttachment,
      hasImage: rendered.hasImage,
      hasLink: rendered.hasLink,
      isMeMessage: rendered.isMeMessage,
    },
    flags,
  );
  await publishNewMessage(tx, emit, actor, id, flags, input);
  return { id };
}
