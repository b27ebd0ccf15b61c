import { FLAG_BIT } from '../flags.ts';
import type { Viewer } from './channel-history.ts';
import { bindColumns, FLAGS, ID, type BaseMode, type SqlParams } from './sql-params.ts';
import type { RangePlan } from './window.ts';

/*
 * The SQL around compiled narrow conditions (Zulip's get_base_query_for_search
 * and limit_query_to_range). A channel + topic page in history mode becomes
 *   message m LEFT JOIN user_message um … WHERE m.realm_id = … AND
 *   m.recipient_id = … AND lower(m.subject) = lower(…) AND m.id <= … ORDER BY m.id DESC LIMIT n
 * which the (realm_id, recipient_id, lower(subject), id) index answers directly.
 */

export interface Statement {
  text: string;
  values: unknown[];
}

const VIEWER_GROUPS = 'viewer_groups';

/**
 * The viewer's UserMessage rows, restricted as Zulip restricts them: direct
 * messages, and channel messages only while the viewer still has access to
 * the channel (public for non-guests, a group granting access, or an active
 * subscription), so leftover rows of a channel one lost access to stay hidden.
 */
function userBase(sql: SqlParams, v: Viewer): { withClause: string; from: string } {
  const me = sql.p(v.id);
  const nonGuest = sql.p(!v.isGuest);
  const withClause = `WITH RECURSIVE ${VIEWER_GROUPS}(id) AS (
      SELECT user_group_id FROM user_group_membership WHERE user_id = ${me} AND ${nonGuest}::boolean
      UNION
      SELECT ggm.supergroup_id FROM group_group_membership ggm JOIN ${VIEWER_GROUPS} g ON ggm.subgroup_id = g.id
    ) `;
  const from = `FROM user_message um JOIN message m ON m.id = um.message_id
    WHERE um.user_id = ${me} AND (NOT m.is_channel_message
      OR EXISTS (SELECT 1 FROM subscription sub WHERE sub.user_id = ${me} AND sub.recipient_id = m.recipient_id AND sub.active)
      OR EXISTS (SELECT 1 FROM stream s WHERE s.recipient_id = m.recipient_id AND (
        (NOT s.invite_only AND ${nonGuest}::boolean)
        OR s.can_subscribe_group_id IN (SELECT id FROM ${VIEWER_GROUPS})
        OR s.can_add_subscribers_group_id IN (SELECT id FROM ${VIEWER_GROUPS}))))`;
  return { withClause, from };
}

/** All of the realm's messages, with the viewer's flags where they have a row. */
function historyBase(sql: SqlParams, v: Viewer): { withClause: string; from: string } {
  return {
    withClause: '',
    from: `FROM message m LEFT JOIN user_message um ON um.message_id = m.id AND um.user_id = ${sql.p(v.id)}
    WHERE m.realm_id = ${sql.p(v.realmId)}`,
  };
}

/**
 * A spectator's: every message of the realm, no user's rows. Only safe because
 * a spectator's narrow always holds channels:web-public (checked before).
 */
const spectatorBase = (sql: SqlParams, v: Viewer) => ({
  withClause: '',
  from: `FROM message m WHERE m.realm_id = ${sql.p(v.realmId)}`,
});

/** `columns`: more of `message m`'s columns for each row, written `, m.x AS y`. */
function base(sql: SqlParams, v: Viewer, mode: BaseMode, conditions: string[], columns = '') {
  const b = mode === 'history' ? historyBase(sql, v) : mode === 'spectator' ? spectatorBase(sql, v) : userBase(sql, v);
  const where = conditions.map((c) => ` AND ${c}`).join('');
  return { withClause: b.withClause, select: `SELECT ${ID} AS id, ${FLAGS} AS flags${columns} ${b.from}${where}` };
}

const finish = (sql: SqlParams, mode: BaseMode, text: string): Statement => ({
  text: bindColumns(text, mode),
  values: sql.values,
});

/** The rows of an anchor window (one statement; two sides are a UNION ALL). */
export function rangeStatement(
  sql: SqlParams,
  v: Viewer,
  mode: BaseMode,
  conditions: string[],
  plan: RangePlan,
  columns = '',
): Statement {
  const { withClause, select } = base(sql, v, mode, conditions, columns);
  const sides: string[] = [];
  if (plan.before) {
    const bound = Number.isFinite(plan.before.maxId) ? ` AND ${ID} <= ${sql.p(plan.before.maxId)}::bigint` : '';
    sides.push(`${select}${bound} ORDER BY ${ID} DESC LIMIT ${sql.p(plan.before.limit)}`);
  }
  if (plan.after) {
    const bound = Number.isFinite(plan.after.minId) ? ` AND ${ID} >= ${sql.p(plan.after.minId)}::bigint` : '';
    sides.push(`${select}${bound} ORDER BY ${ID} ASC LIMIT ${sql.p(plan.after.limit)}`);
  }
  if (sides.length === 0) sides.push(`${select} AND ${ID} = ${sql.p(plan.exact ?? 0)}::bigint`);
  const text = sides.length === 1 ? sides[0] : sides.map((s) => `(${s})`).join(' UNION ALL ');
  return finish(sql, mode, withClause + text);
}

/** The requested ids that match the narrow (message_ids mode). */
export function idsStatement(
  sql: SqlParams,
  v: Viewer,
  mode: BaseMode,
  conditions: string[],
  ids: number[],
  columns = '',
): Statement {
  const { withClause, select } = base(sql, v, mode, conditions, columns);
  return finish(sql, mode, `${withClause}${select} AND ${ID} = ANY(${sql.p(ids)}::int[]) ORDER BY ${ID}`);
}

/** Zulip's find_first_unread_anchor: always over the viewer's own rows. */
export function firstUnreadStatement(
  sql: SqlParams,
  v: Viewer,
  conditions: string[],
  notMuted: string | null,
): Statement {
  const extra = [`(${FLAGS} & ${FLAG_BIT.read}) = 0`, ...(notMuted ? [notMuted] : [])];
  const { withClause, select } = base(sql, v, 'user', [...conditions, ...extra]);
  return finish(sql, 'user', `${withClause}${select} ORDER BY ${ID} ASC LIMIT 1`);
}
