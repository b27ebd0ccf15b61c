import type { MessageFieldsFragment, NarrowTermInput } from '../gql/graphql.ts';

/** What the timeline shows: a channel (all topics, or one), or a direct conversation with `userIds` (the others; oneself for notes). */
export type Narrow = { kind: 'channel'; channelId: number; topic?: string } | { kind: 'dm'; userIds: number[] };

export type Message = MessageFieldsFragment;

/** A direct conversation's users without the viewer, sorted; the viewer alone for notes to self. */
export function othersOf(userIds: readonly number[], me: number): number[] {
  const others = [...new Set(userIds)].filter((id) => id !== me).sort((a, b) => a - b);
  return others.length ? others : [me];
}

/** One key per conversation: unread counts, typing and drafts are kept by it. Topics compare case-insensitively, as in Zulip. */
export const channelTopicKey = (channelId: number, topic: string) => `c:${channelId}:${topic.toLowerCase()}`;
export const dmKey = (userIds: readonly number[], me: number) => `d:${othersOf(userIds, me).join(',')}`;

export function conversationKeyOf(m: Message, me: number): string {
  return m.channel
    ? channelTopicKey(m.channel.channelId, m.topic)
    : dmKey(
        m.recipients.map((u) => u.userId),
        me,
      );
}

export function narrowKey(n: Narrow): string {
  return n.kind === 'dm'
    ? `d:${n.userIds.join(',')}`
    : n.topic === undefined
      ? `c:${n.channelId}`
      : channelTopicKey(n.channelId, n.topic);
}

/** The narrow as GET /messages terms. */
export function narrowTerms(n: Narrow): NarrowTermInput[] {
  if (n.kind === 'dm') return [{ operator: 'dm', operandIds: n.userIds }];
  const terms: NarrowTermInput[] = [{ operator: 'channel', operandId: n.channelId }];
  if (n.topic !== undefined) terms.push({ operator: 'topic', operand: n.topic });
  return terms;
}

export function inNarrow(m: Message, n: Narrow, me: number): boolean {
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

/** The hash in the address bar for a narrow, as Zulip's web app writes it (enough of it to come back to). */
export function narrowHash(n: Narrow): string {
  if (n.kind === 'dm') return `#narrow/dm/${n.userIds.join(',')}`;
  return `#narrow/channel/${n.channelId}${n.topic === undefined ? '' : `/topic/${encodeURIComponent(n.topic)}`}`;
}

export function parseNarrowHash(hash: string): Narrow | null {
  const dm = /^#narrow\/dm\/([\d,]+)$/.exec(hash);
  if (dm) return { kind: 'dm', userIds: dm[1].split(',').map(Number) };
  const ch = /^#narrow\/channel\/(\d+)(?:\/topic\/(.*))?$/.exec(hash);
  if (!ch) return null;
  return ch[2] === undefined
    ? { kind: 'channel', channelId: Number(ch[1]) }
    : { kind: 'channel', channelId: Number(ch[1]), topic: decodeURIComponent(ch[2]) };
}
