import DataLoader from 'dataloader';
import type { Actor } from '../../domain/actor.ts';
import { subscriberCounts } from '../../domain/channels/format.ts';
import { loadUsersByIds } from '../../domain/auth/load-actor.ts';
import { defaultChannelIdsAmong } from '../../domain/channels/default-channels.ts';
import {
  channelsById,
  subscriberIdsOfChannels,
  visibleChannelsByIds,
  type SubscribedChannel,
} from '../../domain/channels/queries.ts';
import { viewerSubscriptions } from '../../resolvers/nodes.ts';
import { streamRowsByIds } from '../../domain/channels/rows.ts';
import { channelViewerOf, mayAdministerChannel, maySubscribeToChannel } from '../../domain/channels/viewer-rights.ts';
import type { Stream, User } from '../../generated/prisma/client.ts';
import { getMessagesById } from '../../domain/messages/single/get-message.ts';
import type { ReadMessage } from '../../domain/messages/model.ts';
import { listChannelFolders, type ChannelFolder } from '../../domain/channel-folders/folders.ts';
import { BATCH_ONLY, byId, perContext, perRealm, present } from './per-context.ts';

/**
 * Channels by id, as GET /streams?include_all=true&exclude_archived=false
 * shows them to the viewer: one the viewer has no metadata access to (e.g. a
 * private channel they left) loads as null.
 */
export const channelLoader = perContext((ctx) => {
  const load = async (actor: Actor, ids: readonly number[]) =>
    byId(ids, await visibleChannelsByIds(ctx.deps.db.prisma, actor, [...new Set(ids)]));
  return new DataLoader<number, Stream | null>(
    async (ids) => (ctx.actor === null ? ids.map(() => null) : load(ctx.actor, ids)),
    BATCH_ONLY,
  );
});

/**
 * Channels by id, as GET /streams/{stream_id} shows them to the viewer (what
 * an unread topic, a muted topic or a default channel group names): one it
 * would refuse — no metadata access, archived — loads as null.
 */
export const channelByIdLoader = perContext(
  (ctx) =>
    new DataLoader<number, Stream | null>(async (ids) => {
      if (ctx.actor === null) return ids.map(() => null);
      const found = await channelsById(ctx.deps.db.prisma, ctx.actor, ids);
      return ids.map((id) => found.get(id) ?? null);
    }, BATCH_ONLY),
);

/**
 * Messages by id, as GET /messages/{message_id} shows them to the viewer (an
 * upload's messages): one it may not read loads as null. Rendered, the empty
 * topic as stored, like the other GraphQL reads of one message.
 */
export const messageByIdLoader = perContext(
  (ctx) =>
    new DataLoader<number, ReadMessage | null>(async (ids) => {
      if (ctx.actor === null) return ids.map(() => null);
      const found = await getMessagesById(ctx.deps, ctx.actor, ids, { applyMarkdown: true, allowEmptyTopicName: true });
      return ids.map((id) => found.get(id) ?? null);
    }, BATCH_ONLY),
);

/** Subscriber counts of channels the viewer was already given (a list of channels costs one statement). */
export const subscriberCountLoader = perContext(
  (ctx) =>
    new DataLoader<Stream, number, number>(
      async (streams) => {
        const counts = await subscriberCounts(ctx.deps.db.prisma, [...streams]);
        return streams.map((s) => counts.get(s.id) ?? 0);
      },
      { ...BATCH_ONLY, cacheKeyFn: (s) => s.id },
    ),
);

/**
 * The subscribers of channels as the viewer may see them (GET
 * /streams/{id}/members, or its error), a batch of channels in a few
 * statements: a list of channels asks for each one's subscribers, a page of
 * messages once per message. The users come with them, each row read once,
 * and one promise per channel rather than per subscriber: thirty channels of
 * 500 subscribers asked for five times over were 75,000 loads.
 */
