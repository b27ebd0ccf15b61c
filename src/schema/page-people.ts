import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { pagePeopleRows } from '../domain/messages/fetch/page-people.ts';
import type { ReadMessage } from '../domain/messages/model.ts';
import type { Stream, User } from '../generated/prisma/client.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';

/*
 * The users and channels a page of messages shows (senders, reacting users,
 * channels), read when the page is, in one statement (pagePeopleRows), so
 * that Message.sender, Message.channel and Reaction.user resolve without a
 * promise per message and without a statement per level of the result: with
 * loaders, the reacting users were a batch of their own after the senders',
 * and a hundred promises per field made up much of a page's CPU time.
 * Messages that came another way (events, mutations) load through the loaders.
 */

export interface PagePeople {
  users: Map<number, User>;
  channels: Map<number, Stream>;
}

/*
 * Keyed by the operation's work budget, which each query or mutation gets
 * anew (operation-gate.ts): a subscription's context lives on, and the rows
 * must not outlive the operation that read them. One entry per operation, not
 * one per message: a WeakMap entry per message measured ~0.15 ms of a page.
 */
const peopleOfOperation = new WeakMap<object, PagePeople>();

/** The people read with the operation's pages of messages, if any. */
export const pagePeopleOf = (ctx: GraphQLContext): PagePeople | undefined =>
  ctx.work === undefined ? undefined : peopleOfOperation.get(ctx.work);

/** Reads the senders, reacting users and channels of `messages` when the query shows any of them. */
export async function preloadPagePeople(
  ctx: GraphQLContext,
  messages: readonly ReadMessage[],
  info: GraphQLResolveInfo,
): Promise<void> {
  if (ctx.work === undefined || messages.length === 0) return;
  const shown = selected(info, PEOPLE_FIELDS);
  if (shown.size === 0) return;
  const userIds = new Set<number>();
  const channelIds = new Set<number>();
  for (const m of messages) {
    if (shown.has('sender')) userIds.add(m.senderId);
    if (shown.has('reactions')) for (const r of m.reactions) userIds.add(r.userId);
    if (shown.has('channel') && m.channelId !== null) channelIds.add(m.channelId);
  }
  const { users, channels } = await pagePeopleRows(ctx.deps.db.sql, ctx.realm.id, [...userIds], [...channelIds]);
  // An operation may read more than one page (aliases): each adds its rows.
  const people = peopleOfOperation.get(ctx.work) ?? {
    users: new Map<number, User>(),
    channels: new Map<number, Stream>(),
  };
  for (const u of users) people.users.set(u.id, u);
  for (const c of channels) people.channels.set(c.id, c);
  peopleOfOperation.set(ctx.work, people);
}

const PEOPLE_FIELDS = new Set(['sender', 'reactions', 'channel']);

/** Which fields named in `names` are selected anywhere below the current field (through fragments too). */
function selected(info: GraphQLResolveInfo, names: ReadonlySet<string>): Set<string> {
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
