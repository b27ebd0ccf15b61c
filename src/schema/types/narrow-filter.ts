import { badRequest } from '../../domain/errors.ts';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import { optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import type { InputShapeFromFields } from '@pothos/core';
import { builder, type Types } from '../builder.ts';
import { Channel } from './channel.ts';
import { MessageRef } from './message.ts';
import { narrowOf, type NarrowTermArg } from './narrow-legacy.ts';
import { UserRef } from './user.ts';

/*
 * One typed narrow for every read, write and subscription that narrows: a
 * list of `@oneOf` terms, each naming its operator by the member it sets and
 * typing its operand (entities by global or Zulip id, closed sets as enums).
 * A term becomes the domain's narrow term, so the narrow's rules (unknown
 * channels, combinations, spectators) stay the domain's alone.
 */

const NarrowIsEnum = builder.enumType('NarrowIs', {
  description: 'What an `is` term selects.',
  values: {
    DM: { value: 'dm', description: 'Direct messages.' },
    STARRED: { value: 'starred', description: 'Messages the viewer starred.' },
    MENTIONED: { value: 'mentioned', description: 'Mentioning the viewer (personally, by group or by wildcard).' },
    ALERTED: { value: 'alerted', description: "Containing one of the viewer's alert words." },
    UNREAD: { value: 'unread', description: 'Not yet read by the viewer.' },
    RESOLVED: { value: 'resolved', description: 'In resolved topics.' },
    FOLLOWED: { value: 'followed', description: 'In topics the viewer follows.' },
    MUTED: { value: 'muted', description: 'In muted channels or topics.' },
  },
});

const NarrowHasEnum = builder.enumType('NarrowHas', {
  description: 'What a `has` term requires a message to contain.',
  values: {
    ATTACHMENT: { value: 'attachment', description: 'A link to an uploaded file.' },
    IMAGE: { value: 'image', description: 'An image.' },
    LINK: { value: 'link', description: 'A link.' },
    REACTION: { value: 'reaction', description: 'At least one emoji reaction.' },
  },
});

const NarrowChannelsEnum = builder.enumType('NarrowChannels', {
  description: 'Which kind of channels a `channels` term covers.',
  values: {
    PUBLIC: { value: 'public', description: 'Every public channel (with shared history).' },
    WEB_PUBLIC: { value: 'web-public', description: 'Every web-public channel (what spectators may read).' },
  },
});

const NarrowInEnum = builder.enumType('NarrowIn', {
  description: 'Where an `in` term looks.',
  values: {
    HOME: { value: 'home', description: 'Outside muted channels and topics.' },
    ALL: { value: 'all', description: 'Everywhere.' },
  },
});

type Ref = { id: string } | null | undefined;

const ENTITY_HELP = (what: string, op: string) => `${what} by global id: Zulip's \`${op}\` operator.`;

/** The members of a term; `NarrowFilter` adds `not` (graphql-jit compiles no recursive input type). */
const termFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  channel: t.globalID({ for: Channel, description: ENTITY_HELP('The channel', 'channel') }),
  channelId: t.int({ description: "The channel by Zulip's id." }),
  channelName: t.string({ description: 'The channel by name.', extensions: { nul: 'domain' } }),
  channels: t.field({ type: NarrowChannelsEnum, description: 'Every channel of a kind.' }),
  topic: t.string({
    description: 'The topic, compared case-insensitively; "" is the empty topic.',
    extensions: { nul: 'domain' },
  }),
  dm: t.globalIDList({
    for: UserRef,
    description: 'The direct conversation with exactly these users (by global id; `dmIds` by Zulip id).',
  }),
  dmIds: t.intList({ description: "The same by Zulip's user ids." }),
  dmIncluding: t.globalID({ for: UserRef, description: 'Direct messages whose conversation includes this user.' }),
  dmIncludingId: t.int({ description: "The same by Zulip's user id." }),
  sender: t.globalID({ for: UserRef, description: ENTITY_HELP('The sender', 'sender') }),
  senderId: t.int({ description: "The sender by Zulip's user id." }),
  is: t.field({ type: NarrowIsEnum, description: 'Messages in a state (`is`).' }),
  has: t.field({ type: NarrowHasEnum, description: 'Messages with some content (`has`).' }),
  in: t.field({ type: NarrowInEnum, description: 'Where to look (`in`).' }),
  search: t.string({ description: 'Full-text search of content and topic.', extensions: { nul: 'domain' } }),
  near: t.globalID({ for: MessageRef, description: 'Around this message (`near`); it sets no condition.' }),
  nearId: t.int({ description: "The same by Zulip's message id." }),
  message: t.globalID({ for: MessageRef, description: 'Exactly this message (`id`).' }),
  messageId: t.int({ description: "The same by Zulip's message id." }),
  with: t.globalID({ for: MessageRef, description: "This message's conversation, wherever it has moved (`with`)." }),
  withId: t.int({ description: "The same by Zulip's message id." }),
});

