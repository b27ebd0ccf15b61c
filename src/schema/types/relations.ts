import type { ObjectRef } from '@pothos/core';
import type { Actor } from '../../domain/actor.ts';
import { channelById, subscribedChannels, type SubscribedChannel } from '../../domain/channels/queries.ts';
import { asDomainError } from '../../domain/errors.ts';
import { getSingleMessage } from '../../domain/messages/single/get-message.ts';
import * as realmOps from '../../resolvers/realm.ts';
import type { RealmState } from '../../resolvers/realm.ts';
import * as users from '../../resolvers/users.ts';
import { userGroupsByIds } from '../../resolvers/user-groups.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { Stream, User } from '../../generated/prisma/client.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { builder } from '../builder.ts';
import type { ApiFlag } from '../../domain/messages/flags.ts';
import type { Message, ReadMessage } from '../../domain/messages/model.ts';
import { userLoader } from '../loaders.ts';

/*
 * How events and the bootstrap reach the objects they are about: one
 * function per kind, each calling the domain's getter for what the viewer
 * may see now (null when they may not). No per-request cache: a
 * subscription keeps its context for its lifetime.
 */

export type ViewerContext = GraphQLContext & { actor: Actor };

/** Null for a domain refusal (no access, gone); anything else is a fault. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (asDomainError(e)) return null;
    throw e;
  }
}

/**
 * A message as the viewer may read it now. A new message's event already
 * carries it as the viewer received it (`known`: the payload and their flags).
 */
export async function loadMessageForViewer(
  ctx: ViewerContext,
  id: number,
  known?: { payload: Message; flags: ApiFlag[] },
): Promise<ReadMessage | null> {
  if (known) return { ...known.payload, flags: known.flags };
  const found = await orNull(
    getSingleMessage(ctx.deps, ctx.actor, id, { applyMarkdown: true, allowEmptyTopicName: true }),
  );
  return found && found.message;
}

/** A user of the viewer's organization, active or not. */
export function loadUserForViewer(ctx: ViewerContext, id: number): Promise<User | null> {
  return userLoader(ctx).load(id);
}

/** A channel the viewer has metadata access to. */
export function loadChannelForViewer(ctx: ViewerContext, id: number): Promise<Stream | null> {
  return orNull(channelById(ctx.deps.db.prisma, ctx.actor, id));
}

/** A named user group of the viewer's organization. */
export async function loadGroupForViewer(ctx: ViewerContext, id: number): Promise<UserGroup | null> {
  const [group] = await userGroupsByIds(ctx, [id]);
  return group ?? null;
}

// channel.ts's subscription type is resolved by its name (it imports this module's loaders).
export const ChannelSubscriptionRef = 'ChannelSubscription' as unknown as ObjectRef<
  typeof builder.$inferSchemaTypes,
  SubscribedChannel
>;

/** The viewer's organization, as the `realm` query shows it. */
export const loadRealmForViewer = (ctx: ViewerContext): Promise<RealmState> => realmOps.realm(ctx);

/** The viewer's subscriptions, as the `subscriptions` query lists them. */
export function loadSubscriptionsForViewer(ctx: ViewerContext): Promise<SubscribedChannel[]> {
  return subscribedChannels(ctx.deps.db.prisma, ctx.actor);
}

/** The users of the viewer's organization, as the `users` query lists them. */
export function loadUsersForViewer(ctx: ViewerContext): Promise<User[]> {
  return users.listUsers(ctx);
}
