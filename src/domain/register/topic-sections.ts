import { topicForClient } from '../messages/limits.ts';
import { VisibilityPolicy } from '../topics/user-topic.ts';
import type { StateContext } from './types.ts';

interface TopicRow extends Record<string, unknown> {
  stream_id: number;
  name: string;
  topic_name: string;
  last_updated: Date;
  visibility_policy: number;
}

/** The user's topic policies in channels that are not archived (INHERIT rows mean "no policy"). */
async function topicRows(ctx: StateContext, policy?: number): Promise<TopicRow[]> {
  return ctx.deps.db.sql.query<TopicRow>(
    `SELECT ut.stream_id, s.name, ut.topic_name, ut.last_updated, ut.visibility_policy
       FROM user_topic ut JOIN stream s ON s.id = ut.stream_id
      WHERE ut.user_id = $1 AND NOT s.is_archived AND ut.visibility_policy <> ${VisibilityPolicy.INHERIT}
        ${policy === undefined ? '' : `AND ut.visibility_policy = ${policy}`}
      ORDER BY ut.id`,
    [ctx.actor.user.id],
  );
}

const seconds = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

/** user_topics (FL 170): every muted, unmuted or followed topic. */
export async function userTopicState(ctx: StateContext): Promise<Record<string, unknown>> {
  const rows = await topicRows(ctx);
  return {
    user_topics: rows.map((r) => ({
      stream_id: Number(r.stream_id),
      topic_name: topicForClient(r.topic_name, ctx.o.capabilities.emptyTopicName),
      last_updated: seconds(r.last_updated),
      visibility_policy: Number(r.visibility_policy),
    })),
  };
}

/**
 * Legacy muted_topics: [channel name, topic, timestamp] triples. Clients that
 * also ask for user_topic get only that (it carries the same data).
 */
export async function mutedTopicsState(ctx: StateContext): Promise<Record<string, unknown>> {
  if (ctx.o.wanted !== null && ctx.o.wanted.has('user_topic')) return {};
  const rows = await topicRows(ctx, VisibilityPolicy.MUTED);
  return {
    muted_topics: rows.map((r) => [r.name, topicForClient(r.topic_name, ctx.o.capabilities.emptyTopicName), seconds(r.last_updated)]),
  };
}
