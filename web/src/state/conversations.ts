import type { MessageFieldsFragment } from '../gql/graphql.ts';

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
 * `near` opens the view at that message instead of the newest; with `with` (Zulip's `/with/<id>`
 * links) the view also follows that message to wherever it is moved.
 */
export type Narrow =
  | { kind: 'channel'; channelId: number; topic?: string; near?: number; with?: boolean }
  | { kind: 'dm'; userIds: number[]; near?: number; with?: boolean }
  | { kind: 'search'; terms: Term[]; near?: number; with?: boolean };

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

/**
 * The conversation's key (a search's: its terms); a view opened at a message is a view of its own.
 * A view that follows its message is named by the message: it stays the same view as it moves.
 */
export function narrowKey(n: Narrow): string {
  if (n.with && n.near !== undefined) return `w:${n.near}`;
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

/** Whether a message belongs in a channel, topic or direct conversation's view (a search's: live-narrow.ts). */
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

/** Zulip's Combined feed (`#feed`): every message one receives, muted channels and topics left out. */
export const COMBINED_FEED: Narrow = { kind: 'search', terms: [{ operator: 'in', operand: 'home' }] };

export const isCombinedFeed = (n: Narrow): boolean =>
  n.kind === 'search' &&
  n.near === undefined &&
  n.terms.length === 1 &&
  n.terms[0].operator === 'in' &&
  n.terms[0].operand === 'home' &&
  !n.terms[0].negated;
