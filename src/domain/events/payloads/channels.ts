import type { ChannelDict, SubscriptionDict } from '../../channels/format.ts';

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
  default_stream_groups: Array<{ name: string; id: number; description: string; streams: number[] }>;
}

/** The organization's default channels changed (ids, since feature level 330). */
export interface DefaultStreamsEvent {
  type: 'default_streams';
  default_streams: number[];
}
