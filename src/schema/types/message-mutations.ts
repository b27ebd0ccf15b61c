import { badRequest, incompatibleParameters } from '../../domain/errors.ts';
import { deleteMessage } from '../../domain/messages/delete/delete-message.ts';
import { updateFlagsForNarrow, type FlagsForNarrowResult } from '../../domain/messages/flags-update/narrow.ts';
import { updateMessageFlags } from '../../domain/messages/flags-update/update-flags.ts';
import { addReaction } from '../../domain/messages/reactions/add-reaction.ts';
import { removeReaction } from '../../domain/messages/reactions/remove-reaction.ts';
import { renderForPreview } from '../../domain/messages/render-endpoint.ts';
import { sendMessage, type SendMessageInput, type SendMessageResult } from '../../domain/messages/send/send-message.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';
import { NarrowTermInput, narrowOf, nonNegative } from './message.ts';

const SEND_TYPES = ['direct', 'private', 'stream', 'channel'] as const;
type SendType = (typeof SEND_TYPES)[number];
const isSendType = (v: string): v is SendType => (SEND_TYPES as readonly string[]).includes(v);

const SendMessageResultRef = builder.objectRef<SendMessageResult>('SendMessageResult').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    automaticNewVisibilityPolicy: t.int({
      nullable: true,
      description: "Set when sending changed the topic's visibility policy for the sender (e.g. followed on start).",
      resolve: (r) => r.automatic_new_visibility_policy ?? null,
    }),
  }),
});

interface Recipient {
  to?: string[] | null;
  channelId?: number | null;
  channelName?: string | null;
  userIds?: number[] | null;
}

/**
 * The typed recipient arguments as REST's `to` parameter (a JSON value), so
 * the send path parses and refuses them exactly as it does for REST. Each
 * kind fits only its message type: a channel id must never be read as a user id.
 */
function toParameter(isChannel: boolean, r: Recipient): string | undefined {
  const given = (['to', 'channelId', 'channelName', 'userIds'] as const).filter((k) => r[k] !== null && r[k] !== undefined);
  if (given.length > 1) throw incompatibleParameters(given);
  if (isChannel && r.userIds != null) throw incompatibleParameters(['type', 'userIds']);
  if (!isChannel && (r.channelId != null || r.channelName != null)) throw incompatibleParameters(['type', given[0]]);
  const value = r.to ?? r.channelId ?? r.channelName ?? r.userIds;
  return value === null || value === undefined ? undefined : JSON.stringify(value);
}

const FlagsResult = builder
  .objectRef<{ messages: number[]; ignoredChannels: number[] }>('UpdateMessageFlagsResult')
  .implement({
    fields: (t) => ({
      messages: t.exposeIntList('messages', { description: 'The ids as given (Zulip answers so for compatibility).' }),
      ignoredBecauseNotSubscribedChannels: t.exposeIntList('ignoredChannels', {
        description: 'Channels whose messages were skipped when marking unread.',
      }),
    }),
  });

const FlagsForNarrowResultRef = builder.objectRef<FlagsForNarrowResult>('UpdateMessageFlagsForNarrowResult').implement({
  fields: (t) => ({
    processedCount: t.exposeInt('processed_count'),
    updatedCount: t.exposeInt('updated_count'),
    firstProcessedId: t.exposeInt('first_processed_id', { nullable: true }),
    lastProcessedId: t.exposeInt('last_processed_id', { nullable: true }),
    foundOldest: t.exposeBoolean('found_oldest'),
    foundNewest: t.exposeBoolean('found_newest'),
    ignoredBecauseNotSubscribedChannels: t.exposeIntList('ignored_because_not_subscribed_channels'),
  }),
});

