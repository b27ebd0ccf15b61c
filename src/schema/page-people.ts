import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { PageParts } from '../domain/messages/fetch/get-messages.ts';
import { pagePeopleRows, type PagePeopleRows } from '../domain/messages/fetch/page-people.ts';
import type { ReadMessage } from '../domain/messages/model.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { chargeItems } from '../graphql-server/work-budget.ts';
import { present } from './loaders.ts';
import {
  channelView,
  messageGlobalId,
  messageView,
  reactionView,
  UNSHOWN_USER,
  userViewsOf,
  type ChannelView,
  type MessageView,
  type UserView,
} from './views.ts';

/*
 * The users and channels a page of messages shows (senders, reacting users,
 * channels), read when the page is, in one statement (pagePeopleRows), and
 * made views once per user and channel (the guests' rule applied once per
 * user): the page's messages are views holding them, so that Message.sender,
 * Message.channel and Reaction.user are properties, without a promise, a
 * resolver or a statement per level of the result. Messages that came
 * another way (events, mutations) load theirs through the loaders (views.ts).
 */

/** The page's messages as views, with the senders, reacting users and channels the query shows. */
export async function pageMessageViews(
  ctx: GraphQLContext,
  messages: readonly ReadMessage[],
  info: GraphQLResolveInfo,
  read?: PagePeopleRows,
): Promise<MessageView[]> {
  const shown = messages.length === 0 ? NOTHING : selected(info, SHOWN_FIELDS);
  const [showSender, showReactions, showChannel] = [shown.has('sender'), shown.has('reactions'), shown.has('channel')];
  const showId = shown.has('id');
  const userIds = new Set<number>();
  const channelIds = new Set<number>();
  for (const m of messages) {
    if (showSender) userIds.add(m.senderId);
    if (showReactions) for (const r of m.reactions) userIds.add(r.userId);
    if (showChannel && m.channelId !== null) channelIds.add(m.channelId);
  }
  // The reactions' lists are charged here, at once (Message.reactions has no wrapper of its own).
  const reactionCount = showReactions ? messages.reduce((n, m) => n + m.reactions.length, 0) : 0;
  if (reactionCount > 0) await chargeItems(ctx, reactionCount);
  const rows = await peopleOf(ctx, read, userIds, channelIds);
  const users = new Map<number, UserView>();
  for (const u of await userViewsOf(ctx, rows.users)) users.set(u.id, u);
  const channels = new Map<number, ChannelView>();
  for (const c of rows.channels) channels.set(c.id, channelView(c));
  // What the query does not show stands in as nothing (no id, UNSHOWN_USER, no channel, no reactions): it is never read.
  return messages.map((m) =>
    messageView(
      m,
      showId ? messageGlobalId(m) : '',
      showSender ? present(users.get(m.senderId) ?? null, 'sender') : UNSHOWN_USER,
      showChannel && m.channelId !== null ? present(channels.get(m.channelId) ?? null, 'channel') : null,
      showReactions ? m.reactions.map((r) => reactionView(r, present(users.get(r.userId) ?? null, 'user'))) : [],
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

const SHOWN_FIELDS = new Set(['id', 'sender', 'reactions', 'channel']);
const NOTHING: ReadonlySet<string> = new Set();

const PART_FIELDS = new Set(['topicLinks', 'sender', 'reactions', 'channel']);

/**
 * What a query reading a page of messages shows of them (PageParts), by the
 * fields selected anywhere below it: topic links, and the people its
 * senders, reactions and channels show.
 */
export function pagePartsOf(info: GraphQLResolveInfo): PageParts {
  const shown = selected(info, PART_FIELDS);
  return { topicLinks: shown.has('topicLinks'), people: shown.size > (shown.has('topicLinks') ? 1 : 0) };
}

/**
 * Which fields named in `names` are selected anywhere below the current field (through fragments too).
 * Directives are not read, so the answer depends on the document alone: it is remembered by the field's
 * node, which a parsed document (parsed and compiled once per text) gives every request of that text.
 */
function selected(info: GraphQLResolveInfo, names: ReadonlySet<string>): ReadonlySet<string> {
  const node = info.fieldNodes[0];
  let byNames = selections.get(node);
  if (!byNames) selections.set(node, (byNames = new Map()));
  let found = byNames.get(names);
  if (!found) byNames.set(names, (found = selectedIn(info, names)));
  return found;
}

const selections = new WeakMap<FieldNode, Map<ReadonlySet<string>, ReadonlySet<string>>>();

function selectedIn(info: GraphQLResolveInfo, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): void => {
    if (!set) return;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (names.has(s.name.value)) found.add(s.name.value);
        walk(s.selectionSet);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        walk(s.selectionSet);
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        walk(info.fragments[s.name.value]?.selectionSet);
      }
    }
  };
  for (const f of info.fieldNodes) walk(f.selectionSet);
  return found;
}
