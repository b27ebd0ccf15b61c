import { WEB_PUBLIC_CHANNEL_SQL } from '../../auth/spectator.ts';
import { FLAG_BIT, MENTION_BITS } from '../flags.ts';
import { RESOLVED_TOPIC_PREFIX } from '../../message-limits.ts';
import { directGroupHash } from '../send/resolve-direct.ts';
import type { Viewer } from './channel-history.ts';
import { findUser, MAX_DB_ID, type NarrowUser } from './lookups.ts';
import { followedCondition, notMutedCondition } from './muting.ts';
import { badNarrow, type NarrowTerm, type Operand } from './narrow-terms.ts';
import { isAsciiDigits, pyStr } from '../../python-text.ts';
import { searchCondition } from './search.ts';
import { FLAGS, ID, SqlParams } from './sql-params.ts';

/** A narrow compiled to SQL conditions over `message m` and the viewer's `user_message um`. */
export interface NarrowSql {
  conditions: string[];
  /** A non-negated direct-message term was seen (first_unread then skips muting). */
  isDmNarrow: boolean;
  /** The joined `search` operands, if any. */
  search: string | null;
}

const FALSE = 'FALSE';
const isPrivate = `(${FLAGS} & ${FLAG_BIT.is_private}) <> 0`;
const flagSet = (bits: number) => `(${FLAGS} & ${bits}) <> 0`;

/**
 * Zulip's NarrowBuilder. Terms are applied in order, so the first bad term
 * decides the error; `search` terms are collected and applied last, joined
 * by spaces and (as in Zulip) without their `negated` flag.
 */
export async function buildNarrow(v: Viewer, sql: SqlParams, terms: NarrowTerm[] | null): Promise<NarrowSql> {
  const out: NarrowSql = { conditions: [], isDmNarrow: false, search: null };
  if (terms === null) return out;
  let isChannelNarrow = false;
  const mark = (kind: 'channel' | 'dm') => {
    if (kind === 'dm') out.isDmNarrow = true;
    else isChannelNarrow = true;
    if (isChannelNarrow && out.isDmNarrow)
      throw badNarrow('No message can be both a channel message and direct message');
  };
  const searches: string[] = [];

  for (const t of terms) {
    if (t.operator === 'search') {
      searches.push(String(t.operand));
      continue;
    }
    const negate = (cond: string) => (t.negated ? `NOT (${cond})` : `(${cond})`);
    // Zulip's combination check ignores negated terms, except that a negated
    // is:dm counts as a channel term.
    const check: Check = (kind, evenIfNegated = false) => {
      if (!t.negated || evenIfNegated) mark(kind);
    };
    const cond = await termCondition(v, sql, t, check);
    if (cond !== null) out.conditions.push(negate(cond));
  }
  if (searches.length > 0) {
    out.search = searches.join(' ');
    out.conditions.push(`(${searchCondition(sql, out.search)})`);
  }
  return out;
}

type Check = (kind: 'channel' | 'dm', evenIfNegated?: boolean) => void;

async function termCondition(v: Viewer, sql: SqlParams, t: NarrowTerm, check: Check): Promise<string | null> {
  const { operand } = t;
  switch (t.operator) {
    case 'has':
      return hasCondition(String(operand));
    case 'in':
      if (operand === 'home') return notMutedCondition(sql, v.id, null);
      if (operand === 'all') return null;
      throw badNarrow(`unknown 'in' operand ${pyStr(operand)}`);
    case 'is':
      return isCondition(v, sql, t, check);
    case 'channel':
    case 'stream': {
      check('channel');
      const c = await v.channel(operand);
      if (!c) throw badNarrow(`unknown channel ${pyStr(operand)}`);
      if (v.isSpectator && !c.is_web_public) throw badNarrow(`unknown web-public channel ${pyStr(operand)}`);
      return `m.recipient_id = ${sql.p(c.recipient_id)}`;
    }
    case 'channels':
    case 'streams': {
      check('channel');
      const where =
        operand === 'public'
          ? 'NOT invite_only AND history_public_to_subscribers'
          : operand === 'web-public'
            ? WEB_PUBLIC_CHANNEL_SQL
            : undefined;
      if (!where) throw badNarrow(`unknown channels operand ${pyStr(operand)}`);
      return `m.recipient_id IN (SELECT recipient_id FROM stream WHERE realm_id = ${sql.p(v.realmId)} AND ${where})`;
    }
    case 'topic': {
      check('channel');
      const topic = String(operand);
      // No stored topic contains NUL (PostgreSQL text cannot).
      if (topic.includes('\0')) return FALSE;
      return `m.is_channel_message AND lower(m.subject) = lower(${sql.p(topic)})`;
    }
    case 'sender': {
      const u = await findUser(v.db, v.realmId, operand);
      if (!u) throw badNarrow(`unknown user ${pyStr(operand)}`);
      return `m.sender_id = ${sql.p(u.id)}`;
    }
    case 'near':
      return null;
    case 'id': {
      const s = pyStr(operand);
      if (!isAsciiDigits(s) || Number(s) > MAX_DB_ID) throw badNarrow('Invalid message ID');
      return `${ID} = ${sql.p(Number(s))}`;
    }
    case 'dm':
    case 'pm-with':
    case 'pm_with':
      check('dm');
      return dmCondition(v, sql, operand);
    case 'dm-including': {
      check('dm');
      const u = await findUser(v.db, v.realmId, operand);
      if (!u) throw badNarrow(`unknown user ${pyStr(operand)}`);
      if (u.id === v.id) return isPrivate;
      const oneToOne =
        v.recipientId !== null && u.recipient_id !== null
          ? `(m.sender_id = ${sql.p(u.id)} AND m.recipient_id = ${sql.p(v.recipientId)}) OR (m.sender_id = ${sql.p(v.id)} AND m.recipient_id = ${sql.p(u.recipient_id)}) OR `
          : '';
      return `${isPrivate} AND m.realm_id = ${sql.p(v.realmId)} AND (${oneToOne}${sharedGroups(sql, v, u)})`;
    }
    case 'group-pm-with':
    case 'group_pm_with': {
      check('dm');
      const u = await findUser(v.db, v.realmId, operand);
      if (!u) throw badNarrow(`unknown user ${pyStr(operand)}`);
      return `${isPrivate} AND m.realm_id = ${sql.p(v.realmId)} AND ${sharedGroups(sql, v, u)}`;
    }
    default:
      throw badNarrow(`unknown operator ${t.operator}`);
  }
}

