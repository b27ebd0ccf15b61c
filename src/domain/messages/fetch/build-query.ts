import type { Actor } from '../../auth/actor.ts';
import type { Tx, Db } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { findUserByEmail } from '../../users/queries.ts';
import type { UserRow } from '../../users/format.ts';
import { isGuest } from '../../users/roles.ts';
import { FLAG_BIT, MENTION_BITS } from '../flags.ts';
import { RESOLVED_TOPIC_PREFIX, normalizeTopicInput } from '../limits.ts';
import { directGroupHash } from '../send/resolve-direct.ts';
import { canAccessChannelHistory } from './channel-history.ts';
import { badNarrow, type NarrowTerm } from './narrow-terms.ts';

/**
 * A narrow compiled to SQL over `message m` LEFT JOIN `user_message um` (the
 * viewer's row). In user mode only messages the viewer received match; in
 * history mode channel messages they never received match too.
 */
export interface CompiledNarrow {
  includeHistory: boolean;
  where: string[];
  params: unknown[];
  /** Text of `search` terms, for match highlighting. */
  search: string[];
}

class Sql {
  readonly params: unknown[] = [];
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}

const FALSE = 'FALSE';

async function resolveUser(db: Db, realmId: number, operand: string | number, unknown: () => Error): Promise<UserRow> {
  const u =
    typeof operand === 'number' || /^\d+$/.test(String(operand))
      ? await db.user.findFirst({ where: { realmId, id: Number(operand) } })
      : await findUserByEmail(db, realmId, String(operand));
  if (!u) throw unknown();
  return u;
}

export async function compileNarrow(db: Db | Tx, actor: Actor, terms: NarrowTerm[]): Promise<CompiledNarrow> {
  const sql = new Sql();
  const me = actor.user;
  const realmId = actor.realm.id;
  const where: string[] = [`m.realm_id = ${sql.p(realmId)}`];
  const search: string[] = [];
  let historyChannel = false;
  let hasIsTerm = false;

  for (const t of terms) {
    let clause: string;
    const operand = t.operand;
    switch (t.operator) {
      case 'channel': {
        const stream =
          typeof operand === 'number' || /^\d+$/.test(String(operand))
            ? await db.stream.findFirst({ where: { realmId, id: Number(operand) } })
            : await db.stream.findFirst({ where: { realmId, name: { equals: String(operand), mode: 'insensitive' } } });
        if (!stream || stream.recipientId === null) throw badNarrow(`unknown channel ${operand}`);
        clause = `m.recipient_id = ${sql.p(stream.recipientId)}`;
        if (!t.negated) {
          const sub = await db.subscription.findUnique({
            where: { userId_recipientId: { userId: me.id, recipientId: stream.recipientId } },
            select: { active: true },
          });
          if (canAccessChannelHistory(me, stream, sub?.active === true)) historyChannel = true;
        }
        break;
      }
      case 'channels': {
        if (operand !== 'public' && operand !== 'web-public') throw badNarrow(`unknown channels operand ${operand}`);
        clause =
          operand === 'public'
            ? `m.recipient_id IN (SELECT recipient_id FROM stream WHERE realm_id = ${sql.p(realmId)} AND NOT invite_only AND history_public_to_subscribers)`
            : `m.recipient_id IN (SELECT recipient_id FROM stream WHERE realm_id = ${sql.p(realmId)} AND is_web_public)`;
        if (!t.negated && !isGuest(me.role)) historyChannel = true;
        break;
      }
      case 'topic':
        clause = `m.is_channel_message AND lower(m.subject) = lower(${sql.p(normalizeTopicInput(String(operand)))})`;
        break;
      case 'sender': {
        const u = await resolveUser(db, realmId, operand as string | number, () => badNarrow(`unknown user ${operand}`));
        clause = `m.sender_id = ${sql.p(u.id)}`;
        break;
      }
      case 'dm':
        clause = await dmClause(db, sql, me, realmId, operand);
        break;
      case 'dm-including': {
        const u = await resolveUser(db, realmId, operand as string | number, () => badNarrow(`unknown user ${operand}`));
        clause =
          u.id === me.id
            ? `NOT m.is_channel_message`
            : `NOT m.is_channel_message AND (m.recipient_id = ${sql.p(u.recipientId)} OR (m.sender_id = ${sql.p(u.id)} AND m.recipient_id = ${sql.p(me.recipientId)}) OR m.recipient_id IN (SELECT s.recipient_id FROM subscription s JOIN recipient r ON r.id = s.recipient_id WHERE r.type = 3 AND s.user_id = ${sql.p(u.id)}))`;
        break;
      }
      case 'group-pm-with': {
        const u = await resolveUser(db, realmId, operand as string | number, () => badNarrow(`unknown user ${operand}`));
        clause = `m.recipient_id IN (SELECT s.recipient_id FROM subscription s JOIN recipient r ON r.id = s.recipient_id WHERE r.type = 3 AND s.user_id = ${sql.p(u.id)})`;
        break;
      }
      case 'is':
        if (operand !== 'resolved') hasIsTerm = true;
        clause = isClause(sql, me, String(operand));
        break;
      case 'in':
        if (operand === 'all') clause = 'TRUE';
        else if (operand === 'home') clause = `NOT (${mutedClause(sql, me)})`;
        else throw badNarrow(`unknown 'in' operand ${operand}`);
        break;
      case 'has':
        clause = hasClause(String(operand));
        break;
      case 'id': {
        if (!/^\d+$/.test(String(operand)) || Number(operand) > 2147483647) throw badRequest('Invalid message ID');
        clause = `m.id = ${sql.p(Number(operand))}`;
        break;
      }
      case 'near':
        clause = 'TRUE';
        break;
      case 'search':
        search.push(String(operand));
        clause = `m.search_tsvector @@ plainto_tsquery('english', ${sql.p(String(operand))})`;
        break;
      default:
        throw badNarrow(`unknown operator ${t.operator}`);
    }
    where.push(t.negated ? `NOT (${clause})` : `(${clause})`);
  }
  return { includeHistory: historyChannel && !hasIsTerm, where, params: sql.params, search };
}

