import {
  maxMessageId,
  recentConversations,
  starredMessageIds,
  type RecentConversation,
} from '../domain/register/message-sections.ts';
import {
  userTopics,
  userTopicsPage,
  type KeyedUserTopic,
  type UserTopicEntry,
} from '../domain/register/topic-sections.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import { DEFAULT_CAPABILITIES, StateContext } from '../domain/register/types.ts';
import { unreadSummary, type UnreadSummary } from '../domain/register/unread-section.ts';
import { syncedDrafts, type Draft } from '../domain/drafts/drafts.ts';
import { listSavedSnippets, type SavedSnippet } from '../domain/snippets/saved-snippets.ts';
import { listLinkifiers, type Linkifier } from '../domain/linkifiers/linkifiers.ts';
import { eventsCursorNow, type EventsContext } from './events.ts';
import type { OperationContext } from './operation-context.ts';

/**
 * What a UI loads first, as POST /register gives it to REST clients: read
 * from the same state sections, with the empty topic as "" (as current
 * clients ask for it).
 */
export interface Bootstrap {
  state: StateContext;
  /** Where to start the events subscription so that nothing between this state and it is missed. */
  eventsCursor: string | null;
}

/**
 * Starts a bootstrap. With `eventsCursor`, its queue is created before any
 * state is read (as POST /register does), so events that land meanwhile are
 * delivered as well.
 */
export function startBootstrap(ctx: EventsContext, opts: { eventsCursor: boolean }): Bootstrap {
  const eventsCursor = opts.eventsCursor ? eventsCursorNow(ctx) : null;
  return { state: stateOf(ctx), eventsCursor };
}

const stateOf = (ctx: OperationContext): StateContext =>
  new StateContext(ctx.deps, ctx.actor, {
    wanted: null,
    clientGravatar: false,
    includeSubscribers: false,
    capabilities: { ...DEFAULT_CAPABILITIES, emptyTopicName: true },
  });

/** The viewer's topic choices, as the bootstrap lists them (what `node(id:)` finds a UserTopic among). */
export const viewerUserTopics = (ctx: OperationContext): Promise<UserTopicEntry[]> => userTopics(stateOf(ctx));

export const bootstrapUnread = (b: Bootstrap): Promise<UnreadSummary> => unreadSummary(b.state);
export const bootstrapUserTopics = (b: Bootstrap): Promise<UserTopicEntry[]> => userTopics(b.state);
/** The viewer's topic choices a page at a time. */
export const viewerUserTopicsPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<KeyedUserTopic> & { totalCount: number }> => userTopicsPage(stateOf(ctx), r);
export const bootstrapRecentConversations = (b: Bootstrap): Promise<RecentConversation[]> =>
  recentConversations(b.state);
export const bootstrapMaxMessageId = (b: Bootstrap): Promise<number> => maxMessageId(b.state);
export const bootstrapStarredMessageIds = (b: Bootstrap): Promise<number[]> => starredMessageIds(b.state);

/** The user's drafts, none while synchronization is off (as register gives them). */
export const bootstrapDrafts = (ctx: EventsContext): Promise<Draft[]> => syncedDrafts(ctx.deps.db.sql, ctx.actor);
export const bootstrapSavedSnippets = (ctx: EventsContext): Promise<SavedSnippet[]> =>
  listSavedSnippets(ctx.deps.db.sql, ctx.actor.user.id);
export const bootstrapLinkifiers = (ctx: EventsContext): Promise<Linkifier[]> =>
  listLinkifiers(ctx.deps.db.sql, ctx.realm.id);
