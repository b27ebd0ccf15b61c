import { checkCanDeleteTopics, deleteTopic as deleteTopicMessages } from '../domain/messages/delete/delete-topic.ts';
import {
  getChannelTopics,
  getChannelTopicsPage,
  getWebPublicChannelTopics,
  type TopicSummary,
} from '../domain/topics/list-topics.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import type { VisibilityPolicyValue } from '../domain/topics/user-topic.ts';
import {
  setTopicVisibility as setVisibility,
  updateMutedTopic,
  type MutedTopicChannel,
  type TopicVisibility,
} from '../domain/topics/visibility.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';

/** Topics of a channel, most recent first; logged-out viewers see those of web-public channels. */
export function listTopics(
  ctx: PublicOperationContext,
  args: { channelId: number; allowEmptyTopicName: boolean },
): Promise<TopicSummary[]> {
  const opts = { allowEmptyTopicName: args.allowEmptyTopicName };
  return ctx.actor === null
    ? getWebPublicChannelTopics(ctx.deps.db.prisma, ctx.realm, args.channelId, opts)
    : getChannelTopics(ctx.deps.db.prisma, ctx.actor, args.channelId, opts);
}

/** A page of the same topics, most recent first. */
export const listTopicsPage = (
  ctx: PublicOperationContext,
  args: { channelId: number; allowEmptyTopicName: boolean; page: KeysetRequest },
): Promise<KeysetPage<TopicSummary>> => getChannelTopicsPage(ctx.deps.db.prisma, ctx, args.channelId, args);

export interface DeleteTopicResult {
  channelId: number;
  topic: string;
  /** False when time ran out before every message was deleted: repeat the request. */
  complete: boolean;
}

export async function deleteTopic(
  ctx: OperationContext,
  input: { channelId: number; topic: string },
): Promise<DeleteTopicResult> {
  const { complete } = await deleteTopicMessages(ctx.deps, ctx.actor, input.channelId, input.topic);
  return { channelId: input.channelId, topic: input.topic, complete };
}

/** Administrators only, before anything else is looked at (REST checks it before reading parameters). */
export const mayDeleteTopics = (ctx: OperationContext): void => checkCanDeleteTopics(ctx.actor);

export function setTopicVisibility(
  ctx: OperationContext,
  input: { channelId: number; topic: string; visibilityPolicy: InputOrReader<VisibilityPolicyValue> },
): Promise<TopicVisibility> {
  return setVisibility(ctx.deps, ctx.actor, input);
}

/** The deprecated muted-topics endpoint of REST (no GraphQL counterpart: setTopicVisibility does it). */
export async function setTopicMuted(
  ctx: OperationContext,
  input: { op: 'add' | 'remove'; topic: string; channel: InputOrReader<MutedTopicChannel> },
): Promise<void> {
  await updateMutedTopic(ctx.deps, ctx.actor, input);
}
