import type { GroupSettingValue } from '../../group-setting-types.ts';

/** Channels appear (created, or newly visible), change, or disappear for the users concerned. */
export interface StreamCreateEvent {
  type: 'stream';
  op: 'create';
  streams: Array<Omit<ChannelDict, 'is_default'>>;
}

export interface StreamUpdateEvent {
  type: 'stream';
  op: 'update';
  stream_id: number;
  name: string;
  property: string;
  /** Its type depends on `property`. */
  value: unknown;
  rendered_description?: string;
  history_public_to_subscribers?: boolean;
  is_web_public?: boolean;
}

export interface StreamDeleteEvent {
  type: 'stream';
  op: 'delete';
  streams: Array<{ stream_id: number }>;
  stream_ids: number[];
}

/** The user's own subscriptions changed. */
export interface SubscriptionAddEvent {
  type: 'subscription';
  op: 'add';
  subscriptions: SubscriptionDict[];
}

export interface SubscriptionRemoveEvent {
  type: 'subscription';
  op: 'remove';
  subscriptions: Array<{ name: string; stream_id: number }>;
}

export interface SubscriptionUpdateEvent {
  type: 'subscription';
  op: 'update';
  stream_id: number;
  property: string;
  value: unknown;
}

/** Other users joined or left channels whose subscribers the user may see. */
export interface SubscriptionPeerEvent {
  type: 'subscription';
  op: 'peer_add' | 'peer_remove';
  stream_ids: number[];
  user_ids: number[];
}

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
export interface DefaultStreamsEvent {
  type: 'default_streams';
  default_streams: number[];
}

/** Zulip's APIStreamDict at feature level 420 (the BasicChannel schema). */
export interface ChannelDict {
  stream_id: number;
  name: string;
  is_archived: boolean;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: boolean;
  is_web_public: boolean;
  stream_post_policy: number;
  is_announcement_only: boolean;
  message_retention_days: number | null;
  history_public_to_subscribers: boolean;
  topics_policy: string;
  first_message_id: number | null;
  folder_id: number | null;
  is_recently_active: boolean;
  can_add_subscribers_group: GroupSettingValue;
  can_administer_channel_group: GroupSettingValue;
  can_delete_any_message_group: GroupSettingValue;
  can_delete_own_message_group: GroupSettingValue;
  can_move_messages_out_of_channel_group: GroupSettingValue;
  can_move_messages_within_channel_group: GroupSettingValue;
  can_remove_subscribers_group: GroupSettingValue;
  can_resolve_topics_group: GroupSettingValue;
  can_send_message_group: GroupSettingValue;
  can_subscribe_group: GroupSettingValue;
  subscriber_count: number;
  stream_weekly_traffic: number | null;
  is_default?: boolean;
}

/** Zulip's SubscriptionStreamDict: the channel plus the user's settings for it. */
export interface SubscriptionDict extends Omit<ChannelDict, 'is_default'> {
  color: string;
  is_muted: boolean;
  in_home_view: boolean;
  pin_to_top: boolean;
  audible_notifications: boolean | null;
  desktop_notifications: boolean | null;
  email_notifications: boolean | null;
  push_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
  subscribers?: number[];
}
