import { ImplementableObjectRef } from '@pothos/core';
import type { EditHistoryEntry, ReadMessage } from '../../domain/messages/model.ts';
import { builder, type Types } from '../builder.ts';
import { channelLoader, messageByIdLoader, userLoader } from '../loaders.ts';
import { SHOWS_VIEW } from '../show-views.ts';
import { CHARGED_WITH_PARENT } from '../../graphql-server/work-budget.ts';
import { shownMessage, type MessageView, type ReactionView } from '../views.ts';
import { Channel } from './channel.ts';
import { MessageFlagEnum, MessageTypeEnum, reactionType, ReactionTypeEnum } from './event-enums.ts';
import { UserRef } from './user.ts';
import { absoluteUrl, fromUnixSeconds, fromUnixSecondsOrNull } from '../scalars.ts';

/*
 * A message as the viewer sees it: a Node (Zulip's id is `messageId`) whose
 * sender, channel, direct-message recipients, reacting users and edit
 * history's editors and channels are objects. Fields read a view
 * (MessageView, views.ts) of the messages area's read model (ReadMessage),
 * which REST presents too, so GraphQL and REST share one page statement and
 * one cache: that is why messages are not a Prisma-backed type.
 */

const ReactionRef = builder.objectRef<ReactionView>('Reaction').implement({
  description: "One user's emoji reaction to a message.",
  fields: (t) => ({
    emojiName: t.exposeString('emojiName', { description: "The emoji's name." }),
    emojiCode: t.exposeString('emojiCode', {
      description: "The emoji's code: Unicode code points in hex, or a custom emoji's id.",
    }),
    reactionType: t.field({
      description: 'Where the emoji comes from.',
      type: ReactionTypeEnum,
      resolve: (r) => reactionType(r.reactionType),
    }),
    user: t.expose('user', { description: 'The user who reacted.', type: UserRef, extensions: SHOWS_VIEW }),
  }),
});

const MessageEdit = builder.objectRef<EditHistoryEntry>('MessageEdit').implement({
  description:
    "One entry of a message's edit history: what changed, by whom (the viewer sees what the organization's policy allows).",
  fields: (t) => ({
    timestamp: t.field({
      type: 'DateTime',
      description: 'When the edit was made.',
      resolve: (e) => fromUnixSeconds(e.timestamp),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'Null for edits made by the system.',
      resolve: (e, _a, ctx) => (e.userId === null ? null : userLoader(ctx).load(e.userId)),
    }),
    prevContent: t.string({
      description: 'The content (Markdown) before this edit; null when the content did not change.',
      nullable: true,
      resolve: (e) => e.prevContent ?? null,
    }),
    prevRenderedContent: t.string({
      description: 'The rendered content (HTML) before this edit; null when the content did not change.',
      nullable: true,
      resolve: (e) => e.prevRenderedContent ?? null,
    }),
    prevTopic: t.string({
      description: 'The topic before this move; null when the topic did not change.',
      nullable: true,
      resolve: (e) => e.prevTopic ?? null,
    }),
    topic: t.string({
      description: 'The topic after this move; null when the topic did not change.',
      nullable: true,
      resolve: (e) => e.topic ?? null,
    }),
    prevChannel: t.field({
      description: 'The channel before this move; null when the message stayed in its channel.',
      type: Channel,
      nullable: true,
      resolve: (e, _a, ctx) => (e.prevChannelId === undefined ? null : channelLoader(ctx).load(e.prevChannelId)),
    }),
    channel: t.field({
      description: 'The channel after this move; null when the message stayed in its channel.',
      type: Channel,
      nullable: true,
      resolve: (e, _a, ctx) => (e.channelId === undefined ? null : channelLoader(ctx).load(e.channelId)),
    }),
  }),
});

const MessageContentTypeEnum = builder.enumType('MessageContentType', {
  description: "The form of a message's `content` (Zulip's `content_type`).",
  values: {
    HTML: { value: 'text/html', description: 'Rendered HTML.' },
    MARKDOWN: { value: 'text/x-markdown', description: 'The Markdown source (read with `applyMarkdown: false`).' },
  },
});

