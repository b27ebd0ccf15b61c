import type { ObjectRef } from '@pothos/core';
import type { ChannelDict } from '../../domain/channels/format.ts';
import { badRequest } from '../../domain/errors.ts';
import { getMessages } from '../../domain/messages/fetch/get-messages.ts';
import { parseOptionalNarrow, type NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import { getSingleMessage } from '../../domain/messages/single/get-message.ts';
import { builder } from '../builder.ts';
import { channelLoader, present, userLoader } from '../loaders.ts';
import { UserRef } from './user.ts';

/** One entry of a message's `reactions`, as Zulip's message dict has it. */
interface ReactionDict {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  user_id: number;
}

/** The message dict of GET /messages (formatMessage plus `flags` and search matches). */
export interface MessageDict {
  id: number;
  type: 'stream' | 'private';
  content: string;
  content_type: string;
  subject: string;
  stream_id?: number;
  sender_id: number;
  sender_full_name: string;
  sender_email: string;
  timestamp: number;
  flags: string[];
  reactions: ReactionDict[];
  is_me_message: boolean;
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
  edit_history?: unknown[];
  display_recipient: unknown;
  match_content?: string;
  match_subject?: string;
}

/** The domain formats messages as open records; this is the shape formatMessage gives them. */
export const asMessageDict = (m: Record<string, unknown>): MessageDict => m as unknown as MessageDict;

// channel.ts keeps its Channel ref private; Pothos also resolves a type by its name.
const ChannelRef = 'Channel' as unknown as ObjectRef<typeof builder.$inferSchemaTypes, ChannelDict>;

const Reaction = builder.objectRef<ReactionDict>('Reaction').implement({
  description: 'One user\'s emoji reaction to a message.',
  fields: (t) => ({
    emojiName: t.exposeString('emoji_name'),
    emojiCode: t.exposeString('emoji_code'),
    reactionType: t.exposeString('reaction_type', { description: 'unicode_emoji, realm_emoji or zulip_extra_emoji' }),
    userId: t.exposeInt('user_id'),
    user: t.field({ type: UserRef, resolve: async (r, _a, ctx) => present(await userLoader(ctx).load(r.user_id), 'user') }),
  }),
});

export const MessageRef = builder.objectRef<MessageDict>('Message').implement({
  description: 'A message as GET /messages shows it to the viewer, with their flags.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: '"stream" or "private"' }),
    content: t.exposeString('content', { description: 'HTML, or Markdown when fetched with applyMarkdown: false.' }),
    contentType: t.exposeString('content_type'),
    topic: t.exposeString('subject', { description: 'Empty for direct messages.' }),
    streamId: t.int({ nullable: true, resolve: (m) => m.stream_id ?? null }),
    channel: t.field({
      type: ChannelRef,
      nullable: true,
      description: 'Null for direct messages (and for a channel the viewer has no metadata access to).',
      resolve: (m, _a, ctx) => (m.stream_id === undefined ? null : channelLoader(ctx).load(m.stream_id)),
    }),
    senderId: t.exposeInt('sender_id'),
    senderFullName: t.exposeString('sender_full_name'),
    senderEmail: t.exposeString('sender_email'),
    sender: t.field({ type: UserRef, resolve: async (m, _a, ctx) => present(await userLoader(ctx).load(m.sender_id), 'sender') }),
    timestamp: t.exposeInt('timestamp', { description: 'UNIX seconds.' }),
    flags: t.exposeStringList('flags'),
    reactions: t.field({ type: [Reaction], resolve: (m) => m.reactions }),
    isMeMessage: t.exposeBoolean('is_me_message'),
    lastEditTimestamp: t.int({ nullable: true, resolve: (m) => m.last_edit_timestamp ?? null }),
    lastMovedTimestamp: t.int({ nullable: true, resolve: (m) => m.last_moved_timestamp ?? null }),
    editHistory: t.field({ type: 'JSON', nullable: true, resolve: (m) => m.edit_history ?? null }),
    displayRecipient: t.field({
      type: 'JSON',
      description: 'The channel name, or the direct-message participants [{id, email, full_name, is_mirror_dummy}].',
      resolve: (m) => m.display_recipient,
    }),
    matchContent: t.string({ nullable: true, description: 'With a search narrow: the content with matches highlighted.', resolve: (m) => m.match_content ?? null }),
    matchTopic: t.string({ nullable: true, description: 'With a search narrow: the topic with matches highlighted.', resolve: (m) => m.match_subject ?? null }),
    raw: t.field({ type: 'JSON', description: 'The message exactly as Zulip\'s API returns it.', resolve: (m) => m }),
  }),
});

