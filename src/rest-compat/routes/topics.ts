import { VISIBILITY_POLICY_VALUES } from '../../domain/topics/user-topic.ts';
import * as topics from '../../resolvers/topics.ts';
import { bool, int, intIn } from '../json-checks.ts';
import { spectatorRoute, userRoute, type RouteDef } from '../route.ts';

const streamIdOf = (path: Record<string, string>): number => Number(path.stream_id);

export const topicsRoutes: RouteDef[] = [
  // Logged-out spectators may list the topics of web-public channels, on /json only.
  spectatorRoute('GET', '/users/me/{stream_id:int}/topics', async ({ deps, params, path, realm, actor }) => {
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    const list = await topics.listTopics({ deps, actor, realm }, { channelId: streamIdOf(path), allowEmptyTopicName });
    return { topics: list.map((t) => ({ name: t.name, max_id: t.maxId })) };
  }),
  userRoute('POST', '/streams/{stream_id:int}/delete_topic', async (ctx) => {
    topics.mayDeleteTopics(ctx);
    const topic = ctx.params.str('topic_name', { required: true });
    const { complete } = await topics.deleteTopic(ctx, { channelId: streamIdOf(ctx.path), topic });
    return { complete };
  }),
  userRoute('PATCH', '/users/me/subscriptions/muted_topics', async (ctx) => {
    const { params } = ctx;
    const op = params.choice('op', ['add', 'remove'] as const, { required: true });
    const topic = params.str('topic', { required: true });
    const channel = () => ({
      streamName: params.str('stream', { nul: 'domain' }),
      streamId: params.json('stream_id', int()),
    });
    await topics.setTopicMuted(ctx, { op, topic, channel });
  }),
  userRoute('POST', '/user_topics', async (ctx) => {
    const { params } = ctx;
    const channelId = params.json('stream_id', int(), { required: true });
    const topic = params.str('topic', { required: true });
    const visibilityPolicy = () =>
      params.json('visibility_policy', intIn(VISIBILITY_POLICY_VALUES), { required: true });
    await topics.setTopicVisibility(ctx, { channelId, topic, visibilityPolicy });
  }),
];
