import { DEFAULT_CLIENT_OPTIONS, type ClientOptions } from '../domain/delivery/queues/client-view.ts';
import { typingInConversation, type ConversationRef } from '../domain/delivery/queues/conversation-filter.ts';
import { matchesMessageFilter, type MessageFilter } from '../domain/delivery/queues/narrow-filter.ts';
import type { StreamHub, StreamItem, StreamRequest } from '../domain/delivery/queues/stream.ts';
import type { EventType } from '../domain/events/types.ts';
import type { OperationContext } from './operation-context.ts';

/** Streams read the event log through the process's hub. */
export interface EventsContext extends OperationContext {
  streams: StreamHub;
}

/**
 * The event types streams deliver: all but the legacy ones (user_topic and
 * user_settings carry the same as muted_topics and the two legacy settings events).
 */
export type StreamEventType = Exclude<
  EventType,
  'muted_topics' | 'update_display_settings' | 'update_global_notifications'
>;

const STREAMED: Record<StreamEventType, true> = {
  message: true,
  update_message: true,
  delete_message: true,
  reaction: true,
  submessage: true,
  update_message_flags: true,
  typing: true,
  typing_edit_message: true,
  scheduled_messages: true,
  reminders: true,
  stream: true,
  default_streams: true,
  default_stream_groups: true,
  subscription: true,
  realm: true,
  realm_user: true,
  realm_bot: true,
  realm_user_settings_defaults: true,
  user_status: true,
  user_settings: true,
  saved_snippets: true,
  alert_words: true,
  muted_users: true,
  realm_linkifiers: true,
  realm_playgrounds: true,
  channel_folder: true,
  navigation_view: true,
  realm_domains: true,
  invites_changed: true,
  realm_emoji: true,
  drafts: true,
  presence: true,
  realm_export: true,
  realm_export_consent: true,
  custom_profile_fields: true,
  attachment: true,
  user_group: true,
  user_topic: true,
};

export const STREAM_EVENT_TYPES = Object.keys(STREAMED) as StreamEventType[];

/**
 * How streams see events: rendered HTML, avatar URLs, the empty topic as "",
 * channel typing and bulk deletions, as the domain publishes them.
 */
export const STREAM_OPTIONS: ClientOptions = {
  ...DEFAULT_CLIENT_OPTIONS,
  applyMarkdown: true,
  clientGravatar: false,
  emptyTopicName: true,
  streamTypingNotifications: true,
  bulkMessageDeletion: true,
  userSettingsObject: true,
  includeDeactivatedGroups: true,
  linkifierUrlTemplate: true,
  archivedChannels: true,
};

function request(ctx: EventsContext, r: Pick<StreamRequest, 'eventTypes' | 'accept' | 'after'>): StreamRequest {
  return { userId: ctx.actor.user.id, realmId: ctx.realm.id, ...r };
}

/** Every event the user receives (or those of `types`), from `after` on. */
export function subscribeEvents(
  ctx: EventsContext,
  input: { types: StreamEventType[] | null; after: string | null },
): AsyncIterableIterator<StreamItem> {
  return ctx.streams.open(request(ctx, { eventTypes: new Set(input.types ?? STREAM_EVENT_TYPES), after: input.after }));
}

/**
 * A cursor at this moment for `subscribeEvents`: state read after this call
 * and the events from the cursor on miss nothing in between (what POST
 * /register's queue_id and last_event_id are to REST clients).
 */
export function eventsCursorNow(ctx: EventsContext): string {
  return ctx.streams.cursorNow();
}

/** New messages the user receives that match `filter`, from `after` on. */
export function subscribeMessages(
  ctx: EventsContext,
  input: { filter: MessageFilter; after: string | null },
): AsyncIterableIterator<StreamItem> {
  const { filter } = input;
  return ctx.streams.open(
    request(ctx, {
      eventTypes: new Set(['message']),
      accept: (e) => matchesMessageFilter(filter, e),
      after: input.after,
    }),
  );
}

/** Typing in one conversation, while subscribed: typing is momentary, so there is nothing to resume. */
export function subscribeTyping(
  ctx: EventsContext,
  input: { conversation: ConversationRef },
): AsyncIterableIterator<StreamItem> {
  const accept = typingInConversation(input.conversation, ctx.actor.user.id);
  return ctx.streams.open(
    request(ctx, { eventTypes: new Set(['typing', 'typing_edit_message']), accept, after: null }),
  );
}
