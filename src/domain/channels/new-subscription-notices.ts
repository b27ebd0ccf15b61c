import type { Realm, Stream } from '../../generated/prisma/client.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { channelLink, silentMention } from '../markdown/message-links.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import type { UserRow } from '../users/format.ts';
import type { SubInfo } from './insert-subscriptions.ts';
import { CHANNEL_EVENTS_TOPIC, channelCreatedNotice } from './channel-notices.ts';

/** Zulip's settings.MAX_BULK_NEW_SUBSCRIPTION_MESSAGES: more users subscribed at once get no direct messages. */
export const MAX_BULK_NEW_SUBSCRIPTION_MESSAGES = 100;

/** The topic of new channel announcements (Zulip's "new channels"). */
export const NEW_CHANNELS_TOPIC = 'new channels';

/**
 * Sends one direct message from the Notification Bot to each of `to`, unread
 * for them. Sending is the messages area's, above this one: the composition
 * root hands its function over.
 */
export type BotDirectMessenger = (
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  realm: Realm,
  to: readonly UserRow[],
  content: string,
) => Promise<void>;

declare module '../context.ts' {
  interface Deps {
    dmAsNotificationBot: BotDirectMessenger;
  }
}

export interface NewSubscriptionNotices {
  deps: Deps;
  tx: Tx;
  emit: (e: AddressedEvent) => void;
  realm: Realm;
  actor: UserRow;
  /** The subscriptions the request added (or reactivated), in the order they were written. */
  added: readonly SubInfo[];
  created: readonly Stream[];
  announce: boolean;
  sendSubscriptionMessages: boolean;
}

/** Zulip's you_were_just_subscribed_message: the channels by name, sorted. */
export function youWereJustSubscribedMessage(actor: { id: number; fullName: string }, names: string[]): string {
  const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 1) return `${silentMention(actor)} subscribed you to #**${sorted[0]}**.`;
  // Zulip ends each line with a newline; sending strips the last one (normalize_body).
  return `${silentMention(actor)} subscribed you to the following channels:\n\n${sorted.map((n) => `* #**${n}**`).join('\n')}`;
}

/** The announcement of new channels, in the order they were created. */
export function newChannelsAnnouncement(actor: { id: number; fullName: string }, created: readonly Stream[]): string {
  const links = created.map((s) => channelLink(s.id, s.name)).join(', ');
  return created.length > 1
    ? `${silentMention(actor)} created the following channels: ${links}.`
    : `${silentMention(actor)} created a new channel ${links}.`;
}

/**
 * Zulip's send_messages_for_new_subscribers: unless more than
 * MAX_BULK_NEW_SUBSCRIPTION_MESSAGES users were subscribed (or the request
 * asked for none), the Notification Bot tells each human subscribed by
 * someone else which existing channels they joined (not those just created);
 * then, with `announce`, it announces the new channels in the organization's
 * new channel announcements channel, read for the acting user; then it posts
 * in each new channel that it was created. Answers
 * whether the direct messages were allowed (new_subscription_messages_sent).
 */
export async function sendNewSubscriptionNotices(n: NewSubscriptionNotices): Promise<boolean> {
  const namesByUser = new Map<number, string[]>();
  for (const { user, stream } of n.added) {
    const names = namesByUser.get(user.id) ?? [];
    names.push(stream.name);
    namesByUser.set(user.id, names);
  }
  const messagesSent = n.sendSubscriptionMessages && namesByUser.size <= MAX_BULK_NEW_SUBSCRIPTION_MESSAGES;
  if (messagesSent) await sendSubscriptionMessages(n, namesByUser);
  if (n.announce && n.created.length > 0) await announceNewChannels(n);
  // Then each new channel's first message, in its "channel events" topic, read for its creator only.
  for (const stream of n.created) {
    await n.deps.postAsBot(
      { deps: n.deps, tx: n.tx, emit: n.emit, realm: n.realm, actor: n.actor },
      stream,
      CHANNEL_EVENTS_TOPIC,
      channelCreatedNotice(n.actor, stream),
    );
  }
  return messagesSent;
}

async function sendSubscriptionMessages(n: NewSubscriptionNotices, namesByUser: Map<number, string[]>): Promise<void> {
  const createdNames = new Set(n.created.map((s) => s.name));
  const others = [...namesByUser.keys()].filter((id) => id !== n.actor.id);
  if (others.length === 0) return;
  const users = await n.tx.user.findMany({ where: { id: { in: others }, isBot: false } });
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const id of others) {
    const user = byId.get(id);
    const names = (namesByUser.get(id) ?? []).filter((name) => !createdNames.has(name));
    if (!user || names.length === 0) continue;
    await n.deps.dmAsNotificationBot(
      n.deps,
      n.tx,
      n.emit,
      n.realm,
      [user],
      youWereJustSubscribedMessage(n.actor, names),
    );
  }
}

async function announceNewChannels(n: NewSubscriptionNotices): Promise<void> {
  const realm = await n.tx.realm.findUniqueOrThrow({ where: { id: n.realm.id } });
  const id = Number(realmSettingsOf(realm.settings).new_stream_announcements_stream_id);
  if (!(id >= 0)) return;
  const channel = await n.tx.stream.findFirst({ where: { id, realmId: realm.id } });
  if (!channel) return;
  await n.deps.postAsBot(
    { deps: n.deps, tx: n.tx, emit: n.emit, realm, actor: n.actor },
    channel,
    NEW_CHANNELS_TOPIC,
    newChannelsAnnouncement(n.actor, n.created),
  );
}