/** A term as parsed: one member per operator, written once (in termFields). */
type TermFields = InputShapeFromFields<ReturnType<typeof termFields>>;

/** The parsed input: exactly one member set (GraphQL's @oneOf rule checks it before we see it). */
export type NarrowFilterArg = TermFields & { not?: TermFields | null };

const NarrowTermRef = builder.inputRef<TermFields, false>('NarrowTerm').implement({
  description: 'A term of a narrow, to negate in `NarrowFilter.not`: set exactly one member.',
  isOneOf: true,
  fields: termFields,
});

export const NarrowFilter = builder.inputRef<NarrowFilterArg, false>('NarrowFilter').implement({
  description:
    "One term of a narrow: set exactly one member (its operator, Zulip's `operator`) to the operand; `not` holds a negated term (Zulip's `negated`). Every term of a narrow must hold.",
  isOneOf: true,
  fields: (t) => ({
    ...termFields(t),
    not: t.field({ type: NarrowTermRef, description: 'A negated term.' }),
  }),
});

type Operand = NarrowTerm['operand'];

/** The operator and operand of a term whose one member is set. */
function operatorOf(f: TermFields, path: string): [string, Operand] {
  const one = (zulipId: number | null | undefined, globalId: Ref, field: string) =>
    optionalIdOf(zulipId, globalId, `${path}.${field}`);
  const candidates: Array<[string, Operand | null | undefined]> = [
    ['channel', one(f.channelId, f.channel, 'channelId') ?? f.channelName],
    ['channels', f.channels],
    ['topic', f.topic],
    ['dm', optionalIdsOf(f.dmIds, f.dm, `${path}.dmIds`)],
    ['dm-including', one(f.dmIncludingId, f.dmIncluding, 'dmIncludingId')],
    ['sender', one(f.senderId, f.sender, 'senderId')],
    ['is', f.is],
    ['has', f.has],
    ['in', f.in],
    ['search', f.search],
    // Zulip's validator takes `near`'s operand as text only.
    ['near', one(f.nearId, f.near, 'nearId')?.toString()],
    ['id', one(f.messageId, f.message, 'messageId')],
    ['with', one(f.withId, f.with, 'withId')],
  ];
  const set = candidates.flatMap(([op, v]) => (v === null || v === undefined ? [] : [[op, v] as [string, Operand]]));
  // @oneOf holds before execution (validation for literals, src/graphql-server/one-of-variables.ts for variables).
  if (set.length !== 1) throw badRequest(`${path} must set exactly one key`).about(path);
  return set[0];
}

/** The typed terms as the domain's narrow terms, in order. */
export function termsOf(filter: readonly NarrowFilterArg[]): NarrowTerm[] {
  return filter.map(({ not, ...term }, i) => {
    const path = `filter[${i}]`;
    if (not == null) {
      const [operator, operand] = operatorOf(term, path);
      return { operator, operand, negated: false };
    }
    const [operator, operand] = operatorOf(not, `${path}.not`);
    return { operator, operand, negated: true };
  });
}

/** `filter` and the deprecated `narrow` are alternatives: at most one of them is given. */
export function checkFilterOrNarrow(filter: unknown, narrow: unknown): void {
  if (filter != null && narrow != null) throw badRequest('At most one of filter and narrow').about('filter');
}

/** A narrow from `filter` or the deprecated `narrow` (at most one of them; null: neither). */
export function narrowFrom(
  filter: readonly NarrowFilterArg[] | null | undefined,
  narrow: readonly NarrowTermArg[] | null | undefined,
): NarrowTerm[] | null {
  checkFilterOrNarrow(filter, narrow);
  return filter != null ? termsOf(filter) : narrowOf(narrow);
}

export const FILTER_HELP = 'The narrow: every term must hold (none: all messages).';
export const NARROW_DEPRECATION = 'Use `filter` (typed terms).';

/** The deprecated `narrow` argument: REST's narrow. */
export const NARROW_HELP =
  "The older form of `filter`: Zulip's narrow terms as REST takes them (operator, operand, negated); at most one of the two.";
