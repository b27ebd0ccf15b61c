import { topicForClient } from '../message-limits.ts';
import { VISIBILITY_POLICY_VALUES, VisibilityPolicy, type VisibilityPolicyValue } from '../topics/user-topic.ts';
import type { StateContext, TypedSections } from './types.ts';

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

/** The user's choice for a topic. */
export interface UserTopicEntry {
  channelId: number;
  topic: string;
  /** UNIX seconds. */
  lastUpdated: number;
  visibilityPolicy: VisibilityPolicyValue;
}

/** A stored (or published) visibility policy as its closed type. */
export const visibilityPolicyOf = (n: number): VisibilityPolicyValue => {
  const p = VISIBILITY_POLICY_VALUES.find((v) => v === n);
  if (p === undefined) throw new Error(`unknown visibility policy ${n}`);
  return p;
};

/** Every muted, unmuted or followed topic of the user. */
export async function userTopics(ctx: StateContext): Promise<UserTopicEntry[]> {
  const rows = await topicRows(ctx);
  return rows.map((r) => ({
    channelId: Number(r.stream_id),
    topic: topicForClient(r.topic_name, ctx.o.capabilities.emptyTopicName),
    lastUpdated: seconds(r.last_updated),
    visibilityPolicy: visibilityPolicyOf(Number(r.visibility_policy)),
  }));
}

/** user_topics (FL 170) */
export async function userTopicState(ctx: StateContext): Promise<Pick<TypedSections, 'user_topics'>> {
  return { user_topics: await userTopics(ctx) };
}

/** A muted topic, as legacy clients read it. */
export interface MutedTopicEntry {
  channelName: string;
  topic: string;
  /** UNIX seconds. */
  lastUpdated: number;
}

/**
 * Legacy muted_topics. Clients that also ask for user_topic get only that
 * (it carries the same data).
 */
export async function mutedTopicsState(ctx: StateContext): Promise<Partial<Pick<TypedSections, 'muted_topics'>>> {
  if (ctx.o.wanted !== null && ctx.o.wanted.has('user_topic')) return {};
  const rows = await topicRows(ctx, VisibilityPolicy.MUTED);
  return {
    muted_topics: rows.map((r) => ({
      channelName: r.name,
      topic: topicForClient(r.topic_name, ctx.o.capabilities.emptyTopicName),
      lastUpdated: seconds(r.last_updated),
    })),
  };
}