export const subscribersLoader = perContext(
  (ctx) =>
    new DataLoader<number, User[]>(async (channelIds) => {
      const answers = await subscriberIdsOfChannels(ctx.deps.db.prisma, present(ctx.actor, 'the viewer'), channelIds);
      const ids = new Set([...answers.values()].flatMap((a) => (a instanceof Error ? [] : a)));
      const users = new Map((await loadUsersByIds(ctx.deps.db.sql, ctx.realm.id, [...ids])).map((u) => [u.id, u]));
      return channelIds.map((id) => {
        const answer = answers.get(id) ?? new Error('channel not loaded');
        return answer instanceof Error ? answer : answer.flatMap((userId) => users.get(userId) ?? []);
      });
    }, BATCH_ONLY),
);

/** The subscriber ids of channels as the viewer may see them (or the error GET /streams/{id}/members answers), a batch in a few statements. */
export const subscriberIdsLoader = perContext(
  (ctx) =>
    new DataLoader<number, number[]>(async (channelIds) => {
      const answers = await subscriberIdsOfChannels(ctx.deps.db.prisma, present(ctx.actor, 'the viewer'), channelIds);
      return channelIds.map((id) => answers.get(id) ?? new Error('channel not loaded'));
    }, BATCH_ONLY),
);

/** Whether channels the viewer was already given are default channels (a list of channels costs one statement). */
export const defaultChannelLoader = perContext(
  (ctx) =>
    new DataLoader<Stream, boolean, number>(
      async (streams) => {
        const defaults = await defaultChannelIdsAmong(
          ctx.deps.db.prisma,
          ctx.realm.id,
          streams.map((s) => s.id),
        );
        return streams.map((s) => defaults.has(s.id));
      },
      { ...BATCH_ONLY, cacheKeyFn: (s) => s.id },
    ),
);

/**
 * The channel rows of messages the viewer has just been given: reading a
 * message needs content access to its channel, which includes metadata
 * access, so no check is repeated. One statement per page; subscriber
 * counts and permission groups load in batches only when asked for.
 */
export const messageChannelLoader = perRealm(
  (sql, realmId) =>
    new DataLoader<number, Stream | null>(
      async (ids) => byId(ids, await streamRowsByIds(sql, realmId, [...new Set(ids)])),
      BATCH_ONLY,
    ),
);

/** The viewer's subscriptions to channels by id, null where not subscribed (a list of channels reads them once). */
export const viewerSubscriptionLoader = perContext(
  (ctx) =>
    new DataLoader<number, SubscribedChannel | null>(async (channelIds) => {
      if (ctx.actor === null) return channelIds.map(() => null);
      const subs = await viewerSubscriptions({ deps: ctx.deps, actor: ctx.actor, realm: ctx.realm });
      return channelIds.map((id) => subs.get(id) ?? null);
    }, BATCH_ONLY),
);

/**
 * What the viewer may do with channels (viewer-rights.ts): a batch shares one reading of the
 * viewer's groups, read again for each batch as an event's channels must show the rights as they are then.
 */
export const viewerChannelRightsLoader = perContext(
  (ctx) =>
    new DataLoader<Stream, { administer: boolean; subscribe: boolean }>(async (streams) => {
      const actor = ctx.actor;
      if (actor === null) return streams.map(() => ({ administer: false, subscribe: false }));
      const viewer = channelViewerOf(ctx.deps.db.prisma, actor);
      const subs = await viewerSubscriptions({ deps: ctx.deps, actor, realm: ctx.realm });
      return Promise.all(
        streams.map(async (s) => ({
          administer: await mayAdministerChannel(viewer, s),
          subscribe: await maySubscribeToChannel(viewer, s, subs.has(s.id)),
        })),
      );
    }, BATCH_ONLY),
);

/** The organization's channel folders by id, archived ones too (a channel's folder). */
export const channelFolderLoader = perRealm(
  (sql, realmId) =>
    new DataLoader<number, ChannelFolder | null>(
      async (ids) => byId(ids, await listChannelFolders(sql, realmId, true)),
      BATCH_ONLY,
    ),
);