builder.mutationFields((t) => ({
  sendMessage: t.withAuth({ loggedIn: true }).field({
    type: SendMessageResultRef,
    description: 'Send a channel or direct message (POST /messages).',
    errors: zulipErrors,
    args: {
      type: t.arg.string({ required: true, description: '"channel" (or "stream"), "direct" (or "private").' }),
      to: t.arg.stringList({ description: 'A channel name (one), or direct-message recipients by email.', extensions: { nul: 'domain' } }),
      channelId: t.arg.int(),
      channelName: t.arg.string({ extensions: { nul: 'domain' } }),
      userIds: t.arg.intList({ description: 'Direct-message recipients by id.' }),
      topic: t.arg.string({ description: 'Required for channel messages.', extensions: { nul: 'domain' } }),
      content: t.arg.string({ required: true, extensions: { nul: 'domain' } }),
      readBySender: t.arg.boolean(),
      localId: t.arg.string(),
      queueId: t.arg.string(),
      client: t.arg.string({ description: 'The client name recorded with the message (default "GraphQL").' }),
    },
    resolve: (_root, a, ctx) => {
      if (!isSendType(a.type)) throw badRequest('Invalid type');
      const input: SendMessageInput = {
        type: a.type,
        to: toParameter(a.type === 'stream' || a.type === 'channel', a),
        topic: a.topic ?? undefined,
        content: a.content,
        client: a.client ?? 'GraphQL',
        readBySender: a.readBySender ?? undefined,
        localId: a.localId ?? undefined,
        queueId: a.queueId ?? undefined,
      };
      return sendMessage(ctx.deps, ctx.actor, input);
    },
  }),
  updateMessageFlags: t.withAuth({ loggedIn: true }).field({
    type: FlagsResult,
    description: 'Add or remove a flag (read, starred, collapsed) on messages (POST /messages/flags).',
    errors: zulipErrors,
    args: {
      messages: t.arg.intList({ required: true }),
      op: t.arg.string({ required: true, description: '"add" or "remove"' }),
      flag: t.arg.string({ required: true }),
    },
    resolve: async (_root, a, ctx) => {
      const { ignoredChannels } = await updateMessageFlags(ctx.deps, ctx.actor, a.op, a.flag, a.messages);
      return { messages: a.messages, ignoredChannels };
    },
  }),
  updateMessageFlagsForNarrow: t.withAuth({ loggedIn: true }).field({
    type: FlagsForNarrowResultRef,
    description: 'Add or remove a flag on a window of the messages of a narrow (POST /messages/flags/narrow).',
    errors: zulipErrors,
    args: {
      anchor: t.arg.string({ required: true, extensions: { nul: 'domain' } }),
      numBefore: t.arg.int({ required: true }),
      numAfter: t.arg.int({ required: true }),
      includeAnchor: t.arg.boolean(),
      narrow: t.arg({ type: [NarrowTermInput], description: 'No narrow: all messages.' }),
      op: t.arg.string({ required: true }),
      flag: t.arg.string({ required: true }),
    },
    resolve: (_root, a, ctx) => {
      // The value checks in Zulip's parameter order: narrow, num_after, num_before.
      const narrow = narrowOf(a.narrow);
      const numAfter = nonNegative(a.numAfter, 'num_after', 0);
      const numBefore = nonNegative(a.numBefore, 'num_before', 0);
      return updateFlagsForNarrow(ctx.deps, ctx.actor, {
        anchor: a.anchor,
        flag: a.flag,
        includeAnchor: a.includeAnchor ?? true,
        narrow,
        numAfter,
        numBefore,
        op: a.op,
      });
    },
  }),
  addReaction: t.withAuth({ loggedIn: true }).boolean({
    description: 'React to a message with an emoji (POST /messages/{message_id}/reactions).',
    errors: zulipErrors,
    args: {
      messageId: t.arg.int({ required: true }),
      emojiName: t.arg.string({ required: true }),
      emojiCode: t.arg.string(),
      reactionType: t.arg.string(),
    },
    resolve: async (_root, a, ctx) => {
      await addReaction(ctx.deps, ctx.actor, a.messageId, {
        emojiName: a.emojiName,
        emojiCode: a.emojiCode ?? undefined,
        reactionType: a.reactionType ?? undefined,
      });
      return true;
    },
  }),
  removeReaction: t.withAuth({ loggedIn: true }).boolean({
    description: 'Remove your emoji reaction (DELETE /messages/{message_id}/reactions).',
    errors: zulipErrors,
    args: {
      messageId: t.arg.int({ required: true }),
      emojiName: t.arg.string(),
      emojiCode: t.arg.string(),
      reactionType: t.arg.string({ defaultValue: 'unicode_emoji' }),
    },
    resolve: async (_root, a, ctx) => {
      await removeReaction(ctx.deps, ctx.actor, a.messageId, {
        emojiName: a.emojiName ?? undefined,
        emojiCode: a.emojiCode ?? undefined,
        reactionType: a.reactionType ?? 'unicode_emoji',
      });
      return true;
    },
  }),
  deleteMessage: t.withAuth({ loggedIn: true }).boolean({
    description: 'Delete a message (DELETE /messages/{message_id}).',
    errors: zulipErrors,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, a, ctx) => {
      await deleteMessage(ctx.deps, ctx.actor, a.id);
      return true;
    },
  }),
  renderMessage: t.withAuth({ loggedIn: true }).string({
    description: 'The HTML a message with this content would get (POST /messages/render).',
    errors: zulipErrors,
    args: { content: t.arg.string({ required: true }) },
    resolve: async (_root, a, ctx) => (await renderForPreview(ctx.deps, ctx.actor, a.content)).rendered,
  }),
}));
