import type { EventOf } from '../../domain/events/types.ts';
import type { MessageDetails } from '../../domain/messages/flags-update/unread-details.ts';
import { builder } from '../builder.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { Channel } from './channel.ts';
import {
  AddRemoveEnum,
  apiFlag,
  apiFlags,
  MessageFlagEnum,
  MessageTypeEnum,
  PropagateModeEnum,
  reactionType,
  ReactionTypeEnum,
} from './event-enums.ts';
import { deliveredRef, eventUserFields, ResumableEvent } from './events-base.ts';
import { MessageRef } from './message.ts';
import { loadChannelForViewer, loadMessageForViewer, loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/** Message events, typed: what changed, with the changed messages as the viewer may read them now. */

export const MessageEvent = deliveredRef<EventOf<'message'>>('MessageEvent').implement({
  description: 'A new message the user received (with their flags on it).',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    messageId: t.int({ description: "The new message (Zulip's id).", resolve: ({ event }) => event.message.id }),
    message: t.withAuth({ loggedIn: true }).field({
      type: MessageRef,
      // Never null here; nullable as `message` is on the other events, so that one selection can ask for it on all.
      nullable: true,
      description: 'The message as the viewer received it.',
      resolve: ({ event }, _a, ctx) =>
        loadMessageForViewer(ctx, event.message.id, { payload: event.message, flags: event.flags }),
    }),
    flags: t.field({
      description: "The viewer's flags.",
      type: [MessageFlagEnum],
      resolve: ({ event }) => apiFlags(event.flags),
    }),
  }),
});

export const UpdateMessageEvent = deliveredRef<EventOf<'update_message'>>('UpdateMessageEvent').implement({
  description:
    'A message was edited, or messages moved: the fields of what changed are set (content, topic, channel), the others null.',
  interfaces: [ResumableEvent],
  fields: (t) => {
    const viewer = t.withAuth({ loggedIn: true });
    return {
      messageId: t.int({
        description: 'The message edited (the one the move was asked for).',
        resolve: ({ event }) => event.messageId,
      }),
      messageIds: t.intList({
        description: 'Every message changed.',
        resolve: ({ event }) => event.messageIds ?? [event.messageId],
      }),
      message: viewer.field({
        type: MessageRef,
        nullable: true,
        description: 'The edited message as the viewer may read it now.',
        resolve: ({ event }, _a, ctx) => loadMessageForViewer(ctx, event.messageId),
      }),
      editorId: t.int({
        nullable: true,
        description: 'Null for rendering-only updates.',
        resolve: ({ event }) => event.userId,
      }),
      editor: viewer.field({
        description: 'Who edited or moved the message; null for an edit by the server (such as rendering).',
        type: UserRef,
        nullable: true,
        resolve: ({ event }, _a, ctx) => (event.userId === null ? null : loadUserForViewer(ctx, event.userId)),
      }),
      renderingOnly: t.boolean({
        description: 'True when only the rendering changed (such as a link preview added), not the content or place.',
        resolve: ({ event }) => event.renderingOnly,
      }),
      editTimestamp: t.field({
        type: 'DateTime',
        description: 'When the edit was made.',
        resolve: ({ event }) => fromUnixSeconds(event.editTimestamp),
      }),
      channelId: t.int({
        nullable: true,
        description: 'The channel the messages were in.',
        resolve: ({ event }) => event.channelId ?? null,
      }),
      channel: viewer.field({
        description: 'The channel the messages were in; null for direct messages.',
        type: Channel,
        nullable: true,
        resolve: ({ event }, _a, ctx) =>
          event.channelId === undefined ? null : loadChannelForViewer(ctx, event.channelId),
      }),
      newChannelId: t.int({
        nullable: true,
        description: 'Where they moved, when they changed channel.',
        resolve: ({ event }) => event.newChannelId ?? null,
      }),
      newChannel: viewer.field({
        description: 'The channel the messages were moved to; null when they were not moved between channels.',
        type: Channel,
        nullable: true,
        resolve: ({ event }, _a, ctx) =>
          event.newChannelId === undefined ? null : loadChannelForViewer(ctx, event.newChannelId),
      }),
      propagateMode: t.field({
        description: 'For a topic or channel move: which messages of the topic moved with this one; null otherwise.',
        type: PropagateModeEnum,
        nullable: true,
        resolve: ({ event }) => event.propagateMode ?? null,
      }),
      origTopic: t.string({
        description: 'The topic before a move; null when the topic did not change.',
        nullable: true,
        resolve: ({ event }) => event.origTopic ?? null,
      }),
      topic: t.string({
        nullable: true,
        description: 'The new topic, when it changed.',
        resolve: ({ event }) => event.topic ?? null,
      }),
      origContent: t.string({
        description: 'The content (Markdown) before the edit; null when the content did not change.',
        nullable: true,
        resolve: ({ event }) => event.origContent ?? null,
      }),
      content: t.string({
        nullable: true,
        description: 'The new Markdown, when the content changed.',
        resolve: ({ event }) => event.content ?? null,
      }),
      origRenderedContent: t.string({
        description: 'The rendered content (HTML) before the edit; null when the content did not change.',
        nullable: true,
        resolve: ({ event }) => event.origRenderedContent ?? null,
      }),
      renderedContent: t.string({
        description: 'The new rendered content (HTML); null when the content did not change.',
        nullable: true,
        resolve: ({ event }) => event.renderedContent ?? null,
      }),
      isMeMessage: t.boolean({
        description: 'Whether the new content is a /me message; null when the content did not change.',
        nullable: true,
        resolve: ({ event }) => event.isMeMessage ?? null,
      }),
      flags: t.field({
        type: [MessageFlagEnum],
        description: "The viewer's flags on the message.",
        resolve: ({ event }) => apiFlags(event.flags ?? []),
      }),
    };
  },
});

