import type { Actor } from '../../domain/actor.ts';
import { unauthorized } from '../../domain/errors.ts';
import { checkOperationAccess } from '../../domain/users/bots-access.ts';
import { NarrowFilter } from './narrow-filter.ts';
import { filterOf, MessageNarrowInput } from './events-narrow.ts';
import type { StreamItem } from '../../domain/delivery/queues/stream.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as events from '../../resolvers/events.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { builder } from '../builder.ts';
import { GapEvent, type Delivered, type GapSource } from './events-base.ts';
import { ChannelEvent, DefaultChannelsEvent, SubscriptionEventRef, UserTopicEvent } from './events-channels.ts';
import { DefaultChannelGroupsEvent } from './default-channel-groups.ts';
import {
  DeleteMessageEvent,
  MessageEvent,
  ReactionEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsEvent,
} from './events-messages.ts';
import { SubmessageEvent } from './submessages.ts';
import { UserSettingsEvent, UserStatusEvent } from './user-status.ts';
import { SavedSnippetsEvent } from './snippets.ts';
import { AlertWordsEvent } from './alert-words.ts';
import { MutedUsersEvent } from './muted-users.ts';
import { RealmLinkifiersEvent } from './linkifiers.ts';
import { RealmPlaygroundsEvent } from './playgrounds.ts';
import { RealmExportEvent } from './realm-exports.ts';
import { ChannelFolderEvent } from './channel-folders.ts';
import { NavigationViewEvent } from './navigation-views.ts';
import { RealmDomainsEvent } from './realm-domains.ts';
import { InvitesChangedEvent } from './invites.ts';
import { RealmEmojiEvent } from './realm-emoji.ts';
import { DraftsEvent } from './drafts.ts';
import { ScheduledMessagesEvent } from './scheduled-messages.ts';
import { RemindersEvent } from './reminders.ts';
import { PresenceEvent } from './presence.ts';
import { CustomProfileFieldsEvent } from './profile-fields.ts';
import { AttachmentEvent } from './attachments.ts';
import {
  RealmBotEvent,
  RealmEvent,
  RealmExportConsentEvent,
  RealmUserEvent,
  RealmUserSettingsDefaultsEvent,
  UserGroupEvent,
} from './events-realm.ts';
import { conversationRef, ConversationInput, TypingEditMessageEvent, TypingEvent } from './typing.ts';

/*
 * Subscriptions: every event the user receives, typed and resumable, and
 * the two streams UIs watch most (new messages of a narrow, typing in a
 * conversation). Each reads the event log (what REST's queues read too), so
 * a client that comes back with `after: <its last cursor>` gets what it
 * missed — on any process, after a restart — and a GapEvent first only when
 * retention has cut the log below its cursor.
 */

type StreamEventType = events.StreamEventType;

