import { ChannelNotFoundError } from '../../domain/errors.ts';
import type { FlagsForNarrowResult } from '../../domain/messages/flags-update/narrow.ts';
import * as messages from '../../resolvers/messages.ts';
import { idsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { channelLoader } from '../loaders.ts';
import { Channel } from './channel.ts';
import { AddRemoveEnum, MessageFlagEnum } from './event-enums.ts';
import { MessageRef } from './message.ts';
import { NarrowTermInput } from './narrow-legacy.ts';
import { FILTER_HELP, NARROW_DEPRECATION, NARROW_HELP, NarrowFilter, narrowFrom } from './narrow-filter.ts';

/** Adding and removing a flag (read, starred…) on given messages, or on a window of a narrow's messages. */

const UpdateMessageFlagsInput = builder.inputType('UpdateMessageFlagsInput', {
  description: 'POST /messages/flags: add or remove a flag on given messages.',
  fields: (t) => ({
    messageIds: t.intList({ description: 'Exactly one of this and `messages`.' }),
    messages: t.globalIDList({ for: MessageRef, description: 'By global id (instead of `messageIds`).' }),
    op: t.field({ type: AddRemoveEnum, required: true, description: 'Whether to add or remove the flag.' }),
    flag: t.field({ type: MessageFlagEnum, required: true, description: 'The flag (such as READ or STARRED).' }),
  }),
});

interface FlagsChanged {
  messageIds: number[];
  ignoredChannelIds: number[];
}

const UpdateMessageFlagsPayload = builder.objectRef<FlagsChanged>('UpdateMessageFlagsPayload').implement({
  description: 'The messages whose flag changed.',
  fields: (t) => ({
    messages: t.withAuth({ loggedIn: true }).field({
      type: [MessageRef],
      description: 'The messages as the viewer sees them now (those they may read).',
      resolve: async (r, _a, ctx) => {
        if (r.messageIds.length === 0) return [];
        const page = await messages.messagesPage(ctx, {
          messageIds: r.messageIds,
          numBefore: 0,
          numAfter: 0,
          includeAnchor: true,
          narrow: null,
          useFirstUnreadAnchor: false,
          applyMarkdown: true,
          clientGravatar: true,
          allowEmptyTopicName: true,
        });
        return page.messages;
      },
    }),
    ignoredBecauseNotSubscribedChannels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Channels whose messages were skipped when marking unread.',
      resolve: async (r, _a, ctx) =>
        (await Promise.all(r.ignoredChannelIds.map((id) => channelLoader(ctx).load(id)))).filter((c) => c !== null),
    }),
  }),
});

const UpdateMessageFlagsForNarrowInput = builder.inputType('UpdateMessageFlagsForNarrowInput', {
  description: 'POST /messages/flags/narrow: add or remove a flag on a window of the messages matching a narrow.',
  fields: (t) => ({
    anchor: t.string({
      required: true,
      description: 'A message id, "newest", "oldest" or "first_unread".',
      extensions: { nul: 'domain' },
    }),
    numBefore: t.int({ required: true, description: 'How many messages before the anchor.' }),
    numAfter: t.int({ required: true, description: 'How many messages after the anchor.' }),
    includeAnchor: t.boolean({ description: 'Whether the anchor message itself is included (default true).' }),
    filter: t.field({ type: [NarrowFilter], description: FILTER_HELP }),
    narrow: t.field({ type: [NarrowTermInput], description: NARROW_HELP, deprecationReason: NARROW_DEPRECATION }),
    op: t.field({ type: AddRemoveEnum, required: true, description: 'Whether to add or remove the flag.' }),
    flag: t.field({ type: MessageFlagEnum, required: true, description: 'The flag (such as READ or STARRED).' }),
  }),
});

const UpdateMessageFlagsForNarrowPayload = builder
  .objectRef<FlagsForNarrowResult>('UpdateMessageFlagsForNarrowPayload')
  .implement({
    description: 'What was processed: call again from `lastProcessedId` until `foundNewest` (or `foundOldest`).',
    fields: (t) => ({
      processedCount: t.exposeInt('processedCount', { description: 'How many messages were looked at.' }),
      updatedCount: t.exposeInt('updatedCount', { description: 'How many of them had their flag changed.' }),
      firstProcessedId: t.exposeInt('firstProcessedId', {
        description: "The first message looked at (Zulip's id); null when none was.",
        nullable: true,
      }),
      lastProcessedId: t.exposeInt('lastProcessedId', {
        description: "The last message looked at (Zulip's id); null when none was.",
        nullable: true,
      }),
      foundOldest: t.exposeBoolean('foundOldest', {
        description: 'Whether the window reached the oldest matching message.',
      }),
      foundNewest: t.exposeBoolean('foundNewest', {
        description: 'Whether the window reached the newest matching message.',
      }),
      ignoredBecauseNotSubscribedChannels: t.withAuth({ loggedIn: true }).field({
        description: 'Channels whose messages were skipped because the viewer is not subscribed to them (READ flag).',
        type: [Channel],
        resolve: async (r, _a, ctx) =>
          (await Promise.all(r.ignoredChannels.map((id) => channelLoader(ctx).load(id)))).filter((c) => c !== null),
      }),
    }),
  });

builder.mutationFields((t) => ({
  updateMessageFlags: t.withAuth({ loggedIn: true }).field({
    type: UpdateMessageFlagsPayload,
    description: 'Add or remove a flag (read, starred, collapsed) on messages (POST /messages/flags).',
    errors: mutationErrors('updateMessageFlags'),
    args: { input: t.arg({ type: UpdateMessageFlagsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const messageIds = idsOf(input.messageIds, input.messages, 'messageIds');
      const ignoredChannelIds = await messages.updateFlags(ctx, {
        op: input.op,
        flag: input.flag,
        messageIds,
      });
      return { messageIds, ignoredChannelIds };
    },
  }),
  updateMessageFlagsForNarrow: t.withAuth({ loggedIn: true }).field({
    type: UpdateMessageFlagsForNarrowPayload,
    description: 'Add or remove a flag on a window of the messages of a narrow (POST /messages/flags/narrow).',
    errors: mutationErrors('updateMessageFlagsForNarrow', ChannelNotFoundError),
    args: { input: t.arg({ type: UpdateMessageFlagsForNarrowInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input: a }, ctx) => {
      const narrow = narrowFrom(a.filter, a.narrow);
      const window = { numAfter: a.numAfter ?? 0, numBefore: a.numBefore ?? 0 };
      return messages.updateFlagsForNarrow(ctx, {
        anchor: a.anchor,
        flag: a.flag,
        includeAnchor: a.includeAnchor ?? true,
        narrow,
        ...window,
        op: a.op,
      });
    },
  }),
}));
