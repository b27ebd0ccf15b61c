import { deleteMessage as remove } from '../domain/messages/delete/delete-message.ts';
import { editMessage as edit, type EditMessageResult } from '../domain/messages/edit/edit-message.ts';
import type { EditMessageInput } from '../domain/messages/edit/request.ts';
import { getMessages, type GetMessagesInput, type PageParts } from '../domain/messages/fetch/get-messages.ts';
import {
  updateFlagsForNarrow as flagNarrow,
  type FlagsForNarrowInput,
  type FlagsForNarrowResult,
} from '../domain/messages/flags-update/narrow.ts';
import { updateMessageFlags } from '../domain/messages/flags-update/update-flags.ts';
import {
  markAllAsRead as markAll,
  markChannelAsRead as markChannel,
  markTopicAsRead as markTopic,
  type MarkAllResult,
} from '../domain/messages/flags-update/mark-read.ts';
import { messagesMatchingNarrow as matchingNarrow, type NarrowMatch } from '../domain/messages/fetch/matches-narrow.ts';
import type { NarrowSource } from '../domain/messages/fetch/narrow-terms.ts';
import type { TypedFieldsOrReader } from '../domain/input-reader.ts';
import { readReceipts as receipts } from '../domain/messages/single/read-receipts.ts';
import { addReaction as react, type ReactionInput } from '../domain/messages/reactions/add-reaction.ts';
import { removeReaction as unreact, type RemoveReactionInput } from '../domain/messages/reactions/remove-reaction.ts';
import { getMessageHistory } from '../domain/messages/history/get-history.ts';
import { renderForPreview } from '../domain/messages/render-preview.ts';
import {
  sendMessage as send,
  type SendMessageInput,
  type SendMessageResult,
} from '../domain/messages/send/send-message.ts';
import { getSingleMessage } from '../domain/messages/single/get-message.ts';
import { reportMessage as report, type ReportMessageInput } from '../domain/messages/report/report-message.ts';
import type { MessagesPage, ReadMessage } from '../domain/messages/model.ts';
import { readerOf, type OperationContext, type PublicOperationContext } from './operation-context.ts';

/*
 * The messages area's operations, called by REST's routes and GraphQL's
 * fields alike. Reads return the read model (src/domain/messages/model.ts):
 * REST presents it as Zulip's message dicts, GraphQL resolves its fields.
 */

/** A page of messages; logged out (actor null), of web-public channels as a spectator. */
export async function messagesPage(
  ctx: PublicOperationContext,
  input: TypedFieldsOrReader<GetMessagesInput>,
  parts?: PageParts,
): Promise<MessagesPage> {
  return getMessages(ctx.deps, readerOf(ctx), input, parts);
}

/** One message; logged out (actor null), one of a web-public channel. */
export async function message(
  ctx: PublicOperationContext,
  messageId: number,
  opts: { applyMarkdown: boolean; allowEmptyTopicName: boolean },
): Promise<{ message: ReadMessage; rawContent: string }> {
  return getSingleMessage(ctx.deps, readerOf(ctx), messageId, opts);
}

export const sendMessage = (ctx: OperationContext, input: SendMessageInput): Promise<SendMessageResult> =>
  send(ctx.deps, ctx.actor, input);

export const editMessage = (
  ctx: OperationContext,
  messageId: number,
  input: EditMessageInput,
): Promise<EditMessageResult> => edit(ctx.deps, ctx.actor, messageId, input);

export const deleteMessage = (ctx: OperationContext, messageId: number): Promise<void> =>
  remove(ctx.deps, ctx.actor, messageId);

export const addReaction = (ctx: OperationContext, messageId: number, input: ReactionInput): Promise<void> =>
  react(ctx.deps, ctx.actor, messageId, input);

export const removeReaction = (ctx: OperationContext, messageId: number, input: RemoveReactionInput): Promise<void> =>
  unreact(ctx.deps, ctx.actor, messageId, input);

/** Add or remove a flag; the channels whose messages were skipped (marking unread where not subscribed). */
export async function updateFlags(
  ctx: OperationContext,
  input: { op: string; flag: string; messageIds: number[] },
): Promise<number[]> {
  const { ignoredChannels } = await updateMessageFlags(ctx.deps, ctx.actor, input.op, input.flag, input.messageIds);
  return ignoredChannels;
}

export const updateFlagsForNarrow = (
  ctx: OperationContext,
  input: TypedFieldsOrReader<FlagsForNarrowInput>,
): Promise<FlagsForNarrowResult> => flagNarrow(ctx.deps, ctx.actor, input);

/** GET /messages/{id}/history: the message's versions, as far as the organization's policy shows them. */
export const messageHistory = (ctx: OperationContext, messageId: number, opts: { allowEmptyTopicName: boolean }) =>
  getMessageHistory(ctx.deps, ctx.actor, messageId, opts);

export async function renderMessage(ctx: OperationContext, content: string): Promise<string> {
  return (await renderForPreview(ctx.deps, ctx.actor, content)).rendered;
}

/** POST /mark_all_as_read: every unread message marked read, in batches; `complete` false asks the client to repeat. */
export const markAllAsRead = (ctx: OperationContext): Promise<MarkAllResult> => markAll(ctx.deps, ctx.actor);

/** POST /mark_stream_as_read: how many of the channel's messages were marked read. */
export const markChannelAsRead = (ctx: OperationContext, channelId: number): Promise<number> =>
  markChannel(ctx.deps, ctx.actor, channelId);

/** POST /mark_topic_as_read: how many of the topic's messages were marked read. */
export const markTopicAsRead = (ctx: OperationContext, channelId: number, topicName: string): Promise<number> =>
  markTopic(ctx.deps, ctx.actor, channelId, topicName);

/** GET /messages/matches_narrow: which of these messages match the narrow, highlighted as a search shows them. */
export const messagesMatchingNarrow = (
  ctx: OperationContext,
  messageIds: number[],
  narrow: NonNullable<NarrowSource>,
): Promise<NarrowMatch[]> => matchingNarrow(ctx.deps, ctx.actor, messageIds, narrow);

/** GET /messages/{message_id}/read_receipts: the ids of the users who have read the message and share it. */
export const readReceipts = (ctx: OperationContext, messageId: number): Promise<number[]> =>
  receipts(ctx.deps, ctx.actor, messageId);

/** Report a message to the organization's moderators (POST /messages/{message_id}/report). */
export const reportMessage = (ctx: OperationContext, messageId: number, input: ReportMessageInput): Promise<void> =>
  report(ctx.deps, ctx.actor, messageId, input);
