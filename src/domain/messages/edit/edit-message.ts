import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { unixSeconds } from '../../clock.ts';
import { inTransaction, type Deps, type Tx } from '../../context.ts';
import type { EventOf } from '../../events/types.ts';
import { channelMessageAccess, selectTopicMessageIds } from '../../topics/access.ts';
import { accessMessage, type AccessedMessage } from '../single/access.ts';
import { syncMessageAttachments, type AttachmentView } from '../attachments/claims.ts';
import { applyContentEdit, renderEditedContent, type RenderedEdit } from './content.ts';
import { emitUpdateMessage, updateMessageAudience } from './events.ts';
import {
  channelMoveSets,
  moveUserMessages,
  propagatedMessageIds,
  updateMovedMessages,
  type ChannelMoveSets,
  type EditHistoryEntry,
} from './move.ts';
import { maybeSendResolveNotice, sendMoveNotices, type EditContext } from './notifications.ts';
import { checkChangeAllTimeLimit, checkChannelMove, checkTopicEdit } from './permissions.ts';
import {
  buildEditRequest,
  effectiveTopic,
  validateEditPayload,
  validateUserCanEditContent,
  type ChannelEditRequest,
  type EditMessageInput,
} from './request.ts';
import { hasSubmessages } from '../submessages/store.ts';
import { applySenderInitiationPolicy, migrateTopicVisibility } from './topic-visibility.ts';
import { isDbId } from '../../ids.ts';
import { lockTopicsOfMove, type MoveTarget } from '../../topics/topic-lock.ts';
import { pyStrip } from '../../python-text.ts';
import { isStorableText } from '../../text.ts';
import { tooSmall } from '../../bounds.ts';
import { EMPTY_TOPIC_DISPLAY_NAME, truncateTopic } from '../../message-limits.ts';

export interface EditMessageResult {
  /** The editor's uploads that no message references any more after this edit (FL 285). */
  detachedUploads: AttachmentView[];
}

/**
 * PATCH /messages/{message_id} (Zulip's check_update_message and
 * do_update_message): validates and authorizes in Zulip's order, then edits
 * the content and/or moves the message (and, per propagate_mode, the rest of
 * its topic) in one transaction, and records the events and notifications.
 */
export async function editMessage(
  deps: Deps,
  actor: Actor,
  messageId: number,
  request: EditMessageInput,
): Promise<EditMessageResult> {
  const input = normalizedEdit(request);
  return inTransaction(deps, async (tx, emit) => {
    const now = deps.clock.now();
    const movesOthers =
      (input.topic !== undefined || input.streamId !== undefined) && input.propagateMode !== 'change_one';
    if (movesOthers && isDbId(messageId)) await lockTopicsOfMove(tx, messageId, moveTarget(input));
    const m = await accessMessage(prismaReader(tx), actor, messageId, { modifying: true, lock: true });
    if (input.content !== undefined) validateUserCanEditContent(actor, m, now);
    const topic = effectiveTopic(input.topic, m);
    const payload = { ...input, topic };
    validateEditPayload(m, payload, input.content !== undefined && (await hasSubmessages(prismaReader(tx), m.id)));
    const req = await buildEditRequest(tx, actor, m, payload);
    if (req.kind === 'channel') await checkTopicEdit(tx, actor, m, req, now);
    let rendered = input.content === undefined ? null : await renderEditedContent(deps, tx, actor, m, req.content);
    if (req.kind === 'channel') {
      await checkChannelMove(tx, actor, m, req, now);
      await checkChangeAllTimeLimit(tx, actor, m, req, { topic, streamId: input.streamId }, now);
    }
    let detached: AttachmentView[] = [];
    if (rendered) {
      const files = await syncMessageAttachments(
        prismaReader(tx),
        actor,
        m.id,
        rendered.rendered.linkedUploadPaths,
        emit,
      );
      rendered = { ...rendered, rendered: { ...rendered.rendered, hasAttachment: files.hasAttachment } };
      detached = files.detached;
    }
    const ctx: EditContext = { deps, tx, emit, realm: actor.realm, actor: actor.user };
    if (req.kind === 'direct') {
      await editDirectMessage(ctx, m, req.content, rendered, now);
    } else {
      await editChannelMessage(ctx, m, req, rendered, input, now);
    }
    return { detachedUploads: detached };
  });
}

