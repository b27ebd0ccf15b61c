import type { GroupSettingValue } from '../../group-setting-types.ts';

/** Channels appear (created, or newly visible), change, or disappear for the users concerned. */
export type StreamCreateEvent = {
  type: 'stream';
  op: 'create';
  streams: Channel[];
};

/** A channel's property changed (`property` is Zulip's name of it); `name` is the channel's name before the change. */
export type StreamUpdateEvent = {
  type: 'stream';
  op: 'update';
  channelId: number;
  name: string;
  property: string;
  /** Its type depends on `property`. */
  value: unknown;
  renderedDescription?: string;
  historyPublicToSubscribers?: boolean;
  isWebPublic?: boolean;
};

export type StreamDeleteEvent = {
  type: 'stream';
  op: 'delete';
  channelIds: number[];
};

/** The user's own subscriptions changed. */
export type SubscriptionAddEvent = {
  type: 'subscription';
  op: 'add';
  subscriptions: Subscription[];
};

export type SubscriptionRemoveEvent = {
  type: 'subscription';
  op: 'remove';
  subscriptions: Array<{ name: string; channelId: number }>;
};

/** The user's own setting for a channel changed (`property` is Zulip's name of it). */
export type SubscriptionUpdateEvent = {
  type: 'subscription';
  op: 'update';
  channelId: number;
  property: string;
  value: unknown;
};

/** Other users joined or left channels whose subscribers the user may see. */
export type SubscriptionPeerEvent = {
  type: 'subscription';
  op: 'peer_add' | 'peer_remove';
  channelIds: number[];
  userIds: number[];
};

/** The organization's default channel groups changed: all of them, by name (channel ids since feature level 330). */
export interface DefaultStreamGroupsEvent {
  type: 'default_stream_groups';
  groups: DefaultChannelGroup[];
}

/** A default channel group: a named set of channels offered to new users at sign-up. */
export interface DefaultChannelGroup {
  id: number;
  name: string;
  description: string;
  /** Ordered by channel name. */
  channelIds: number[];
}

/** The organization's default channels changed (ids, since feature level 330). */
export type DefaultStreamsEvent = {
  type: 'default_streams';
  channelIds: number[];
};

/** A channel as a user sees its metadata (Zulip's APIStreamDict at feature level 420). */
export interface Channel {
  id: number;
  name: string;
  isArchived: boolean;
  description: string;
  renderedDescription: string;
  /** UNIX seconds. */
  dateCreated: number;
  creatorId: number | null;
  inviteOnly: boolean;
  isWebPublic: boolean;
  /** The legacy stream_post_policy, derived from canSendMessageGroup. */
  streamPostPolicy: number;
  isAnnouncementOnly: boolean;
  messageRetentionDays: number | null;
  historyPublicToSubscribers: boolean;
  topicsPolicy: string;
  firstMessageId: number | null;
  folderId: number | null;
  isRecentlyActive: boolean;
  canAddSubscribersGroup: GroupSettingValue;
  canAdministerChannelGroup: GroupSettingValue;
  canDeleteAnyMessageGroup: GroupSettingValue;
  canDeleteOwnMessageGroup: GroupSettingValue;
  canMoveMessagesOutOfChannelGroup: GroupSettingValue;
  canMoveMessagesWithinChannelGroup: GroupSettingValue;
  canRemoveSubscribersGroup: GroupSettingValue;
  canResolveTopicsGroup: GroupSettingValue;
  canSendMessageGroup: GroupSettingValue;
  canSubscribeGroup: GroupSettingValue;
  subscriberCount: number;
  weeklyTraffic: number | null;
  /** When asked for: whether new users are subscribed to it. */
  isDefault?: boolean;
  /** When asked for: its subscribers the user may see (partialSubscribers: the partial list of a large channel). */
  subscribers?: number[];
  partialSubscribers?: number[];
}

/** A user's subscription: the channel and the user's settings for it (Zulip's SubscriptionStreamDict). */
export interface Subscription extends Omit<Channel, 'isDefault'> {
  color: string;
  isMuted: boolean;
  pinToTop: boolean;
  /** null: the user's default for channels. */
  audibleNotifications: boolean | null;
  desktopNotifications: boolean | null;
  emailNotifications: boolean | null;
  pushNotifications: boolean | null;
  wildcardMentionsNotify: boolean | null;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    streamCreate: StreamCreateEvent;
    streamUpdate: StreamUpdateEvent;
    streamDelete: StreamDeleteEvent;
    defaultStreams: DefaultStreamsEvent;
    defaultStreamGroups: DefaultStreamGroupsEvent;
    subscriptionAdd: SubscriptionAddEvent;
    subscriptionRemove: SubscriptionRemoveEvent;
    subscriptionUpdate: SubscriptionUpdateEvent;
    subscriptionPeer: SubscriptionPeerEvent;
  }
}
