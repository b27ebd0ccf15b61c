import { topicForClient } from '../message-limits.ts';
import { keysetSql, pageOfRows, type KeysetPage, type KeysetRequest } from '../paging.ts';
import { VISIBILITY_POLICY_VALUES, VisibilityPolicy, type VisibilityPolicyValue } from '../topics/user-topic.ts';
import type { StateContext, TypedSections } from './types.ts';

interface TopicRow extends Record<string, unknown> {
  id: number;
  stream_id: number;
  name: string;
  topic_name: string;
  last_updated: Date;
  visibility_policy: number;
}

/** The user's topic policies in channels that are not archived (INHERIT rows mean "no policy"). */
const TOPIC_ROWS = `FROM user_topic ut JOIN stream s ON s.id = ut.stream_id
  WHERE ut.user_id = $1 AND NOT s.is_archived AND ut.visibility_policy <> ${VisibilityPolicy.INHERIT}`;

async function topicRows(ctx: StateContext, policy?: number): Promise<TopicRow[]> {
  return ctx.deps.db.sql.query<TopicRow>(
    `SELECT ut.id, ut.stream_id, s.name, ut.topic_name, ut.last_updated, ut.visibility_policy ${TOPIC_ROWS}
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

const entryOf = (ctx: StateContext, r: TopicRow): UserTopicEntry => ({
  channelId: Number(r.stream_id),
  topic: topicForClient(r.topic_name, ctx.o.capabilities.emptyTopicName),
  lastUpdated: seconds(r.last_updated),
  visibilityPolicy: visibilityPolicyOf(Number(r.visibility_policy)),
});

/** Every muted, unmuted or followed topic of the user. */
export async function userTopics(ctx: StateContext): Promise<UserTopicEntry[]> {
  return (await topicRows(ctx)).map((r) => entryOf(ctx, r));
}

/** A topic choice with the key its list is paged by (the row's id: the order the choices were first made). */
export type KeyedUserTopic = UserTopicEntry & { key: number };

/** A page of the user's topic choices by key, read in SQL from the cursor, and how many there are. */
export async function userTopicsPage(
  ctx: StateContext,
  r: KeysetRequest,
): Promise<KeysetPage<KeyedUserTopic> & { totalCount: number }> {
  const k = keysetSql(r, 'ut.id', 2);
  const me = ctx.actor.user.id;
  const [rows, [count]] = await Promise.all([
    ctx.deps.db.sql.query<TopicRow>(
      `SELECT ut.id, ut.stream_id, s.name, ut.topic_name, ut.last_updated, ut.visibility_policy ${TOPIC_ROWS}
          AND ${k.range} ${k.order}`,
      [me, ...k.params],
    ),
    ctx.deps.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n ${TOPIC_ROWS}`, [me]),
  ]);
  const page = pageOfRows(rows, r);
  return {
    items: page.items.map((row) => ({ ...entryOf(ctx, row), key: Number(row.id) })),
    more: page.more,
    totalCount: count.n,
  };
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