/** Zulip strips the new topic before any check; a channel id is a row id, never negative. */
function normalizedEdit(input: EditMessageInput): EditMessageInput {
  if (input.streamId !== undefined && input.streamId < 0) throw tooSmall('stream_id').about('channelId');
  return input.topic === undefined ? input : { ...input, topic: pyStrip(input.topic) };
}

/**
 * The request's destination for the topic locks, taken before the message is
 * read: the topic as effectiveTopic and buildEditRequest will store it, so
 * that the lock is the one of the topic the messages land in. A channel id no
 * row can have is left out; the request is refused later with Zulip's error.
 */
function moveTarget(input: EditMessageInput): MoveTarget {
  const streamId = input.streamId !== undefined && isDbId(input.streamId) ? input.streamId : undefined;
  // A topic no message can have (a NUL byte) is left out too: validateEditPayload refuses it.
  if (input.topic === undefined || !isStorableText(input.topic)) return { streamId };
  const topic = pyStrip(input.topic);
  return { streamId, topic: truncateTopic(topic === EMPTY_TOPIC_DISPLAY_NAME ? '' : topic) };
}

function baseEvent(actor: Actor['user'], m: AccessedMessage, now: Date): EventOf<'update_message'> {
  return {
    type: 'update_message',
    userId: actor.id,
    editTimestamp: unixSeconds(now),
    messageId: m.id,
    messageIds: [m.id],
    renderingOnly: false,
  };
}

/** Content fields of the history entry and of the event, then the new content stored. */
async function recordContentEdit(
  c: EditContext,
  m: AccessedMessage,
  content: string,
  edit: RenderedEdit,
  entry: EditHistoryEntry,
  event: EventOf<'update_message'>,
  topic: string,
): Promise<void> {
  entry.prev_content = m.content;
  entry.prev_rendered_content = m.renderedContent;
  event.origContent = m.content;
  event.origRenderedContent = m.renderedContent;
  event.content = content;
  event.renderedContent = edit.rendered.html;
  event.isMeMessage = edit.rendered.isMeMessage;
  await applyContentEdit(c.tx, m, edit, { content, realmId: c.realm.id, topic });
}

async function editDirectMessage(
  c: EditContext,
  m: AccessedMessage,
  content: string,
  edit: RenderedEdit | null,
  now: Date,
) {
  if (edit === null) throw new Error('a direct-message edit always edits content');
  const event = baseEvent(c.actor, m, now);
  const entry: EditHistoryEntry = { user_id: c.actor.id, timestamp: unixSeconds(now) };
  await recordContentEdit(c, m, content, edit, entry, event, '');
  await c.tx.$executeRawUnsafe(
    `UPDATE message SET edit_history = $2::text::jsonb || COALESCE(edit_history, '[]'::jsonb), last_edit_time = $3 WHERE id = $1`,
    m.id,
    JSON.stringify([entry]),
    now,
  );
  emitUpdateMessage(c.emit, c.realm.id, event, await updateMessageAudience(c.tx, m.id, null, null));
}

