import type { Actor } from '../../auth/actor.ts';
import type { Deps } from '../../context.ts';
import { RecipientType } from '../../users/create-user.ts';
import { loadMessages } from '../load.ts';
import { canAccessChannelHistory } from './channel-history.ts';
import { badNarrow, type NarrowTerm } from './narrow-terms.ts';

const CONVERSATION_OPERATORS = new Set(['channel', 'topic', 'dm']);

/**
 * The `with` operator (FL 271) follows a message to wherever it lives now:
 * it becomes the channel and topic (or the direct-message conversation) of
 * that message, if the user can see it.
 */
export async function resolveWithOperator(deps: Deps, actor: Actor, terms: NarrowTerm[]): Promise<NarrowTerm[]> {
  const withTerms = terms.filter((t) => t.operator === 'with');
  if (withTerms.length !== 1) return terms;
  const rest = terms.filter((t) => t.operator !== 'with');
  const id = Number(withTerms[0].operand);
  const target = Number.isInteger(id) && id > 0 && id <= 2147483647 ? (await loadMessages(deps.db.sql, [id]))[0] : undefined;
  if (target && (await canSee(deps, actor, target.id, target.streamId))) {
    const others = rest.filter((t) => !CONVERSATION_OPERATORS.has(t.operator));
    if (target.recipientType === RecipientType.STREAM && target.streamId !== null) {
      return [
        { operator: 'channel', operand: target.streamId, negated: false },
        { operator: 'topic', operand: target.subject, negated: false },
        ...others,
      ];
    }
    const ids = target.dmUsers.map((u) => u.id).filter((uid) => uid !== actor.user.id);
    return [{ operator: 'dm', operand: ids.length ? ids : [actor.user.id], negated: false }, ...others];
  }
  const has = (op: string) => rest.some((t) => t.operator === op && !t.negated);
  if ((has('channel') && has('topic')) || has('dm')) return rest;
  throw badNarrow("Invalid 'with' operator");
}

async function canSee(deps: Deps, actor: Actor, messageId: number, streamId: number | null): Promise<boolean> {
  const um = await deps.db.sql.query<{ x: number }>(
    'SELECT 1 AS x FROM user_message WHERE user_id = $1 AND message_id = $2',
    [actor.user.id, messageId],
  );
  if (um.length > 0) return true;
  if (streamId === null) return false;
  const stream = await deps.db.prisma.stream.findFirst({ where: { id: streamId, realmId: actor.realm.id } });
  if (!stream || stream.recipientId === null) return false;
  const sub = await deps.db.prisma.subscription.findUnique({
    where: { userId_recipientId: { userId: actor.user.id, recipientId: stream.recipientId } },
  });
  return canAccessChannelHistory(actor.user, stream, sub?.active === true);
}
