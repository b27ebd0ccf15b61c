import type { MessageFieldsFragment, NarrowTermInput } from '../gql/graphql.ts';

/**
 * A narrow term as the client keeps it: channels and users by id (`channel` "4", `dm` "8,9"),
 * everything else as Zulip's operand text.
 */
export interface Term {
  operator: string;
  operand: string;
  negated?: boolean;
}

/**
 * What the timeline shows: a channel (all topics, or one), a direct conversation with `userIds`
 * (the others; oneself for notes), or any other list of terms (a search, starred, mentions).
 * `near` opens the view at that message instead of the newest.
 */
export type Narrow =
  | { kind: 'channel'; channelId: number; topic?: string; near?: number }
  | { kind: 'dm'; userIds: number[]; near?: number }
  | { kind: 'search'; terms: Term[]; near?: number };

/** A search's results carry their content and topic with the matches highlighted. */
export type Message = MessageFieldsFragment & { matchContent?: string | null; matchTopic?: string | null };

/** A direct conversation's users without the viewer, sorted; the viewer alone for notes to self. */
export function othersOf(userIds: readonly number[], me: number): number[] {
  const others = [...new Set(userIds)].filter((id) => id !== me).sort((a, b) => a - b);
  return others.length ? others : [me];
}

/** One key per conversation: unread counts, typing and drafts are kept by it. Topics compare case-insensitively, as in Zulip. */
export const channelTopicKey = (channelId: number, topic: string) => `c:${channelId}:${topic.toLowerCase()}`;
export const dmKey = (userIds: readonly number[], me: number) => `d:${othersOf(userIds, me).join(',')}`;

export function conversationKeyOf(
  m: { topic: string; recipients: readonly { userId: number }[]; channel?: { channelId: number } | null },
  me: number,
): string {
  return m.channel
    ? channelTopicKey(m.channel.channelId, m.topic)
    : dmKey(
        m.recipients.map((u) => u.userId),
        me,
      );
}

/** The conversation's key (a search's: its terms); a view opened at a message is a view of its own. */
export function narrowKey(n: Narrow): string {
  const near = n.near === undefined ? '' : `@${n.near}`;
  if (n.kind === 'search')
    return `s:${JSON.stringify(n.terms.map((t) => [t.negated ? `-${t.operator}` : t.operator, t.operand]))}${near}`;
  return (
    (n.kind === 'dm'
      ? `d:${n.userIds.join(',')}`
      : n.topic === undefined
        ? `c:${n.channelId}`
        : channelTopicKey(n.channelId, n.topic)) + near
  );
}

const ID_OPERATORS = new Set(['near', 'id', 'with']);
const USER_OPERATORS = new Set(['sender', 'dm-including']);

/** The narrow as GET /messages terms (a view's `near` is its anchor, not a term). */
export function narrowTerms(n: Narrow): NarrowTermInput[] {
  if (n.kind === 'dm') return [{ operator: 'dm', operandIds: n.userIds }];
  if (n.kind === 'search')
    return n.terms.map(({ operator, operand, negated }): NarrowTermInput => {
      const sign = negated ? { negated: true } : {};
      if (operator === 'channel' || ID_OPERATORS.has(operator) || USER_OPERATORS.has(operator))
        return { operator, operandId: Number(operand), ...sign };
      if (operator === 'dm') return { operator, operandIds: operand.split(',').map(Number), ...sign };
      return { operator, operand, ...sign };
    });
  const terms: NarrowTermInput[] = [{ operator: 'channel', operandId: n.channelId }];
  if (n.topic !== undefined) terms.push({ operator: 'topic', operand: n.topic });
  return terms;
}

/** Whether a new message belongs at the bottom of the view (a search's results are not followed live). */
export function inNarrow(m: Message, n: Narrow, me: number): boolean {
  if (n.kind === 'search') return false;
  if (n.kind === 'dm')
    return (
      !m.channel &&
      dmKey(
        m.recipients.map((u) => u.userId),
        me,
      ) === narrowKey(n)
    );
  if (!m.channel || m.channel.channelId !== n.channelId) return false;
  return n.topic === undefined || m.topic.toLowerCase() === n.topic.toLowerCase();
}
