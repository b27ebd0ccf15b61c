import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { PageParts } from '../domain/messages/fetch/get-messages.ts';
import { pagePeopleRows, type PagePeopleRows } from '../domain/messages/fetch/page-people.ts';
import type { ReadMessage } from '../domain/messages/model.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { chargeItems } from '../graphql-server/work-budget.ts';
import { present } from './loaders.ts';
import {
  channelOfMessage,
  channelView,
  messageGlobalId,
  messageView,
  reactionView,
  senderOfMessage,
  UNSHOWN_USER,
  userViewsOf,
  type ChannelView,
  type MessageView,
  type ReactionView,
  type UserView,
} from './views.ts';

/*
 * The users and channels a page of messages shows (senders, reacting users,
 * channels), read when the page is, in one statement (pagePeopleRows), and
 * made views once per user and channel (the guests' rule applied once per
 * user): the page's messages are views holding them, so that Message.sender,
 * Message.channel and Reaction.user are properties, without a promise, a
 * resolver or a statement per level of the result. A query that shows of a
 * sender or channel only what the message's own fields carry (a chat UI's
 * name, address and avatar) reads no row of theirs: their views are made
 * from those fields. Messages that came another way (events, mutations) load
 * theirs through the loaders (views.ts).
 */

/** The page's messages as views, with the senders, reacting users and channels the query shows. */
export async function pageMessageViews(
  ctx: GraphQLContext,
  messages: readonly ReadMessage[],
  info: GraphQLResolveInfo,
  read?: PagePeopleRows,
): Promise<MessageView[]> {
  const shown = messages.length === 0 ? NOTHING_SHOWN : shownOf(info);
  const userIds = new Set<number>();
  const channelIds = new Set<number>();
  for (const m of messages) {
    if (shown.sender === 'whole') userIds.add(m.senderId);
    if (shown.reactors) for (const r of m.reactions) userIds.add(r.userId);
    if (shown.channel === 'whole' && m.channelId !== null) channelIds.add(m.channelId);
  }
  // The reactions' lists are charged here, at once (Message.reactions has no wrapper of its own).
  const reactionCount = shown.reactions ? messages.reduce((n, m) => n + m.reactions.length, 0) : 0;
  if (reactionCount > 0) await chargeItems(ctx, reactionCount);
  const rows = await peopleOf(ctx, read, userIds, channelIds);
  const users = new Map<number, UserView>();
  for (const u of await userViewsOf(ctx, rows.users)) users.set(u.id, u);
  const channels = new Map<number, ChannelView>();
  for (const c of rows.channels) channels.set(c.id, channelView(c));
  // Made once per sender and channel of the page, like the views of whole rows.
  const rowSenders = new Map<number, UserView>();
  const rowChannels = new Map<number, ChannelView>();
  const senderOf = (m: ReadMessage): UserView => {
    if (shown.sender === 'none') return UNSHOWN_USER;
    if (shown.sender === 'whole') return present(users.get(m.senderId) ?? null, 'sender');
    let sender = rowSenders.get(m.senderId);
    if (!sender) rowSenders.set(m.senderId, (sender = senderOfMessage(ctx, m)));
    return sender;
  };
  const channelOf = (m: ReadMessage): ChannelView | null => {
    if (shown.channel === 'none' || m.channelId === null) return null;
    if (shown.channel === 'whole') return present(channels.get(m.channelId) ?? null, 'channel');
    let channel = rowChannels.get(m.channelId);
    if (!channel) rowChannels.set(m.channelId, (channel = channelOfMessage(ctx, m.channelId, m.channelName ?? '')));
    return channel;
  };
  const reactorOf = (userId: number): UserView =>
    shown.reactors ? present(users.get(userId) ?? null, 'user') : UNSHOWN_USER;
  // What the query does not show stands in as nothing (no id, UNSHOWN_USER, no channel, no reactions): it is never read.
  return messages.map((m) =>
    messageView(
      m,
      shown.id ? messageGlobalId(m) : '',
      senderOf(m),
      channelOf(m),
      shown.reactions && m.reactions.length > 0
        ? m.reactions.map((r) => reactionView(r, reactorOf(r.userId)))
        : NO_REACTIONS,
    ),
  );
}

/**
 * The page's people: those the page statement read with it, and any it
 * lacks (a reaction added between the page's statement and the read of a
 * message it had not cached) read now; all of them read now when the page
 * came without them.
 */
