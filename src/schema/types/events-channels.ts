import type { EventOf } from '../../domain/events/types.ts';
import { visibilityPolicyOf } from '../../domain/register/topic-sections.ts';
import { Channel } from './channel.ts';
import { opEnum } from './event-enums.ts';
import { changesOf, deliveredRef, ResumableEvent, SettingChange, type ChangeSource } from './events-base.ts';
import { loadChannelForViewer, loadUserForViewer, type ViewerContext } from './relations.ts';
import { TopicVisibilityPolicy } from './topics.ts';
import { UserRef } from './user.ts';
import { fromUnixSeconds } from '../scalars.ts';

/** Channel, subscription and topic events, typed, with the channels as the viewer sees them now. */

async function visibleChannels(ctx: ViewerContext, ids: number[]) {
  const loaded = await Promise.all(ids.map((id) => loadChannelForViewer(ctx, id)));
  return loaded.filter((c) => c !== null);
}

async function knownUsers(ctx: ViewerContext, ids: number[]) {
  const loaded = await Promise.all(ids.map((id) => loadUserForViewer(ctx, id)));
  return loaded.filter((u) => u !== null);
}

type StreamEvent = EventOf<'stream'>;

const ChannelEventOp = opEnum('ChannelEventOp', ['create', 'update', 'delete'], 'What happened to a channel.', {
  delete: 'Archived (or no longer visible to the viewer).',
});
const SubscriptionEventOp = opEnum(
  'SubscriptionEventOp',
  ['add', 'remove', 'update', 'peer_add', 'peer_remove'],
  'What happened to subscriptions.',
  {
    add: 'The viewer was subscribed to channels.',
    remove: 'The viewer was unsubscribed from channels.',
    update: "A setting of the viewer's subscription changed.",
    peer_add: 'Other users were subscribed to channels.',
    peer_remove: 'Other users were unsubscribed from channels.',
  },
);

const streamIds = (e: StreamEvent): number[] =>
  e.op === 'create' ? e.streams.map((s) => s.id) : e.op === 'update' ? [e.channelId] : e.channelIds;

function streamChanges(e: StreamEvent): ChangeSource[] {
  if (e.op !== 'update') return [];
  const extra = changesOf({
    rendered_description: e.renderedDescription,
    history_public_to_subscribers: e.historyPublicToSubscribers,
    is_web_public: e.isWebPublic,
  }).filter((c) => c.value !== undefined);
  return [{ property: e.property, value: e.value }, ...extra];
}

export const ChannelEvent = deliveredRef<StreamEvent>('ChannelEvent').implement({
  description:
    'Channels appeared for the user (created, or newly visible), changed, or disappeared (deleted, or no longer visible).',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: ChannelEventOp, resolve: ({ event }) => event.op }),
    channelIds: t.intList({ description: "Zulip's ids of the channels.", resolve: ({ event }) => streamIds(event) }),
    channels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Those channels as the viewer sees them now (none after a deletion).',
      resolve: ({ event }, _a, ctx) => visibleChannels(ctx, streamIds(event)),
    }),
    changes: t.field({
      type: [SettingChange],
      description: 'With UPDATE: the changed properties.',
      resolve: ({ event }) => streamChanges(event),
    }),
  }),
});

type SubscriptionEvent = EventOf<'subscription'>;

const subscriptionChannelIds = (e: SubscriptionEvent): number[] =>
  e.op === 'add'
    ? e.subscriptions.map((s) => s.id)
    : e.op === 'remove'
      ? e.subscriptions.map((s) => s.channelId)
      : e.op === 'update'
        ? [e.channelId]
        : e.channelIds;

const peers = (e: SubscriptionEvent): number[] | null =>
  e.op === 'peer_add' || e.op === 'peer_remove' ? e.userIds : null;

export const SubscriptionEventRef = deliveredRef<SubscriptionEvent>('SubscriptionEvent').implement({
  description:
    "Subscriptions changed: the viewer's own (ADD, REMOVE, UPDATE of their settings), or other users joined or left channels whose subscribers the viewer sees (PEER_ADD, PEER_REMOVE).",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: SubscriptionEventOp, resolve: ({ event }) => event.op }),
    channelIds: t.intList({
      description: "Zulip's ids of the channels.",
      resolve: ({ event }) => subscriptionChannelIds(event),
    }),
    channels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Those channels as the viewer sees them now.',
      resolve: ({ event }, _a, ctx) => visibleChannels(ctx, subscriptionChannelIds(event)),
    }),
    userIds: t.intList({
      nullable: true,
      description: 'With PEER_ADD and PEER_REMOVE: who joined or left.',
      resolve: ({ event }) => peers(event),
    }),
    users: t.withAuth({ loggedIn: true }).field({
      description: 'PEER_ADD and PEER_REMOVE: the users who joined or left (those the viewer may see); null otherwise.',
      type: [UserRef],
      nullable: true,
      resolve: ({ event }, _a, ctx) => {
        const ids = peers(event);
        return ids === null ? null : knownUsers(ctx, ids);
      },
    }),
    changes: t.field({
      type: [SettingChange],
      description: "With UPDATE: the viewer's changed setting for the channel.",
      resolve: ({ event }) => (event.op === 'update' ? [{ property: event.property, value: event.value }] : []),
    }),
  }),
});

export const UserTopicEvent = deliveredRef<EventOf<'user_topic'>>('UserTopicEvent').implement({
  description: "The user's choice for a topic changed (muted, unmuted, followed, or none).",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    channelId: t.int({
      nullable: true,
      description: 'Never null here (nullable as on message events).',
      resolve: ({ event }) => event.channelId,
    }),
    channel: t.withAuth({ loggedIn: true }).field({
      description: "The topic's channel; null when the viewer may not see it.",
      type: Channel,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadChannelForViewer(ctx, event.channelId),
    }),
    topic: t.string({
      nullable: true,
      description: 'Never null here (nullable as on message events).',
      resolve: ({ event }) => event.topic,
    }),
    visibilityPolicy: t.field({
      description: "The user's choice now.",
      type: TopicVisibilityPolicy,
      resolve: ({ event }) => visibilityPolicyOf(event.visibilityPolicy),
    }),
    lastUpdated: t.field({
      type: 'DateTime',
      description: 'When it changed.',
      resolve: ({ event }) => fromUnixSeconds(event.lastUpdated),
    }),
  }),
});

export const DefaultChannelsEvent = deliveredRef<EventOf<'default_streams'>>('DefaultChannelsEvent').implement({
  description: "The organization's default channels (those new users join) changed; sent to everyone but guests.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    channelIds: t.intList({ description: 'Every default channel now.', resolve: ({ event }) => event.channelIds }),
    channels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Those channels as the viewer sees them now.',
      resolve: ({ event }, _a, ctx) => visibleChannels(ctx, event.channelIds),
    }),
  }),
});
