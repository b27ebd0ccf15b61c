import DataLoader from 'dataloader';
import type { Actor } from '../domain/actor.ts';
import type { GroupSettingValue } from '../domain/groups/group-setting-value.ts';
import { statusesOf, type UserStatusView } from '../domain/status/user-status.ts';
import { profileFields, profileValuesOfUsers } from '../resolvers/profile-fields.ts';
import type { CustomProfileField, ProfileValueView } from '../domain/profile-fields/types.ts';
import { subscriberCounts } from '../domain/channels/format.ts';
import { loadUsersByIds } from '../domain/auth/load-actor.ts';
import { defaultChannelIdsAmong } from '../domain/channels/default-channels.ts';
import {
  channelsById,
  subscriberIdsOfChannels,
  visibleChannelsByIds,
  type SubscribedChannel,
} from '../domain/channels/queries.ts';
import { viewerSubscriptions } from '../resolvers/nodes.ts';
import { streamRowsByIds } from '../domain/channels/rows.ts';
import { FULL_ACCESS, userAccessOf } from '../domain/users/user-access.ts';
import type { Stream, User } from '../generated/prisma/client.ts';
import { getMessagesById } from '../domain/messages/single/get-message.ts';
import type { ReadMessage } from '../domain/messages/model.ts';
import type { UserGroup } from '../domain/groups/load-groups.ts';
import { groupSettingValuesOf, supergroupIdsOf, userGroupsByIds } from '../resolvers/user-groups.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';

/*
 * Batch loaders, one set per GraphQL context (or per organization, see
 * perRealm): every id asked for while GraphQL completes one level of a result is loaded by one query, so a page
 * of N messages costs as many queries as a page of one. They batch but do not
 * cache (`cache: false`): a WebSocket subscription keeps its context for its
 * lifetime, and each event must show the objects as they are then.
 */
const BATCH_ONLY = { cache: false } as const;

function perContext<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const store = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    let value = store.get(ctx);
    if (value === undefined) {
      value = create(ctx);
      store.set(ctx, value);
    }
    return value;
  };
}

/**
 * One loader per organization for every context of a server, for what does
 * not depend on the viewer: a new message reaches hundreds of subscriptions
 * at once, and each resolving its sender alone would be a statement per
 * subscriber; shared, the senders asked for in one tick are one statement.
 * Still batch-only, like the others.
 */
function perRealm<T>(
  create: (sql: GraphQLContext['deps']['db']['sql'], realmId: number) => T,
): (ctx: GraphQLContext) => T {
  const store = new WeakMap<object, Map<number, T>>();
  return (ctx) => {
    let realms = store.get(ctx.deps.db.sql);
    if (realms === undefined) {
      realms = new Map();
      store.set(ctx.deps.db.sql, realms);
    }
    let value = realms.get(ctx.realm.id);
    if (value === undefined) {
      value = create(ctx.deps.db.sql, ctx.realm.id);
      realms.set(ctx.realm.id, value);
    }
    return value;
  };
}

const byId = <V extends { id: number }>(ids: readonly number[], rows: V[]): Array<V | null> => {
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id) ?? null);
};

/** Users of the request's organization by id (message senders, reacting users), on the raw driver: it runs on every message page. */
export const userLoader = perRealm(
  (sql, realmId) =>
    new DataLoader<number, User | null>(
      async (ids) => byId(ids, await loadUsersByIds(sql, realmId, [...new Set(ids)])),
      BATCH_ONLY,
    ),
);

/**
 * Whether the viewer may see users, by id (can_access_all_users_group): asked
 * only for a guest's view, and computed afresh for each batch, since access
 * follows the guest's subscriptions and a subscription's context lives long.
 */
export const userAccessLoader = perContext(
  (ctx) =>
    new DataLoader<number, boolean>(async (ids) => {
      const access = ctx.actor === null ? FULL_ACCESS : await userAccessOf(ctx.deps.db.sql, ctx.actor);
      return ids.map((id) => access.listed(id));
    }, BATCH_ONLY),
);

/** Named user groups of the request's organization by id, deactivated or not (group-setting values, subgroups, nodes). */
export const groupLoader = perContext(
  (ctx) =>
    new DataLoader<number, UserGroup | null>(
      async (ids) => byId(ids, await userGroupsByIds(ctx, [...new Set(ids)])),
      BATCH_ONLY,
    ),
);

/** The named groups each group is a direct subgroup of, by the group's id. */
export const supergroupIdsLoader = perContext(
  (ctx) =>
    new DataLoader<number, number[]>(async (ids) => {
      const found = await supergroupIdsOf(ctx, [...new Set(ids)]);
      return ids.map((id) => found.get(id) ?? []);
    }, BATCH_ONLY),
);

/** Group-setting values by their group's id: a named group's id, or an anonymous group's members and subgroups. */
export const groupSettingLoader = perContext(
  (ctx) =>
    new DataLoader<number, GroupSettingValue>(async (ids) => {
      const values = await groupSettingValuesOf(ctx, [...ids]);
      return ids.map((id) => values.get(id) ?? id);
    }, BATCH_ONLY),
);

/** User statuses by user id, for users the viewer was already given (a list of users costs one statement). */
export const statusLoader = perContext(
  (ctx) =>
    new DataLoader<number, UserStatusView>(async (ids) => {
      const statuses = await statusesOf(ctx.deps.db.sql, [...new Set(ids)]);
      return ids.map((id) => statuses.get(id) ?? {});
    }, BATCH_ONLY),
);

/** Custom profile field values by user id (a list of users costs one statement). */
export const profileValuesLoader = perContext(
  (ctx) =>
    new DataLoader<number, ProfileValueView[]>(async (ids) => {
      const values = await profileValuesOfUsers(ctx, [...new Set(ids)]);
      return ids.map((id) => values.get(id) ?? []);
    }, BATCH_ONLY),
);

/** The organization's custom profile fields by id: every key asked for at once loads the realm's list once. */
export const profileFieldLoader = perContext(
  (ctx) =>
    new DataLoader<number, CustomProfileField | null>(async (ids) => byId(ids, await profileFields(ctx)), BATCH_ONLY),
);

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

/** A loaded row that must exist (a message's sender, a reaction's user): its absence is a bug, not a user error. */
export function present<V>(value: V | null, what: string): V {
  if (value === null) throw new Error(`${what} not found`);
  return value;
}