/** The GraphQL type of each event type, and its name in the EventType enum. */
const KINDS: Record<StreamEventType, { type: string; value: string; description?: string }> = {
  message: { type: 'MessageEvent', value: 'MESSAGE' },
  update_message: { type: 'UpdateMessageEvent', value: 'UPDATE_MESSAGE' },
  delete_message: { type: 'DeleteMessageEvent', value: 'DELETE_MESSAGE' },
  reaction: { type: 'ReactionEvent', value: 'REACTION' },
  submessage: { type: 'SubmessageEvent', value: 'SUBMESSAGE' },
  update_message_flags: { type: 'UpdateMessageFlagsEvent', value: 'UPDATE_MESSAGE_FLAGS' },
  typing: { type: 'TypingEvent', value: 'TYPING' },
  typing_edit_message: { type: 'TypingEditMessageEvent', value: 'TYPING_EDIT_MESSAGE' },
  stream: { type: 'ChannelEvent', value: 'CHANNEL' },
  default_streams: { type: 'DefaultChannelsEvent', value: 'DEFAULT_CHANNELS' },
  default_stream_groups: { type: 'DefaultChannelGroupsEvent', value: 'DEFAULT_CHANNEL_GROUPS' },
  subscription: { type: 'SubscriptionEvent', value: 'SUBSCRIPTION' },
  realm: { type: 'RealmEvent', value: 'REALM' },
  realm_user: { type: 'RealmUserEvent', value: 'REALM_USER' },
  realm_bot: { type: 'RealmBotEvent', value: 'REALM_BOT' },
  realm_user_settings_defaults: { type: 'RealmUserSettingsDefaultsEvent', value: 'REALM_USER_SETTINGS_DEFAULTS' },
  realm_export: { type: 'RealmExportEvent', value: 'REALM_EXPORT' },
  realm_export_consent: { type: 'RealmExportConsentEvent', value: 'REALM_EXPORT_CONSENT' },
  user_group: { type: 'UserGroupEvent', value: 'USER_GROUP' },
  user_topic: { type: 'UserTopicEvent', value: 'USER_TOPIC' },
  user_status: { type: 'UserStatusEvent', value: 'USER_STATUS' },
  user_settings: { type: 'UserSettingsEvent', value: 'USER_SETTINGS' },
  saved_snippets: { type: 'SavedSnippetsEvent', value: 'SAVED_SNIPPETS' },
  alert_words: { type: 'AlertWordsEvent', value: 'ALERT_WORDS' },
  muted_users: { type: 'MutedUsersEvent', value: 'MUTED_USERS' },
  realm_linkifiers: { type: 'RealmLinkifiersEvent', value: 'REALM_LINKIFIERS' },
  realm_playgrounds: { type: 'RealmPlaygroundsEvent', value: 'REALM_PLAYGROUNDS' },
  channel_folder: { type: 'ChannelFolderEvent', value: 'CHANNEL_FOLDER' },
  navigation_view: { type: 'NavigationViewEvent', value: 'NAVIGATION_VIEW' },
  realm_domains: { type: 'RealmDomainsEvent', value: 'REALM_DOMAINS' },
  invites_changed: { type: 'InvitesChangedEvent', value: 'INVITES_CHANGED' },
  realm_emoji: { type: 'RealmEmojiEvent', value: 'REALM_EMOJI' },
  drafts: { type: 'DraftsEvent', value: 'DRAFTS' },
  scheduled_messages: { type: 'ScheduledMessagesEvent', value: 'SCHEDULED_MESSAGES' },
  reminders: { type: 'RemindersEvent', value: 'REMINDERS' },
  presence: { type: 'PresenceEvent', value: 'PRESENCE' },
  custom_profile_fields: { type: 'CustomProfileFieldsEvent', value: 'CUSTOM_PROFILE_FIELDS' },
  attachment: { type: 'AttachmentEvent', value: 'ATTACHMENT' },
};

const EventTypeEnum = builder.enumType('EventType', {
  description: 'The kinds of events a subscription can deliver.',
  values: Object.fromEntries(
    Object.entries(KINDS).map(([zulip, k]) => [
      k.value,
      { value: zulip, description: `${k.type}s (Zulip's \`${zulip}\` events).` },
    ]),
  ) as Record<string, { value: StreamEventType }>,
});

type EventSource = GapSource | { [T in StreamEventType]: Delivered<EventOf<T>> }[StreamEventType];

/** What a stream delivered, as the source of its GraphQL type (`S`: the sources of the stream's types). */
function sourceOf<S extends EventSource = EventSource>(item: StreamItem): S {
  if (item.kind === 'gap') return { cursor: item.cursor, reason: item.reason } as S;
  // Streams deliver only the types they were opened for, each with the payload of its type.
  return { cursor: item.cursor, event: item.event } as S;
}

function typeNameOf(s: EventSource): string {
  if ('reason' in s) return 'GapEvent';
  return KINDS[s.event.type].type;
}

export const EventUnion = builder.unionType('Event', {
  description:
    'An event a subscription delivers: one type per kind of event, and GapEvent where events may have been missed. Fields of the same name have the same type on every event, except `op`, whose enum is per event (alias it to select it on several).',
  types: [
    MessageEvent,
    UpdateMessageEvent,
    DeleteMessageEvent,
    ReactionEvent,
    SubmessageEvent,
    UpdateMessageFlagsEvent,
    TypingEvent,
    TypingEditMessageEvent,
    ChannelEvent,
    DefaultChannelsEvent,
    DefaultChannelGroupsEvent,
    SubscriptionEventRef,
    RealmEvent,
    RealmUserEvent,
    RealmBotEvent,
    RealmUserSettingsDefaultsEvent,
    RealmExportEvent,
    RealmExportConsentEvent,
    CustomProfileFieldsEvent,
    AttachmentEvent,
    UserGroupEvent,
    UserTopicEvent,
    UserStatusEvent,
    UserSettingsEvent,
    SavedSnippetsEvent,
    AlertWordsEvent,
    MutedUsersEvent,
    RealmLinkifiersEvent,
    RealmPlaygroundsEvent,
    ChannelFolderEvent,
    NavigationViewEvent,
    RealmDomainsEvent,
    InvitesChangedEvent,
    RealmEmojiEvent,
    DraftsEvent,
    ScheduledMessagesEvent,
    RemindersEvent,
    PresenceEvent,
    GapEvent,
  ],
  resolveType: typeNameOf,
});