interface MessagesPageShape {
  messages: MessageDict[];
  anchor?: number;
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
  history_limited: boolean;
}

const MessagesPage = builder.objectRef<MessagesPageShape>('MessagesPage').implement({
  description: 'A window of messages around an anchor (GET /messages).',
  fields: (t) => ({
    messages: t.field({ type: [MessageRef], resolve: (p) => p.messages }),
    anchor: t.float({
      nullable: true,
      description: 'The anchor used (first_unread resolved; 10000000000000000 for newest). Null with messageIds.',
      resolve: (p) => p.anchor ?? null,
    }),
    foundAnchor: t.exposeBoolean('found_anchor'),
    foundOldest: t.exposeBoolean('found_oldest'),
    foundNewest: t.exposeBoolean('found_newest'),
    historyLimited: t.exposeBoolean('history_limited'),
  }),
});

export const NarrowTermInput = builder.inputType('NarrowTermInput', {
  description: 'A narrow filter, as in GET /messages: e.g. {operator: "channel", operand: "Verona"}.',
  fields: (t) => ({
    operator: t.string({ required: true }),
    operand: t.field({ type: 'JSON', required: true, description: 'A string, an id, or a list of user ids (dm).', extensions: { nul: 'domain' } }),
    negated: t.boolean(),
  }),
});

interface NarrowTermArg {
  operator: string;
  operand?: unknown;
  negated?: boolean | null;
}

/** The narrow through the REST parameter's validator, so both APIs accept and refuse the same terms. */
export function narrowOf(terms: readonly NarrowTermArg[] | null | undefined): NarrowTerm[] | null {
  if (terms === null || terms === undefined) return null;
  return parseOptionalNarrow(
    terms.map((term) => ({ operator: term.operator, operand: term.operand, ...(term.negated == null ? {} : { negated: term.negated }) })),
  );
}

/** REST's non-negative int check, with its message (Zulip's parameter name). */
export function nonNegative(value: number | null | undefined, name: string, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (value < 0) throw badRequest(`${name} is too small`);
  return value;
}

builder.queryFields((t) => ({
  messages: t.withAuth({ loggedIn: true }).field({
    type: MessagesPage,
    description: 'Messages around an anchor, or by id, matching a narrow (GET /messages).',
    args: {
      anchor: t.arg.string({ description: 'A message id, "newest", "oldest" or "first_unread".', extensions: { nul: 'domain' } }),
      numBefore: t.arg.int(),
      numAfter: t.arg.int(),
      includeAnchor: t.arg.boolean(),
      narrow: t.arg({ type: [NarrowTermInput] }),
      messageIds: t.arg.intList({ description: 'Instead of an anchor window: exactly these messages.' }),
      applyMarkdown: t.arg.boolean({ defaultValue: true }),
      allowEmptyTopicName: t.arg.boolean({ defaultValue: true }),
    },
    resolve: async (_root, a, ctx) => {
      // The value checks in the order of Zulip's parameters (alphabetical by Python name).
      const messageIds = a.messageIds?.map((id, i) => nonNegative(id, `message_ids[${i}]`, 0));
      const narrow = narrowOf(a.narrow);
      const numAfter = nonNegative(a.numAfter, 'num_after', 0);
      const numBefore = nonNegative(a.numBefore, 'num_before', 0);
      const page = await getMessages(ctx.deps, ctx.actor, {
        anchor: a.anchor ?? undefined,
        numBefore,
        numAfter,
        includeAnchor: a.includeAnchor ?? true,
        narrow,
        messageIds,
        useFirstUnreadAnchor: false,
        applyMarkdown: a.applyMarkdown ?? true,
        clientGravatar: false,
        allowEmptyTopicName: a.allowEmptyTopicName ?? true,
      });
      return page as unknown as MessagesPageShape;
    },
  }),
  message: t.withAuth({ loggedIn: true }).field({
    type: MessageRef,
    description: 'One message the viewer may read (GET /messages/{message_id}).',
    args: {
      id: t.arg.int({ required: true }),
      applyMarkdown: t.arg.boolean({ defaultValue: true }),
      allowEmptyTopicName: t.arg.boolean({ defaultValue: true }),
    },
    resolve: async (_root, a, ctx) => {
      const { message } = await getSingleMessage(ctx.deps, ctx.actor, a.id, {
        applyMarkdown: a.applyMarkdown ?? true,
        allowEmptyTopicName: a.allowEmptyTopicName ?? true,
      });
      return asMessageDict(message);
    },
  }),
}));
