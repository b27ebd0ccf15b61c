import { unauthorized } from '../../domain/errors.ts';
import { MAX_TOPIC_NAME_LENGTH } from '../../domain/messages/limits.ts';
import { checkCanDeleteTopics, deleteTopic } from '../../domain/topics/delete-topic.ts';
import { getChannelTopics, getWebPublicChannelTopics } from '../../domain/topics/list-topics.ts';
import { VISIBILITY_POLICY_VALUES } from '../../domain/topics/user-topic.ts';
import { setTopicVisibility, updateMutedTopic } from '../../domain/topics/visibility.ts';
import { authenticateBasic } from '../auth.ts';
import { bool, int, intIn } from '../json-checks.ts';
import { publicRoute, userRoute, type RouteDef } from '../route.ts';

const streamIdOf = (path: Record<string, string>): number => Number(path.stream_id);

export const topicsRoutes: RouteDef[] = [
  // Logged-out spectators may list the topics of web-public channels, on /json only.
  publicRoute('GET', '/users/me/{stream_id:int}/topics', async ({ deps, params, path, realm, request }) => {
    const header = request.headers.authorization;
    if (header === undefined && !request.url.startsWith('/json')) throw unauthorized();
    const actor = header === undefined ? null : await authenticateBasic(deps, header);
    const allowEmptyTopicName = params.json('allow_empty_topic_name', bool) ?? false;
    const topics =
      actor === null
        ? await getWebPublicChannelTopics(deps.db.prisma, realm, streamIdOf(path), { allowEmptyTopicName })
        : await getChannelTopics(deps.db.prisma, actor, streamIdOf(path), { allowEmptyTopicName });
    return { topics };
  }),
  userRoute('POST', '/streams/{stream_id:int}/delete_topic', async ({ deps, actor, params, path }) => {
    checkCanDeleteTopics(actor);
    const topicName = params.str('topic_name', { required: true });
    return deleteTopic(deps, actor, streamIdOf(path), topicName);
  }),
  userRoute('PATCH', '/users/me/subscriptions/muted_topics', async ({ deps, actor, params }) => {
    const op = params.choice('op', ['add', 'remove'] as const, { required: true });
    const topic = params.str('topic', { required: true, maxLength: MAX_TOPIC_NAME_LENGTH });
    const streamName = params.str('stream', { nul: 'domain' });
    const streamId = params.json('stream_id', int());
    await updateMutedTopic(deps, actor, { op, topic, streamName, streamId });
  }),
  userRoute('POST', '/user_topics', async ({ deps, actor, params }) => {
    const streamId = params.json('stream_id', int(), { required: true });
    const topic = params.str('topic', { required: true, maxLength: MAX_TOPIC_NAME_LENGTH });
    const visibilityPolicy = params.json('visibility_policy', intIn(VISIBILITY_POLICY_VALUES), { required: true });
    await setTopicVisibility(deps, actor, { streamId, topic, visibilityPolicy });
  }),
];
