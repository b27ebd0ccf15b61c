import type { SubscribedChannel } from '../domain/channels/queries.ts';
import type { DefaultChannelGroup } from '../domain/channels/default-channel-groups.ts';
import type { Draft } from '../domain/drafts/drafts.ts';
import type { AttachmentSummary } from '../domain/events/types.ts';
import type { Linkifier } from '../domain/linkifiers/linkifiers.ts';
import type { RealmPlayground } from '../domain/playgrounds/playgrounds.ts';
import type { RealmExport } from '../domain/realm-export/realm-export.ts';
import { isAdmin } from '../domain/roles.ts';
import type { ScheduledMessage } from '../domain/scheduled-messages/scheduled-messages.ts';
import type { Reminder } from '../domain/scheduled-messages/reminders.ts';
import { asDomainError } from '../domain/errors.ts';
import { getMessagesById } from '../domain/messages/single/get-message.ts';
import type { Submessage } from '../domain/messages/model.ts';
import type { CustomProfileField } from '../domain/profile-fields/types.ts';
import type { RealmEmoji } from '../domain/realm-emoji/realm-emoji.ts';
import type { UserTopicEntry } from '../domain/register/topic-sections.ts';
import type { SavedSnippet } from '../domain/snippets/saved-snippets.ts';
import type { TopicSummary } from '../domain/topics/list-topics.ts';
import type { Bot } from '../domain/users/bots-format.ts';
import { viewerUserTopics } from './bootstrap.ts';
import { ownBots } from './bots.ts';
import { subscriptions } from './channels.ts';
import { defaultChannelGroups } from './default-channel-groups.ts';
import { drafts } from './drafts.ts';
import { invitations } from './invites.ts';
import type { Invitation } from '../domain/invites/store.ts';
import { pushDevices } from './push-devices.ts';
import type { PushDevice } from '../domain/push-devices/push-devices.ts';
import { linkifiers } from './linkifiers.ts';
import { playgrounds } from './playgrounds.ts';
import { realmExports } from './realm-exports.ts';
import { channelFolders } from './channel-folders.ts';
import { navigationViews } from './navigation-views.ts';
import type { ChannelFolder } from '../domain/channel-folders/folders.ts';
import type { NavigationView } from '../domain/navigation-views/navigation-views.ts';
import { scheduledMessages } from './scheduled-messages.ts';
import { reminders } from './reminders.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';
import { profileFields } from './profile-fields.ts';
import { realm, type RealmState } from './realm.ts';
import { realmEmoji } from './realm-emoji.ts';
import { savedSnippets } from './snippets.ts';
import { listTopics } from './topics.ts';
import { attachments } from './uploads.ts';

/*
 * The objects `node(id:)` and `nodes(ids:)` name, each read by the same
 * operation as its list query, so the viewer finds by id exactly what the
 * list shows them (null for the rest). The local part of a global id is a
 * row id, or the parts of a composite identity joined by ":" (a topic name
 * may hold ":" itself, so it comes last).
 */

export type Found<T> = Array<T | null>;

