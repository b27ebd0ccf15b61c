import { badRequest } from '../../domain/errors.ts';
import { MAX_TOPIC_NAME_LENGTH } from '../../domain/messages/limits.ts';
import { deleteTopic } from '../../domain/topics/delete-topic.ts';
import { getChannelTopics, type TopicSummary } from '../../domain/topics/list-topics.ts';
import { VisibilityPolicy } from '../../domain/topics/user-topic.ts';
import { setTopicVisibility } from '../../domain/topics/visibility.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';

const Topic = builder.objectRef<TopicSummary>('Topic').implement({
  description: 'A topic of a channel: it exists as long as messages carry its name.',
  fields: (t) => ({
    name: t.exposeString('name'),
    maxId: t.int({ description: 'Id of the newest message in the topic.', resolve: (s) => s.max_id }),
  }),
});

const DeleteTopicResult = builder.objectRef<{ complete: boolean }>('DeleteTopicResult').implement({
  fields: (t) => ({
    complete: t.exposeBoolean('complete', { description: 'False when time ran out before every message was deleted: repeat the request.' }),
  }),
});

const TopicVisibilityPolicy = builder.enumType('TopicVisibilityPolicy', {
  values: {
    INHERIT: { value: VisibilityPolicy.INHERIT, description: "The channel's setting applies." },
    MUTED: { value: VisibilityPolicy.MUTED },
    UNMUTED: { value: VisibilityPolicy.UNMUTED },
    FOLLOWED: { value: VisibilityPolicy.FOLLOWED },
  },
});

builder.queryFields((t) => ({
  topics: t.withAuth({ loggedIn: true }).field({
    type: [Topic],
    description: 'Topics of a channel, most recent first (GET /users/me/{stream_id}/topics).',
    args: {
      channelId: t.arg.int({ required: true }),
      allowEmptyTopicName: t.arg.boolean({ defaultValue: false, description: 'Otherwise the empty topic is named "general chat".' }),
    },
    resolve: (_root, a, ctx) =>
      getChannelTopics(ctx.deps.db.prisma, ctx.actor, a.channelId, { allowEmptyTopicName: a.allowEmptyTopicName ?? false }),
  }),
}));

builder.mutationFields((t) => ({
  deleteTopic: t.withAuth({ loggedIn: true }).field({
    type: DeleteTopicResult,
    description: 'Delete every message of a topic; administrators only (POST /streams/{stream_id}/delete_topic).',
    errors: zulipErrors,
    args: { channelId: t.arg.int({ required: true }), topicName: t.arg.string({ required: true }) },
    resolve: (_root, a, ctx) => deleteTopic(ctx.deps, ctx.actor, a.channelId, a.topicName),
  }),
  setTopicVisibility: t.withAuth({ loggedIn: true }).boolean({
    description: 'Mute, unmute, follow a topic or clear the choice (POST /user_topics).',
    errors: zulipErrors,
    args: {
      channelId: t.arg.int({ required: true }),
      topic: t.arg.string({ required: true }),
      visibilityPolicy: t.arg({ type: TopicVisibilityPolicy, required: true }),
    },
    resolve: async (_root, a, ctx) => {
      if ([...a.topic].length > MAX_TOPIC_NAME_LENGTH) throw badRequest(`topic is too long (limit: ${MAX_TOPIC_NAME_LENGTH} characters)`);
      await setTopicVisibility(ctx.deps, ctx.actor, { streamId: a.channelId, topic: a.topic, visibilityPolicy: a.visibilityPolicy });
      return true;
    },
  }),
}));