export const DeleteMessageEvent = deliveredRef<EventOf<'delete_message'>>('DeleteMessageEvent').implement({
  description: 'Messages the user can no longer see: deleted, or moved where they cannot follow.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    messageIds: t.intList({ description: 'Ids of the deleted messages.', resolve: ({ event }) => event.messageIds }),
    messageType: t.field({
      description: 'Whether the messages were channel or direct messages.',
      type: MessageTypeEnum,
      resolve: ({ event }) => event.messageType ?? (event.channelId === undefined ? 'private' : 'stream'),
    }),
    channelId: t.int({
      description: 'The channel of the messages; null for direct messages.',
      nullable: true,
      resolve: ({ event }) => event.channelId ?? null,
    }),
    channel: t.withAuth({ loggedIn: true }).field({
      description: 'The channel of the messages; null for direct messages (or a channel the viewer may no longer see).',
      type: Channel,
      nullable: true,
      resolve: ({ event }, _a, ctx) =>
        event.channelId === undefined ? null : loadChannelForViewer(ctx, event.channelId),
    }),
    topic: t.string({
      nullable: true,
      description: 'The topic, lower-cased (deletions are grouped by it).',
      resolve: ({ event }) => event.topic ?? null,
    }),
  }),
});

export const ReactionEvent = deliveredRef<EventOf<'reaction'>>('ReactionEvent').implement({
  description: 'Someone added or removed an emoji reaction.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'Added or removed.', type: AddRemoveEnum, resolve: ({ event }) => event.op }),
    messageId: t.int({ description: "The message (Zulip's id).", resolve: ({ event }) => event.messageId }),
    message: t.withAuth({ loggedIn: true }).field({
      description: 'The message; null when the viewer may not read it.',
      type: MessageRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadMessageForViewer(ctx, event.messageId),
    }),
    ...eventUserFields(t, (e) => e.userId, { who: 'The user who reacted' }),
    emojiName: t.string({ description: 'Its name.', resolve: ({ event }) => event.emojiName }),
    emojiCode: t.string({ description: 'Its code (see Reaction.emojiCode).', resolve: ({ event }) => event.emojiCode }),
    reactionType: t.field({
      description: 'Where the emoji comes from.',
      type: ReactionTypeEnum,
      resolve: ({ event }) => reactionType(event.reactionType),
    }),
  }),
});

interface DetailSource {
  messageId: number;
  details: MessageDetails;
}

const UnreadMessageDetails = builder.objectRef<DetailSource>('UnreadMessageDetails').implement({
  description: 'Where a message marked unread belongs, for unread counts of messages never fetched.',
  fields: (t) => ({
    messageId: t.exposeInt('messageId', { description: "The message (Zulip's id)." }),
    type: t.field({
      description: 'Whether it is a channel or a direct message.',
      type: MessageTypeEnum,
      resolve: (d) => d.details.type,
    }),
    channelId: t.int({
      description: 'Its channel; null for a direct message.',
      nullable: true,
      resolve: (d) => (d.details.type === 'stream' ? d.details.channelId : null),
    }),
    topic: t.string({
      description: 'Its topic; null for a direct message.',
      nullable: true,
      resolve: (d) => (d.details.type === 'stream' ? d.details.topic : null),
    }),
    unmutedChannelMessage: t.boolean({
      nullable: true,
      description: 'Whether it counts: its channel and topic are not muted.',
      resolve: (d) => (d.details.type === 'stream' ? d.details.unmutedChannelMessage : null),
    }),
    userIds: t.intList({
      nullable: true,
      description: 'The other users of its direct-message conversation.',
      resolve: (d) => (d.details.type === 'private' ? d.details.userIds : null),
    }),
    mentioned: t.boolean({
      description: 'Whether it mentions the viewer.',
      resolve: (d) => d.details.mentioned === true,
    }),
  }),
});

export const UpdateMessageFlagsEvent = deliveredRef<EventOf<'update_message_flags'>>(
  'UpdateMessageFlagsEvent',
).implement({
  description: "The user's flags on messages changed (read, starred, collapsed).",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({
      description: 'Whether the flag was added or removed.',
      type: AddRemoveEnum,
      resolve: ({ event }) => event.op,
    }),
    flag: t.field({
      description: 'The flag.',
      type: MessageFlagEnum,
      resolve: ({ event }) => {
        const flag = apiFlag(event.flag);
        if (flag === null) throw new Error(`unknown flag ${event.flag}`);
        return flag;
      },
    }),
    messageIds: t.intList({
      description: "Zulip's ids of the messages whose flag changed (empty when `all`).",
      resolve: ({ event }) => event.messageIds,
    }),
    all: t.boolean({
      description: "True when the flag changed on all the viewer's messages (such as mark all as read).",
      resolve: ({ event }) => event.all,
    }),
    messageDetails: t.field({
      type: [UnreadMessageDetails],
      nullable: true,
      description: 'With messages marked unread: where each belongs.',
      resolve: ({ event }) =>
        event.messageDetails === undefined
          ? null
          : Object.entries(event.messageDetails).map(([id, details]) => ({ messageId: Number(id), details })),
    }),
  }),
});
