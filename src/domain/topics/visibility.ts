import type { Stream } from '../../generated/prisma/client.ts';
import { MAX_DB_ID } from '../ids.ts';
import type { Actor } from '../actor.ts';
import { accessChannelById, accessChannelByName, ChannelViewer } from '../channels/access.ts';
import { invalidChannelId } from '../channels/errors.ts';
import { findChannelByName } from '../channels/names.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, incompatibleParameters } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { checkTopicNameLength, EMPTY_TOPIC_DISPLAY_NAME } from '../message-limits.ts';
import { bulkSetVisibilityPolicy, VisibilityPolicy, type VisibilityPolicyValue } from './user-topic.ts';

/** Zulip's maybe_rename_general_chat_to_empty_topic. */
export const storedTopic = (topic: string): string => (topic === EMPTY_TOPIC_DISPLAY_NAME ? '' : topic);

/** access_stream_to_remove_visibility_policy_by_id: the channel only has to exist in the realm. */
async function existingChannelById(tx: Tx, realmId: number, streamId: number, error: () => Error): Promise<Stream> {
  if (!Number.isInteger(streamId) || streamId < 0 || streamId > MAX_DB_ID) throw error();
  const stream = await tx.stream.findFirst({ where: { id: streamId, realmId } });
  if (!stream) throw error();
  return stream;
}

async function apply(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  stream: Stream,
  topic: string,
  policy: number,
): Promise<void> {
  await bulkSetVisibilityPolicy(
    tx,
    emit,
    [actor.user.id],
    { realmId: actor.realm.id, streamId: stream.id, recipientId: stream.recipientId, topic },
    policy,
    deps.clock.now(),
  );
}

/** A user's choice for one topic, as set. */
export interface TopicVisibility {
  channelId: number;
  /** As stored: "general chat" is the empty topic. */
  topic: string;
  visibilityPolicy: VisibilityPolicyValue;
}

/**
 * POST /user_topics (Zulip's update_user_topic): any policy but INHERIT needs
 * an active channel the user can access; INHERIT only a channel of the realm.
 * Setting the current policy again changes nothing and sends no event. Zulip
 * checks the topic's length while parsing it, before visibility_policy: REST
 * passes a reader for the policy.
 */
export async function setTopicVisibility(
  deps: Deps,
  actor: Actor,
  input: { channelId: number; topic: string; visibilityPolicy: InputOrReader<VisibilityPolicyValue> },
): Promise<TopicVisibility> {
  checkTopicNameLength('topic', input.topic);
  const visibilityPolicy = readInput(input.visibilityPolicy);
  const topic = storedTopic(input.topic);
  await inTransaction(deps, async (tx, emit) => {
    const stream =
      visibilityPolicy === VisibilityPolicy.INHERIT
        ? await existingChannelById(tx, actor.realm.id, input.channelId, invalidChannelId)
        : (await accessChannelById(new ChannelViewer(tx, actor.user), input.channelId)).stream;
    await apply(deps, tx, emit, actor, stream, topic, visibilityPolicy);
  });
  return { channelId: input.channelId, topic, visibilityPolicy };
}

/** The channel of a muted-topics request: by id or by name (exactly one). */
export type MutedTopicChannel = { streamName?: string; streamId?: number };

/**
 * PATCH /users/me/subscriptions/muted_topics (deprecated; Zulip's
 * update_muted_topic): exactly one of `stream_id` and `stream`; muting needs
 * an accessible channel, unmuting only an existing one. Idempotent since FL 169.
 * The topic's length is checked before the channel's parameters are read.
 */
export async function updateMutedTopic(
  deps: Deps,
  actor: Actor,
  request: { op: 'add' | 'remove'; topic: string; channel: InputOrReader<MutedTopicChannel> },
): Promise<void> {
  checkTopicNameLength('topic', request.topic);
  const input = { ...request, ...readInput(request.channel) };
  if (input.streamId === undefined && input.streamName === undefined) {
    // Zulip reuses RequestVariableMissingError's text but raises a plain JsonableError.
    throw badRequest("Missing 'stream_id' argument");
  }
  if (input.streamId !== undefined && input.streamName !== undefined)
    throw incompatibleParameters(['stream_id', 'stream']);
  const topic = storedTopic(input.topic);
  await inTransaction(deps, async (tx, emit) => {
    let stream: Stream;
    if (input.op === 'add') {
      const viewer = new ChannelViewer(tx, actor.user);
      stream =
        input.streamName !== undefined
          ? (await accessChannelByName(viewer, input.streamName)).stream
          : (await accessChannelById(viewer, input.streamId ?? -1)).stream;
    } else {
      const notMuted = () => badRequest('Topic is not muted');
      if (input.streamName !== undefined) {
        const found = await findChannelByName(tx, actor.realm.id, input.streamName);
        if (!found) throw notMuted();
        stream = found;
      } else {
        stream = await existingChannelById(tx, actor.realm.id, input.streamId ?? -1, notMuted);
      }
    }
    await apply(
      deps,
      tx,
      emit,
      actor,
      stream,
      topic,
      input.op === 'add' ? VisibilityPolicy.MUTED : VisibilityPolicy.INHERIT,
    );
  });
}
