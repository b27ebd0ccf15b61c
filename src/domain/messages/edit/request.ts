import { createHash } from 'node:crypto';
import type { Stream } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../actor.ts';
import { accessChannelById, ChannelViewer } from '../../channels/access.ts';
import { pyStrip } from '../../python-text.ts';
import type { Tx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import {
  checkTopicCharacters,
  EMPTY_TOPIC_DISPLAY_NAME,
  normalizeContent,
  RESOLVED_TOPIC_PREFIX,
  truncateTopic,
} from '../../message-limits.ts';
import type { AccessedMessage } from '../single/access.ts';
import { emptyTopicNotAllowed, noEditPermission, onlyEmptyTopicAllowed, previousContentMismatch } from './errors.ts';

export const PROPAGATE_MODES = ['change_later', 'change_one', 'change_all'] as const;
export type PropagateMode = (typeof PROPAGATE_MODES)[number];

/** PATCH /messages/{message_id}, as both transports hand it to the domain. */
export interface EditMessageInput {
  content?: string;
  prevContentSha256?: string;
  propagateMode: PropagateMode;
  sendNotificationToNewThread: boolean;
  sendNotificationToOldThread: boolean;
  streamId?: number;
  topic?: string;
}

/** Zulip's grace period on every edit and move limit (clients may offer editing 15 s past it). */
export const EDIT_LIMIT_BUFFER_SECONDS = 20;

export const secondsSince = (d: Date, now: Date): number => (now.getTime() - d.getTime()) / 1000;

/** Zulip's validate_user_can_edit_message: content edits are for the sender only, within the limit. */
export function validateUserCanEditContent(actor: Actor, m: AccessedMessage, now: Date): void {
  const settings = realmSettingsOf(actor.realm.settings);
  if (settings.allow_message_editing === false) throw badRequest('Your organization has turned off message editing');
  if (m.senderId !== actor.user.id) throw noEditPermission();
  const limit = settings.message_content_edit_limit_seconds;
  if (typeof limit === 'number' && secondsSince(m.dateSent, now) > limit + EDIT_LIMIT_BUFFER_SECONDS) {
    throw badRequest('The time limit for editing this message has passed');
  }
}

/**
 * The requested topic as Zulip compares it: stripped, "general chat" read as
 * the empty topic, and an unchanged topic (exact, case-sensitive) as no topic at all.
 */
export function effectiveTopic(topic: string | undefined, m: AccessedMessage): string | undefined {
  if (topic === undefined) return undefined;
  const t = pyStrip(topic);
  const stored = t === EMPTY_TOPIC_DISPLAY_NAME ? '' : t;
  const current = m.isChannelMessage ? m.subject : '';
  return stored === current ? undefined : stored;
}

const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/** Zulip's validate_message_edit_payload, in its order (`isWidget`: the message has submessages). */
export function validateEditPayload(
  m: AccessedMessage,
  p: { streamId?: number; topic?: string; propagateMode: PropagateMode; content?: string; prevContentSha256?: string },
  isWidget: boolean,
): void {
  if (p.topic === undefined && p.content === undefined && p.streamId === undefined)
    throw badRequest('Nothing to change');
  if (!m.isChannelMessage) {
    if (p.streamId !== undefined) throw badRequest('Direct messages cannot be moved to channels.');
    if (p.topic !== undefined) throw badRequest('Direct messages cannot have topics.');
  }
  if (p.propagateMode !== 'change_one' && p.topic === undefined && p.streamId === undefined) {
    throw badRequest('Invalid propagate_mode without topic edit');
  }
  if (p.topic === RESOLVED_TOPIC_PREFIX.trim() || p.topic === `${RESOLVED_TOPIC_PREFIX}${EMPTY_TOPIC_DISPLAY_NAME}`) {
    throw badRequest('General chat cannot be marked as resolved');
  }
  if (p.topic !== undefined) checkTopicCharacters(p.topic);
  if (p.streamId !== undefined && p.content !== undefined) {
    throw badRequest('Cannot change message content while changing channel');
  }
  if (p.content !== undefined && isWidget) throw badRequest('Widgets cannot be edited.');
  if (p.prevContentSha256 !== undefined && p.prevContentSha256 !== sha256Hex(m.content))
    throw previousContentMismatch();
}

export interface DirectEditRequest {
  kind: 'direct';
  content: string;
}

/** Zulip's StreamMessageEditRequest. */
export interface ChannelEditRequest {
  kind: 'channel';
  isContentEdited: boolean;
  content: string;
  isTopicEdited: boolean;
  origTopic: string;
  targetTopic: string;
  topicResolved: boolean;
  topicUnresolved: boolean;
  isStreamEdited: boolean;
  origStream: Stream;
  targetStream: Stream;
  propagateMode: PropagateMode;
  isMessageMoved: boolean;
}

export type EditRequest = DirectEditRequest | ChannelEditRequest;

/** Content that is blank after trimming is stored as "(deleted)", then normalized like a new message. */
function newContent(content: string): string {
  return normalizeContent(content.trimEnd() === '' ? '(deleted)' : content);
}

/** Python's str.lstrip("✔ "): every leading check mark or space. */
const stripResolvedPrefix = (topic: string): string => topic.replace(/^[✔ ]+/u, '');

/** The channel's topics policy, the realm's when the channel inherits. */
function topicsPolicyOf(actor: Actor, stream: Stream): string {
  return stream.topicsPolicy === 'inherit'
    ? String(realmSettingsOf(actor.realm.settings).topics_policy)
    : stream.topicsPolicy;
}

/**
 * Zulip's build_message_edit_request: the new content, the target topic
 * (truncated) and whether the change only toggles the resolved prefix, the
 * target channel (which must be active and accessible), and the channel's
 * topics policy.
 */
export async function buildEditRequest(
  tx: Tx,
  actor: Actor,
  m: AccessedMessage,
  p: { streamId?: number; topic?: string; propagateMode: PropagateMode; content?: string },
): Promise<EditRequest> {
  const content = p.content === undefined ? m.content : newContent(p.content);
  if (!m.isChannelMessage || m.channel === null) return { kind: 'direct', content };
  const origTopic = m.subject;
  let targetTopic = origTopic;
  let topicResolved = false;
  let topicUnresolved = false;
  if (p.topic !== undefined) {
    targetTopic = truncateTopic(p.topic);
    const prefix = RESOLVED_TOPIC_PREFIX;
    topicResolved =
      targetTopic.startsWith(prefix) && !origTopic.startsWith(prefix) && p.topic.slice(prefix.length) === origTopic;
    topicUnresolved =
      origTopic.startsWith(prefix) && !targetTopic.startsWith(prefix) && stripResolvedPrefix(origTopic) === targetTopic;
  }
  const origStream = await tx.stream.findUniqueOrThrow({ where: { id: m.channel.id } });
  const targetStream =
    p.streamId === undefined
      ? origStream
      : (await accessChannelById(new ChannelViewer(tx, actor.user), p.streamId)).stream;
  const isTopicEdited = p.topic !== undefined;
  const isStreamEdited = p.streamId !== undefined;
  const policy = topicsPolicyOf(actor, targetStream);
  const targetEmpty = targetTopic === '' || targetTopic === '(no topic)';
  if (targetEmpty && (isTopicEdited || isStreamEdited) && policy === 'disable_empty_topic')
    throw emptyTopicNotAllowed();
  if (policy === 'empty_topic_only' && !targetEmpty) throw onlyEmptyTopicAllowed();
  return {
    kind: 'channel',
    isContentEdited: p.content !== undefined,
    content,
    isTopicEdited,
    origTopic,
    targetTopic,
    topicResolved,
    topicUnresolved,
    isStreamEdited,
    origStream,
    targetStream,
    propagateMode: p.propagateMode,
    isMessageMoved: isTopicEdited || isStreamEdited,
  };
}