function hasCondition(operand: string): string {
  switch (operand) {
    case 'attachment':
    case 'image':
    case 'link':
      return `m.has_${operand}`;
    case 'reaction':
      return 'EXISTS (SELECT 1 FROM reaction r WHERE r.message_id = m.id)';
    default:
      throw badNarrow(`unknown 'has' operand ${operand}`);
  }
}

function isCondition(v: Viewer, sql: SqlParams, t: NarrowTerm, check: Check): string {
  switch (t.operand) {
    case 'resolved':
      return `m.subject LIKE ${sql.p(`${RESOLVED_TOPIC_PREFIX}%`)} AND m.is_channel_message`;
    case 'dm':
    case 'private':
      check(t.negated ? 'channel' : 'dm', true);
      return isPrivate;
    case 'starred':
      return flagSet(FLAG_BIT.starred);
    case 'unread':
      return `(${FLAGS} & ${FLAG_BIT.read}) = 0`;
    case 'mentioned':
      return flagSet(MENTION_BITS);
    case 'alerted':
      return flagSet(FLAG_BIT.has_alert_word);
    case 'followed':
      return followedCondition(sql, v.id);
    case 'muted':
      return `NOT ${notMutedCondition(sql, v.id, null)}`;
    default:
      throw badNarrow(`unknown 'is' operand ${pyStr(t.operand)}`);
  }
}

/** Group conversations both the viewer and `u` belong to (_get_direct_message_group_recipients). */
const sharedGroups = (sql: SqlParams, v: Viewer, u: NarrowUser): string =>
  `m.recipient_id IN (SELECT a.recipient_id FROM subscription a
     JOIN subscription b ON b.recipient_id = a.recipient_id
     JOIN recipient r ON r.id = a.recipient_id AND r.type = 3
     WHERE a.user_id = ${sql.p(v.id)} AND b.user_id = ${sql.p(u.id)})`;

/**
 * Zulip's by_dm: the exact conversation with these users. Unknown users are
 * an error; an empty id list, or a group conversation that never existed,
 * matches nothing.
 */
async function dmCondition(v: Viewer, sql: SqlParams, operand: Operand): Promise<string> {
  const wanted: unknown[] =
    typeof operand === 'string' ? operand.split(',') : Array.isArray(operand) ? operand : [operand];
  const users: NarrowUser[] = [];
  for (const w of wanted) {
    const u = await findUser(v.db, v.realmId, w);
    if (!u) throw badNarrow(`unknown user in ${pyStr(operand)}`);
    users.push(u);
  }
  if (users.length === 0) return FALSE;
  const ids = new Set(users.map((u) => u.id));
  // A conversation with oneself and one other person is a 1:1 conversation.
  if (ids.size === 2 && ids.has(v.id)) ids.delete(v.id);
  if (ids.size > 1) {
    ids.add(v.id);
    const rows = await v.db.query<{ recipient_id: number | null }>(
      `SELECT recipient_id FROM direct_message_group WHERE huddle_hash = $1`,
      [directGroupHash([...ids])],
    );
    const recipientId = rows[0]?.recipient_id;
    return recipientId ? `m.recipient_id = ${sql.p(recipientId)}` : FALSE;
  }
  const other = [...users].reverse().find((u) => u.id !== v.id);
  const base = `${isPrivate} AND m.realm_id = ${sql.p(v.realmId)}`;
  if (other) {
    return `${base} AND ((m.sender_id = ${sql.p(other.id)} AND m.recipient_id = ${sql.p(v.recipientId)})
      OR (m.sender_id = ${sql.p(v.id)} AND m.recipient_id = ${sql.p(other.recipient_id)}))`;
  }
  return `${base} AND m.sender_id = ${sql.p(v.id)} AND m.recipient_id = ${sql.p(v.recipientId)}`;
}