// The view's id, sender, channel and reacting users are its own properties: those fields have no resolver.
export const MessageRef = new ImplementableObjectRef<Types, ReadMessage | MessageView, MessageView>(builder, 'Message');

const TopicLink = builder.objectRef<{ text: string; url: string }>('TopicLink').implement({
  description: 'A link in a topic: a realm linkifier match or a raw URL.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The linked part of the topic.' }),
    // A linkifier may expand to a path: made absolute against the organization's URL.
    url: t.field({
      type: 'URL',
      description: 'Where the link leads.',
      resolve: (l, _a, ctx) => absoluteUrl(ctx, l.url),
    }),
  }),
});

builder.node(MessageRef, {
  description: 'A message as the viewer sees it, with their flags.',
  id: { resolve: (m) => m.messageId },
  // A message the viewer may read now, or null; `nodes` of many messages is one batch.
  loadOne: async (id, ctx) => {
    const m = await messageByIdLoader(ctx).load(Number(id));
    return m === null ? null : shownMessage(ctx, m);
  },
  fields: (t) => ({
    messageId: t.exposeInt('messageId', { description: "Zulip's id of the message." }),
    type: t.field({
      type: MessageTypeEnum,
      description: 'Whether it was sent to a channel or is a direct message.',
      resolve: (m) => (m.channelId === null ? 'private' : 'stream'),
    }),
    content: t.exposeString('content', { description: 'HTML, or Markdown when fetched with applyMarkdown: false.' }),
    contentType: t.field({
      type: MessageContentTypeEnum,
      description: 'The form of `content`.',
      resolve: (m) => m.contentType,
    }),
    topic: t.exposeString('topic', { description: 'Empty for direct messages.' }),
    topicLinks: t.field({
      type: [TopicLink],
      description:
        "Links in the topic, in order: the realm's current linkifiers (earlier ones win overlaps), then raw URLs.",
      resolve: (m) => m.topicLinks,
    }),
    channel: t.expose('channel', {
      type: Channel,
      nullable: true,
      description: 'Null for direct messages.',
      extensions: SHOWS_VIEW,
    }),
    sender: t.expose('sender', { type: UserRef, description: 'Who sent the message.', extensions: SHOWS_VIEW }),
    recipients: t.field({
      type: [UserRef],
      description: "A direct message's participants (the sender included); empty for channel messages.",
      resolve: async (m, _a, ctx) => {
        if (m.directRecipients.length === 0) return [];
        const users = await Promise.all(m.directRecipients.map((r) => userLoader(ctx).load(r.id)));
        return users.filter((u) => u !== null);
      },
    }),
    timestamp: t.expose('timestamp', { type: 'DateTime', description: 'When it was sent.' }),
    // Exposed as they are (the read model's flags are the API's): a field without a resolver costs the
    // compiled query no call, no resolve info and no closures, per message of a page.
    flags: t.expose('flags', {
      type: [MessageFlagEnum],
      description: "The viewer's flags on the message (READ, STARRED, MENTIONED…).",
    }),
    reactions: t.expose('reactions', {
      type: [ReactionRef],
      description: 'Its emoji reactions, one per user and emoji.',
      extensions: CHARGED_WITH_PARENT,
    }),
    isMeMessage: t.exposeBoolean('isMeMessage', {
      description: 'Whether it is a /me message (shown as an action of its sender).',
    }),
    lastEditTimestamp: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its content was last edited; null: never.',
      resolve: (m) => fromUnixSecondsOrNull(m.lastEditTimestamp),
    }),
    lastMovedTimestamp: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was last moved; null: never.',
      resolve: (m) => fromUnixSecondsOrNull(m.lastMovedTimestamp),
    }),
    editHistory: t.field({
      type: [MessageEdit],
      nullable: true,
      description: "Newest first; null when the organization's policy hides it or the message was never edited.",
      resolve: (m) => m.editHistory,
    }),
    matchContent: t.string({
      nullable: true,
      description: 'With a search narrow: the content with matches highlighted.',
      resolve: (m) => m.match?.content ?? null,
    }),
    matchTopic: t.string({
      nullable: true,
      description: 'With a search narrow: the topic with matches highlighted.',
      resolve: (m) => m.match?.topic ?? null,
    }),
  }),
});