/** The listed objects with the ids asked for, in order. */
async function pick<T extends { id: number }>(list: Promise<T[]>, ids: readonly string[]): Promise<Found<T>> {
  const byId = new Map((await list).map((x) => [String(x.id), x]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** A composite id's parts: `n` leading integers, then the rest (a topic name), or null when malformed. */
export function compositeId(id: string, n: number): { numbers: number[]; rest: string } | null {
  const parts = id.split(':');
  const numbers = parts.slice(0, n).map(Number);
  if (parts.length <= n || !numbers.every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  return { numbers, rest: parts.slice(n).join(':') };
}

export const draftNodes = (ctx: OperationContext, ids: readonly string[]) => pick<Draft>(drafts(ctx), ids);
export const invitationNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<Invitation>(invitations(ctx), ids);
export const pushDeviceNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<PushDevice>(pushDevices(ctx), ids);
export const snippetNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<SavedSnippet>(savedSnippets(ctx), ids);
export const linkifierNodes = (ctx: OperationContext, ids: readonly string[]) => pick<Linkifier>(linkifiers(ctx), ids);
export const playgroundNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<RealmPlayground>(playgrounds(ctx), ids);
/** Administrators see the exports; to anyone else none exists. */
export const realmExportNodes = (ctx: OperationContext, ids: readonly string[]) =>
  isAdmin(ctx.actor.user.role) ? pick<RealmExport>(realmExports(ctx), ids) : Promise.resolve(ids.map(() => null));
export const reminderNodes = (ctx: OperationContext, ids: readonly string[]) => pick<Reminder>(reminders(ctx), ids);
export const scheduledMessageNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<ScheduledMessage>(scheduledMessages(ctx), ids);
export const channelFolderNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<ChannelFolder>(channelFolders(ctx, true), ids);

/** A navigation view's local id: its user and its fragment (which may hold ":" itself, so it comes last). */
export const navigationViewLocalId = (userId: number, v: NavigationView): string => `${userId}:${v.fragment}`;

export async function navigationViewNodes(
  ctx: OperationContext,
  ids: readonly string[],
): Promise<Found<NavigationView>> {
  const own = new Map((await navigationViews(ctx)).map((v) => [navigationViewLocalId(ctx.actor.user.id, v), v]));
  return ids.map((id) => own.get(id) ?? null);
}

export const profileFieldNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<CustomProfileField>(profileFields(ctx), ids);
export const realmEmojiNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<RealmEmoji>(realmEmoji(ctx), ids);
export const attachmentNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<AttachmentSummary>(
    attachments(ctx).then((a) => a.attachments),
    ids,
  );
export async function botNodes(ctx: OperationContext, ids: readonly string[]): Promise<Found<Bot>> {
  const byId = new Map((await ownBots(ctx)).map((b) => [String(b.bot.id), b]));
  return ids.map((id) => byId.get(id) ?? null);
}
export const defaultChannelGroupNodes = (ctx: OperationContext, ids: readonly string[]) =>
  pick<DefaultChannelGroup>(defaultChannelGroups(ctx), ids);

/** The viewer's organization (the only one they can see). */
export const realmNodes = async (ctx: OperationContext, ids: readonly string[]): Promise<Found<RealmState>> =>
  ids.includes(String(ctx.realm.id))
    ? realm(ctx).then((r) => ids.map((id) => (id === String(r.realmId) ? r : null)))
    : ids.map(() => null);

/** A submessage's id: its message's and its own, so that it is read through the message (whose readers see it). */
export const submessageLocalId = (s: Submessage): string => `${s.messageId}:${s.id}`;

export async function submessageNodes(ctx: OperationContext, ids: readonly string[]): Promise<Found<Submessage>> {
  const parsed = ids.map((id) => compositeId(id, 1));
  const messageIds = parsed.flatMap((p) => (p ? [p.numbers[0]] : []));
  const messages = await getMessagesById(ctx.deps, ctx.actor, [...new Set(messageIds)], {
    applyMarkdown: true,
    allowEmptyTopicName: true,
  });
  return parsed.map((p) => {
    if (p === null) return null;
    const message = messages.get(p.numbers[0]);
    return message?.submessages.find((s) => String(s.id) === p.rest) ?? null;
  });
}

/** A topic of a channel, as `topics` lists it, with the channel it belongs to. */
export interface ChannelTopic extends TopicSummary {
  channelId: number;
}

export const topicLocalId = (t: ChannelTopic): string => `${t.channelId}:${t.name}`;

/** A channel's topics as `topics(channelId:)` lists them, with their channel. */
export const channelTopics = async (
  ctx: PublicOperationContext,
  args: { channelId: number; allowEmptyTopicName: boolean },
): Promise<ChannelTopic[]> => (await listTopics(ctx, args)).map((t) => ({ ...t, channelId: args.channelId }));

export async function topicNodes(ctx: PublicOperationContext, ids: readonly string[]): Promise<Found<ChannelTopic>> {
  // The empty topic is "" where it was listed as such, else "general chat": each id is looked up as it was listed.
  const lists = new Map<string, Promise<ChannelTopic[]>>();
  const listOf = (channelId: number, allowEmptyTopicName: boolean): Promise<ChannelTopic[]> => {
    const key = `${channelId}:${allowEmptyTopicName}`;
    let list = lists.get(key);
    if (list === undefined) {
      list = channelTopics(ctx, { channelId, allowEmptyTopicName }).catch((e: unknown) => {
        if (asDomainError(e)) return [];
        throw e;
      });
      lists.set(key, list);
    }
    return list;
  };
  return Promise.all(
    ids.map(async (id) => {
      const p = compositeId(id, 1);
      if (p === null) return null;
      const topics = await listOf(p.numbers[0], p.rest === '');
      // Topic names match regardless of case, as Zulip's do.
      return topics.find((t) => t.name.toLowerCase() === p.rest.toLowerCase()) ?? null;
    }),
  );
}

/** The viewer's choice for a topic, named by its user, channel and topic. */
export const userTopicLocalId = (userId: number, t: UserTopicEntry): string => `${userId}:${t.channelId}:${t.topic}`;

export async function userTopicNodes(ctx: OperationContext, ids: readonly string[]): Promise<Found<UserTopicEntry>> {
  const parsed = ids.map((id) => compositeId(id, 2));
  if (!parsed.some((p) => p?.numbers[0] === ctx.actor.user.id)) return ids.map(() => null);
  const entries = await viewerUserTopics(ctx);
  return parsed.map((p) => {
    if (p === null || p.numbers[0] !== ctx.actor.user.id) return null;
    const [, channelId] = p.numbers;
    return entries.find((e) => e.channelId === channelId && e.topic.toLowerCase() === p.rest.toLowerCase()) ?? null;
  });
}

/** The viewer's subscription to a channel, named by its user and channel. */
export const subscriptionLocalId = (s: { userId: number; recipient: { typeId: number } }): string =>
  `${s.userId}:${s.recipient.typeId}`;

/** The viewer's subscriptions by channel id, as `subscriptions` lists them. */
export async function viewerSubscriptions(ctx: OperationContext): Promise<Map<number, SubscribedChannel>> {
  return new Map((await subscriptions(ctx)).map((s) => [s.recipient.stream.id, s]));
}

/** The subscription row a ChannelSubscription id names, when it is the viewer's and active; else null. */
export async function subscriptionRowId(ctx: OperationContext, id: string): Promise<number | null> {
  const p = compositeId(`${id}:`, 2);
  if (p === null || p.rest !== '' || p.numbers[0] !== ctx.actor.user.id) return null;
  return (await viewerSubscriptions(ctx)).get(p.numbers[1])?.id ?? null;
}