async function peopleOf(
  ctx: GraphQLContext,
  read: PagePeopleRows | undefined,
  userIds: ReadonlySet<number>,
  channelIds: ReadonlySet<number>,
): Promise<PagePeopleRows> {
  const have = { users: new Set(read?.users.map((u) => u.id)), channels: new Set(read?.channels.map((c) => c.id)) };
  const users = [...userIds].filter((id) => !have.users.has(id));
  const channels = [...channelIds].filter((id) => !have.channels.has(id));
  const base = read ?? { users: [], channels: [] };
  if (users.length === 0 && channels.length === 0) return base;
  const more = await pagePeopleRows(ctx.deps.db.sql, ctx.realm.id, users, channels);
  return { users: [...base.users, ...more.users], channels: [...base.channels, ...more.channels] };
}

/**
 * What a query reading a page of messages shows of them, by the fields
 * selected anywhere below the field reading it: its senders and channels
 * not at all, by what the page's own rows carry (`row`), or as whole rows;
 * its reactions, and their users.
 */
interface Shown {
  id: boolean;
  topicLinks: boolean;
  sender: 'none' | 'row' | 'whole';
  channel: 'none' | 'row' | 'whole';
  reactions: boolean;
  reactors: boolean;
}

// Most messages have none: one empty list for all of them (views are read, never changed).
const NO_REACTIONS: ReactionView[] = [];

const NOTHING_SHOWN: Shown = {
  id: false,
  topicLinks: false,
  sender: 'none',
  channel: 'none',
  reactions: false,
  reactors: false,
};

/*
 * What a message's own fields say of its sender and channel (senderOfMessage,
 * channelOfMessage): a query showing no more of them needs no row of theirs.
 * Anything else of a User or Channel is read from its whole row.
 */
const ROW_USER_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'userId', 'fullName', 'email', 'avatarUrl']);
const ROW_CHANNEL_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'channelId', 'name']);

/** What a query reading a page of messages shows of them (PageParts): topic links and the people read as whole rows. */
export function pagePartsOf(info: GraphQLResolveInfo): PageParts {
  const shown = shownOf(info);
  return {
    topicLinks: shown.topicLinks,
    people: {
      users: shown.sender === 'whole' ? 'all' : shown.reactors ? 'reactors' : 'none',
      channels: shown.channel === 'whole',
    },
  };
}

/**
 * Directives are not read, so the answer depends on the document alone: it is remembered by the field's
 * node, which a parsed document (parsed and compiled once per text) gives every request of that text.
 */
function shownOf(info: GraphQLResolveInfo): Shown {
  const node = info.fieldNodes[0];
  let shown = shownByNode.get(node);
  if (!shown) shownByNode.set(node, (shown = shownIn(info)));
  return shown;
}

const shownByNode = new WeakMap<FieldNode, Shown>();

function shownIn(info: GraphQLResolveInfo): Shown {
  const names = new Set<string>();
  const below = new Map<string, Set<string>>([
    ['sender', new Set()],
    ['channel', new Set()],
    ['reactions', new Set()],
  ]);
  // Each field's own selections, through fragments (a fragment is walked once per field that spreads it).
  const fieldsOf = (set: SelectionSetNode | undefined, seen = new Set<string>()): FieldNode[] =>
    (set?.selections ?? []).flatMap((s) => {
      if (s.kind === Kind.FIELD) return [s];
      if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, seen);
      if (seen.has(s.name.value)) return [];
      seen.add(s.name.value);
      return fieldsOf(info.fragments[s.name.value]?.selectionSet, seen);
    });
  const walked = new Set<SelectionSetNode>();
  const walk = (set: SelectionSetNode | undefined): void => {
    if (!set || walked.has(set)) return;
    walked.add(set);
    for (const f of fieldsOf(set)) {
      names.add(f.name.value);
      const children = below.get(f.name.value);
      if (children) for (const c of fieldsOf(f.selectionSet)) children.add(c.name.value);
      walk(f.selectionSet);
    }
  };
  for (const f of info.fieldNodes) walk(f.selectionSet);
  const part = (name: string, rowFields: ReadonlySet<string>): Shown['sender'] => {
    if (!names.has(name)) return 'none';
    return [...(below.get(name) ?? [])].every((c) => rowFields.has(c)) ? 'row' : 'whole';
  };
  return {
    id: names.has('id'),
    topicLinks: names.has('topicLinks'),
    sender: part('sender', ROW_USER_FIELDS),
    channel: part('channel', ROW_CHANNEL_FIELDS),
    reactions: names.has('reactions'),
    reactors: below.get('reactions')?.has('user') ?? false,
  };
}
