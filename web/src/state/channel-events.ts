import type { AppEvent, State, Subscription } from './store.ts';

type ChannelEvent = Extract<AppEvent, { __typename: 'ChannelEvent' }>;
type SubscriptionEvent = Extract<AppEvent, { __typename: 'SubscriptionEvent' }>;

// Channels and subscriptions change elsewhere (another user, another device): the sidebar
// follows, and `channels` is bumped so an open channel browser reads its list again.

/** A channel created, renamed, described anew or gone: the viewer's subscription to it shows it as it is now. */
export function channelChanged(s: State, e: ChannelEvent): State {
  const byId = new Map(e.channels.map((c) => [c.channelId, c]));
  const gone = new Set(e.channelOp === 'DELETE' ? e.channelIds : []);
  const subscriptions = s.subscriptions.flatMap((sub): Subscription[] => {
    const id = sub.channel.channelId;
    if (gone.has(id)) return [];
    const c = byId.get(id);
    return [c ? { ...sub, channel: { ...sub.channel, name: c.name, description: c.description } } : sub];
  });
  return { ...s, subscriptions, channels: s.channels + 1 };
}

/** The viewer joined or left channels, or changed their colour, mute or pin (perhaps on another device). */
export function subscriptionChanged(s: State, e: SubscriptionEvent): State {
  const next = { ...s, channels: s.channels + 1 };
  if (e.subscriptionOp === 'PEER_ADD' || e.subscriptionOp === 'PEER_REMOVE') return next;
  const ids = new Set(e.channelIds);
  const kept = s.subscriptions.filter((sub) => !ids.has(sub.channel.channelId));
  if (e.subscriptionOp === 'REMOVE') return { ...next, subscriptions: kept };
  const now = e.channels.flatMap((c) => (c.viewerSubscription ? [c.viewerSubscription] : []));
  // An update keeps the sidebar's order: each changed subscription stays where it was.
  const updated = s.subscriptions.map((sub) => now.find((n) => n.channel.channelId === sub.channel.channelId) ?? sub);
  const added = now.filter((n) => !s.subscriptions.some((sub) => sub.channel.channelId === n.channel.channelId));
  return { ...next, subscriptions: e.subscriptionOp === 'ADD' ? [...kept, ...now] : [...updated, ...added] };
}