const MessageStreamEvent = builder.unionType('MessageStreamEvent', {
  description: 'A new message, or a gap where some may have been missed.',
  types: [MessageEvent, GapEvent],
  resolveType: typeNameOf,
});

const TypingStreamEvent = builder.unionType('TypingStreamEvent', {
  description: 'Someone started or stopped composing or editing, or a gap where some may have been missed.',
  types: [TypingEvent, TypingEditMessageEvent, GapEvent],
  resolveType: typeNameOf,
});

const DraftsStreamEvent = builder.unionType('DraftsStreamEvent', {
  description: "A change of the viewer's drafts, or a gap where some may have been missed.",
  types: [DraftsEvent, GapEvent],
  resolveType: typeNameOf,
});

/**
 * Scope checks of plugin-scope-auth guard `resolve`, not `subscribe`: without
 * this, a client with bad credentials would get a silent, empty stream.
 */
function subscriber(ctx: GraphQLContext): events.EventsContext {
  const { actor } = ctx;
  if (!actor) throw ctx.authError ?? unauthorized();
  checkOperationAccess(actor);
  return { ...ctx, actor: actor satisfies Actor };
}

const AFTER_HELP =
  'The cursor of the last event received, to resume after it (within ten minutes of leaving); else from now.';

builder.subscriptionFields((t) => ({
  events: t.field({
    type: EventUnion,
    description:
      'Every event the user receives (those of `types`), as REST event queues deliver them, typed; resumable.',
    authScopes: { loggedIn: true },
    args: {
      types: t.arg({ type: [EventTypeEnum], description: 'Only these kinds (all when absent).' }),
      after: t.arg.string({ description: AFTER_HELP }),
    },
    subscribe: (_root, args, ctx) =>
      events.subscribeEvents(subscriber(ctx), { types: args.types ?? null, after: args.after ?? null }),
    resolve: (item: StreamItem) => sourceOf(item),
  }),
  messages: t.field({
    type: MessageStreamEvent,
    description: 'New messages the user receives that match `narrow`; resumable.',
    authScopes: { loggedIn: true },
    args: {
      filter: t.arg({
        type: [NarrowFilter],
        description:
          'Every term must hold: `channel`, `topic`, `sender` and `is` (DM, STARRED, MENTIONED, ALERTED, UNREAD, RESOLVED) terms, each negatable.',
      }),
      narrow: t.arg({
        type: MessageNarrowInput,
        description: 'The older form of `filter`; at most one of the two.',
        deprecationReason: 'Use `filter` (typed terms).',
      }),
      after: t.arg.string({ description: AFTER_HELP }),
    },
    subscribe: (_root, args, ctx) => {
      return events.subscribeMessages(subscriber(ctx), { filter: filterOf(args), after: args.after ?? null });
    },
    resolve: (item: StreamItem) => sourceOf<GapSource | Delivered<EventOf<'message'>>>(item),
  }),
  drafts: t.field({
    type: DraftsStreamEvent,
    description: "The viewer's drafts as their other devices change them, while they are still writing; resumable.",
    authScopes: { loggedIn: true },
    args: { after: t.arg.string({ description: AFTER_HELP }) },
    subscribe: (_root, args, ctx) =>
      events.subscribeEvents(subscriber(ctx), { types: ['drafts'], after: args.after ?? null }),
    resolve: (item: StreamItem) => sourceOf<GapSource | Delivered<EventOf<'drafts'>>>(item),
  }),
  typing: t.field({
    type: TypingStreamEvent,
    description: 'Typing in one conversation (composing and editing), while subscribed.',
    authScopes: { loggedIn: true },
    args: {
      conversation: t.arg({
        type: ConversationInput,
        required: true,
        description: 'The conversation: a channel topic, or a direct message conversation.',
      }),
    },
    subscribe: (_root, args, ctx) =>
      events.subscribeTyping(subscriber(ctx), { conversation: conversationRef(args.conversation) }),
    resolve: (item: StreamItem) =>
      sourceOf<GapSource | Delivered<EventOf<'typing'>> | Delivered<EventOf<'typing_edit_message'>>>(item),
  }),
}));