async function editChannelMessage(
  c: EditContext,
  m: AccessedMessage,
  req: ChannelEditRequest,
  edit: RenderedEdit | null,
  input: EditMessageInput,
  now: Date,
): Promise<void> {
  const { tx, emit } = c;
  const event = baseEvent(c.actor, m, now);
  const entry: EditHistoryEntry = { user_id: c.actor.id, timestamp: unixSeconds(now) };
  if (req.isContentEdited && edit !== null)
    await recordContentEdit(c, m, req.content, edit, entry, event, req.targetTopic);
  event.channelName = req.origStream.name;
  event.channelId = req.origStream.id;
  if (req.isMessageMoved) event.propagateMode = req.propagateMode;
  const moved: EditHistoryEntry = {};
  let sets: ChannelMoveSets | null = null;
  if (req.isStreamEdited) {
    moved.prev_stream = req.origStream.id;
    moved.stream = req.targetStream.id;
    event.origTopic = req.origTopic;
    event.newChannelId = req.targetStream.id;
    sets = await channelMoveSets(tx, req.origStream, req.targetStream);
  }
  if (req.isTopicEdited) {
    event.origTopic = req.origTopic;
    event.topic = req.targetTopic;
    event.topicLinks = (await c.deps.linkifiers.forRealm(prismaReader(tx), c.realm.id)).topicLinks(req.targetTopic);
    moved.prev_topic = req.origTopic;
    moved.topic = req.targetTopic;
  }
  const targetTopicHadMessages =
    req.isMessageMoved && (await topicHasMessages(tx, c.realm.id, req.targetStream.recipientId, req.targetTopic));
  const others = await propagatedMessageIds(tx, { user: c.actor, realm: c.realm }, m.id, req);
  const changedIds = [m.id, ...others].sort((a, b) => a - b);
  await updateMovedMessages(tx, [m.id], {
    req,
    entry: { ...entry, ...moved },
    now,
    contentEdited: req.isContentEdited,
  });
  // Other messages only get the topic and channel fields in their history.
  await updateMovedMessages(tx, others, {
    req,
    entry: { user_id: entry.user_id, timestamp: entry.timestamp, ...moved },
    now,
    contentEdited: false,
  });
  const losingAccess = new Set(sets?.losingAccess ?? []);
  if (sets !== null) {
    await moveUserMessages(tx, changedIds, sets);
    if (sets.losingAccess.length > 0) {
      emit({
        realmId: c.realm.id,
        userIds: sets.losingAccess,
        event: {
          type: 'delete_message',
          messageIds: changedIds,
          messageType: 'stream',
          channelId: req.origStream.id,
          topic: req.origTopic,
        },
      });
    }
  }
  event.messageIds = changedIds;
  const audience = await updateMessageAudience(tx, m.id, req, sets);
  const movedAllVisible = req.isMessageMoved && (req.propagateMode === 'change_all' || !(await actorSeesRest(c, req)));
  let followers: Set<number> | null = null;
  if (movedAllVisible) {
    followers = await migrateTopicVisibility(tx, emit, c.realm, req, { losingAccess, targetTopicHadMessages, now });
  } else if (req.isMessageMoved) {
    await applySenderInitiationPolicy(tx, emit, c.realm, req, {
      messageId: m.id,
      senderId: m.senderId,
      changedIds,
      losingAccess,
      now,
    });
  }
  emitUpdateMessage(emit, c.realm.id, event, audience);
  let resolveNoticeId: number | null = null;
  if (req.isTopicEdited && !req.isContentEdited && !req.isStreamEdited)
    resolveNoticeId = await maybeSendResolveNotice(c, req, followers);
  if (req.isMessageMoved) {
    await sendMoveNotices(c, req, {
      targetMessageId: m.id,
      changedIds,
      movedAllVisible,
      resolveNoticeId,
      toOldThread: input.sendNotificationToOldThread,
      toNewThread: input.sendNotificationToNewThread,
    });
  }
}

async function topicHasMessages(tx: Tx, realmId: number, recipientId: number | null, topic: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<Array<{ x: number }>>(
    `SELECT 1 AS x FROM message WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3) AND is_channel_message LIMIT 1`,
    realmId,
    recipientId,
    topic,
  );
  return rows.length > 0;
}

/** Whether messages the actor can see are left in the old topic (then it was not a whole-topic move). */
async function actorSeesRest(c: EditContext, req: ChannelEditRequest): Promise<boolean> {
  const access = await channelMessageAccess(c.tx, c.actor, req.origStream);
  const scope = {
    realmId: c.realm.id,
    recipientId: req.origStream.recipientId,
    topic: req.origTopic,
    userId: c.actor.id,
  };
  return (await selectTopicMessageIds(c.tx, access, scope, { limit: 1 })).length > 0;
}