async function dmClause(db: Db, sql: Sql, me: UserRow, realmId: number, operand: NarrowTerm['operand']): Promise<string> {
  const raw = Array.isArray(operand) ? operand : String(operand).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (raw.length === 0) return FALSE;
  const users: UserRow[] = [];
  for (const x of raw) {
    users.push(await resolveUser(db, realmId, x, () => badNarrow(`unknown user in ${Array.isArray(operand) ? JSON.stringify(operand) : operand}`)));
  }
  const ids = [...new Set([me.id, ...users.map((u) => u.id)])];
  if (ids.length === 1) return `m.recipient_id = ${sql.p(me.recipientId)} AND m.sender_id = ${sql.p(me.id)}`;
  if (ids.length === 2) {
    const other = users.find((u) => u.id !== me.id) ?? me;
    return `((m.recipient_id = ${sql.p(other.recipientId)} AND m.sender_id = ${sql.p(me.id)}) OR (m.recipient_id = ${sql.p(me.recipientId)} AND m.sender_id = ${sql.p(other.id)}))`;
  }
  const group = await db.directMessageGroup.findUnique({ where: { huddleHash: directGroupHash(ids) } });
  return group?.recipientId ? `m.recipient_id = ${sql.p(group.recipientId)}` : FALSE;
}

const flagSet = (bits: number) => `(COALESCE(um.flags, 0) & ${bits}) <> 0`;

/** Messages in muted channels (unless the topic is unmuted/followed) or in muted topics. */
function mutedClause(sql: Sql, me: UserRow): string {
  const uid = sql.p(me.id);
  return `(m.is_channel_message AND (
    EXISTS (SELECT 1 FROM user_topic ut JOIN stream st ON st.id = ut.stream_id
             WHERE ut.user_id = ${uid} AND st.recipient_id = m.recipient_id AND lower(ut.topic_name) = lower(m.subject) AND ut.visibility_policy = 1)
    OR (EXISTS (SELECT 1 FROM subscription s WHERE s.user_id = ${uid} AND s.recipient_id = m.recipient_id AND s.is_muted)
        AND NOT EXISTS (SELECT 1 FROM user_topic ut JOIN stream st ON st.id = ut.stream_id
             WHERE ut.user_id = ${uid} AND st.recipient_id = m.recipient_id AND lower(ut.topic_name) = lower(m.subject) AND ut.visibility_policy IN (2, 3)))))`;
}

function isClause(sql: Sql, me: UserRow, operand: string): string {
  switch (operand) {
    case 'dm':
    case 'private':
      return 'NOT m.is_channel_message';
    case 'starred':
      return flagSet(FLAG_BIT.starred);
    case 'unread':
      return `um.message_id IS NOT NULL AND (um.flags & ${FLAG_BIT.read}) = 0`;
    case 'mentioned':
      return flagSet(MENTION_BITS);
    case 'alerted':
      return flagSet(FLAG_BIT.has_alert_word);
    case 'resolved':
      return `m.is_channel_message AND m.subject LIKE ${sql.p(`${RESOLVED_TOPIC_PREFIX}%`)}`;
    case 'followed':
      return `m.is_channel_message AND EXISTS (SELECT 1 FROM user_topic ut JOIN stream st ON st.id = ut.stream_id
               WHERE ut.user_id = ${sql.p(me.id)} AND st.recipient_id = m.recipient_id AND lower(ut.topic_name) = lower(m.subject) AND ut.visibility_policy = 3)`;
    case 'muted':
      return mutedClause(sql, me);
    default:
      throw badNarrow(`unknown 'is' operand ${operand}`);
  }
}

function hasClause(operand: string): string {
  switch (operand) {
    case 'attachment':
      return 'm.has_attachment';
    case 'image':
      return 'm.has_image';
    case 'link':
      return 'm.has_link';
    case 'reaction':
      return 'EXISTS (SELECT 1 FROM reaction r WHERE r.message_id = m.id)';
    default:
      throw badNarrow(`unknown 'has' operand ${operand}`);
  }
}
