import type { Actor } from '../actor.ts';
import { userRecursiveGroupIds } from '../channels/audience.ts';
import type { Deps } from '../context.ts';
import { userAccessOf, type UserAccess } from '../users/user-access.ts';
import type {
  Channel,
  DefaultChannelGroup,
  Draft,
  Linkifier,
  RealmPlayground,
  ChannelFolder,
  NavigationView,
  RealmDomain,
  RealmEmoji,
  SavedSnippet,
  Subscription,
} from '../events/types.ts';
import type { RealmPresences } from '../presence/read-presence.ts';
import type { UserStatusView } from '../status/user-status.ts';
import type { AbsentFeatureState } from './absent-features.ts';
import type { MutedUser } from '../muted-users/muted-users.ts';
import type { Reminder, ScheduledMessage } from '../scheduled-messages/event-payloads.ts';
import type { RecentConversation } from './message-sections.ts';
import type { PeopleState } from './people-state.ts';
import type { RealmRegisterState } from './realm-section.ts';
import type {
  LegacyDisplaySettings,
  LegacyNotificationSettings,
  OwnSettingsState,
  UserSettingsDefaultsState,
} from './settings-sections.ts';
import type { MutedTopicEntry, UserTopicEntry } from './topic-sections.ts';
import type { UnreadSummary } from './unread-section.ts';

/** The client_capabilities that change what POST /register returns. */
export interface RegisterCapabilities {
  notificationSettingsNull: boolean;
  userAvatarUrlFieldOptional: boolean;
  userSettingsObject: boolean;
  emptyTopicName: boolean;
  includeDeactivatedGroups: boolean;
  archivedChannels: boolean;
  linkifierUrlTemplate: boolean;
  userListIncomplete: boolean;
  /** Absent means supported (Zulip's default). */
  pronounsFieldTypeSupported: boolean;
}

export const DEFAULT_CAPABILITIES: RegisterCapabilities = {
  notificationSettingsNull: false,
  userAvatarUrlFieldOptional: false,
  userSettingsObject: false,
  emptyTopicName: false,
  includeDeactivatedGroups: false,
  archivedChannels: false,
  linkifierUrlTemplate: false,
  userListIncomplete: false,
  pronounsFieldTypeSupported: true,
};

export interface StateOptions {
  /** Event types whose state is wanted (fetch_event_types, else event_types); null = all. */
  wanted: Set<string> | null;
  clientGravatar: boolean;
  includeSubscribers: boolean | 'partial';
  capabilities: RegisterCapabilities;
  /** register's slim_presence and presence_history_limit_days; legacy format, 14 days when absent. */
  presence?: { slim: boolean; historyLimitDays: number | null };
}

/** What every section reads; data several sections need is loaded once. */
export class StateContext {
  private groups?: Promise<Set<number>>;
  private access?: Promise<UserAccess>;

  constructor(
    readonly deps: Deps,
    readonly actor: Actor,
    readonly o: StateOptions,
  ) {}

  get db() {
    return this.deps.db.prisma;
  }

  want(type: string): boolean {
    return this.o.wanted === null || this.o.wanted.has(type);
  }

  /** The groups the user belongs to, directly or through subgroups. */
  userGroupIds(): Promise<Set<number>> {
    this.groups ??= userRecursiveGroupIds(this.db, this.actor.user.id);
    return this.groups;
  }

  /** Which users the user may see (every user, without a query, unless a guest of an organization limiting guests). */
  userAccess(): Promise<UserAccess> {
    this.access ??= userAccessOf(this.deps.db.sql, this.actor);
    return this.access;
  }
}

export type StateSection = (ctx: StateContext) => Promise<InitialState>;

/** One user's status in register's user_status. */
export interface UserStatusEntry {
  userId: number;
  status: UserStatusView;
}

/**
 * The sections as typed read models, under the keys of Zulip's answer (or,
 * for a block of several top-level keys, a camelCase key standing in their
 * place); REST writes them in Zulip's format
 * (src/rest-compat/presenters/register.ts), in place, so the keys keep
 * their order.
 */
export interface TypedSections {
  streams: Channel[];
  subscriptions: Subscription[];
  unsubscribed: Subscription[];
  never_subscribed: Channel[];
  drafts: Draft[];
  saved_snippets: SavedSnippet[];
  alert_words: string[];
  muted_users: MutedUser[];
  scheduled_messages: ScheduledMessage[];
  reminders: Reminder[];
  realm_linkifiers: Linkifier[];
  realm_playgrounds: RealmPlayground[];
  channel_folders: ChannelFolder[];
  navigation_views: NavigationView[];
  realm_domains: RealmDomain[];
  realm_emoji: RealmEmoji[];
  user_status: UserStatusEntry[];
  realm_default_stream_groups: DefaultChannelGroup[];
  realm_default_streams: number[];
  max_message_id: number;
  starred_messages: number[];
  recent_private_conversations: RecentConversation[];
  unread_msgs: UnreadSummary;
  user_topics: UserTopicEntry[];
  muted_topics: MutedTopicEntry[];
  presences: RealmPresences['presences'];
  presence_last_update_id: number;
  /** UNIX seconds, with a fraction. */
  server_timestamp: number;
  /** The organization's settings and the server's limits (Zulip's many realm_* and server_* keys). */
  realm: RealmRegisterState;
  realm_billing: { hasPendingSponsorshipRequest: boolean };
  user_settings: OwnSettingsState;
  /** The top-level display settings of clients without user_settings_object. */
  legacyDisplaySettings: LegacyDisplaySettings;
  /** The top-level notification settings of clients without user_settings_object. */
  legacyNotificationSettings: LegacyNotificationSettings;
  realm_user_settings_defaults: UserSettingsDefaultsState;
}

/** POST /register's state: one block per wanted event type. */
export type InitialState = Partial<TypedSections> & PeopleState & Partial<AbsentFeatureState>;
