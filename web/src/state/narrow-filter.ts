import type { NarrowChannels, NarrowFilter, NarrowHas, NarrowIn, NarrowIs, NarrowTerm } from '../gql/graphql.ts';
import type { Narrow, Term } from './conversations.ts';

/*
 * The client's narrows as the server's typed filter (`NarrowFilter`, one
 * member per term): channels, people and messages by Zulip id, closed sets as
 * enums. A term the client cannot type (an operand no enum has, an operator
 * the server does not know) is refused here, in the server's words, instead
 * of being sent as text for the server to refuse.
 */

/** Zulip's BadNarrowOperatorError, for a term the typed filter has no member or value for. */
export class NarrowFilterError extends Error {}

const bad = (desc: string) => new NarrowFilterError(`Invalid narrow operator: ${desc}`);

const IS: Record<string, NarrowIs> = {
  dm: 'DM',
  // Zulip's older spelling of is:dm.
  private: 'DM',
  starred: 'STARRED',
  mentioned: 'MENTIONED',
  alerted: 'ALERTED',
  unread: 'UNREAD',
  resolved: 'RESOLVED',
  followed: 'FOLLOWED',
  muted: 'MUTED',
};
const HAS: Record<string, NarrowHas> = {
  attachment: 'ATTACHMENT',
  image: 'IMAGE',
  link: 'LINK',
  reaction: 'REACTION',
};
const IN: Record<string, NarrowIn> = { home: 'HOME', all: 'ALL' };
const CHANNELS: Record<string, NarrowChannels> = { public: 'PUBLIC', 'web-public': 'WEB_PUBLIC' };

/** The enum value an operand names, or the server's refusal. */
function valueOf<T>(values: Record<string, T>, operator: string, operand: string): T {
  const value = values[operand.toLowerCase()];
  if (value === undefined) throw bad(`unknown '${operator}' operand ${operand}`);
  return value;
}

const ids = (operand: string): number[] => operand.split(',').map(Number);

/** One term (as the client keeps it: channels and users by id) as a typed term. */
export function typedTerm({ operator, operand }: Term): NarrowTerm {
  switch (operator) {
    case 'channel':
    case 'stream':
      return { channelId: Number(operand) };
    case 'channels':
    case 'streams':
      return { channels: valueOf(CHANNELS, operator, operand) };
    case 'topic':
    case 'subject':
      return { topic: operand };
    case 'sender':
    case 'from':
      return { senderId: Number(operand) };
    case 'dm':
    case 'pm-with':
      return { dmIds: ids(operand) };
    case 'dm-including':
    case 'group-pm-with':
      return { dmIncludingId: Number(operand) };
    case 'is':
      return { is: valueOf(IS, operator, operand) };
    case 'has':
      return { has: valueOf(HAS, operator, operand) };
    case 'in':
      return { in: valueOf(IN, operator, operand) };
    case 'search':
      return { search: operand };
    case 'near':
      return { nearId: Number(operand) };
    case 'id':
      return { messageId: Number(operand) };
    case 'with':
      return { withId: Number(operand) };
    default:
      throw bad(`unknown operator ${operator}`);
  }
}

/**
 * The narrow as the typed filter (a view's `near` is its anchor, not a term); throws NarrowFilterError.
 * A view that follows its message sends it as `with`: the server answers with the conversation the
 * message is in now, wherever it moved since the link was written.
 */
export function narrowFilter(n: Narrow): NarrowFilter[] {
  const follow: NarrowFilter[] = n.with && n.near !== undefined ? [{ withId: n.near }] : [];
  if (n.kind === 'dm') return [{ dmIds: n.userIds }, ...follow];
  if (n.kind === 'search')
    return [...n.terms.map((t): NarrowFilter => (t.negated ? { not: typedTerm(t) } : typedTerm(t))), ...follow];
  const channel: NarrowFilter[] = [{ channelId: n.channelId }];
  return [...channel, ...(n.topic === undefined ? [] : [{ topic: n.topic }]), ...follow];
}
