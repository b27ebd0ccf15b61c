import type { Actor } from '../actor.ts';
import { userRecursiveGroupIds } from '../channels/audience.ts';
import type { Deps } from '../context.ts';
import { userAccessOf, type UserAccess } from '../users/user-access.ts';
import type { Channel, DefaultChannelGroup, Draft, Linkifier, RealmEmoji, SavedSnippet, Subscription } from '../events/types.ts';
import type { UserStatusView } from '../status/user-status.ts';
import type { PeopleState } from './people-state.ts';

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

export type StateSection = (ctx: StateContext) => Promise<Record<string, unknown>>;

/** One user's status in register's user_status. */
export interface UserStatusEntry {
  userId: number;
  status: UserStatusView;
}

/**
 * The sections whose values are typed read models, under the keys of
 * Zulip's answer; REST writes them in Zulip's format
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
  realm_linkifiers: Linkifier[];
  realm_emoji: RealmEmoji[];
  user_status: UserStatusEntry[];
  realm_default_stream_groups: DefaultChannelGroup[];
}

/** POST /register's state: one block per wanted event type. */
export type InitialState = Partial<TypedSections> & PeopleState & Record<string, unknown>;
